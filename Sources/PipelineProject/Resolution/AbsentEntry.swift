import PipelineCore
import PipelineFormats

/// A development key a locale's table lacks that is no loss: what the
/// locale shows instead is what it would show anyway. `missing-translation`
/// reports none for it and the report counts it translated, by this one
/// rule, so that their counts agree.
package enum AbsentEntry {
    /// A variant of the development language (en-GB) where what it shows
    /// without the entry is the development text: the key when the key is
    /// its own text, or the text itself where the lookup falls back to it
    /// (`showsDevelopmentText`: an intent definition's strings, which Siri
    /// reads from the definition when its table lacks them); the app's name
    /// (`namesTheApp`); and a text with no word of a language in it
    /// (`hasNoWords`: `"  ·  "`, `"%@"`, `${reason}`, an address).
    package static func showsAsWritten(key: String, developmentText: String, table: String, sameLanguage: Bool,
                                       showsDevelopmentText: Bool = false) -> Bool {
        if sameLanguage && (key == developmentText || showsDevelopmentText) { return true }
        if table == TableName.infoPlist && namesTheApp(key) { return true }
        return hasNoWords(developmentText)
    }

    /// `CFBundleDisplayName` and `CFBundleName`: an `InfoPlist.strings` entry
    /// a locale lacks shows the Info.plist's own value, never a key, and for
    /// these that is the app's name, which a locale keeps unless it renames
    /// the app (issue 48: Aidoku's 39 locales without the entry show
    /// "Aidoku", only Japanese has "愛読"). A locale that renames it has an
    /// entry, and `untranslated` leaves names alone.
    package static func namesTheApp(_ key: String) -> Bool {
        key == "CFBundleDisplayName" || key == "CFBundleName"
    }

    /// No letter outside format placeholders and `${parameters}`, or one
    /// address: a URL with a scheme, an e-mail address, or a reverse-DNS
    /// identifier (`com.example.app`, Session's `NSHumanReadableCopyright`):
    /// written so in every language.
    package static func hasNoWords(_ text: String) -> Bool {
        let loose = LooseFormatKeys.looseKey(text)
        if !IntentDefinitionReader.hasWords(loose) { return true }
        return isAddress(text)
    }

    private static let reverseDNSRoots: Set<Substring> = ["com", "org", "net", "io", "edu", "gov", "app", "dev", "co"]

    package static func isAddress(_ text: String) -> Bool {
        guard !text.isEmpty, !text.contains(where: { $0.isWhitespace }) else { return false }
        if let scheme = text.range(of: "://"), scheme.lowerBound > text.startIndex,
           text[..<scheme.lowerBound].allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "+" || $0 == "-") }) { return true }
        let labels = text.split(separator: ".", omittingEmptySubsequences: false)
        let isLabel = { (label: Substring) in
            !label.isEmpty && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
        }
        if let at = text.firstIndex(of: "@"), at > text.startIndex, text[text.index(after: at)...].contains("."),
           text[text.index(after: at)...].split(separator: ".").allSatisfy(isLabel) { return true }
        return labels.count >= 3 && labels.allSatisfy(isLabel) && reverseDNSRoots.contains(labels[0])
    }
}
