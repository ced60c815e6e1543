#!/usr/bin/env bash
# THE test command for cardsmith: works on a fresh clone (creates .venv on first run).
#   bash tests/run.sh            # lint, type-check, test
#   bash tests/run.sh -k yaml    # extra arguments go to pytest
set -euo pipefail
cd "$(dirname "$0")/.."

PY="${PYTHON:-python3}"
if [ ! -x .venv/bin/python ]; then
    echo "==> creating .venv"
    "$PY" -m venv .venv
fi
echo "==> installing cardsmith (editable) with dev extras"
.venv/bin/python -m pip install -q --upgrade pip >/dev/null 2>&1 || true
.venv/bin/python -m pip install -q -e '.[dev]'

# ---------------------------------------------------------------------------
# BROWSER TESTS — tests/browser drive Debian's Chromium (/usr/bin/chromium) through Playwright.
# Install it with apt-get only when it is missing (never `playwright install`); the browser
# tests fail (they never skip) when it cannot be installed.
# ---------------------------------------------------------------------------
if [ ! -x /usr/bin/chromium ]; then
    SUDO=""
    [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1 && SUDO="sudo -n"
    if command -v apt-get >/dev/null 2>&1; then
        echo "==> installing chromium (apt-get)"
        $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq \
            && $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null \
            || echo "==> chromium install failed: the browser tests will fail"
    else
        echo "==> no apt-get: install chromium by hand, or the browser tests will fail"
    fi
fi

# AXE — tests/browser/test_accessibility.py loads axe-core from npm (tests/browser/axe);
# installed only when missing (the accessibility tests fail without it).
if [ ! -f tests/browser/axe/node_modules/axe-core/axe.min.js ]; then
    if command -v npm >/dev/null 2>&1; then
        echo "==> installing axe-core (npm)"
        npm install --prefix tests/browser/axe --no-audit --no-fund >/dev/null \
            || echo "==> axe-core install failed: the accessibility tests will fail"
    else
        echo "==> no npm: install axe-core by hand, or the accessibility tests will fail"
    fi
fi

# PRINT TESTS — tests/printing rasterise PDF pages with pdftoppm (Debian's poppler-utils);
# installed the same way when missing.
if ! command -v pdftoppm >/dev/null 2>&1; then
    SUDO=""
    [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1 && SUDO="sudo -n"
    if command -v apt-get >/dev/null 2>&1; then
        echo "==> installing poppler-utils (apt-get)"
        $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq \
            && $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils \
                >/dev/null \
            || echo "==> poppler-utils install failed: the print tests will fail"
    else
        echo "==> no apt-get: install poppler-utils by hand, or the print tests will fail"
    fi
fi

LINT_PATHS=()
for d in dsl engine rulesets tools tests bench; do
    [ -e "$d" ] && LINT_PATHS+=("$d")
done
echo "==> ruff check ${LINT_PATHS[*]}"
.venv/bin/ruff check "${LINT_PATHS[@]}"

echo "==> mypy --strict cardsmith/dsl cardsmith/engine cardsmith/rulesets (the folders dsl, engine, rulesets)"
.venv/bin/mypy --strict cardsmith/dsl cardsmith/engine cardsmith/rulesets

echo "==> pytest"
.venv/bin/pytest -q "$@"
