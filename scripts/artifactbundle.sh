#!/usr/bin/env bash
# Packs an l10n-tool binary as a SwiftPM artifact bundle, for the plugins to
# run instead of building the tool (and swift-syntax) in every package that
# uses them (docs/integration.md, "A prebuilt tool for the plugins").
#
#   scripts/artifactbundle.sh [--binary PATH] [--output DIR]
#
#   --binary PATH   the tool to pack (default: a release build made now)
#   --output DIR    where l10n-tool.artifactbundle goes (default: Prebuilt/,
#                   inside this package, where a binary target may point)
#
# Then: L10N_TOOL_ARTIFACT_BUNDLE=Prebuilt/l10n-tool.artifactbundle swift build
# (the path is relative to this package's root, as Package.swift reads it).
set -euo pipefail
cd "$(dirname "$0")/.."
binary="" output=Prebuilt
while [ $# -gt 0 ]; do
  case "$1" in
    --binary) binary=$2; shift 2 ;;
    --output) output=$2; shift 2 ;;
    -h|--help) sed -n 2,13p "$0"; exit 0 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
if [ -z "$binary" ]; then
  swift build -c release --product l10n-tool >&2
  binary=.build/release/l10n-tool
fi
[ -x "$binary" ] || { echo "no executable at $binary" >&2; exit 2; }
version=$("$binary" --version)
triple=$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["unversionedTriple"])')
bundle="$output/l10n-tool.artifactbundle"
variant="l10n-tool-$version-$triple"
# Built beside, then moved in whole: a half-written bundle is never left at the path.
mkdir -p "$output"
staging=$(mktemp -d "$output/.staging.XXXXXX")
trap 'rm -rf "$staging"' EXIT
mkdir -p "$staging/l10n-tool.artifactbundle/$variant/bin"
cp "$binary" "$staging/l10n-tool.artifactbundle/$variant/bin/l10n-tool"
cat > "$staging/l10n-tool.artifactbundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "l10n-tool": {
      "type": "executable",
      "version": "$version",
      "variants": [
        { "path": "$variant/bin/l10n-tool", "supportedTriples": ["$triple"] }
      ]
    }
  }
}
JSON
rm -rf "$bundle"
mv "$staging/l10n-tool.artifactbundle" "$bundle"
echo "$bundle"
