import ArgumentParser
import Foundation
import PipelineCore
import PipelineFormats
import PipelineCode
import PipelineProject
import PipelineLoading
import PipelineChecks
import PipelineOperations
import PipelineOutputs
import LocalePipeline

/// The app a command reads: its folder, then its settings. Every command
/// that reads a project takes these, the same way.
struct ProjectOptions: ParsableArguments {
    @Argument(help: "The app folder (default: the current folder).")
    var path: String?

    @OptionGroup var settings: ProjectSettings

    /// The app folder.
    var root: String { path ?? FileManager.default.currentDirectoryPath }
    var config: String? { settings.config }

    /// The app, as the library's calls name it.
    var app: AppLocation { settings.app(root) }

    func load(_ options: LoadOptions = LoadOptions()) async throws(InputError) -> Project {
        try await settings.load(root, options)
    }
}

/// The settings file and the development locale, for commands whose app
/// folder is given another way (`xliff import [PATH] FILE`).
struct ProjectSettings: ParsableArguments {
    @Option(help: "Settings file (default: PATH/l10n.yml when present).")
    var config: String?

    @Option(help: "The development locale (default: l10n.yml's base, else CFBundleDevelopmentRegion, else en).")
    var base: String?

    @Flag(name: .customLong("absolute-paths"),
          help: "Print absolute paths, so an editor or Xcode can open every finding (the default in an Xcode build phase).")
    var absolutePaths = false

    func validate() throws {
        if absolutePaths { Console.absolutePaths = true }
    }

    /// Loads the project at `path`, these settings on top of `options`. A
    /// write a killed run left half done is finished (or undone) first; the
    /// project stays in memory until the process exits; what loading skipped
    /// (links out of the app) is said on stderr.
    func load(_ path: String, _ options: LoadOptions = LoadOptions()) async throws(InputError) -> Project {
        try await Pipeline.load(app(path), options, events: Console.events)
    }

    /// The app at `path` with these settings.
    func app(_ path: String) -> AppLocation { AppLocation(path: path, config: config, base: base) }
}

/// `--bundle-id`, for commands that read item types.
struct BundleIDOption: ParsableArguments {
    @Option(name: .customLong("bundle-id"), help: "Expands $(PRODUCT_BUNDLE_IDENTIFIER), the setting a type starts with ($(CUSTOM_BUNDLE_IDENTIFIER).play) and <bundle-id> in item types.")
    var bundleID: String?
}

/// `--app`, for commands that read one app of a repository with several.
struct AppOption: ParsableArguments {
    @Option(name: .customLong("app"), help: ArgumentHelp(
        "Only this app: an application target of the Xcode project or XcodeGen spec (its name; `l10n-tool project` lists them).",
        discussion: "Without it, a repository with several apps (a white-label app sharing frameworks) is read app by app, each with its own Info.plist, name, bundle id, tables and findings.",
        valueName: "name"))
    var app: String?

    func apply(to options: inout LoadOptions) {
        options.app = app
    }
}
