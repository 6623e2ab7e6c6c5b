#!/bin/bash
# Game review overhead: wall time of `kibitz-cli review` with Stockfish at a fixed depth against
# the sum of the search times Stockfish itself reports (the last "info … time T" before each
# "bestmove"), in the same run. Kibitz's overhead = wall / engine − 1 (goal: under 5 %).
# The default game (bench/data/review_game.pgn) is a 48-move Stockfish self-play game (skill 8,
# depth 8, so it has inaccuracies and mistakes to mark).
# usage: bench/review_overhead.sh [PGN] [DEPTH]   (from the worktree, after a release build)
set -euo pipefail
pgn=${1:-$(dirname "$0")/data/review_game.pgn}
depth=${2:-14}
cli=${KIBITZ_CLI:-build/release/app/kibitz-cli}
stockfish=${STOCKFISH:-/usr/games/stockfish}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# A wrapper that copies the engine's output to a log (tee costs far less than a search).
cat > "$tmp/engine.sh" <<WRAP
#!/bin/bash
"$stockfish" | tee -a "$tmp/engine.log"
WRAP
chmod +x "$tmp/engine.sh"
start=$(date +%s%N)
"$cli" review "$pgn" --engine "$tmp/engine.sh" --depth "$depth" > "$tmp/out.pgn"
end=$(date +%s%N)
wall_ms=$(( (end - start) / 1000000 ))
engine_ms=$(awk '/^info .* time /{for(i=1;i<=NF;i++) if($i=="time") t=$(i+1)} /^bestmove/{s+=t; t=0; n++} END{print s" "n}' "$tmp/engine.log")
read -r sum searches <<< "$engine_ms"
echo "searches $searches depth $depth wall_ms $wall_ms engine_ms $sum ratio $(awk -v w="$wall_ms" -v e="$sum" 'BEGIN{printf "%.3f", w/e}')"
tail -1 "$tmp/out.pgn"
