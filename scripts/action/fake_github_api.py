#!/usr/bin/env python3
"""Stands in for the GitHub REST API in scripts/test-action.sh and
scripts/action/test_comment.py: issue comments of one repository kept in
memory, on 127.0.0.1 only.

    fake_github_api.py PORT_FILE LOG_FILE TOKEN

Writes the port it listens on to PORT_FILE, and every request as one JSON
line to LOG_FILE (the server, method, path, Host, whether it carried the
token, and after each write the comments as they stand). Refuses a request
without `Authorization: Bearer TOKEN` (401). Stops by itself after
FAKE_API_LIFETIME seconds (600) when no one stops it.

Under /hostile/MODE/ (GITHUB_API_URL=http://127.0.0.1:PORT/hostile/MODE) it
answers as a broken or hostile API would, MODE one of HOSTILE; a second
server ("elsewhere", on another port) is the other host it redirects to."""
import json
import os
import re
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

MARKER = "<!-- l10n-tool check -->"
SLOW_FOR = 30  # seconds a slow answer trickles before it gives up by itself
HOSTILE = {
    # mode: what it does (GET: the listing; writes: POST and PATCH; else both)
    "redirect-host": "redirects every request to http://localhost:PORT, the same server by another name",
    "redirect-port": "redirects every request to the elsewhere server (127.0.0.1, another port)",
    "redirect-scheme": "GET: redirects to https on the same host and port",
    "redirect-get": "GET: redirects to the same API without /hostile (followed)",
    "redirect-post": "writes: 307 to the same API without /hostile",
    "redirect-loop": "redirects every request to itself",
    "redirect-no-location": "302 without a Location",
    "paginate-forever": "GET: 100 other comments on every page, and a Link to the next",
    "trickle-body": "200 and its headers, then a byte every 0.2 s",
    "trickle-headers": "the status line and headers a byte every 0.2 s",
    "silent": "reads the request and answers nothing",
    "huge": "200 and a body of 11 MB and more, no Content-Length",
    "huge-declared": "200 with a Content-Length of 10 GB",
    "not-json": "200, text/plain",
    "html": "200, an HTML page",
    "html-502": "502, an HTML page",
    "status-500": "500, GitHub's JSON error",
    "deep-json": "200, [ nested 100,000 deep",
    "garbage": "not HTTP at all",
    "hang-up": "closes the connection without an answer",
    "object-for-list": "GET: an object, not a list of comments",
    "scalars-for-list": "GET: a list of numbers, strings and null",
    "no-body": "GET: a comment without a body (not the earlier one: a new comment is posted)",
    "marker-no-id": "GET: the earlier comment without its id",
    "id-string": "GET: the earlier comment with a string id",
    "id-float": "GET: the earlier comment with a fractional id",
    "id-bool": "GET: the earlier comment with true as id",
    "id-huge": "GET: the earlier comment with an id past 2**63",
    "list-for-object": "writes: 201 and a list, not the comment",
    "post-no-id": "writes: 201 and a comment without an id",
    "post-empty": "writes: 201 and no body",
    "post-html": "writes: 200 and an HTML page",
    "echo-token": "403, a JSON message repeating the Authorization header",
    "echo-token-escaped": "403, the token in a JSON message written with \\u escapes",
    "echo-token-long": "500, a long text body with the token inside and at its end",
    "inject": "500, a body with line breaks and workflow commands",
}
GET_ONLY = {"redirect-scheme", "redirect-get", "paginate-forever", "object-for-list", "scalars-for-list",
            "no-body", "marker-no-id", "id-string", "id-float", "id-bool", "id-huge"}
