#!/usr/bin/env python3
"""Writes Fixtures/stringsdict (valid) and Fixtures/stringsdict/broken (malformed).

Run from the repository root:
    python3 Fixtures/stringsdict/make-fixtures.py Fixtures/stringsdict
The binary plist exists only as bytes, so this script is how it was made;
edit the script rather than the files.
"""
import os, plistlib, sys

root = sys.argv[1]
broken = os.path.join(root, "broken")
os.makedirs(broken, exist_ok=True)

HEAD = '''<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
'''
TAIL = '''</dict>
</plist>
'''

def text(name, body, folder=root):
    with open(os.path.join(folder, name), "wb") as f:
        f.write((HEAD + body + TAIL).encode("utf-8"))

# Russian: one entry, one variable, the four categories ru selects. Line
# numbers matter: the tests assert where each key is.
text("valid.stringsdict", '''\t<key>%d files</key>
\t<dict>
\t\t<key>NSStringLocalizedFormatKey</key>
\t\t<string>%#@files@</string>
\t\t<key>files</key>
\t\t<dict>
\t\t\t<key>NSStringFormatSpecTypeKey</key>
\t\t\t<string>NSStringPluralRuleType</string>
\t\t\t<key>NSStringFormatValueTypeKey</key>
\t\t\t<string>d</string>
\t\t\t<key>one</key>
\t\t\t<string>%d файл</string>
\t\t\t<key>few</key>
\t\t\t<string>%d файла</string>
\t\t\t<key>many</key>
\t\t\t<string>%d файлов</string>
\t\t\t<key>other</key>
\t\t\t<string>%d файла</string>
\t\t</dict>
\t</dict>
\t<key>Café &amp; “bar” &lt;%ld&gt;</key>
\t<dict>
\t\t<key>NSStringLocalizedFormatKey</key>
\t\t<string>%#@visits@</string>
\t\t<key>visits</key>
\t\t<dict>
\t\t\t<key>NSStringFormatSpecTypeKey</key>
\t\t\t<string>NSStringPluralRuleType</string>
\t\t\t<key>NSStringFormatValueTypeKey</key>
\t\t\t<string>ld</string>
\t\t\t<key>one</key>
\t\t\t<string>Один визит в «%2$@»</string>
\t\t\t<key>other</key>
\t\t\t<string>%1$ld визита в «%2$@»</string>
\t\t</dict>
\t</dict>
''')

# Two variables in one format, positional, with a zero form, and a variable
# the format does not name (ignored, as Foundation ignores it).
text("multi-variable.stringsdict", '''  <key>files-in-folders</key>
  <dict>
    <key>NSStringLocalizedFormatKey</key>
    <string>%1$#@files@ in %2$#@folders@</string>
    <key>folders</key>
    <dict>
      <key>NSStringFormatSpecTypeKey</key>
      <string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key>
      <string>d</string>
      <key>one</key>
      <string>one folder</string>
      <key>other</key>
      <string>%2$d folders</string>
    </dict>
    <key>files</key>
    <dict>
      <key>NSStringFormatSpecTypeKey</key>
      <string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key>
      <string>d</string>
      <key>zero</key>
      <string>No files</string>
      <key>one</key>
      <string>%1$d file</string>
      <key>other</key>
      <string>%1$d files</string>
    </dict>
    <key>unused</key>
    <dict>
      <key>NSStringFormatSpecTypeKey</key>
      <string>NSStringPluralRuleType</string>
      <key>other</key>
      <string>never shown</string>
    </dict>
  </dict>
  <key>same-variable-twice</key>
  <dict>
    <key>NSStringLocalizedFormatKey</key>
    <string>%#@n@ (%#@n@)</string>
    <key>n</key>
    <dict>
      <key>NSStringFormatSpecTypeKey</key>
      <string>NSStringPluralRuleType</string>
      <key>other</key>
      <string>%d</string>
    </dict>
  </dict>
''')

