#!/usr/bin/env python3
"""Writes Fixtures/xcstrings: String Catalogs in Xcode's exact format, a
minified one, one with unusual escapes, and broken ones.

Run from the repository root:
    python3 Fixtures/xcstrings/make-fixtures.py Fixtures/xcstrings

`xcode()` is an independent re-implementation of how Xcode writes a catalog
(two-space indent, `"key" : value`, an empty object as `{`, an empty line and
`}`, non-ASCII and `/` unescaped, no final newline), so the byte-identical
rewrite test compares the Swift writer with something it did not produce.
"""
import json, os, sys

root = sys.argv[1]
broken = os.path.join(root, "broken")
app = os.path.join(root, "App")
os.makedirs(broken, exist_ok=True)

def string(s):
    out = []
    for ch in s:
        if ch == '"': out.append('\\"')
        elif ch == '\\': out.append('\\\\')
        elif ch == '\n': out.append('\\n')
        elif ch == '\r': out.append('\\r')
        elif ch == '\t': out.append('\\t')
        elif ch == '\b': out.append('\\b')
        elif ch == '\f': out.append('\\f')
        elif ord(ch) < 0x20: out.append('\\u%04x' % ord(ch))
        else: out.append(ch)
    return '"' + ''.join(out) + '"'

def xcode(value, indent=0):
    pad = ' ' * indent
    if isinstance(value, dict):
        if not value:
            return '{\n\n' + pad + '}'
        items = [' ' * (indent + 2) + string(k) + ' : ' + xcode(v, indent + 2) for k, v in value.items()]
        return '{\n' + ',\n'.join(items) + '\n' + pad + '}'
    if isinstance(value, list):
        if not value:
            return '[\n\n' + pad + ']'
        items = [' ' * (indent + 2) + xcode(v, indent + 2) for v in value]
        return '[\n' + ',\n'.join(items) + '\n' + pad + ']'
    if isinstance(value, bool):
        return 'true' if value else 'false'
    if isinstance(value, int):
        return str(value)
    return string(value)

def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'wb') as f:
        f.write(text.encode('utf-8'))

def unit(value, state='translated'):
    return {'stringUnit': {'state': state, 'value': value}}

def plural(forms, state='translated'):
    # Xcode keeps plural cases sorted by name: few, many, one, other, two, zero.
    return {'variations': {'plural': {k: unit(forms[k], state if not isinstance(state, dict) else state.get(k, 'translated'))
                                      for k in sorted(forms)}}}

def catalog(strings):
    return {'sourceLanguage': 'en', 'strings': strings, 'version': '1.0'}

