#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and AddressSanitizer.
#
#   Fuzz/build.sh            every target, release, into .build-fuzz/full
#   Fuzz/build.sh --core     every target but the Swift extractor's, without
#                            swift-syntax, into .build-fuzz/core (CI's smoke run)
#   FUZZ_CONFIG=debug ...    a debug build instead (faster to build, slower to run)
#   FUZZ_ASAN=0 ...          libFuzzer's coverage without AddressSanitizer, into
#                            .build-fuzz/<variant>-noasan: two to three times the
#                            inputs a second, for long campaigns, which replay
#                            their corpus under the ASan build (campaign.sh -n)
#   FUZZ_SCRATCH=DIR ...     another build folder
#   FUZZ_PRODUCT=fuzz-swift  that one target only
#   FUZZ_OWN_ONLY=1 ...      the sanitizers on our own modules only: swift-syntax
#                            (and Yams' Swift) built plain, into <variant>-own;
#                            fuzz-swift then runs its parser at full speed
#
# Prints the folder that holds the fuzz-* executables on its last line.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

variant=full
if [ "${1:-}" = "--core" ]; then variant=core; fi
config=${FUZZ_CONFIG:-release}
sanitizers=fuzzer,address
c_sanitizers=fuzzer-no-link,address
folder=$variant
if [ "${FUZZ_ASAN:-1}" = 0 ]; then
  sanitizers=fuzzer
  c_sanitizers=fuzzer-no-link
  folder=$variant-noasan
fi
swift_flags=(-Xswiftc -sanitize=$sanitizers -Xswiftc -parse-as-library)
own=
if [ "${FUZZ_OWN_ONLY:-0}" = 1 ]; then
  own=$sanitizers
  swift_flags=()
  folder=$folder-own
fi
scratch=${FUZZ_SCRATCH:-$root/.build-fuzz/$folder}

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
FUZZ_CORE=$core FUZZ_SANITIZE=$own swift build \
  --package-path Fuzz \
  --scratch-path "$scratch" \
  --manifest-cache none \
  -c "$config" \
  "${swift_flags[@]}" \
  ${FUZZ_PRODUCT:+--product "$FUZZ_PRODUCT"} \
  -Xcc -fsanitize=$c_sanitizers >&2

echo "$scratch/$config"
