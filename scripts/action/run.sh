#!/usr/bin/env bash
# The GitHub Action's check step (action.yml), kept in a script so that
# scripts/test-action.sh can run it with a fake environment.
#
# Reads: L10N_TOOL (the built binary), INPUT_PATH, INPUT_ARGS, INPUT_COMMENT,
# and GitHub's GITHUB_* variables. Prints GitHub annotations, appends the
# Markdown summary to $GITHUB_STEP_SUMMARY, posts or updates the pull-request
# comment when INPUT_COMMENT is true, writes exit-code to $GITHUB_OUTPUT, and
# exits with the check's exit code.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tool=${L10N_TOOL:?L10N_TOOL must name the l10n-tool binary}
path=${INPUT_PATH:-.}
# Options as the user wrote them, split on white space (no shell evaluation).
read -r -a args <<<"${INPUT_ARGS:-}"

# Annotations: GitHub reads ::error / ::warning lines from the step's output.
"$tool" check "$path" ${args[@]+"${args[@]}"} --format github
status=$?

summary=$(mktemp)
trap 'rm -f "$summary"' EXIT
link=()
if [ -n "${GITHUB_SERVER_URL:-}" ] && [ -n "${GITHUB_REPOSITORY:-}" ] && [ -n "${GITHUB_SHA:-}" ]; then
  link=(--link-base "$GITHUB_SERVER_URL/$GITHUB_REPOSITORY/blob/$GITHUB_SHA")
fi
"$tool" check "$path" ${args[@]+"${args[@]}"} --format markdown ${link[@]+"${link[@]}"} >"$summary"
if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
  cat "$summary" >>"$GITHUB_STEP_SUMMARY"
fi

if [ "${INPUT_COMMENT:-false}" = "true" ]; then
  if ! python3 "$here/comment.py" "$summary"; then
    echo "::warning::l10n-tool: could not post the pull-request comment (see the log above)"
  fi
fi

if [ -n "${GITHUB_OUTPUT:-}" ]; then
  echo "exit-code=$status" >>"$GITHUB_OUTPUT"
fi
exit "$status"
