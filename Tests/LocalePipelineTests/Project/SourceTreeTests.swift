import Foundation
@testable import LocalePipeline
@testable import PipelineCore
@testable import PipelineFormats
@testable import PipelineProject
@testable import PipelineLoading
import Testing

/// Where Xcode finds a project's files (issue 46), its apps, and the build
/// settings that expand quick action types.
@Suite("Source trees, apps and build settings")
struct SourceTreeTests {
    static func project(objects: String, dirPath: String? = nil, targets: String = "T1", settings: String = "") -> String {
        """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 56;
            objects = {
                R = {isa = PBXProject; mainGroup = G1; targets = (\(targets)); knownRegions = (en, Base); \(dirPath.map { "projectDirPath = \"\($0)\";" } ?? "") buildConfigurationList = PL; };
                PL = {isa = XCConfigurationList; buildConfigurations = (PC); };
                PC = {isa = XCBuildConfiguration; name = Release; buildSettings = {\(settings)}; };
        \(objects)
            };
            rootObject = R;
        }
        """
    }

    /// Xcode's build system reads `SOURCE_ROOT` references and the main
    /// group from PROJECT_DIR, the `.xcodeproj`'s folder joined with
    /// `projectDirPath`; INFOPLIST_FILE is relative to SRCROOT, the same
    /// folder, and that is the folder whose tables the project says ship.
    @Test func projectDirPathIsWhereSourceRootAndGroupsStart() throws {
        let project = try XcodeProjectReader.parse(Data(Self.project(objects: """
                G1 = {isa = PBXGroup; children = (F1, V1); sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; path = App/Info.plist; sourceTree = SOURCE_ROOT; };
                V1 = {isa = PBXVariantGroup; children = (F2); name = Localizable.strings; path = App; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = V1; };
                P1 = {isa = PBXResourcesBuildPhase; files = (B1); };
                T1 = {isa = PBXNativeTarget; buildPhases = (P1); buildConfigurationList = L1; name = App; productType = "com.apple.product-type.application"; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
                C1 = {isa = XCBuildConfiguration; name = Release; buildSettings = {INFOPLIST_FILE = App/Info.plist; }; };
                """, dirPath: "..").utf8), path: "/w/build/App.xcodeproj")
        #expect(project.folder == "/w")
        #expect(project.ships("/w/App/en.lproj/Localizable.strings"))
        #expect(project.targets.first?.infoPlists == ["/w/App/Info.plist"])
        #expect(project.targets.first?.settings.first?.value("SRCROOT") == "/w")
    }

    /// The SDK's files and build products are never the app's; a group in a
    /// custom source tree (a path of Xcode's preferences) cannot be placed,
    /// and is said with what it holds and the targets that name it.
    @Test func referencesNotInTheRepositoryAreSaid() throws {
        let project = try XcodeProjectReader.parse(Data(Self.project(objects: """
                G1 = {isa = PBXGroup; children = (F1, F2, G2); sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; name = UIKit.framework; path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT; };
                F2 = {isa = PBXFileReference; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
                G2 = {isa = PBXGroup; children = (V1); name = Brand; path = Strings; sourceTree = BRAND_ROOT; };
                V1 = {isa = PBXVariantGroup; children = (F3); name = Brand.strings; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; name = en; path = en.lproj/Brand.strings; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = V1; };
                B2 = {isa = PBXBuildFile; fileRef = F1; };
                P1 = {isa = PBXResourcesBuildPhase; files = (B1); };
                P2 = {isa = PBXFrameworksBuildPhase; files = (B2); };
                T1 = {isa = PBXNativeTarget; buildPhases = (P1, P2); name = App; productType = "com.apple.product-type.application"; };
                """).utf8), path: "/w/App.xcodeproj")
        #expect(project.unplaced.map(\.path) == ["System/Library/Frameworks/UIKit.framework", "App.app", "Strings"])
        #expect(project.unplaced.map(\.matters) == [false, false, true])
        let brand = try #require(project.unplaced.last)
        #expect(brand.sourceTree == "BRAND_ROOT")
        #expect(brand.localizations == ["Strings/en.lproj/Brand.strings"])
        #expect(brand.targets == ["App"])
        #expect(brand.reason.hasPrefix("relative to BRAND_ROOT, a custom path of Xcode's preferences"))
        #expect(project.unplaced.first?.reason == "in the SDK (SDKROOT), not in the repository")
        #expect(project.targets.first?.members.isEmpty == true)
    }

