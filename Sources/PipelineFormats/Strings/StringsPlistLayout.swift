import PipelineCore

/// Edits the text of an XML `.strings` property list the way
/// `StringsTableEditor` edits a text table: a replaced value has its
/// `<string>` element rewritten, a removed entry loses its `<key>` and
/// `<string>` lines, new entries go before `</dict>` laid out like the pairs
/// already there (`StringsDictLayout`); every other byte is kept.
package struct StringsPlistLayout {
    package let text: [UInt8]
    /// The top dictionary, as `PlistXMLScanner` placed it.
    package let dict: PlistXMLNode

    package init(text: [UInt8], path: String) throws(InputError) {
        self.text = text
        self.dict = try PlistXMLScanner.topElement(text, path: path)
    }

    /// The edited bytes. `replacements` and `removals` name entries by their
    /// index in `entries` (the file's pairs in order).
    package func render(entries: [StringsEntry], replacements: [Int: String], removals: Set<Int>,
                additions: [(key: String, value: String, comment: String?)]) -> [UInt8] {
        var splices: [(range: Range<Int>, bytes: [UInt8])] = []
        for (index, entry) in entries.enumerated() {
            guard let ranges = entry.ranges else { continue }
            if removals.contains(index) {
                splices.append((StringsLayout.removalRange(of: ranges.entry, in: text), []))
            } else if let value = replacements[index] {
                splices.append((ranges.value, Array("<string>\(StringsDictLayout.escape(value))</string>".utf8)))
            }
        }
        let layout = StringsDictLayout(text: text, top: dict)
        if !additions.isEmpty {
            let separator = layout.pairSeparator(dict)
            let between = layout.keyValueSeparator(dict)
            let indent = layout.childIndent(dict)
            var block = ""
            for addition in additions {
                block += separator + layout.pair(addition.key, .string(addition.value), separator: between, indent: indent)
            }
            if dict.selfClosing {
                // `<dict/>`: opened and closed around the new pairs.
                let closing = layout.newline + StringsDictLayout.lineIndent(text, at: dict.range.lowerBound) + "</dict>"
                splices.append((dict.range, Array(("<dict>" + block + closing).utf8)))
            } else {
                // After the last pair that stays: a removed last pair takes its line break with it.
                let kept = entries.indices.last { !removals.contains($0) && entries[$0].ranges != nil }
                let last = entries.indices.last { entries[$0].ranges != nil }
                let point = kept == last ? layout.endPoint(dict)
                    : kept.flatMap { entries[$0].ranges?.entry.upperBound } ?? dict.content.lowerBound
                splices.append((point..<point, Array(block.utf8)))
            }
        }
        return StringsLayout.splice(text, splices.map(\.range)) { index, _ in splices[index].bytes }
    }
}
