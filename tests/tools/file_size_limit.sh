#!/usr/bin/env bash
# A file-size limit must not kill Kibitz (issue 25): runs PROGRAM under `prlimit --fsize=BYTES`
# with its standard output in OUT and checks that it ended by itself, not by SIGXFSZ, and (when
# TEXT is not empty) that it said TEXT on standard error (the EFBIG reason, naming the file).
# Usage: file_size_limit.sh BYTES TEXT OUT PROGRAM ARGS...   Exit: 0 pass, 1 fail, 77 skipped.
set -uo pipefail
bytes=$1 text=$2 out=$3
shift 3
command -v prlimit >/dev/null || { echo "SKIP: prlimit is not installed"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME=$work XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data MESA_SHADER_CACHE_DISABLE=true
prlimit --fsize="$bytes" "$@" >"$out" 2>"$work/err"
status=$?
cat "$work/err"
if ((status > 128)); then
    echo "FAIL: killed by signal $((status - 128)) under a $bytes-byte file-size limit"
    exit 1
fi
if [[ -n $text ]] && ! grep -qF -- "$text" "$work/err"; then
    echo "FAIL: exit $status without saying \"$text\""
    exit 1
fi
echo "PASS: exit $status"
