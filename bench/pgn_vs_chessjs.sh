#!/usr/bin/env bash
# bench/pgn_vs_chessjs.sh: the same generated 5,000-game PGN file through kibitz's PGN import and
# chess.js loadPgn (npm package chess.js, installed into a temporary directory), side by side.
#   bench/pgn_vs_chessjs.sh [--bench PATH/kibitz-game-bench] [--file FILE] [--repeat K]
# Needs node and npm (apt-get install nodejs npm as root when missing) and network access to npm.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bench="" file="" repeat=1
while (($#)); do
    case $1 in
        --bench) bench=$2; shift 2 ;;
        --file) file=$2; shift 2 ;;
        --repeat) repeat=$2; shift 2 ;;
        -h|--help) sed -n '2,5s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"; exit 0 ;;
        *) echo "error: unknown argument '$1'" >&2; exit 2 ;;
    esac
done
if [[ -z $bench ]]; then
    for candidate in "$root"/build/release/bench/kibitz-game-bench "$root"/build/*/bench/kibitz-game-bench; do
        [[ -x $candidate ]] && { bench=$candidate; break; }
    done
fi
[[ -x $bench ]] || { echo "error: kibitz-game-bench not found; build it or pass --bench PATH" >&2; exit 1; }

if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    if [[ $(id -u) -eq 0 ]]; then
        apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y nodejs npm
    else
        echo "error: node/npm missing; run: sudo apt-get install -y nodejs npm" >&2
        exit 1
    fi
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [[ -z $file ]]; then
    file=$work/games.pgn
    "$bench" --write-pgn "$file" 2>/dev/null
fi
(cd "$work" && npm init -y >/dev/null 2>&1 && npm install --silent --no-audit --no-fund chess.js@1 >/dev/null)
version=$(cd "$work" && node -p "require('chess.js/package.json').version")

# chess.js loads one game per Chess object: split at blank lines that precede a tag section.
cat > "$work/load.mjs" <<'EOF'
import { Chess } from 'chess.js';
import { readFileSync } from 'node:fs';
const text = readFileSync(process.argv[2], 'utf8');
const start = process.hrtime.bigint();
const games = text.split(/\n\n(?=\[)/);
let plies = 0, failed = 0;
for (const pgn of games) {
    const chess = new Chess();
    try { chess.loadPgn(pgn); plies += chess.history().length; } catch (e) { failed++; }
}
const ms = Number(process.hrtime.bigint() - start) / 1e6;
const mb = Buffer.byteLength(text) / 1e6;
console.log(`chess.js: games ${games.length - failed} failed ${failed} plies ${plies} time_ms ${ms.toFixed(1)} ` +
            `games_per_s ${((games.length - failed) / (ms / 1000)).toFixed(0)} MB_per_s ${(mb / (ms / 1000)).toFixed(1)}`);
EOF

echo "PGN import of $(basename "$file") ($(du -h "$file" | cut -f1)): kibitz vs chess.js $version, $repeat runs each"
for ((i = 1; i <= repeat; i++)); do
    "$bench" --import "$file" 2>/dev/null
    (cd "$work" && node load.mjs "$file")
done
