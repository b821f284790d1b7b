#!/usr/bin/env bash
# Usage: scripts/realworld.sh FOLDER [TOOL]
#
# Runs `TOOL check --format json` on every app the real-app ledger
# (docs/realworld.md, its ```ledger block) names, each a snapshot at
# FOLDER/<owner>+<name>/ (make one with scripts/extract-snapshot.sh), counts
# the findings per code, and prints every code whose count moved against the
# ledger (app, code, ledger count, count now), and every app whose snapshot is
# missing. TOOL defaults to .build/debug/l10n-tool, else l10n-tool on PATH.
#
# Exit: 0 nothing moved; 1 a count moved, or a snapshot is missing or failed
# to run; 2 bad usage (wrong arguments, no ledger, no tool, no python3 or jq).
#
# Environment: LEDGER=path overrides docs/realworld.md; TIMEOUT=seconds per
# app (default 600); KEEP=folder keeps each app's JSON there as <app>.json and
# its stderr as <app>.err (to read the moved findings); CHECK_ARGS=words are
# added to each check (CHECK_ARGS=--no-project: compare the two runs' KEEP
# folders with scripts/realworld-compare.py). After a deliberate change,
# rerun the apps and update the ledger's lines (docs/realworld.md says how).
set -euo pipefail

usage() { sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; }

if [[ "${1:-}" == "-h" || "${1:-}" == "--help" ]]; then usage; exit 0; fi
if [[ $# -lt 1 || $# -gt 2 ]]; then usage >&2; exit 2; fi

root=$(cd "$(dirname "$0")/.." && pwd)
folder=$1
ledger=${LEDGER:-$root/docs/realworld.md}
timeout_s=${TIMEOUT:-600}
keep=${KEEP:-}
read -r -a check_args <<< "${CHECK_ARGS:-}"
if [[ -n "$keep" ]]; then mkdir -p "$keep" || { echo "error: cannot make $keep" >&2; exit 2; }; fi

if [[ ! -d "$folder" ]]; then echo "error: $folder is not a folder" >&2; exit 2; fi
if [[ ! -f "$ledger" ]]; then echo "error: no ledger at $ledger" >&2; exit 2; fi

if [[ $# -eq 2 ]]; then
  tool=$2
elif [[ -x "$root/.build/debug/l10n-tool" ]]; then
  tool=$root/.build/debug/l10n-tool
elif command -v l10n-tool >/dev/null 2>&1; then
  tool=$(command -v l10n-tool)
else
  echo "error: no tool: build it (swift build) or pass TOOL" >&2; exit 2
fi
if [[ ! -x "$tool" ]] && ! command -v "$tool" >/dev/null 2>&1; then
  echo "error: $tool is not an executable" >&2; exit 2
fi

if command -v python3 >/dev/null 2>&1; then counter=python3
elif command -v jq >/dev/null 2>&1; then counter=jq
else echo "error: python3 or jq is needed to count findings" >&2; exit 2
fi

# The ledger block: lines `owner+name code count` and `owner+name commit SHA`
# between a line ```ledger and the next ```.
expected=$(awk '/^```ledger[[:space:]]*$/ {on=1; next} on && /^```/ {on=0} on && NF == 3 && $2 != "commit" {print $1, $2, $3}' "$ledger")
apps=$(awk '/^```ledger[[:space:]]*$/ {on=1; next} on && /^```/ {on=0} on && NF == 3 {print $1}' "$ledger" | awk '!seen[$0]++')
if [[ -z "$apps" ]]; then echo "error: $ledger has no \`\`\`ledger block with app lines" >&2; exit 2; fi

count_codes() { # JSON on stdin -> lines `code count`
  if [[ $counter == python3 ]]; then
    python3 -c '
import json, sys, collections
d = json.load(sys.stdin)
c = collections.Counter(x["code"] for x in d.get("diagnostics", []))
for code, n in sorted(c.items()): print(code, n)
'
  else
    jq -r '[.diagnostics[].code] | group_by(.) | map("\(.[0]) \(length)") | .[]'
  fi
}

moved=0 checked=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

for app in $apps; do
  dir=$folder/$app
  if [[ ! -d "$dir" ]]; then
    echo "$app: snapshot missing at $dir"
    moved=1; continue
  fi
  rc=0
  timeout "$timeout_s" "$tool" check "$dir" --format json ${check_args[@]+"${check_args[@]}"} > "$tmp/out.json" 2> "$tmp/err.txt" || rc=$?
  if [[ -n "$keep" ]]; then cp "$tmp/out.json" "$keep/$app.json"; cp "$tmp/err.txt" "$keep/$app.err"; fi
  if [[ $rc -gt 1 ]]; then
    echo "$app: check exited $rc: $(head -c 300 "$tmp/err.txt")"
    moved=1; continue
  fi
  if ! count_codes < "$tmp/out.json" > "$tmp/now.txt"; then
    echo "$app: check printed no readable JSON"
    moved=1; continue
  fi
  checked=$((checked + 1))
  awk -v app="$app" '$1 == app {print $2, $3}' <<< "$expected" > "$tmp/was.txt"
  # every code in either list: ledger count, count now (0 when absent)
  lines=$(awk '
    FNR == NR {was[$1] = $2; codes[$1] = 1; next}
    {now[$1] = $2; codes[$1] = 1}
    END {for (c in codes) { w = (c in was) ? was[c] : 0; n = (c in now) ? now[c] : 0; if (w != n) print c, w, n } }
  ' "$tmp/was.txt" "$tmp/now.txt" | sort)
  if [[ -n "$lines" ]]; then
    moved=1
    while read -r code was now; do
      printf '%s %s: ledger %s, now %s (%+d)\n' "$app" "$code" "$was" "$now" "$((now - was))"
    done <<< "$lines"
  fi
done

if [[ $moved -eq 0 ]]; then
  echo "nothing moved: $checked apps, every code's count as in the ledger"
  exit 0
fi
exit 1
