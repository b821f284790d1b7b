#!/usr/bin/env bash
# The GitHub Action's check step (scripts/action/run.sh, as action.yml runs
# it) on this machine, with a fake GITHUB_* environment and a local HTTP
# server standing in for the GitHub API: annotations, the step summary, a
# pull-request comment created on the first run and updated (not doubled) on
# the second, the exit code passed on. Run by .ci/run after `swift build`;
# L10N_TOOL names another build of the tool. First, needing no build, the
# comment's helper against a hostile stand-in for the API (issue 50).
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo "FAIL: $*" >&2; exit 1; }
command -v python3 >/dev/null 2>&1 || { echo "skip scripts/test-action.sh: python3 is not installed"; exit 0; }

out=$(python3 scripts/action/test_comment.py 2>&1) || fail "scripts/action/test_comment.py: $out"
echo "ok   GitHub Action's comment (fake API, also hostile: redirects, slow, huge and malformed answers)"

grep -q 'scripts/action/run.sh' action.yml || fail "action.yml does not run scripts/action/run.sh"
tool="${L10N_TOOL:-$(swift build --show-bin-path)/l10n-tool}"
[ -x "$tool" ] || fail "no debug build of l10n-tool at $tool (run swift build first)"

work=$(mktemp -d)
server=""
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$work"' EXIT
python3 scripts/action/fake_github_api.py "$work/port" "$work/api.log" secret-token &
server=$!
for _ in $(seq 50); do [ -s "$work/port" ] && break; sleep 0.1; done
[ -s "$work/port" ] || fail "the fake GitHub API did not start"

echo '{"pull_request": {"number": 7}}' >"$work/event.json"
run_action() {
  env L10N_TOOL="$tool" INPUT_PATH="$1" INPUT_ARGS="${2:-}" INPUT_COMMENT=true \
    GITHUB_API_URL="http://127.0.0.1:$(cat "$work/port")" GITHUB_REPOSITORY=octo/trails GITHUB_TOKEN=secret-token \
    GITHUB_EVENT_PATH="$work/event.json" GITHUB_SERVER_URL=https://github.com GITHUB_SHA=0123abc \
    GITHUB_STEP_SUMMARY="$work/summary.md" GITHUB_OUTPUT="$work/output" \
    scripts/action/run.sh
}

# First push: Hygiene has an error planted, so the step fails with exit 1.
set +e
out=$(run_action Fixtures/Apps/Hygiene); status=$?
set -e
[ "$status" -eq 1 ] || fail "the action's check exited $status on Fixtures/Apps/Hygiene, expected 1: $out"
grep -q '^::error file=Fixtures/Apps/Hygiene/' <<<"$out" || fail "no GitHub annotation in the step's output: $out"
grep -q 'commented on pull request #7' <<<"$out" || fail "no comment posted: $out"
grep -q '^exit-code=1$' "$work/output" || fail "exit-code output missing: $(cat "$work/output")"
grep -q 'https://github.com/octo/trails/blob/0123abc/Fixtures/Apps/Hygiene/' "$work/summary.md" || fail "the step summary lacks linked places: $(cat "$work/summary.md")"

# Second push, now clean: the same comment is updated, not a second one.
out=$(run_action Fixtures/Apps/Clean) || fail "the action's check failed on Fixtures/Apps/Clean: $out"
grep -q 'updated the comment on pull request #7' <<<"$out" || fail "the comment was not updated: $out"
python3 - "$work/api.log" <<'PY' || fail "the fake API saw the wrong requests: $(cat "$work/api.log")"
import json, sys
log = [json.loads(line) for line in open(sys.argv[1])]
methods = [entry["method"] for entry in log]
assert methods == ["GET", "POST", "GET", "PATCH"], methods
comments = log[-1]["comments"]
assert len(comments) == 1 and comments[0]["issue"] == 7, comments
assert comments[0]["body"].startswith("<!-- l10n-tool check -->"), comments[0]["body"][:80]
assert "Hygiene" not in comments[0]["body"], "the comment still shows the first run"
PY
[ "$(grep -c '' "$work/summary.md")" -gt 2 ] || fail "the step summary is empty"

# A token the API refuses: a warning, and the check's own exit code still.
out=$(env L10N_TOOL="$tool" INPUT_PATH=Fixtures/Apps/Clean INPUT_COMMENT=true GITHUB_TOKEN=wrong \
  GITHUB_API_URL="http://127.0.0.1:$(cat "$work/port")" GITHUB_REPOSITORY=octo/trails GITHUB_EVENT_PATH="$work/event.json" \
  scripts/action/run.sh 2>&1) || fail "a refused comment failed the step: $out"
grep -q '::warning::l10n-tool: could not post' <<<"$out" || fail "a refused comment was not warned about: $out"
echo "ok   GitHub Action (action.yml's check step, fake API: comment created, then updated)"
