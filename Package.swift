// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "l10n-tool",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "l10n-tool", targets: ["l10n-tool"]),
        .library(name: "LocalePipeline", targets: ["LocalePipeline"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // Only SwiftSyntax and SwiftParser: the parser is what extraction needs.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // Plain-C face of ICU: only cicu.c sees <unicode/...>, so Swift never
        // meets ICU's headers next to Foundation's bundled copy (docs/ARCHITECTURE.md).
        .target(
            name: "CICU",
            linkerSettings: [
                .linkedLibrary("icui18n"),   // plural rules
                .linkedLibrary("icuuc"),
                .linkedLibrary("icudata"),
            ]
        ),
        .target(
            name: "LocalePipeline",
            dependencies: [
                "CICU",
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
        // Hot paths on their own, for bench/run.sh (see BENCHMARKS.md).
        .executableTarget(
            name: "l10n-bench",
            dependencies: ["LocalePipeline"]
        ),
        .testTarget(
            name: "LocalePipelineTests",
            dependencies: ["LocalePipeline", "CICU"]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["l10n-tool"]
        ),
    ]
)
