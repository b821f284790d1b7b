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

// MARK: - Literals

struct ObjCLiteralTests {
    @Test func escapesInObjCStrings() {
        let found = extractObjC(#"""
        NSLocalizedString(@"Say \"hi\"\\ \n\t\r|\'|\x41|\101|\0|\u00E9|\U0001F355|\303\251|\q", nil);
        """#)
        #expect(found.strings.map(\.key) == ["Say \"hi\"\\ \n\t\r|'|A|A|\0|é|🍕|é|q"])
    }

    @Test func adjacentLiteralsConcatenate() {
        let found = extractObjC(#"""
        NSLocalizedString(@"Remove from " @"Favourites", @"a" "b"
                          /* between */ @"c");
        NSLocalizedString(@"Line one "
                          // a comment between parts
                          "and two", nil);
        """#)
        #expect(found.strings == [
            objcUse("Remove from Favourites", comment: "abc", 1, 1),
            objcUse("Line one and two", 3, 1),
        ])
    }

    @Test func lineContinuationInsideALiteral() {
        let found = extractObjC("NSLocalizedString(@\"Open \\\nNow\", nil); NSLocalizedString(@\"Next\", nil);")
        #expect(found.strings == [objcUse("Open Now", 1, 1), objcUse("Next", 2, 13)])
    }

    @Test func lexerTokenKindsAndPositions() {
        let stream = ObjCLexer.tokenize(#"x = @[@1, 'a', 0x1Fu, 1.5e-3f, L"w", .5]; // done"#, path: objcTestPath)
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
        let found = extractObjC(#"""
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
        #expect(found.strings == [objcUse("Macro body", 9, 14), objcUse("Real", 11, 1)])
        #expect(found.nonLiteralKeys.isEmpty && found.parseWarnings.isEmpty)
    }

    @Test func ifZeroIsSkippedAndItsElseIsRead() {
        let found = extractObjC(#"""
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
            objcUse("Else branch", 9, 1),
            objcUse("Release", 17, 1),
            objcUse("One", 20, 1),
            objcUse("Not zero", 25, 1),
        ])
        #expect(found.parseWarnings.isEmpty)
    }

    @Test func unbalancedConditionalsAreWarnings() {
        let found = extractObjC("#endif\n#if 0\nNSLocalizedString(@\"Dead\", nil);\n")
        #expect(found.strings.isEmpty)
        #expect(found.parseWarnings == [
            InputError("#endif without #if", file: objcTestPath, line: 1, column: 1),
            InputError("unterminated conditional directive (missing #endif)", file: objcTestPath, line: 2, column: 1),
        ])
    }
}

// MARK: - Robustness and positions

struct ObjCRobustnessTests {
    @Test func unterminatedLiteralAtEndOfFile() {
        let found = extractObjC("NSLocalizedString(@\"Done\", nil);\nNSLocalizedString(@\"Open")
        #expect(found.strings == [objcUse("Done", 1, 1)])
        #expect(found.parseWarnings == [InputError("unterminated string literal", file: objcTestPath, line: 2, column: 19)])
    }

    @Test func unterminatedLiteralEndsAtTheLineBreak() {
        let found = extractObjC("x = @\"oops;\nNSLocalizedString(@\"After\", nil);")
        #expect(found.strings == [objcUse("After", 2, 1)])
        #expect(found.parseWarnings == [InputError("unterminated string literal", file: objcTestPath, line: 1, column: 5)])
    }

    @Test func unterminatedCommentAndBackslashAtEndOfFile() {
        let comment = extractObjC("NSLocalizedString(@\"A\", nil);\n/* never closed NSLocalizedString(@\"B\", nil);")
        #expect(comment.strings == [objcUse("A", 1, 1)])
        #expect(comment.parseWarnings == [InputError("unterminated /* comment", file: objcTestPath, line: 2, column: 1)])
        for source in ["@\"abc\\", "'", "\\", "@", "#", "#if", "/", "NSLocalizedString(", "NSLocalizedString(@\"k\", ", "[[UIApplicationShortcutItem alloc] initWithType:@\"t\" localizedTitle:"] {
            _ = extractObjC(source)  // must not crash
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
            let stream = ObjCLexer.tokenize(source, path: objcTestPath)
            var previous = -1
            for token in stream.tokens {
                #expect(token.start > previous && token.end > token.start && token.end <= stream.bytes.count)
                #expect(token.line >= 1 && token.column >= 1)
                previous = token.start
            }
            let found = extractObjC(source)
            for use in found.strings { #expect(use.line >= 1 && use.column >= 1) }
        }
    }

    @Test func crlfLineEndings() {
        let source = "// header\r\n- (void)a {\r\n    x = NSLocalizedString(@\"One\", nil);\r\n\r\n  NSLocalizedString(@\"Two\",\r\n nil);\r\n}\r\n"
        let found = extractObjC(source)
        #expect(found.strings == [objcUse("One", 3, 9), objcUse("Two", 5, 3)])
    }

    @Test func columnsCountUnicodeScalars() {
        // "é" is 2 bytes, "🍕" 4 bytes, "日本" 6 bytes: each character is one column.
        let found = extractObjC("/* 日本 */ x = @\"Café 🍕\"; NSLocalizedString(@\"Share\", nil);\n\tNSLocalizedString(@\"Tab\", nil);")
        #expect(found.strings == [objcUse("Share", 1, 25), objcUse("Tab", 2, 2)])
    }

    @Test func byteOrderMarkTakesNoColumn() {
        let found = extractObjC("\u{FEFF}NSLocalizedString(@\"Key\", nil);")
        #expect(found.strings == [objcUse("Key", 1, 1)])
    }

    @Test func nestedBracketsBlocksAndCommas() {
        let found = extractObjC(#"""
        [UIView animateWithDuration:0.3 animations:^{
            label.text = NSLocalizedString(@"Inside block", nil);
        } completion:^(BOOL finished) { [self done:@{ @"a": @1, @"b": @2 }]; }];
        NSLocalizedStringFromTableInBundle(@"Nested", @"Table",
            [NSBundle bundleWithPath:[dir stringByAppendingPathComponent:(f(1, 2), @"x")]],
            ((void)^{ g(3, 4); }, @"comment"));
        NSLocalizedString(@"Outer", NSLocalizedString(@"Inner", nil));
        """#)
        #expect(found.strings == [
            objcUse("Inside block", 2, 18),
            objcUse("Nested", table: "Table", kind: .objcFromTable,
                bundle: .other(#"[NSBundle bundleWithPath:[dir stringByAppendingPathComponent:(f(1, 2), @"x")]]"#), 4, 1),
            objcUse("Outer", 7, 1),
            objcUse("Inner", 7, 29),
        ])
    }
}
