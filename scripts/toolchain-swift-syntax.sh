#!/usr/bin/env bash
# Prints the folder of the swift-syntax the Swift toolchain ships for its
# compiler (lib/swift/host: libSwiftSyntax and libSwiftParser with their
# module interfaces), or fails when this toolchain has none to build against.
# Package.swift builds against it when L10N_TOOLCHAIN_SWIFT_SYNTAX names it.
set -euo pipefail
resources=$(swiftc -print-target-info 2>/dev/null | sed -n 's/.*"runtimeResourcePath": "\(.*\)".*/\1/p' | head -n 1)
host=$resources/host
[ -n "$resources" ] || exit 1
for module in SwiftSyntax SwiftParser; do
  ls "$host/$module.swiftmodule/"*.swiftinterface >/dev/null 2>&1 || exit 1
  ls "$host/lib$module".* >/dev/null 2>&1 || exit 1
done
echo "$host"
