#!/usr/bin/env bash
# Two builds of l10n-tool side by side on the same command, run alternately
# (old, new, old, new, ...) so that a shared machine's drifting load falls on
# both alike. Prints each one's median wall and CPU (user + system) time and
# the ratios new/old. The tool's exit status is ignored (check exits 1 on
# findings).
#
#   bench/compare.sh OLD_BINARY NEW_BINARY RUNS -- ARGUMENTS...
#   bench/compare.sh /tmp/old/l10n-tool .build/release/l10n-tool 15 -- \
#       check bench/.data/L/App --jobs 2 --format json
#
# Build the old binary from a work tree of the commit to compare with:
#   git worktree add /tmp/old COMMIT && (cd /tmp/old && swift build -c release --product l10n-tool)
set -euo pipefail
[ $# -ge 4 ] && [ "$4" = "--" ] || { sed -n 2,14p "$0" >&2; exit 2; }
old=$1 new=$2 runs=$3
shift 4
[ -x /usr/bin/time ] || { echo "/usr/bin/time is needed (apt-get install time)" >&2; exit 2; }
times=$(mktemp)
trap 'rm -f "$times"' EXIT
for _ in $(seq "$runs"); do
  for who in old new; do
    binary=$old; [ "$who" = new ] && binary=$new
    /usr/bin/time -f "$who %e %U %S" -a -o "$times" "$binary" "$@" >/dev/null 2>&1 || true
  done
done
python3 - "$times" <<'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1]) if line.strip() and line.split()[0] in ("old", "new")]
def medians(who):
    mine = [r for r in rows if r[0] == who]
    return statistics.median(float(r[1]) for r in mine), statistics.median(float(r[2]) + float(r[3]) for r in mine), len(mine)
(ow, oc, n), (nw, nc, _) = medians("old"), medians("new")
print(f"old: median wall {ow:.3f} s, CPU {oc:.3f} s ({n} runs)")
print(f"new: median wall {nw:.3f} s, CPU {nc:.3f} s ({n} runs)")
print(f"new/old: wall {nw / ow:.2f}x, CPU {nc / oc:.2f}x")
PY
