import PipelineCore
import PipelineFormats
import PipelineProject

/// Apple's guidelines for Home Screen quick actions: a title is short text
/// beside a monochrome template icon. An emoji is drawn in color, in its own
/// width and baseline, and does not align with the icons of the other items.
public struct EmojiInTitle: Check {
    public static let code = "emoji-in-title"
    public static let summary = "A quick action's title or subtitle holds an emoji."
    public static let severity = Severity.warning
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(items: [ExampleItem(type: "a", title: "↓🍣 Order sushi")])),
        .triggers(ExampleProject(items: [ExampleItem(type: "a", title: "Order", subtitle: "Free delivery")], tables: [
            "en": [TableName.localizable: "\"x\" = \"x\";"],
            "de": [TableName.infoPlist: "\"Order\" = \"Bestellen\";\n↓\"Free delivery\" = \"Gratis ❤️\";"],
        ])),
        .passes(ExampleProject(items: [ExampleItem(type: "a", title: "Order sushi", subtitle: "© Sushi Co. #1")])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        context.shortcutTexts.compactMap { text in
            guard let emoji = Self.firstEmoji(in: text.text) else { return nil }
            return finding("\(text.locale): the \(text.field.rawValue) of \(text.item.displayKey) holds an emoji (\(emoji)); quick actions show text beside a monochrome icon: \"\(text.text.escapedForMessage)\"",
                           locale: text.locale, key: text.key, table: text.table, at: text.location)
        }
    }

    /// The first character drawn as an emoji: one whose default look is
    /// emoji, or a symbol asked to look like one (U+FE0F).
    package static func firstEmoji(in text: String) -> Character? {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return nil }
        return text.first { character in
            let scalars = character.unicodeScalars
            return scalars.contains { $0.properties.isEmojiPresentation }
                || (scalars.contains { $0.value == 0xFE0F } && scalars.contains { $0.properties.isEmoji })
        }
    }
}