# Rule types without plural forms: skipped without error.
text("non-plural.stringsdict", '''\t<key>welcome</key>
\t<dict>
\t\t<key>NSStringVariableWidthRuleType</key>
\t\t<dict>
\t\t\t<key>1</key>
\t\t\t<string>Hi</string>
\t\t\t<key>20</key>
\t\t\t<string>Welcome back</string>
\t\t</dict>
\t</dict>
\t<key>tap</key>
\t<dict>
\t\t<key>NSStringDeviceSpecificRuleType</key>
\t\t<dict>
\t\t\t<key>iphone</key>
\t\t\t<string>Tap here</string>
\t\t\t<key>mac</key>
\t\t\t<string>Click here</string>
\t\t</dict>
\t</dict>
\t<key>width-variable</key>
\t<dict>
\t\t<key>NSStringLocalizedFormatKey</key>
\t\t<string>%#@greeting@, %#@count@</string>
\t\t<key>greeting</key>
\t\t<dict>
\t\t\t<key>NSStringFormatSpecTypeKey</key>
\t\t\t<string>NSStringVariableWidthRuleType</string>
\t\t\t<key>1</key>
\t\t\t<string>Hi</string>
\t\t</dict>
\t\t<key>count</key>
\t\t<dict>
\t\t\t<key>NSStringFormatSpecTypeKey</key>
\t\t\t<string>NSStringPluralRuleType</string>
\t\t\t<key>NSStringFormatValueTypeKey</key>
\t\t\t<string>d</string>
\t\t\t<key>one</key>
\t\t\t<string>%d item</string>
\t\t\t<key>other</key>
\t\t\t<string>%d items</string>
\t\t</dict>
\t</dict>
''')

# The same entries as valid.stringsdict, as a binary plist: read without positions.
plist = {
    "%d files": {
        "NSStringLocalizedFormatKey": "%#@files@",
        "files": {"NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
                  "one": "%d файл", "few": "%d файла", "many": "%d файлов", "other": "%d файла"},
    },
    "Café & “bar” <%ld>": {
        "NSStringLocalizedFormatKey": "%#@visits@",
        "visits": {"NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "ld",
                   "one": "Один визит в «%2$@»", "other": "%1$ld визита в «%2$@»"},
    },
}
with open(os.path.join(root, "binary.stringsdict"), "wb") as f:
    plistlib.dump(plist, f, fmt=plistlib.FMT_BINARY)

# Malformed: each one's expected position is in the tests (and the README).
text("tag-mismatch.stringsdict", '''\t<key>a</key>
\t<dict>
\t\t<key>NSStringLocalizedFormatKey</key>
\t\t<string>%#@n@</strin>
\t</dict>
''', broken)

text("missing-format.stringsdict", '''\t<key>ok</key>
\t<dict>
\t\t<key>NSStringLocalizedFormatKey</key>
\t\t<string>plain</string>
\t</dict>
\t<key>no-format</key>
\t<dict>
\t\t<key>n</key>
\t\t<dict/>
\t</dict>
''', broken)

text("missing-variable.stringsdict", '''\t<key>files</key>
\t<dict>
\t\t<key>NSStringLocalizedFormatKey</key>
\t\t<string>%#@files@ in %#@folders@</string>
\t\t<key>files</key>
\t\t<dict>
\t\t\t<key>NSStringFormatSpecTypeKey</key>
\t\t\t<string>NSStringPluralRuleType</string>
\t\t\t<key>other</key>
\t\t\t<string>%d files</string>
\t\t</dict>
\t</dict>
''', broken)

text("missing-spec-type.stringsdict", '''\t<key>files</key>
\t<dict>
\t\t<key>NSStringLocalizedFormatKey</key>
\t\t<string>%#@files@</string>
\t\t<key>files</key>
\t\t<dict>
\t\t\t<key>NSStringFormatValueTypeKey</key>
\t\t\t<string>d</string>
\t\t\t<key>other</key>
\t\t\t<string>%d files</string>
\t\t</dict>
\t</dict>
''', broken)

text("form-not-string.stringsdict", '''\t<key>files</key>
\t<dict>
\t\t<key>NSStringLocalizedFormatKey</key>
\t\t<string>%#@files@</string>
\t\t<key>files</key>
\t\t<dict>
\t\t\t<key>NSStringFormatSpecTypeKey</key>
\t\t\t<string>NSStringPluralRuleType</string>
\t\t\t<key>one</key>
\t\t\t<integer>1</integer>
\t\t\t<key>other</key>
\t\t\t<string>%d files</string>
\t\t</dict>
\t</dict>
''', broken)

text("entry-not-dict.stringsdict", '''\t<key>files</key>
\t<string>%d files</string>
''', broken)

with open(os.path.join(broken, "top-level-array.stringsdict"), "wb") as f:
    f.write(b'''<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0">
<array>
\t<string>a</string>
</array>
</plist>
''')