WRITES_ONLY = {"redirect-post", "list-for-object", "post-no-id", "post-empty", "post-html"}
HTML = b"<!DOCTYPE html><html><head><title>Unicorn!</title></head><body><p>No server is currently available.</p></body></html>"
log_lock = threading.Lock()


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def reply(self, status, payload, content_type="application/json", headers=()):
        data = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)

    def record(self):
        server = self.server
        entry = {"server": server.name, "method": self.command, "path": self.path,
                 "host": self.headers.get("Host", ""),
                 "token": self.headers.get("Authorization") == f"Bearer {server.token}",
                 "comments": server.comments}
        with log_lock, open(server.log_file, "a", encoding="utf-8") as log:
            log.write(json.dumps(entry) + "\n")

    def handle_request(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = json.loads(self.rfile.read(length) or b"{}") if length else {}
        mode, rest = "", self.path
        hostile = re.match(r"/hostile/([a-z0-9-]+)(/.*)", self.path)
        if hostile:
            mode, rest = hostile.groups()
        try:
            if mode and self.hostile(mode, rest):
                return
        except (ConnectionError, TimeoutError):
            return  # the client gave up, as it should
        self.api(rest.split("?", 1)[0], body)

    def api(self, path, body):
        """The well-behaved API: list, create and update comments."""
        comments = self.server.comments
        if self.headers.get("Authorization") != f"Bearer {self.server.token}":
            self.record()
            return self.reply(401, {"message": "Bad credentials"})
        listing = re.fullmatch(r"/repos/[^/]+/[^/]+/issues/(\d+)/comments", path)
        single = re.fullmatch(r"/repos/[^/]+/[^/]+/issues/comments/(\d+)", path)
        if listing and self.command == "GET":
            issue = int(listing.group(1))
            result = [{"id": c["id"], "body": c["body"]} for c in comments if c["issue"] == issue]
        elif listing and self.command == "POST":
            comment = {"id": 1000 + len(comments), "issue": int(listing.group(1)), "body": body.get("body", "")}
            comments.append(comment)
            result = {"id": comment["id"], "body": comment["body"]}
        elif single and self.command == "PATCH":
            found = [c for c in comments if c["id"] == int(single.group(1))]
            if not found:
                self.record()
                return self.reply(404, {"message": "Not Found"})
            found[0]["body"] = body.get("body", "")
            result = {"id": found[0]["id"], "body": found[0]["body"]}
        else:
            self.record()
            return self.reply(404, {"message": "Not Found"})
        self.record()
        self.reply(201 if self.command == "POST" else 200, result)

    def hostile(self, mode, rest):
        """Answers as MODE says; False leaves the request to the fake API
        (at `rest`, the path without /hostile/MODE)."""
        if mode not in HOSTILE or (mode in GET_ONLY and self.command != "GET") \
                or (mode in WRITES_ONLY and self.command == "GET"):
            return False
        self.record()
        port = self.server.server_address[1]
        token = self.server.token
        if mode == "redirect-host":
            self.reply(302, {}, headers=[("Location", f"http://localhost:{port}{rest}")])
        elif mode == "redirect-port":
            self.reply(302, {}, headers=[("Location", f"http://127.0.0.1:{self.server.elsewhere}{rest}")])
        elif mode == "redirect-scheme":
            self.reply(301, {}, headers=[("Location", f"https://127.0.0.1:{port}{rest}")])
        elif mode == "redirect-get":
            self.reply(302, {}, headers=[("Location", rest)])  # relative: the same host
        elif mode == "redirect-post":
            self.reply(307, {}, headers=[("Location", f"http://127.0.0.1:{port}{rest}")])
        elif mode == "redirect-loop":
            self.reply(302, {}, headers=[("Location", self.path)])
        elif mode == "redirect-no-location":
            self.reply(302, {})
        elif mode == "paginate-forever":
            page = int((re.search(r"[?&]page=(\d+)", rest) or [0, "1"])[1])
            chatter = [{"id": page * 100 + i, "body": "LGTM"} for i in range(100)]
            following = re.sub(r"page=\d+", f"page={page + 1}", rest)
            link = f'<http://127.0.0.1:{port}/hostile/{mode}{following}>; rel="next"'
            self.reply(200, chatter, headers=[("Link", link)])
        elif mode == "trickle-body":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.end_headers()
            self.slowly(b'[{"id": 1, "body": "' + b"x" * 10**6)
        elif mode == "trickle-headers":
            self.slowly(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nX-Slow: " + b"x" * 10**6)
        elif mode == "silent":
            self.connection.settimeout(SLOW_FOR)
            self.rfile.read(1)  # until the client hangs up
        elif mode in ("huge", "huge-declared"):
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            if mode == "huge-declared":
                self.send_header("Content-Length", str(10 * 2**30))
            self.end_headers()
            self.wfile.write(b"[")
            for _ in range(64):  # 64 MB at most; the client stops reading long before
                self.wfile.write(b'{"id": 1, "body": "' + b"x" * (2**20 - 30) + b'"},')
        elif mode == "not-json":
            self.reply(200, b"all good", "text/plain")
        elif mode == "html":
            self.reply(200, HTML, "text/html")
        elif mode == "html-502":
            self.reply(502, HTML, "text/html")
        elif mode == "status-500":
            self.reply(500, {"message": "Server Error"})
        elif mode == "deep-json":
            self.reply(200, b"[" * 100000)
        elif mode == "garbage":
            self.wfile.write(b"SSH-2.0-OpenSSH_9.6\r\n\r\n")
        elif mode == "hang-up":
            pass
        elif mode == "object-for-list":
            self.reply(200, {"message": "ok", "body": MARKER, "id": 5})
        elif mode == "scalars-for-list":
            self.reply(200, [1, "two", None, [MARKER]])
        elif mode == "no-body":
            self.reply(200, [{"id": 5}, {"id": 6, "body": None}])
        elif mode == "marker-no-id":
            self.reply(200, [{"body": MARKER}])
        elif mode.startswith("id-"):
            value = {"id-string": "5/../../../user", "id-float": 5.5, "id-bool": True, "id-huge": 2**70}[mode]
            self.reply(200, [{"id": value, "body": MARKER}])
        elif mode == "list-for-object":
            self.reply(201, [{"id": 1001}])
        elif mode == "post-no-id":
            self.reply(201, {"body": MARKER})
        elif mode == "post-empty":
            self.reply(201, b"")
        elif mode == "post-html":
            self.reply(200, HTML, "text/html")
        elif mode == "echo-token":
            self.reply(403, {"message": f"Bad credentials: {self.headers.get('Authorization')}"})
        elif mode == "echo-token-escaped":
            escaped = "".join(f"\\u{ord(c):04x}" for c in token)
            self.reply(403, f'{{"message": "token {escaped} is not allowed"}}'.encode())
        elif mode == "echo-token-long":
            text = f"{token} is wrong. " + "Because. " * 500 + f"Authorization: Bearer {token}"
            self.reply(500, text.encode(), "text/plain")
        elif mode == "inject":
            self.reply(500, b"oops\n::error::injected\r\n::add-mask::x\n::stop-commands::y\n", "text/plain")
        return True

    def slowly(self, data):
        """Writes data a byte every 0.2 s, for SLOW_FOR seconds at most."""
        stop = time.monotonic() + SLOW_FOR
        for byte in data:
            if time.monotonic() > stop:
                break
            self.wfile.write(bytes([byte]))
            time.sleep(0.2)

    do_GET = do_POST = do_PATCH = handle_request


def serve(log_file, token, name="api", elsewhere=None):
    """A server on 127.0.0.1 (a free port), serving in a daemon thread;
    stop it with shutdown() and server_close()."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    server.log_file, server.token, server.name, server.elsewhere = log_file, token, name, elsewhere
    server.comments = []  # {"id", "issue", "body"}
    # A short poll: shutdown() waits for it, and the tests start and stop many.
    threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True).start()
    return server


if __name__ == "__main__":
    port_file, log_file, token = sys.argv[1:4]
    elsewhere = serve(log_file, token, "elsewhere")
    server = serve(log_file, token, "api", elsewhere.server_address[1])
    with open(port_file, "w", encoding="utf-8") as file:
        file.write(str(server.server_address[1]))
    time.sleep(float(os.environ.get("FAKE_API_LIFETIME") or 600))
