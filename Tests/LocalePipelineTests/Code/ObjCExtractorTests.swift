import Testing
import Foundation
@testable import LocalePipeline
@testable import PipelineCore
@testable import PipelineFormats
@testable import PipelineCode
@testable import PipelineProject
@testable import PipelineLoading
@testable import PipelineChecks
@testable import PipelineOperations
@testable import PipelineOutputs

private let path = "Sources/Test.m"

private func extract(_ source: String) -> CodeExtraction {
    ObjCExtractor.extract(source: source, path: path)
}

private func use(_ key: String, table: String = "Localizable", value: String? = nil, comment: String? = nil,
                 kind: LocalizedStringUse.Kind = .objc, bundle: CodeBundle = .main, _ line: Int, _ column: Int) -> LocalizedStringUse {
    LocalizedStringUse(key: key, table: table, value: value, comment: comment, kind: kind, bundle: bundle, file: path, line: line, column: column)
}

private func at(_ line: Int, _ column: Int) -> LocalePipeline.SourceLocation {
    LocalePipeline.SourceLocation(file: path, line: line, column: column)
}

// MARK: - Localization macros

struct ObjCLocalizedStringTests {
    @Test func nsLocalizedStringWithCommentAndNil() {
        let found = extract(#"""
        - (void)viewDidLoad {
            self.title = NSLocalizedString(@"Favourites", @"Navigation title");
          [button setTitle:NSLocalizedString(@"Share", nil) forState:UIControlStateNormal];
        }
        """#)
        #expect(found.strings == [
            use("Favourites", comment: "Navigation title", 2, 18),
            use("Share", 3, 20),
        ])
        #expect(found.nonLiteralKeys.isEmpty && found.shortcuts.isEmpty && found.parseWarnings.isEmpty)
    }

    @Test func fromTableAndFromTableInBundle() {
        let found = extract(#"""
        NSString *a = NSLocalizedStringFromTable(@"Open Now", @"Filters", @"Filter chip");
        NSString *b = NSLocalizedStringFromTableInBundle(@"Closed", @"Filters", [NSBundle bundleForClass:[self class]], nil);
        NSString *c = NSLocalizedStringFromTable(@"Plain", nil, @"nil table");
        NSString *d = NSLocalizedStringFromTable(@"Empty", @"", nil);
        """#)
        #expect(found.strings == [
            use("Open Now", table: "Filters", comment: "Filter chip", kind: .objcFromTable, 1, 15),
            use("Closed", table: "Filters", kind: .objcFromTable, bundle: .other("[NSBundle bundleForClass:[self class]]"), 2, 15),
            use("Plain", comment: "nil table", kind: .objcFromTable, 3, 15),
            use("Empty", kind: .objcFromTable, 4, 15),
        ])
    }

    @Test func withDefaultValue() {
        let found = extract(#"""
        label.text = NSLocalizedStringWithDefaultValue(@"checkin.done", @"CheckIn", NSBundle.mainBundle, @"Checked in at %@", @"Confirmation");
        label.text = NSLocalizedStringWithDefaultValue(@"k2", nil, [NSBundle mainBundle], @"Value", nil);
        """#)
        #expect(found.strings == [
            use("checkin.done", table: "CheckIn", value: "Checked in at %@", comment: "Confirmation", kind: .objcWithDefaultValue, 1, 14),
            use("k2", value: "Value", kind: .objcWithDefaultValue, 2, 14),
        ])
    }

    @Test func nonLiteralKeysAreReportedNotExtracted() {
        let found = extract(#"""
        - (NSString *)labelFor:(NSString *)key count:(NSInteger)n {
            NSString *a = NSLocalizedString(key, nil);
            NSString *b = NSLocalizedString([NSString stringWithFormat:@"row.%ld", (long)n], @"Row");
            NSString *c = NSLocalizedStringFromTable(self.keys[n], @"Rows", nil);
            NSString *d = NSLocalizedString([NSString stringWithFormat:@"%@.%@",
                                             prefix, key], nil);
            return a;
        }
        """#)
        #expect(found.strings.isEmpty)
        #expect(found.nonLiteralKeys == [
            NonLiteralKey(expression: "key", location: at(2, 37)),
            NonLiteralKey(expression: #"[NSString stringWithFormat:@"row.%ld", (long)n]"#, location: at(3, 37)),
            NonLiteralKey(expression: "self.keys[n]", location: at(4, 46)),
            NonLiteralKey(expression: #"[NSString stringWithFormat:@"%@.%@", prefix, key]"#, location: at(5, 37)),
        ])
    }

    @Test func tableThatIsNotALiteralIsLeftOut() {
        let found = extract(#"NSLocalizedStringFromTable(@"Key", tableName, nil);"#)
        #expect(found.strings.isEmpty && found.nonLiteralKeys.isEmpty)
    }

    @Test func wrongArgumentCountIsAWarning() {
        let found = extract(#"NSLocalizedString(@"Key");"#)
        #expect(found.strings.isEmpty)
        #expect(found.parseWarnings == [InputError("NSLocalizedString takes 2 arguments, found 1", file: path, line: 1, column: 1)])
    }

    @Test func memberOrBareMacroNameIsNotACall() {
        let found = extract(#"""
        id f = NSLocalizedString;
        obj.NSLocalizedString(@"No", nil);
        """#)
        #expect(found.strings.isEmpty && found.parseWarnings.isEmpty)
    }
}

// MARK: - Literals

struct ObjCLiteralTests {
    @Test func escapesInObjCStrings() {
        let found = extract(#"""
        NSLocalizedString(@"Say \"hi\"\\ \n\t\r|\'|\x41|\101|\0|\u00E9|\U0001F355|\303\251|\q", nil);
        """#)
        #expect(found.strings.map(\.key) == ["Say \"hi\"\\ \n\t\r|'|A|A|\0|é|🍕|é|q"])
    }

    @Test func adjacentLiteralsConcatenate() {
        let found = extract(#"""
        NSLocalizedString(@"Remove from " @"Favourites", @"a" "b"
                          /* between */ @"c");
        NSLocalizedString(@"Line one "
                          // a comment between parts
                          "and two", nil);
        """#)
        #expect(found.strings == [
            use("Remove from Favourites", comment: "abc", 1, 1),
            use("Line one and two", 3, 1),
        ])
    }

    @Test func lineContinuationInsideALiteral() {
        let found = extract("NSLocalizedString(@\"Open \\\nNow\", nil); NSLocalizedString(@\"Next\", nil);")
        #expect(found.strings == [use("Open Now", 1, 1), use("Next", 2, 13)])
    }

    @Test func lexerTokenKindsAndPositions() {
        let stream = ObjCLexer.tokenize(#"x = @[@1, 'a', 0x1Fu, 1.5e-3f, L"w", .5]; // done"#, path: path)
        let kinds = stream.tokens.map(\.kind)
        #expect(kinds == [.identifier, .punctuation, .punctuation, .punctuation, .punctuation, .number, .punctuation,
                          .character, .punctuation, .number, .punctuation, .number, .punctuation, .cString, .punctuation,
                          .number, .punctuation, .punctuation])
        #expect(stream.tokens.map { stream.text($0) } == ["x", "=", "@", "[", "@", "1", ",", "'a'", ",", "0x1Fu", ",",
                                                          "1.5e-3f", ",", #"L"w""#, ",", ".5", "]", ";"])
        #expect(stream.tokens.map(\.column) == [1, 3, 5, 6, 7, 8, 9, 11, 14, 16, 21, 23, 30, 32, 36, 38, 40, 41])
        #expect(stream.value(stream.tokens[13]) == "w")
        #expect(stream.value(stream.tokens[7]) == "a")
    }
}

// MARK: - Decoys and preprocessor

struct ObjCDecoyTests {
    @Test func commentsStringsAndDirectivesHideCalls() {
        let found = extract(#"""
        // NSLocalizedString(@"Line comment", nil);
        // continued \
        NSLocalizedString(@"Continued comment", nil);
        /* NSLocalizedString(@"Block comment", nil);
           NSLocalizedString(@"Second line", nil); */
        NSString *s = @"NSLocalizedString(@\"In a string\", nil)";
        const char *c = "NSLocalizedString(@\"In a C string\", nil)";
        #define LOC(x) NSLocalizedString(x, nil)
        #define MORE NSLocalizedString(@"Macro body", \
                                       nil)
        NSLocalizedString(@"Real", nil);
        """#)
        // A function-like macro's body is a template; an object-like macro's
        // body is a lookup wherever the macro is used (a constant, see CodeConstantsTests).
        #expect(found.strings == [use("Macro body", 9, 14), use("Real", 11, 1)])
        #expect(found.nonLiteralKeys.isEmpty && found.parseWarnings.isEmpty)
    }

    @Test func ifZeroIsSkippedAndItsElseIsRead() {
        let found = extract(#"""
        #if 0
        NSLocalizedString(@"Dead", nil);
        #if DEBUG
        NSLocalizedString(@"Dead nested", nil);
        #endif
        #elif 0
        NSLocalizedString(@"Dead elif", nil);
        #else
        NSLocalizedString(@"Else branch", nil);
        #endif
          # if (0) /* disabled */
        NSLocalizedString(@"Dead again", nil);
        #endif
        #ifdef DEBUG
        NSLocalizedString(@"Debug", nil);
        #else
        NSLocalizedString(@"Release", nil);
        #endif
        #if 1
        NSLocalizedString(@"One", nil);
        #else
        NSLocalizedString(@"Not one", nil);
        #endif
        #if !0
        NSLocalizedString(@"Not zero", nil);
        #endif
        #if 0 // "don't /* mind */ this
        NSLocalizedString(@"Dead with comment", nil); 'unterminated
        #endif
        """#)
        // `#ifdef DEBUG` is not shipped, so skipped by default (see SkippedCodeTests).
        #expect(found.strings == [
            use("Else branch", 9, 1),
            use("Release", 17, 1),
            use("One", 20, 1),
            use("Not zero", 25, 1),
        ])
        #expect(found.parseWarnings.isEmpty)
    }

    @Test func unbalancedConditionalsAreWarnings() {
        let found = extract("#endif\n#if 0\nNSLocalizedString(@\"Dead\", nil);\n")
        #expect(found.strings.isEmpty)
        #expect(found.parseWarnings == [
            InputError("#endif without #if", file: path, line: 1, column: 1),
            InputError("unterminated conditional directive (missing #endif)", file: path, line: 2, column: 1),
        ])
    }
}

// MARK: - Robustness and positions

struct ObjCRobustnessTests {
    @Test func unterminatedLiteralAtEndOfFile() {
        let found = extract("NSLocalizedString(@\"Done\", nil);\nNSLocalizedString(@\"Open")
        #expect(found.strings == [use("Done", 1, 1)])
        #expect(found.parseWarnings == [InputError("unterminated string literal", file: path, line: 2, column: 19)])
    }

    @Test func unterminatedLiteralEndsAtTheLineBreak() {
        let found = extract("x = @\"oops;\nNSLocalizedString(@\"After\", nil);")
        #expect(found.strings == [use("After", 2, 1)])
        #expect(found.parseWarnings == [InputError("unterminated string literal", file: path, line: 1, column: 5)])
    }

    @Test func unterminatedCommentAndBackslashAtEndOfFile() {
        let comment = extract("NSLocalizedString(@\"A\", nil);\n/* never closed NSLocalizedString(@\"B\", nil);")
        #expect(comment.strings == [use("A", 1, 1)])
        #expect(comment.parseWarnings == [InputError("unterminated /* comment", file: path, line: 2, column: 1)])
        for source in ["@\"abc\\", "'", "\\", "@", "#", "#if", "/", "NSLocalizedString(", "NSLocalizedString(@\"k\", ", "[[UIApplicationShortcutItem alloc] initWithType:@\"t\" localizedTitle:"] {
            _ = extract(source)  // must not crash
        }
    }

    @Test func randomFragmentsNeverCrash() {
        let fragments = [
            "NSLocalizedString(", "NSLocalizedStringFromTable(", "NSLocalizedStringWithDefaultValue(", "@\"", "\"", "'", "\\",
            "\\\n", "\n", "\r\n", "\r", "(", ")", "[", "]", "{", "}", "^{", ",", ":", ";", "?", "=", "==", ".", "->",
            "/*", "*/", "//", "#if 0\n", "#else\n", "#elif 1\n", "#endif\n", "#define X \\\n", "\n#", "nil", "key",
            "@\"k\"", "\"c\"", "\\u00E9", "\\x4", "\\U0001F3", "\\101", "é", "🍕", "日本", "\u{FEFF}", "0x1p-3",
            "[[UIApplicationShortcutItem alloc] initWithType:", "[[UIMutableApplicationShortcutItem alloc] initWithType:",
            "localizedTitle:", "localizedSubtitle:", "icon:", "userInfo:", "item", " ", "\t", "autorelease",
            "[UIApplicationShortcutIcon iconWithType:", "[NSString stringWithFormat:@\"%@.Play\", ", "bundleIdentifier",
            "item.localizedTitle = ", "[item setLocalizedTitle:", "UIMutableApplicationShortcutItem *item = ",
        ]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<3000 {
            var source = ""
            for _ in 0..<(1 + next(40)) { source += fragments[next(fragments.count)] }
            let stream = ObjCLexer.tokenize(source, path: path)
            var previous = -1
            for token in stream.tokens {
                #expect(token.start > previous && token.end > token.start && token.end <= stream.bytes.count)
                #expect(token.line >= 1 && token.column >= 1)
                previous = token.start
            }
            let found = extract(source)
            for use in found.strings { #expect(use.line >= 1 && use.column >= 1) }
        }
    }

    @Test func crlfLineEndings() {
        let source = "// header\r\n- (void)a {\r\n    x = NSLocalizedString(@\"One\", nil);\r\n\r\n  NSLocalizedString(@\"Two\",\r\n nil);\r\n}\r\n"
        let found = extract(source)
        #expect(found.strings == [use("One", 3, 9), use("Two", 5, 3)])
    }

    @Test func columnsCountUnicodeScalars() {
        // "é" is 2 bytes, "🍕" 4 bytes, "日本" 6 bytes: each character is one column.
        let found = extract("/* 日本 */ x = @\"Café 🍕\"; NSLocalizedString(@\"Share\", nil);\n\tNSLocalizedString(@\"Tab\", nil);")
        #expect(found.strings == [use("Share", 1, 25), use("Tab", 2, 2)])
    }

    @Test func byteOrderMarkTakesNoColumn() {
        let found = extract("\u{FEFF}NSLocalizedString(@\"Key\", nil);")
        #expect(found.strings == [use("Key", 1, 1)])
    }

    @Test func nestedBracketsBlocksAndCommas() {
        let found = extract(#"""
        [UIView animateWithDuration:0.3 animations:^{
            label.text = NSLocalizedString(@"Inside block", nil);
        } completion:^(BOOL finished) { [self done:@{ @"a": @1, @"b": @2 }]; }];
        NSLocalizedStringFromTableInBundle(@"Nested", @"Table",
            [NSBundle bundleWithPath:[dir stringByAppendingPathComponent:(f(1, 2), @"x")]],
            ((void)^{ g(3, 4); }, @"comment"));
        NSLocalizedString(@"Outer", NSLocalizedString(@"Inner", nil));
        """#)
        #expect(found.strings == [
            use("Inside block", 2, 18),
            use("Nested", table: "Table", kind: .objcFromTable,
                bundle: .other(#"[NSBundle bundleWithPath:[dir stringByAppendingPathComponent:(f(1, 2), @"x")]]"#), 4, 1),
            use("Outer", 7, 1),
            use("Inner", 7, 29),
        ])
    }
}

// MARK: - Quick actions

struct ObjCShortcutTests {
    @Test func fullInitializerWithInlineLocalizedTitle() {
        let found = extract(#"""
        - (void)updateShortcuts {
            UIApplicationShortcutItem *item = [[UIApplicationShortcutItem alloc]
                initWithType:@"com.dishdash.favourites"
              localizedTitle:NSLocalizedString(@"Show Favourites", @"Quick action")
           localizedSubtitle:@"Your saved places"
                        icon:[UIApplicationShortcutIcon iconWithType:UIApplicationShortcutIconTypeFavorite]
                    userInfo:@{ @"tab": @"favourites" }];
            [UIApplication sharedApplication].shortcutItems = @[item];
        }
        """#)
        let title = use("Show Favourites", comment: "Quick action", 4, 22)
        #expect(found.strings == [title])
        #expect(found.shortcuts == [CodeShortcutItem(
            type: .literal("com.dishdash.favourites"), typeLocation: at(3, 22), title: .localized(title),
            subtitle: .literal("Your saved places", at(5, 22)), iconType: "UIApplicationShortcutIconTypeFavorite",
            hasUserInfo: true, mutable: false, location: at(2, 39))])
    }

    @Test func shortFormWithBundlePrefixedTypes() {
        let found = extract(#"""
        NSArray *items = @[
            [[UIApplicationShortcutItem alloc] initWithType:[NSString stringWithFormat:@"%@.Play", [[NSBundle mainBundle] bundleIdentifier]] localizedTitle:@"Play"],
            [[UIApplicationShortcutItem alloc] initWithType:[bundleIdentifier stringByAppendingString:@".Search"] localizedTitle:@"Search"],
            [[UIApplicationShortcutItem alloc] initWithType:[NSBundle.mainBundle.bundleIdentifier stringByAppendingString:@".Book"] localizedTitle:@"Book"],
            [[UIApplicationShortcutItem alloc] initWithType:kShortcutType localizedTitle:@"Other"],
            [[UIApplicationShortcutItem alloc] initWithType:[NSString stringWithFormat:@"%@.%@", bundleID, name] localizedTitle:@"Fmt"],
        ];
        """#)
        #expect(found.shortcuts.map(\.type) == [
            .bundlePrefixed(suffix: "Play"), .bundlePrefixed(suffix: "Search"), .bundlePrefixed(suffix: "Book"), .unknown, .unknown,
        ])
        #expect(found.shortcuts.map(\.location) == [at(2, 5), at(3, 5), at(4, 5), at(5, 5), at(6, 5)])
        #expect(found.shortcuts[0].title == .literal("Play", at(2, 149)))
        #expect(found.shortcuts.allSatisfy { $0.subtitle == nil && $0.iconType == nil && !$0.hasUserInfo && !$0.mutable })
    }

    @Test func titleFromALocalVariableInTheSameMethod() {
        let found = extract(#"""
        - (void)one {
            NSString *title = NSLocalizedString(@"New Restaurant", @"Quick action"), *other = nil;
            NSString *subtitle = NSLocalizedString(@"Reassigned", nil);
            subtitle = [self computeSubtitle];
            UIApplicationShortcutItem *a = [[UIApplicationShortcutItem alloc] initWithType:@"add" localizedTitle:title localizedSubtitle:subtitle icon:nil userInfo:nil];
        }
        - (void)two {
            UIApplicationShortcutItem *b = [[UIApplicationShortcutItem alloc] initWithType:@"add" localizedTitle:title];
        }
        """#)
        let title = use("New Restaurant", comment: "Quick action", 2, 23)
        #expect(found.strings == [title, use("Reassigned", 3, 26)])
        #expect(found.shortcuts == [
            CodeShortcutItem(type: .literal("add"), typeLocation: at(5, 84), title: .localized(title), subtitle: .unknown(at(5, 130)),
                             hasUserInfo: false, location: at(5, 36)),
            CodeShortcutItem(type: .literal("add"), typeLocation: at(8, 84), title: .unknown(at(8, 106)), location: at(8, 36)),
        ])
    }

    @Test func iconsUserInfoAndUnknownTitles() {
        let found = extract(#"""
        a = [[UIApplicationShortcutItem alloc] initWithType:@"t1" localizedTitle:[self titleFor:1] localizedSubtitle:nil icon:[UIApplicationShortcutIcon iconWithTemplateImageName:@"fork"] userInfo:(NSDictionary *)info];
        b = [[UIApplicationShortcutItem alloc] initWithType:@"t2" localizedTitle:NSLocalizedString(key, nil) localizedSubtitle:nil icon:[UIApplicationShortcutIcon iconWithSystemImageName:@"star.fill"] userInfo:nil];
        c = [[UIApplicationShortcutItem alloc] initWithType:@"t3" localizedTitle:(flag ? yes : no) localizedSubtitle:flag ? first : second icon:nil userInfo:NULL];
        """#)
        #expect(found.shortcuts == [
            CodeShortcutItem(type: .literal("t1"), typeLocation: at(1, 53), title: .unknown(at(1, 74)), iconTemplateImageName: "fork", hasUserInfo: true, location: at(1, 5)),
            CodeShortcutItem(type: .literal("t2"), typeLocation: at(2, 53), title: .unknown(at(2, 74)), iconSystemImageName: "star.fill", location: at(2, 5)),
            CodeShortcutItem(type: .literal("t3"), typeLocation: at(3, 53), title: .unknown(at(3, 74)), subtitle: .unknown(at(3, 110)), location: at(3, 5)),
        ])
        #expect(found.nonLiteralKeys == [NonLiteralKey(expression: "key", location: at(2, 92))])
    }

    @Test func mutableItemAndItsSetters() {
        let found = extract(#"""
        - (void)configure {
            UIMutableApplicationShortcutItem *item = [[UIMutableApplicationShortcutItem alloc] initWithType:@"discover" localizedTitle:@"Discover"];
            item.localizedTitle = NSLocalizedString(@"Show Discover", nil);
            [item setLocalizedSubtitle:NSLocalizedStringFromTable(@"Nearby", @"Shortcuts", nil)];
            item.icon = [UIApplicationShortcutIcon iconWithType:UIApplicationShortcutIconTypeSearch];
            [item setUserInfo:@{ @"k": @"v" }];
            self.item.localizedTitle = @"Not this one";
        }
        - (void)other {
            item.localizedTitle = @"Other method";
            UIMutableApplicationShortcutItem *legacy = [[[UIMutableApplicationShortcutItem alloc] initWithType:@"old" localizedTitle:@"Old"] autorelease];
            legacy.localizedTitle = @"New";
        }
        """#)
        let title = use("Show Discover", 3, 27)
        let subtitle = use("Nearby", table: "Shortcuts", kind: .objcFromTable, 4, 32)
        #expect(found.strings == [title, subtitle])
        #expect(found.shortcuts == [
            CodeShortcutItem(type: .literal("discover"), typeLocation: at(2, 101), title: .localized(title), subtitle: .localized(subtitle),
                             iconType: "UIApplicationShortcutIconTypeSearch", hasUserInfo: true, mutable: true, location: at(2, 46)),
            CodeShortcutItem(type: .literal("old"), typeLocation: at(11, 104), title: .literal("New", at(12, 29)), mutable: true, location: at(11, 49)),
        ])
    }

    @Test func shortcutInsideIfZeroOrACommentIsIgnored() {
        let found = extract(#"""
        #if 0
        a = [[UIApplicationShortcutItem alloc] initWithType:@"dead" localizedTitle:@"Dead"];
        #endif
        // b = [[UIApplicationShortcutItem alloc] initWithType:@"c" localizedTitle:@"C"];
        c = [[UIApplicationShortcutItem alloc] initWithType:@"live" localizedTitle:@"Live"];
        d = [[NSObject alloc] initWithType:@"x" localizedTitle:@"Not an item"];
        """#)
        #expect(found.shortcuts.map(\.type) == [.literal("live")])
        #expect(found.shortcuts.first?.location == at(5, 5))
    }
}

// MARK: - Demo app fixture

struct ObjCDemoFixtureTests {
    /// The repository root: the nearest folder above this file with a Package.swift.
    static func packageRoot() -> String { PackageRoot.path }

    @Test func favouritesViewControllerYieldsItsThreeStringsAndNotTheDecoy() throws {
        let relative = "Fixtures/DemoApp/Sources/Legacy/FavouritesViewController.m"
        let source = try String(contentsOfFile: Self.packageRoot() + "/" + relative, encoding: .utf8)
        let found = ObjCExtractor.extract(source: source, path: relative)
        func use(_ key: String, comment: String?, _ kind: LocalizedStringUse.Kind, _ line: Int, _ column: Int) -> LocalizedStringUse {
            LocalizedStringUse(key: key, comment: comment, kind: kind, file: relative, line: line, column: column)
        }
        #expect(found.strings == [
            use("Open Now", comment: "Filter: restaurants open right now", .objcFromTable, 38, 71),
            use("Share", comment: nil, .objc, 107, 53),
            use("Remove from Favourites", comment: "Context menu action", .objc, 113, 54),
        ])
        #expect(found.shortcuts.isEmpty && found.nonLiteralKeys.isEmpty && found.parseWarnings.isEmpty)
    }
}

// MARK: - The app's own macros

struct ObjCLocalizationMacroTests {
    @Test func macrosThatExpandToALocalizationCallBecomeFunctions() {
        let found = extract("""
            #define LOCALIZED_STR(s) NSLocalizedString(s, nil)
            #define L_TABLE(note, key) \\
                NSLocalizedStringFromTable((key), @"Settings", note)
            #define LS(k) [[NSBundle mainBundle] localizedStringForKey:(k) value:@"" table:nil]
            #define LDEF(k, tbl, v) NSLocalizedStringWithDefaultValue(k, tbl, [NSBundle mainBundle], v, @"")
            #define MAX2(a, b) ((a) > (b) ? (a) : (b))
            #define CONSTANT(s) NSLocalizedString(@"fixed", nil)
            """).localizationMacros
        #expect(found == [
            LocalizationFunction(name: "LOCALIZED_STR", key: .position(0)),
            {
                var f = LocalizationFunction(name: "L_TABLE", key: .position(1), comment: .position(0))
                f.fixedTable = "Settings"
                return f
            }(),
            LocalizationFunction(name: "LS", key: .position(0)),
            LocalizationFunction(name: "LDEF", key: .position(0), table: .position(1), value: .position(2)),
        ])
    }

    @Test func scanningFollowsAHeadersMacroInAnotherFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("objc-macros-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("#define T(s) NSLocalizedStringFromTable(s, @\"Main\", nil)\n".utf8).write(to: folder.appendingPathComponent("A.h"))
        try Data("#import \"A.h\"\nNSString *x = T(@\"hello\");\n".utf8).write(to: folder.appendingPathComponent("B.m"))
        let code = await CodeScanner.scan(files: [folder.appendingPathComponent("A.h").path, folder.appendingPathComponent("B.m").path])
        #expect(code.strings.map { "\($0.table):\($0.key) \($0.function ?? "-") \($0.line)" } == ["Main:hello T 2"])
        #expect(code.nonLiteralKeys.isEmpty)
    }

    /// Found on a real app (Kodi Remote): both keys of a ternary, not a non-literal key.
    @Test func aTernaryOfTwoLiteralsIsTwoUses() {
        let found = extract("""
            NSString *a = NSLocalizedString(on ? @"Pause" : @"Play", nil);
            NSString *b = NSLocalizedString([self isOn] ? @"On" : @"Off", @"switch");
            """)
        #expect(found.strings.map(\.key).sorted() == ["Off", "On", "Pause", "Play"])
        #expect(found.nonLiteralKeys.isEmpty)
    }

    /// Found on a real app: a format macro defined through the app's own one.
    @Test func aMacroDefinedThroughAnotherIsFollowed() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("objc-macros-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("""
            #define L(s) NSLocalizedString(s, nil)
            #define LF(s, ...) [NSString stringWithFormat:L(s), __VA_ARGS__]

            """.utf8).write(to: folder.appendingPathComponent("A.h"))
        try Data("NSString *x = LF(@\"%d items\", n);\nNSString *y = L(@\"plain\");\n".utf8).write(to: folder.appendingPathComponent("B.m"))
        let code = await CodeScanner.scan(files: [folder.appendingPathComponent("A.h").path, folder.appendingPathComponent("B.m").path])
        #expect(code.strings.map { "\($0.key) \($0.function ?? "-")" } == ["%d items LF", "plain L"])
    }
}