# The full catalog: every feature the reader knows. Deliberate findings (the
# tests list them): ru's one form of "%lld restaurants nearby" needs review,
# "old.promo" is stale, "new.feature" is only `new` (untranslated) in de.
localizable = catalog({
    '': {},
    '%lld restaurants nearby': {
        'comment': 'Count on the map',
        'localizations': {
            'de': plural({'one': '%lld Restaurant in der Nähe', 'other': '%lld Restaurants in der Nähe'}),
            'en': plural({'one': '%lld restaurant nearby', 'other': '%lld restaurants nearby'}),
            'fr': plural({'one': '%lld restaurant à proximité', 'many': '%lld de restaurants à proximité',
                          'other': '%lld restaurants à proximité'}),
            'ja': unit('近くのレストラン%lld件'),
            'ru': plural({'one': '%lld ресторан рядом', 'few': '%lld ресторана рядом',
                          'many': '%lld ресторанов рядом', 'other': '%lld ресторана рядом'},
                         state={'one': 'needs_review'}),
        },
    },
    'book.table': {
        'comment': 'Quick action: book a table',
        'extractionState': 'manual',
        'localizations': {
            'de': unit('Tisch reservieren'),
            'en': unit('Book a Table'),
            'fr': unit('Réserver une table'),
            'ja': unit('テーブルを予約'),
            'ru': unit('Забронировать столик'),
        },
    },
    'DishDash': {
        'shouldTranslate': False,
    },
    'new.feature': {
        'extractionState': 'manual',
        'localizations': {
            'de': unit('Try the new map', 'new'),
            'en': unit('Try the new map'),
            'fr': unit('Essayez la nouvelle carte'),
            'ja': unit('新しい地図を試す'),
            'ru': unit('Попробуйте новую карту'),
        },
    },
    'old.promo': {
        'extractionState': 'stale',
        'localizations': {
            'de': unit('Alte Aktion'),
            'en': unit('Old promotion'),
        },
    },
    'Open /settings': {
        'localizations': {
            'de': unit('/settings öffnen'),
            'fr': unit('Ouvrir /settings'),
            'ja': unit('/settings を開く'),
            'ru': unit('Открыть /settings'),
        },
    },
    'share.device': {
        'extractionState': 'manual',
        'localizations': {
            'de': {'variations': {'device': {'iphone': unit('Zum Teilen tippen'), 'mac': unit('Zum Teilen klicken'),
                                             'other': unit('Teilen')}}},
            'en': {'variations': {'device': {'iphone': unit('Tap to share'), 'mac': unit('Click to share'),
                                             'other': unit('Share')}}},
            'fr': unit('Partager'),
            'ja': unit('共有'),
            'ru': unit('Поделиться'),
        },
    },
    'visits.summary': {
        'comment': 'A restaurant and how often you went',
        'extractionState': 'manual',
        'localizations': {
            lang: {
                'stringUnit': {'state': 'translated', 'value': fmt},
                'substitutions': {
                    'visits': {
                        'argNum': 2,
                        'formatSpecifier': 'lld',
                        'variations': {'plural': {k: unit(v) for k, v in sorted(forms.items())}},
                    },
                },
            }
            for lang, fmt, forms in [
                ('de', '%1$@: %#@visits@', {'one': '%arg Besuch', 'other': '%arg Besuche'}),
                ('en', '%1$@: %#@visits@', {'one': '%arg visit', 'other': '%arg visits'}),
                ('fr', '%1$@ : %#@visits@', {'one': '%arg visite', 'many': '%arg de visites', 'other': '%arg visites'}),
                ('ja', '%1$@：%#@visits@', {'other': '%arg回訪問'}),
                ('ru', '%1$@: %#@visits@', {'one': '%arg визит', 'few': '%arg визита', 'many': '%arg визитов', 'other': '%arg визита'}),
            ]
        },
    },
    'welcome.escaped': {
        'extractionState': 'manual',
        'localizations': {
            'de': unit('Sag „hallo“\n\tund geh\\bleib 😀'),
            'en': unit('Say "hi"\n\tthen go\\stay — “ok” 😀'),
            'fr': unit('Dis « salut »\n\tpuis va\\reste 😀'),
            'ja': unit('「こんにちは」と言う\n\t😀'),
            'ru': unit('Скажи «привет»\n\tи иди\\останься 😀'),
        },
    },
})
write(os.path.join(root, 'Localizable.xcstrings'), xcode(localizable))

# An empty catalog, as Xcode creates it.
write(os.path.join(root, 'Empty.xcstrings'), xcode(catalog({})))

# Xcode's layout, but escapes Xcode would not write (\/ and \u): a rewrite
# must keep them as they are.
write(os.path.join(root, 'Escapes.xcstrings'), '''{
  "sourceLanguage" : "en",
  "strings" : {
    "https:\\/\\/example.com" : {
      "localizations" : {
        "de" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "https:\\/\\/example.de \\u00e9t\\u00E9 \\ud83d\\ude00"
          }
        }
      }
    }
  },
  "version" : "1.0"
}''')

# As translation platforms write catalogs: minified, no extractionState, keys
# not sorted, a final newline. It reads the same; a rewrite uses Xcode's layout.
minified = {'sourceLanguage': 'en', 'version': '1.0', 'strings': {
    'zeta': {'localizations': {'en': unit('Zeta'), 'de': unit('Zeta auf Deutsch')}},
    'alpha': {'comment': 'first letter', 'localizations': {'de': {'variations': {'plural': {
        'other': unit('%lld Alphas'), 'one': unit('ein Alpha')}}}, 'en': {'variations': {'plural': {
        'one': unit('one alpha'), 'other': unit('%lld alphas')}}}}},
}}
write(os.path.join(root, 'Minified.xcstrings'), json.dumps(minified, ensure_ascii=False, separators=(',', ':')) + '\n')

