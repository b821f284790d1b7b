#!/usr/bin/env bash
# Usage: scripts/extract-snapshot.sh OWNER+NAME GITDIR OUTDIR
#
# Writes the files l10n-tool reads from the HEAD commit of a bare git
# directory (as the search tool's `fetch` brings it) into OUTDIR/OWNER+NAME/,
# file by file: `git archive` stops at the first blob a snapshot lacks, this
# skips it and goes on. Kept: *.swift *.m *.h *.mm *.strings *.stringsdict
# *.xcstrings *.plist *.pbxproj *.xcconfig *.yml *.yaml *.intentdefinition
# *.podspec Package.swift Podfile. Prints the commit and how many files were written and skipped;
# the commit goes into docs/realworld.md (see scripts/realworld.sh).
set -euo pipefail

usage() { sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; }

if [[ "${1:-}" == "-h" || "${1:-}" == "--help" ]]; then usage; exit 0; fi
if [[ $# -ne 3 ]]; then usage >&2; exit 2; fi

app="$1" gitdir="$2" outroot="$3"
if [[ "$app" != *+* ]]; then echo "error: OWNER+NAME expected, got '$app'" >&2; exit 2; fi
if ! git -C "$gitdir" rev-parse --verify -q HEAD >/dev/null; then
  echo "error: $gitdir is not a git directory with a HEAD" >&2; exit 2
fi

out="$outroot/$app"
mkdir -p "$out"
commit=$(git -C "$gitdir" rev-parse HEAD)
written=0 skipped=0
while IFS= read -r -d '' path; do
  case "$path" in
    *.swift|*.m|*.h|*.mm|*.strings|*.stringsdict|*.xcstrings|*.plist|*.pbxproj|*.xcconfig|*.yml|*.yaml|*.intentdefinition|*.podspec|Podfile|*/Podfile) ;;
    *) continue ;;
  esac
  mkdir -p "$out/$(dirname -- "$path")"
  if git -C "$gitdir" show "HEAD:$path" > "$out/$path" 2>/dev/null; then
    written=$((written + 1))
  else
    rm -f -- "$out/$path"
    skipped=$((skipped + 1))
  fi
done < <(git -C "$gitdir" ls-tree -r -z --name-only HEAD)

echo "$app commit $commit: $written files written, $skipped skipped, in $out"
