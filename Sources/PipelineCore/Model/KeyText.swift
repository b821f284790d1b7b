/// What a user sees for a key no table has: Foundation, SwiftUI, App Intents
/// and the Settings app all show the key itself. Whether that reads as text
/// or as a code decides how costly the missing entry is, the same for every
/// kind of use (issue 48): a code (`settings.title`, `SETTINGS_GENERAL`,
/// `loginButton`) on screen is a defect in every language, text (`Cancel`,
/// `BazQux`, `DEFCON`, `mins`, `Sending...`) is what its developer wrote and
/// reads as such.
extension LocalizedStringUse {
    /// "Unknown error", "Cancel", "OK", "%@ of %@", "BazQux", "DEFCON", "mins",
    /// "Sending...", "room@example.com" read as text; "settings.title",
    /// "SHORTCUT_TITLE", "%@_AGO", "loginButton" as codes. Only a key written
    /// as an identifier is a code (an underscore, a dot between two words, a
    /// lower camel case hump), because only there can no reader take it for
    /// text; a single capitalized or all-caps word may be either (`ABOUT`, a
    /// code; `DEFCON`, a name) and is taken as what the user reads.
    package static func looksLikeText(_ key: String) -> Bool {
        if key.contains(where: \.isWhitespace) { return key.contains(where: \.isLetter) || key.contains("%") }
        guard key.contains(where: \.isLetter) else { return !key.isEmpty }
        // A sample of what to type (an address, a link) is shown as written.
        if key.contains("@") && !key.contains("%@") || key.contains("://") || key.lowercased().hasPrefix("www.") { return true }
        if key.contains("_") { return false }
        let characters = Array(key)
        for index in characters.indices.dropFirst().dropLast() where characters[index] == "." {
            let before = characters[index - 1], after = characters[index + 1]
            // `settings.title`, `v2.title`; not `1.5`, `Sending...`, `e.g`'s closing dot.
            if (before.isLetter || before.isNumber) && after.isLetter { return false }
        }
        return !isLowerCamelCase(characters)
    }

    /// `loginButton`, `settingsTitle`: two or more lower-case letters, then a
    /// capital followed by a lower-case letter (the humps of an identifier).
    /// Not `iPhone`, `eBay` (one letter before the capital) nor `macOS`, `tvOS`
    /// (no lower-case letter after it): names written as they are shown.
    private static func isLowerCamelCase(_ characters: [Character]) -> Bool {
        var lowers = 0
        for (index, character) in characters.enumerated() {
            if character.isLowercase {
                lowers += 1
            } else if character.isUppercase {
                if lowers >= 2, index + 1 < characters.count, characters[index + 1].isLowercase { return true }
                if lowers == 0 { return false }
                lowers = 0
            } else {
                return false
            }
        }
        return false
    }
}
