#!/bin/bash
# Scripted scores for the game review: $KIBITZ_FAKE_REVIEW holds one entry per position of the
# game, separated by "|", each "<score> <pv...>" with the score as UCI sends it ("cp -55",
# "mate 3"); position N (N moves after the start) gets entry N. A search restricted to one move
# ("go … searchmoves M", the review's re-check) gets entry N of $KIBITZ_FAKE_RECHECK when that
# is set and not empty, else the score entry N+1 gave the position after the move, turned to this
# side ("cp -112" there is "cp 112" here). Every command received is appended to
# $KIBITZ_FAKE_LOG when set. With $KIBITZ_FAKE_SILENT_AFTER=N, a process that is asked to search
# without a "ucinewgame" first (the puzzle finder's own looks: the review ended its session)
# answers N searches and then none (an engine hung in mid-run; "(silent)" is logged).
IFS='|' read -r -a entries <<< "$KIBITZ_FAKE_REVIEW"
plies=0
newgame=
answered=0
while IFS= read -r line; do
    [ -n "$KIBITZ_FAKE_LOG" ] && echo "$line" >> "$KIBITZ_FAKE_LOG"
    case "$line" in
        uci) echo "id name Scripted"; echo "uciok" ;;
        isready) echo "readyok" ;;
        ucinewgame) newgame=1 ;;
        position*)
            if [[ "$line" == *" moves "* ]]; then
                set -- ${line#* moves }
                plies=$#
            else
                plies=0
            fi ;;
        *searchmoves*)
            move=${line##* searchmoves }
            IFS='|' read -r -a rechecks <<< "$KIBITZ_FAKE_RECHECK"
            if [ -n "${rechecks[$plies]}" ]; then
                set -- ${rechecks[$plies]}
                kind=$1 value=$2
            else
                set -- ${entries[$((plies + 1))]:-cp 0}
                kind=$1 value=$((-$2))
            fi
            echo "info depth 12 score $kind $value time 3 pv $move"
            echo "bestmove $move" ;;
        go*)
            if [ -n "$KIBITZ_FAKE_SILENT_AFTER" ] && [ -z "$newgame" ]; then
                if [ "$answered" -ge "$KIBITZ_FAKE_SILENT_AFTER" ]; then
                    [ -n "$KIBITZ_FAKE_LOG" ] && echo "(silent)" >> "$KIBITZ_FAKE_LOG"
                    continue
                fi
                answered=$((answered + 1))
            fi
            set -- ${entries[$plies]}
            kind=$1 value=$2
            shift 2
            echo "info depth 12 score $kind $value time 3 pv $*"
            echo "bestmove $1" ;;
        quit) exit 0 ;;
    esac
done
