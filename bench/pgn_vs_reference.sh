#!/usr/bin/env bash
# bench/pgn_vs_reference.sh: the full PGN reader (kibitz-cli pgn: tags, move tree, comments, the
# summary line per game) side by side with chess-library's SAN replay on the same files, in one run.
#   bench/pgn_vs_reference.sh [--games N] [--file FILE]... [--realpgn DIR] [--runs K] [--export]
#                             [--cli PATH] [--generate PATH] [--chesslib PATH] [--callgrind] [--plain]
# Defaults: N = 5,000 games from kibitz-db-generate (/tmp/kibitz-pgn-<N>.pgn, kept) and every
# *.pgn of ../shared/realpgn; K = 5 runs each, alternating, the fastest counts (a shared machine).
# Like with like: chess-library's time_ms is its own timer around its replay pass (reading the
# file, parsing, replaying; its start-up and its syntax-only pass excluded), and kibitz's is the
# time_ms kibitz-cli pgn --time prints per file (reading the file, building every game, writing
# the output; its start-up excluded, and like chess-library's the opening of the file: both timers
# start with the file open). The ratio column compares these two.
# Also shown: kibitz's second read of the same file(s) in the same process ("second read"), which is
# what chess-library's replay is: its second pass, the file in the page cache, the allocator's memory
# and the code already warm; kibitz's first read pays those once (on a 1-game file most of its time).
# Also shown: kibitz's whole process (wall, start-up of Qt's libraries included: about 5 ms a
# process), its ratio against the same time_ms, and the CPU time (user+sys) of both processes,
# chess-library's holding both its passes; the games chess-library gave up replaying at a move it
# could not read (their rest skipped, as are all variations: it replays the main line only, and its
# replay is its second pass over the file, warm); and for the real files one kibitz-cli process reading
# them all (one start-up instead of one per file).
# --callgrind: instead, the instructions valgrind counts (repeatable under load): on the generated
# games kibitz-cli's whole process and chess-library's (both passes: its replay pass cannot be
# counted alone from outside: it is about three quarters of the total); on the real files one
# kibitz-cli process over all of them and chess-library's processes summed.
# "read" is the games chess-library's replay pass went through: on annotated files its parser stops
# early (29 of 110 games of newyork1924, with no error), so its time there is for a part of the file.
# --plain: also each real file as pgn-extract writes it without comments, variations and NAGs
# (-C -V -N), which both tools read whole: the same main lines replayed by both, like with like.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
games=5000 files=() realpgn=$root/../shared/realpgn runs=5 mode=() cli="" generate="" chesslib="" callgrind=0 plain=0
while (($#)); do
    case $1 in
        --games) games=$2; shift 2 ;;
        --file) files+=("$2"); shift 2 ;;
        --realpgn) realpgn=$2; shift 2 ;;
        --runs) runs=$2; shift 2 ;;
        --export) mode=(--export); shift ;;
        --cli) cli=$2; shift 2 ;;
        --generate) generate=$2; shift 2 ;;
        --chesslib) chesslib=$2; shift 2 ;;
        --callgrind) callgrind=1; shift ;;
        --plain) plain=1; shift ;;
        -h|--help) sed -n '2,25s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"; exit 0 ;;
        *) echo "error: unknown argument '$1'" >&2; exit 2 ;;
    esac
done
build=$root/build/release
cli=${cli:-$build/app/kibitz-cli}
generate=${generate:-$build/bench/kibitz-db-generate}
chesslib=${chesslib:-$build/bench/chesslib-pgn-replay}
[[ -x $cli ]] || { echo "error: kibitz-cli not found; build it or pass --cli PATH" >&2; exit 1; }
[[ -x $chesslib ]] || { echo "error: chesslib-pgn-replay not found (target chesslib-pgn-replay); pass --chesslib PATH" >&2; exit 1; }
generated=/tmp/kibitz-pgn-$games.pgn
if [[ ! -s $generated ]]; then
    [[ -x $generate ]] || { echo "error: kibitz-db-generate not found; pass --generate PATH" >&2; exit 1; }
    "$generate" "$games" "$generated" 2>/dev/null
