import PipelineCore

/// Writes base `.strings` tables from extracted strings, as genstrings does:
/// one table per table name, sorted by key, each entry after its comments.
public enum GenstringsWriter {
    /// Table name to the table's text (UTF-8 when written).
    public static func tables(from strings: [LocalizedStringUse]) -> [String: String] {
        var byTable: [String: [String: (value: String, comments: [String])]] = [:]
        // `"\(a): \(b)"` (hidden, no letter) keeps a key a table has; a base table is not made of it.
        for use in strings where !(use.hidden == true && !CodeText.hasLetter(LooseFormatKeys.looseKey(use.key))) {
            var entry = byTable[use.table]?[use.key] ?? (value: use.value ?? use.key, comments: [])
            // A default value given anywhere beats the key standing in for it.
            if let value = use.value, entry.value == use.key { entry.value = value }
            let comment = (use.comment ?? "").trimmingWhitespace
            if !comment.isEmpty && !entry.comments.contains(comment) { entry.comments.append(comment) }
            byTable[use.table, default: [:]][use.key] = entry
        }
        return byTable.mapValues { entries in
            entries.keys.sorted().map { key -> String in
                guard let entry = entries[key] else { return "" }
                let comments = entry.comments.isEmpty ? ["No comment provided by engineer."] : entry.comments
                let comment = "/* " + comments.map(StringsLayout.commentBody).joined(separator: "\n   ") + " */"
                return "\(comment)\n\(StringsLayout.quoted(key)) = \(StringsLayout.quoted(entry.value));\n"
            }.joined(separator: "\n")
        }
    }
}

extension String {
    package var trimmingWhitespace: String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
