#!/usr/bin/env python3
"""Writes Fixtures/strings (valid) and Fixtures/strings/broken (malformed).

Run from the repository root: python3 Fixtures/strings/make-fixtures.py Fixtures/strings
The UTF-16 files and the files with odd bytes exist only as bytes, so this
script is how they were made; edit it rather than the files.
"""
import os, sys
root = sys.argv[1]
broken = os.path.join(root, "broken")
os.makedirs(broken, exist_ok=True)

def write(path, data):
    with open(path, "wb") as f:
        f.write(data)

def text(name, s, folder=root):
    write(os.path.join(folder, name), s.encode("utf-8"))

text("basic.strings", '''/* Title of the main screen */
"main.title" = "Menu du jour";

/* Button that books a table */
"book.button" = "Réserver une table";

// Placeholder in the search field
"search.placeholder" = "Rechercher… 🍜";

"no.comment" = "Sans commentaire";
''')

utf16_text = '''/* Encoded as UTF-16 (see README.md) */
"greeting" = "こんにちは";
"emoji" = "🍣 and 🍜";
"accents" = "Crème brûlée";
"escaped" = "Tab\\there \\"quoted\\"";
'''
write(os.path.join(root, "utf8-bom.strings"), b"\xef\xbb\xbf" + utf16_text.replace("UTF-16", "UTF-8 with a BOM").encode("utf-8"))
write(os.path.join(root, "utf16le-bom.strings"), b"\xff\xfe" + utf16_text.encode("utf-16-le"))
write(os.path.join(root, "utf16be-bom.strings"), b"\xfe\xff" + utf16_text.encode("utf-16-be"))
write(os.path.join(root, "utf16le.strings"), utf16_text.encode("utf-16-le"))
write(os.path.join(root, "utf16be.strings"), utf16_text.encode("utf-16-be"))

text("escapes.strings", r'''"quote" = "She said \"hi\"";
"backslash" = "C:\\path";
"newline" = "a\nb";
"tab" = "a\tb";
"return" = "a\rb";
"nul" = "a\0b";
"bell" = "\a";
"backspace" = "\b";
"formfeed" = "\f";
"vtab" = "\v";
"apostrophe" = "it\'s";
"octal" = "\101\102\103";
"octal.short" = "\7x\08";
"octal.nextstep" = "\341\351\376";
"unicode" = "\U00E9\U00e9";
"unicode.short" = "\U41!";
"unicode.long" = "\U0041BC";
"surrogate.pair" = "\UD83D\UDE00";
"lone.high" = "\UD83Dx";
"lone.low" = "\UDE00";
"lowercase.u" = "\u00E9";
"unknown" = "\q\%\ ";
"escaped.newline" = "a\
b";
"escaped.non.ascii" = "\é\😀";
"single.quoted" = 'say \'hi\' and "bye"';
"esc\"aped\nkey" = "escapes work in keys too";
''')

text("unquoted.strings", '''plain = value;
dotted.key-name = some/path:with$chars_1.0;
"quoted key" = unquoted_value;
unquoted_key = "quoted value";
'single' = 'quoted "with" double';
shorthand;
"shorthand quoted";
a//b = "slashes inside an unquoted key are not a comment";
''')

text("comments.strings", '''/* File header: not attached, another comment follows */

/* Block comment for first */
"first" = "1";

// Line comment for second
"second" = "2";

// Two line comments
// form one block
"third" = "3";

// Separate block (a blank line follows)

// Only this block is kept
"fourth" = "4";

"fifth" = "5"; // trailing remark about fifth
"sixth" = "6";

/* Multi-line
   block comment */
"seventh" = /* between */ "7" /* before semicolon */ ;

"eighth" = "8"; /* same line as the next key */ "ninth" = "9";

"url" = "http://example.com/*not a comment*/ // nor this";
/**/
"tenth" = "10";
/* Last comment, nothing after it */
''')

text("multiline.strings", '''"key.split"
    =
    "value on a later line"
;

"value.with.newlines" = "line one
line two
line three";

"many"="entries";"on"="one line";"without"="spaces";
\t"indented"\t=\t"tabs";
''')

write(os.path.join(root, "crlf.strings"),
      b'/* Windows line endings */\r\n"first" = "1";\r\n\r\n"second" = "two\r\nlines";\r\n"third" = "3";\r\n')

write(os.path.join(root, "whitespace.strings"),
      '"vt"\u000b=\u000c"form feed and vertical tab";\u2028"ls" = "after U+2028";\u2029"ps" = "after U+2029";\n'.encode("utf-8"))

text("duplicates.strings", '''/* First definition */
"dup" = "first";
"other" = "x";
/* Second definition wins */
"dup" = "second";
''')

text("empty.strings", "")
text("comments-only.strings", '''/* Nothing but comments and whitespace */

// genstrings writes this for files with no strings

''')
text("braces.strings", '''{
    /* A plist dictionary body in braces is also accepted by Foundation */
    "a" = "b";
    c = d;
}
''')
text("non-ascii-columns.strings", '"é" = "x"; "k" = "v";\n"😀" = "y"; "k2" = "w";\n')

# --- broken ---
text("missing-equals.strings", '/* ok */\n"ok" = "fine";\n"key" "value";\n', broken)
text("missing-semicolon.strings", '"a" = "1";\n"b" = "2"\n"c" = "3";\n', broken)
text("missing-semicolon-eof.strings", '"a" = "1";\n"b" = "2"\n', broken)
text("unterminated-string.strings", '"a" = "1";\n"b" = "never closed;\n', broken)
text("unterminated-comment.strings", '"a" = "1";\n/* never closed\n"b" = "2";\n', broken)
text("stray-character.strings", '"a" = "1";\n@ "b" = "2";\n', broken)
text("eof-after-equals.strings", '"a" = "1";\n"b" =', broken)
text("eof-after-key.strings", '"a" = "1";\n"b"', broken)
text("array-value.strings", '"a" = ("x", "y");\n', broken)
text("double-semicolon.strings", '"a" = "1";;\n"b" = "2";\n', broken)
text("plus-in-unquoted.strings", 'key+1 = value;\n', broken)
text("backslash-eof.strings", '"a" = "1\\', broken)
text("nbsp-whitespace.strings", '"a"\u00a0= "b";\n', broken)
text("unclosed-brace.strings", '{ "a" = "b";\n', broken)
text("nul-byte.strings", '"a" = "1";\u0000"b" = "2";\n', broken)
write(os.path.join(broken, "invalid-utf8.strings"), b'"a" = "1";\n"b" = "caf\xe9";\n')
write(os.path.join(broken, "utf16-odd-length.strings"), b"\xff\xfe" + '"a" = "1";\n"b" = "2";'.encode("utf-16-le") + b"\x00")
write(os.path.join(broken, "utf16-lone-surrogate.strings"),
      b"\xff\xfe" + '"a" = "1";\n"b" = "x'.encode("utf-16-le") + b"\x00\xd8" + '";\n'.encode("utf-16-le"))