    /// A source tree that names a setting the project sets is placed there,
    /// as Xcode's build system resolves it (a relative value is below PROJECT_DIR).
    @Test func aSourceTreeTheProjectSetsIsPlaced() throws {
        let project = try XcodeProjectReader.parse(Data(Self.project(objects: """
                G1 = {isa = PBXGroup; children = (G2); sourceTree = "<group>"; };
                G2 = {isa = PBXGroup; children = (V1); path = Strings; sourceTree = SHARED_DIR; };
                V1 = {isa = PBXVariantGroup; children = (F3); name = Brand.strings; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; name = en; path = en.lproj/Brand.strings; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = V1; };
                P1 = {isa = PBXResourcesBuildPhase; files = (B1); };
                T1 = {isa = PBXNativeTarget; buildPhases = (P1); name = App; productType = "com.apple.product-type.application"; };
                """, settings: "SHARED_DIR = \"$(SRCROOT)/Shared\";").utf8), path: "/w/App.xcodeproj")
        #expect(project.unplaced.isEmpty)
        #expect(project.ships("/w/Shared/Strings/en.lproj/Brand.strings"))
    }

    /// An app an iOS app embeds (a watch app, an App Clip) ships inside it: not an app of its own.
    @Test func anEmbeddedAppIsNoAppOfItsOwn() throws {
        var project = XcodeProject(path: "/w/App.xcodeproj")
        var phone = XcodeProject.Target(name: "Phone", productType: "com.apple.product-type.application")
        phone.dependencies = ["Watch", "Kit"]
        project.targets = [phone, XcodeProject.Target(name: "Watch", productType: "com.apple.product-type.application.watchapp2"),
                           XcodeProject.Target(name: "Kit", productType: "com.apple.product-type.framework"),
                           XcodeProject.Target(name: "Mac", productType: "com.apple.product-type.application")]
        #expect(project.applications.map(\.name) == ["Phone", "Mac"])
        project.markShipped(only: "Mac")
        #expect(project.shippedTargets.map(\.name) == ["Mac"])
        project.markShipped(only: "Phone")
        #expect(project.shippedTargets.map(\.name) == ["Phone", "Watch", "Kit"])
        project.markShipped(only: "")
        #expect(project.shippedTargets.isEmpty && project.checksAnotherApp)
    }

    /// Quick action types as the app ships them: the target's settings, and
    /// `--bundle-id` for the setting the type starts with.
    @Test func typesExpand() {
        let settings: (String) -> String? = { ["CUSTOM_BUNDLE_IDENTIFIER": "com.example.Lantern", "FLAVOR": "night"][$0] }
        #expect(BuildSettings.expandType("$(CUSTOM_BUNDLE_IDENTIFIER).play", bundleID: nil, settings: settings) == "com.example.Lantern.play")
        #expect(BuildSettings.expandType("${CUSTOM_BUNDLE_IDENTIFIER:lower}.$(FLAVOR)", bundleID: nil, settings: settings) == "com.example.lantern.night")
        #expect(BuildSettings.expandType("$(CUSTOM_BUNDLE_IDENTIFIER).play", bundleID: "com.other", settings: settings) == "com.other.play")
        #expect(BuildSettings.expandType("$(PRODUCT_BUNDLE_IDENTIFIER).play.$(FLAVOR)", bundleID: "com.other", settings: settings) == "com.other.play.night")
        // A setting not known, or a modifier not known, is kept as written.
        #expect(BuildSettings.expandType("$(UNKNOWN).play", bundleID: nil, settings: settings) == "$(UNKNOWN).play")
        #expect(BuildSettings.expandType("$(FLAVOR:quoted).play", bundleID: nil, settings: settings) == "$(FLAVOR:quoted).play")
        #expect(BuildSettings.expandType("com.example.$(FLAVOR", bundleID: "x", settings: settings) == "com.example.$(FLAVOR")
        #expect(BuildSettings.leadingReference("$(A).b") == "A" && BuildSettings.leadingReference("a.$(B)") == nil)
    }

