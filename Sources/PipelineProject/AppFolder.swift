import Foundation
import PipelineCore
import PipelineFormats

/// Where an app's settings and lock live, and its development region's code:
/// what loading, the checks and the writers all need to agree on.
public enum AppFolder {
    /// `l10n.lock` sits next to `l10n.yml`, or in the checked folder without one.
    package static func lockPath(root: String, config: String?) -> String {
        let folder = config.map { URL(fileURLWithPath: $0).standardizedFileURL.deletingLastPathComponent().path } ?? root
        return URL(fileURLWithPath: folder).appendingPathComponent(TranslationLock.fileName).path
    }

    /// The folder of `l10n.lock` for the app at `path`: where a writer of its
    /// tables takes its `WriterLock` and keeps its journal.
    public static func lockFolder(path: String, config explicitConfig: String?) -> String {
        let root = URL(fileURLWithPath: path).standardizedFileURL.path
        return lockPath(root: root, config: configPath(root: root, explicit: explicitConfig)).deletingLastComponent
    }

    /// The settings file: the one named, else `l10n.yml` in the app folder when there is one.
    package static func configPath(root: String, explicit: String?) -> String? {
        explicit ?? {
            let candidate = URL(fileURLWithPath: root).appendingPathComponent(ToolConfig.fileName).path
            return FileManager.default.fileExists(atPath: candidate) ? candidate : nil
        }()
    }

    /// Legacy Xcode projects name the development region in English.
    package static func normalizedBase(_ region: String) -> String {
        switch region {
        case "English": return "en"
        case "German": return "de"
        case "French": return "fr"
        case "Japanese": return "ja"
        case "Spanish": return "es"
        case "Italian": return "it"
        case "Dutch": return "nl"
        default: return region
        }
    }
}
