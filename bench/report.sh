#!/usr/bin/env bash
# The translator report's rows (issue 17), on the generated app R: 40 locales ×
# 5,000 keys with quick actions. Side by side in one run:
#   - time: `check`, the single-file report and the report as pages (hyperfine);
#   - size: the single file, the index, and the locale pages (largest, median);
#   - render: headless Chromium drawing a blank page, the index, a median
#     locale page, the largest locale page and the single file, to a
#     screenshot (wall time, so the blank page is the browser's own start-up).
#
#   bench/run.sh report         (or bench/report.sh)
#
# Environment: RUNS (default 5; 3 for the single files in the browser);
# BEFORE=path/to/an/older/l10n-tool adds its single-file report to every table
# (the report before issue 17: `git worktree add ../before 2f396c3` and
# `swift build -c release --product l10n-tool` there).
# Needs: swift, python3, hyperfine, chromium. Writes under bench/.data.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
RUNS=${RUNS:-5}
DATA=$ROOT/bench/.data
OUT=$DATA/R
RESULTS=$DATA/results-report

for tool in hyperfine python3; do
  command -v "$tool" >/dev/null 2>&1 || { echo "$tool is needed (apt-get install $tool)" >&2; exit 2; }
done
CHROMIUM=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)

# The products only: the whole package would also build the plugins' host
# tool, a second copy of swift-syntax.
echo "== swift build -c release (l10n-tool)" >&2
swift build -c release --product l10n-tool >&2
TOOL=$(swift build -c release --show-bin-path)/l10n-tool

STAMP=$(sha256sum bench/generate.py | cut -c1-16)
if [ ! -f "$OUT/manifest.json" ] || [ "$(cat "$OUT/.generator" 2>/dev/null)" != "$STAMP" ]; then
  echo "== generating R" >&2
  python3 bench/generate.py R "$DATA" >/dev/null
  echo "$STAMP" > "$OUT/.generator"
fi
APP=$OUT/App
rm -rf "$RESULTS"
mkdir -p "$RESULTS"
cut -d' ' -f1-3 /proc/loadavg > "$RESULTS/load-before"

# --- time ------------------------------------------------------------------------
echo "== time" >&2
BEFORE_ROWS=()
if [ -n "${BEFORE:-}" ]; then
  BEFORE_ROWS=(--command-name "report, one file, before issue 17" "$BEFORE report $APP --output $RESULTS/before.html")
fi
hyperfine -N --style basic --ignore-failure --warmup 1 --runs "$RUNS" --export-json "$RESULTS/time.json" \
  --command-name "check" "$TOOL check $APP --format json" \
  "${BEFORE_ROWS[@]}" \
  --command-name "report, one file" "$TOOL report $APP --pages single --output $RESULTS/single.html" \
  --command-name "report, index + page per locale" "$TOOL report $APP --output $RESULTS/pages/" >&2

# --- size ------------------------------------------------------------------------
PAGES=$RESULTS/pages
mapfile -t LOCALE_PAGES < <(ls -S "$PAGES"/*.html | grep -v '/index.html$')
LARGEST=${LOCALE_PAGES[0]}
MEDIAN=${LOCALE_PAGES[$(( ${#LOCALE_PAGES[@]} / 2 ))]}
size() { stat -c %s "$1"; }

# --- render ----------------------------------------------------------------------
RENDER=()
if [ -n "$CHROMIUM" ]; then
  echo "== render in $CHROMIUM" >&2
  echo '<!DOCTYPE html><title>blank</title>' > "$RESULTS/blank.html"
  PROFILE=$RESULTS/profile
  shot() { printf '%q ' "$CHROMIUM" --headless --no-sandbox --disable-gpu --no-first-run "--user-data-dir=$PROFILE" \
    --window-size=1400,1000 "--screenshot=$RESULTS/shot.png" "file://$1"; }
  hyperfine -N --style basic --warmup 1 --runs "$RUNS" --export-json "$RESULTS/render.json" \
    --command-name "blank page (browser start-up)" "$(shot "$RESULTS/blank.html")" \
    --command-name "index.html" "$(shot "$PAGES/index.html")" \
    --command-name "median locale page ($(basename "$MEDIAN"))" "$(shot "$MEDIAN")" \
    --command-name "largest locale page ($(basename "$LARGEST"))" "$(shot "$LARGEST")" >&2
  SINGLE_ROWS=(--command-name "one file" "$(shot "$RESULTS/single.html")")
  [ -f "$RESULTS/before.html" ] && SINGLE_ROWS+=(--command-name "one file, before issue 17" "$(shot "$RESULTS/before.html")")
  hyperfine -N --style basic --runs 3 --export-json "$RESULTS/render-single.json" "${SINGLE_ROWS[@]}" >&2
fi

# --- table -----------------------------------------------------------------------
BEFORE_SIZE=0
[ -f "$RESULTS/before.html" ] && BEFORE_SIZE=$(size "$RESULTS/before.html")
python3 - "$RESULTS" "$BEFORE_SIZE" "$(size "$RESULTS/single.html")" "$(size "$PAGES/index.html")" \
  "$(size "$MEDIAN")" "$(basename "$MEDIAN")" "$(size "$LARGEST")" "$(basename "$LARGEST")" "${#LOCALE_PAGES[@]}" <<'EOF'
import json, os, statistics, sys
results, before, single, index, median, median_name, largest, largest_name, count = sys.argv[1:]
def rows(name):
    path = os.path.join(results, name)
    if not os.path.exists(path):
        return []
    return [(r["command"], statistics.median(r["times"])) for r in json.load(open(path))["results"]]
times = rows("time.json")
check = times[0][1]
print("load before: " + open(os.path.join(results, "load-before")).read().strip())
print()
print("| report on R (40 locales × 5,000 keys) | median | × check |")
print("|---|---:|---:|")
for name, t in times:
    print(f"| {name} | {t:.3f} s | {t / check:.1f}× |")
print()
mb = lambda b: f"{int(b) / 1e6:.2f} MB" if int(b) >= 1e6 else f"{int(b) / 1e3:.0f} KB"
print("| file | size |")
print("|---|---:|")
if int(before):
    print(f"| one file, before issue 17 | {mb(before)} |")
print(f"| one file | {mb(single)} |")
print(f"| index.html | {mb(index)} |")
print(f"| median of {count} locale pages ({median_name}) | {mb(median)} |")
print(f"| largest locale page ({largest_name}) | {mb(largest)} |")
render = rows("render.json") + rows("render-single.json")
if render:
    blank = render[0][1]
    print()
    print("| headless Chromium, screenshot | median wall | minus start-up |")
    print("|---|---:|---:|")
    for name, t in render:
        print(f"| {name} | {t:.2f} s | {t - blank:.2f} s |")
EOF
