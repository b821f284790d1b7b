#!/usr/bin/env python3
"""Posts the Markdown summary as one pull-request comment, or updates the one
an earlier run posted (found by a hidden marker), through the GitHub REST API.

    comment.py SUMMARY_FILE

Reads GITHUB_API_URL, GITHUB_REPOSITORY, GITHUB_TOKEN and GITHUB_EVENT_PATH
(the pull request's number), and L10N_ACTION_TIMEOUT (the seconds one request
may take, 30; the whole comment at most four times that). Not a pull request:
says so and does nothing. Exit 1 when the API refuses, or answers what it
should not: one line on stderr says why; the action then warns and goes on.
Exit 2 on bad usage.

The API is trusted with the comment and no more (issue 50): the token goes
only to GITHUB_API_URL's scheme, host and port (a redirect elsewhere is
refused, not followed without it), over https (plain http only to this
machine), and is never printed; a POST or PATCH is never redirected; every
request has a deadline, an answer at most 10 MB, the listing at most 100 pages."""
import http.client
import ipaddress
import json
import os
import re
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request

MARKER = "<!-- l10n-tool check -->"
# GitHub refuses comments over 65,536 characters; `check --format markdown` stays below.
LIMIT = 65536
MAX_BYTES = 10 * 1024 * 1024  # a larger answer is refused, not held
MAX_PAGES = 100  # of 100 comments each
MAX_REDIRECTS = 5
REDIRECTS = {301, 302, 303, 307, 308}
SHOWN = 300  # characters of an error body or an address the log shows

token = ""  # masked in everything printed
TIMEOUT = 30  # seconds per request (L10N_ACTION_TIMEOUT)


class Refused(Exception):
    """Why no comment was posted, as one line for the log."""


class Answers(urllib.request.HTTPErrorProcessor):
    """Hands every status back as it came. urllib's own redirect handler would
    send the Authorization header on to any host; redirects are followed by
    hand in request()."""

    def http_response(self, request, response):
        return response

    https_response = http_response


OPENER = urllib.request.build_opener(Answers)


def show(text, limit=SHOWN):
    """Text from outside for the log: the token masked, on one line (a line
    break could start a workflow command such as ::add-mask::), cut to limit."""
    text = text.replace(token, "***") if token else text
    text = " ".join(re.sub(r"[\x00-\x1f\x7f-\x9f]", " ", text).split())
    text = text.replace(token, "***") if token else text
    return text if len(text) <= limit else text[:limit] + "…"


def warn(message):
    print(f"l10n-tool: {show(message, 1000)}", file=sys.stderr)


def kind(value):
    """A JSON value's kind, for the log."""
    return {dict: "an object", list: "a list", str: "a string", bool: "a boolean",
            type(None): "null"}.get(type(value), "a number")


def excerpt(content):
    """What an error body says: GitHub's `message` when it gives one. Parsed
    JSON is shown re-encoded, so a token written with \\u escapes is masked too."""
    text = content.decode("utf-8", "replace")
    try:
        parsed = json.loads(text)
    except (ValueError, RecursionError):
        return show(text) or "(no body)"
    if isinstance(parsed, dict) and isinstance(parsed.get("message"), str):
        return show(parsed["message"]) or "(no message)"
    return show(json.dumps(parsed, ensure_ascii=False))


def origin(url):
    """Scheme, host and port: where the token may go."""
    parts = urllib.parse.urlsplit(url)
    try:
        port = parts.port or {"http": 80, "https": 443}.get(parts.scheme.lower())
    except ValueError:
        return None
    return parts.scheme.lower(), (parts.hostname or "").lower(), port


def loopback(host):
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def within(seconds, work):
    """work()'s result, or Refused after `seconds`. A socket timeout bounds
    each read, not an answer trickled a byte at a time (its headers too), so
    the request runs in a daemon thread given up on as a whole; the script
    ends soon after, and the thread with it."""
    outcome = {}

    def run():
        try:
            outcome["value"] = work()
        except BaseException as error:  # handed to the waiting thread
            outcome["error"] = error

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        raise Refused(f"the API gave no complete answer within {seconds:g} s")
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]


def exchange(method, url, data, seconds):
    """One request, no redirect followed: status, headers, body."""
    req = urllib.request.Request(url, data=data, method=method, headers={
        "Accept": "application/vnd.github+json",
        "Authorization": f"Bearer {token}",
        "X-GitHub-Api-Version": "2022-11-28",
        "Content-Type": "application/json",
        "User-Agent": "l10n-tool-action",
    })

    def work():
        with OPENER.open(req, timeout=seconds) as response:
            if response.length is not None and response.length > MAX_BYTES:
                return response.status, response.headers, None
            # Read up to just past the cap: enough to know it is too much.
            chunks, size = [], 0
            while size <= MAX_BYTES:
                chunk = response.read1(65536)
                if not chunk:
                    break
                chunks.append(chunk)
                size += len(chunk)
            return response.status, response.headers, b"".join(chunks)

    try:
        status, headers, content = within(seconds, work)
    except urllib.error.URLError as error:
        raise Refused(f"no answer from {show(url)}: {show(str(error.reason))}") from None
    except (OSError, http.client.HTTPException, ValueError) as error:
        raise Refused(f"no answer from {show(url)}: {type(error).__name__}: {show(str(error))}") from None
    if content is None or len(content) > MAX_BYTES:
        raise Refused(f"the API's answer is over {MAX_BYTES // 2**20} MB; not read")
    return status, headers, content


