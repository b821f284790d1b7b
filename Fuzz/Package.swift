// swift-tools-version:6.0
import Foundation
import PackageDescription

// Fuzz targets for LocalePipeline's readers and writers (see README.md,
// "Fuzzing"). Built only by Fuzz/build.sh, with -sanitize=fuzzer,address,
// into ../.build-fuzz: the main package's `swift build` and `swift test`
// never see this package.
//
// The library is compiled here from its own sources, layer by layer as in
// ../Package.swift (build.sh links Sources/<Layer>/Pipeline, and Sources/CICU,
// to the main package's), so that its code is instrumented. With FUZZ_CORE=1
// the files that need swift-syntax are left out (PipelineCode/Stub stands in
// for SwiftExtractor) and so is the Swift extractor's target: CI's smoke run
// then builds no swift-syntax.
// Keep the dependencies' versions as in ../Package.swift.

let core = ProcessInfo.processInfo.environment["FUZZ_CORE"] == "1"
// FUZZ_SANITIZE (set by build.sh): the Swift sanitizers for our own modules
// only, so swift-syntax is built plain (optimized, no coverage, no ASan) and
// its parser runs at full speed under fuzz-swift; libFuzzer still sees every
// edge of our code. Without it, build.sh instruments everything (-Xswiftc).
let ownSanitizers = ProcessInfo.processInfo.environment["FUZZ_SANITIZE"].flatMap { $0.isEmpty ? nil : $0 }
let ownSwift: [SwiftSetting] = ownSanitizers.map { [.unsafeFlags(["-sanitize=\($0)", "-parse-as-library"])] } ?? []
let ownLink: [LinkerSetting] = ownSanitizers.map { [.unsafeFlags(["-sanitize=\($0)"])] } ?? []
let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

/// The code layer's files that import swift-syntax, relative to its target folder.
func swiftSyntaxFiles() -> [String] {
    // The link itself is not walked into: walk the folder it points at.
    let pipeline = here.appendingPathComponent("Sources/PipelineCode/Pipeline").resolvingSymlinksInPath()
    guard let walker = FileManager.default.enumerator(at: pipeline, includingPropertiesForKeys: nil) else { return [] }
    var found: [String] = []
    for case let url as URL in walker where url.pathExtension == "swift" {
        guard let text = try? String(contentsOf: url, encoding: .utf8),
              text.contains("import SwiftSyntax") || text.contains("import SwiftParser") else { continue }
        found.append("Pipeline/" + url.path.dropFirst(pipeline.path.count + 1))
    }
    return found.sorted()
}

let readers = ["strings", "stringsdict", "xcstrings", "infoplist", "xliff", "config", "objc", "pbxproj", "xcodegen", "xcconfig", "lock",
               "swiftgen", "podfile"]
let writers = ["strings-roundtrip", "strings-editor", "stringsdict-editor", "xcstrings-roundtrip", "xliff-roundtrip", "migrate"]
// Any text through both layout engines (the font engine shapes it with HarfBuzz).
let measuring = ["layout"]
let heavy = ["swift"]
let names = readers + writers + measuring + (core ? [] : heavy)

var codeDependencies: [Target.Dependency] = ["PipelineFormats"]
if !core {
    codeDependencies += [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
    ]
}
let yams = Target.Dependency.product(name: "Yams", package: "Yams")
let layers = ["PipelineCore", "PipelineFormats", "PipelineCode", "PipelineProject", "PipelineLoading",
              "PipelineChecks", "PipelineOperations", "PipelineOutputs"]

let package = Package(
    name: "l10n-fuzz",
    platforms: [.macOS(.v13)],
    products: names.map { .executable(name: "fuzz-\($0)", targets: ["fuzz-\($0)"]) },
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ] + (core ? [] : [.package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1")]),
    targets: [
        .target(
            name: "CICU",
            dependencies: ["ICUSystem"]
        ),
        .systemLibrary(name: "ICUSystem", pkgConfig: "icu-i18n", providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]),
        // The font engine's C face (linked in by build.sh like CICU), as in ../Package.swift.
        .target(name: "CFont", dependencies: ["HarfBuzzSystem", "FontconfigSystem"]),
        .systemLibrary(name: "HarfBuzzSystem", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(name: "FontconfigSystem", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]),
        // The layers and their arrows, as in ../Package.swift.
        .target(name: "PipelineCore", dependencies: ["CICU", "CFont"], swiftSettings: ownSwift),
        .target(name: "PipelineFormats", dependencies: ["PipelineCore", yams], swiftSettings: ownSwift),
        .target(name: "PipelineCode", dependencies: codeDependencies,
                exclude: core ? swiftSyntaxFiles() : ["Stub"], swiftSettings: ownSwift),
        .target(name: "PipelineProject", dependencies: ["PipelineFormats", yams], swiftSettings: ownSwift),
        .target(name: "PipelineLoading", dependencies: ["PipelineProject", "PipelineCode"], swiftSettings: ownSwift),
        .target(name: "PipelineChecks", dependencies: ["PipelineProject"], swiftSettings: ownSwift),
        .target(name: "PipelineOperations", dependencies: ["PipelineChecks"], swiftSettings: ownSwift),
        .target(name: "PipelineOutputs", dependencies: ["PipelineOperations"], swiftSettings: ownSwift),
        // Hands each input to the Swift target through libFuzzer's LLVMFuzzerRunDriver.
        .target(name: "FuzzDriver", swiftSettings: ownSwift),
        // The layers by name (as ../Package.swift's executables): a module that
        // re-exports others does not tell the incremental build they changed.
        .target(name: "FuzzSupport", dependencies: ["FuzzDriver"] + layers.map { .target(name: $0) }, swiftSettings: ownSwift),
    ] + names.map { .executableTarget(name: "fuzz-\($0)", dependencies: ["FuzzSupport"] + layers.map { .target(name: $0) },
                                         swiftSettings: ownSwift, linkerSettings: ownLink) }
)
