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

// MARK: - The check examples and the demo app

struct SwiftExtractorFixtureTests {
    /// The repository root: the nearest folder above this file with a Package.swift.
    static func packageRoot() -> String { PackageRoot.path }

    static func demo(_ name: String) throws -> CodeExtraction {
        let relative = "Fixtures/DemoApp/Sources/" + name
        let source = try String(contentsOfFile: packageRoot() + "/" + relative, encoding: .utf8)
        return SwiftExtractor.extract(source: source, path: relative)
    }

    @Test func demoShortcuts() throws {
        let found = try Self.demo("AppDelegate+Shortcuts.swift")
        let file = "Fixtures/DemoApp/Sources/AppDelegate+Shortcuts.swift"
        func at(_ line: Int, _ column: Int) -> LocalePipeline.SourceLocation { LocalePipeline.SourceLocation(file: file, line: line, column: column) }
        func ns(_ key: String, _ comment: String, _ line: Int, _ column: Int) -> LocalizedStringUse {
            LocalizedStringUse(key: key, comment: comment, kind: .nsLocalizedString, file: file, line: line, column: column)
        }
        let favourites = ns("Show Favourites", "Dynamic quick action title: opens the Favourites tab", 9, 31)
        let discover = ns("Show Discover", "Dynamic quick action title: opens the Discover tab", 20, 29)
        let newRestaurant = ns("New Restaurant", "Dynamic quick action title: adds a new restaurant", 29, 29)
        #expect(found.strings == [favourites, discover, newRestaurant])
        // ShortcutItemType is declared in another file, so `.rawValue` types are not resolved here.
        #expect(found.shortcuts == [
            CodeShortcutItem(type: .unknown, typeLocation: at(11, 19), title: .localized(favourites),
                             iconType: "UIApplicationShortcutIconTypeFavorite", location: at(10, 26)),
            CodeShortcutItem(type: .unknown, typeLocation: at(19, 19), title: .localized(discover),
                             iconSystemImageName: "safari", location: at(18, 24)),
            CodeShortcutItem(type: .unknown, typeLocation: at(28, 19), title: .localized(newRestaurant),
                             iconType: "UIApplicationShortcutIconTypeAdd", hasUserInfo: true, location: at(27, 29)),
            CodeShortcutItem(type: .unknown, typeLocation: at(45, 59), title: .literal("Play", at(46, 69)),
                             subtitle: .literal("Will Play an item", at(47, 34)),
                             iconType: "UIApplicationShortcutIconTypePlay", mutable: true, location: at(45, 20)),
            CodeShortcutItem(type: .unknown, typeLocation: at(51, 19), title: .literal("Pause", at(52, 29)),
                             subtitle: .literal("Will Pause an item", at(53, 32)),
                             iconType: "UIApplicationShortcutIconTypePause", mutable: true, location: at(50, 21)),
        ])
        #expect(found.nonLiteralKeys.isEmpty && found.parseWarnings.isEmpty)
    }

    @Test func demoShortcutsWithTheEnumInTheSameFile() throws {
        // Joined into one source, the enum's raw values resolve the Types.
        let root = Self.packageRoot() + "/Fixtures/DemoApp/Sources/"
        let source = try String(contentsOfFile: root + "ShortcutItemType.swift", encoding: .utf8)
            + String(contentsOfFile: root + "AppDelegate+Shortcuts.swift", encoding: .utf8)
        let found = SwiftExtractor.extract(source: source, path: "Joined.swift")
        #expect(found.shortcuts.map(\.type) == [
            .bundlePrefixed(suffix: "ShowFavourites"), .bundlePrefixed(suffix: "ShowDiscover"),
            .bundlePrefixed(suffix: "NewRestaurant"), .bundlePrefixed(suffix: "Play"), .bundlePrefixed(suffix: "Pause"),
        ])
    }

    @Test func demoCheckIn() throws {
        let found = try Self.demo("CheckInViewController.swift")
        #expect(found.strings.map(\.key) == ["Just Checking in at ", "Share", "Remove from Favourites", "Checked in at %@"])
        #expect(found.strings.first?.comment == "Context menu: prefix before a restaurant name")
        #expect(found.strings.map(\.line) == [29, 34, 38, 49])
        #expect(found.strings.map(\.column) == [24, 41, 42, 38])
        #expect(found.shortcuts.isEmpty && found.nonLiteralKeys.isEmpty && found.parseWarnings.isEmpty)
    }

    @Test func demoKeysAllExistInTheBaseTable() throws {
        let root = Self.packageRoot()
        let folder = root + "/Fixtures/DemoApp/Sources"
        var all = CodeExtraction()
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where name.hasSuffix(".swift") {
            all.append(try Self.demo(name))
        }
        let table = try StringsParser.parse(text: String(contentsOfFile: root + "/Locales/en.lproj/Localizable.strings", encoding: .utf8),
                                            path: "Localizable.strings")
        let phrases = try StringsParser.parse(text: String(contentsOfFile: root + "/Locales/en.lproj/AppShortcuts.strings", encoding: .utf8),
                                              path: "AppShortcuts.strings")
        let used = Set(all.strings.filter { $0.table == "Localizable" }.map(\.key))
        #expect(used.subtracting(table.lookup.keys).isEmpty)
        #expect(Set(all.strings.filter { $0.table == "AppShortcuts" }.map(\.key)) == Set(phrases.lookup.keys))
        // Every key of the table the demo was written with is used in Swift.
        #expect(used.isSuperset(of: ["Show Favourites", "Show Discover", "New Restaurant", "Just Checking in at ",
                                     "Checked in at %@", "%1$@ gave %2$@ %3$d stars", "%d restaurants nearby",
                                     "Remove from Favourites", "Open Now", "Share"]))
        #expect(all.strings.allSatisfy { $0.table == "Localizable" || $0.kind == .appShortcutPhrase })
        #expect(all.parseWarnings.isEmpty && all.nonLiteralKeys.isEmpty)
    }

    /// The Swift snippets the checks show as examples.
    @Test func checkExampleSnippets() {
        #expect(extractSwift(#"let item = UIApplicationShortcutItem(type: "com.example.play", localizedTitle: "Play")"#).shortcuts.first?.title
                == .literal("Play", swiftPlace(1, 80)))
        let mutable = extractSwift(#"let item = UIMutableApplicationShortcutItem(type: "com.example.play", localizedTitle: NSLocalizedString("Play", comment: ""), localizedSubtitle: "Will Play an item", icon: nil, userInfo: nil)"#)
        #expect(mutable.shortcuts.first?.subtitle == .literal("Will Play an item", swiftPlace(1, 146)))
        #expect(extractSwift(#"let item = UIApplicationShortcutItem(type: "com.example.play", localizedTitle: titleFromServer)"#).shortcuts.first?.title
                == .unknown(swiftPlace(1, 80)))
        #expect(extractSwift(#"let title = NSLocalizedString("menu.\(name)", comment: "")"#).nonLiteralKeys.count == 1)
        #expect(extractSwift(#"let title = NSLocalizedString(key, comment: "")"#).nonLiteralKeys.count == 1)
        #expect(extractSwift(#"let title = NSLocalizedString("menu." + "title", comment: "")"#).nonLiteralKeys.isEmpty)
        #expect(extractSwift(#"let title = String(localized: "Hello \(name)")"#).nonLiteralKeys.isEmpty)
    }
}

/// Keys that are not literals but not built at run time either.
