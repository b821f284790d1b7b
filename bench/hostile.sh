#!/usr/bin/env bash
# The robustness rows of the benchmark (issue 11): inputs that once took
# quadratic or exponential time, hit a size limit that is not ours, or
# crashed. Run as `bench/run.sh hostile` (or directly). See BENCHMARKS.md.
#
# Each case runs at a size n and at 4n (issue 50's at n, 2n and 4n): the
# ratio of their medians shows how time grows (about 4 linear, 16 quadratic). With BEFORE=/path/to/l10n-tool
# (a release build of an older commit), every row is timed for it too, in the
# same run, and the speed-up is printed.
#
# Environment: RUNS (default 3), SCALE (input sizes, default 1), TIMEOUT
# (seconds per run, default 120), BEFORE (optional older binary).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
RUNS=${RUNS:-3}
SCALE=${SCALE:-1}
TIMEOUT=${TIMEOUT:-120}
DATA=$ROOT/bench/.data
OUT=$DATA/hostile
RESULTS=$DATA/results-hostile

command -v hyperfine >/dev/null 2>&1 || { echo "hyperfine is needed (apt-get install hyperfine)" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "/usr/bin/time is needed (apt-get install time)" >&2; exit 2; }

# The products only: the whole package would also build the plugins' host
# tool, a second copy of swift-syntax.
echo "== swift build -c release (l10n-tool l10n-bench)" >&2
swift build -c release --product l10n-tool >&2
swift build -c release --product l10n-bench >&2
BIN=$(swift build -c release --show-bin-path)
TOOL=$BIN/l10n-tool
BENCH=$BIN/l10n-bench

STAMP=$(cat bench/hostile.py | sha256sum | cut -c1-16)-$SCALE
if [ "$(cat "$OUT/.generator" 2>/dev/null)" != "$STAMP" ]; then
  echo "== generating hostile inputs (scale $SCALE)" >&2
  rm -rf "$OUT"
  mkdir -p "$OUT"
  python3 bench/hostile.py "$OUT" "$SCALE" > "$OUT/cases.tsv"
  echo "$STAMP" > "$OUT/.generator"
fi
rm -rf "$RESULTS"
mkdir -p "$RESULTS"

# case name | what is run (TOOL stands for the binary) ; one line each.
ROWS=()
while IFS=$'\t' read -r kind path bytes; do
  n=${path##*-}
  case "$kind" in
    catalog)    ROWS+=("String Catalog, $n keys ($bytes B)|TOOL check $path --no-code --format json") ;;
    plist)      ROWS+=("Info.plist on one line, $n keys ($bytes B)|TOOL check $path --no-code --format json") ;;
    objc)       ROWS+=("Objective-C, $n unclosed calls and $((n / 4)) quick actions ($bytes B)|TOOL extract $path") ;;
    swiftcalls) ROWS+=("Swift, $n nested calls ($bytes B)|TOOL extract $path") ;;
    swiftdeep)  ROWS+=("Swift, chains $n deep, a chain one name a line, [ nested 30 deep ($bytes B)|TOOL extract $path") ;;
    xliff)      ROWS+=("xliff import --dry-run, $n units ($bytes B)|TOOL xliff import $path $path/de.xliff --dry-run") ;;
    longtitle)  ROWS+=("a quick action title of $n characters ($bytes B)|TOOL check $path --no-code --format json") ;;
    yaml)       ROWS+=("l10n.yml of nested aliases ($bytes B)|TOOL check $path") ;;
    glob)       ROWS+=("exclude: of seven ** on a folder $n deep|TOOL check $path") ;;
    # The readers alone on the largest inputs the issue asks for (200 MB).
    big-xliff)  ROWS+=("read an XLIFF of $bytes B (reader alone)|BENCH xliff $path") ;;
    big-stringsdict) ROWS+=("read a .stringsdict of $bytes B (reader alone)|BENCH stringsdict $path") ;;
    # Issue 50: three sizes each, n, 2n and 4n.
    phraseset)  ROWS+=("an App Shortcut's string set of $n phrases, check ($bytes B)|TOOL check $path --format json")
                ROWS+=("an App Shortcut's string set of $n phrases, report ($bytes B)|TOOL report $path --output $DATA/report-phraseset-$n.html") ;;
    tokens)     ROWS+=("an App Shortcut phrase of $n \${…} tokens ($bytes B)|TOOL check $path --no-code --format json") ;;
    synced)     ROWS+=("project.pbxproj of $n targets and $n synchronized folders ($bytes B)|TOOL check $path --format json") ;;
    groups)     ROWS+=("project.pbxproj of PBXGroups nested $n deep ($bytes B)|TOOL check $path --no-code --format json") ;;
    # --dry-run: the migration and its proof, nothing written, so every run starts alike.
    migrate)    ROWS+=("migrate, $n keys and $((n / 20)) plurals in 20 languages ($bytes B)|TOOL migrate $path --dry-run") ;;
    podglob)    ROWS+=("a local pod's source_files of eight ** and $n Swift files 40 deep no target compiles|TOOL check $path --format json") ;;
    xcconfig)   ROWS+=("project.pbxproj of $n targets on one configuration named $n times, .xcconfig of $((40 * n)) settings ($bytes B)|TOOL check $path --no-code --format json") ;;
  esac
