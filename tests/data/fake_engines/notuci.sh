#!/bin/bash
# A program that is not a chess engine: it talks, but never says "uciok".
echo "Welcome to the calculator. Type an expression."
while IFS= read -r line; do
    echo "syntax error: $line"
done
