/// A member of the app's that gives back one of a few literal keys:
/// `var titleKey: String { switch self { case .a: "kind.a" … } }` or
/// `func pushKey() -> String`. A lookup whose key is such a member
/// (`NSLocalizedString(kind.titleKey, comment: "")`, a real app's
/// notification texts) uses each of them; declared in one file, looked up in
/// others, so they are matched once the whole app is read.
public struct KeyMember: Sendable, Equatable {
    /// The literals it gives back, each where it is written; nil when it
    /// gives back anything else (a value, an interpolation): no key known.
    public var keys: [LocalizedStringUse]?
    /// A `func` (called), not a property (read).
    public var isFunction: Bool

    public init(keys: [LocalizedStringUse]?, isFunction: Bool) {
        self.keys = keys
        self.isFunction = isFunction
    }
}

/// A lookup whose key is a member of some value (`kind.titleKey`,
/// `type.notificationKey()`): its use with the key left to fill in, and the
/// `non-literal-key` finding it is when no member of that name is known.
public struct KeyMemberLookup: Sendable, Equatable {
    public var use: LocalizedStringUse
    public var isCall: Bool
    public var nonLiteralKey: NonLiteralKey

    public init(use: LocalizedStringUse, isCall: Bool, nonLiteralKey: NonLiteralKey) {
        self.use = use
        self.isCall = isCall
        self.nonLiteralKey = nonLiteralKey
    }
}

extension CodeExtraction {
    /// Each lookup through a member whose every declaration of that name
    /// (and kind) gives back literals only becomes a use of each literal,
    /// in the lookup's table and bundle, at the literal; any other stays a
    /// `non-literal-key` finding.
    public mutating func resolveKeyMembers() {
        defer { keyMemberLookups = [:] }
        // Several lookups of one member (and table, and bundle) use each of its keys once.
        var added = Set<String>()
        for name in keyMemberLookups.keys.sorted() {
            for lookup in keyMemberLookups[name] ?? [] {
                let declarations = (keyMembers[name] ?? []).filter { $0.isFunction == lookup.isCall }
                let keys = declarations.map(\.keys)
                guard !keys.isEmpty, !keys.contains(where: { $0 == nil }) else {
                    nonLiteralKeys.append(lookup.nonLiteralKey)
                    continue
                }
                for literal in keys.compactMap({ $0 }).joined() {
                    let identity = [literal.key, lookup.use.table, lookup.use.bundle.description, literal.file,
                                    String(literal.line), String(literal.column)].joined(separator: "\u{0}")
                    guard added.insert(identity).inserted else { continue }
                    var use = lookup.use
                    use.key = literal.key
                    use.file = literal.file
                    use.line = literal.line
                    use.column = literal.column
                    strings.append(use)
                }
            }
        }
    }
}
