import Foundation
import PackagePlugin

/// Checks a target's quick actions and strings tables as part of its build,
/// so findings appear where compiler diagnostics do (Xcode's issue
/// navigator, `swift build`'s output). Errors fail the build, as
/// SwiftLint's do; warnings and notes do not.
///
/// The command lists the target's tables, Info.plist files and sources as
/// inputs and writes a stamp file as its output (`check --stamp`), so the
/// build system runs it again only when one of them changed.
@main
struct L10nCheckBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // `directory` (a Path) is deprecated, but its URL form needs tools 6.1
        // and this package supports Swift 6.0.
        return try [Self.command(tool: context.tool(named: "l10n-tool").url, folder: URL(fileURLWithPath: target.directory.string),
                                 inputs: target.sourceFiles.map(\.url), work: context.pluginWorkDirectoryURL, name: target.name)]
    }

    static func command(tool: URL, folder: URL, inputs: [URL], work: URL, name: String) -> Command {
        // A build system adds a command's outputs to the target: a stamp that
        // holds one Swift comment compiles to nothing (any other file would be
        // copied into the app as a resource).
        let stamp = work.appendingPathComponent("L10nCheck-\(name).swift")
        return .buildCommand(
            displayName: "l10n-tool check \(name)",
            executable: tool,
            arguments: ["check", folder.path, "--absolute-paths", "--stamp", stamp.path],
            inputFiles: inputs,
            outputFiles: [stamp])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension L10nCheckBuildTool: XcodeBuildToolPlugin {
    /// In an Xcode project: the folder of the target's first file (its
    /// sources and .lproj folders), all its files as inputs.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        guard let first = files.first else { return [] }
        return try [Self.command(tool: context.tool(named: "l10n-tool").url, folder: first.deletingLastPathComponent(),
                                 inputs: files, work: context.pluginWorkDirectoryURL, name: target.displayName)]
    }
}
#endif
