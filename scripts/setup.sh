#!/usr/bin/env bash
# A fresh machine to a working l10n-tool in one command: installs the system
# packages the build needs when they are missing (apt on Debian/Ubuntu, brew
# on macOS; asks before it uses sudo), builds and installs the tool
# (scripts/install.sh), and runs `l10n-tool check` on the bundled demo app.
#
#   scripts/setup.sh [--prefix PREFIX] [--configuration release|debug] [--yes] [--toolchain-swift-syntax]
#
# PREFIX (default ~/.local) receives bin/l10n-tool, its man page and shell
# completions. --yes answers yes to the sudo question (for scripts).
# --configuration debug builds in about half the time, for a first look;
# --toolchain-swift-syntax (see scripts/install.sh) too, at full speed but
# for the scanning of Swift sources.
# Swift itself is not installed here: https://www.swift.org/install (swiftly).
set -euo pipefail
cd "$(dirname "$0")/.."

prefix=${PREFIX:-$HOME/.local}
configuration=release
assume_yes=false
install_flags=()
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) prefix=${2:?--prefix needs a folder}; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    --configuration) configuration=${2:?--configuration needs release or debug}; shift 2 ;;
    --yes|-y) assume_yes=true; shift ;;
    --toolchain-swift-syntax) install_flags+=(--toolchain-swift-syntax); shift ;;
    -h|--help) sed -n 2,14p "$0"; exit 0 ;;
    *) echo "setup.sh: unknown argument $1 (try --help)" >&2; exit 2 ;;
  esac
done

say() { printf '==> %s\n' "$*" >&2; }

if ! command -v swift >/dev/null 2>&1; then
  echo "setup.sh: Swift 6.0 or later is needed and not on PATH: install it from https://www.swift.org/install, then run this again" >&2
  exit 2
fi

# Asks before running a command as root; yes with --yes, no without a terminal.
as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; return; fi
  if ! $assume_yes; then
    if [ ! -t 0 ]; then
      echo "setup.sh: needs sudo to run: $*; run it yourself, or pass --yes" >&2
      exit 2
    fi
    printf 'setup.sh: run with sudo: %s\n  [y/N] ' "$*" >&2
    read -r answer
    case "$answer" in y|Y|yes|YES) ;; *) echo "setup.sh: not installed; run it yourself, then this script again" >&2; exit 2 ;; esac
  fi
  sudo "$@"
}

case "$(uname -s)" in
  Linux)
    command -v dpkg >/dev/null 2>&1 || { echo "setup.sh: only Debian and Ubuntu (apt) are set up here; install ICU, HarfBuzz, fontconfig and pkg-config by hand (README, Install)" >&2; exit 2; }
    # What the build needs, then the fonts the font engine measures with.
    missing=()
    for package in pkg-config libicu-dev libharfbuzz-dev libfreetype-dev libfontconfig-dev \
                   fonts-inter fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji; do
      dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
    done
    if [ "${#missing[@]}" -gt 0 ]; then
      say "installing ${missing[*]}"
      as_root apt-get update
      as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}"
    else
      say "system packages: all present"
    fi
    ;;
  Darwin)
    # Untested: CI runs on Linux only (README, Install). Homebrew needs no sudo.
    command -v brew >/dev/null 2>&1 || { echo "setup.sh: Homebrew is needed on macOS: https://brew.sh" >&2; exit 2; }
    missing=()
    for formula in icu4c harfbuzz fontconfig pkg-config; do
      brew list --versions "$formula" >/dev/null 2>&1 || missing+=("$formula")
    done
    if [ "${#missing[@]}" -gt 0 ]; then say "brew install ${missing[*]}"; brew install "${missing[@]}"; fi
    PKG_CONFIG_PATH="$(brew --prefix icu4c)/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
    export PKG_CONFIG_PATH
    ;;
  *) echo "setup.sh: $(uname -s) is not supported; see the README's Install section" >&2; exit 2 ;;
esac

say "building ($configuration) and installing into $prefix"
scripts/install.sh --prefix "$prefix" --configuration "$configuration" ${install_flags[@]+"${install_flags[@]}"}

say "l10n-tool check on the bundled demo (it has findings on purpose: exit 1)"
status=0
"$prefix/bin/l10n-tool" check || status=$?
if [ "$status" -gt 1 ]; then
  echo "setup.sh: the demo check failed with exit $status" >&2
  exit "$status"
fi
case ":$PATH:" in
  *":$prefix/bin:"*) say "done: l10n-tool check path/to/YourApp" ;;
  *) say "done; add $prefix/bin to PATH, then: l10n-tool check path/to/YourApp" ;;
esac
