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

struct ProjectCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "project",
        abstract: "Print the model the checks run on: each app, its targets, Info.plists, names, bundle ids, tables and locales, and every file left out with why.",
        discussion: """
        An app is an application target of the Xcode project (or XcodeGen spec) that no other app \
        embeds; a repository with several (a white-label app sharing frameworks) is checked app by \
        app, and --app NAME (check, report, export, xliff export) takes the names listed here. For \
        each app: its name as the Home Screen shows it and where it comes from (the generated \
        INFOPLIST_KEY_CFBundleDisplayName over its Info.plist's CFBundleDisplayName, else \
        CFBundleName, else PRODUCT_NAME), its bundle id, the locales it ships, its targets with \
        what each embeds and the tables each copies, and each file or folder left out: tables no \
        target copies, another app's tables, what a Package.swift excludes, references of the \
        project that are not in the repository, dependency and build folders.

        --format json prints {"root", "projects", "apps": [...], "notes"}, one entry of apps per \
        application; each app's wrappers list is the localization functions its code is read through.
        """
    )

    @OptionGroup var project: ProjectOptions

    @OptionGroup var choice: AppOption

    @OptionGroup var code: CodeOptions

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() async throws {
        var options = code.loadOptions()
        choice.apply(to: &options)
        let model = try await Pipeline.projectModel(project.app, options: options, events: Console.events)
        switch format {
        case .text: Console.output(model.text)
        case .json: Console.output(try StableJSON.encode(model))
        }
    }
}
