#!/usr/bin/env bash
# `make fuzz`: libFuzzer, with address sanitizer, over the PNG reader (the CPNG shim and the
# Swift decoder) and the event-script parser, each for SECONDS seconds; then the viewer's
# long run (scripts/soak-viewer.sh). Fails on the first crash, leak, hang or growth.
# Usage: scripts/fuzz.sh [SECONDS]   (PNGSUITE=dir for the PNG seeds)
set -euo pipefail

seconds=${1:-60}
cd "$(dirname "$0")/.."
build=.build/fuzz
pngsuite=${PNGSUITE:-Tests/RasterTests/PngSuite}
if [ ! -d "$pngsuite" ]; then
    echo "fuzz: no PngSuite for the PNG seeds in $pngsuite (set PNGSUITE=dir)" >&2
    exit 1
fi

# libFuzzer's runtime without its main comes with the Swift toolchain's clang.
toolchain_bin=$(dirname "$(command -v swiftc)")
runtime=$("$toolchain_bin/clang" --print-file-name="libclang_rt.fuzzer_no_main-$(uname -m).a")
if [ ! -f "$runtime" ]; then
    echo "fuzz: the Swift toolchain has no libFuzzer runtime (looked for $runtime)" >&2
    exit 1
fi

flags=(-Xswiftc -sanitize=address
       -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table
       -Xcc -fsanitize=fuzzer-no-link,address
       -Xlinker "$runtime" -Xlinker -lstdc++)
for product in fuzz-png fuzz-script; do
    SCROLLKIT_FUZZ=1 swift build --build-path "$build" --product "$product" "${flags[@]}"
done

run() {
    local name=$1 seeds=$2
    mkdir -p "$build/corpus/$name" "$build/artifacts"
    echo "fuzz: $name for $seconds s (seeds: $seeds; new inputs: $build/corpus/$name)"
    "$build/debug/fuzz-$name" "$build/corpus/$name" "$seeds" \
        -dict="Fuzz/$name.dict" "${@:3}" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 \
        -artifact_prefix="$build/artifacts/$name-" -print_final_stats=1
}
run png "$pngsuite"
run script Fuzz/scripts -max_len=16384

scripts/soak-viewer.sh
