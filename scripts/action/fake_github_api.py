#!/usr/bin/env python3
"""Stands in for the GitHub REST API in scripts/test-action.sh: issue comments
of one repository kept in memory, on 127.0.0.1 only.

    fake_github_api.py PORT_FILE LOG_FILE TOKEN

Writes the port it listens on to PORT_FILE, and every request as one JSON
line to LOG_FILE (method, path, and after each write the comments as they
stand). Refuses a request without `Authorization: Bearer TOKEN` (401)."""
import json
import re
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

port_file, log_file, token = sys.argv[1:4]
comments = []  # {"id", "issue", "body"}


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def reply(self, status, payload):
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def record(self):
        with open(log_file, "a", encoding="utf-8") as log:
            log.write(json.dumps({"method": self.command, "path": self.path, "comments": comments}) + "\n")

    def handle_request(self):
        if self.headers.get("Authorization") != f"Bearer {token}":
            self.record()
            return self.reply(401, {"message": "Bad credentials"})
        length = int(self.headers.get("Content-Length") or 0)
        body = json.loads(self.rfile.read(length) or b"{}") if length else {}
        path = self.path.split("?", 1)[0]
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

    do_GET = do_POST = do_PATCH = handle_request


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
with open(port_file, "w", encoding="utf-8") as file:
    file.write(str(server.server_address[1]))
server.serve_forever()
