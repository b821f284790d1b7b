// swift-tools-version:6.0
import Foundation
import PackageDescription

// The plugins' tool: built from source, or a prebuilt l10n-tool packed by
// scripts/artifactbundle.sh, when L10N_TOOL_ARTIFACT_BUNDLE names it (a path
// relative to this package). A package that uses the plugins then does not
// compile l10n-tool, and swift-syntax, as their tool (docs/integration.md).
let prebuiltTool = ProcessInfo.processInfo.environment["L10N_TOOL_ARTIFACT_BUNDLE"].flatMap { $0.isEmpty ? nil : $0 }
let pluginTool: Target.Dependency = prebuiltTool == nil ? "l10n-tool" : "L10nToolBinary"

// swift-syntax as the toolchain ships it (the compiler's own parser, in
// lib/swift/host): L10N_TOOLCHAIN_SWIFT_SYNTAX names that folder, and the
// package's copy is neither fetched nor compiled. A first release build
// then compiles our code only (BENCHMARKS.md); the binary loads the
// toolchain's libraries, so it runs where that toolchain is installed.
let toolchainSyntax = ProcessInfo.processInfo.environment["L10N_TOOLCHAIN_SWIFT_SYNTAX"].flatMap { $0.isEmpty ? nil : $0 }
let syntaxProducts: [Target.Dependency] = toolchainSyntax == nil
    ? [.product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax")] : []

let package = Package(
    name: "l10n-tool",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "l10n-tool", targets: ["l10n-tool"]),
        .library(name: "LocalePipeline", targets: ["LocalePipeline"]),
        .plugin(name: "L10nCheckCommand", targets: ["L10nCheckCommand"]),
        .plugin(name: "L10nCheckBuildTool", targets: ["L10nCheckBuildTool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ] + (toolchainSyntax == nil ? [
        // Only SwiftSyntax and SwiftParser: the parser is what extraction needs.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ] : []),
    targets: [
        // ICU as installed on the system, located by pkg-config: Debian's
        // libicu-dev, or Homebrew's icu4c (keg-only: PKG_CONFIG_PATH, see README).
        .systemLibrary(
            name: "ICUSystem",
            pkgConfig: "icu-i18n",   // plural rules; it requires icu-uc
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
        ),
        // Plain-C face of ICU: only cicu.c sees <unicode/...>, so Swift never
        // meets ICU's headers next to Foundation's bundled copy (docs/ARCHITECTURE.md).
        .target(
            name: "CICU",
            dependencies: ["ICUSystem"]
        ),
        // HarfBuzz and fontconfig for the font layout engine (docs/layout.md),
        // behind CFont's plain-C face as ICU is behind CICU.
        .systemLibrary(
            name: "HarfBuzzSystem",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]
        ),
        .systemLibrary(
            name: "FontconfigSystem",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev", "libfreetype-dev"]), .brew(["fontconfig", "freetype"])]
        ),
        .target(
            name: "CFont",
            dependencies: ["HarfBuzzSystem", "FontconfigSystem"]
        ),
        // The library in layers, each a target whose dependencies point down
        // only (docs/ARCHITECTURE.md): a reference up a layer does not compile.
        // Model, support and text measurement.
        .target(name: "PipelineCore", dependencies: ["CICU", "CFont"]),
        // Each file format's reader, positions, editor and layout.
        .target(name: "PipelineFormats", dependencies: ["PipelineCore", .product(name: "Yams", package: "Yams")]),
        // Strings and quick actions in Swift (swift-syntax) and Objective-C.
        .target(name: "PipelineCode", dependencies: ["PipelineFormats"] + syntaxProducts),
        // An app's parts (Xcode projects, build settings) and what each locale shows (resolution).
        .target(name: "PipelineProject", dependencies: ["PipelineFormats", .product(name: "Yams", package: "Yams")]),
        // Loading a project: discovery, then every reader and the code scanners. Apart
        // from the layers above it, which then build beside swift-syntax, not after it.
        .target(name: "PipelineLoading", dependencies: ["PipelineProject", "PipelineCode"]),
        // The checks: engine, rules, results.
        .target(name: "PipelineChecks", dependencies: ["PipelineProject"]),
        // Update, import, export, pseudo, migrate; transactions, journal, locks.
        .target(name: "PipelineOperations", dependencies: ["PipelineChecks"]),
        // Findings formats and the translator report.
        .target(name: "PipelineOutputs", dependencies: ["PipelineOperations"]),
        // The public face for callers outside this package (the executables below import the layers).
        .target(
            name: "LocalePipeline",
            dependencies: ["PipelineCore", "PipelineFormats", "PipelineCode", "PipelineProject", "PipelineLoading",
                           "PipelineChecks", "PipelineOperations", "PipelineOutputs"]
        ),
        .executableTarget(
            name: "l10n-tool",
            // The layers by name, not through LocalePipeline: a module that
            // re-exports others does not tell the incremental build that they
            // changed (a stale object failed to link).
            dependencies: [
                "LocalePipeline",
                "PipelineCore", "PipelineFormats", "PipelineCode", "PipelineProject", "PipelineLoading",
                "PipelineChecks", "PipelineOperations", "PipelineOutputs",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `swift package l10n-check [options] [PATH]`: check, findings as SwiftPM diagnostics.
        .plugin(
            name: "L10nCheckCommand",
            capability: .command(
                intent: .custom(verb: "l10n-check", description: "Check the package's quick actions and strings tables with l10n-tool"),
                permissions: []
            ),
            dependencies: [pluginTool]
        ),
        // Attach to a target (or an Xcode target) to check it on every build.
        .plugin(
            name: "L10nCheckBuildTool",
            capability: .buildTool(),
            dependencies: [pluginTool]
        ),
        // The build-tool plugin's demo target is a package of its own
        // (Fixtures/PluginDemo), so that building this package does not also
        // build l10n-tool as a plugin host tool.
        // Hot paths on their own, for bench/run.sh (see BENCHMARKS.md).
        .executableTarget(
            name: "l10n-bench",
            dependencies: ["LocalePipeline", "PipelineCore", "PipelineFormats", "PipelineCode", "PipelineProject", "PipelineLoading",
                           "PipelineChecks", "PipelineOperations", "PipelineOutputs"]
        ),
        .testTarget(
            name: "LocalePipelineTests",
            dependencies: ["LocalePipeline", "PipelineCore", "PipelineFormats", "PipelineCode", "PipelineProject", "PipelineLoading",
                           "PipelineChecks", "PipelineOperations", "PipelineOutputs", "CICU", "CFont"]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["l10n-tool"]
        ),
    ] + (prebuiltTool.map { [.binaryTarget(name: "L10nToolBinary", path: $0)] } ?? [])
)

// With the toolchain's swift-syntax, every module that imports PipelineCode
// (directly or through another) finds SwiftSyntax's interface there, and the
// code layer links its libraries.
if let host = toolchainSyntax {
    for target in package.targets where target.type != .plugin && target.type != .system && target.type != .binary
        && !["CICU", "CFont", "PipelineCore", "PipelineFormats", "PipelineProject"].contains(target.name) {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-I", host])]
        if target.name == "PipelineCode" {
            target.linkerSettings = (target.linkerSettings ?? []) + [
                .unsafeFlags(["-L", host, "-lSwiftParser", "-lSwiftSyntax", "-Xlinker", "-rpath", "-Xlinker", host]),
            ]
        }
    }
}
