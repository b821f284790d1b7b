import Foundation
@testable import LocalePipeline
import Testing

@Suite("Xcode project reader")
struct XcodeProjectReaderTests {
    static let fixture = PackageRoot.url.appendingPathComponent("Fixtures/Apps/XcodeProject").path

    @Test func targetsRegionsAndMembersOfTheFixture() throws {
        let project = try XcodeProjectReader.read(path: Self.fixture + "/Notes.xcodeproj")
        let app = Self.fixture
        #expect(project.developmentRegion == "en")
        #expect(project.knownRegions == ["en", "de"])
        #expect(project.targets.map(\.name) == ["Notes", "NotesWidget", "NotesTests"])
        #expect(project.shippedTargets.map(\.name) == ["Notes", "NotesWidget"])
        let notes = project.targets[0]
        // A variant group's every localization is a member; the group's own name is not a file.
        #expect(notes.members == [app + "/Notes/en.lproj/InfoPlist.strings", app + "/Notes/de.lproj/InfoPlist.strings",
                                  app + "/Notes/en.lproj/Localizable.strings", app + "/Notes/de.lproj/Localizable.strings"])
        #expect(notes.infoPlists == [app + "/Notes/Info.plist"])
        #expect(project.bundleIdentifier(infoPlist: app + "/Notes/Info.plist") == "com.example.notes")
        #expect(project.applicationBundleIdentifier == "com.example.notes")
        let widget = project.targets[1]
        #expect(widget.folders == [app + "/NotesWidget"])
        #expect(widget.contains(app + "/NotesWidget/de.lproj/Widget.strings"))
        #expect(!widget.contains(app + "/NotesWidget/Drafts/de.lproj/Widget.strings"))
        #expect(!project.ships(app + "/Tools/Converter/input/de.lproj/Localizable.strings"))
    }

    /// Groups by source tree: relative to the parent group, to the project's
    /// folder, absolute; build products and SDK files are nowhere on disk.
    @Test func sourceTreesAndAFolderCopiedWhole() throws {
        let project = try XcodeProjectReader.parse(Data(Self.project(
            objects: """
                G1 = {isa = PBXGroup; children = (G2, F2, F3, F4); sourceTree = "<group>"; };
                G2 = {isa = PBXGroup; children = (F1); path = "App/Sub"; sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; path = "../Other/a.strings"; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = "Shared/b.xcstrings"; sourceTree = SOURCE_ROOT; };
                F3 = {isa = PBXFileReference; lastKnownFileType = "wrapper.plug-in"; path = "Settings.bundle"; sourceTree = "<group>"; };
                F4 = {isa = PBXFileReference; path = "UIKit.framework"; sourceTree = SDKROOT; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                B4 = {isa = PBXBuildFile; fileRef = F4; };
                P1 = {isa = PBXResourcesBuildPhase; files = (B1, B2, B3, B4); };
                T1 = {isa = PBXNativeTarget; buildPhases = (P1); name = App; productType = "com.apple.product-type.application"; };
                """).utf8), path: "/w/App.xcodeproj")
        #expect(project.targets.first?.members == ["/w/App/Other/a.strings", "/w/Shared/b.xcstrings", "/w/Settings.bundle"])
        #expect(project.ships("/w/Settings.bundle/de.lproj/Root.strings"))
        #expect(!project.ships("/w/Settings.bundleX/de.lproj/Root.strings"))
    }

    /// A synchronized folder's exception set for a target that does not own
    /// the folder adds those files to it: the app's catalog, shared with an
    /// extension, ships with the extension even when the app leaves it out.
    @Test func exceptionsForAnotherTargetAddFiles() throws {
        let project = try XcodeProjectReader.parse(Data(Self.project(
            objects: """
                G1 = {isa = PBXGroup; children = (S1); sourceTree = "<group>"; };
                S1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, E2); path = App; sourceTree = "<group>"; };
                E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Resources/Localizable.xcstrings); target = T1; };
                E2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Resources/Localizable.xcstrings, Embeds/glass.caf); target = T2; };
                T1 = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (S1); name = App; productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; name = Share; productType = "com.apple.product-type.app-extension"; };
                """, targets: "T1, T2").utf8), path: "/w/App.xcodeproj")
        let app = try #require(project.targets.first { $0.name == "App" })
        let share = try #require(project.targets.first { $0.name == "Share" })
        #expect(!app.contains("/w/App/Resources/Localizable.xcstrings"))
        #expect(app.contains("/w/App/Views/Home.swift"))
        #expect(share.contains("/w/App/Resources/Localizable.xcstrings"))
        #expect(!share.contains("/w/App/Views/Home.swift"))
        #expect(project.ships("/w/App/Resources/Localizable.xcstrings"))
    }

    /// A damaged file whose groups hold each other ends the walk, not the run.
    @Test func aCycleOfGroupsEnds() throws {
        let project = try XcodeProjectReader.parse(Data(Self.project(
            objects: """
                G1 = {isa = PBXGroup; children = (G2); sourceTree = "<group>"; };
                G2 = {isa = PBXGroup; children = (G1, G2); path = a; sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; buildPhases = (G1); name = App; productType = "com.apple.product-type.application"; };
                """).utf8), path: "/w/App.xcodeproj")
        #expect(project.targets.count == 1)
    }

    @Test(arguments: ["", "{", "// !$*UTF8*$!\n{ objects = { }; }", "(a, b)", "{ objects = (1); rootObject = R; }"])
    func notAProjectIsAnInputError(text: String) {
        #expect(throws: InputError.self) { try XcodeProjectReader.parse(Data(text.utf8), path: "/w/App.xcodeproj") }
    }

    static func project(objects: String, targets: String = "T1") -> String {
        """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 56;
            objects = {
                R = {isa = PBXProject; mainGroup = G1; targets = (\(targets)); knownRegions = (en, Base); };
        \(objects)
            };
            rootObject = R;
        }
        """
    }
}
