# One entry point for everything: `make run`, `make test`, `make bench`.
# The virtual environment is created on demand; the stamp files re-install
# only when pyproject.toml or constraints.txt change. constraints.txt pins the
# exact versions the suite (and its snapshots) were made with.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
RUN_STAMP := $(VENV)/.stamp-run
DEV_STAMP := $(VENV)/.stamp-dev

.PHONY: run test lint types pytest bench format clean compile i18n

# The upgrade pays for itself: the bundled pip (23.2) takes 29 s of CPU for the dev
# install where a current one takes 17 s, plus 3 s for the upgrade.
$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(RUN_STAMP): pyproject.toml constraints.txt | $(BIN)/python
	$(BIN)/python -m pip install --quiet -c constraints.txt -e .
	touch $@

$(DEV_STAMP): pyproject.toml constraints.txt | $(BIN)/python
	$(BIN)/python -m pip install --quiet -c constraints.txt -e '.[dev]'
	touch $@ $(RUN_STAMP)

# An installed package comes with its bytecode (pip compiles it); an editable install
# compiles on first import, and not at all where PYTHONDONTWRITEBYTECODE is set: every
# start would then recompile degaine's modules while Textual's load precompiled.
compile: $(RUN_STAMP)
	$(BIN)/python -m compileall -q i18n rules tui themes bench

run: compile
	$(BIN)/degaine

lint: $(DEV_STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

types: $(DEV_STAMP)
	$(BIN)/mypy

# Two workers: the machines that run the suite have two cores. A third one fills idle
# core-time (Pilot tests sleep about a quarter of their time in Textual's wait for idle),
# but at a load of 10 it pushed a two-window test past its 5 s hang bound: not worth it.
# Work stealing: a worker that is done takes tests queued for the other, so one slow test
# does not leave the other worker idle at the end.
# Bytecode: where PYTHONDONTWRITEBYTECODE is set, each worker would rewrite every test
# module's asserts again and every program a pty test starts would compile degaine's
# sources again (3 s of CPU a worker, 0.2 s a start): `compile` and the cache written here
# spare both.
pytest: $(DEV_STAMP) compile
	PYTHONDONTWRITEBYTECODE= $(BIN)/pytest -n 2 --dist worksteal

test: lint types pytest

format: $(DEV_STAMP)
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

# The bench reads the screens it measures back through pyte, a dev dependency.
# BENCH_ARGS: e.g. `--tree ../before` to measure another checkout (docs/performance.md).
bench: $(DEV_STAMP) compile
	$(BIN)/python -m bench $(BENCH_ARGS)

# The catalogues: the messages of the code (i18n/locale/degaine.pot), merged into each
# language's .po for its translators, compiled to the .mo that degaine reads and ships.
# pybabel takes its settings from pyproject.toml ([tool.babel.*]).
i18n: $(DEV_STAMP)
	$(BIN)/pybabel extract
	$(BIN)/pybabel update
	$(BIN)/pybabel compile

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache
