#!/bin/sh
# A wrapper that starts the engine in a session of its own (setsid), out of the process group
# Kibitz gave the wrapper. Usage: setsid_wrapper.sh PIDFILE PROGRAM [ARGS...]; the engine writes
# its own pid to PIDFILE first.
pidfile=$1
shift
setsid sh -c 'echo $$ > "$0"; exec "$@"' "$pidfile" "$@"
echo "the engine ended" >&2
