# ScrollKit build entry points. `make run` and `make test` install what is missing first.

SWIFT ?= swift
IMAGE ?= Assets/default.png
PAGER_ARGS ?=
# `make install` puts viewer in $(PREFIX)/bin and its default image in $(PREFIX)/share/scrollkit.
PREFIX ?= /usr/local
# Window tests need a display: under CI (no DISPLAY) they run inside xvfb-run.
XVFB := $(if $(DISPLAY),,xvfb-run -a -s "-screen 0 1280x1024x24")

.PHONY: deps build run pager install test bench clean

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build -c release

run: deps
	$(SWIFT) build -c release --product viewer
	$(SWIFT) run -c release --skip-build viewer $(IMAGE)

pager: deps
	$(SWIFT) build -c release --product pager
	$(SWIFT) run -c release --skip-build pager $(PAGER_ARGS)

install: deps
	$(SWIFT) build -c release --product viewer
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/scrollkit
	install -m 755 .build/release/viewer $(DESTDIR)$(PREFIX)/bin/viewer
	install -m 644 Assets/default.png $(DESTDIR)$(PREFIX)/share/scrollkit/default.png

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --skip SDLHostTests
	SCROLLKIT_REQUIRE_DISPLAY=1 $(XVFB) $(SWIFT) test --skip-build --filter SDLHostTests

bench: deps
	$(SWIFT) build -c release --product scrollkit-bench
	$(SWIFT) build -c release --product textbench
	.build/release/scrollkit-bench
	.build/release/textbench 300

clean:
	rm -rf .build
