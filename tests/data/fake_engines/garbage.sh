#!/bin/bash
# A UCI engine that mixes garbage into every answer; its only real move is e2e4 (or the first
# move it is told to prefer with "setoption name Prefer value <uci>").
move=e2e4
while IFS= read -r line; do
    case "$line" in
        uci)
            echo "Garbage Engine 0.1 by nobody"
            printf '\x01\x02\xff\xfe binary noise\n'
            echo "id name Garbage Engine"
            echo "option name MultiPV type spin default 1 min 1 max 5"
            echo "option name Broken type"
            echo "option name Hash"
            echo "uciok" ;;
        isready)
            echo "info string not ready yet, just kidding"
            echo "readyok" ;;
        "setoption name Prefer value "*)
            move=${line##* } ;;
        go*)
            echo "info depth"
            echo "info depth x seldepth y score cp 12 pv e2e4"
            echo "info depth 3 score cp"
            echo "info depth 3 score mate abc pv e2e4"
            echo "info depth 4 score banana 3 pv e2e4"
            echo "info depth 5 currmove e2e4 currmovenumber 1"
            echo "bestmovex e2e4"
            echo "info depth 6 seldepth 8 multipv 1 score cp 31 lowerbound nodes 123 nps 4567 time 27 pv $move e7e5 z9z9 g1f3"
            echo "info depth 7 score mate -2 upperbound pv e2e4 a1a1"
            printf 'a line without an end'
            echo
            head -c 3000 /dev/zero | tr '\0' 'x'; echo
            echo "bestmove $move ponder e7e5" ;;
        quit)
            exit 0 ;;
    esac
done
