// swift-tools-version:6.0
import PackageDescription

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
        // Only SwiftSyntax and SwiftParser: the parser is what extraction needs.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
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
        .target(
            name: "LocalePipeline",
            dependencies: [
                "CICU",
                "CFont",
                .product(name: "Yams", package: "Yams"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "l10n-tool",
            dependencies: [
                "LocalePipeline",
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
            dependencies: ["l10n-tool"]
        ),
        // Attach to a target (or an Xcode target) to check it on every build.
        .plugin(
            name: "L10nCheckBuildTool",
            capability: .buildTool(),
            dependencies: ["l10n-tool"]
        ),
        // The build-tool plugin's demo target is a package of its own
        // (Fixtures/PluginDemo), so that building this package does not also
        // build l10n-tool as a plugin host tool.
        // Hot paths on their own, for bench/run.sh (see BENCHMARKS.md).
        .executableTarget(
            name: "l10n-bench",
            dependencies: ["LocalePipeline"]
        ),
        .testTarget(
            name: "LocalePipelineTests",
            dependencies: ["LocalePipeline", "CICU", "CFont"]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["l10n-tool"]
        ),
    ]
)
