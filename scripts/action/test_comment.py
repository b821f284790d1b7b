#!/usr/bin/env python3
"""comment.py against fake_github_api.py, well-behaved and hostile (issue 50):
the comment posted, then updated; and for each hostile mode the exit code,
one warning line, no traceback, the token never printed nor sent to another
host, a finish within seconds. Needs no build of l10n-tool.

    python3 scripts/action/test_comment.py       (scripts/test-action.sh runs it)"""
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import fake_github_api  # noqa: E402

COMMENT = os.path.join(HERE, "comment.py")
TOKEN = "ghs_Hostile0Test0Token0Value42"
TIMEOUT = 2  # L10N_ACTION_TIMEOUT for these runs: a slow answer costs this, not 30 s
MARKER = "<!-- l10n-tool check -->"
REFUSED = "no pull-request comment"
NOT_IN_TIME = r"no complete answer within|timed out"

# mode, exit code, what stderr (1) or stdout (0) says; `existing`: the pull
# request already has the comment, so the write is a PATCH.
CASES = [
    ("redirect-host", 1, r"redirected to another host or scheme \(http://localhost:"),
    ("redirect-port", 1, r"redirected to another host or scheme \(http://127\.0\.0\.1:\d+/repos/"),
    ("redirect-scheme", 1, r"redirected to another host or scheme \(https://127\.0\.0\.1:"),
    ("redirect-get", 0, "commented on pull request #7"),
    ("redirect-post", 1, r"redirected the POST to http://127\.0\.0\.1:\d+/repos/octo/trails/issues/7/comments; nothing was posted"),
    ("redirect-post", 1, "redirected the PATCH to .*; nothing was updated", "existing"),
    ("redirect-loop", 1, "redirected more than 5 times"),
    ("redirect-no-location", 1, "answered 302 with no Location"),
    ("paginate-forever", 1, "more than 100 pages of comments"),
    ("trickle-body", 1, NOT_IN_TIME),
    ("trickle-headers", 1, NOT_IN_TIME),
    ("silent", 1, NOT_IN_TIME),
    ("huge", 1, "answer is over 10 MB"),
    ("huge-declared", 1, "answer is over 10 MB"),
    ("not-json", 1, r"answer \(200\) is not JSON: all good"),
    ("html", 1, r"answer \(200\) is not JSON: <!DOCTYPE html>"),
    ("html-502", 1, "answered 502: <!DOCTYPE html>"),
    ("status-500", 1, "answered 500: Server Error"),
    ("deep-json", 1, r"answer \(200\) is not JSON: \[\[\[\[.*…"),
    ("garbage", 1, "no answer from .*BadStatusLine"),
    ("hang-up", 1, "no answer from .*RemoteDisconnected"),
    ("object-for-list", 1, "listed the comments as an object, not a list"),
    ("scalars-for-list", 1, "listed a comment as a number"),
    ("no-body", 0, "commented on pull request #7"),
    ("marker-no-id", 1, r"listed the earlier comment with the id None"),
    ("id-string", 1, r"listed the earlier comment with the id '5/\.\./\.\./\.\./user'"),
    ("id-float", 1, "listed the earlier comment with the id 5.5"),
    ("id-bool", 1, "listed the earlier comment with the id True"),
    ("id-huge", 1, "listed the earlier comment with the id 1180591620717411303424"),
    ("list-for-object", 1, "answered the new comment with a list, not a comment"),
    ("list-for-object", 1, "answered the update with a list, not a comment", "existing"),
    ("post-no-id", 1, "answered the new comment with the id None"),
    ("post-empty", 1, "answered the new comment with null"),
    ("post-html", 1, r"answer \(200\) is not JSON: <!DOCTYPE html>"),
    ("echo-token", 1, r"answered 403: Bad credentials: Bearer \*\*\*$"),
    ("echo-token-escaped", 1, r"answered 403: token \*\*\* is not allowed"),
    ("echo-token-long", 1, r"answered 500: \*\*\* is wrong\. Because\..*…$"),
    ("inject", 1, "answered 500: oops ::error::injected ::add-mask::x ::stop-commands::y$"),
]


