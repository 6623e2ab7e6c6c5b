# bench/db_run.sh: sourced by the database benchmarks (db_vs_reference.sh, db_scale.sh).
# run NAME COMMAND...: runs once under /usr/bin/time; prints wall/CPU seconds, peak resident MiB and
# the command's last line, and sets <NAME>_wall, <NAME>_cpu and <NAME>_rss (kB) (NAME with every
# character but letters and digits as _). Needs $work (a scratch directory).
run() {
    local name=$1; shift
    local log=$work/out
    /usr/bin/time -o "$work/time" -f "%e %U %S %M" "$@" >"$log" 2>"$work/err" || true
    local wall user sys rss
    read -r wall user sys rss <"$work/time"
    local cpu
    cpu=$(echo "$user + $sys" | bc)
    printf '%-28s wall %7.2f s  cpu %7.2f s  peak %6.0f MiB | %s\n' "$name" "$wall" "$cpu" "$(echo "$rss / 1024" | bc)" \
        "$(grep -v '^Games: ' "$log" | tail -n 1)"
    [[ $name == chess-library* ]] && grep '^chess-library' "$log" | sed 's/^/    /'
    local var=${name//[^a-zA-Z0-9]/_}
    printf -v "${var}_wall" '%s' "$wall"
    printf -v "${var}_cpu" '%s' "$cpu"
    printf -v "${var}_rss" '%s' "$rss"
}
