import Foundation
import Testing

// Each of issue 27's fixture apps, corrected in a copy by the edit its
// findings ask for, has no finding at all: what the tool reports on them is
// all there is to fix, and nothing it reads there is misread.
@Suite("Issue 27's fixtures, corrected")
struct CorrectedCopiesTests {
    struct Correction: Sendable, CustomStringConvertible {
        var fixture: String
        /// Path in the copy, and the text to replace in it (nil: append).
        var edits: [(path: String, old: String?, new: String)]
        var description: String { fixture }
    }

    static let corrections: [Correction] = [
        Correction(fixture: "Fixtures/Apps/PlistTables", edits: [
            ("Lantern/de.lproj/Localizable.strings", "\t<key>hike.saved</key>", "\t<key>hike.start</key>\n\t<string>Wandern</string>\n\t<key>hike.saved</key>"),
        ]),
        Correction(fixture: "Fixtures/Apps/Accessors", edits: [
            ("Basket/Accessors.swift", "NSLocalizedString(key + \".title\", comment: \"\")", "NSLocalizedString(\"legacy.title\", comment: \"\")"),
            ("Basket/Localizable.xcstrings", "\"promo.banner\"", "\"legacy.title\""),
        ]),
        Correction(fixture: "Fixtures/Apps/ObjCMacros", edits: [
            ("Tally/de.lproj/Localizable.strings", nil, "\"counter.empty\" = \"Noch nichts gezählt\";\n"),
            ("Tally/en.lproj/Localizable.strings", "\"counter.share\" = \"Share count\";\n", ""),
            ("Tally/de.lproj/Localizable.strings", "\"counter.share\" = \"Zählung teilen\";\n", ""),
        ]),
        Correction(fixture: "Fixtures/Apps/Definitions", edits: [
            ("Brew/Settings.bundle/de.lproj/Root.strings", nil, "\"Strong\" = \"Stark\";\n"),
            ("Widget/de.lproj/Widget.strings", nil, "\"hT4sgA\" = \"Hashtag\";\n"),
            ("Widget/fr.lproj/Widget.strings", nil, "\"pR7mQx-eH2LjY\" = \"Vous le vouliez ?\";\n"),
            // The app ships French (its widget), so its settings pane needs it too (settings-locale-missing).
            ("Brew/Settings.bundle/fr.lproj/Root.strings", nil,
             "\"Brewing\" = \"Infusion\";\n\"Applies to the next brew.\" = \"S’applique à la prochaine infusion.\";\n"
                + "\"Strength\" = \"Intensité\";\n\"Mild\" = \"Doux\";\n\"Strong\" = \"Fort\";\n"),
        ]),
        Correction(fixture: "Fixtures/Apps/PluralShortcut", edits: [
            ("Inbox/de.lproj/Localizable.stringsdict", "ungelesene Nachrichten im Posteingang", "ungelesen"),
        ]),
    ]

    @Test(arguments: corrections)
    func theCorrectedCopyHasNoFinding(_ correction: Correction) async throws {
        let copy = try FixtureCopy(correction.fixture)
        for edit in correction.edits {
            let url = URL(fileURLWithPath: copy.path(edit.path))
            // A file the correction adds starts empty.
            var text = (try? copy.text(edit.path)) ?? ""
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if let old = edit.old {
                #expect(text.contains(old), "\(edit.path) lacks \(old)")
                text = text.replacingOccurrences(of: old, with: edit.new)
            } else {
                text += edit.new
            }
            try Data(text.utf8).write(to: url)
        }
        let result = try await copy.run("check", ".", "--format", "json")
        #expect(result.status == 0, "\(result)")
        let diagnostics = try result.json().diagnostics
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }
}
