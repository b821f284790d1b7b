#!/usr/bin/env python3
"""Generates hostile inputs for the robustness rows of the benchmark, deterministically.

    bench/hostile.py OUT [SCALE]        SCALE multiplies every size (default 1)

Each case is an app folder OUT/<case>-<n>/ (or a file for the ones read with
`xliff import` or a config) that once took quadratic time, exponential time or
a size limit that is not ours (issue 11, items 8-10). Each is written at a
size n and at 4n, so the benchmark's ratio between the two shows how time
grows: about 4 is linear, 16 quadratic.

  catalog-N      a String Catalog of N keys in 3 languages (was: each key rescanned every key)
  plist-N        an Info.plist on one line, N top-level keys plus 4 quick actions
                 (was: each element's column counted from the line start)
  objc-N         N unclosed `NSLocalizedString(@"x",` in one .m file, and N/4 quick
                 actions made with alloc/initWithType: (was: every item copied for each
                 one's icon, quadratic); unclosed calls (was: each call
                 looked for its `)` up to the end of the file)
  swiftcalls-N   N nested `NSLocalizedString(` calls in one Swift file, each the key of the
                 next (was: each key's text written out whole, 11 s and 600 MB for 65,000)
  swiftdeep-N    N-deep member chains (on one line and one a line), `?.` chains,
                 ternaries and `try` in Swift files (was: a stack overflow; the chain a
                 line: quadratic), and `[` nested 30 deep (was: exponential in swift-syntax)
  longtitle-N    a quick action title of N characters (was: each laid-out line sliced
                 from the text's start, quadratic)
  xliff-N        an app and an XLIFF of N units for `xliff import` (was: refused over 10 MB)
  yaml           an l10n.yml whose keys are nested aliases (was: a minute in Yams)
  glob-N         a folder N deep and an `exclude:` of seven `**` that never matches
                 (was: exponential backtracking, 49 s for six `**` at 40 deep); at
                 three depths, N, 2N and 4N
  big/           a 200 MB XLIFF and a 200 MB .stringsdict with a 10 MB value, for the
                 readers alone (was: refused over 10 MB, libxml2's limit)
  phraseset-N    an App Shortcut whose String Catalog entry is a string set of N phrases,
                 in English and German (was: each text looked up among all the set's
                 phrases, quadratic; 27 s at 64,000), for `check` and `report`
  tokens-N       an App Shortcut phrase translated as N `${p}` tokens, without the
                 app's name (was: each token found by copying the rest of the value,
                 quadratic; and the message printed all 2.9 MB of it)
  synced-N       a project.pbxproj of N targets, each with its own synchronized folder
                 (was: every target looked at every folder, quadratic)
  groups-N       a project.pbxproj of N PBXGroups nested in one another (was: each
                 group's whole path made and kept, quadratic in time and memory)
  xcconfig-N     N targets sharing one configuration list that names one configuration
                 N times, based on an .xcconfig of 40N settings (was: the .xcconfig read
                 again for every configuration of every target, cubic)
  migrate-N      an app of N keys in Localizable.strings and N/20 plurals in
                 Localizable.stringsdict, in 20 languages, for `migrate` (was: 64x its
                 tables in memory; issue 50 asks 8x)
  podglob-N      an Xcode app whose Podfile names a local pod with `source_files` of
                 eight `**`, and N Swift files 40 folders deep that no target compiles
                 (was: a regular expression backtracking about 4 s per file)
  The last seven are written at three sizes, N, 2N and 4N.
Prints one line per case: name, path, bytes.
"""
import json
import os
import re
import sys


def write(path, text, encoding="utf-8"):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding=encoding, newline="") as f:
        f.write(text)
    return os.path.getsize(path)


