// swift-tools-version:6.0
import PackageDescription

// The build-tool plugin at work on a target of a user's package: this one
// depends on l10n-tool (the repository root) by path, as a user's package
// depends on it by URL. It lives apart from the root package so that the
// root's `swift build` does not also build l10n-tool as the plugin's host
// tool (which compiled swift-syntax twice on every build; issue 30).
// scripts/test-integration.sh builds it and looks for its one warning.
let package = Package(
    name: "PluginDemo",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "l10n-tool", path: "../.."),
    ],
    targets: [
        .target(
            name: "PluginDemo",
            resources: [.copy("Resources")],
            plugins: [.plugin(name: "L10nCheckBuildTool", package: "l10n-tool")]
        ),
    ]
)