    /// A subfolder XcodeGen spec whose paths are the root's is read from
    /// the root, and says so; one whose paths are its own is read as written.
    @Test func aSubfolderSpecIsReadFromTheFolderItsSourcesResolveFrom() throws {
        let folder = try TempProject(texts: [:])
        try folder.write("Apps/Trail/Sources/App.swift", "")
        try folder.write("Apps/Trail/Resources/en.lproj/Localizable.strings", "")
        let rooted = "targets:\n  Trail:\n    type: application\n    sources: [Apps/Trail/Sources, Apps/Trail/Resources]\n"
        let spec = folder.path("Apps/Trail/project.yml")
        guard case .project(let project, let note?) = try XcodeGenReader.load(rooted, path: spec, within: folder.root) else {
            Issue.record("expected a project read from the root, with a note"); return
        }
        #expect(project.folder == folder.root)
        #expect(project.ships(folder.path("Apps/Trail/Resources/en.lproj/Localizable.strings")))
        #expect(note.contains("found from the checked folder, not from the spec's own folder (Apps/Trail)"))
        let own = "targets:\n  Trail:\n    type: application\n    sources: [Sources, Resources]\n"
        guard case .project(let project, nil) = try XcodeGenReader.load(own, path: spec, within: folder.root) else {
            Issue.record("expected a project read from its own folder"); return
        }
        #expect(project.folder == folder.path("Apps/Trail"))
        let nowhere = "targets:\n  Trail:\n    type: application\n    sources: [Gone]\n"
        guard case .unused(let why) = try XcodeGenReader.load(nowhere, path: spec, within: folder.root) else {
            Issue.record("expected a spec not used"); return
        }
        #expect(why.hasPrefix("not used: none of its 1 sources: is found"))
    }

    /// XcodeGen's `bundleIdPrefix`, `settings:` and `configFiles:` are the target's build settings.
    @Test func xcodeGenSettings() throws {
        let folder = try TempProject(texts: [:])
        try folder.write("App/Info.plist", "")
        try folder.write("Config/App.xcconfig", "CUSTOM_ID = com.example.app\n")
        let spec = """
            options:
              bundleIdPrefix: com.example
            targets:
              Plain:
                type: application
                sources: [App]
              Custom:
                type: application
                sources: [App]
                configFiles:
                  Release: Config/App.xcconfig
                settings:
                  base:
                    PRODUCT_BUNDLE_IDENTIFIER: $(CUSTOM_ID).custom
            """
        let project = try #require(try XcodeGenReader.parse(spec, path: folder.path("project.yml"), within: folder.root))
        #expect(project.targets.map(\.name) == ["Custom", "Plain"])
        #expect(project.targets.map(\.bundleIdentifiers) == [["com.example.app.custom"], ["com.example.Plain"]])
    }

    /// A package's `exclude:` and test targets leave tables out with their reason; a Tuist manifest is said.
    @Test func whatAPackageExcludesAndATuistManifestAreSaid() async throws {
        let folder = try TempProject(texts: [:])
        try folder.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kit", defaultLocalization: "en", targets: [
                .target(name: "Kit", exclude: ["Legacy"], resources: [.process("Resources")]),
                .testTarget(name: "KitTests", dependencies: ["Kit"]),
            ])
            """)
        try folder.write("Sources/Kit/Resources/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
        try folder.write("Sources/Kit/Legacy/en.lproj/Localizable.strings", "\"old\" = \"Old\";\n")
        try folder.write("Tests/KitTests/Fixtures/en.lproj/Localizable.strings", "\"t\" = \"T\";\n")
        try folder.write("Project.swift", "import ProjectDescription\nlet project = Project(name: \"Kit\", targets: [])\n")
        try folder.write("Sources/Kit/Project.swift", "struct Project { var name: String }\n")
        let project = try await ProjectLoader.load(path: folder.root, options: LoadOptions(scanCode: false, measures: false))
        #expect(project.roots.map(\.folder) == [folder.path("Sources/Kit/Resources")])
        let leftOut = Dictionary(project.leftOutFiles.map { ($0.path, $0.reason) }, uniquingKeysWith: { first, _ in first })
        #expect(leftOut["Sources/Kit/Legacy"] == "excluded from its target by exclude: of Package.swift", "\(leftOut)")
        // The tests' folder is left out by default (`*Tests`) before the manifest says so.
        #expect(leftOut["Tests"]?.hasPrefix("left out by default: a test target's folder") == true, "\(leftOut)")
        #expect(project.warnings.filter { $0.message.hasPrefix("not read: a Tuist manifest") }.map { $0.location?.file } == [folder.path("Project.swift")])
    }
}

extension TempProject {
    func write(_ relative: String, _ text: String) throws { try write(relative, Data(text.utf8)) }
}
