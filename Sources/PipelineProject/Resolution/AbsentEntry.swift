import PipelineCore

/// A development key a locale's table lacks that is no loss: what the
/// locale shows instead is what it would show anyway. `missing-translation`
/// reports none for it and the report counts it translated, by this one
/// rule, so that their counts agree.
package enum AbsentEntry {
    /// A variant of the development language (en-GB) where the key is its
    /// own text, the app's name (`namesTheApp`), and a text without a letter
    /// (`"  ·  "`, `"%@"`: nothing of a language to translate).
    package static func showsAsWritten(key: String, developmentText: String, table: String, sameLanguage: Bool) -> Bool {
        if sameLanguage && key == developmentText { return true }
        if table == TableName.infoPlist && namesTheApp(key) { return true }
        return !CodeText.hasLetter(LooseFormatKeys.looseKey(developmentText))
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
}
