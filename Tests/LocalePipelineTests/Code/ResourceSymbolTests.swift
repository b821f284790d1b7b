import Foundation
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

// Generated LocalizedStringResource symbols (issue 27): read from Swift where
// a resource is taken, and matched to catalog keys once the tables are read.

private func extract(_ source: String) -> CodeExtraction {
    SwiftExtractor.extract(source: source, path: "View.swift", options: .standard)
}

private func symbols(_ source: String) -> [String] {
    extract(source).resourceSymbols.map { "\($0.table.map { $0 + "." } ?? "")\($0.name) \($0.location.line ?? 0):\($0.location.column ?? 0)" }
}

struct ResourceSymbolTests {
    @Test func symbolsWhereResourcesAreTaken() {
        let found = symbols("""
            struct V: View {
                var body: some View {
                    Text(.cartTitle)
                    Text(.itemsInCart(count))
                    Button(.commonOK) { }
                    Label(.Settings.privacyTitle, systemImage: "lock")
                    Text("plain").navigationTitle(.profile)
                    let s = String(localized: .app(.documentTitle))
                    let r = String(localized: LocalizedStringResource.orderPlaced)
                }
            }
            """)
        #expect(found == ["cartTitle 3:14", "itemsInCart 4:14", "commonOK 5:16", "Settings.privacyTitle 6:15", "profile 7:39",
                          "app.documentTitle 8:35", "orderPlaced 9:35"])
    }

    @Test func valuesOfResourceTypedDeclarationsButNotTheirPatterns() {
        let found = symbols("""
            enum Link {
                case cart, help
                var title: LocalizedStringResource {
                    switch self {
                    case .cart: .deeplinks(.openCart)
                    case .help: .helpTitle
                    }
                }
                static let other: LocalizedStringResource = .Other.name
                func resource() -> LocalizedStringResource { .init(stringLiteral: "x") }
            }
            """)
        #expect(found == ["deeplinks.openCart 5:21", "helpTitle 6:21", "Other.name 9:49"])
    }

    /// Shapes found on a real app (paperless): a table accessor anywhere,
    /// ternaries, default values, and a resource variable given to String(localized:).
    @Test func accessorsInTheAppsOwnCallsTernariesAndDefaults() {
        let source = """
            struct V: View {
                var body: some View {
                    Row(title: .app(.rowTitle))
                    Text(flag ? .app(.on) : .app(.off))
                    Text(flag ? .yes : .no)
                    Label(localized: .app(.labelText), systemImage: "x")
                    Text("x").padding(.horizontal).font(.system(.body))
                }
                func warn(_ r: LocalizedStringResource = .warningText) { }
                func show(r: LocalizedStringResource) -> String { String(localized: r) }
            }
            """
        let found = symbols(source)
        // `.system(.body)` is recorded too; it matches no table, so it never becomes a use.
        #expect(found == ["app.rowTitle 3:20", "app.on 4:21", "app.off 4:33", "yes 5:21", "no 5:28", "app.labelText 6:26", "system.body 7:45",
                          "warningText 9:46"], "\(found)")
        #expect(extract(source).nonLiteralKeys.isEmpty)
    }

    @Test func noSymbolsWhereNoResourceIsTaken() {
        #expect(symbols("""
            let mode: Mode = .dark
            Text(verbatim: name)
            foo(.bar)
            NSLocalizedString(key, comment: "")
            """).isEmpty)
    }

    @Test func resourcesAreNotNonLiteralKeysButRunTimeKeysStillAre() {
        let found = extract("""
            let a = String(localized: .orderPlaced)
            let b = IntentDialog(LocalizedStringResource("lights.prompt"))
            let c = DisplayRepresentation(title: LocalizedStringResource("ON"))
            let d = NSLocalizedString(key + ".title", comment: "")
            """)
        #expect(found.nonLiteralKeys.map(\.expression) == [#"key + ".title""#])
        #expect(found.strings.map(\.key) == ["lights.prompt", "ON"])
    }

    @Test func fingerprintsIgnoreSeparatorsAndCase() {
        for key in ["cart.checkout_title", "Cart Checkout Title", "CART_CHECKOUT_TITLE", "cart-checkout-title", "cartCheckoutTitle"] {
            #expect(ResourceSymbolUse.fingerprint(key) == "cartcheckouttitle", "\(key)")
        }
        #expect(ResourceSymbolUse.fingerprint("ユーザー名") == "ユーザー名")
    }

    @Test func resolvedAgainstTheTablesOfTheDevelopmentLocale() {
        var code = extract("""
            let a = Text(.cartCheckoutTitle)
            let b = String(localized: .settings(.privacyTitle))
            let c = Text(.notAKey)
            let d = Text(.onlyInSettings)
            """)
        func table(_ path: String, _ keys: [String]) -> StringsFile {
            StringsFile(path: path, encoding: .utf8, entries: keys.map { StringsEntry(key: $0, value: $0, location: SourceLocation(file: path)) })
        }
        let tables = LocaleTables(locale: "en", tables: ["Localizable": table("L", ["cart.checkout_title", "other"]),
                                                          "Settings": table("S", ["privacy_title", "only-in-settings"])])
        code.resolveResourceSymbols(roots: [LocalizationRoot(folder: "/app", locales: ["en": tables], files: [])], baseLocale: "en")
        #expect(code.strings.map { "\($0.table):\($0.key) \($0.line)" } == ["Localizable:cart.checkout_title 1", "Settings:privacy_title 2",
                                                                            "Settings:only-in-settings 4"])
        #expect(code.strings.allSatisfy { $0.bundle == .other("#bundle") && $0.kind == .localizedStringResource })
    }
}
