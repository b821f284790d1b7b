#!/usr/bin/env python3
"""Generates a synthetic iOS app for benchmarking l10n-tool, deterministically.

    bench/generate.py SIZE [OUT]        SIZE is S, M, L or R; OUT defaults to bench/.data

R is the translator report's size (issue 17): M's keys and quick actions in
all 40 locales.

Writes OUT/SIZE/:
  App/Info.plist                      UIApplicationShortcutItems (titles keyed SHORTCUT_TITLE_n)
  App/Sources/*.swift                 NSLocalizedString / String(localized:) calls,
                                      and UIApplicationShortcutItem code in a few files
  App/Resources/<locale>.lproj/       Localizable.strings and InfoPlist.strings, UTF-8 or
                                      UTF-16LE with a BOM depending on the locale
  values.bin                          every table value as "locale\\0value\\0" records
                                      (what the width/layout benchmarks measure)
  manifest.json                       sizes and counts
The same SIZE always gives byte-identical files (seeded random, no clock).
Scripts: Latin (with diacritics and some combining marks), Cyrillic, Arabic, Thai,
Chinese/Japanese/Korean, and emoji (ZWJ sequences, flags, skin tones, VS16).
"""
import json
import os
import random
import shutil
import sys

GENERATOR_VERSION = 1

SIZES = {
    #    locales, keys,  swift files, shortcut items
    "S": (5, 500, 50, 4),
    "M": (20, 5000, 500, 12),
    "L": (40, 20000, 2000, 50),
    "R": (40, 5000, 500, 12),
}

# (locale, script); the first five already cover every script.
LOCALES = [
    ("en", "latin"), ("ja", "ja"), ("th", "thai"), ("ar", "arabic"), ("ru", "cyrillic"),
    ("de", "latin"), ("zh-Hans", "zh"), ("fr", "latin"), ("ko", "ko"), ("es", "latin"),
    ("uk", "cyrillic"), ("it", "latin"), ("pt-BR", "latin"), ("zh-Hant", "zh"), ("nl", "latin"),
    ("pl", "latin"), ("tr", "latin"), ("sv", "latin"), ("vi", "latin"), ("id", "latin"),
    ("da", "latin"), ("fi", "latin"), ("nb", "latin"), ("cs", "latin"), ("hu", "latin"),
    ("ro", "latin"), ("sk", "latin"), ("bg", "cyrillic"), ("sr", "cyrillic"), ("hr", "latin"),
    ("ca", "latin"), ("ms", "latin"), ("lt", "latin"), ("lv", "latin"), ("et", "latin"),
    ("sl", "latin"), ("pt", "latin"), ("es-MX", "latin"), ("fr-CA", "latin"), ("kk", "cyrillic"),
]

ENGLISH = ("search all notes recent items share open new delete archive settings account profile "
           "photo album message reply forward compose call contact favorite location map order "
           "table book restaurant menu cart checkout payment history download upload sync cloud "
           "backup restore scan document folder file edit save cancel done next back close play "
           "pause shuffle repeat library playlist song artist album track timer alarm clock "
           "reminder calendar event invite friend group chat video camera record audio note list "
           "task project team report export import print filter sort today tomorrow week month "
           "quickly nearby your my with from for and the all").split()

LATIN_EXTRA = {
    "de": "äöüß", "fr": "éèàçêô", "es": "ñáéíóú", "pt-BR": "ãçéó", "pt": "ãçéó", "it": "àèìò",
    "pl": "ąęłśżźń", "tr": "ğışçöü", "sv": "åäö", "da": "æøå", "nb": "æøå", "fi": "äö",
    "cs": "ěščřžý", "sk": "ľščťž", "hu": "őűáé", "ro": "ășț", "hr": "čćšž", "sl": "čšž",
    "lt": "ąčęėįšųūž", "lv": "āčēģīķļņšūž", "et": "äöõü", "ca": "àçèò", "es-MX": "ñáé",
    "fr-CA": "éèàç", "nl": "éë", "vi": "ăâđêôơư", "id": "", "ms": "",
}
CONSONANTS = "bcdfghjklmnprstvwz"
VOWELS = "aeiou"
# Vietnamese tone marks written as combining characters now and then.
COMBINING = ["\u0300", "\u0301", "\u0303", "\u0309", "\u0323"]