INFO_PLIST = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
<key>CFBundleDevelopmentRegion</key><string>en</string>
</dict>
</plist>
"""


def app_with_sources(folder, files):
    write(f"{folder}/App/Info.plist", INFO_PLIST)
    write(f"{folder}/App/en.lproj/Localizable.strings", '"x" = "x";\n')
    size = 0
    for name, text in files.items():
        size += write(f"{folder}/App/Sources/{name}", text)
    return size


def catalog(out, n):
    strings = {}
    for i in range(n):
        key = f"key.{i:06d}"
        strings[key] = {
            "comment": f"String {i}",
            "localizations": {
                lang: {"stringUnit": {"state": "translated", "value": f"{lang} value {i}"}}
                for lang in ("en", "de", "ja")
            },
        }
    doc = {"sourceLanguage": "en", "strings": strings, "version": "1.0"}
    folder = f"{out}/catalog-{n}"
    write(f"{folder}/App/Info.plist", INFO_PLIST)
    return folder, write(f"{folder}/App/Localizable.xcstrings", json.dumps(doc, indent=2, ensure_ascii=False))


def plist(out, n):
    items = "".join(
        f"<dict><key>UIApplicationShortcutItemType</key><string>com.example.{i}</string>"
        f"<key>UIApplicationShortcutItemTitle</key><string>Title {i}</string></dict>"
        for i in range(4))
    keys = "".join(f"<key>Key{i}</key><string>Value {i}</string>" for i in range(n))
    text = ('<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>'
            "<key>CFBundleDevelopmentRegion</key><string>en</string>"
            f"{keys}<key>UIApplicationShortcutItems</key><array>{items}</array></dict></plist>")
    folder = f"{out}/plist-{n}"
    size = write(f"{folder}/App/Info.plist", text)
    write(f"{folder}/App/en.lproj/InfoPlist.strings", "".join(f'"Title {i}" = "Title {i}";\n' for i in range(4)))
    return folder, size


def objc(out, n):
    folder = f"{out}/objc-{n}"
    items = "".join(f'    UIApplicationShortcutItem *i{k} = [[UIApplicationShortcutItem alloc] initWithType:@"t{k}" '
                    f'localizedTitle:NSLocalizedString(@"k{k}", nil) localizedSubtitle:nil icon:nil userInfo:nil];\n'
                    for k in range(n // 4))
    return folder, app_with_sources(folder, {"Unclosed.m": 'NSLocalizedString(@"x",\n' * n,
                                             "Items.m": "- (void)items {\n" + items + "}\n"})


def swift_calls(out, n):
    folder = f"{out}/swiftcalls-{n}"
    # Each call's key is the call inside it: a non-literal key whose text holds all the rest.
    text = "let s = " + "NSLocalizedString(" * n + '"k"' + ', comment: "")' * n + "\n"
    return folder, app_with_sources(folder, {"Nested.swift": text})


def swift_deep(out, n):
    folder = f"{out}/swiftdeep-{n}"
    files = {
        "Members.swift": "let a = b" + ".c" * n + "\n",
        "Optionals.swift": "let a = b" + "?.c" * n + "\n",
        "Ternaries.swift": "let a = " + "x ? y : " * n + "z\n",
        "Try.swift": "let a = " + "try " * n + "f()\n",
        "Subscripts.swift": "let a = b" + "[0]" * n + "\n",
        # A member chain one `.c` a line (was: quadratic, 25 s at 50,000).
        "Lines.swift": "let a = b" + "\n    .c" * (2 * n) + "\n",
        # `[` nested 30 deep, n/100 times (was: the parser's time doubled each level).
        "Brackets.swift": ("let a = " + "[" * 30 + "1" + "]" * 30 + "\n") * max(1, n // 100),
    }
    return folder, app_with_sources(folder, files)


def long_title(out, n):
    # One quick action whose title is n characters of short words (was: every
    # laid-out line sliced from the text's start, quadratic in its length).
    folder = f"{out}/longtitle-{n}"
    title = ("ab " * (n // 3)).strip()
    plist = INFO_PLIST.replace("</dict>\n</plist>", "<key>UIApplicationShortcutItems</key><array><dict>"
                               "<key>UIApplicationShortcutItemType</key><string>t</string>"
                               f"<key>UIApplicationShortcutItemTitle</key><string>{title}</string></dict></array>\n</dict>\n</plist>")
    size = write(f"{folder}/App/Info.plist", plist)
    size += write(f"{folder}/App/en.lproj/InfoPlist.strings", f'"{title}" = "{title}";\n')
    return folder, size


def xliff(out, n):
    folder = f"{out}/xliff-{n}"
    base = "".join(f'/* Comment {i} */\n"key.{i}" = "English text number {i} for the app";\n\n' for i in range(n))
    write(f"{folder}/App/Info.plist", INFO_PLIST)
    write(f"{folder}/App/en.lproj/Localizable.strings", base)
    write(f"{folder}/App/de.lproj/Localizable.strings", "")
    units = "".join(
        f'      <trans-unit id="key.{i}" xml:space="preserve">\n'
        f"        <source>English text number {i} for the app</source>\n"
        f"        <target>Deutscher Text Nummer {i} für die App</target>\n"
        f"        <note>Comment {i}</note>\n"
        f"      </trans-unit>\n" for i in range(n))
    doc = ('<?xml version="1.0" encoding="UTF-8"?>\n'
           '<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">\n'
           '  <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">\n'
           f"    <body>\n{units}    </body>\n  </file>\n</xliff>\n")
    return folder, write(f"{folder}/de.xliff", doc)


def yaml(out):
    lines = ['a0: &a0 "x"']
    for i in range(1, 12):
        lines.append(f"a{i}: &a{i} {{*a{i - 1} : *a{i - 1}, ? [*a{i - 1}, *a{i - 1}] : x}}")
    lines.append(f"? *a11\n: y")
    folder = f"{out}/yaml"
    app_with_sources(folder, {})
    return folder, write(f"{folder}/l10n.yml", "\n".join(lines) + "\n")


def glob(out, depth):
    folder = f"{out}/glob-{depth}"
    app_with_sources(folder, {})
    deep = "/".join(["x"] * depth)
    write(f"{folder}/App/{deep}/Deep.swift", 'let s = NSLocalizedString("x", comment: "")\n')
    pattern = "/".join(["**/x"] * 7) + "/nothing"
    return folder, write(f"{folder}/l10n.yml", f'exclude: ["{pattern}"]\nlocales: App\nspec: App/Info.plist\n')


def phrase_set(out, n):
    # One App Shortcut whose phrases are a string set of n texts in English and German.
    folder = f"{out}/phraseset-{n}"
    first = "Open 0 in ${applicationName}"
    en = [first] + [f"Open {i} in ${{applicationName}}" for i in range(1, n)]
    de = [f"{i} in ${{applicationName}} öffnen" for i in range(n)]
    doc = {"sourceLanguage": "en", "version": "1.0", "strings": {first: {
        "extractionState": "extracted_with_value",
        "localizations": {"en": {"stringSet": {"state": "new", "values": en}},
                          "de": {"stringSet": {"state": "translated", "values": de}}}}}}
    write(f"{folder}/App/Info.plist", INFO_PLIST)
    write(f"{folder}/App/Sources/Shortcuts.swift",
          "import AppIntents\n\nstruct OpenIntent: AppIntent {\n    static var title: LocalizedStringResource = \"Open\"\n"
          "    func perform() async throws -> some IntentResult { .result() }\n}\n\n"
          "struct Shortcuts: AppShortcutsProvider {\n    static var appShortcuts: [AppShortcut] {\n"
          "        AppShortcut(intent: OpenIntent(), phrases: [\"Open 0 in \\(.applicationName)\"], shortTitle: \"Open\", systemImageName: \"doc\")\n"
          "    }\n}\n")
    return folder, write(f"{folder}/App/AppShortcuts.xcstrings", json.dumps(doc, indent=2, ensure_ascii=False))


def tokens(out, n):
    # A phrase whose German text is n `${p…}` tokens and lacks the app's name.
    folder = f"{out}/tokens-{n}"
    phrase = "Start ${workout} in ${applicationName}"
    value = " ".join(f"${{p{i % 1000}}} Wort" for i in range(n))
    write(f"{folder}/App/Info.plist", INFO_PLIST)
    write(f"{folder}/App/en.lproj/AppShortcuts.strings", f'"{phrase}" = "{phrase}";\n')
    return folder, write(f"{folder}/App/de.lproj/AppShortcuts.strings", f'"{phrase}" = "{value}";\n')


def pbxproj(objects, root):
    """An old-style project.pbxproj of `objects` (id to a dict of strings and lists of strings)."""
    def value(v):
        if isinstance(v, list):
            return "(" + "".join(f"{value(x)}, " for x in v) + ")"
        return v if re.fullmatch(r"[A-Za-z0-9_./]+", v) else '"' + v.replace('"', '\\"') + '"'
    lines = ["// !$*UTF8*$!", "{", "\tarchiveVersion = 1;", "\tobjectVersion = 77;", "\tobjects = {"]
    for id, fields in objects.items():
        lines.append(f"\t\t{id} = {{" + "".join(f"{k} = {value(v)}; " for k, v in fields.items()) + "};")
    lines += ["\t};", f"\trootObject = {root};", "}", ""]
    return "\n".join(lines)


def xcode_app(folder, name, objects, targets, main_children, project_list=None):
    """An app folder with an Info.plist, a table and `name`.xcodeproj holding `objects`, `targets` and a main group."""
    # The app's own folder is synchronized with the first target, so its tables ship.
    objects["APPDIR"] = {"isa": "PBXFileSystemSynchronizedRootGroup", "path": "App", "sourceTree": "<group>"}
    objects[targets[0]].setdefault("fileSystemSynchronizedGroups", []).insert(0, "APPDIR")
    objects["MAIN"] = {"isa": "PBXGroup", "children": ["APPDIR"] + main_children, "sourceTree": "<group>"}
    if project_list is None:
        objects["PCFG"] = {"isa": "XCBuildConfiguration", "buildSettings": [], "name": "Release"}
        objects["PLIST"] = {"isa": "XCConfigurationList", "buildConfigurations": ["PCFG"]}
        project_list = "PLIST"
    objects["ROOT"] = {"isa": "PBXProject", "buildConfigurationList": project_list, "developmentRegion": "en",
                       "knownRegions": ["en", "de"], "mainGroup": "MAIN", "projectDirPath": "", "targets": targets}
    text = pbxproj(objects, "ROOT").replace("buildSettings = (); ", "buildSettings = {}; ")
    write(f"{folder}/App/Info.plist", INFO_PLIST)
    write(f"{folder}/App/en.lproj/Localizable.strings", '"x" = "x";\n')
    write(f"{folder}/App/de.lproj/Localizable.strings", '"x" = "y";\n')
    return write(f"{folder}/{name}.xcodeproj/project.pbxproj", text)


def synced(out, n):
    # n app targets, each owning a synchronized folder (with one exception) that holds one Swift file.
    folder = f"{out}/synced-{n}"
    objects, targets, children = {}, [], []
    for i in range(n):
        objects[f"EXC{i}"] = {"isa": "PBXFileSystemSynchronizedBuildFileExceptionSet", "membershipExceptions": ["Info.plist"], "target": f"T{i}"}
        objects[f"SYN{i}"] = {"isa": "PBXFileSystemSynchronizedRootGroup", "exceptions": [f"EXC{i}"], "path": f"S{i}", "sourceTree": "<group>"}
        objects[f"T{i}"] = {"isa": "PBXNativeTarget", "buildPhases": [], "fileSystemSynchronizedGroups": [f"SYN{i}"],
                            "name": f"T{i}", "productType": "com.apple.product-type.application"}
        targets.append(f"T{i}")
        children.append(f"SYN{i}")
        write(f"{folder}/S{i}/F{i}.swift", f"let f{i} = {i}\n")
    return folder, xcode_app(folder, "Synced", objects, targets, children)


def groups(out, n):
    # n PBXGroups each in the one before, a table at the bottom that the app copies.
    folder = f"{out}/groups-{n}"
    objects = {f"G{i}": {"isa": "PBXGroup", "children": [f"G{i + 1}" if i + 1 < n else "FILE"], "path": "g", "sourceTree": "<group>"}
               for i in range(n)}
    objects["FILE"] = {"isa": "PBXFileReference", "path": "Localizable.strings", "sourceTree": "<group>"}
    objects["BF"] = {"isa": "PBXBuildFile", "fileRef": "FILE"}
    objects["RES"] = {"isa": "PBXResourcesBuildPhase", "files": ["BF"]}
    objects["APP"] = {"isa": "PBXNativeTarget", "buildPhases": ["RES"], "name": "App", "productType": "com.apple.product-type.application"}
    return folder, xcode_app(folder, "Groups", objects, ["APP"], ["G0"])


def xcconfig(out, n):
    # n targets sharing one configuration list that names one configuration n times, on an .xcconfig of 40n settings.
    folder = f"{out}/xcconfig-{n}"
    settings = "".join(f"SETTING_{i:06d} = value number {i} of the shared settings\n" for i in range(40 * n))
    write(f"{folder}/Shared.xcconfig", "GENERATE_INFOPLIST_FILE = YES\nPRODUCT_BUNDLE_IDENTIFIER = com.example.$(TARGET_NAME)\n" + settings)
    objects = {"XCFG": {"isa": "PBXFileReference", "path": "Shared.xcconfig", "sourceTree": "<group>"},
               "CFG": {"isa": "XCBuildConfiguration", "baseConfigurationReference": "XCFG", "buildSettings": [], "name": "Release"},
               "LIST": {"isa": "XCConfigurationList", "buildConfigurations": ["CFG"] * n}}
    targets = [f"T{i}" for i in range(n)]
    for t in targets:
        objects[t] = {"isa": "PBXNativeTarget", "buildConfigurationList": "LIST", "buildPhases": [], "name": t,
                      "productType": "com.apple.product-type.application"}
    size = xcode_app(folder, "Configs", objects, targets, ["XCFG"], project_list="LIST")
    return folder, size + os.path.getsize(f"{folder}/Shared.xcconfig")


MIGRATE_LANGUAGES = ("en", "de", "fr", "es", "it", "ja", "ko", "zh-Hans", "zh-Hant", "ru",
                     "uk", "pl", "cs", "pt-BR", "pt-PT", "nl", "sv", "tr", "ar", "he")


def podglob(out, n):
    # An app target, a local pod whose glob of eight `**` matches nothing, and n deep files no target compiles.
    folder = f"{out}/podglob-{n}"
    objects = {"APP": {"isa": "PBXNativeTarget", "buildPhases": [], "name": "App", "productType": "com.apple.product-type.application"}}
    project = xcode_app(folder, "Pods", objects, ["APP"], [])
    deep = "/".join(["d"] * 40)
    for i in range(n):
        write(f"{folder}/Scratch/{deep}/F{i}.swift", f'let f{i} = NSLocalizedString("x", comment: "")\n')
    write(f"{folder}/Podfile", "target 'App' do\n  pod 'Local', :path => 'Local.podspec'\nend\n")
    write(f"{folder}/Local.podspec", "Pod::Spec.new do |s|\n  s.source_files = '" + "/".join(["**"] * 8) + "/*.zz'\nend\n")
    return folder, project


def migrate(out, n):
    folder = f"{out}/migrate-{n}"
    write(f"{folder}/App/Info.plist", INFO_PLIST)
    size = 0
    for lang in MIGRATE_LANGUAGES:
        lines = []
        for i in range(n):
            if lang == "en":
                lines.append(f"/* The label of row {i} in the settings list */\n")
            lines.append(f'"settings.row.{i:06d}.title" = "{lang} text of the row number {i}, long enough to wrap";\n')
        size += write(f"{folder}/App/{lang}.lproj/Localizable.strings", "".join(lines))
        entries = []
        for i in range(n // 20):
            entries.append(f"""<key>items.{i:06d}</key><dict>
