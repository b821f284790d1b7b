import Foundation
import FuzzSupport
import PipelineCore
import PipelineFormats
import PipelineCode
import PipelineProject
import PipelineLoading
import PipelineChecks
import PipelineOperations
import PipelineOutputs

/// `StringsTableEditor` changes only what it is asked to: with no edit it
/// gives back the input's bytes; replacing a value, removing a key or adding
/// one leaves every other entry reading as before, keeps the encoding, and
/// (for a replacement) every byte outside the replaced value.
///
/// The edits are taken from the input itself: its first keys, with values
/// from the input or from `TrickyValues`, so the fuzzer steers them too.
@main
enum FuzzStringsEditor {
    /// `<tmp>/fuzz-strings-editor-<pid>.strings`, written for one input and
    /// removed after it; nil when it cannot be written (the check is skipped).
    static func scratchFile(holding bytes: Data) -> String? {
        let path = NSTemporaryDirectory() + "/fuzz-strings-editor-\(getpid()).strings"
        return (try? bytes.write(to: URL(fileURLWithPath: path))) == nil ? nil : path
    }

    static func main() {
        fuzz { bytes in
            let count = bytes.count
            let path = "App/de.lproj/Localizable.strings"
            guard let editor = readOrRefuse(path: path, { try StringsTableEditor(data: bytes, path: path) }) else { return }
            require((try? editor.encodedData()) == bytes, "an editor with no edits changed the bytes")
            if editor.file.format != .text {
                checkPropertyList(editor, path: path, count: count)
                return
            }
            // An editor on the entries the project parsed (a big import's
            // reuse) behaves as one that parsed the bytes itself. It keeps
            // no bytes and reads the file again to render an edit, so the
            // bytes go to a scratch file of this process first.
            if let scratch = scratchFile(holding: bytes),
               let parsed = try? StringsParser.parse(bytes, path: scratch), parsed.sourceHash != nil,
               let own = try? StringsTableEditor(data: bytes, path: scratch),
               let reusing = try? StringsTableEditor(data: bytes, path: scratch, loaded: parsed) {
                require(reusing.file.entries == own.file.entries, "the reused entries differ from the editor's own parse")
                if let key = own.file.entries.first?.key {
                    var a = own, b = reusing
                    a.setValue("x\"y", forKey: key)
                    b.setValue("x\"y", forKey: key)
                    require((try? a.encodedData()) == (try? b.encodedData()), "an edit of reused entries wrote other bytes")
                }
                unlink(scratch)
            }
            guard let original = try? TextDecoding.decode(bytes, path: path).text else {
                require(false, "the editor read a file that does not decode")
                return
            }
            let before = Array(original.utf8)
            let entries = editor.file.entries
            var keys: [String] = []
            for entry in entries where !keys.contains(entry.key) { keys.append(entry.key) }
            let pool = Array(entries.flatMap { [$0.key, $0.value] }.prefix(16))

            for (n, key) in keys.prefix(3).enumerated() {
                let value = TrickyValues.pick(count + n, from: pool)
                var edited = editor
                edited.setValue(value, forKey: key)
                let read = check(edited, path: path, before: original, expecting: expected(entries, replacing: [key: value]))
                // Every byte outside the replaced value is kept.
                guard read != nil, let last = entries.last(where: { $0.key == key }), last.value != value, let ranges = last.ranges else { continue }
                let after = Array(((try? edited.renderedText()) ?? "").utf8)
                let range = ranges.value
                require(after.starts(with: before[..<range.lowerBound]), "bytes before the replaced value of \(key.debugDescription) changed")
                require(after.count >= before.count - range.upperBound && after.suffix(before.count - range.upperBound).elementsEqual(before[range.upperBound...]),
                        "bytes after the replaced value of \(key.debugDescription) changed")

                var removed = editor
                removed.removeEntries(forKey: key)
                if check(removed, path: path, before: original, expecting: expected(entries, removing: [key])) != nil {
                    // Only the lines of the removed entries go (and blank
                    // lines beside them): what lies before the first one's
                    // line and after the last one's line is kept.
                    let spans = entries.filter { $0.key == key }.compactMap { $0.ranges?.entry }
                    if let first = spans.first, let lastSpan = spans.last {
                        let head = trimmingBlankLines(before[..<lineStart(before, first.lowerBound)], atEnd: true)
                        let tail = trimmingBlankLines(before[lineEnd(before, remarkEnd(before, lastSpan.upperBound))...], atEnd: false)
                        let out = Array(((try? removed.renderedText()) ?? "").utf8)
                        require(out.starts(with: head), "bytes before the removed \(key.debugDescription) changed")
                        require(out.count >= tail.count && out.suffix(tail.count).elementsEqual(tail),
                                "bytes after the removed \(key.debugDescription) changed")
                    }
                }
            }

            // An added key (one the table does not have) goes at the end with its comment.
            var newKey = TrickyValues.pick(count / 7, from: pool)
            while keys.contains(newKey) { newKey += "+" }
            let newValue = TrickyValues.pick(count / 3, from: pool)
            let comment = count % 2 == 0 ? nil : TrickyValues.pick(count / 5, from: pool)
            var added = editor
            added.setValue(newValue, forKey: newKey, comment: comment)
            check(added, path: path, before: original, expecting: expected(entries, adding: (newKey, newValue, comment)))

            // All three at once.
            if keys.count >= 2 {
                var mixed = editor
                let value = TrickyValues.pick(count + 5, from: pool)
                mixed.setValue(value, forKey: keys[0])
                mixed.removeEntries(forKey: keys[1])
                mixed.setValue(newValue, forKey: newKey, comment: comment)
                check(mixed, path: path, before: original, expecting: expected(entries, replacing: [keys[0]: value], removing: [keys[1]], adding: (newKey, newValue, comment)))
            }
            return
        }
    }
}

