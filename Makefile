# ScrollKit build entry points. `make run` and `make test` install what is missing first.

SWIFT ?= swift
IMAGE ?= Assets/default.png
PAGER_ARGS ?=
# `make install` puts viewer and pager in $(PREFIX)/bin and its default image in $(PREFIX)/share/scrollkit.
PREFIX ?= /usr/local
# `make fuzz SECONDS=n`: how long each fuzzer runs.
SECONDS ?= 60
# Window tests need a display: under CI (no DISPLAY) they run inside xvfb-run.
XVFB := $(if $(DISPLAY),,xvfb-run -a -s "-screen 0 1280x1024x24")
# Release builds carry the Swift runtime and Foundation inside the programs (`swift run`
# takes no such option, and only runs what they built): a viewer so linked
# starts with some 6 MB less resident than one loading them as shared libraries (no
# relocations of their data, only the code it runs), which counts against 8000² images.
# They are linked by lld with packed relative relocations (`DT_RELR`, glibc 2.36+: some
# 90,000 relocations in 17 KB, not 2.1 MB read at every start) and export no symbols (a
# program's table of every Swift symbol, 1 MB, was searched by each library it loads):
# together 2.4 to 2.7 MB less resident, the same pixels (BENCHMARKS.md, "Peak RSS").
# Every function has its own section, and the ones the viewer runs (scripts/hot-symbols.order,
# from `make hot-code`) are laid out first, side by side: the kernel maps 64 KB of the file
# around each page touched, so code the viewer runs, spread over the whole text, made most
# of it resident (docs/design.md, "Hot code first").
RELEASE := -c release --static-swift-stdlib -Xswiftc -use-ld=lld \
	-Xlinker -z -Xlinker pack-relative-relocs -Xlinker --no-export-dynamic \
	-Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections \
	-Xlinker --symbol-ordering-file=$(CURDIR)/scripts/hot-symbols.order -Xlinker --no-warn-symbol-ordering
# The C++ standard library the Swift runtime is written against is linked in as well, from
# the compiler's own archive: the shared libstdc++ cost about 1 MB resident for the symbol
# tables the loader searches and the code around the little the runtime calls. The toolchain
# names it `-lstdc++`, so a folder holding only the archive is searched first. Without the
# archive, programs link the shared library as before. (clang first: the GCC installation
# it picks is the one the Swift link uses.)
CXX_ARCHIVE := $(firstword $(foreach cc,clang c++ g++,$(shell $(cc) -print-file-name=libstdc++.a 2>/dev/null | grep '^/')))
STATIC_CXX := $(if $(CXX_ARCHIVE),$(CURDIR)/.build/static-cxx/libstdc++.a)
RELEASE += $(if $(STATIC_CXX),-Xswiftc -L$(dir $(STATIC_CXX)))

.PHONY: deps build run pager install test bench fuzz hot-code clean

deps:
	@scripts/install-deps.sh

# The programs, not every target: ScreenshotTesting imports Swift Testing, which has no
# static library to link with --static-swift-stdlib.
build: deps $(STATIC_CXX)
	$(SWIFT) build $(RELEASE) --product viewer
	$(SWIFT) build $(RELEASE) --product pager

run: deps $(STATIC_CXX)
	$(SWIFT) build $(RELEASE) --product viewer
	$(SWIFT) run -c release --skip-build viewer $(IMAGE)

pager: deps $(STATIC_CXX)
	$(SWIFT) build $(RELEASE) --product pager
	$(SWIFT) run -c release --skip-build pager $(PAGER_ARGS)

install: deps $(STATIC_CXX)
	$(SWIFT) build $(RELEASE) --product viewer
	$(SWIFT) build $(RELEASE) --product pager
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/scrollkit
	install -m 755 .build/release/viewer $(DESTDIR)$(PREFIX)/bin/viewer
	install -m 755 .build/release/pager $(DESTDIR)$(PREFIX)/bin/pager
	install -m 644 Assets/default.png $(DESTDIR)$(PREFIX)/share/scrollkit/default.png

# A missing screenshot reference fails `make test` instead of being recorded (the default
# mode, `missing`, records it): a second run would otherwise pass against a file nobody
# looked at. `SCROLLKIT_SNAPSHOT_RECORD=missing make test` records as `swift test` does.
test: export SCROLLKIT_SNAPSHOT_RECORD ?= never
test: deps $(STATIC_CXX)
	$(SWIFT) build --build-tests
	SCROLLKIT_SKIP_WINDOW_TESTS=1 $(SWIFT) test --skip-build
	SCROLLKIT_REQUIRE_DISPLAY=1 $(XVFB) $(SWIFT) test --skip-build --filter SDLHostTests
	cd IntegrationTests/SnapshotUser && $(SWIFT) build --build-tests && $(SWIFT) test --skip-build
	cd IntegrationTests/PortedSnippets && $(SWIFT) build --build-tests && $(SWIFT) test --skip-build
	# The rasterizer and the PNG reader and writer again, under address sanitizer. Leak
	# checking is off: XCTest on Linux keeps its own test runs alive, which LeakSanitizer
	# reports; `make fuzz` checks for leaks input by input.
	$(SWIFT) build --build-tests --sanitize=address --build-path .build/asan
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --skip-build --sanitize=address --build-path .build/asan --filter RasterTests
	$(SWIFT) build $(RELEASE) --product random-input
	.build/release/random-input --events 1000000

# libFuzzer over the PNG reader and the script parser (SECONDS each), then the viewer's
# long run; not part of `test`.
fuzz: deps $(STATIC_CXX)
	RELEASE_FLAGS='$(RELEASE)' scripts/fuzz.sh $(SECONDS)

# Regenerates scripts/hot-symbols.order from the viewer run under callgrind (valgrind, installed
# here with the usual packages).
hot-code: $(STATIC_CXX)
	@scripts/install-deps.sh valgrind binutils python3
	RELEASE_FLAGS='$(RELEASE)' scripts/profile-hot-code.sh

bench: deps $(STATIC_CXX)
	$(SWIFT) build $(RELEASE) --product scrollkit-bench
	$(SWIFT) build $(RELEASE) --product textbench
	$(SWIFT) build $(RELEASE) --product windowbench
	$(SWIFT) build $(RELEASE) --product viewer
	.build/release/scrollkit-bench
	$(XVFB) .build/release/scrollkit-bench --load
	.build/release/textbench 300
	$(XVFB) .build/release/windowbench

$(STATIC_CXX):
	mkdir -p $(dir $@) && ln -sf $(CXX_ARCHIVE) $@

clean:
	rm -rf .build
