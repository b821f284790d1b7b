import Foundation

// A target the build-tool plugin checks on every build (Package.swift):
// `swift build` in Fixtures/PluginDemo prints the German table's warning.
public func greeting() -> String {
    NSLocalizedString("greeting", value: "Welcome: ", comment: "Shown before the user's name")
}
