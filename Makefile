# Parchís Desktop — build/test entry points.
#   make run    install into .venv (with sound if possible) and start the game
#   make test   install into .venv with test tools and run pytest offscreen
#   make bench  run the engine speed benchmark
#   make clean  remove .venv and all build/test leftovers
# Both `run` and `test` first call scripts/sysdeps.sh, which apt-installs
# missing Qt system libraries (as root) or prints the apt-get line to run.

PYTHON  ?= python3
VENV    := .venv
VPY     := $(VENV)/bin/python
PYTEST_ARGS ?=
# The suite runs on every core (pytest-xdist; a module's tests stay on one worker):
# `make test PYTEST_JOBS=0` runs it in this process only.
PYTEST_JOBS ?= auto

STAMP_RUN  := $(VENV)/.stamp-run
STAMP_TEST := $(VENV)/.stamp-test
PKG_FILES  := pyproject.toml setup.py

.PHONY: run test bench clean sysdeps FORCE

# A venv whose interpreter no longer starts (moved, python upgraded, half
# created) is rebuilt: force the stamps and let make-venv recreate it.
ifneq ($(shell $(VPY) -c 'import pip' >/dev/null 2>&1 && echo ok),ok)
VENV_FORCE := FORCE
endif

define make-venv
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
	  { echo "Parchís Desktop needs Python >= 3.11; $(PYTHON) is $$($(PYTHON) -V 2>&1)." >&2; exit 1; }
	@if ! $(VPY) -c 'import pip' >/dev/null 2>&1; then \
	  echo "Creating $(VENV) with $(PYTHON)"; \
	  rm -rf $(VENV) && $(PYTHON) -m venv $(VENV); \
	fi
endef

sysdeps:
	@PYTHON=$(PYTHON) bash scripts/sysdeps.sh

$(STAMP_RUN): $(PKG_FILES) $(VENV_FORCE) | sysdeps
	$(make-venv)
	$(VPY) -m pip install -e '.[sound]' || $(VPY) -m pip install -e .
	@touch $@

$(STAMP_TEST): $(PKG_FILES) $(VENV_FORCE) | sysdeps
	$(make-venv)
	$(VPY) -m pip install -e '.[test]'
	@touch $@

run: $(STAMP_RUN)
	$(VENV)/bin/parchis-desktop

test: $(STAMP_TEST)
	QT_QPA_PLATFORM=offscreen $(VPY) -m pytest -n $(PYTEST_JOBS) --dist loadscope $(PYTEST_ARGS)

# The engine is pure Python: use the venv if there is one, else $(PYTHON).
BENCH_PY = $(if $(wildcard $(VPY)),$(VPY),$(PYTHON))
bench:
	PYTHONPATH=$(CURDIR) $(BENCH_PY) bench/engine_speed.py

clean:
	rm -rf $(VENV) build dist *.egg-info .hypothesis .pytest_cache bench/.cache
	find . -path ./.git -prune -o -name __pycache__ -type d -prune -exec rm -rf {} +

FORCE:
