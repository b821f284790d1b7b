#!/usr/bin/env bash
# Benchmarks l10n-tool against translate-toolkit, ICU in C, wcwidth and cat on
# a generated app. See BENCHMARKS.md for what each row means.
#
#   bench/run.sh [S|M|L]        (default S)
#   bench/run.sh hostile        the robustness rows: bench/hostile.sh
#   bench/run.sh report         the translator report's rows: bench/report.sh
#
# Environment: RUNS (repetitions per command; default 10, 5, 3 by size) and
# WARMUP (runs before timing; default 1, and 0 for L).
# Needs: swift, cc, python3 (with venv). Installs hyperfine and time from apt when
# missing and it can. Writes everything under bench/.data (gitignored).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)

SIZE=${1:-S}
# L runs for minutes: no warm-up run (the entry-count check below reads every
# table once anyway).
case "$SIZE" in
  hostile) exec bench/hostile.sh ;;
  report) exec bench/report.sh ;;
  S) RUNS=${RUNS:-10}; WARMUP=${WARMUP:-1} ;;
  M) RUNS=${RUNS:-5}; WARMUP=${WARMUP:-1} ;;
  L) RUNS=${RUNS:-3}; WARMUP=${WARMUP:-0} ;;
  *) echo "usage: bench/run.sh [S|M|L|hostile|report]" >&2; exit 2 ;;
esac
DATA=$ROOT/bench/.data
OUT=$DATA/$SIZE
RESULTS=$DATA/results-$SIZE
CORES=$(nproc)

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