class Comment(unittest.TestCase):
    def setUp(self):
        self.work = tempfile.TemporaryDirectory()
        self.log = os.path.join(self.work.name, "api.log")
        self.event = os.path.join(self.work.name, "event.json")
        self.summary = os.path.join(self.work.name, "summary.md")
        with open(self.event, "w", encoding="utf-8") as file:
            json.dump({"pull_request": {"number": 7}}, file)
        with open(self.summary, "w", encoding="utf-8") as file:
            file.write("## l10n-tool\n\nNo findings.\n")
        self.elsewhere = fake_github_api.serve(self.log, TOKEN, "elsewhere")
        self.api = fake_github_api.serve(self.log, TOKEN, "api", self.elsewhere.server_address[1])
        self.url = f"http://127.0.0.1:{self.api.server_address[1]}"

    def tearDown(self):
        for server in (self.api, self.elsewhere):
            server.shutdown()
            server.server_close()
        self.work.cleanup()

    def run_comment(self, api_url, token=TOKEN):
        """comment.py's exit code, stdout and stderr, after the checks every run passes."""
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "GITHUB_API_URL": api_url,
               "GITHUB_REPOSITORY": "octo/trails", "GITHUB_TOKEN": token,
               "GITHUB_EVENT_PATH": self.event, "L10N_ACTION_TIMEOUT": str(TIMEOUT)}
        start = time.monotonic()
        run = subprocess.run([sys.executable, COMMENT, self.summary], env=env,
                             capture_output=True, text=True, timeout=60)
        elapsed = time.monotonic() - start
        output = run.stdout + run.stderr
        self.assertNotIn("Traceback", output)
        self.assertNotIn(TOKEN[:12], output)  # nor a token cut short
        self.assertFalse([line for line in output.splitlines() if line.startswith("::")], output)
        self.assertLess(elapsed, 2 * TIMEOUT + 3, output)
        if run.returncode != 0:
            self.assertEqual(run.stdout, "")
            self.assertEqual(len(run.stderr.splitlines()), 1, run.stderr)
        return run.returncode, run.stdout, run.stderr

    def requests(self):
        if not os.path.exists(self.log):
            return []
        with open(self.log, encoding="utf-8") as log:
            return [json.loads(line) for line in log]

    def test_posts_then_updates(self):
        code, out, _ = self.run_comment(self.url)
        self.assertEqual((code, out), (0, "l10n-tool: commented on pull request #7\n"))
        code, out, _ = self.run_comment(self.url)
        self.assertEqual((code, out), (0, "l10n-tool: updated the comment on pull request #7\n"))
        self.assertEqual([r["method"] for r in self.requests()], ["GET", "POST", "GET", "PATCH"])
        self.assertEqual(len(self.api.comments), 1)
        self.assertTrue(self.api.comments[0]["body"].startswith(MARKER + "\n## l10n-tool"))

    def test_wrong_token(self):
        code, _, err = self.run_comment(self.url, "wrong")
        self.assertEqual(code, 1)
        self.assertIn(f"{REFUSED}: the API answered 401: Bad credentials", err)

    def test_not_a_pull_request(self):
        with open(self.event, "w", encoding="utf-8") as file:
            json.dump({"push": {}}, file)
        self.assertEqual(self.run_comment(self.url)[:2], (0, "l10n-tool: not a pull request: no comment posted\n"))
        with open(self.event, "w", encoding="utf-8") as file:
            json.dump([1, 2], file)
        self.assertEqual(self.run_comment(self.url)[0], 0)
        with open(self.event, "w", encoding="utf-8") as file:
            json.dump({"pull_request": {"number": "7/../../x"}}, file)
        self.assertEqual(self.run_comment(self.url)[0], 1)

    def test_token_only_over_https_off_this_machine(self):
        for url in ("http://example.invalid", "file:///etc", "ftp://127.0.0.1"):
            code, _, err = self.run_comment(url)
            self.assertEqual(code, 1, url)
            self.assertIn("GITHUB_API_URL must be https", err)
        self.assertEqual(self.run_comment(f"http://localhost:{self.api.server_address[1]}")[0], 0)

    def test_odd_token_refused(self):
        code, _, err = self.run_comment(self.url, "two words")
        self.assertEqual(code, 1)
        self.assertIn("the token has a space", err)
        self.assertEqual(self.requests(), [])

    def test_nothing_listening(self):
        closed = fake_github_api.serve(self.log, TOKEN)
        port = closed.server_address[1]
        closed.shutdown()
        closed.server_close()
        code, _, err = self.run_comment(f"http://127.0.0.1:{port}")
        self.assertEqual(code, 1)
        self.assertRegex(err, "no answer from .*(refused|Errno)")

    def test_hostile(self):
        for mode, expected_code, says, *existing in CASES:
            with self.subTest(mode=mode, existing=bool(existing)):
                self.tearDown()
                self.setUp()
                if existing:
                    self.api.comments.append({"id": 1000, "issue": 7, "body": MARKER + "\nold"})
                code, out, err = self.run_comment(f"{self.url}/hostile/{mode}")
                self.assertEqual(code, expected_code, out + err)
                if code == 0:
                    self.assertRegex(out, says)
                else:
                    self.assertRegex(err, f"^l10n-tool: {REFUSED}: .*{says}")
                requests = self.requests()
                # The token went nowhere but to the API's own host and port.
                self.assertEqual([r for r in requests if r["server"] != "api"], [])
                self.assertEqual([r for r in requests if not r["host"].startswith("127.0.0.1:")], [])
                # Requests are bounded: 100 pages, 5 redirects.
                self.assertLessEqual(len(requests), 100)
                if mode == "redirect-post":
                    self.assertEqual([r["method"] for r in requests][-1], "POST" if not existing else "PATCH")
                    self.assertEqual(len(self.api.comments), 1 if existing else 0)
                    if existing:
                        self.assertEqual(self.api.comments[0]["body"], MARKER + "\nold")
                if mode == "redirect-get":
                    seen = [(r["method"], r["path"].startswith("/hostile/"), r["token"]) for r in requests]
                    self.assertEqual(seen, [("GET", True, True), ("GET", False, True), ("POST", True, True)])
                if mode == "redirect-loop":
                    self.assertEqual(len(requests), 6)
                if mode == "paginate-forever":
                    self.assertEqual(len(requests), 100)


if __name__ == "__main__":
    unittest.main()
