import Foundation
import PipelineCore
import PipelineFormats

/// The name a target's bundle shows (the Home Screen's label, Siri's
/// `${applicationName}`), as Xcode builds its Info.plist: the values Xcode
/// generates from `INFOPLIST_KEY_*` settings overwrite the file's (Swift
/// Build's Info.plist processor merges them over it), then build settings
/// are expanded in the values. `CFBundleDisplayName` first, else
/// `CFBundleName`, else `PRODUCT_NAME`. Worked out per configuration: a
/// target whose configurations build differently named flavours has no one
/// name, and says which names it has.
package enum BundleNames {
    /// The target's name and where it comes from; nil, with the names per
    /// configuration in `source`, when its configurations differ.
    package static func displayName(of target: XcodeProject.Target, scope: ReadScope) -> (name: String?, source: String)? {
        let plist = target.infoPlists.count == 1 ? target.infoPlists.first : nil
        let written = plist.flatMap { InfoPlistReader.strings(["CFBundleDisplayName", "CFBundleName"], path: $0, scope: scope) } ?? [:]
        let file = (plist as NSString?)?.lastPathComponent ?? "Info.plist"
        let layers = target.settings.isEmpty ? [nil] : target.settings.map { Optional($0) }
        let found = layers.map { settings in name(written: written, file: file, generates: target.generatesInfoPlist, settings: settings) }
        let names = found.compactMap { $0 }
        guard let first = names.first else { return nil }
        if names.count == found.count, names.allSatisfy({ $0.name == first.name }) { return first }
        let byConfiguration = zip(target.configurations.isEmpty ? found.indices.map { "configuration \($0 + 1)" } : target.configurations, found)
            .map { configuration, name in "\(name?.name ?? "?") (\(configuration))" }
        return (nil, "differs by configuration: " + byConfiguration.joined(separator: ", "))
    }

    /// One configuration's name; nil when none can be told.
    private static func name(written: [String: String], file: String, generates: Bool, settings: BuildSettingLayers?) -> (name: String, source: String)? {
        func value(_ name: String) -> String? {
            guard let value = settings?.value(name), !value.isEmpty, !BuildSettings.hasReference(value) else { return nil }
            return value
        }
        for key in ["CFBundleDisplayName", "CFBundleName"] {
            if generates, let generated = value("INFOPLIST_KEY_" + key) { return (generated, "INFOPLIST_KEY_\(key)") }
            if let raw = written[key] {
                let expanded = BuildSettings.expand(raw) { value($0) }
                if !expanded.isEmpty, !BuildSettings.hasReference(expanded) {
                    return (expanded, "\(file) \(key)" + (raw == expanded ? "" : " (\(raw))"))
                }
            }
        }
        return value("PRODUCT_NAME").map { ($0, "PRODUCT_NAME") }
    }
}
