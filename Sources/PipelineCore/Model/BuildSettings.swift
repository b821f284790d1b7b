/// Xcode build-setting references (`$(NAME)`, `${NAME}`, `$(NAME:modifier)`)
/// as they appear in Info.plist values.
public enum BuildSettings {
    /// Replaces references to the bundle identifier with `bundleID` when it is
    /// known; every other reference is kept as written, so it never looks wrong.
    public static func expand(_ value: String, bundleID: String?) -> String {
        guard let bundleID, value.contains("$") else { return value }
        var result = ""
        var rest = Substring(value)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let after = rest.index(after: dollar)
            guard after < rest.endIndex, let close = closing(of: rest[after]),
                  let end = rest[after...].firstIndex(of: close) else {
                result += rest[dollar...]
                return result
            }
            let inner = rest[rest.index(after: after)..<end]
            let name = inner.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
            if name == "PRODUCT_BUNDLE_IDENTIFIER" {
                result += bundleID
            } else {
                result += rest[dollar...end]
            }
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// Whether a value still holds an unexpanded build-setting reference.
    public static func hasReference(_ value: String) -> Bool {
        value.contains("$(") || value.contains("${")
    }

    private static func closing(of open: Character) -> Character? {
        switch open {
        case "(": return ")"
        case "{": return "}"
        default: return nil
        }
    }
}