fi
real=()
if [[ -d $realpgn ]]; then
    real=("$realpgn"/*.pgn)
else
    echo "(no $realpgn: the real files are skipped)"
fi
# instructions CMD...: the instructions valgrind's callgrind counts for the command.
instructions() {
    local out
    out=$(mktemp)
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>"$out" >/dev/null || true
    grep -o 'refs: *[0-9,]*' "$out" | grep -o '[0-9,]*$' | tr -d ,
    rm -f "$out"
}
if ((callgrind)); then
    command -v valgrind >/dev/null || { echo "error: --callgrind needs valgrind" >&2; exit 1; }
    k=$(instructions "$cli" pgn "${mode[@]}" "$generated")
    c=$(instructions "$chesslib" "$generated")
    printf 'callgrind on %s: kibitz-cli pgn%s %.1f M instructions (whole process); chess-library %.1f M (both passes)\n' \
        "$(basename "$generated")" "${mode[*]:+ ${mode[*]}}" "$(echo "$k / 1000000" | bc -l)" "$(echo "$c / 1000000" | bc -l)"
    if ((${#real[@]})); then
        k=$(instructions "$cli" pgn "${mode[@]}" "${real[@]}")
        c=0
        for f in "${real[@]}"; do c=$((c + $(instructions "$chesslib" "$f"))); done
        printf 'callgrind on realpgn (%d files): kibitz-cli pgn%s %.1f M instructions (one process, all files); chess-library %.1f M (a process per file, both passes, summed)\n' \
            "${#real[@]}" "${mode[*]:+ ${mode[*]}}" "$(echo "$k / 1000000" | bc -l)" "$(echo "$c / 1000000" | bc -l)"
    fi
    exit 0
fi

# fastest CURRENT NEW: the smaller of two numbers (CURRENT may be empty).
fastest() { if [[ -z $1 ]] || (($(echo "$2 < $1" | bc))); then echo "$2"; else echo "$1"; fi; }

# measure FILE...: sets k_in (kibitz-cli pgn --time: the sum of its time_ms lines), k_warm (the same
# of a second read of the files in the same process, from a run of its own), k_wall and
# k_cpu (wall and user+sys ms of its whole process), c_wall (chess-library's replay time_ms, the
# sum over the files) and c_cpu (its processes: both passes), each the fastest of the runs, the two
# tools taking turns; c_bad: the games whose replay chess-library gave up at a move it could not
# read (the rest of such a game is skipped: less work than kibitz's whole game). kibitz reads all the files in one process; chess-library takes one each.
times=$(mktemp)
trap 'rm -f "$times" "$times.out" "$times.err"' EXIT
measure() {
    k_in="" k_warm="" k_wall="" k_cpu="" c_wall="" c_cpu="" c_bad=0 c_games=0
    local wall user sys ms cw cc f TIMEFORMAT='%3R %3U %3S' # bash's time: milliseconds
    for ((i = 0; i < runs; ++i)); do
        c_bad=0 c_games=0
        { time "$cli" pgn "${mode[@]}" --time "$@" >/dev/null 2>"$times.err"; } 2>"$times" || true
        read -r wall user sys <"$times"
        ms=$(grep -o ': games [0-9]* failed [0-9]* time_ms [0-9.]*$' "$times.err" | awk '{s += $NF} END {print s}')
        [[ -n $ms ]] || { echo "error: no time_ms from $cli pgn --time $*" >&2; exit 1; }
        k_in=$(fastest "$k_in" "$ms")
        k_wall=$(fastest "$k_wall" "$(echo "$wall * 1000" | bc)")
        k_cpu=$(fastest "$k_cpu" "$(echo "($user + $sys) * 1000" | bc)")
        "$cli" pgn "${mode[@]}" --time "$@" "$@" >/dev/null 2>"$times.err" || true
        ms=$(grep -o ': games [0-9]* failed [0-9]* time_ms [0-9.]*$' "$times.err" | awk -v n=$# 'NR > n {s += $NF} END {print s}')
        k_warm=$(fastest "$k_warm" "$ms")
        cw=0 cc=0
        for f in "$@"; do
            { time "$chesslib" "$f" >"$times.out"; } 2>"$times"
            ms=$(grep '^chess-library replay' "$times.out" | grep -o 'time_ms [0-9.]*' | awk '{print $2}')
            read -r wall user sys <"$times"
            c_bad=$((c_bad + $(grep '^chess-library replay' "$times.out" | grep -o ' bad [0-9]*' | awk '{print $2}')))
            c_games=$((c_games + $(grep '^chess-library replay' "$times.out" | grep -o ' games [0-9]*' | awk '{print $2}')))
            cw=$(echo "$cw + $ms" | bc)
            cc=$(echo "$cc + ($user + $sys) * 1000" | bc)
        done
        c_wall=$(fastest "$c_wall" "$cw")
        c_cpu=$(fastest "$c_cpu" "$cc")
    done
}

# report NAME GAMES: one line of the table from measure's figures.
report() {
    printf '%-48s %6d games | kibitz %8.3f ms (second read %8.3f, process %7.1f, cpu %5.0f) | chess-library %8.3f ms (cpu %5.0f, read %6d, bad %4d) | ratio %5.2f (second read %5.2f, process %5.2f)\n' \
        "$1" "$2" "$k_in" "$k_warm" "$k_wall" "$k_cpu" "$c_wall" "$c_cpu" "$c_games" "$c_bad" \
        "$(echo "scale=2; $c_wall / $k_in" | bc)" "$(echo "scale=2; $c_wall / $k_warm" | bc)" "$(echo "scale=2; $c_wall / $k_wall" | bc)"
}

# row NAME FILE: one line per file, its figures added to the totals.
total_ki=0 total_kr=0 total_kw=0 total_kc=0 total_cw=0 total_cc=0 total_cb=0 total_cg=0
row() {
    cat "$2" >/dev/null # in the page cache for both alike
    measure "$2"
    report "$1" "$(grep -c '^\[Event ' "$2" || true)"
    total_ki=$(echo "$total_ki + $k_in" | bc)
    total_kr=$(echo "$total_kr + $k_warm" | bc)
    total_kw=$(echo "$total_kw + $k_wall" | bc)
    total_kc=$(echo "$total_kc + $k_cpu" | bc)
    total_cw=$(echo "$total_cw + $c_wall" | bc)
    total_cc=$(echo "$total_cc + $c_cpu" | bc)
    total_cb=$((total_cb + c_bad))
    total_cg=$((total_cg + c_games))
}

echo "kibitz: kibitz-cli pgn${mode[*]:+ ${mode[*]}} --time, its own time_ms (from the file opened: reading, building, output);"
echo "        second read: the same for the file(s) read a second time in one process (as chess-library's replay"
echo "        is its second pass); process: the wall of its whole process (start-up included); cpu: user+sys of it"
echo "chess-library: its own time_ms of its replay pass (start-up and syntax pass excluded); cpu: user+sys of"
echo "        its process (both passes); read: games its replay went through; bad: games whose replay it"
echo "        gave up (the rest of each skipped)"
echo "fastest of $runs runs each; ratio = chess-library time_ms / kibitz time_ms (second read: / kibitz's second"
echo "read; process: / kibitz process wall); above 1: kibitz faster"
row "generated: $(basename "$generated")" "$generated"
for f in "${files[@]}"; do row "$(basename "$f")" "$f"; done
# real_rows LABEL FILE...: a row per file, their total, and one kibitz process over them all.
real_rows() {
    local label=$1 f all_games
    shift
    total_ki=0 total_kr=0 total_kw=0 total_kc=0 total_cw=0 total_cc=0 total_cb=0 total_cg=0
    for f in "$@"; do row "$label/$(basename "$f")" "$f"; done
    all_games=$(cat "$@" | grep -c '^\[Event ')
    k_in=$total_ki k_warm=$total_kr k_wall=$total_kw k_cpu=$total_kc c_wall=$total_cw c_cpu=$total_cc c_bad=$total_cb c_games=$total_cg
    report "$label total ($# files, a process each)" "$all_games"
    measure "$@"
    report "$label in one kibitz process ($# files)" "$all_games"
}
if ((${#real[@]})); then
    real_rows realpgn "${real[@]}"
    if ((plain)); then
        extract=$(PATH=$PATH:/usr/games command -v pgn-extract) || { echo "error: --plain needs pgn-extract" >&2; exit 1; }
        plaindir=$(mktemp -d)
        trap 'rm -rf "$times" "$times.out" "$times.err" "$plaindir"' EXIT
        plainfiles=()
        for f in "${real[@]}"; do
            "$extract" -C -V -N -s "$f" >"$plaindir/$(basename "$f")" 2>/dev/null || true
            [[ -s $plaindir/$(basename "$f") ]] && plainfiles+=("$plaindir/$(basename "$f")")
        done
        echo "plain: each file as pgn-extract -C -V -N writes it (no comments, variations or NAGs)"
        real_rows plain "${plainfiles[@]}"
    fi
fi
