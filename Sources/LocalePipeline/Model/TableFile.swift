/// An entry of a table, found by its key.
public protocol KeyedEntry: Sendable {
    var key: String { get }
}

/// A file of one table (`.strings` or `.stringsdict`), whose entries another
/// file of the same table can add to (`Base.lproj` beside `en.lproj`).
public protocol TableFile: Sendable {
    associatedtype Entry: KeyedEntry
    var entries: [Entry] { get }
    mutating func merge(_ other: [Entry], overriding: Bool)
}

enum KeyIndex {
    /// Key to entry, the last one winning as in Foundation.
    static func lastWins<Entry: KeyedEntry>(_ entries: [Entry]) -> [String: Entry] {
        var table: [String: Entry] = [:]
        table.reserveCapacity(entries.count)
        for entry in entries { table[entry.key] = entry }
        return table
    }
}
