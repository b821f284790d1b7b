#!/usr/bin/env bash
# Builds l10n-tool and installs it with its man page and shell completions.
#
#   scripts/install.sh [--prefix PREFIX] [--configuration release|debug] [--toolchain-swift-syntax]
#
# PREFIX (default /usr/local, or $PREFIX) receives:
#   bin/l10n-tool
#   share/man/man1/l10n-tool.1
#   share/bash-completion/completions/l10n-tool
#   share/zsh/site-functions/_l10n-tool
#   share/fish/vendor_completions.d/l10n-tool.fish
# Needs Swift and ICU (README, "Install"). Writing to /usr/local may need sudo;
# a folder of your own (--prefix ~/.local) does not.
#
# --toolchain-swift-syntax builds against the Swift parser the toolchain ships
# for its compiler (lib/swift/host) instead of compiling swift-syntax: a first
# release build in less than half the time, for a CI job that builds the tool
# on every run; but Swift sources are scanned 3-5 times slower (the
# toolchain's copy is built for library evolution), and the tool runs only
# while that toolchain is installed (BENCHMARKS.md).
set -euo pipefail
cd "$(dirname "$0")/.."

prefix=${PREFIX:-/usr/local}
configuration=release
toolchain_syntax=false
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) prefix=${2:?--prefix needs a folder}; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    --configuration) configuration=${2:?--configuration needs release or debug}; shift 2 ;;
    --toolchain-swift-syntax) toolchain_syntax=true; shift ;;
    -h|--help) sed -n 2,20p "$0"; exit 0 ;;
    *) echo "install.sh: unknown argument $1 (try --help)" >&2; exit 2 ;;
  esac
done
case "$configuration" in release|debug) ;; *) echo "install.sh: --configuration is release or debug" >&2; exit 2 ;; esac

if $toolchain_syntax; then
  host=$(scripts/toolchain-swift-syntax.sh) \
    || { echo "install.sh: this toolchain ships no swift-syntax to build against (lib/swift/host); build without --toolchain-swift-syntax" >&2; exit 2; }
  export L10N_TOOLCHAIN_SWIFT_SYNTAX=$host
fi

swift build -c "$configuration" --product l10n-tool
binary=$(swift build -c "$configuration" --show-bin-path)/l10n-tool

# The man page from the command-line definitions (swift-argument-parser's plugin).
pages=$(mktemp -d)
trap 'rm -rf "$pages"' EXIT
swift package --allow-writing-to-directory "$pages" generate-manual --configuration "$configuration" --output-directory "$pages" >&2

install -d "$prefix/bin" "$prefix/share/man/man1" "$prefix/share/bash-completion/completions" \
  "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
install -m 755 "$binary" "$prefix/bin/l10n-tool"
# A blank line in a command's discussion is a paragraph break to mdoc.
sed 's/^$/.Pp/' "$pages/l10n-tool.1" > "$pages/l10n-tool.1.fixed"
install -m 644 "$pages/l10n-tool.1.fixed" "$prefix/share/man/man1/l10n-tool.1"
"$binary" --generate-completion-script bash > "$prefix/share/bash-completion/completions/l10n-tool"
"$binary" --generate-completion-script zsh > "$prefix/share/zsh/site-functions/_l10n-tool"
"$binary" --generate-completion-script fish > "$prefix/share/fish/vendor_completions.d/l10n-tool.fish"
echo "installed l10n-tool $("$prefix/bin/l10n-tool" --version) in $prefix"