<key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
<key>count</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
<key>NSStringFormatValueTypeKey</key><string>d</string>
<key>one</key><string>{lang} %d item in list {i}</string>
<key>other</key><string>{lang} %d items in list {i}</string></dict></dict>
""")
        size += write(f"{folder}/App/{lang}.lproj/Localizable.stringsdict",
                      '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict>\n'
                      + "".join(entries) + "</dict></plist>\n")
    return folder, size


def big(out, megabytes):
    """The readers' own rows: an XLIFF and a .stringsdict of `megabytes` MB each."""
    folder = f"{out}/big"
    os.makedirs(folder, exist_ok=True)
    unit = ('      <trans-unit id="key.{0}" xml:space="preserve">\n'
            "        <source>English text number {0} for the app</source>\n"
            "        <target>Deutscher Text Nummer {0} für die App</target>\n"
            "        <note>Comment {0}</note>\n"
            "      </trans-unit>\n")
    target = megabytes * 1_000_000
    with open(f"{folder}/de.xliff", "w", encoding="utf-8") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2">\n'
                '  <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">\n    <body>\n')
        i = 0
        while f.tell() < target:
            f.write("".join(unit.format(j) for j in range(i, i + 1000)))
            i += 1000
        f.write("    </body>\n  </file>\n</xliff>\n")
    entry = ("<key>files.{0}</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"
             "<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
             "<key>NSStringFormatValueTypeKey</key><string>d</string>"
             "<key>one</key><string>{0} file</string><key>other</key><string>%d files {0}</string></dict></dict>\n")
    with open(f"{folder}/Big.stringsdict", "w", encoding="utf-8") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n')
        # One value of 10 MB, as the issue's, then entries up to the size.
        f.write(entry.replace("{0} file<", "x" * 10_000_000 + "<").format("huge"))
        i = 0
        while f.tell() < target:
            f.write("".join(entry.format(j) for j in range(i, i + 1000)))
            i += 1000
        f.write("</dict>\n</plist>\n")
    return [("big-xliff", f"{folder}/de.xliff", os.path.getsize(f"{folder}/de.xliff")),
            ("big-stringsdict", f"{folder}/Big.stringsdict", os.path.getsize(f"{folder}/Big.stringsdict"))]


