#!/bin/bash
# Answers every search at once with the move in $KIBITZ_FAKE_BESTMOVE (default e2e4), legal or
# not: "e2e5", "xyzzy", "(none)", "0000".
move=${KIBITZ_FAKE_BESTMOVE:-e2e4}
while IFS= read -r line; do
    case "$line" in
        uci) echo "id name Blunt"; echo "uciok" ;;
        isready) echo "readyok" ;;
        go*) echo "info depth 1 score cp 0"; echo "bestmove $move" ;;
        quit) exit 0 ;;
    esac
done
