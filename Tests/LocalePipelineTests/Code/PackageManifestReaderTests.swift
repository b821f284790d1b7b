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

    /// `[` nested deep took swift-syntax's parser exponential time (fuzz-swift
    /// found 80 bytes that ran for minutes): such a manifest is not read, as
    /// such a Swift file is not scanned.
    @Test(.timeLimit(.minutes(1)))
    func aManifestNestedTooDeepIsNotParsed() {
        let nested = "let package = Package(name: \"P\", targets: " + String(repeating: "[", count: 70) + ".target(name: \"A\")"
        #expect(PackageManifestReader.parse(nested, path: "/w/Package.swift") == nil)
        // The input itself (Fuzz/crashers/swift/nested-brackets-manifest).
        let found: [UInt8] = [0x69, 0x6D, 0x69, 0x6F, 0x61, 0x72, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x5B, 0x74, 0x70, 0x72, 0x6D, 0xF8, 0x6A, 0x5B]
        #expect(PackageManifestReader.parse(String(decoding: found, as: UTF8.self), path: "/w/Package.swift") == nil)
    }

    @Test(arguments: ["", "let package = Package(name: \"Empty\")", "Package(", "\"\\(x)\""])
    func aManifestWithNothingToSayIsNil(text: String) {
        #expect(PackageManifestReader.parse(text, path: "/w/Package.swift") == nil)
    }
}
