#!/bin/bash
# Regenerates scripts/hot-symbols.order, the functions the release viewer runs, which the
# Makefile's release link puts side by side at the front of the code (docs/design.md,
# "Hot code first"). Run through `make hot-code` after changes that move the viewer's
# startup, loading or drawing into other functions; a stale list costs resident memory,
# never correctness (functions it names that no longer exist are skipped).
#
# The release viewer runs under callgrind twice, on a folder of two copies of
# Assets/default.png: in a window (xvfb-run when there is no display) from launch until the
# image is fully loaded, and headless through scripts/hot-code-session.txt (pan, fling,
# zoom, keys, overlays, the next image).
set -euo pipefail
cd "$(dirname "$0")/.."
: "${RELEASE_FLAGS:?set RELEASE_FLAGS to the release build options (make hot-code does)}"
for tool in valgrind python3 nm strip; do
    command -v "$tool" > /dev/null || { echo "profile-hot-code.sh: $tool is missing (apt-get install valgrind python3 binutils)" >&2; exit 1; }
done
xvfb=()
if [ -z "${DISPLAY:-}" ]; then xvfb=(xvfb-run -a -s "-screen 0 1280x1024x24"); fi

# shellcheck disable=SC2086
swift build $RELEASE_FLAGS --product viewer
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# valgrind cannot read the debug information lld writes; the code is the same without it.
cp .build/release/viewer "$work/viewer"
strip -g "$work/viewer"
callgrind=(valgrind --tool=callgrind --dump-instr=yes)
mkdir "$work/images"
cp Assets/default.png "$work/images/photo1.png"
cp Assets/default.png "$work/images/photo10.png"

echo "profile-hot-code.sh: the viewer in a window, until the image is loaded"
"${xvfb[@]}" bash -c '
    "$@" --timings --no-restore --size 1024x768 "'"$work"'/images/photo1.png" > "'"$work"'/timings" 2>&1 &
    viewer=$!
    for _ in $(seq 600); do
        grep -q "fully loaded" "'"$work"'/timings" && break
        kill -0 $viewer 2> /dev/null || break
        sleep 0.5
    done
    sleep 2
    kill -TERM $viewer 2> /dev/null   # SDL turns SIGTERM into a quit event
    wait $viewer' _ "${callgrind[@]}" --callgrind-out-file="$work/window.out" "$work/viewer"
grep -q "fully loaded" "$work/timings" || { echo "profile-hot-code.sh: the window run never loaded the image:" >&2; cat "$work/timings" >&2; exit 1; }

echo "profile-hot-code.sh: the viewer headless, through scripts/hot-code-session.txt"
"${callgrind[@]}" --callgrind-out-file="$work/headless.out" "$work/viewer" --headless --no-restore \
    --size 1024x768 --script scripts/hot-code-session.txt --screenshot "$work/session.png" "$work/images/photo1.png" 2> "$work/headless.log" \
    || { cat "$work/headless.log" >&2; exit 1; }

python3 scripts/hot-symbols.py "$work/viewer" "$work/window.out" "$work/headless.out" > "$work/hot-symbols.order"
[ -s "$work/hot-symbols.order" ] || { echo "profile-hot-code.sh: the profiles named no function of the viewer" >&2; exit 1; }
mv "$work/hot-symbols.order" scripts/hot-symbols.order.tmp
mv scripts/hot-symbols.order.tmp scripts/hot-symbols.order
echo "profile-hot-code.sh: $(wc -l < scripts/hot-symbols.order) functions in scripts/hot-symbols.order; relink with: rm .build/release/viewer .build/release/pager && make build"
