import Testing
@testable import LocalePipeline
@testable import PipelineCore
@testable import PipelineFormats
@testable import PipelineCode
@testable import PipelineProject
@testable import PipelineLoading
@testable import PipelineChecks
@testable import PipelineOperations
@testable import PipelineOutputs

private func swift(_ source: String, path: String = "Strings.swift", functions: [LocalizationFunction] = []) -> CodeExtraction {
    var found = SwiftExtractor.extract(source: source, path: path, options: CodeExtractionOptions(functions: functions))
    found.resolveAcrossFiles()
    return found
}

private func objc(_ source: String, functions: [LocalizationFunction] = []) -> CodeExtraction {
    ObjCExtractor.extract(source: source, path: "Strings.m", options: CodeExtractionOptions(functions: functions))
}

/// The wrappers the issue names, as they would be written in l10n.yml.
private let projectFunctions: [LocalizationFunction] = [
    LocalizationFunction(name: "WMFLocalizedString", key: .position(0), value: .label("value"), comment: .label("comment")),
    LocalizationFunction(name: "WMFLocalizedStringWithDefaultValue", key: .position(0), table: .position(1), value: .position(3),
                         bundle: .position(2), comment: .position(4)),
    LocalizationFunction(name: "MZLocalizedString", key: .label("key"), table: .label("tableName"), value: .label("value"),
                         comment: .label("comment")),
    LocalizationFunction(name: "OWSLocalizedString", key: .position(0), comment: .label("comment")),
    LocalizationFunction(name: "localized", comment: .label("comment"), onLiteral: true),
]

/// SwiftGen's generated accessors, in the shape SwiftGen 6 writes them.
struct SwiftGenExtractionTests {
    static let generated = #"""
        // swiftlint:disable all
        import Foundation

        // MARK: - Strings

        internal enum L10n {
          internal enum QuickAction {
            /// Search
            internal static let search = L10n.tr("Localizable", "quick_action.search", fallback: "Search")
            /// New Note
            internal static let newNote = L10n.tr("Shortcuts", "quick_action.new_note", fallback: "New Note")
          }
          /// Hello %@
          internal static func greeting(_ p1: Any) -> String {
            return L10n.tr("Localizable", "greeting", String(describing: p1), fallback: "Hello %@")
          }
        }

        // MARK: - Implementation Details