def main():
    out = sys.argv[1]
    scale = float(sys.argv[2]) if len(sys.argv) > 2 else 1
    sizes = lambda n: (int(n * scale), int(4 * n * scale))
    cases = []
    for n in sizes(5000):
        cases.append(("catalog", *catalog(out, n)))
    for n in sizes(5000):
        cases.append(("plist", *plist(out, n)))
    for n in sizes(25000):
        cases.append(("objc", *objc(out, n)))
    for n in sizes(16250):
        cases.append(("swiftcalls", *swift_calls(out, n)))
    for n in sizes(5000):
        cases.append(("swiftdeep", *swift_deep(out, n)))
    for n in sizes(50000):
        cases.append(("xliff", *xliff(out, n)))
    for n in sizes(50000):
        cases.append(("longtitle", *long_title(out, n)))
    cases.append(("yaml", *yaml(out)))
    for n in (10, 20, 40):  # depth, not scaled: a path stays under PATH_MAX
        cases.append(("glob", *glob(out, n)))
    # Issue 50's rows, at three sizes: n, 2n and 4n.
    three = lambda n: (int(n * scale), int(2 * n * scale), int(4 * n * scale))
    for n in three(16000):
        cases.append(("phraseset", *phrase_set(out, n)))
    for n in three(40000):
        cases.append(("tokens", *tokens(out, n)))
    for n in three(1250):
        cases.append(("synced", *synced(out, n)))
    for n in three(10000):
        cases.append(("groups", *groups(out, n)))
    for n in three(20):
        cases.append(("xcconfig", *xcconfig(out, n)))
    for n in three(4000):
        cases.append(("migrate", *migrate(out, n)))
    for n in three(100):
        cases.append(("podglob", *podglob(out, n)))
    cases += big(out, int(200 * scale))
    for name, path, size in cases:
        print(f"{name}\t{path}\t{size}")


if __name__ == "__main__":
    main()
