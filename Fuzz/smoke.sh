#!/usr/bin/env bash
# Smoke run of the fuzz targets: replays every checked-in crasher
# (Fuzz/crashers/<target>/), then fuzzes each target for a short, fixed
# time from its seeds. Fails if any input crashes, hangs or leaks.
#
#   Fuzz/smoke.sh [--core] [SECONDS]
#     --core    leave out the Swift extractor's target (no swift-syntax build;
#               what CI runs)
#     SECONDS   at most per target (default 10)
#
# The run is the same on every machine: the repository's seeds only (not
# ../shared/corpus, which a machine may lack), handed over in name order
# (libFuzzer orders them by size, and a directory's listing order differs
# between file systems), a fixed seed and at most FUZZ_SMOKE_RUNS inputs per
# target (default 800), so CI never meets an input a developer's run has not
# (a slower machine stops earlier, at SECONDS, and meets fewer). Finding new
# bugs is the campaign's job.
set -euo pipefail
cd "$(dirname "$0")/.."
source Fuzz/targets.sh
# Swift's own crash backtracer would race libFuzzer's and ASan's handlers.
export SWIFT_BACKTRACE=enable=no
# Swift seeds its hashing per process: a dictionary's order, and so the
# paths the fuzzer sees, would differ from run to run.
export SWIFT_DETERMINISTIC_HASHING=1
# Leaks of Foundation's, not ours (see the file).
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

core_flag=()
if [ "${1:-}" = "--core" ]; then core_flag=(--core); shift; fi
seconds=${1:-10}
runs_cap=${FUZZ_SMOKE_RUNS:-800}

bin=$(Fuzz/build.sh "${core_flag[@]}" | tail -n 1)
work=.build-fuzz/smoke
rm -rf "$work"

failed=()
passed=0
for target in "${FUZZ_TARGETS[@]}"; do
  [ -x "$bin/fuzz-$target" ] || continue
  target_config "$target"
  dir=$work/$target
  mkdir -p "$dir/corpus"
  L10N_CORPUS=/nonexistent gather_seeds "$target" "$dir/seeds"
  find "$dir/seeds" -type f | LC_ALL=C sort > "$dir/seeds.list"
  common=(-timeout=10 -rss_limit_mb=4096 -max_len="$MAX_LEN" -dict=Fuzz/dicts/$KIND.dict
          -artifact_prefix="$dir/")

  crashers=()
  if [ -d "Fuzz/crashers/$target" ]; then
    while IFS= read -r -d '' file; do crashers+=("$file"); done < <(find "Fuzz/crashers/$target" -type f ! -name '*.md' -print0)
  fi
  if [ "${#crashers[@]}" -gt 0 ] && ! "$bin/fuzz-$target" "${common[@]}" "${crashers[@]}" > "$dir/replay.log" 2>&1; then
    echo "FAIL fuzz-$target: a checked-in crasher fails again (log: $dir/replay.log)"
    tail -n 30 "$dir/replay.log"
    failed+=("$target")
    continue
  fi

  if "$bin/fuzz-$target" "${common[@]}" -seed=1 -runs="$runs_cap" -max_total_time="$seconds" -print_final_stats=1 \
       -seed_inputs="@$dir/seeds.list" "$dir/corpus" > "$dir/fuzz.log" 2>&1; then
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$dir/fuzz.log" | tail -n 1)
    cov=$(grep -o 'cov: [0-9]* ft: [0-9]*' "$dir/fuzz.log" | tail -n 1)
    echo "ok   fuzz-$target: ${runs:-?} runs (at most $runs_cap in ${seconds}s), $cov, ${#crashers[@]} crashers replayed"
    passed=$((passed + 1))
  else
    echo "FAIL fuzz-$target: (log: $dir/fuzz.log)"
    grep -E '^(==[0-9]+==ERROR|SUMMARY|.*fuzz invariant broken|Fatal error|.*Test unit written)' "$dir/fuzz.log" | head -n 10
    tail -n 20 "$dir/fuzz.log"
    failed+=("$target")
  fi
done

[ "${#failed[@]}" -eq 0 ] || echo "failed: ${failed[*]}"
echo "fuzz-smoke: $passed passed, ${#failed[@]} failed"
[ "${#failed[@]}" -eq 0 ]
