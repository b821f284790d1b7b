/// Xcode build-setting references (`$(NAME)`, `${NAME}`, `$(NAME:modifier)`)
/// as they appear in Info.plist values.
public enum BuildSettings {
    public static let bundleIdentifier = "PRODUCT_BUNDLE_IDENTIFIER"

    /// Replaces references to the bundle identifier with `bundleID` when it is
    /// known; every other reference is kept as written, so it never looks wrong.
    public static func expand(_ value: String, bundleID: String?) -> String {
        guard let bundleID else { return value }
        return expand(value) { $0 == bundleIdentifier ? bundleID : nil }
    }

    /// Replaces each reference whose setting `settings` knows, its modifier
    /// applied (`$(PRODUCT_NAME:rfc1034identifier)`); the others, and those
    /// with a modifier not known here, are kept as written.
    public static func expand(_ value: String, settings: (String) -> String?) -> String {
        guard value.contains("$") else { return value }
        var result = ""
        var rest = Substring(value)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            guard let reference = reference(at: dollar, in: rest) else {
                result += rest[dollar...]
                return result
            }
            if let found = settings(reference.name), let modified = BuildSettingLayers.apply(reference.modifier, to: found) {
                result += modified
            } else {
                result += rest[dollar..<reference.end]
            }
            rest = rest[reference.end...]
        }
        return result + rest
    }

    /// A quick action's type as the app ships it: its references expanded
    /// with the settings of the target whose Info.plist it is in. With
    /// `bundleID` (`--bundle-id`, `bundle_id:` of l10n.yml), the setting the
    /// type starts with (`$(CUSTOM_BUNDLE_IDENTIFIER).play`, as apps that set
    /// their id in an `.xcconfig` write it) and `PRODUCT_BUNDLE_IDENTIFIER`
    /// stand for that id.
    public static func expandType(_ value: String, bundleID: String?, settings: (String) -> String? = { _ in nil }) -> String {
        guard value.contains("$") else { return value }
        let leading = leadingReference(value)
        return expand(value) { name in
            if let bundleID, name == bundleIdentifier || name == leading { return bundleID }
            return settings(name)
        }
    }

    /// The setting a value starts with: `CUSTOM_BUNDLE_IDENTIFIER` for
    /// `$(CUSTOM_BUNDLE_IDENTIFIER).play`; nil when it starts otherwise.
    public static func leadingReference(_ value: String) -> String? {
        guard let first = value.firstIndex(of: "$"), first == value.startIndex else { return nil }
        return reference(at: first, in: Substring(value))?.name
    }

    /// Whether a value still holds an unexpanded build-setting reference.
    public static func hasReference(_ value: String) -> Bool {
        value.contains("$(") || value.contains("${")
    }

    /// The reference starting at `dollar` (`$(NAME)`, `${NAME:modifier}`): its
    /// name, modifier and where it ends; nil when none starts there.
    private static func reference(at dollar: Substring.Index, in text: Substring) -> (name: String, modifier: String?, end: Substring.Index)? {
        let after = text.index(after: dollar)
        guard after < text.endIndex, let close = closing(of: text[after]),
              let end = text[after...].firstIndex(of: close) else { return nil }
        let parts = text[text.index(after: after)..<end].split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        return (String(parts.first ?? ""), parts.count > 1 ? String(parts[1]) : nil, text.index(after: end))
    }

    private static func closing(of open: Character) -> Character? {
        switch open {
        case "(": return ")"
        case "{": return "}"
        default: return nil
        }
    }
}