        extension L10n {
          private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
            let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
            return String(format: format, locale: Locale.current, arguments: args)
          }
        }

        // swiftlint:disable convenience_type
        private final class BundleToken {
          static let bundle: Bundle = {
            #if SWIFT_PACKAGE
            return Bundle.module
            #else
            return Bundle(for: BundleToken.self)
            #endif
          }()
        }
        """#

    @Test func generatedAccessorsAreUsesOfTheirKeys() {
        let found = swift(Self.generated, path: "Strings+Generated.swift")
        func gen(_ key: String, _ table: String, _ value: String, _ line: Int, _ column: Int) -> LocalizedStringUse {
            LocalizedStringUse(key: key, table: table, value: value, kind: .swiftGen, bundle: .other("BundleToken.bundle"),
                               function: "L10n.tr", file: "Strings+Generated.swift", line: line, column: column)
        }
        #expect(found.strings == [
            gen("quick_action.search", "Localizable", "Search", 9, 34),
            gen("quick_action.new_note", "Shortcuts", "New Note", 11, 35),
            gen("greeting", "Localizable", "Hello %@", 15, 12),
        ])
        // The lookup inside `tr` passes its parameter: not a key to report.
        #expect(found.nonLiteralKeys.isEmpty)
    }

    @Test func olderTemplatesWithoutFallbackAndWithNSLocalizedString() {
        let found = swift(#"""
            enum L10n {
              static let title = L10n.tr("Localizable", "title")
              enum Menu { static let open = tr("Menu", "menu.open") }
            }
            extension L10n {
              fileprivate static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
                let format = NSLocalizedString(key, tableName: table, bundle: Bundle(for: BundleToken.self), comment: "")
                return String(format: format, locale: Locale.current, arguments: args)
              }
            }
            private final class BundleToken {}
            """#)
        #expect(found.strings.map(\.key) == ["title", "menu.open"])
        #expect(found.strings.map(\.table) == ["Localizable", "Menu"])
        #expect(found.strings.allSatisfy { $0.value == nil && $0.kind == .swiftGen && $0.bundle == .other("Bundle(for: BundleToken.self)") })
        #expect(found.nonLiteralKeys.isEmpty)
    }

    @Test func packageBundle() {
        let found = swift(#"""
            enum Strings { static let hi = Strings.tr("Localizable", "hi", fallback: "Hi") }
            extension Strings {
              private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
                String(format: Bundle.module.localizedString(forKey: key, value: value, table: table), arguments: args)
              }
            }
            """#)
        #expect(found.strings.map(\.bundle) == [.module])
    }

    @Test func otherCallsNamedTrAreNot() {
        let found = swift(#"""
            let a = translator.tr("Localizable", "x")
            let b = tr("Localizable", "y")
            let c = L10n.tr(table, "z")
            let d = L10n.tr("Localizable", key)
            """#)
        #expect(found.strings.isEmpty)
    }
}

/// `functions:` of l10n.yml, Swift and Objective-C.
struct CustomFunctionExtractionTests {
    @Test func swiftWrappersByPositionAndLabel() {
        let found = swift(#"""
            let a = WMFLocalizedString("explore-title", value: "Explore", comment: "Tab title")
            let b = MZLocalizedString(key: "Menu.Copy", tableName: "Menu", value: "Copy Link", comment: "Action")
            let c = OWSLocalizedString("SETTINGS_TITLE", comment: "Settings")
            let d = Strings.WMFLocalizedString("qualified-by-a-type", value: "Typed", comment: "")
            let e = other.WMFLocalizedString("an-instance-method", comment: "")
            """#, functions: projectFunctions)
        func custom(_ key: String, _ function: String, table: String = "Localizable", value: String? = nil, comment: String?,
                    _ line: Int, _ column: Int) -> LocalizedStringUse {
            LocalizedStringUse(key: key, table: table, value: value, comment: comment, kind: .custom, function: function,
                               file: "Strings.swift", line: line, column: column)
        }
        #expect(found.strings == [
            custom("explore-title", "WMFLocalizedString", value: "Explore", comment: "Tab title", 1, 9),
            custom("Menu.Copy", "MZLocalizedString", table: "Menu", value: "Copy Link", comment: "Action", 2, 9),
            custom("SETTINGS_TITLE", "OWSLocalizedString", comment: "Settings", 3, 9),
            custom("qualified-by-a-type", "WMFLocalizedString", value: "Typed", comment: "", 4, 9),
        ])
    }

    @Test func wrappersNeedTheirConfiguration() {
        let found = swift(#"let a = WMFLocalizedString("explore-title", value: "Explore", comment: "Tab title")"#)
        #expect(found.strings.isEmpty)
    }

    @Test func keysOnLiterals() {
        let found = swift(#"""
            let a = "settings.title".localized
            let b = "settings.subtitle".localized(comment: "Below the title")
            let c = "plain".uppercased
            let d = name.localized
            """#, functions: projectFunctions)
        #expect(found.strings.map(\.key) == ["settings.title", "settings.subtitle"])
        #expect(found.strings.map(\.comment) == [nil, "Below the title"])
        #expect(found.strings.map(\.column) == [9, 9])
        #expect(found.strings.allSatisfy { $0.kind == .custom && $0.function == "localized" })
    }

    @Test func nonLiteralKeysOfWrappersAndInsideThem() {
        let found = swift(#"""
            func WMFLocalizedString(_ key: String, value: String, comment: String) -> String {
                NSLocalizedString(key, value: value, comment: comment)
            }
            extension String {
                var localized: String { NSLocalizedString(self, comment: "") }
                func localized(comment: String) -> String { NSLocalizedString(self, comment: comment) }
            }
            let title = WMFLocalizedString(dynamicKey, value: "x", comment: "")
            """#, functions: projectFunctions)
        // The wrappers' own bodies pass parameters; only the call with a variable key is reported.
        #expect(found.nonLiteralKeys.map(\.expression) == ["dynamicKey"])
        #expect(found.strings.isEmpty)
    }

    @Test func objectiveCWrappers() {
        let found = objc(#"""
            NSString *a = WMFLocalizedStringWithDefaultValue(@"saved-title", nil, nil, @"Saved", @"Tab title");
            NSString *b = WMFLocalizedStringWithDefaultValue(@"place-title", @"Places", SWIFTPM_MODULE_BUNDLE, @"Places", nil);
            NSString *c = OWSLocalizedString(@"CALL_BUTTON", @"unused by the entry");
            NSString *d = WMFLocalizedStringWithDefaultValue(key, nil, nil, @"Dynamic", nil);
            NSString *e = WMFLocalizedStringWithDefaultValue(@"skipped", tableVariable, nil, @"Unknown table", nil);
            """#, functions: projectFunctions)
        #expect(found.strings == [
            LocalizedStringUse(key: "saved-title", value: "Saved", comment: "Tab title", kind: .custom,
                               function: "WMFLocalizedStringWithDefaultValue", file: "Strings.m", line: 1, column: 15),
            LocalizedStringUse(key: "place-title", table: "Places", value: "Places", kind: .custom, bundle: .module,
                               function: "WMFLocalizedStringWithDefaultValue", file: "Strings.m", line: 2, column: 15),
            LocalizedStringUse(key: "CALL_BUTTON", kind: .custom, function: "OWSLocalizedString", file: "Strings.m", line: 3, column: 15),
        ])
        #expect(found.nonLiteralKeys.map(\.expression) == ["key"])
    }

    @Test func objectiveCWrapperDeclarationsAreNotCalls() {
        let found = objc(#"""
            NSString *OWSLocalizedString(NSString *key, NSString *comment);
            NSString *OWSLocalizedString(NSString *key, NSString *comment) {
                return NSLocalizedStringFromTableInBundle(key, nil, [NSBundle mainBundle], comment);
            }
            void f(void) { label.text = OWSLocalizedString(@"DONE", @""); }
            """#, functions: projectFunctions)
        #expect(found.strings.map(\.key) == ["DONE"])
        #expect(found.nonLiteralKeys.isEmpty)
    }

    @Test func objectiveCBundles() {
        let found = objc(#"""
            a = NSLocalizedStringFromTableInBundle(@"a", nil, [NSBundle mainBundle], nil);
            b = NSLocalizedStringFromTableInBundle(@"b", nil, NSBundle.mainBundle, nil);
            c = NSLocalizedStringFromTableInBundle(@"c", nil, SWIFTPM_MODULE_BUNDLE, nil);
            d = NSLocalizedStringFromTableInBundle(@"d", nil, [NSBundle bundleForClass:[self class]], nil);
            e = NSLocalizedStringWithDefaultValue(@"e", nil, nil, @"E", nil);
            f = NSLocalizedString(@"f", nil);
            """#)
        #expect(found.strings.map(\.bundle) == [.main, .main, .module, .other("[NSBundle bundleForClass:[self class]]"), .main, .main])
    }
}
