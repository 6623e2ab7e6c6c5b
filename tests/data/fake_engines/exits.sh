#!/bin/bash
# Ends at once, as a program started with arguments it does not understand would.
echo "usage: exits.sh FILE" >&2
exit 3
