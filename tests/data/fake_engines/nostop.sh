#!/bin/bash
# Searches forever: ignores "stop" and never sends "bestmove".
while IFS= read -r line; do
    case "$line" in
        uci) echo "id name Stubborn"; echo "uciok" ;;
        isready) echo "readyok" ;;
        go*) echo "info depth 1 score cp 5 pv e2e4" ;;
    esac
done
