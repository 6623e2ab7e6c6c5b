# shellcheck shell=bash
# Shared by scripts/test and scripts/run: dependency check, configure + build, display handling.
# Source it; do not run it.

KB_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# Debian 12 packages needed to build, test and run Kibitz (incl. the fuzzers and GUI tests).
KB_PACKAGES=(
    build-essential cmake ninja-build git pkg-config
    libgtest-dev libgmock-dev
    qt6-base-dev qt6-3d-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-charts-dev qt6-svg-dev qt6-multimedia-dev libgl-dev
    libqt6sql6-sqlite
    stockfish gnuchess-book pgn-extract
    xvfb xauth xdotool xclip imagemagick
    clang libclang-rt-14-dev
)

kb_step() { printf '\n==> %s\n' "$*"; }
kb_die() { printf 'error: %s\n' "$*" >&2; exit 1; }
kb_jobs() { nproc 2>/dev/null || echo 2; }

# Installs missing Debian packages (as root) or prints the command to do so and stops.
kb_ensure_packages() {
    if ! command -v dpkg-query >/dev/null 2>&1; then
        echo "note: not a Debian system; install the equivalents of: ${KB_PACKAGES[*]}"
        return 0
    fi
    local missing=() pkg state
    for pkg in "${KB_PACKAGES[@]}"; do
        state=$(dpkg-query -W -f='${db:Status-Status}' "$pkg" 2>/dev/null || true)
        [[ $state == installed ]] || missing+=("$pkg")
    done
    ((${#missing[@]} == 0)) && return 0

    if [[ $(id -u) -ne 0 ]]; then
        echo "Missing Debian packages: ${missing[*]}" >&2
        echo "Install them as root, then run this script again:" >&2
        echo "  sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y ${missing[*]}" >&2
        exit 1
    fi
    kb_step "Installing missing packages: ${missing[*]}"
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}"
}

# Compiles through ccache when it is installed (a rebuild after a pull, or a second clone, then
# compiles only what changed). Paths under the checkout are hashed relative to it, so two clones
# share their cache. Does nothing when ccache is missing or a launcher was chosen already.
kb_use_ccache() {
    command -v ccache >/dev/null 2>&1 || return 0
    export CMAKE_CXX_COMPILER_LAUNCHER=${CMAKE_CXX_COMPILER_LAUNCHER-ccache}
    export CMAKE_C_COMPILER_LAUNCHER=${CMAKE_C_COMPILER_LAUNCHER-ccache}
    export CCACHE_BASEDIR=${CCACHE_BASEDIR-$KB_ROOT}
}

# Configures and builds one CMake preset (see CMakePresets.json) in build/<preset>.
#   kb_build PRESET [TARGET...]   without targets: everything (tests, benchmarks, tools)
kb_build() {
    local preset=$1
    shift
    local targets=()
    (($#)) && targets=(--target "$@")
    kb_step "Configure and build: preset '$preset'${targets:+ (${*})}"
    kb_use_ccache
    (cd "$KB_ROOT" && cmake --preset "$preset")
    (cd "$KB_ROOT" && cmake --build --preset "$preset" -j "$(kb_jobs)" "${targets[@]}")
}

# True when a display server is available to GUI programs.
kb_have_display() { [[ -n ${DISPLAY-} || -n ${WAYLAND_DISPLAY-} ]]; }

# Runs a command under a virtual X server when there is no display and xvfb-run exists.
# -noreset: by default Xvfb resets when its last client leaves, and a window started in that moment
# cannot connect (a test that kills the program and starts it again hit it).
kb_with_display() {
    if ! kb_have_display && command -v xvfb-run >/dev/null 2>&1; then
        xvfb-run -a -s "-screen 0 1280x800x24 -noreset" "$@"
    else
        "$@"
    fi
}
