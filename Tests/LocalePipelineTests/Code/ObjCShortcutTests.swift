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

// MARK: - Quick actions

struct ObjCShortcutTests {
    @Test func fullInitializerWithInlineLocalizedTitle() {
        let found = extractObjC(#"""
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
        let title = objcUse("Show Favourites", comment: "Quick action", 4, 22)
        #expect(found.strings == [title])
        #expect(found.shortcuts == [CodeShortcutItem(
            type: .literal("com.dishdash.favourites"), typeLocation: objcPlace(3, 22), title: .localized(title),
            subtitle: .literal("Your saved places", objcPlace(5, 22)), iconType: "UIApplicationShortcutIconTypeFavorite",
            hasUserInfo: true, mutable: false, location: objcPlace(2, 39))])
    }

    @Test func shortFormWithBundlePrefixedTypes() {
        let found = extractObjC(#"""
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
        #expect(found.shortcuts.map(\.location) == [objcPlace(2, 5), objcPlace(3, 5), objcPlace(4, 5), objcPlace(5, 5), objcPlace(6, 5)])
        #expect(found.shortcuts[0].title == .literal("Play", objcPlace(2, 149)))
        #expect(found.shortcuts.allSatisfy { $0.subtitle == nil && $0.iconType == nil && !$0.hasUserInfo && !$0.mutable })
    }

    @Test func titleFromALocalVariableInTheSameMethod() {
        let found = extractObjC(#"""
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
        let title = objcUse("New Restaurant", comment: "Quick action", 2, 23)
        #expect(found.strings == [title, objcUse("Reassigned", 3, 26)])
        #expect(found.shortcuts == [
            CodeShortcutItem(type: .literal("add"), typeLocation: objcPlace(5, 84), title: .localized(title), subtitle: .unknown(objcPlace(5, 130)),
                             hasUserInfo: false, location: objcPlace(5, 36)),
            CodeShortcutItem(type: .literal("add"), typeLocation: objcPlace(8, 84), title: .unknown(objcPlace(8, 106)), location: objcPlace(8, 36)),
        ])
    }

    @Test func iconsUserInfoAndUnknownTitles() {
        let found = extractObjC(#"""
        a = [[UIApplicationShortcutItem alloc] initWithType:@"t1" localizedTitle:[self titleFor:1] localizedSubtitle:nil icon:[UIApplicationShortcutIcon iconWithTemplateImageName:@"fork"] userInfo:(NSDictionary *)info];
        b = [[UIApplicationShortcutItem alloc] initWithType:@"t2" localizedTitle:NSLocalizedString(key, nil) localizedSubtitle:nil icon:[UIApplicationShortcutIcon iconWithSystemImageName:@"star.fill"] userInfo:nil];
        c = [[UIApplicationShortcutItem alloc] initWithType:@"t3" localizedTitle:(flag ? yes : no) localizedSubtitle:flag ? first : second icon:nil userInfo:NULL];
        """#)
        #expect(found.shortcuts == [
            CodeShortcutItem(type: .literal("t1"), typeLocation: objcPlace(1, 53), title: .unknown(objcPlace(1, 74)), iconTemplateImageName: "fork", hasUserInfo: true, location: objcPlace(1, 5)),
            CodeShortcutItem(type: .literal("t2"), typeLocation: objcPlace(2, 53), title: .unknown(objcPlace(2, 74)), iconSystemImageName: "star.fill", location: objcPlace(2, 5)),
            CodeShortcutItem(type: .literal("t3"), typeLocation: objcPlace(3, 53), title: .unknown(objcPlace(3, 74)), subtitle: .unknown(objcPlace(3, 110)), location: objcPlace(3, 5)),
        ])
        #expect(found.nonLiteralKeys == [NonLiteralKey(expression: "key", location: objcPlace(2, 92))])
    }

    @Test func mutableItemAndItsSetters() {
        let found = extractObjC(#"""
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
        let title = objcUse("Show Discover", 3, 27)
        let subtitle = objcUse("Nearby", table: "Shortcuts", kind: .objcFromTable, 4, 32)
        #expect(found.strings == [title, subtitle])
        #expect(found.shortcuts == [
            CodeShortcutItem(type: .literal("discover"), typeLocation: objcPlace(2, 101), title: .localized(title), subtitle: .localized(subtitle),
                             iconType: "UIApplicationShortcutIconTypeSearch", hasUserInfo: true, mutable: true, location: objcPlace(2, 46)),
            CodeShortcutItem(type: .literal("old"), typeLocation: objcPlace(11, 104), title: .literal("New", objcPlace(12, 29)), mutable: true, location: objcPlace(11, 49)),
        ])
    }

    @Test func shortcutInsideIfZeroOrACommentIsIgnored() {
        let found = extractObjC(#"""
        #if 0
        a = [[UIApplicationShortcutItem alloc] initWithType:@"dead" localizedTitle:@"Dead"];
        #endif
        // b = [[UIApplicationShortcutItem alloc] initWithType:@"c" localizedTitle:@"C"];
        c = [[UIApplicationShortcutItem alloc] initWithType:@"live" localizedTitle:@"Live"];
        d = [[NSObject alloc] initWithType:@"x" localizedTitle:@"Not an item"];
        """#)
        #expect(found.shortcuts.map(\.type) == [.literal("live")])
        #expect(found.shortcuts.first?.location == objcPlace(5, 5))
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
        func objcUse(_ key: String, comment: String?, _ kind: LocalizedStringUse.Kind, _ line: Int, _ column: Int) -> LocalizedStringUse {
            LocalizedStringUse(key: key, comment: comment, kind: kind, file: relative, line: line, column: column)
        }
        #expect(found.strings == [
            objcUse("Open Now", comment: "Filter: restaurants open right now", .objcFromTable, 38, 71),
            objcUse("Share", comment: nil, .objc, 107, 53),
            objcUse("Remove from Favourites", comment: "Context menu action", .objc, 113, 54),
        ])
        #expect(found.shortcuts.isEmpty && found.nonLiteralKeys.isEmpty && found.parseWarnings.isEmpty)
    }
}
