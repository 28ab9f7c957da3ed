# minitorch: `make test` and `make demo` work on a fresh machine with only Python installed.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-stamp
BENCH_STAMP := $(VENV)/.bench-stamp
TMP    := $(shell mktemp -d 2>/dev/null || echo /tmp/minitorch-check)

.PHONY: install generate check-generated test demo bench bench-instructions clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test,demo]'
	touch $(STAMP)

install: $(STAMP)

# The benchmark peers: HIPS autograd and MyGrad from PyPI, PyTorch's CPU wheel (never a runtime
# dependency). A peer that cannot be installed leaves its column empty; the bench still runs.
$(BENCH_STAMP): $(STAMP)
	$(PY) -m pip install -q -e '.[bench]' || echo "(autograd/mygrad not installable: their columns stay empty)"
	$(PY) -m pip install -q torch==2.13.0 || echo "(PyTorch not installable: its column stays empty)"
	touch $(BENCH_STAMP)

## generate: render generated/ and docs/ops.md from derivatives.yaml
generate: $(STAMP)
	$(PY) -m tools.codegen

## check-generated: fail if generated/ differs from what derivatives.yaml renders today
check-generated: $(STAMP)
	@$(PY) -m tools.codegen --out $(TMP)/generated --docs $(TMP)/ops.md > /dev/null
	@diff -r -x __pycache__ generated $(TMP)/generated && diff docs/ops.md $(TMP)/ops.md \
	  && echo "generated/ is up to date" \
	  || (echo "generated/ is stale: run 'make generate' and commit" && exit 1)

## test: regenerate-and-diff, then the whole suite (PyTorch comparisons run where torch is installed)
test: $(STAMP) check-generated
	$(PY) -m pytest

## demo: the main job
demo: $(STAMP)
	$(PY) examples/demo.py

## bench: per-op overhead and training steps, side by side with NumPy, PyTorch, HIPS autograd and MyGrad
bench: $(BENCH_STAMP)
	$(PY) benchmarks/run.py
	$(PY) benchmarks/saved_memory.py
	@$(PY) -c "import minitorch, sys; sys.exit(0 if minitorch.cuda.is_available() else 1)" \
	  && $(PY) benchmarks/gpu.py || echo "(no CUDA device: GPU section skipped)"

## bench-instructions: the per-op rows and the tiny MLP and Transformer steps as instructions executed (valgrind), against git revision BASELINE if given
bench-instructions: $(STAMP)
	$(PY) benchmarks/instructions.py $(if $(BASELINE),--baseline $(BASELINE))

clean:
	rm -rf $(VENV) build *.egg-info
