/// A member of the app's own `extension String` that looks `self` up
/// (`var localized: String { NSLocalizedString(self, comment: "") }`): each
/// `"key".localized` of the app is then a use, as a `functions:` entry with
/// `on_literal` would make it, without one (Bark: 137 unused-key notes, all
/// its keys read this way).
public struct LiteralLocalizer: Sendable, Equatable {
    public var table: String?
    public var bundle: CodeBundle

    public init(table: String?, bundle: CodeBundle) {
        self.table = table
        self.bundle = bundle
    }
}

extension CodeExtraction {
    /// `"key".name` of the whole app becomes a use of `key` where some file
    /// declares `name` as a localizer of `String`; other members of
    /// literals (`"a".uppercased()`) are let go.
    public mutating func resolveLiteralLocalizers() {
        defer { literalMembers = [:] }
        guard !literalLocalizers.isEmpty else { return }
        for name in literalMembers.keys.sorted() {
            guard let localizer = literalLocalizers[name], let uses = literalMembers[name] else { continue }
            for var use in uses {
                if let table = localizer.table { use.table = table }
                use.bundle = localizer.bundle
                strings.append(use)
            }
        }
    }
}
