import Foundation

/// The package root: the nearest folder above this file with a Package.swift
/// (fixtures, the README and `../shared/corpus` are found from it).
enum PackageRoot {
    static let url: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
            url.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: "/")
    }()

    static var path: String { url.path }
}