/// One entry as it should read back.
private struct Expected: Equatable {
    var key: String
    var value: String
    var comment: String?
}

/// The entries after the edits, as Foundation's last-one-wins rule has it:
/// a replacement changes the key's last entry, a removal every entry of it.
private func expected(_ entries: [StringsEntry], replacing: [String: String] = [:], removing: Set<String> = [],
                      adding: (key: String, value: String, comment: String?)? = nil) -> [Expected] {
    var last: [String: Int] = [:]
    for (index, entry) in entries.enumerated() { last[entry.key] = index }
    var result: [Expected] = []
    for (index, entry) in entries.enumerated() where !removing.contains(entry.key) {
        let value = last[entry.key] == index ? replacing[entry.key] ?? entry.value : entry.value
        result.append(Expected(key: entry.key, value: value, comment: entry.comment))
    }
    if let adding {
        // Written as `/* comment */` with `*/` defused; read back without the
        // ASCII white space around it, as the parser trims every comment.
        let comment = adding.comment.map { asciiTrimmed($0.replacingOccurrences(of: "*/", with: "* /")) }
        result.append(Expected(key: adding.key, value: adding.value, comment: comment?.isEmpty == false ? comment : nil))
    }
    return result
}

/// Reads the edited bytes back and compares them with what was asked for
/// (`before` is the unedited text).
@discardableResult
private func check(_ editor: StringsTableEditor, path: String, before: String, expecting: [Expected]) -> StringsFile? {
    let keys = Set(editor.file.entries.map(\.key))
    guard let out = try? editor.encodedData() else {
        require(false, "a text table refused an edit")
        return nil
    }
    let read: StringsFile
    do throws(InputError) {
        read = try StringsParser.parse(out, path: path)
    } catch {
        require(false, "the edited table (\(editor.encoding)) does not read back: \(error)")
        return nil
    }
    // BOM-less UTF-16 may gain a BOM (when its zero bytes no longer tell it apart).
    // UTF-8 with raw NULs may gain a UTF-8 BOM for the same reason.
    let same: Set<TextEncoding> = editor.encoding == .utf16LE ? [.utf16LE, .utf16LEBOM]
        : editor.encoding == .utf16BE ? [.utf16BE, .utf16BEBOM] : editor.encoding == .utf8 ? [.utf8, .utf8BOM] : [editor.encoding]
    // An empty result has no encoding to tell: it reads as UTF-8.
    require(same.contains(read.encoding) || out.isEmpty, "written as \(editor.encoding), read back as \(read.encoding)")
    let got = read.entries.map { Expected(key: $0.key, value: $0.value, comment: $0.comment?.isEmpty == false ? $0.comment : nil) }
    require(got.count == expecting.count, "\(expecting.count) entries expected, \(got.count) read back")
    for (index, (want, have)) in zip(expecting, got).enumerated() {
        // An entry added without a comment after a comment that belongs to
        // no entry (Xcode's file header, `/* No Strings */`) reads back with
        // that comment: the format ties a comment to the key after it.
        if !keys.contains(want.key), want.comment == nil, let comment = have.comment, isFrom(before, comment) {
            require(want.key == have.key && want.value == have.value, "expected \(want), read back \(have)")
            continue
        }
        // Likewise a removal: a comment that belonged to no entry because the
        // next one had its own (a header above `/* c */ "a" = ...;`) is, once
        // that entry and its comment go, the last comment before the key that
        // follows. Only such an orphan may move; a removed entry's own comment
        // may not, unless an orphan with the same text stood beside it.
        if want.comment == nil, let comment = have.comment, isFrom(before, comment),
           !editor.file.entries.contains(where: { $0.comment == comment })
            || occurrences(of: comment, in: before) > editor.file.entries.filter({ $0.comment == comment }).count {
            require(want.key == have.key && want.value == have.value, "expected \(want), read back \(have)")
            continue
        }
        require(want == have, "expected \(want), read back \(have)")
    }
    return read
}