def request(method, url, body, deadline):
    """The JSON of a 2xx answer. A GET's redirects are followed only within
    the same scheme, host and port (as curl and browsers do with credentials);
    anything else raises Refused."""
    data = None if body is None else json.dumps(body).encode()
    for _ in range(MAX_REDIRECTS + 1):
        seconds = min(TIMEOUT, deadline - time.monotonic())
        if seconds <= 0:
            raise Refused(f"the comment took over {4 * TIMEOUT:g} s; gave up")
        status, headers, content = exchange(method, url, data, seconds)
        if status in REDIRECTS:
            location = headers.get("Location")
            if not location:
                raise Refused(f"the API answered {status} with no Location")
            target = urllib.parse.urljoin(url, location.strip())
            shown = show(urllib.parse.unquote(target))
            if method != "GET":
                done = "posted" if method == "POST" else "updated"
                raise Refused(f"the API redirected the {method} to {shown}; nothing was {done}")
            if origin(target) != origin(url):
                raise Refused(f"the API redirected to another host or scheme ({shown}); "
                              "not followed, and the token was not sent there")
            url = target
            continue
        if not 200 <= status < 300:
            raise Refused(f"the API answered {status}: {excerpt(content)}")
        try:
            return json.loads(content or b"null")
        except (ValueError, RecursionError):
            raise Refused(f"the API's answer ({status}) is not JSON: {excerpt(content)}") from None
    raise Refused(f"the API redirected more than {MAX_REDIRECTS} times")


def comment_id(answer, what):
    """The id of a comment the API gave back, when it is one."""
    if not isinstance(answer, dict):
        raise Refused(f"the API {what} with {kind(answer)}, not a comment")
    value = answer.get("id")
    if type(value) is not int or not 0 < value < 2**63:
        raise Refused(f"the API {what} with the id {show(repr(value), 80)}, not a comment's")
    return value


def find_comment(base, number, deadline):
    """The id of the comment an earlier run posted, or None."""
    for page in range(1, MAX_PAGES + 1):
        comments = request("GET", f"{base}/issues/{number}/comments?per_page=100&page={page}", None, deadline)
        if not isinstance(comments, list):
            raise Refused(f"the API listed the comments as {kind(comments)}, not a list")
        for comment in comments:
            if not isinstance(comment, dict):
                raise Refused(f"the API listed a comment as {kind(comment)}")
            text = comment.get("body")
            if isinstance(text, str) and MARKER in text:
                return comment_id(comment, "listed the earlier comment")
        if len(comments) < 100:
            return None
    raise Refused(f"the API listed more than {MAX_PAGES} pages of comments; stopped")


def main():
    global token, TIMEOUT
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    try:
        with open(sys.argv[1], encoding="utf-8", errors="replace") as file:
            summary = file.read()
    except OSError as error:
        warn(f"cannot read the summary: {error}")
        return 2
    try:
        TIMEOUT = float(os.environ.get("L10N_ACTION_TIMEOUT") or 30)
    except ValueError:
        TIMEOUT = 30
    if not 0 < TIMEOUT <= 3600:  # NaN too
        TIMEOUT = 30
    api = os.environ.get("GITHUB_API_URL", "https://api.github.com").rstrip("/")
    repository = os.environ.get("GITHUB_REPOSITORY", "")
    token = os.environ.get("GITHUB_TOKEN", "").strip()
    event_path = os.environ.get("GITHUB_EVENT_PATH", "")
    number = None
    if event_path and os.path.exists(event_path):
        try:
            with open(event_path, encoding="utf-8") as file:
                event = json.load(file)
        except (OSError, ValueError, RecursionError) as error:
            warn(f"cannot read GITHUB_EVENT_PATH: {error}")
            return 1
        pull_request = event.get("pull_request") if isinstance(event, dict) else None
        number = pull_request.get("number") if isinstance(pull_request, dict) else None
    if not number:
        print("l10n-tool: not a pull request: no comment posted")
        return 0
    if type(number) is not int or number < 0:
        warn(f"the event's pull request number is {show(repr(number), 80)}")
        return 1
    if not repository or not token:
        warn("GITHUB_REPOSITORY and a token are needed for the comment")
        return 1
    if not re.fullmatch(r"[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+", repository):
        warn(f"GITHUB_REPOSITORY is not owner/name: {show(repository)}")
        return 1
    if not re.fullmatch(r"[\x21-\x7e]+", token):
        warn("the token has a space or a character outside printable ASCII")
        return 1
    parts = urllib.parse.urlsplit(api)
    if not (parts.scheme == "https" or (parts.scheme == "http" and loopback(parts.hostname))):
        warn(f"GITHUB_API_URL must be https (plain http only to this machine), "
             f"not sent the token: {show(api)}")
        return 1
    body = MARKER + "\n" + summary
    if len(body) > LIMIT:
        body = body[:LIMIT - 200].rsplit("\n", 1)[0] + "\n\n(shortened to fit GitHub's comment limit)\n"
    base = f"{api}/repos/{repository}"
    deadline = time.monotonic() + 4 * TIMEOUT
    try:
        existing = find_comment(base, number, deadline)
        # Only a comment the API gives back, with its id, counts as posted.
        if existing:
            answer = request("PATCH", f"{base}/issues/comments/{existing}", {"body": body}, deadline)
            comment_id(answer, "answered the update")
            print(f"l10n-tool: updated the comment on pull request #{number}")
        else:
            answer = request("POST", f"{base}/issues/{number}/comments", {"body": body}, deadline)
            comment_id(answer, "answered the new comment")
            print(f"l10n-tool: commented on pull request #{number}")
    except Refused as error:
        warn(f"no pull-request comment: {error}")
        return 1
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Exception as error:  # a bug here must be the action's warning, not a traceback
        warn(f"no pull-request comment: unexpected {type(error).__name__}: {error}")
        sys.exit(1)