CYRILLIC_C = "бвгджзклмнпрстфхцчшщ"
CYRILLIC_V = "аеиоуыэюяё"
ARABIC = "ابتثجحخدذرزسشصضطظعغفقكلمنهوي"
ARABIC_MARKS = ["\u064E", "\u064F", "\u0650", "\u0651", "\u0652"]
THAI_C = "กขคงจฉชซญดตถทนบปผพฟมยรลวศสหอฮ"
THAI_V_BEFORE = ["", "", "", "เ", "แ", "โ", "ไ"]
THAI_V_AFTER = ["", "า", "ะ", "ิ", "ี", "ุ", "ู", "ำ", "ึ", "ื"]
THAI_TONE = ["", "", "", "่", "้", "๊", "๋", "็"]
HANZI = ("的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对"
         "可她里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同"
         "三已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明其种声全工己话儿者向情部正名定"
         "搜索全部笔记设置账户分享打开新建删除归档照片消息回复联系收藏位置地图订单餐厅菜单购物车支付历史下载")
HIRAGANA = "あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをん"
KATAKANA = "アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワヲンー"
SMALL_KANA = "ゃゅょっャュョッ"
EMOJI = [
    "🔍", "📝", "⭐", "🍕", "🚀", "✅", "❤️", "👍🏽", "👨‍👩‍👧‍👦", "🇯🇵", "🇫🇷", "🇹🇭", "🏳️‍🌈",
    "1️⃣", "☕", "🎉", "📍", "🧑🏾‍💻", "👩‍❤️‍👨", "🐈‍⬛", "⌚", "✈️", "🗓️", "📷",
]
PLACEHOLDERS = ["%@", "%d", "%ld", "%lu", "%.1f"]
ICON_TYPES = ["Compose", "Play", "Pause", "Add", "Location", "Search", "Share", "Prohibit",
              "Contact", "Home", "MarkLocation", "Favorite", "Love", "Cloud", "Invitation",
              "Confirmation", "Mail", "Message", "Date", "Time", "CapturePhoto", "CaptureVideo",
              "Task", "TaskCompleted", "Alarm", "Bookmark", "Shuffle", "Audio", "Update"]
COMMENTS = ["Title of the button that {w}", "Label shown above the {w} list", "Alert message when {w} fails",
            "Placeholder text in the {w} field", "Accessibility label for {w}", "Menu item: {w}",
            "Section header for {w}", "Toast after {w}", "Subtitle under the {w} row"]


class Words:
    """Random words in one locale's script."""

    def __init__(self, rng, locale, script):
        self.rng, self.locale, self.script = rng, locale, script
        self.extra = LATIN_EXTRA.get(locale, "")

    def latin_word(self):
        r = self.rng
        word = "".join(r.choice(CONSONANTS) + r.choice(VOWELS) for _ in range(r.randint(1, 4)))
        if self.extra and r.random() < 0.5:
            i = r.randrange(len(word))
            word = word[:i] + r.choice(self.extra) + word[i + 1:]
        if self.locale == "vi" and r.random() < 0.3:
            word += r.choice(COMBINING)
        return word

    def word(self):
        r = self.rng
        s = self.script
        if s == "latin":
            return r.choice(ENGLISH) if self.locale == "en" else self.latin_word()
        if s == "cyrillic":
            return "".join(r.choice(CYRILLIC_C) + r.choice(CYRILLIC_V) for _ in range(r.randint(1, 4)))
        if s == "arabic":
            word = "".join(r.choice(ARABIC) for _ in range(r.randint(2, 7)))
            if r.random() < 0.15:
                word = word[:1] + r.choice(ARABIC_MARKS) + word[1:]
            return word
        if s == "thai":
            # Thai runs several words together: ICU's dictionary finds the breaks.
            return "".join(r.choice(THAI_V_BEFORE) + r.choice(THAI_C) + r.choice(THAI_V_AFTER) + r.choice(THAI_TONE)
                           for _ in range(r.randint(2, 6)))
        if s == "zh":
            return "".join(r.choice(HANZI) for _ in range(r.randint(1, 4)))
        if s == "ja":
            parts = []
            for _ in range(r.randint(1, 3)):
                kind = r.random()
                if kind < 0.4:
                    parts.append("".join(r.choice(HANZI) for _ in range(r.randint(1, 2))))
                elif kind < 0.7:
                    parts.append("".join(r.choice(HIRAGANA) for _ in range(r.randint(1, 3))))
                else:
                    kana = "".join(r.choice(KATAKANA) for _ in range(r.randint(2, 4)))
                    if r.random() < 0.2:
                        kana += r.choice(SMALL_KANA)
                    parts.append(kana)
            return "".join(parts)
        if s == "ko":
            return "".join(chr(r.randint(0xAC00, 0xD7A3)) for _ in range(r.randint(1, 4)))
        raise ValueError(s)

    def phrase(self, count):
        joiner = "" if self.script in ("zh", "ja") else " "
        words = [self.word() for _ in range(count)]
        if self.script in ("zh", "ja"):
            # A few full-width punctuation marks between clauses.
            text = ""
            for i, w in enumerate(words):
                text += w
                if i < count - 1 and self.rng.random() < 0.15:
                    text += self.rng.choice("、，・")
            return text
        text = joiner.join(words)
        return text[:1].upper() + text[1:] if self.script in ("latin", "cyrillic") else text


