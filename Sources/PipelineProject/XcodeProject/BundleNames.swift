import Foundation
import PipelineCore
import PipelineFormats

/// The name a target's bundle shows (the Home Screen's label, Siri's
/// `${applicationName}`), as Xcode builds its Info.plist: the values Xcode
/// generates from `INFOPLIST_KEY_*` settings overwrite the file's (Swift
/// Build's Info.plist processor merges them over it), then build settings
/// are expanded in the values. `CFBundleDisplayName` first, else
/// `CFBundleName`, else `PRODUCT_NAME`.
package enum BundleNames {
    package static func displayName(of target: XcodeProject.Target, scope: ReadScope) -> (name: String, source: String)? {
        let plist = target.infoPlists.count == 1 ? target.infoPlists.first : nil
        let written = plist.flatMap { InfoPlistReader.strings(["CFBundleDisplayName", "CFBundleName"], path: $0, scope: scope) } ?? [:]
        for key in ["CFBundleDisplayName", "CFBundleName"] {
            if target.generatesInfoPlist, let generated = target.setting("INFOPLIST_KEY_" + key), !generated.isEmpty {
                return (generated, "INFOPLIST_KEY_\(key)")
            }
            if let raw = written[key] {
                let value = BuildSettings.expand(raw) { target.setting($0) }
                if !value.isEmpty, !BuildSettings.hasReference(value) {
                    return (value, "\((plist as NSString?)?.lastPathComponent ?? "Info.plist") \(key)" + (raw == value ? "" : " (\(raw))"))
                }
            }
        }
        if let product = target.setting("PRODUCT_NAME"), !product.isEmpty { return (product, "PRODUCT_NAME") }
        return nil
    }
}
