#!/usr/bin/env bash
# Agreement with a browser (issue 47): every locale's strings of 12 to 90
# characters of the corpus (../shared/corpus, up to 40 a locale and every
# string with an emoji), laid out by the font engine, by the column engine
# and by headless Chromium in the same font files, at the issue's four
# settings: title 17 px in 190 px, subtitle 15 px in 190 px, narrow 17 px in
# 110 px, larger text 23 px in 190 px. One Chromium run lays out all of them.
# Writes the share of strings whose line count is Chromium's, per script and
# setting, for each engine, as a Markdown table (BENCHMARKS.md, docs/layout.md).
#
#   bench/chromium-agreement.sh [OUT]    OUT: the table's file (default bench/.data/chromium-agreement.md)
#
# It runs FontLayoutChromiumTests (the same comparison `swift test` runs, with
# its thresholds and known difference classes): Chromium, Inter and the
# Noto fonts must be installed (.ci/run installs them where it can).
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-bench/.data/chromium-agreement.md}
mkdir -p "$(dirname "$OUT")"
[ -d ../shared/corpus ] || { echo "no corpus at ../shared/corpus" >&2; exit 2; }
command -v chromium >/dev/null || command -v chromium-browser >/dev/null || { echo "chromium is not installed" >&2; exit 2; }
OUT_ABS="$(cd "$(dirname "$OUT")" && pwd)/$(basename "$OUT")"
rm -f "$OUT_ABS"
L10N_AGREEMENT_OUT="$OUT_ABS" swift test --filter 'FontLayoutChromiumTests/agreesInEachSetting' >&2
[ -s "$OUT_ABS" ] || { echo "the test wrote no table (skipped? see above)" >&2; exit 1; }
cat "$OUT_ABS"