def escape(value):
    return value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")


def encode_table(text, utf16):
    return ("\ufeff" + text).encode("utf-16-le") if utf16 else text.encode("utf-8")


def generate(size, out_root):
    n_locales, n_keys, n_files, n_items = SIZES[size]
    rng = random.Random("l10n-tool bench " + size)
    out = os.path.join(out_root, size)
    if os.path.exists(out):
        shutil.rmtree(out)
    app = os.path.join(out, "App")
    os.makedirs(os.path.join(app, "Sources"))
    locales = LOCALES[:n_locales]
    base = Words(rng, "en", "latin")

    # The development table: keys, English values, comments, placeholders.
    entries = []  # (key, value, comment, placeholders)
    seen = set()
    for n in range(n_keys):
        length = rng.randint(1, 8) if rng.random() < 0.95 else rng.randint(15, 40)
        value = base.phrase(length)
        placeholders = []
        if rng.random() < 0.15:
            placeholders = [rng.choice(PLACEHOLDERS) for _ in range(rng.randint(1, 2))]
            if len(placeholders) == 2:
                placeholders = ["%1$@", "%2$d"]
            value = value + " " + " ".join(placeholders)
        if rng.random() < 0.3:
            key = value  # English text as the key, as genstrings writes it
            if key in seen:
                key = f"{value} ({n})"
        else:
            key = f"{rng.choice(['home', 'settings', 'search', 'profile', 'orders', 'player', 'editor'])}." \
                  f"{rng.choice(['button', 'label', 'title', 'alert', 'message', 'placeholder'])}.{n:05d}"
        if rng.random() < 0.05:
            value = value + "\n" + base.phrase(rng.randint(1, 4))
        comment = rng.choice(COMMENTS).format(w=base.word()) if rng.random() < 0.8 else None
        seen.add(key)
        entries.append((key, value, comment, placeholders))

    # Quick actions: short titles (some long enough to be truncated), half with subtitles.
    items = []
    for n in range(n_items):
        items.append({"type": f"$(PRODUCT_BUNDLE_IDENTIFIER).action{n}",
                      "title": f"SHORTCUT_TITLE_{n}",
                      "subtitle": f"SHORTCUT_SUBTITLE_{n}" if n % 2 == 0 else None,
                      "icon": "UIApplicationShortcutIconType" + ICON_TYPES[n % len(ICON_TYPES)]})

    values = bytearray()
    table_bytes = 0
    table_files = 0
    for index, (locale, script) in enumerate(locales):
        words = base if locale == "en" else Words(rng, locale, script)
        utf16 = index % 2 == 1
        lproj = os.path.join(app, "Resources", locale + ".lproj")
        os.makedirs(lproj)

        lines = []
        for key, value, comment, placeholders in entries:
            if locale != "en":
                if rng.random() < 0.003:
                    continue  # missing translation
                if rng.random() < 0.01 and len(value) < 12:
                    translated = value  # left untranslated
                else:
                    translated = words.phrase(max(1, value.count(" ") + rng.randint(0, 2)))
                    if placeholders:
                        marks = list(placeholders)
                        if rng.random() < 0.002:
                            marks[0] = "%d" if marks[0] != "%d" else "%@"  # broken placeholder
                        translated += " " + " ".join(marks)
                    if "\n" in value:
                        translated += "\n" + words.phrase(2)
                value = translated
            if rng.random() < 0.06:
                value = value + " " + rng.choice(EMOJI)
            if comment is not None:
                lines.append(f"/* {comment} */" if rng.random() < 0.9 else f"// {comment}")
            lines.append(f'"{escape(key)}" = "{escape(value)}";')
            lines.append("")
            values += locale.encode() + b"\0" + value.encode("utf-8") + b"\0"
        data = encode_table("\n".join(lines), utf16)
        with open(os.path.join(lproj, "Localizable.strings"), "wb") as f:
            f.write(data)
        table_bytes += len(data)

        info = ["/* Localized versions of Info.plist keys */", ""]
        display = "Bench" if locale == "en" else words.phrase(1)
        info.append(f'"CFBundleDisplayName" = "{escape(display)}";')
        values += locale.encode() + b"\0" + display.encode("utf-8") + b"\0"
        for n, item in enumerate(items):
            for field in ("title", "subtitle"):
                key = item[field]
                if key is None:
                    continue
                long = rng.random() < 0.1
                count = rng.randint(4, 7) if long else rng.randint(1, 3)
                text = words.phrase(count)
                if rng.random() < 0.1:
                    text += " " + rng.choice(EMOJI)
                info.append(f"/* Quick action {n} {field} */")
                info.append(f'"{key}" = "{escape(text)}";')
                values += locale.encode() + b"\0" + text.encode("utf-8") + b"\0"
        data = encode_table("\n".join(info) + "\n", utf16)
        with open(os.path.join(lproj, "InfoPlist.strings"), "wb") as f:
            f.write(data)
        table_bytes += len(data)
        table_files += 2

    write_info_plist(os.path.join(app, "Info.plist"), items)
    swift_bytes = write_swift(os.path.join(app, "Sources"), rng, entries, items, n_files)
    with open(os.path.join(out, "values.bin"), "wb") as f:
        f.write(values)
    manifest = {
        "generator": GENERATOR_VERSION, "size": size, "locales": [l for l, _ in locales],
        "keys": n_keys, "swift_files": n_files, "shortcut_items": n_items,
        "table_files": table_files, "table_bytes": table_bytes, "swift_bytes": swift_bytes,
        "values": values.count(b"\0") // 2, "values_bytes": len(values),
    }
    with open(os.path.join(out, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=2)
        f.write("\n")
    return manifest


def write_info_plist(path, items):
    parts = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
             '<plist version="1.0">', "<dict>",
             "\t<key>CFBundleDevelopmentRegion</key>", "\t<string>en</string>",
             "\t<key>CFBundleDisplayName</key>", "\t<string>Bench</string>",
             "\t<key>CFBundleIdentifier</key>", "\t<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>",
             "\t<key>UIApplicationShortcutItems</key>", "\t<array>"]
    for item in items:
        parts += ["\t\t<dict>",
                  "\t\t\t<key>UIApplicationShortcutItemIconType</key>", f"\t\t\t<string>{item['icon']}</string>"]
        if item["subtitle"]:
            parts += ["\t\t\t<key>UIApplicationShortcutItemSubtitle</key>", f"\t\t\t<string>{item['subtitle']}</string>"]
        parts += ["\t\t\t<key>UIApplicationShortcutItemTitle</key>", f"\t\t\t<string>{item['title']}</string>",
                  "\t\t\t<key>UIApplicationShortcutItemType</key>", f"\t\t\t<string>{item['type']}</string>",
                  "\t\t</dict>"]
    parts += ["\t</array>", "</dict>", "</plist>", ""]
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(parts))


