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
import Testing

@Suite("Xcode project reader")
struct XcodeProjectReaderTests {
    static let fixture = PackageRoot.url.appendingPathComponent("Fixtures/Apps/XcodeProject").path

    @Test func targetsRegionsAndMembersOfTheFixture() throws {
        let project = try XcodeProjectReader.read(path: Self.fixture + "/Notes.xcodeproj")
        let app = Self.fixture
        #expect(project.developmentRegion == "en")
        #expect(project.knownRegions == ["en", "de"])
        #expect(project.targets.map(\.name) == ["Notes", "NotesWidget", "NotesTests", "NotesKit"])
        #expect(project.shippedTargets.map(\.name) == ["Notes", "NotesWidget", "NotesKit"])
        #expect(project.targets[3].members == [app + "/NotesKit/en.lproj/Kit.strings", app + "/NotesKit/de.lproj/Kit.strings"])
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

    /// Issue 46: a variant group is a group: with a `path` of its own
    /// (`..` here) its localizations are found from there, as Xcode finds
    /// them; without one, from its parent's folder. The chain App/Resources/..
    /// is App, so the main table is App/en.lproj/Localizable.strings.
    @Test func aVariantGroupWithAPathOfItsOwn() throws {
        let project = try XcodeProjectReader.parse(Data(Self.project(
            objects: """
                G1 = {isa = PBXGroup; children = (G2); sourceTree = "<group>"; };
                G2 = {isa = PBXGroup; children = (G3); path = App; sourceTree = "<group>"; };
                G3 = {isa = PBXGroup; children = (V1, V2); path = Resources; sourceTree = "<group>"; };
                V1 = {isa = PBXVariantGroup; children = (F1, F2); name = Localizable.strings; path = ..; sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
                V2 = {isa = PBXVariantGroup; children = (F3); name = InfoPlist.strings; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; name = en; path = en.lproj/InfoPlist.strings; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = V1; };
                B2 = {isa = PBXBuildFile; fileRef = V2; };
                P1 = {isa = PBXResourcesBuildPhase; files = (B1, B2); };
                T1 = {isa = PBXNativeTarget; buildPhases = (P1); name = App; productType = "com.apple.product-type.application"; };
                """).utf8), path: "/w/App.xcodeproj")
        #expect(project.ships("/w/App/en.lproj/Localizable.strings"))
        #expect(project.ships("/w/App/de.lproj/Localizable.strings"))
        #expect(!project.ships("/w/App/Resources/en.lproj/Localizable.strings"))
        #expect(project.ships("/w/App/Resources/en.lproj/InfoPlist.strings"), "a variant group without a path is its parent's folder")
    }

    /// Issue 46: a localization a target names that is not on disk is
    /// accounted for, at its file reference's line; a test target's is not.
    @Test func filesTheProjectNamesThatAreNotThere() throws {
        let text = Self.project(objects: """
                G1 = {isa = PBXGroup; children = (V1, F3); sourceTree = "<group>"; };
                V1 = {isa = PBXVariantGroup; children = (F1, F2, F4); name = Localizable.strings; sourceTree = "<group>"; };
                F4 = {isa = PBXFileReference; name = fr; path = fr.lproj/Localizable.strings; sourceTree = "<group>"; };
                F1 /* en */ = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
                F2 /* de */ = {isa = PBXFileReference; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = Tests.strings; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = V1; };
                B2 = {isa = PBXBuildFile; fileRef = F3; };
                P1 = {isa = PBXResourcesBuildPhase; files = (B1); };
                P2 = {isa = PBXResourcesBuildPhase; files = (B2); };
                T1 = {isa = PBXNativeTarget; buildPhases = (P1); name = App; productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; buildPhases = (P2); name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; };
                """, targets: "T1, T2")
        // French is there in another letter case: there on a Mac's disk (file-name-case says what a device does).
        let app = try TempProject(texts: ["en.lproj/Localizable.strings": "\"a\" = \"A\";\n", "fr.lproj/localizable.strings": "\"a\" = \"B\";\n",
                                          "App.xcodeproj/project.pbxproj": text])
        let project = try XcodeProjectReader.read(path: app.path("App.xcodeproj"))
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("F2 /* de */ = {") }.map { $0 + 1 }
        #expect(project.missingFiles == [XcodeProject.MissingFile(path: app.path("de.lproj/Localizable.strings"), line: line, targets: ["App"])])
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
                D1 = {isa = PBXTargetDependency; target = T2; };
                T1 = {isa = PBXNativeTarget; dependencies = (D1); fileSystemSynchronizedGroups = (S1); name = App; productType = "com.apple.product-type.application"; };
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

    /// Settings as Xcode layers them: the project's xcconfig (with its
    /// include), the project's settings, the target's; `$(inherited)`, other
    /// settings and modifiers resolve, a conditional setting does not count.
    @Test func buildSettingsFollowXcconfigsAndReferences() throws {
        let folder = try TempProject(texts: [
            "Config/Base.xcconfig": "// shared\n#include \"Ids.xcconfig\"\n#include? \"Missing.xcconfig\"\nAPP_FOLDER = Sources/$(PROJECT_NAME) // the app\nSTRING_CATALOG_GENERATE_SYMBOLS = NO\n",
            "Config/Ids.xcconfig": "BASE_ID = com.example.$(PRODUCT_NAME:rfc1034identifier)\nOTHER_SWIFT_FLAGS = -DBASE;\n",
        ])
        let text = Self.project(objects: """
            G1 = {isa = PBXGroup; children = (X1); sourceTree = "<group>"; };
            X1 = {isa = PBXFileReference; path = "Config/Base.xcconfig"; sourceTree = "<group>"; };
            L0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
            C0 = {isa = XCBuildConfiguration; baseConfigurationReference = X1; buildSettings = {OTHER_SWIFT_FLAGS = "$(inherited) -DPROJECT"; }; name = Release; };
            L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
            C1 = {isa = XCBuildConfiguration; buildSettings = {
                PRODUCT_NAME = "My App"; PRODUCT_BUNDLE_IDENTIFIER = "$(BASE_ID).ios"; INFOPLIST_FILE = "$(SRCROOT)/$(APP_FOLDER)/Info.plist";
                "PRODUCT_BUNDLE_IDENTIFIER[sdk=macosx*]" = "com.example.mac"; GENERATE_INFOPLIST_FILE = YES;
                INFOPLIST_KEY_NSCameraUsageDescription = "Scans receipts."; INFOPLIST_KEY_CFBundleDisplayName = "$(PRODUCT_NAME)"; }; name = Release; };
            L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
            C2 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "$(UNKNOWN_SETTING)/Info.plist"; STRING_CATALOG_GENERATE_SYMBOLS = YES; }; name = Release; };
            D1 = {isa = PBXTargetDependency; target = T2; };
            T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; dependencies = (D1); name = App; productType = "com.apple.product-type.application"; };
            T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; name = Widget; productType = "com.apple.product-type.app-extension"; };
            """, targets: "T1, T2").replacingOccurrences(of: "mainGroup = G1;", with: "mainGroup = G1; buildConfigurationList = L0;")
        let project = try XcodeProjectReader.parse(Data(text.utf8), path: folder.path("App.xcodeproj"), within: folder.root)
        let app = try #require(project.targets.first)
        #expect(app.bundleIdentifiers == ["com.example.My-App.ios"])
        #expect(app.infoPlists == [folder.path("Sources/App/Info.plist")])
        #expect(app.generatesInfoPlist)
        #expect(app.generatedInfoPlistKeys == ["NSCameraUsageDescription", "CFBundleDisplayName"])
        #expect(app.generatesStringSymbols == false)
        let widget = try #require(project.targets.last)
        #expect(widget.unresolvedInfoPlist)
        #expect(widget.generatesStringSymbols == true)
        #expect(project.mayGenerateStringSymbols)

        let layers = BuildSettingLayers(layers: [["FLAGS": "-A"], ["FLAGS": "$(inherited) -B"], ["FLAGS": "$(inherited) -C", "LOOP": "$(LOOP)x"]], builtins: [:])
        #expect(layers.value("FLAGS") == "-A -B -C")
        #expect(layers.value("LOOP")?.contains("$(LOOP)") == true, "a setting naming itself stops")
        // Each naming the next 50 times: the budget ends it, not the machine.
        var wide: [String: String] = [:]
        for level in 0..<16 { wide["S\(level)"] = String(repeating: "$(S\(level + 1))", count: 50) }
        wide["S16"] = "x"
        let spent = BuildSettingLayers(layers: [wide], builtins: [:]).value("S0") ?? ""
        #expect(BuildSettings.hasReference(spent) && spent.utf8.count < 200_000)
        #expect(layers.value("NONE") == nil)
        // Big values through modifiers, each result thrown away for its length:
        // the work is bounded, not only the expansions (fuzz-xcconfig: seconds for 150 bytes).
        let heavy = BuildSettingLayers(layers: [[
            "C": String(repeating: "x", count: 16_000),
            "B": String(repeating: "$(C:c99extidentifier)", count: 4),
            "A": String(repeating: "$(B:lower)", count: 4_000),
        ]], builtins: [:])
        let (value, work) = heavy.valueAndWork("A")
        #expect(value?.hasPrefix(String(repeating: "x", count: 64_000)) == true && BuildSettings.hasReference(value ?? ""))
        #expect(work <= BuildSettingLayers.maximumWork + BuildSettingLayers.maximumLength, "\(work) bytes of work")
    }

    /// An xcconfig outside the checked folder is not read: its settings stay references.
    @Test func anXcconfigOutsideTheCheckedFolderIsNotRead() throws {
        let folder = try TempProject(texts: ["Outside.xcconfig": "BASE_ID = com.example.app\n", "App/Inside.xcconfig": "#include \"../Outside.xcconfig\"\n"])
        let text = Self.project(objects: """
            G1 = {isa = PBXGroup; children = (X1); sourceTree = "<group>"; };
            X1 = {isa = PBXFileReference; path = "Inside.xcconfig"; sourceTree = "<group>"; };
            L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
            C1 = {isa = XCBuildConfiguration; baseConfigurationReference = X1; buildSettings = {PRODUCT_BUNDLE_IDENTIFIER = "$(BASE_ID)"; }; name = Debug; };
            T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; name = App; productType = "com.apple.product-type.application"; };
            """)
        let project = try XcodeProjectReader.parse(Data(text.utf8), path: folder.path("App/App.xcodeproj"), within: folder.path("App"))
        #expect(project.targets.first?.bundleIdentifiers == [])
        let whole = try XcodeProjectReader.parse(Data(text.utf8), path: folder.path("App/App.xcodeproj"), within: folder.root)
        #expect(whole.targets.first?.bundleIdentifiers == ["com.example.app"])
    }

    /// Targets sharing a configuration list that names one configuration
    /// 100 times read its `.xcconfig` once, not once per target and
    /// configuration (issue 50: 28 s for 40 targets), with the same settings.
    @Test func anXcconfigIsReadOnceForEveryTargetAndConfiguration() throws {
        let folder = try TempProject(texts: ["Shared.xcconfig": "GENERATE_INFOPLIST_FILE = YES\nINFOPLIST_KEY_CFBundleDisplayName = App\nPRODUCT_BUNDLE_IDENTIFIER = com.example.$(TARGET_NAME)\n"])
        let targets = (0..<40).map { "T\($0)" }
        let text = Self.project(objects: """
            G1 = {isa = PBXGroup; children = (X1); sourceTree = "<group>"; };
            X1 = {isa = PBXFileReference; path = "Shared.xcconfig"; sourceTree = "<group>"; };
            L1 = {isa = XCConfigurationList; buildConfigurations = (\(Array(repeating: "C1", count: 100).joined(separator: ", "))); };
            C1 = {isa = XCBuildConfiguration; baseConfigurationReference = X1; buildSettings = {}; name = Release; };
            \(targets.map { "\($0) = {isa = PBXNativeTarget; buildConfigurationList = L1; name = \($0); productType = \"com.apple.product-type.application\"; };" }.joined(separator: "\n"))
            """, targets: targets.joined(separator: ", ")).replacingOccurrences(of: "mainGroup = G1;", with: "mainGroup = G1; buildConfigurationList = L1;")
        let project = try XcodeProjectReader.parse(Data(text.utf8), path: folder.path("App.xcodeproj"), within: folder.root)
        #expect(project.targets.map(\.bundleIdentifiers) == targets.map { ["com.example.\($0)"] })
        #expect(project.targets.allSatisfy { $0.generatedInfoPlistKeys == ["CFBundleDisplayName"] })

        // The same walk as `parse`, counting the reads.
        let plist = try #require(try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: Any])
        var graph = XcodeProjectReader.Graph(objects: try #require(plist["objects"] as? [String: Any]), projectFolder: folder.root, root: folder.root, projectName: "App")
        graph.placeGroups(from: "G1", projectDirPath: nil)
        graph.projectListID = "L1"
        graph.projectConfigurations = graph.configurations("L1")
        for target in targets { _ = graph.target(id: target, try #require(graph.object(target))) }
        #expect(graph.memo.xcconfigReads == 1)
        #expect(graph.configurations("L1").count == 1, "a configuration named again is left out")
    }

    /// What ships: the app, and what it embeds (a target dependency, a
    /// product its copy phase embeds), and theirs; not a tool no app reaches.
    /// A project without an app ships every target.
    @Test func appsShipWhatTheyEmbed() throws {
        let project = try XcodeProjectReader.parse(Data(Self.project(objects: """
            G1 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            D1 = {isa = PBXTargetDependency; target = T2; };
            P1 = {isa = PBXFileReference; path = Widget.appex; sourceTree = BUILT_PRODUCTS_DIR; };
            P2 = {isa = PBXFileReference; path = Kit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
            B1 = {isa = PBXBuildFile; fileRef = P1; };
            B2 = {isa = PBXBuildFile; fileRef = P2; };
            C1 = {isa = PBXCopyFilesBuildPhase; files = (B1); };
            C2 = {isa = PBXFrameworksBuildPhase; files = (B2); };
            T1 = {isa = PBXNativeTarget; buildPhases = (C1); dependencies = (D1); name = App; productType = "com.apple.product-type.application"; };
            T2 = {isa = PBXNativeTarget; buildPhases = (); name = Core; productType = "com.apple.product-type.framework"; };
            T3 = {isa = PBXNativeTarget; buildPhases = (C2); name = Widget; productReference = P1; productType = "com.apple.product-type.app-extension"; };
            T4 = {isa = PBXNativeTarget; buildPhases = (); name = Kit; productReference = P2; productType = "com.apple.product-type.framework"; };
            T5 = {isa = PBXNativeTarget; buildPhases = (); name = Tool; productType = "com.apple.product-type.tool"; };
            """, targets: "T1, T2, T3, T4, T5").utf8), path: "/w/App.xcodeproj")
        #expect(project.shippedTargets.map(\.name) == ["App", "Core", "Widget", "Kit"])
        #expect(project.targets.first?.dependencies == ["Core", "Widget"])

        var library = project
        library.targets.removeFirst()
        for index in library.targets.indices { library.targets[index].isEmbedded = true }
        library.markShipped()
        #expect(library.shippedTargets.map(\.name) == ["Core", "Widget", "Kit", "Tool"])
    }

    /// The project names `de.lproj/InfoPlist.strings`, the disk holds
    /// `infoPlist.strings`: Xcode on a Mac's case-insensitive disk copies it,
    /// so it ships (and `file-name-case` tells that the device will not find
    /// it), where before it read as in no target and hid that finding.
    @Test func aMemberInAnotherCaseShips() throws {
        var project = XcodeProject(path: "/w/App.xcodeproj")
        var target = XcodeProject.Target(name: "App", productType: "com.apple.product-type.application")
        target.members = ["/w/App/de.lproj/InfoPlist.strings", "/w/App/fr.lproj/InfoPlist.strings"]
        target.exceptions = ["/w/App/fr.lproj/infoPlist.strings"]
        project.targets = [target]
        #expect(!project.ships("/w/App/de.lproj/infoPlist.strings"))
        let membership = ProjectMembership(projects: [project], packageTargets: [])
        #expect(membership.ships(table: "/w/App/de.lproj/infoPlist.strings"))
        #expect(membership.ships(table: "/w/App/de.lproj/InfoPlist.strings"))
        #expect(!membership.ships(table: "/w/App/de.lproj/InfoPlist.stringsdict"))
        #expect(!membership.ships(table: "/w/App/fr.lproj/infoPlist.strings"), "an exception is no member in any case")
        #expect(!membership.ships(table: "/w/App/de.lproj/Other.strings"))
        // Sources: compiled (in any case), in no target, a header (always read), beside the project.
        var compiled = project
        compiled.targets[0].members.insert("/w/App/Extension/View.swift")
        let sources = ProjectMembership(projects: [compiled], packageTargets: ["/w/Packages/Kit/Sources/Kit"])
        #expect(sources.ships(source: "/w/App/extension/View.swift"))
        #expect(!sources.ships(source: "/w/App/Generated/Old.generated.swift"))
        #expect(sources.ships(source: "/w/App/Generated/Macros.h"))
        #expect(sources.ships(source: "/w/Packages/Kit/Sources/Kit/Kit.swift"), "a package target's files are its manifest's")
        // Code only a test target compiles does not ship.
        var tested = compiled
        var tests = XcodeProject.Target(name: "AppTests", productType: "com.apple.product-type.bundle.unit-test")
        tests.members = ["/w/AppTests/ViewTests.swift"]
        tested.targets.append(tests)
        #expect(!ProjectMembership(projects: [tested], packageTargets: []).ships(source: "/w/AppTests/ViewTests.swift"))
    }

    /// Groups nested 2,000 deep keep each its own step, not its whole path
    /// (issue 50: 40,000 deep took 22 s and 1.8 GB), and the file at the
    /// bottom is where it was.
    @Test func deeplyNestedGroupsKeepTheirStepsOnly() throws {
        let depth = 2_000
        let groups = (1...depth).map { "G\($0) = {isa = PBXGroup; children = (\($0 < depth ? "G\($0 + 1)" : "F1")); path = g; sourceTree = \"<group>\"; };" }
        let text = Self.project(objects: (groups + [
            "F1 = {isa = PBXFileReference; path = Localizable.strings; sourceTree = \"<group>\"; };",
            "B1 = {isa = PBXBuildFile; fileRef = F1; };",
            "P1 = {isa = PBXResourcesBuildPhase; files = (B1); };",
            "T1 = {isa = PBXNativeTarget; buildPhases = (P1); name = App; productType = \"com.apple.product-type.application\"; };",
        ]).joined(separator: "\n"))
        let project = try XcodeProjectReader.parse(Data(text.utf8), path: "/w/App.xcodeproj")
        #expect(project.targets.first?.members == ["/w/" + String(repeating: "g/", count: depth) + "Localizable.strings"])

        let plist = try #require(try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: Any])
        var graph = XcodeProjectReader.Graph(objects: try #require(plist["objects"] as? [String: Any]), projectFolder: "/w", root: "/w", projectName: "App")
        graph.placeGroups(from: "G1", projectDirPath: nil)
        #expect(graph.places.count == depth + 1)
        let kept = graph.places.values.reduce(0) { sum, place in
            switch place {
            case .at(let path): return sum + path.utf8.count
            case .below(_, let step): return sum + step.utf8.count
            }
        }
        #expect(kept < 10 * depth, "\(kept) bytes of places: a step each, not a whole path")
    }

    /// A path made once from its steps is the path made a step at a time, as
    /// the reader made it: `..`, `.`, empty steps, a step ending in `/`, an
    /// absolute step, and steps from the project's folder or an absolute group.
    @Test func aPathFromItsStepsIsThePathStepByStep() throws {
        let cases: [(steps: [String], tree: String)] = [
            (["App", "", "../Shared", "./de.lproj", "Sub/", "a//b", "..", "x.strings"], "<group>"),
            (["App", "/abs/dir", "../y", "z.strings"], "<group>"),
            (["..", "..", "..", "up.strings"], "<group>"),
            (["Config", "c.xcconfig"], "SOURCE_ROOT"),
            (["/opt/p", "q", "r.strings"], "<absolute>"),
        ]
        for (steps, tree) in cases {
            // G1 is the main group; each step a group in the one before, the last the file.
            let nodes = steps.enumerated().map { index, step in
                let isa = index == steps.count - 1 ? "PBXFileReference" : "PBXGroup"
                let children = index == steps.count - 1 ? "" : " children = (N\(index + 1));"
                let sourceTree = index == 1 ? tree : "<group>"
                return "N\(index) = {isa = \(isa);\(children) path = \"\(step)\"; sourceTree = \"\(sourceTree)\"; };"
            }
            let text = Self.project(objects: (["G1 = {isa = PBXGroup; children = (N0); sourceTree = \"<group>\"; };"] + nodes + [
                "B1 = {isa = PBXBuildFile; fileRef = N\(steps.count - 1); };",
                "P1 = {isa = PBXResourcesBuildPhase; files = (B1); };",
                "T1 = {isa = PBXNativeTarget; buildPhases = (P1); name = App; productType = \"com.apple.product-type.application\"; };",
            ]).joined(separator: "\n"))
            let project = try XcodeProjectReader.parse(Data(text.utf8), path: "/w/p/App.xcodeproj")
            // As the reader joined them before: each step onto its parent's whole path.
            var expected = "/w/p"
            for (index, step) in steps.enumerated() {
                switch index == 1 ? tree : "<group>" {
                case "SOURCE_ROOT": expected = ProjectPaths.join("/w/p", step)
                case "<absolute>": expected = URL(fileURLWithPath: step).standardizedFileURL.path
                default: expected = ProjectPaths.join(expected, step)
                }
            }
            #expect(project.targets.first?.members == [expected], "\(steps)")
        }
    }

    /// 3,000 targets, each owning a synchronized folder with an exception:
    /// each target reads its own folder and exception set, and a file asks
    /// the targets above it (issue 50: every target looked at every folder,
    /// and every file asked every target; 5,000 took 23 s).
    @Test(.timeLimit(.minutes(1))) func manyTargetsWithTheirOwnSynchronizedFolders() throws {
        let count = 3_000
        let objects = (0..<count).map { i in """
            E\(i) = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist); target = T\(i); };
            S\(i) = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E\(i)); path = S\(i); sourceTree = "<group>"; };
            T\(i) = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (S\(i)); name = T\(i); productType = "com.apple.product-type.application"; };
            """ }
        let text = Self.project(objects: "G1 = {isa = PBXGroup; children = (\((0..<count).map { "S\($0)" }.joined(separator: ", "))); sourceTree = \"<group>\"; };\n"
                                + objects.joined(separator: "\n"), targets: (0..<count).map { "T\($0)" }.joined(separator: ", "))
        let project = try XcodeProjectReader.parse(Data(text.utf8), path: "/w/App.xcodeproj")
        #expect(project.targets.count == count)
        #expect(project.targets.enumerated().allSatisfy { i, target in
            target.folders == ["/w/S\(i)"] && target.exceptions == ["/w/S\(i)/Info.plist"] && target.members.isEmpty
        })
        let membership = ProjectMembership(projects: [project], packageTargets: [])
        #expect((0..<count).allSatisfy { membership.ships(source: "/w/S\($0)/File.swift") && !membership.ships(source: "/w/S\($0)/Info.plist") })
        #expect(!membership.ships(source: "/w/Elsewhere/File.swift"))
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
    /// ownCloud: an extension with `GENERATE_INFOPLIST_FILE = YES` has
    /// `CFBundleName` in the Info.plist Xcode writes, and a framework's
    /// Info.plist is nobody's to read: six false infoplist-key-in-other-target.
    @Test func aGeneratedInfoPlistHasXcodesOwnKeysAndFrameworksShowNone() {
        var project = XcodeProject(path: "/tmp/App.xcodeproj")
        var action = XcodeProject.Target(name: "Action", productType: "com.apple.product-type.app-extension")
        action.generatesInfoPlist = true
        action.generatedInfoPlistKeys = ["CFBundleDisplayName"]
        project.targets = [action, XcodeProject.Target(name: "Kit", productType: "com.apple.product-type.framework"),
                           XcodeProject.Target(name: "App", productType: "com.apple.product-type.application")]
        let loaded = ProjectLoader.loadInfoPlistKeys(project, scope: .named)
        #expect(loaded.targets[0].infoPlistKeys == Set(XcodeProject.alwaysGeneratedInfoPlistKeys).union(["CFBundleDisplayName"]))
        #expect(loaded.targets.map(\.showsInfoPlist) == [true, false, true])
    }
}