# Broken catalogs; the tests (and README) give each one's position.
write(os.path.join(broken, 'missing-comma.xcstrings'), '''{
  "sourceLanguage" : "en",
  "strings" : {
    "a" : {
      "comment" : "x"
      "extractionState" : "manual"
    }
  },
  "version" : "1.0"
}''')
# A comma before a closing brace is not RFC JSON, but Foundation (and so
# Xcode) reads it: so do we. It is the one valid file in this folder.
write(os.path.join(broken, 'trailing-comma-accepted.xcstrings'), '''{
  "sourceLanguage" : "en",
  "strings" : {
    "a" : {
      "comment" : "x",
    },
  },
  "version" : "1.0",
}''')
write(os.path.join(broken, 'unterminated-string.xcstrings'), '''{
  "sourceLanguage" : "en",
  "strings" : {
    "a : {''')
write(os.path.join(broken, 'value-not-string.xcstrings'), '''{
  "sourceLanguage" : "en",
  "strings" : {
    "a" : {
      "localizations" : {
        "de" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : 3
          }
        }
      }
    }
  },
  "version" : "1.0"
}''')
write(os.path.join(broken, 'no-source-language.xcstrings'), '''{
  "strings" : {

  },
  "version" : "1.0"
}''')
write(os.path.join(broken, 'bad-escape.xcstrings'), '''{
  "sourceLanguage" : "en",
  "strings" : {
    "Tab\\x" : {

    }
  },
  "version" : "1.0"
}''')
write(os.path.join(broken, 'raw-newline.xcstrings'), '''{
  "sourceLanguage" : "en",
  "strings" : {
    "a" : {
      "comment" : "line one
line two"
    }
  },
  "version" : "1.0"
}''')
write(os.path.join(broken, 'not-an-object.xcstrings'), '[\n\n]')
write(os.path.join(broken, 'empty.xcstrings'), '')
write(os.path.join(broken, 'strings-not-object.xcstrings'), '''{
  "sourceLanguage" : "en",
  "strings" : [

  ],
  "version" : "1.0"
}''')

# A small app for the end-to-end test: an Info.plist with one quick action,
# its title localized by InfoPlist.xcstrings beside Localizable.xcstrings,
# and a plural table in lproj folders next to the catalogs.
write(os.path.join(app, 'Info.plist'), '''<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleDevelopmentRegion</key>
	<string>en</string>
	<key>UIApplicationShortcutItems</key>
	<array>
		<dict>
			<key>UIApplicationShortcutItemType</key>
			<string>com.example.dishdash.book</string>
			<key>UIApplicationShortcutItemTitle</key>
			<string>Book a Table</string>
			<key>UIApplicationShortcutItemIconType</key>
			<string>UIApplicationShortcutIconTypeDate</string>
		</dict>
	</array>
</dict>
</plist>
''')
write(os.path.join(app, 'Resources', 'InfoPlist.xcstrings'), xcode(catalog({
    'Book a Table': {
        'comment': 'Quick action title',
        'extractionState': 'manual',
        'localizations': {
            'de': unit('Tisch reservieren'),
            'ja': unit('テーブルを予約'),
        },
    },
    'CFBundleDisplayName': {
        'shouldTranslate': False,
    },
})))
write(os.path.join(app, 'Resources', 'Localizable.xcstrings'), xcode(catalog({
    'Favourites': {
        'localizations': {
            'de': unit('Favoriten', 'needs_review'),
            'ja': unit('お気に入り'),
        },
    },
    'Old banner': {
        'extractionState': 'stale',
        'localizations': {
            'de': unit('Altes Banner'),
        },
    },
})))
PLURAL = '''<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>%%d stars</key>
	<dict>
		<key>NSStringLocalizedFormatKey</key>
		<string>%%#@stars@</string>
		<key>stars</key>
		<dict>
			<key>NSStringFormatSpecTypeKey</key>
			<string>NSStringPluralRuleType</string>
			<key>NSStringFormatValueTypeKey</key>
			<string>d</string>
%s		</dict>
	</dict>
</dict>
</plist>
'''
def forms(**kw):
    return ''.join('\t\t\t<key>%s</key>\n\t\t\t<string>%s</string>\n' % (k, v) for k, v in kw.items())
write(os.path.join(app, 'Resources', 'en.lproj', 'Plurals.stringsdict'), PLURAL % forms(one='%d star', other='%d stars'))
# German lacks `one`: the app's one plural-category-missing.
write(os.path.join(app, 'Resources', 'de.lproj', 'Plurals.stringsdict'), PLURAL % forms(other='%d Sterne'))
write(os.path.join(app, 'Resources', 'ja.lproj', 'Plurals.stringsdict'), PLURAL % forms(other='星%d個'))
