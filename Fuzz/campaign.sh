#!/usr/bin/env bash
# Long fuzzing campaign: each target in turn for a fixed time, in libFuzzer's
# fork mode (several jobs; a crash, hang or leak is saved and the run goes
# on). The corpus grows across campaigns in .build-fuzz/campaign/<target>/,
# and every finding is minimized into .build-fuzz/campaign/<target>/crashers/.
# A fixed finding is checked in under Fuzz/crashers/<target>/ (smoke.sh
# replays those) with a unit test that reads it.
#
# Leaks are looked for once per input of the final corpus rather than after
# every execution: LeakSanitizer's check after each input that frees less
# than it allocates (Foundation's XML and plist errors always do) makes the
# XML targets twenty times slower.
#
# With -n the run itself is built without AddressSanitizer (libFuzzer's
# coverage only: two to three times the inputs a second; a Swift trap, a
# hang or a runaway allocation is still caught), and every input of the
# final corpus is then run once under the ASan build, with the leak check:
# memory errors in C (libyaml, ICU, HarfBuzz) or in unsafe Swift are looked
# for on every input that reached new code.
#
#   Fuzz/campaign.sh [-c] [-n] [-t SECONDS] [-j JOBS] [TARGET...]
#     -c           the core build (no swift-syntax; no Swift extractor target)
#     -n           fuzz without ASan; replay the corpus under ASan afterwards
#     -t SECONDS   per target (default 3600)
#     -j JOBS      parallel jobs per target (default 1; the machine has 2 cores)
#     TARGET       default: every target (see Fuzz/targets.sh)
#
# Prints one summary line per target: executions, coverage (cov: edges,
# ft: features), corpus size and findings.
set -euo pipefail
cd "$(dirname "$0")/.."
source Fuzz/targets.sh
# Swift's own crash backtracer would race libFuzzer's and ASan's handlers.
export SWIFT_BACKTRACE=enable=no
# Leaks of Foundation's, not ours (see the file).
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

seconds=3600
jobs=1
variant=()
asan=1
while getopts "cnt:j:" option; do
  case $option in
    c) variant=(--core) ;;
    n) asan=0 ;;
    t) seconds=$OPTARG ;;
    j) jobs=$OPTARG ;;
    *) exit 2 ;;
  esac
done
shift $((OPTIND - 1))
targets=("$@")
[ "${#targets[@]}" -gt 0 ] || targets=("${FUZZ_TARGETS[@]}")

checked_bin=$(Fuzz/build.sh "${variant[@]}" | tail -n 1)
bin=$checked_bin
if [ "$asan" = 0 ]; then bin=$(FUZZ_ASAN=0 Fuzz/build.sh "${variant[@]}" | tail -n 1); fi
summary=.build-fuzz/campaign/summary.txt
mkdir -p .build-fuzz/campaign

for target in "${targets[@]}"; do
  target_config "$target"
  dir=.build-fuzz/campaign/$target
  mkdir -p "$dir/corpus" "$dir/artifacts" "$dir/crashers"
  rm -rf "$dir/seeds"
  gather_seeds "$target" "$dir/seeds"
  log=$dir/campaign-$(date +%Y%m%d-%H%M%S).log
  # Findings are this run's: artifacts of earlier runs stay in artifacts/ but are not counted again.
  stamp=$dir/.run-start
  touch "$stamp"
  set +e
  "$bin/fuzz-$target" \
    -fork="$jobs" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -detect_leaks=0 \
    -max_len="$MAX_LEN" -dict=Fuzz/dicts/$KIND.dict -print_final_stats=1 \
    -artifact_prefix="$dir/artifacts/" \
    "$dir/corpus" "$dir/seeds" > "$log" 2>&1
  # Every input of the corpus once more, now looking for leaks (and, after a
  # run without ASan, for memory errors).
  "$checked_bin/fuzz-$target" -runs=0 -detect_leaks=1 -timeout=10 -rss_limit_mb=4096 -max_len="$MAX_LEN" \
    -artifact_prefix="$dir/artifacts/" "$dir/corpus" > "$log.leaks" 2>&1
  leak_status=$?
  set -e

  # Minimize what was found (a copy of each; the originals stay). One bug is
  # often saved many times over: the first few of each kind are enough.
  found=0
  for kind in crash timeout leak oom; do
    minimized=0
    for artifact in "$dir"/artifacts/$kind-*; do
      [ -e "$artifact" ] || continue
      [ "$artifact" -nt "$stamp" ] || continue
      found=$((found + 1))
      name=$(basename "$artifact")
      [ -e "$dir/crashers/$name" ] && continue
      [ "$minimized" -lt 3 ] || continue
      minimized=$((minimized + 1))
      leaks=0
      [ "$kind" = leak ] && leaks=1
      # At most five minutes each: a timeout's inputs take up to -timeout each, 5,000 of them hours.
      "$bin/fuzz-$target" -minimize_crash=1 -runs=5000 -max_total_time=300 -timeout=10 -detect_leaks=$leaks -max_len="$MAX_LEN" \
        -exact_artifact_path="$dir/crashers/$name" "$artifact" > "$dir/crashers/$name.log" 2>&1 || true
      [ -e "$dir/crashers/$name" ] || cp "$artifact" "$dir/crashers/$name"
    done
  done

  # Fork mode's status lines: "#<execs>: cov: <edges> ft: <features> corp: <n> exec/s: <n> oom/timeout/crash: a/b/c time: <s>"
  last=$(grep -E '^#[0-9]+: cov:' "$log" | tail -n 1)
  execs=$(sed -E 's/^#([0-9]+):.*/\1/' <<< "$last")
  cov=$(grep -oE 'cov: [0-9]+ ft: [0-9]+' <<< "$last")
  corp=$(grep -oE 'corp: [0-9]+' <<< "$last")
  bad=$(grep -oE 'oom/timeout/crash: [0-9/]+' <<< "$last")
  # The run's own clock: a run stopped early (SIGINT) ran less than -t.
  elapsed=$(grep -oE ' time: [0-9]+' <<< "$last" | grep -oE '[0-9]+' || echo "$seconds")
  build=ASan
  [ "$asan" = 0 ] && build="no ASan, corpus replayed under ASan"
  line="$(date -u +%FT%TZ) fuzz-$target ($build): ${execs:-?} execs in ${elapsed:-$seconds}s x${jobs}, $cov, $corp, $bad, $found findings, ASan and leak check of the corpus: $([ "$leak_status" = 0 ] && echo none || echo "FOUND (see $log.leaks)") (log: $log)"
  echo "$line" | tee -a "$summary"
done
