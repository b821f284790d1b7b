#!/usr/bin/env python3
"""Usage: scripts/realworld-compare.py WITH WITHOUT PROJECTS

Compares, app by app, `check --format json` with the project (folder WITH,
as scripts/realworld.sh's KEEP writes it) and with `--no-project` (folder
WITHOUT), against what `project --format json` (PROJECTS/<app>.json) says the
project leaves out. Issue 46 asks that the two runs differ only by what the
project leaves out and says: a finding only one run has is explained when
its file is (or lies in) a file or folder the project names as left out, its
locale is one the project does not ship (its folders are left out), its
code needs the project (below), or it is an `untranslated` note and the
project leaves out a table of the same name in another locale or a table of
the same locale (the evidence that check weighs: how many locales keep the
value, which words the locale's translators use). Run it from the folder the
checks ran in (their JSON paths are relative to it). Prints per app the explained and
unexplained differences, each unexplained one in full, and exits 1 when any
is unexplained.
"""
import collections, json, os, sys

# Codes that only a project can give (they compare the project with the disk).
PROJECT_ONLY = {
    "table-not-in-target", "project-locale-mismatch", "project-file-missing",
    "infoplist-key-in-other-target",
}

# Codes whose verdict on one value weighs other locales' and tables' values.
EVIDENCE_FROM_OTHER_TABLES = {"untranslated"}


def findings(path):
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    return collections.Counter(
        (d.get("code"), d.get("file") or "", d.get("key") or "", d.get("locale") or "")
        for d in data.get("diagnostics", []))


def left_out(path, app_dir):
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError):
        return None
    paths, locales = [], set()
    root = data.get("root") or app_dir
    for app in data.get("apps", []):
        locales.update(app.get("locales", []))
        for item in app.get("leftOut", []):
            p = item.get("path", "")
            paths.append(os.path.normpath(p if os.path.isabs(p) else os.path.join(root, p)))
    return paths, locales


def explained(finding, paths, locales):
    code, file, _, locale = finding
    if code in PROJECT_ONLY:
        return True
    # A locale the project does not ship: its folders are left out (and said).
    if locale and locales and locale not in locales:
        return True
    if not file:
        return False
    absolute = os.path.normpath(os.path.abspath(file))
    if any(absolute == p or absolute.startswith(p.rstrip("/") + "/") for p in paths):
        return True
    # A finding at the development table about a locale whose table of that
    # name beside it is left out (a missing translation is located at its key).
    folder, base = os.path.split(absolute)
    if locale and folder.endswith(".lproj"):
        stem, parent = os.path.splitext(base)[0], os.path.dirname(folder)
        for p in paths:
            lproj = os.path.dirname(p)
            if (os.path.dirname(lproj) == parent and os.path.basename(lproj).lower() == locale.lower() + ".lproj"
                    and os.path.splitext(os.path.basename(p))[0] == stem):
                return True
    # `untranslated` weighs a copy against the app's other locales (a value
    # most of them keep is a name) and the locale's other tables (the words
    # its translators use): a table of the same name in another locale, or
    # any table of the same locale, that the project leaves out changes that
    # evidence, so the note may come or go with it.
    if code in EVIDENCE_FROM_OTHER_TABLES:
        stem = os.path.splitext(base)[0]
        tables_folder = os.path.dirname(folder) if folder.endswith(".lproj") else folder
        for p in paths:
            lproj = os.path.dirname(p)
            if not lproj.endswith(".lproj") or os.path.dirname(lproj) != tables_folder:
                continue
            same_table = os.path.splitext(os.path.basename(p))[0] == stem
            same_locale = locale and os.path.basename(lproj).lower() == locale.lower() + ".lproj"
            if same_table or same_locale:
                return True
    return False


def main(argv):
    if len(argv) != 4 or argv[1] in ("-h", "--help"):
        print(__doc__.strip(), file=sys.stderr if len(argv) != 2 else sys.stdout)
        return 0 if len(argv) == 2 else 2
    with_dir, without_dir, projects_dir = argv[1:]
    bad = 0
    for name in sorted(os.listdir(with_dir)):
        if not name.endswith(".json"):
            continue
        app = name[:-5]
        other = os.path.join(without_dir, name)
        if not os.path.exists(other):
            print(f"{app}: no --no-project run")
            bad = 1
            continue
        a, b = findings(os.path.join(with_dir, name)), findings(other)
        paths, locales = left_out(os.path.join(projects_dir, name), app) or ([], set())
        only_with, only_without = a - b, b - a
        rows = [("with the project only", f, n) for f, n in only_with.items()] + \
               [("without the project only", f, n) for f, n in only_without.items()]
        unexplained = [r for r in rows if not explained(r[1], paths, locales)]
        counts = collections.Counter((side, f[0]) for side, f, n in rows for _ in range(n))
        summary = ", ".join(f"{side}: {code} {n}" for (side, code), n in sorted(counts.items())) or "same findings"
        total = sum(n for _, _, n in unexplained)
        print(f"{app}: {sum(a.values())} with, {sum(b.values())} without; {summary}; unexplained {total}")
        for side, (code, file, key, locale), n in sorted(unexplained):
            print(f"    {side}: {code} {file} key={key!r} locale={locale!r}" + (f" x{n}" if n > 1 else ""))
        if unexplained:
            bad = 1
    return bad


if __name__ == "__main__":
    sys.exit(main(sys.argv))
