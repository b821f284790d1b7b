/// An entry of a table, found by its key.
public protocol KeyedEntry: Sendable {
    var key: String { get }
}

/// A file of one table (`.strings` or `.stringsdict`), whose entries another
/// file of the same table can add to (`Base.lproj` beside `en.lproj`).
public protocol TableFile: Sendable {
    associatedtype Entry: KeyedEntry
    var path: String { get }
    var entries: [Entry] { get }
    mutating func merge(_ other: [Entry], overriding: Bool)
}

extension TableFile {
    /// Whether the file is in a `Base.lproj` folder.
    package var fromBase: Bool {
        path.hasPrefix(TableName.base + ".lproj/") || path.contains("/" + TableName.base + ".lproj/")
    }
}

/// Key to the entry that counts, the last of that key winning as in
/// Foundation. It holds positions into the file's entries rather than copies
/// of them: on a large app the entries are most of the memory, and a second
/// copy in a dictionary cost about as much again.
public struct EntryLookup<Entry: KeyedEntry>: Sendable {
    private let entries: [Entry]
    private let positions: [String: Int32]

    package init(_ entries: [Entry]) {
        var positions: [String: Int32] = [:]
        positions.reserveCapacity(entries.count)
        // By index into the buffer: `enumerated()` copied each whole entry (its
        // strings retained and released) to read its key, 4 % of `check` on L.
        entries.withUnsafeBufferPointer { buffer in
            for index in buffer.indices { positions[buffer[index].key] = Int32(truncatingIfNeeded: index) }
        }
        self.entries = entries
        self.positions = positions
    }

    public subscript(key: String) -> Entry? {
        positions[key].map { entries[Int($0)] }
    }

    /// Where in the file's entries the entry of `key` is.
    public func position(of key: String) -> Int? {
        positions[key].map(Int.init)
    }

    public func contains(_ key: String) -> Bool { positions[key] != nil }

    /// The entry at `position` of the file's entries.
    package func entry(at position: Int) -> Entry { entries[position] }

    /// `position(of:)` for keys asked in another table's order, which
    /// translations mostly keep: the entry after the last one found
    /// (`cursor`) is compared before the key is hashed. Only when every key
    /// is unique, so that entry is the one that counts for its key.
    package func position(of key: String, cursor: inout Int) -> Int? {
        let found: Int
        if positions.count == entries.count, cursor < entries.count, entries[cursor].key == key {
            found = cursor
        } else if let position = positions[key] {
            found = Int(position)
        } else {
            return nil
        }
        cursor = found + 1
        return found
    }

    public var count: Int { positions.count }
    public var keys: Dictionary<String, Int32>.Keys { positions.keys }

    /// Key to a part of its entry, e.g. `mapValues(\.value)` for what a table says.
    public func mapValues<T>(_ transform: (Entry) throws -> T) rethrows -> [String: T] {
        try positions.mapValues { try transform(entries[Int($0)]) }
    }

    /// Where the entries that count are, in file order: one per key.
    public var winnerPositions: [Int] {
        // Without a repeated key every entry counts.
        if positions.count == entries.count { return Array(entries.indices) }
        return entries.withUnsafeBufferPointer { buffer in
            buffer.indices.filter { positions[buffer[$0].key] == Int32(truncatingIfNeeded: $0) }
        }
    }

    /// The entries that count, in file order: one per key.
    public var winners: [Entry] {
        winnerPositions.map { entries[$0] }
    }
}

extension EntryLookup: Equatable where Entry: Equatable {}