def swift_literal(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'


def write_swift(folder, rng, entries, items, n_files):
    per_file = -(-len(entries) // n_files)
    total = 0
    for f in range(n_files):
        chunk = entries[f * per_file:(f + 1) * per_file]
        name = f"Screen{f:04d}"
        lines = ["import UIKit", "", f"final class {name}ViewController: UIViewController {{"]
        for i, (key, value, comment, placeholders) in enumerate(chunk):
            call = (f"NSLocalizedString({swift_literal(key)}, comment: {swift_literal(comment or '')})"
                    if i % 3 else
                    f"String(localized: {swift_literal(key)}, comment: {swift_literal(comment or '')})")
            if placeholders:
                call = f"String(format: {call}, {', '.join('value' for _ in placeholders)})"
            lines += [f"    func text{i}(value: Int) -> String {{", f"        {call}", "    }", ""]
        # Every 25th file also registers dynamic quick actions.
        if f % 25 == 0:
            lines += ["    func registerShortcuts() {",
                      "        let bundleIdentifier = Bundle.main.bundleIdentifier ?? \"\"",
                      "        UIApplication.shared.shortcutItems = ["]
            for n in range(min(3, len(items))):
                lines += [f"            UIApplicationShortcutItem(",
                          f"                type: bundleIdentifier + \".dynamic{f}_{n}\",",
                          f"                localizedTitle: NSLocalizedString(\"shortcut.dynamic.{f}.{n}.title\", comment: \"Dynamic quick action\"),",
                          f"                localizedSubtitle: nil,",
                          f"                icon: UIApplicationShortcutIcon(type: .{ICON_TYPES[n].lower()[0] + ICON_TYPES[n][1:]}),",
                          f"                userInfo: [\"screen\": \"{name}\" as NSString]",
                          f"            ),"]
            lines += ["        ]", "    }", ""]
        lines += ["}", ""]
        data = "\n".join(lines).encode("utf-8")
        total += len(data)
        with open(os.path.join(folder, name + ".swift"), "wb") as out:
            out.write(data)
    return total


def main(argv):
    if len(argv) < 2 or argv[1] not in SIZES:
        sys.exit(__doc__)
    out_root = argv[2] if len(argv) > 2 else os.path.join(os.path.dirname(os.path.abspath(__file__)), ".data")
    manifest = generate(argv[1], out_root)
    print(json.dumps(manifest))


if __name__ == "__main__":
    main(sys.argv)
