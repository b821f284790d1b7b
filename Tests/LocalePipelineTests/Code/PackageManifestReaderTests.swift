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

@Suite("Package.swift reader")
struct PackageManifestReaderTests {
    @Test func targetsFoldersExcludesAndTheDefaultLocalization() throws {
        let manifest = try #require(PackageManifestReader.parse("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Kit",
                defaultLocalization: "pt-BR",
                targets: [
                    .target(name: "Kit", exclude: ["Drafts", "Old/Info.plist"], resources: [.process("Resources")]),
                    .target(name: "Custom", path: "Code/Custom"),
                    .executableTarget(name: "Tool"),
                    .testTarget(name: "KitTests", dependencies: [.target(name: "Kit")], plugins: [.plugin(name: "Lint", package: "Lint")]),
                    Target.macro(name: "KitMacros", dependencies: []),
                ]
            )
            """, path: "/w/Kit/Package.swift"))
        #expect(manifest.defaultLocalization == "pt-BR")
        #expect(manifest.complete)
        #expect(manifest.targets.map(\.folder) == ["/w/Kit/Sources/Kit", "/w/Kit/Code/Custom", "/w/Kit/Sources/Tool",
                                                   "/w/Kit/Tests/KitTests", "/w/Kit/Sources/KitMacros"])
        #expect(manifest.targets.map(\.isTest) == [false, false, false, true, false])
        #expect(manifest.targets[0].excluded == ["/w/Kit/Sources/Kit/Drafts", "/w/Kit/Sources/Kit/Old/Info.plist"])
    }

    /// Targets named or placed by code are not followed: the manifest says so.
    @Test func targetsBuiltInCodeAreIncomplete() throws {
        let manifest = try #require(PackageManifestReader.parse("""
            import PackageDescription
            let names = ["A", "B"]
            let package = Package(name: "P", targets: names.map { .target(name: $0) } + [.target(name: "C", path: folder)])
            """, path: "/w/P/Package.swift"))
        #expect(!manifest.complete)
        #expect(manifest.defaultLocalization == nil)
        #expect(manifest.targets.map(\.name) == ["C"])
    }

    @Test(arguments: ["", "let package = Package(name: \"Empty\")", "Package(", "\"\\(x)\""])
    func aManifestWithNothingToSayIsNil(text: String) {
        #expect(PackageManifestReader.parse(text, path: "/w/Package.swift") == nil)
    }
}
