#!/bin/sh
# A user's engine wrapper: runs the engine as a child (no exec), as such scripts often do.
# Usage: wrapper.sh PIDFILE PROGRAM [ARGS...]; the child writes its own pid to PIDFILE first.
pidfile=$1
shift
sh -c 'echo $$ > "$0"; exec "$@"' "$pidfile" "$@"
echo "the engine ended" >&2
