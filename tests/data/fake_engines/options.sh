#!/bin/bash
# Declares one option of every UCI type (names, combo choices and a string default with spaces)
# and appends every line it receives to the file in $KIBITZ_FAKE_LOG, so that tests can check
# the "setoption" lines really sent. Searches answer e2e4; "go infinite" waits for "stop".
log=${KIBITZ_FAKE_LOG:-/dev/null}
while IFS= read -r line; do
    printf '%s\n' "$line" >> "$log"
    case "$line" in
        uci)
            echo "id name Optionist 1.0"
            echo "option name Threads type spin default 1 min 1 max 512"
            echo "option name Hash type spin default 16 min 1 max 33554432"
            echo "option name Skill Level type spin default 20 min 0 max 20"
            echo "option name Use Book type check default true"
            echo "option name Style type combo default Very Solid var Very Solid var Normal var Risky Play"
            echo "option name Book File type string default my book.bin"
            echo "option name SyzygyPath type string default <empty>"
            echo "option name Clear Hash type button"
            echo "option name UCI_LimitStrength type check default false"
            echo "option name UCI_Elo type spin default 1350 min 1350 max 2850"
            echo "option name MultiPV type spin default 1 min 1 max 500"
            echo "uciok" ;;
        isready) echo "readyok" ;;
        "go infinite") echo "info depth 1 score cp 10 pv e2e4" ;;
        go*) echo "info depth 1 score cp 10 pv e2e4"; echo "bestmove e2e4" ;;
        stop) echo "bestmove e2e4" ;;
        quit) exit 0 ;;
    esac
done
