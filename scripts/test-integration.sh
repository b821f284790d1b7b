#!/usr/bin/env bash
# What `swift test` cannot run from inside SwiftPM (it holds .build's lock):
# the two SwiftPM plugins and the install script, on the build `swift build`
# just made (nothing is built twice). Run by .ci/run after `swift build`.
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo "FAIL: $*" >&2; exit 1; }

# The plugins are listed.
plugins=$(swift package plugin --list)
grep -q "'l10n-check'\|‘l10n-check’" <<<"$plugins" || fail "swift package plugin --list lacks l10n-check: $plugins"

# The command plugin: findings as SwiftPM diagnostics, the tool's exit code.
set +e
out=$(swift package l10n-check Fixtures/Apps/Hygiene 2>&1); status=$?
set -e
[ "$status" -ne 0 ] || fail "l10n-check on Fixtures/Apps/Hygiene (an error planted) exited 0: $out"
grep -q "warning: .*Fixtures/Apps/Hygiene/Cafe/de.lproj/Localizable.strings:4:1: .*U+200B ZERO WIDTH SPACE.*\[invisible-character\]" <<<"$out" \
  || fail "l10n-check did not report the planted invisible character: $out"
grep -q "error: .*\[unnormalized-key\]" <<<"$out" || fail "l10n-check did not report the planted error: $out"
swift package l10n-check Fixtures/Apps/Clean >/dev/null 2>&1 || fail "l10n-check on Fixtures/Apps/Clean failed"
echo "ok   swift package l10n-check"

# The build-tool plugin, as a user's package meets it: Fixtures/PluginDemo is
# a package of its own that depends on this one by path (so this package's
# builds do not build the plugin's tool). Its German table has one warning; a
# change to it runs the check again, and the build passes (warnings do not
# fail it). Its own build folder: it compiles l10n-tool as the plugin's tool.
demo=Fixtures/PluginDemo
touch "$demo/Sources/PluginDemo/Resources/de.lproj/Localizable.strings"
out=$(swift build --package-path "$demo" 2>&1) || fail "building $demo failed: $out"
grep -q "$demo/Sources/PluginDemo/Resources/de.lproj/Localizable.strings:2:1: warning: .*\[whitespace-mismatch\]" <<<"$out" \
  || fail "the build-tool plugin's warning is not in the build output: $out"
# Not asserted: that an unchanged second build skips the check. SwiftPM
# rebuilds the plugin's host tool's C shims on every other build of a package
# that uses the plugin (seen on a clean clone), so the check may run again;
# the prebuilt tool below is what ends that.
echo "ok   build-tool plugin L10nCheckBuildTool (Fixtures/PluginDemo)"

# The same with a prebuilt tool (scripts/artifactbundle.sh, this build's
# binary): the demo's build compiles neither l10n-tool nor swift-syntax, the
# check still runs, and a second, unchanged build runs nothing.
bundle=$(scripts/artifactbundle.sh --binary .build/debug/l10n-tool --output Prebuilt)
scratch=$(mktemp -d)
out=$(L10N_TOOL_ARTIFACT_BUNDLE=$bundle swift build --package-path "$demo" --scratch-path "$scratch" 2>&1) \
  || { rm -rf "$scratch"; fail "building $demo with the prebuilt tool failed: $out"; }
grep -q "Localizable.strings:2:1: warning: .*\[whitespace-mismatch\]" <<<"$out" \
  || { rm -rf "$scratch"; fail "the prebuilt tool's warning is not in the build output: $out"; }
if grep -E "Compiling (SwiftSyntax|SwiftParser|PipelineCore|l10n_tool)|Compiling .*swift-syntax" <<<"$out"; then
  rm -rf "$scratch"; fail "the build with a prebuilt tool compiled the tool or swift-syntax: $out"
fi
again=$(L10N_TOOL_ARTIFACT_BUNDLE=$bundle swift build --package-path "$demo" --scratch-path "$scratch" 2>&1)
rm -rf "$scratch" Prebuilt
grep -q "whitespace-mismatch" <<<"$again" && fail "an unchanged build with the prebuilt tool ran the check again: $again"
echo "ok   build-tool plugin with a prebuilt tool (scripts/artifactbundle.sh)"

# The install script, into a temporary prefix, and the tool run from there.
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
scripts/install.sh --prefix "$prefix" --configuration debug >/dev/null 2>&1 || fail "scripts/install.sh failed"
for file in bin/l10n-tool share/man/man1/l10n-tool.1 share/bash-completion/completions/l10n-tool \
            share/zsh/site-functions/_l10n-tool share/fish/vendor_completions.d/l10n-tool.fish; do
  [ -s "$prefix/$file" ] || fail "scripts/install.sh did not install $file"
done
[ "$("$prefix/bin/l10n-tool" --version)" = "$(swift run -c debug --skip-build l10n-tool --version 2>/dev/null)" ] || fail "the installed tool's version differs"
(cd "$prefix" && "$prefix/bin/l10n-tool" check "$OLDPWD/Fixtures/Apps/Clean" >/dev/null) || fail "the installed tool cannot check Fixtures/Apps/Clean"
bash -n "$prefix/share/bash-completion/completions/l10n-tool" || fail "the bash completion script does not parse"
echo "ok   scripts/install.sh (into a temporary prefix)"

# The README's first command, on this machine (.ci/run installed the packages;
# a debug build, which `swift build` just made).
setup_prefix=$(mktemp -d)
out=$(scripts/setup.sh --configuration debug --prefix "$setup_prefix" --yes 2>&1) || { rm -rf "$setup_prefix"; fail "scripts/setup.sh failed: $out"; }
rm -rf "$setup_prefix"
grep -q "l10n-tool check on the bundled demo" <<<"$out" && grep -q "==> done" <<<"$out" && grep -q "quick actions" <<<"$out" \
  || fail "scripts/setup.sh did not build, install and check the demo: $out"
echo "ok   scripts/setup.sh (debug, into a temporary prefix)"

# The toolchain's own swift-syntax (install.sh --toolchain-swift-syntax), in a
# build folder of its own: the tool it makes finds the same strings and
# findings as this build's in the demo and every fixture app.
if host=$(scripts/toolchain-swift-syntax.sh); then
  scratch=.build-toolchain-syntax
  out=$(L10N_TOOLCHAIN_SWIFT_SYNTAX=$host swift build --product l10n-tool --scratch-path "$scratch" 2>&1) \
    || fail "building with the toolchain's swift-syntax ($host) failed: $out"
  ! grep -q "Compiling SwiftParser\|Compiling SwiftSyntax" <<<"$out" || fail "the toolchain build compiled swift-syntax: $out"
  ours=$(swift build --show-bin-path)/l10n-tool
  theirs=$scratch/debug/l10n-tool
  for app in . Fixtures/Apps/*/; do
    for command in "extract --format json" "check --format json"; do
      a=$($ours $command "$app" 2>&1 || true); b=$($theirs $command "$app" 2>&1 || true)
      [ "$a" = "$b" ] || fail "$command $app differs with the toolchain's swift-syntax: $(diff <(echo "$a") <(echo "$b") | head -20)"
    done
  done
  echo "ok   the toolchain's swift-syntax ($host): the same output on the demo and every fixture app"
else
  echo "skip the toolchain's swift-syntax: this toolchain ships none to build against"
fi
