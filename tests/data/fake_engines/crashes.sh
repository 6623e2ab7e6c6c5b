#!/bin/bash
# Crashes (SIGKILL on itself) as soon as it is asked to search.
while IFS= read -r line; do
    case "$line" in
        uci) echo "id name Crashy"; echo "uciok" ;;
        isready) echo "readyok" ;;
        go*) echo "info depth 1 score cp 5 pv e2e4"; kill -9 $$ ;;
        quit) exit 0 ;;
    esac
done
