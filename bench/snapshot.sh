#!/usr/bin/env bash
# Record what cardsmith prints for every shipped pack, so a refactoring can be shown to change
# nothing:   bash bench/snapshot.sh DIR    (then diff -r BEFORE AFTER)
# Lint (JSON) and every scenario with its operation log for each pack, explain of one card of
# each kind, and `simulate --json` on fixed seeds with each cheap policy.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:?usage: bash bench/snapshot.sh DIR}"
mkdir -p "$out"
CS=.venv/bin/cardsmith
for pack in content/*/; do
    name=$(basename "$pack")
    [ -f "$pack/pack.yaml" ] || continue
    $CS lint "$pack" --format json >"$out/lint-$name.json" 2>&1 || true
    $CS test "$pack" -v >"$out/test-$name.txt" 2>&1 || true
done
for card in "Call to Isolation" "Call of the Dahan Ways" "Elemental Boon" "Tsunami"; do
    $CS explain "$card" >"$out/explain-${card// /_}.txt" 2>&1 || true
done
for policy in random first greedy; do
    $CS simulate --games 6 --seed 11 --policy "$policy" --json \
        >"$out/simulate-$policy.json" 2>&1 || true
done
$CS simulate --spirits river-surges-in-sunlight,lightnings-swift-strike --pack content/base-game \
    --games 4 --seed 5 --policy greedy --json >"$out/simulate-base-2p.json" 2>&1 || true
$CS simulate --games 1 --seed 2 --policy rollouts --json >"$out/simulate-rollouts.json" 2>&1 || true
$CS simulate --pack content/risk-deep-space --games 6 --seed 3 --json \
    >"$out/simulate-risk.json" 2>&1 || true
echo "snapshot in $out: $(ls "$out" | wc -l) files"