/// A property-list table (XML is edited in place; binary, or a character
/// XML cannot hold, may be refused): what reads back is what was asked for.
private func checkPropertyList(_ editor: StringsTableEditor, path: String, count: Int) {
    let entries = editor.file.entries
    let pool = Array(entries.flatMap { [$0.key, $0.value] }.prefix(16))
    let before = editor.file.lookup.mapValues(\.value)
    var keys: [String] = []
    for entry in entries where !keys.contains(entry.key) { keys.append(entry.key) }
    func readBack(_ edited: StringsTableEditor, expecting: [String: String]) {
        guard let out = try? edited.encodedData() else { return }
        let read = readOrRefuse(path: path, { try StringsParser.parse(out, path: path) })
        require(read?.lookup.mapValues(\.value) == expecting, "an edited property-list table reads back other values")
        require(read?.format == editor.file.format, "an edited property-list table changed its format")
    }
    for (n, key) in keys.prefix(3).enumerated() {
        var edited = editor
        let value = TrickyValues.pick(count + n, from: pool)
        edited.setValue(value, forKey: key)
        readBack(edited, expecting: before.merging([key: value]) { _, new in new })
        var removed = editor
        removed.removeEntries(forKey: key)
        readBack(removed, expecting: before.filter { $0.key != key })
    }
    var newKey = TrickyValues.pick(count / 7, from: pool)
    while keys.contains(newKey) { newKey += "+" }
    var added = editor
    let value = TrickyValues.pick(count / 3, from: pool)
    added.setValue(value, forKey: newKey)
    readBack(added, expecting: before.merging([newKey: value]) { _, new in new })
}

/// Whether a comment read back was in the text before: a block of `//`
/// lines reads as its lines joined by LF, whatever line break was between
/// them (U+2028, U+2029, CR), so each line is looked for.
/// How often `part` stands in `text` (not overlapping).
private func occurrences(of part: String, in text: String) -> Int {
    guard !part.isEmpty else { return 0 }
    return text.components(separatedBy: part).count - 1
}

private func isFrom(_ text: String, _ comment: String) -> Bool {
    // A blank line of the comment is in any text (`contains("")` says false).
    comment.split(separator: "\n", omittingEmptySubsequences: false).allSatisfy { $0.isEmpty || text.contains($0) }
}

private func lineStart(_ text: [UInt8], _ offset: Int) -> Int {
    var i = offset
    while i > 0, text[i - 1] != 0x0A { i -= 1 }
    return i
}

/// After an entry's `;` at `offset`: the end of a block comment that starts
/// on that line and ends its own line (the entry's trailing remark, which
/// goes with it), else `offset`.
private func remarkEnd(_ text: [UInt8], _ offset: Int) -> Int {
    var i = offset
    while i < text.count, text[i] == 0x20 || text[i] == 0x09 { i += 1 }
    guard i + 1 < text.count, text[i] == 0x2F, text[i + 1] == 0x2A else { return offset }
    var close = i + 2
    while close + 1 < text.count, !(text[close] == 0x2A && text[close + 1] == 0x2F) { close += 1 }
    guard close + 1 < text.count else { return offset }
    var after = close + 2
    while after < text.count, text[after] == 0x20 || text[after] == 0x09 { after += 1 }
    return after == text.count || text[after] == 0x0A || text[after] == 0x0D ? after : offset
}

private func lineEnd(_ text: [UInt8], _ offset: Int) -> Int {
    var i = offset
    while i < text.count, text[i] != 0x0A { i += 1 }
    return min(i + 1, text.count)
}

/// `text` without the blank (white space only) lines at its end or start.
private func trimmingBlankLines(_ text: ArraySlice<UInt8>, atEnd: Bool) -> ArraySlice<UInt8> {
    let blank: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    var text = text
    if atEnd {
        // Keep the line break that ends the last line with text.
        while let last = text.last, blank.contains(last), text.dropLast().last.map(blank.contains) ?? true { text = text.dropLast() }
    } else {
        while let first = text.first, blank.contains(first) { text = text.dropFirst() }
    }
    return text
}

/// Without the white space `StringsParser` trims from comments (ASCII only).
private func asciiTrimmed(_ text: String) -> String {
    let space: (Unicode.Scalar) -> Bool = { $0 == " " || ("\u{09}"..."\u{0D}").contains($0) }
    var scalars = Substring(text).unicodeScalars
    while let first = scalars.first, space(first) { scalars.removeFirst() }
    while let last = scalars.last, space(last) { scalars.removeLast() }
    return String(scalars)
}
