#!/bin/bash
# Completes "uci" but never answers "isready".
while IFS= read -r line; do
    case "$line" in
        uci) echo "id name Sleepy"; echo "uciok" ;;
        quit) exit 0 ;;
    esac
done
