#!/usr/bin/env bash
# The viewer's long run (part of `make fuzz`): 100,000 frames of scripted interaction
# (drags, flings, wheel and Ctrl+wheel, pinches, double-taps, zoom and scroll keys,
# resizes, renders) in `viewer --headless`, its resident memory sampled from /proc as it
# runs. Passes when the memory stops growing: the peak of the run's second half is no more
# than SOAK_SLACK_KB (default 4096) above the peak of its first half, after a warm-up.
# Usage: scripts/soak-viewer.sh [FRAMES]
set -euo pipefail

frames=${1:-100000}
slack_kb=${SOAK_SLACK_KB:-4096}
cd "$(dirname "$0")/.."
work=.build/soak
mkdir -p "$work"

# The Makefile passes its release flags, so this builds the viewer `make run` runs.
release=${RELEASE_FLAGS:--c release --static-swift-stdlib}
swift build $release --product viewer
viewer=$(swift build $release --show-bin-path)/viewer

# One cycle of interaction; whole cycles are repeated to make up the frames.
cycle=$(cat <<'SCRIPT'
touch down 1 500 400
touch move 1 450 380
frames 1
touch move 1 380 350
frames 1
touch up 1 300 320
frames 60
wheel 500 400 0 3
frames 20
wheel precise 500 400 -30 -40
frames 20
wheel 500 400 0 -2 ctrl
frames 30
wheel precise 500 400 0 60 ctrl
frames 30
touch down 1 400 300
touch down 2 600 300
frames 1
touch move 1 350 310
touch move 2 650 290
frames 1
touch move 1 300 320
touch move 2 700 280
frames 1
touch up 1 300 320
touch up 2 700 280
frames 60
touch down 1 500 400
touch up 1 500 400
frames 5
touch down 1 500 400
touch up 1 500 400
frames 40
key down equal
key up equal
frames 20
key down minus
key up minus
frames 20
key down 1
key up 1
frames 20
key down right
key up right
key down pagedown
key up pagedown
frames 20
key down home
key up home
key down 0
key up 0
frames 20
resize 900 700
frames 10
render
resize 1024 768
frames 10
render
SCRIPT
)
per_cycle=$(awk '$1 == "frames" { n += $2 } END { print n }' <<<"$cycle")
cycles=$(( (frames + per_cycle - 1) / per_cycle ))
script="$work/interaction.txt"
for ((i = 0; i < cycles; i++)); do printf '%s\n' "$cycle"; done > "$script"
echo "soak: $((cycles * per_cycle)) frames ($cycles cycles of $per_cycle) in viewer --headless"

samples="$work/rss-kb.txt"
: > "$samples"
"$viewer" --headless --size 1024x768 --script "$script" &
pid=$!
while kill -0 "$pid" 2>/dev/null; do
    awk '/^VmRSS:/ { print $2 }' "/proc/$pid/status" 2>/dev/null >> "$samples" || true
    sleep 0.02
done
status=0
wait "$pid" || status=$?
if [ "$status" -ne 0 ]; then
    echo "soak: the viewer exited with status $status" >&2
    exit 1
fi

# Judge the run: the first tenth is warm-up (the image's mip levels, caches filling).
awk -v slack="$slack_kb" -v file="$samples" '
    { rss[n++] = $1 }
    END {
        if (n < 20) { printf "soak: only %d memory samples; the run was too short to judge\n", n; exit 1 }
        warm = int(n / 10); half = int(n / 2)
        for (i = warm; i < half; i++) if (rss[i] > first) first = rss[i]
        for (i = half; i < n; i++) if (rss[i] > second) second = rss[i]
        line = "soak: resident memory (KB), every tenth of the run:"
        for (k = 0; k < 10; k++) line = line " " rss[int(k * (n - 1) / 9)]
        print line
        printf "soak: %d samples in %s; peak %d KB in the first half, %d KB in the second\n", n, file, first, second
        if (second > first + slack) {
            printf "soak: FAILED: memory grew by %d KB between the halves (allowed %d)\n", second - first, slack
            exit 1
        }
        print "soak: passed: memory stopped growing"
    }' "$samples"
