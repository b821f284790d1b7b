import Foundation
import PipelineCore

/// Writes a whole `.strings` table from entries, as Xcode lays one out: each
/// entry after its translator comment, a blank line between entries, keys
/// and values quoted with the escapes Foundation reads back. For files the
/// tool generates (exports, pseudo-locales); tables people edit go through
/// `StringsTableEditor`, which keeps what it does not change.
public enum StringsFileWriter {
    public struct Entry: Sendable, Equatable {
        public var key: String
        public var value: String
        public var comment: String?

        public init(key: String, value: String, comment: String? = nil) {
            self.key = key
            self.value = value
            self.comment = comment
        }
    }

    /// The table's text: entries in the order given.
    public static func text(_ entries: [Entry]) -> String {
        entries.map { entry in
            var block = ""
            if let comment = entry.comment?.trimmingWhitespace, !comment.isEmpty {
                block += "/* \(StringsLayout.commentBody(comment)) */\n"
            }
            return block + "\(StringsLayout.quoted(entry.key)) = \(StringsLayout.quoted(entry.value));\n"
        }.joined(separator: "\n")
    }

    /// The table's bytes in `encoding` (`.utf8`, or `.utf16LEBOM` as Xcode's
    /// older templates and many vendors write them).
    public static func data(_ entries: [Entry], encoding: TextEncoding = .utf8) -> Data {
        TextEncoder.encode(Array(text(entries).utf8), as: encoding)
    }
}
