#!/bin/bash
# Searches forever and will not end: ignores "stop", "quit", SIGTERM and the end of its input.
# Only SIGKILL ends it.
trap '' TERM INT HUP
while IFS= read -r line; do
    case "$line" in
        uci) echo "id name Stubborn Forever"; echo "uciok" ;;
        isready) echo "readyok" ;;
        go*) echo "info depth 1 score cp 5 pv e2e4" ;;
    esac
done
while :; do sleep 1; done
