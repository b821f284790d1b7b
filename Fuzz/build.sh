#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and AddressSanitizer.
#
#   Fuzz/build.sh            every target, release, into .build-fuzz/full
#   Fuzz/build.sh --core     every target but the Swift extractor's, without
#                            swift-syntax, into .build-fuzz/core (CI's smoke run)
#   FUZZ_CONFIG=debug ...    a debug build instead (faster to build, slower to run)
#   FUZZ_SCRATCH=DIR ...     another build folder
#
# Prints the folder that holds the fuzz-* executables on its last line.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

variant=full
if [ "${1:-}" = "--core" ]; then variant=core; fi
config=${FUZZ_CONFIG:-release}
scratch=${FUZZ_SCRATCH:-$root/.build-fuzz/$variant}

# The fuzz package compiles the library's own sources, so that libFuzzer's
# coverage instrumentation reaches them: link them in (the links are not
# committed, see .gitignore).
for layer in PipelineCore PipelineFormats PipelineCode PipelineProject PipelineLoading \
             PipelineChecks PipelineOperations PipelineOutputs; do
  mkdir -p "Fuzz/Sources/$layer"
  ln -sfn "../../../Sources/$layer" "Fuzz/Sources/$layer/Pipeline"
done
ln -sfn ../../Sources/CICU Fuzz/Sources/CICU
ln -sfn ../../Sources/ICUSystem Fuzz/Sources/ICUSystem
ln -sfn ../../Sources/CFont Fuzz/Sources/CFont
ln -sfn ../../Sources/HarfBuzzSystem Fuzz/Sources/HarfBuzzSystem
ln -sfn ../../Sources/FontconfigSystem Fuzz/Sources/FontconfigSystem

core=0
if [ "$variant" = core ]; then core=1; fi
# The manifest lists the files to leave out by reading them; SwiftPM's
# manifest cache does not know that, and a cached evaluation from an older
# tree left a new swift-syntax file in the core build (CI, issue 27): never
# cache it.
# Swift code gets libFuzzer's coverage and ASan; C code (libyaml inside Yams,
# CICU) too, so the YAML reader's C parser is guided and checked as well.
FUZZ_CORE=$core swift build \
  --package-path Fuzz \
  --scratch-path "$scratch" \
  --manifest-cache none \
  -c "$config" \
  -Xswiftc -sanitize=fuzzer,address \
  -Xswiftc -parse-as-library \
  -Xcc -fsanitize=fuzzer-no-link,address >&2

echo "$scratch/$config"