done < "$OUT/cases.tsv"

BINARIES=("after|$TOOL")
[ -n "${BEFORE:-}" ] && BINARIES=("before|$BEFORE" "${BINARIES[@]}")

cut -d' ' -f1-3 /proc/loadavg > "$RESULTS/load-before"
i=0
for row in "${ROWS[@]}"; do
  name=${row%%|*}; template=${row#*|}
  for binary in "${BINARIES[@]}"; do
    label=${binary%%|*}; exe=${binary#*|}
    # The readers alone exist only in this build's l10n-bench.
    if [[ "$template" == BENCH* ]]; then
      [ "$label" = after ] || continue
      cmd="$BENCH${template#BENCH}"
    else
      cmd=${template/TOOL/$exe}
    fi
    i=$((i + 1))
    echo "== [$i] $label: $name" >&2
    # One run first, for the exit status, peak memory and whether it finishes at all.
    status=0
    /usr/bin/time -v timeout "$TIMEOUT" $cmd >/dev/null 2>"$RESULTS/$i.stderr" || status=$?
    grep 'Maximum resident set size' "$RESULTS/$i.stderr" | awk '{print $NF}' > "$RESULTS/$i.rss" || true
    printf '%s\t%s\t%s\n' "$name" "$label" "$status" > "$RESULTS/$i.row"
    if [ "$status" -eq 124 ] || [ "$status" -gt 128 ]; then
      continue   # timed out or crashed: nothing to time
    fi
    hyperfine -N --style basic --ignore-failure --runs "$RUNS" --export-json "$RESULTS/$i.json" "$cmd" >&2 || true
  done
done
cut -d' ' -f1-3 /proc/loadavg > "$RESULTS/load-after"

python3 - "$RESULTS" "$TIMEOUT" <<'EOF' | tee "$RESULTS/summary.md"
import glob, json, os, re, statistics, sys

folder, timeout = sys.argv[1], int(sys.argv[2])
rows = {}
order = []
i = 1
while os.path.exists(f"{folder}/{i}.row"):
    name, label, status = open(f"{folder}/{i}.row").read().rstrip("\n").split("\t")
    status = int(status)
    median = None
    if os.path.exists(f"{folder}/{i}.json"):
        median = statistics.median(json.load(open(f"{folder}/{i}.json"))["results"][0]["times"])
    rss = open(f"{folder}/{i}.rss").read().strip() if os.path.exists(f"{folder}/{i}.rss") else ""
    if name not in rows:
        rows[name] = {}
        order.append(name)
    rows[name][label] = (status, median, int(rss) * 1024 if rss else None)
    i += 1

def cell(result):
    if result is None:
        return "–"
    status, median, rss = result
    if status == 124:
        return f"over {timeout} s (stopped)"
    if status > 128:
        return f"crashed (signal {status - 128})"
    text = f"{median * 1000:,.0f} ms" if median is not None else "?"
    if status not in (0, 1):
        text += f", exit {status}"
    if rss:
        text += f", {rss / 1e6:,.0f} MB"
    return text

load = [open(f"{folder}/load-{when}").read().strip() for when in ("before", "after")]
print(f"Load average (1, 5, 15 min) before: {load[0]}; after: {load[1]}.")
print()
labels = [l for l in ("before", "after") if any(l in r for r in rows.values())]
print("| input | " + " | ".join(f"{l}: median, peak RSS" for l in labels) + (" | after / before |" if len(labels) == 2 else " |"))
print("|---|" + "---:|" * len(labels) + ("---:|" if len(labels) == 2 else ""))
for name in order:
    cells = [cell(rows[name].get(l)) for l in labels]
    extra = ""
    if len(labels) == 2:
        b, a = rows[name].get("before"), rows[name].get("after")
        if b and a and b[1] and a[1] and b[0] in (0, 1):
            extra = f" {a[1] / b[1]:.3f}x |"
        else:
            extra = " – |"
    print(f"| {name} | " + " | ".join(cells) + " |" + extra)
print()
# Growth from n to 4n (through 2n where there is a row), per case and
# binary: ~4 is linear, ~16 quadratic.
groups = {}
for name in order:
    key = re.sub(r"\d[\d,]*", "N", re.sub(r" \([\d,]+ B\)", "", name))
    groups.setdefault(key, []).append(name)
for key, names in groups.items():
    if len(names) not in (2, 3):
        continue
    for label in labels:
        found = [rows[n].get(label) for n in names]
        if all(r and r[1] and r[0] in (0, 1) for r in found):
            steps = ", ".join(f"{r[1] / found[0][1]:.1f}x" for r in found[1:])
            sizes = "2x and 4x" if len(names) == 3 else "4x"
            print(f"- {key}, {label}: {sizes} the input take {steps} the time")
EOF
