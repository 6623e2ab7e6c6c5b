#!/usr/bin/env bash
# bench/db_scale.sh: issue 28 part 4 — a database of many generated games (10,000,000 by default):
# indexed once (a new kept index), reopened from the kept index, searched; peak memory per game;
# chess-library's PGN replay on the same file side by side, and the load average before each step
# (on a shared machine the times swing with other work; memory does not).
#   bench/db_scale.sh [--games N] [--parts K] [--file FILE] [--runs R] [--no-reference] [--no-window]
#                     [--cli PATH] [--generate PATH] [--chesslib PATH] [--open PATH]
# The file (default /tmp/kibitz-db-<N>.pgn, kept for the next run) is written by kibitz-db-generate in
# K parts (default 1) with seeds 7, 8, ... on K processes, joined; delete it after. --open is
# bench's kibitz-db-open (the window's model, GameListModel + DatabaseScan), which opens the
# database R times from the index kept by the first kibitz-cli run.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
games=10000000 parts=1 file="" runs=3 reference=1 window=1 cli="" generate="" chesslib="" open=""
while (($#)); do
    case $1 in
        --games) games=$2; shift 2 ;;
        --parts) parts=$2; shift 2 ;;
        --file) file=$2; shift 2 ;;
        --runs) runs=$2; shift 2 ;;
        --no-reference) reference=0; shift ;;
        --no-window) window=0; shift ;;
        --cli) cli=$2; shift 2 ;;
        --generate) generate=$2; shift 2 ;;
        --chesslib) chesslib=$2; shift 2 ;;
        --open) open=$2; shift 2 ;;
        -h|--help) sed -n '2,10s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"; exit 0 ;;
        *) echo "error: unknown argument '$1'" >&2; exit 2 ;;
    esac
done
build=$root/build/release
cli=${cli:-$build/app/kibitz-cli}
generate=${generate:-$build/bench/kibitz-db-generate}
chesslib=${chesslib:-$build/bench/chesslib-pgn-replay}
open=${open:-$build/bench/kibitz-db-open}
[[ -x $cli ]] || { echo "error: kibitz-cli not found; build it or pass --cli PATH" >&2; exit 1; }
file=${file:-/tmp/kibitz-db-$games.pgn}
if [[ ! -s $file ]]; then
    [[ -x $generate ]] || { echo "error: kibitz-db-generate not found; pass --generate PATH" >&2; exit 1; }
    for ((k = 0; k < parts; ++k)); do
        n=$((games / parts + (k < games % parts ? 1 : 0)))
        "$generate" "$n" "$file.part$k" $((7 + k)) >/dev/null &
    done
    wait
    for ((k = 0; k < parts; ++k)); do cat "$file.part$k"; rm -f "$file.part$k"; done >"$file"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CACHE_HOME=$work/cache # the kept index of this run only
source "$root/bench/db_run.sh" # run NAME COMMAND...
load() { echo "  load average: $(cut -d' ' -f1-3 /proc/loadavg) ($(nproc) cores)"; }
count=$(grep -c '^\[Event ' "$file")
echo "file: $file ($(du -h "$file" | cut -f1), $count games)"
perGame() { echo "$1 * 1024 / $count" | bc; } # kB -> bytes per game
heldPerGame() { # the index's own memory from kibitz-cli's summary ("index X MB + Y MB of moves mapped")
    local mb
    mb=$(grep -o 'index [0-9.]* MB' "$work/out" | awk '{print $2}')
    echo "$mb * 1048576 / $count" | bc
}

cat "$file" >/dev/null # in the page cache for every reader alike
load
run "kibitz db index (new)" "$cli" db index "$file" --rebuild
echo "    per game: peak resident $(perGame "$kibitz_db_index__new__rss") B, index held $(heldPerGame) B"
for ((r = 1; r <= runs; ++r)); do
    load
    run "kibitz db index (kept) $r" "$cli" db index "$file"
    v=kibitz_db_index__kept__${r}_rss
    echo "    per game: peak resident $(perGame "${!v}") B, index held $(heldPerGame) B"
done
fens=("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
      "rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 2 2")
for ((r = 1; r <= runs; ++r)); do
    load
    run "kibitz db search e4 $r" "$cli" db search "$file" --fen "${fens[0]}"
    run "kibitz db search Nf3 Nf6 $r" "$cli" db search "$file" --fen "${fens[1]}"
    run "kibitz db search pawns $r" "$cli" db search "$file" --mode pawns --fen "${fens[0]}"
    v=kibitz_db_search_pawns_${r}_rss
    echo "    per game: peak resident $(perGame "${!v}") B (the move codes read from the kept file count here)"
done
if ((window)) && [[ -x $open ]]; then
    for ((r = 1; r <= runs; ++r)); do
        load
        run "window kept open $r" "$open" --once "$file" "$XDG_CACHE_HOME/Kibitz/Kibitz/index"
        v=window_kept_open_${r}_rss
        echo "    per game: peak resident $(perGame "${!v}") B"
    done
fi
if ((reference)) && [[ -x $chesslib ]]; then
    load
    run "chess-library replay" "$chesslib" "$file"
    echo "    CPU: chess-library / kibitz db index (new): $(echo "scale=2; $chess_library_replay_cpu / $kibitz_db_index__new__cpu" | bc)"
fi
load
