#!/usr/bin/env python3
"""Posts the Markdown summary as one pull-request comment, or updates the one
an earlier run posted (found by a hidden marker), through the GitHub REST API.

    comment.py SUMMARY_FILE

Reads GITHUB_API_URL, GITHUB_REPOSITORY, GITHUB_TOKEN and GITHUB_EVENT_PATH
(the pull request's number). Not a pull request: says so and does nothing.
Exit 1 when the API refuses; the action then warns and goes on."""
import json
import os
import sys
import urllib.error
import urllib.request

MARKER = "<!-- l10n-tool check -->"
# GitHub refuses comments over 65,536 characters; `check --format markdown` stays below.
LIMIT = 65536


def request(method, url, token, body=None):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(url, data=data, method=method, headers={
        "Accept": "application/vnd.github+json",
        "Authorization": f"Bearer {token}",
        "X-GitHub-Api-Version": "2022-11-28",
        "Content-Type": "application/json",
        "User-Agent": "l10n-tool-action",
    })
    with urllib.request.urlopen(req, timeout=30) as response:
        return json.loads(response.read() or b"null")


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    with open(sys.argv[1], encoding="utf-8") as file:
        summary = file.read()
    api = os.environ.get("GITHUB_API_URL", "https://api.github.com").rstrip("/")
    repository = os.environ.get("GITHUB_REPOSITORY", "")
    token = os.environ.get("GITHUB_TOKEN", "")
    event_path = os.environ.get("GITHUB_EVENT_PATH", "")
    number = None
    if event_path and os.path.exists(event_path):
        with open(event_path, encoding="utf-8") as file:
            event = json.load(file)
        number = (event.get("pull_request") or {}).get("number")
    if not number:
        print("l10n-tool: not a pull request: no comment posted")
        return 0
    if not repository or not token:
        print("l10n-tool: GITHUB_REPOSITORY and a token are needed for the comment", file=sys.stderr)
        return 1
    body = MARKER + "\n" + summary
    if len(body) > LIMIT:
        body = body[:LIMIT - 200].rsplit("\n", 1)[0] + "\n\n(shortened to fit GitHub's comment limit)\n"
    try:
        existing = None
        page = 1
        while existing is None:
            comments = request("GET", f"{api}/repos/{repository}/issues/{number}/comments?per_page=100&page={page}", token)
            existing = next((c for c in comments if MARKER in (c.get("body") or "")), None)
            if len(comments) < 100:
                break
            page += 1
        if existing:
            request("PATCH", f"{api}/repos/{repository}/issues/comments/{existing['id']}", token, {"body": body})
            print(f"l10n-tool: updated the comment on pull request #{number}")
        else:
            request("POST", f"{api}/repos/{repository}/issues/{number}/comments", token, {"body": body})
            print(f"l10n-tool: commented on pull request #{number}")
    except (urllib.error.URLError, OSError, ValueError) as error:
        print(f"l10n-tool: the GitHub API refused the comment: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
