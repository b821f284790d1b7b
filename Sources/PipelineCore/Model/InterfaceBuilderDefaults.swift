/// The texts Interface Builder gives a new object ("Label" for a label,
/// "Button" for a button, Latin filler for a text view). One still there in
/// a storyboard or xib is a placeholder the code sets before it is shown,
/// never text a user reads: its units in the Interface Builder catalog
/// (`mul.lproj`) are no locale's to translate (Go Map!!: 66 missing
/// translations of "Button", all false). Read from the comment Xcode writes
/// for each unit (`Class = "UIButton"; normalTitle = "Button"; ObjectID = …`).
public enum InterfaceBuilderDefaults {
    /// Each class's default text, by the property Xcode's comment names.
    static let defaults: [(class: String, property: String, text: String)] = [
        ("UILabel", "text", "Label"),
        ("UIButton", "normalTitle", "Button"),
        ("UIBarButtonItem", "title", "Item"),
        ("UITabBarItem", "title", "Item"),
        ("UISegmentedControl", "segmentTitles[0]", "First"),
        ("UISegmentedControl", "segmentTitles[1]", "Second"),
        ("NSTextField", "title", "Label"),
        ("NSButton", "title", "Button"),
    ]

    public static func isDefaultText(comment: String?) -> Bool {
        guard let comment, comment.hasPrefix("Class = \"") else { return false }
        let className = comment.dropFirst("Class = \"".count).prefix { $0 != "\"" }
        if className == "UITextView", comment.contains("text = \"Lorem ipsum") { return true }
        return defaults.contains { entry in
            entry.class == className && comment.contains("; \(entry.property) = \"\(entry.text)\";")
        }
    }
}
