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

// MARK: - Quick actions

struct SwiftExtractorShortcutTests {
    @Test func shortFormWithALiteralTitle() {
        let found = extractSwift("""
            func f() {
                let item = UIApplicationShortcutItem(type: "com.example.play", localizedTitle: "Play")
            }
            """)
        #expect(found.shortcuts == [CodeShortcutItem(
            type: .literal("com.example.play"), typeLocation: swiftPlace(2, 48), title: .literal("Play", swiftPlace(2, 84)), location: swiftPlace(2, 16))])
        #expect(found.strings.isEmpty)
    }

    @Test func fullFormWithALocalizedTitle() {
        let found = extractSwift("""
            let item = UIApplicationShortcutItem(
                type: "com.example.dishdash.ShowFavourites",
                localizedTitle: NSLocalizedString("Show Favourites", comment: "Opens Favourites"),
                localizedSubtitle: String(localized: "Your saved places"),
                icon: UIApplicationShortcutIcon(type: .favorite),
                userInfo: ["source": "quick-action" as NSSecureCoding]
            )
            """)
        let title = swiftUse("Show Favourites", comment: "Opens Favourites", .nsLocalizedString, 3, 21)
        let subtitle = swiftUse("Your saved places", .stringLocalized, 4, 24)
        #expect(found.shortcuts == [CodeShortcutItem(
            type: .literal("com.example.dishdash.ShowFavourites"), typeLocation: swiftPlace(2, 11), title: .localized(title), subtitle: .localized(subtitle),
            iconType: "UIApplicationShortcutIconTypeFavorite", hasUserInfo: true, location: swiftPlace(1, 12))])
        // The localized title and subtitle are strings of the file too.
        #expect(found.strings == [title, subtitle])
    }

    @Test func titlesFollowLetChainsAndFormatWrappers() {
        let found = extractSwift(#"""
            final class Shortcuts {
                let propertyTitle = NSLocalizedString("New Restaurant", comment: "")
                func make(name: String) -> [UIApplicationShortcutItem] {
                    let title = NSLocalizedString("Show Discover", comment: "")
                    let again = title
                    let formatted = String(format: NSLocalizedString("Checked in at %@", comment: ""), name)
                    return [
                        UIApplicationShortcutItem(type: "a", localizedTitle: again),
                        UIApplicationShortcutItem(type: "b", localizedTitle: formatted),
                        UIApplicationShortcutItem(type: "c", localizedTitle: String.localizedStringWithFormat(NSLocalizedString("%d restaurants nearby", comment: ""), 3)),
                        UIApplicationShortcutItem(type: "d", localizedTitle: propertyTitle),
                        UIApplicationShortcutItem(type: "e", localizedTitle: String(localized: "Hi \(name)")),
                    ]
                }
            }
            """#)
        #expect(found.shortcuts.map(\.title) == [
            .localized(swiftUse("Show Discover", comment: "", .nsLocalizedString, 4, 21)),
            .localized(swiftUse("Checked in at %@", comment: "", .nsLocalizedString, 6, 40)),
            .localized(swiftUse("%d restaurants nearby", comment: "", .nsLocalizedString, 10, 99)),
            .localized(swiftUse("New Restaurant", comment: "", .nsLocalizedString, 2, 25)),
            .localized(swiftUse("Hi %@", .stringLocalized, 12, 66)),
        ])
        // Each string once, however many items use it.
        #expect(found.strings.map(\.key) == ["New Restaurant", "Show Discover", "Checked in at %@", "%d restaurants nearby", "Hi %@"])
    }

    @Test func titlesThatCannotBeFollowedAreUnknown() {
        let found = extractSwift(#"""
            func make(serverTitle: String, key: String) {
                var mutableTitle = NSLocalizedString("Var", comment: "")
                _ = UIApplicationShortcutItem(type: "a", localizedTitle: serverTitle)
                _ = UIApplicationShortcutItem(type: "b", localizedTitle: "\(serverTitle)!")
                _ = UIApplicationShortcutItem(type: "c", localizedTitle: NSLocalizedString(key, comment: ""))
                _ = UIApplicationShortcutItem(type: "d", localizedTitle: NSLocalizedString("Just Checking in at ", comment: "") + serverTitle)
                _ = UIApplicationShortcutItem(type: "e", localizedTitle: mutableTitle)
                _ = UIApplicationShortcutItem(type: "f", localizedTitle: undefinedName)
            }
            """#)
        #expect(found.shortcuts.map(\.title) == [
            .unknown(swiftPlace(3, 62)), .unknown(swiftPlace(4, 62)), .unknown(swiftPlace(5, 62)),
            .unknown(swiftPlace(6, 62)), .unknown(swiftPlace(7, 62)), .unknown(swiftPlace(8, 62)),
        ])
        // `key` is a parameter: `make` wraps the lookup, its callers hold the keys.
        #expect(found.nonLiteralKeys.isEmpty)
    }

    @Test func literalTitlesAndSubtitles() {
        let found = extractSwift(#"""
            let item = UIApplicationShortcutItem(type: "t", localizedTitle: "Book" + " a Table", localizedSubtitle: "Near you", icon: nil, userInfo: nil)
            """#)
        #expect(found.shortcuts == [CodeShortcutItem(
            type: .literal("t"), typeLocation: swiftPlace(1, 44), title: .literal("Book a Table", swiftPlace(1, 65)), subtitle: .literal("Near you", swiftPlace(1, 105)),
            location: swiftPlace(1, 12))])
    }

    @Test func iconTypesAreCapitalized() {
        let found = extractSwift("""
            let a = UIApplicationShortcutItem(type: "a", localizedTitle: "A", localizedSubtitle: nil, icon: UIApplicationShortcutIcon(type: .add), userInfo: nil)
            let b = UIApplicationShortcutItem(type: "b", localizedTitle: "B", localizedSubtitle: nil, icon: UIApplicationShortcutIcon(type: .captureVideo), userInfo: nil)
            let c = UIApplicationShortcutItem(type: "c", localizedTitle: "C", localizedSubtitle: nil, icon: UIApplicationShortcutIcon(type: UIApplicationShortcutIcon.IconType.taskCompleted), userInfo: nil)
            let d = UIApplicationShortcutItem(type: "d", localizedTitle: "D", localizedSubtitle: nil, icon: .init(type: .search), userInfo: nil)
            """)
        #expect(found.shortcuts.map(\.iconType) == [
            "UIApplicationShortcutIconTypeAdd", "UIApplicationShortcutIconTypeCaptureVideo",
            "UIApplicationShortcutIconTypeTaskCompleted", "UIApplicationShortcutIconTypeSearch",
        ])
    }

    @Test func iconImageNames() {
        let found = extractSwift("""
            func f() {
                let heart = UIApplicationShortcutIcon(systemImageName: "heart.fill")
                let a = UIApplicationShortcutItem(type: "a", localizedTitle: "A", localizedSubtitle: nil, icon: UIApplicationShortcutIcon(templateImageName: "ShortcutPlate"), userInfo: nil)
                let b = UIApplicationShortcutItem(type: "b", localizedTitle: "B", localizedSubtitle: nil, icon: UIApplicationShortcutIcon(systemImageName: "fork.knife"), userInfo: nil)
                let c = UIApplicationShortcutItem(type: "c", localizedTitle: "C", localizedSubtitle: nil, icon: heart, userInfo: nil)
            }
            """)
        #expect(found.shortcuts.map(\.iconTemplateImageName) == ["ShortcutPlate", nil, nil])
        #expect(found.shortcuts.map(\.iconSystemImageName) == [nil, "fork.knife", "heart.fill"])
        #expect(found.shortcuts.allSatisfy { $0.iconType == nil })
    }

    @Test func userInfoPresence() {
        let found = extractSwift("""
            let a = UIApplicationShortcutItem(type: "a", localizedTitle: "A", localizedSubtitle: nil, icon: nil, userInfo: nil)
            let b = UIApplicationShortcutItem(type: "b", localizedTitle: "B", localizedSubtitle: nil, icon: nil, userInfo: ["id": 42 as NSSecureCoding])
            let c = UIApplicationShortcutItem(type: "c", localizedTitle: "C", localizedSubtitle: nil, icon: nil, userInfo: info)
            let d = UIApplicationShortcutItem(type: "d", localizedTitle: "D")
            """)
        #expect(found.shortcuts.map(\.hasUserInfo) == [false, true, true, false])
    }

    @Test func typeExpressions() {
        let found = extractSwift(#"""
            enum ShortcutType: String {
                case openFavourites = "OpenFavourites"
                case compose
            }
            func make(bundleIdentifier: String, appBundleID: String, other: String) {
                let a = UIApplicationShortcutItem(type: "com.example.literal", localizedTitle: "A")
                let b = UIApplicationShortcutItem(type: bundleIdentifier + ".OpenFavourites", localizedTitle: "B")
                let c = UIApplicationShortcutItem(type: "\(bundleIdentifier).OpenFavourites", localizedTitle: "C")
                let d = UIApplicationShortcutItem(type: Bundle.main.bundleIdentifier! + "." + ShortcutType.openFavourites.rawValue, localizedTitle: "D")
                let e = UIApplicationShortcutItem(type: "\(Bundle.main.bundleIdentifier ?? "").compose", localizedTitle: "E")
                let f = UIApplicationShortcutItem(type: "\(appBundleID).\(ShortcutType.compose.rawValue)", localizedTitle: "F")
                let g = UIApplicationShortcutItem(type: (Bundle.main.bundleIdentifier ?? "") + "." + ShortcutType.compose.rawValue, localizedTitle: "G")
                let h = UIApplicationShortcutItem(type: "\(bundleIdentifier).\(ShortcutType.openFavourites)", localizedTitle: "H")
                let i = UIApplicationShortcutItem(type: ShortcutType.openFavourites.rawValue, localizedTitle: "I")
                let j = UIApplicationShortcutItem(type: "com.example." + "joined", localizedTitle: "J")
                let k = UIApplicationShortcutItem(type: other, localizedTitle: "K")
                let l = UIApplicationShortcutItem(type: bundleIdentifier, localizedTitle: "L")
                let m = UIApplicationShortcutItem(type: bundleIdentifier + other, localizedTitle: "M")
                let n = UIApplicationShortcutItem(type: makeType(), localizedTitle: "N")
                let o = UIApplicationShortcutItem(type: "\(bundleIdentifier).\(ShortcutType.missing.rawValue)", localizedTitle: "O")
            }
            """#)
        #expect(found.shortcuts.map(\.type) == [
            .literal("com.example.literal"),
            .bundlePrefixed(suffix: "OpenFavourites"),
            .bundlePrefixed(suffix: "OpenFavourites"),
            .bundlePrefixed(suffix: "OpenFavourites"),
            .bundlePrefixed(suffix: "compose"),
            .bundlePrefixed(suffix: "compose"),
            .bundlePrefixed(suffix: "compose"),
            // Interpolating the case itself prints its name, not its raw value.
            .bundlePrefixed(suffix: "openFavourites"),
            .literal("OpenFavourites"),
            .literal("com.example.joined"),
            .unknown, .unknown, .unknown, .unknown, .unknown,
        ])
    }

    @Test func typesFollowLetsAndEnumsDeclaredLater() {
        let found = extractSwift(#"""
            func make() {
                let prefix = Bundle.main.bundleIdentifier!
                let type = prefix + "." + Kind.newRestaurant.rawValue
                let item = UIApplicationShortcutItem(type: type, localizedTitle: "New")
            }
            enum Kind: String { case newRestaurant = "NewRestaurant" }
            """#)
        #expect(found.shortcuts.map(\.type) == [.bundlePrefixed(suffix: "NewRestaurant")])
    }

    @Test func mutableItemsAndLaterAssignments() {
        let found = extractSwift(#"""
            func register(_ application: UIApplication, bundleIdentifier: String) {
                let play = UIMutableApplicationShortcutItem(type: bundleIdentifier + ".Play", localizedTitle: "Play")
                play.localizedSubtitle = "Will Play an item"
                play.icon = UIApplicationShortcutIcon(type: .play)
                let pause = UIMutableApplicationShortcutItem(type: bundleIdentifier + ".Pause", localizedTitle: "")
                pause.localizedTitle = NSLocalizedString("Pause", comment: "")
                pause.localizedSubtitle = isPlaying ? "a" : "b"
                pause.userInfo = ["x": 1 as NSSecureCoding]
                other.localizedTitle = "Not an item"
                application.shortcutItems = [play, pause]
            }
            """#)
        #expect(found.shortcuts == [
            CodeShortcutItem(type: .bundlePrefixed(suffix: "Play"), typeLocation: swiftPlace(2, 55), title: .literal("Play", swiftPlace(2, 99)),
                             subtitle: .literal("Will Play an item", swiftPlace(3, 30)),
                             iconType: "UIApplicationShortcutIconTypePlay", mutable: true, location: swiftPlace(2, 16)),
            CodeShortcutItem(type: .bundlePrefixed(suffix: "Pause"), typeLocation: swiftPlace(5, 56),
                             title: .localized(swiftUse("Pause", comment: "", .nsLocalizedString, 6, 28)),
                             subtitle: .unknown(swiftPlace(7, 31)), hasUserInfo: true, mutable: true, location: swiftPlace(5, 17)),
        ])
    }

    @Test func implicitInitInAnArray() {
        let found = extractSwift(#"""
            UIApplication.shared.shortcutItems = [
                .init(type: "com.example.search", localizedTitle: NSLocalizedString("Search", comment: "")),
            ]
            """#)
        #expect(found.shortcuts.map(\.type) == [.literal("com.example.search")])
        #expect(found.shortcuts.first?.location == swiftPlace(2, 5))
    }

    @Test func otherCallsWithATypeLabelAreNotItems() {
        let found = extractSwift(#"""
            let a = UIApplicationShortcutIcon(type: .add)
            let b = Notification(type: "x", localizedTitle: "y")
            let c = UIApplicationShortcutItem(coder: coder)
            """#)
        #expect(found.shortcuts.isEmpty)
    }

    /// The pattern the usual quick-action tutorials show, in a SceneDelegate.
    @Test func tutorialSceneDelegate() {
        let found = extractSwift(#"""
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func sceneWillResignActive(_ scene: UIScene) {
                    let bundleIdentifier = Bundle.main.bundleIdentifier!
                    let playItem = UIMutableApplicationShortcutItem(type: "\(bundleIdentifier).Play",
                                                                    localizedTitle: "Play",
                                                                    localizedSubtitle: "Will Play an item",
                                                                    icon: UIApplicationShortcutIcon(type: .play),
                                                                    userInfo: nil)
                    let pauseItem = UIMutableApplicationShortcutItem(type: "\(bundleIdentifier).Pause",
                                                                     localizedTitle: "Pause",
                                                                     localizedSubtitle: "Will Pause an item",
                                                                     icon: UIApplicationShortcutIcon(type: .pause),
                                                                     userInfo: nil)
                    UIApplication.shared.shortcutItems = [playItem, pauseItem]
                }
            }
            """#)
        #expect(found.shortcuts == [
            CodeShortcutItem(type: .bundlePrefixed(suffix: "Play"), typeLocation: swiftPlace(8, 63), title: .literal("Play", swiftPlace(9, 73)),
                             subtitle: .literal("Will Play an item", swiftPlace(10, 76)),
                             iconType: "UIApplicationShortcutIconTypePlay", mutable: true, location: swiftPlace(8, 24)),
            CodeShortcutItem(type: .bundlePrefixed(suffix: "Pause"), typeLocation: swiftPlace(13, 64), title: .literal("Pause", swiftPlace(14, 74)),
                             subtitle: .literal("Will Pause an item", swiftPlace(15, 77)),
                             iconType: "UIApplicationShortcutIconTypePause", mutable: true, location: swiftPlace(13, 25)),
        ])
        #expect(found.strings.isEmpty && found.parseWarnings.isEmpty)
    }

    /// The AppDelegate pattern with an enum of types and `NSLocalizedString` titles.
    @Test func tutorialAppDelegateWithEnum() {
        let found = extractSwift(#"""
            enum ShortcutIdentifier: String {
                case first
                case second

                init?(fullType: String) {
                    guard let last = fullType.components(separatedBy: ".").last else { return nil }
                    self.init(rawValue: last)
                }

                var type: String {
                    return Bundle.main.bundleIdentifier! + ".\(self.rawValue)"
                }
            }

            extension AppDelegate {
                func addShortcuts(application: UIApplication) {
                    let first = UIApplicationShortcutItem(type: Bundle.main.bundleIdentifier! + "." + ShortcutIdentifier.first.rawValue,
                                                          localizedTitle: NSLocalizedString("Open Now", comment: "Filter"),
                                                          localizedSubtitle: nil,
                                                          icon: UIApplicationShortcutIcon(type: .time),
                                                          userInfo: nil)
                    let second = UIApplicationShortcutItem(type: ShortcutIdentifier.second.type,
                                                           localizedTitle: NSLocalizedString("Share", comment: "Action"))
                    application.shortcutItems = [first, second]
                }
            }
            """#)
        // `ShortcutIdentifier.second.type` reads the enum's `type` property through the case.
        #expect(found.shortcuts.map(\.type) == [.bundlePrefixed(suffix: "first"), .bundlePrefixed(suffix: "second")])
        #expect(found.shortcuts.map(\.title) == [
            .localized(swiftUse("Open Now", comment: "Filter", .nsLocalizedString, 18, 63)),
            .localized(swiftUse("Share", comment: "Action", .nsLocalizedString, 23, 64)),
        ])
        #expect(found.shortcuts.map(\.iconType) == ["UIApplicationShortcutIconTypeTime", nil])
    }
}
