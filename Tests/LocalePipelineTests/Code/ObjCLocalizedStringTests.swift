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

// MARK: - Localization macros

struct ObjCLocalizedStringTests {
    @Test func nsLocalizedStringWithCommentAndNil() {
        let found = extractObjC(#"""
        - (void)viewDidLoad {
            self.title = NSLocalizedString(@"Favourites", @"Navigation title");
          [button setTitle:NSLocalizedString(@"Share", nil) forState:UIControlStateNormal];
        }
        """#)
        #expect(found.strings == [
            objcUse("Favourites", comment: "Navigation title", 2, 18),
            objcUse("Share", 3, 20),
        ])
        #expect(found.nonLiteralKeys.isEmpty && found.shortcuts.isEmpty && found.parseWarnings.isEmpty)
    }

    @Test func fromTableAndFromTableInBundle() {
        let found = extractObjC(#"""
        NSString *a = NSLocalizedStringFromTable(@"Open Now", @"Filters", @"Filter chip");
        NSString *b = NSLocalizedStringFromTableInBundle(@"Closed", @"Filters", [NSBundle bundleForClass:[self class]], nil);
        NSString *c = NSLocalizedStringFromTable(@"Plain", nil, @"nil table");
        NSString *d = NSLocalizedStringFromTable(@"Empty", @"", nil);
        """#)
        #expect(found.strings == [
            objcUse("Open Now", table: "Filters", comment: "Filter chip", kind: .objcFromTable, 1, 15),
            objcUse("Closed", table: "Filters", kind: .objcFromTable, bundle: .other("[NSBundle bundleForClass:[self class]]"), 2, 15),
            objcUse("Plain", comment: "nil table", kind: .objcFromTable, 3, 15),
            objcUse("Empty", kind: .objcFromTable, 4, 15),
        ])
    }

    @Test func withDefaultValue() {
        let found = extractObjC(#"""
        label.text = NSLocalizedStringWithDefaultValue(@"checkin.done", @"CheckIn", NSBundle.mainBundle, @"Checked in at %@", @"Confirmation");
        label.text = NSLocalizedStringWithDefaultValue(@"k2", nil, [NSBundle mainBundle], @"Value", nil);
        """#)
        #expect(found.strings == [
            objcUse("checkin.done", table: "CheckIn", value: "Checked in at %@", comment: "Confirmation", kind: .objcWithDefaultValue, 1, 14),
            objcUse("k2", value: "Value", kind: .objcWithDefaultValue, 2, 14),
        ])
    }

    @Test func nonLiteralKeysAreReportedNotExtracted() {
        let found = extractObjC(#"""
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
        // The method's own parameter as it is (line 2) makes it a wrapper: its callers hold the keys.
        #expect(found.wrappers.map(\.name) == ["labelFor:count:"])
        #expect(found.nonLiteralKeys.map { NonLiteralKey(expression: $0.expression, location: $0.location) } == [
            NonLiteralKey(expression: #"[NSString stringWithFormat:@"row.%ld", (long)n]"#, location: objcPlace(3, 37)),
            NonLiteralKey(expression: "self.keys[n]", location: objcPlace(4, 46)),
            NonLiteralKey(expression: #"[NSString stringWithFormat:@"%@.%@", prefix, key]"#, location: objcPlace(5, 37)),
        ])
    }

    @Test func tableThatIsNotALiteralIsLeftOut() {
        let found = extractObjC(#"NSLocalizedStringFromTable(@"Key", tableName, nil);"#)
        #expect(found.strings.isEmpty && found.nonLiteralKeys.isEmpty)
    }

    @Test func wrongArgumentCountIsAWarning() {
        let found = extractObjC(#"NSLocalizedString(@"Key");"#)
        #expect(found.strings.isEmpty)
        #expect(found.parseWarnings == [InputError("NSLocalizedString takes 2 arguments, found 1", file: objcTestPath, line: 1, column: 1)])
    }

    @Test func memberOrBareMacroNameIsNotACall() {
        let found = extractObjC(#"""
        id f = NSLocalizedString;
        obj.NSLocalizedString(@"No", nil);
        """#)
        #expect(found.strings.isEmpty && found.parseWarnings.isEmpty)
    }
}

// MARK: - The app's own macros

struct ObjCLocalizationMacroTests {
    @Test func macrosThatExpandToALocalizationCallBecomeFunctions() {
        let found = extractObjC("""
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
        let code = await CodeScanner.scan(files: [folder.appendingPathComponent("A.h").path, folder.appendingPathComponent("B.m").path], scope: .named)
        #expect(code.strings.map { "\($0.table):\($0.key) \($0.function ?? "-") \($0.line)" } == ["Main:hello T 2"])
        #expect(code.nonLiteralKeys.isEmpty)
    }

    /// Found on a real app (Kodi Remote): both keys of a ternary, not a non-literal key.
    @Test func aTernaryOfTwoLiteralsIsTwoUses() {
        let found = extractObjC("""
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
        let code = await CodeScanner.scan(files: [folder.appendingPathComponent("A.h").path, folder.appendingPathComponent("B.m").path], scope: .named)
        #expect(code.strings.map { "\($0.key) \($0.function ?? "-")" } == ["%d items LF", "plain L"])
    }
}
