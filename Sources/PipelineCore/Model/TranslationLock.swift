import Foundation

/// `l10n.lock`: for each translation, a fingerprint of the development value
/// it was made from. When the development text changes, the fingerprint no
/// longer matches and `stale-translation` says the translation needs a look.
///
/// Written by `xliff import` (the XLIFF `<source>` each imported translation
/// was made from) and `update --accept` (the current development values).
public struct TranslationLock: Sendable, Equatable {
    public static let fileName = "l10n.lock"
    /// Names the fingerprint function in the file, so it can change one day.
    public static let hashName = "fnv1a-64"

    /// Where the lock is read from and written to; table ids are relative to its folder.
    public var path: String?
    /// Locale to table id to key to fingerprint.
    public private(set) var locales: [String: [String: [String: LockFingerprint]]]
    /// The size and hash of the file's bytes as read (nil: there was no
    /// file): a write replaces the file only while it still holds them. The
    /// bytes themselves are not kept (a big project's lock is 50 MB).
    package var source: ContentFingerprint?
    /// Whether `record` or `remove` changed a fingerprint since the lock was
    /// read: a lock read from a file and not edited is not encoded again to
    /// learn that (the JSON of 1.3 M fingerprints took about 280 MB).
    package var isEdited = false

    public init(path: String? = nil, locales: [String: [String: [String: LockFingerprint]]] = [:]) {
        self.path = path
        self.locales = locales
    }

    /// Two locks are the same when they record the same fingerprints in the same place, however they were read.
    public static func == (a: TranslationLock, b: TranslationLock) -> Bool {
        a.path == b.path && a.locales == b.locales
    }

    public var isEmpty: Bool { locales.values.allSatisfy { $0.values.allSatisfy(\.isEmpty) } }

    public func fingerprint(locale: String, table: String, key: String) -> LockFingerprint? {
        locales[locale]?[table]?[key]
    }

    /// Records that `locale`'s translation of `key` was made from `baseValue`.
    public mutating func record(_ baseValue: String, locale: String, table: String, key: String) {
        let fingerprint = Self.fingerprint(baseValue)
        // Already recorded: not written, so a lock shared with the project is
        // not copied (an unchanged re-import of 1.3 M units copied it whole).
        if locales[locale]?[table]?[key] == fingerprint { return }
        locales[locale, default: [:]][table, default: [:]][key] = fingerprint
        isEdited = true
    }

    public mutating func remove(locale: String, table: String, key: String) {
        guard locales[locale]?[table]?[key] != nil else { return }
        isEdited = true
        locales[locale]?[table]?[key] = nil
        if locales[locale]?[table]?.isEmpty == true { locales[locale]?[table] = nil }
        if locales[locale]?.isEmpty == true { locales[locale] = nil }
    }

    /// A table's id in the lock: its name, after the localization folder's
    /// path relative to the lock's folder (`Locales/Localizable`), or the bare
    /// name when the tables sit next to the lock.
    public func tableID(rootFolder: String, table: String) -> String {
        guard let path else { return table }
        let lockFolder = path.deletingLastComponent
        let folder = rootFolder.hasSuffix("/") ? String(rootFolder.dropLast()) : rootFolder
        if folder == lockFolder || folder.isEmpty { return table }
        if folder.hasPrefix(lockFolder + "/") { return String(folder.dropFirst(lockFolder.count + 1)) + "/" + table }
        return folder + "/" + table
    }

    /// FNV-1a, 64 bits, over the value's UTF-8 bytes (see `LockFingerprint`).
    public static func fingerprint(_ value: String) -> LockFingerprint {
        LockFingerprint(of: value)
    }
}

extension String {
    /// The path without its last component (`a/b/c` gives `a/b`; `c` gives ``).
    package var deletingLastComponent: String {
        guard let slash = lastIndex(of: "/") else { return "" }
        return slash == startIndex ? "/" : String(self[..<slash])
    }
}
