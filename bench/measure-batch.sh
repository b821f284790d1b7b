#!/usr/bin/env bash
# Batch measuring speed (issue 47): `measure --format jsonl --file F` on
# 30,000 real strings of the corpus (../shared/corpus, 89 locales and many
# scripts), with the font engine and with columns, in one process each.
# Prints the median of RUNS runs and the strings a second.
#
#   bench/measure-batch.sh [TOOL]    TOOL: a built l10n-tool (default: a release build)
#
# Environment: RUNS (default 3), COUNT (strings, default 30000).
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-3}
COUNT=${COUNT:-30000}
TOOL=${1:-}
if [ -z "$TOOL" ]; then
  swift build -c release --product l10n-tool >&2
  TOOL="$(swift build -c release --show-bin-path)/l10n-tool"
fi
CORPUS=${CORPUS:-../shared/corpus}
[ -d "$CORPUS" ] || { echo "no corpus at $CORPUS (set CORPUS=...)" >&2; exit 2; }
DATA=bench/.data/measure-batch
mkdir -p "$DATA"
INPUT="$DATA/strings-$COUNT.jsonl"
if [ ! -s "$INPUT" ]; then
  python3 - "$CORPUS" "$COUNT" "$INPUT" <<'PY'
import glob, json, random, re, sys
corpus, count, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
texts = []
for path in sorted(glob.glob(corpus + "/**/*.strings", recursive=True)):
    locale = path.split("/")[-2].replace(".lproj", "")
    raw = open(path, "rb").read()
    for encoding in ("utf-8", "utf-16"):
        try:
            text = raw.decode(encoding)
            break
        except UnicodeDecodeError:
            text = None
    if text is None:
        continue
    for match in re.finditer(r'"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;', text):
        value = match.group(2)
        if 0 < len(value) < 120 and "\n" not in value:
            texts.append((value.replace('\\"', '"'), locale if re.fullmatch(r"[A-Za-z]{2,3}(-[A-Za-z0-9]+)*", locale) else "en"))
random.seed(1)
random.shuffle(texts)
with open(out, "w", encoding="utf-8") as f:
    for value, locale in texts[:count]:
        f.write(json.dumps({"text": value, "locale": locale}, ensure_ascii=False) + "\n")
PY
fi
lines=$(wc -l < "$INPUT")
echo "input: $lines strings ($INPUT); tool: $TOOL"
for engine in font columns; do
  times=()
  for _ in $(seq "$RUNS"); do
    start=$(date +%s.%N)
    "$TOOL" measure --format jsonl --file "$INPUT" --engine "$engine" > /dev/null
    end=$(date +%s.%N)
    times+=("$(echo "$end - $start" | bc -l)")
  done
  median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (RUNS + 1) / 2 ))p")
  rate=$(echo "$lines / $median" | bc -l)
  printf '%-8s median %.2f s of %s runs: %.0f strings a second\n' "$engine" "$median" "$RUNS" "$rate"
done