apt_install() {
  echo "== installing $* (apt)" >&2
  as_root apt-get update -qq && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# --- tools ---------------------------------------------------------------------
command -v hyperfine >/dev/null 2>&1 || apt_install hyperfine || true
[ -x /usr/bin/time ] || apt_install time || true
command -v hyperfine >/dev/null 2>&1 || { echo "hyperfine is needed (apt-get install hyperfine)" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "/usr/bin/time is needed (apt-get install time)" >&2; exit 2; }
dpkg -s libicu-dev >/dev/null 2>&1 || apt_install libicu-dev

# The products only: the whole package would also build the plugins' host
# tool, a second copy of swift-syntax.
echo "== swift build -c release (l10n-tool l10n-bench)" >&2
swift build -c release --product l10n-tool >&2
swift build -c release --product l10n-bench >&2
BIN=$(swift build -c release --show-bin-path)
TOOL=$BIN/l10n-tool
BENCH=$BIN/l10n-bench

VENV=$ROOT/bench/.venv
if [ ! -x "$VENV/bin/python3" ]; then
  echo "== making $VENV" >&2
  python3 -m venv "$VENV"
fi
"$VENV/bin/python3" -m pip install --quiet --disable-pip-version-check \
  'translate-toolkit==3.20.4' 'wcwidth==0.2.13'
PY=$VENV/bin/python3

mkdir -p "$DATA" "$RESULTS"
cc -O2 -o "$DATA/icu_floor" bench/icu_floor.c -licuuc -licudata

# --- data ----------------------------------------------------------------------
STAMP=$(sha256sum bench/generate.py | cut -c1-16)
if [ ! -f "$OUT/manifest.json" ] || [ "$(cat "$OUT/.generator" 2>/dev/null)" != "$STAMP" ]; then
  echo "== generating $SIZE" >&2
  python3 bench/generate.py "$SIZE" "$DATA" >/dev/null
  echo "$STAMP" > "$OUT/.generator"
fi
APP=$OUT/App
VALUES=$OUT/values.bin
mapfile -t TABLES < <(find "$APP/Resources" -name '*.strings' | sort)

# --- sanity: every parser sees the same entries --------------------------------
ours=$("$BENCH" parse "${TABLES[@]}")
theirs=$("$PY" bench/tt_parse.py "${TABLES[@]}")
echo "ours:              $ours" >&2
echo "translate-toolkit: $theirs" >&2
[ "${ours##*, }" = "${theirs##*, }" ] || { echo "entry counts differ" >&2; exit 1; }

# --- timings -------------------------------------------------------------------
# name | runs | command (hyperfine runs it without a shell and discards its output)
q() { printf '%q ' "$@"; }
FILES=$(q "${TABLES[@]}")
SLOW_RUNS=$(( RUNS < 3 ? RUNS : 3 ))
COMMANDS=(
  "startup (l10n-tool --version)|$RUNS|$(q "$TOOL") --version"
  "check, 1 job|$RUNS|$(q "$TOOL") check $(q "$APP") --jobs 1 --format json"
  "check, $CORES jobs|$RUNS|$(q "$TOOL") check $(q "$APP") --jobs $CORES --format json"
  "parse .strings, ours (1 job)|$RUNS|$(q "$BENCH") parse --jobs 1 $FILES"
  "parse .strings, translate-toolkit|$SLOW_RUNS|$(q "$PY") bench/tt_parse.py $FILES"
  "width + layout, ours|$RUNS|$(q "$BENCH") layout $(q "$VALUES")"
  "font layout, ours (1 core)|$SLOW_RUNS|$(q "$BENCH") layout --engine font $(q "$VALUES")"
  "column layout, same call (1 core)|$SLOW_RUNS|$(q "$BENCH") layout --engine columns $(q "$VALUES")"
  "ICU iterators in C (floor)|$RUNS|$(q "$DATA/icu_floor") $(q "$VALUES")"
  "wcwidth.wcswidth|$SLOW_RUNS|$(q "$PY") bench/wcwidth_values.py $(q "$VALUES")"
  "cat .strings (I/O floor)|$RUNS|cat $FILES"
)

rm -f "$RESULTS"/*.json "$RESULTS"/*.rss "$RESULTS"/*.time "$RESULTS"/*.perf
PERF=
if command -v perf >/dev/null 2>&1 && perf stat -e cycles:u true >/dev/null 2>&1; then PERF=1; fi
# The machine may be shared: say how busy it was.
cut -d' ' -f1-3 /proc/loadavg > "$RESULTS/load-before"
i=0
for entry in "${COMMANDS[@]}"; do
  name=${entry%%|*}; rest=${entry#*|}; runs=${rest%%|*}; cmd=${rest#*|}
  i=$((i + 1))
  echo "== [$i/${#COMMANDS[@]}] $name" >&2
  # check exits 1 when it finds errors, which the generated app has on purpose.
  hyperfine -N --style basic --ignore-failure --warmup "$WARMUP" --runs "$runs" \
    --command-name "$name" --export-json "$RESULTS/$i.json" "$cmd" >&2
  # One more run for peak memory and, where perf works, user-space cycles and
  # instructions: they count only while the command runs, so other people's
  # builds on the machine disturb them far less than wall or CPU time.
  if [ -n "$PERF" ]; then
    perf stat -x, -e cycles:u,instructions:u -o "$RESULTS/$i.perf" \
      /usr/bin/time -v sh -c "exec $cmd" 2>"$RESULTS/$i.time" >/dev/null || true
  else
    /usr/bin/time -v sh -c "exec $cmd" 2>"$RESULTS/$i.time" >/dev/null || true
  fi
  grep 'Maximum resident set size' "$RESULTS/$i.time" | awk '{print $NF}' > "$RESULTS/$i.rss"
done

cut -d' ' -f1-3 /proc/loadavg > "$RESULTS/load-after"

# Chromium laying out the same strings, timed inside the page (layout alone,
# no start-up): the font engine's row compares with it.
if command -v chromium >/dev/null 2>&1; then
  python3 bench/chromium_layout.py "$VALUES" --runs "$SLOW_RUNS" > "$RESULTS/chromium-layout" || echo "Chromium layout failed" > "$RESULTS/chromium-layout"
else
  echo "Chromium layout: chromium is not installed" > "$RESULTS/chromium-layout"
fi

# --- summary -------------------------------------------------------------------
"$PY" - "$OUT/manifest.json" "$RESULTS" "$CORES" <<'EOF' | tee "$RESULTS/summary.md"
import json, os, statistics, sys

manifest = json.load(open(sys.argv[1]))
folder, cores = sys.argv[2], int(sys.argv[3])
rows = []
i = 1
while os.path.exists(f"{folder}/{i}.json"):
    result = json.load(open(f"{folder}/{i}.json"))["results"][0]
    rss = open(f"{folder}/{i}.rss").read().strip()
    cpu = result["user"] + result["system"]  # hyperfine keeps only their means
    counters = {}
    if os.path.exists(f"{folder}/{i}.perf"):
        for line in open(f"{folder}/{i}.perf"):
            fields = line.strip().split(",")
            if len(fields) > 2 and fields[0].isdigit():
                counters[fields[2].split(":")[0]] = int(fields[0])
    rows.append((result["command"], statistics.median(result["times"]), len(result["times"]),
                 int(rss) * 1024 if rss else None, cpu, counters.get("cycles"), counters.get("instructions")))
    i += 1
t = {row[0]: row[1] for row in rows}
m = {row[0]: row[3] for row in rows}
c = {row[0]: row[4] for row in rows}
cy = {row[0]: row[5] for row in rows}
input_bytes = manifest["table_bytes"]
load = [open(f"{folder}/load-{when}").read().strip() for when in ("before", "after")]
print(f"### {manifest['size']}: {len(manifest['locales'])} locales x {manifest['keys']} keys, "
      f"{manifest['table_files']} tables ({input_bytes / 1e6:.1f} MB), {manifest['swift_files']} Swift files, "
      f"{manifest['shortcut_items']} quick actions, {manifest['values']} values")
print()
print(f"Load average (1, 5, 15 min) before: {load[0]}; after: {load[1]} ({cores} cores).")
print()
base_rss = m["startup (l10n-tool --version)"]
print("| command | median wall | mean CPU (user+sys) | runs | user cycles | user instructions | peak RSS |")
print("|---|---:|---:|---:|---:|---:|---:|")
for name, median, runs, rss, cpu, cycles, instructions in rows:
    rss_text = f"{rss / 1e6:.1f} MB" if rss else "?"
    cycles_text = f"{cycles / 1e6:,.0f} M" if cycles else "?"
    instructions_text = f"{instructions / 1e6:,.0f} M" if instructions else "?"
    print(f"| {name} | {median * 1000:.1f} ms | {cpu * 1000:.1f} ms | {runs} | {cycles_text} | {instructions_text} | {rss_text} |")
print()
def ratio(slow, fast):
    """slow/fast by median wall time, mean CPU time and user cycles (steadier on a busy machine)."""
    text = f"{t[slow] / t[fast]:.2f}x by wall time, {c[slow] / c[fast]:.2f}x by CPU time"
    if cy[slow] and cy[fast]:
        text += f", {cy[slow] / cy[fast]:.2f}x by cycles"
    return text
one, many = "check, 1 job", f"check, {cores} jobs"
print(f"- check speed-up, 1 -> {cores} jobs: {t[one] / t[many]:.2f}x by wall time "
      f"(CPU {c[one] * 1000:.0f} ms -> {c[many] * 1000:.0f} ms)")
print(f"- .strings parsing, translate-toolkit / ours: {ratio('parse .strings, translate-toolkit', 'parse .strings, ours (1 job)')}")
print(f"- width + layout, ICU floor / ours (speed relative to the floor): "
      f"{ratio('ICU iterators in C (floor)', 'width + layout, ours')}")
print(f"- width + layout, wcwidth / ours: {ratio('wcwidth.wcswidth', 'width + layout, ours')}")
values = sum(1 for _ in open(f"{os.path.dirname(sys.argv[1])}/values.bin", "rb").read().split(b"\0")) // 2
print(f"- font layout (HarfBuzz, Inter 17 pt, 190 pt lines), one core: {values / t['font layout, ours (1 core)']:,.0f} strings/s; "
      f"column layout through the same call: {values / t['column layout, same call (1 core)']:,.0f} strings/s "
      f"(Chromium laying out the same strings: the line below)")
print(f"- parsing / cat: {ratio('parse .strings, ours (1 job)', 'cat .strings (I/O floor)')}")
rss = m[f"check, {cores} jobs"]
print(f"- check peak memory: {rss / 1e6:.1f} MB, {rss / input_bytes:.2f}x the table bytes "
      f"({(rss - base_rss) / input_bytes:.2f}x above the {base_rss / 1e6:.1f} MB a bare start takes)")
json.dump({"manifest": manifest, "cores": cores,
           "load": load,
           "rows": [{"command": n, "median_s": md, "mean_cpu_s": cpu, "runs": r, "max_rss_bytes": rs,
                     "user_cycles": cyc, "user_instructions": ins}
                    for n, md, r, rs, cpu, cyc, ins in rows]},
          open(f"{folder}/summary.json", "w"), indent=2)
EOF
echo "- $(cat "$RESULTS/chromium-layout")" | tee -a "$RESULTS/summary.md"
