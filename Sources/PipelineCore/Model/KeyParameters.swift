/// A function or initializer of the app's own that takes a `LocalizedStringKey`
/// (or a `LocalizedStringResource`): a literal passed there is looked up as
/// SwiftUI's and App Intents' own are (`EmptyStateView(title: "empty.title")`
/// with `let title: LocalizedStringKey`). Declared in one file, called in
/// others, so calls are matched once the whole app is read.
public struct KeyParameterList: Sendable, Equatable {
    public struct Parameter: Sendable, Equatable {
        /// The argument label; nil for `_`.
        public var label: String?
        public var hasDefault: Bool
        /// How a literal passed here is looked up; nil when it is not.
        public var kind: LocalizedStringUse.Kind?

        public init(label: String?, hasDefault: Bool, kind: LocalizedStringUse.Kind?) {
            self.label = label
            self.hasDefault = hasDefault
            self.kind = kind
        }
    }

    public var parameters: [Parameter]
    /// Declared in `extension View`: called on any view, not only by name.
    public var ofView: Bool
    /// An enum case's associated values (`case invalid(description: LocalizedStringKey)`):
    /// what an implicit member call (`.invalid(description: "…")`) may make.
    public var isCase: Bool

    public init(parameters: [Parameter], ofView: Bool = false, isCase: Bool = false) {
        self.parameters = parameters
        self.ofView = ofView
        self.isCase = isCase
    }

    /// The parameter each argument of a call with these labels fills, or nil
    /// when this declaration cannot take the call (as Swift matches labels:
    /// in order, skipping parameters with default values; trailing closures
    /// fill what is left at the end).
    public func positions(labels: [String?], trailingClosures: Int) -> [Int]? {
        var positions: [Int] = []
        var next = 0
        for label in labels {
            while next < parameters.count, parameters[next].label != label {
                guard parameters[next].hasDefault else { return nil }
                next += 1
            }
            guard next < parameters.count else { return nil }
            positions.append(next)
            next += 1
        }
        return parameters[next...].count { !$0.hasDefault } <= trailingClosures ? positions : nil
    }
}

/// A call that nothing else reads, with string literals among its
/// arguments: a use of each literal, should the callee turn out to be one of
/// the app's with a key parameter there (`CodeExtraction.resolveKeyParameters`).
public struct LiteralArgumentCall: Sendable, Equatable {
    public var labels: [String?]
    public var trailingClosures: Int
    /// By argument index: the literal's use, its kind set when matched.
    public var literals: [Int: LocalizedStringUse]
    /// Called on another value (`Text("x").toast(...)`): only a declaration of `extension View` takes it.
    public var onValue: Bool
    /// An implicit member (`.invalid(description: "…")`): taken only where an enum case of that name is.
    public var implicitMember: Bool
    /// By argument index: each plain literal's text (a wrapper's value,
    /// table and comment, `""` too), and the interpolated literals.
    public var texts: [Int: String]
    public var interpolated: Set<Int>

    public init(labels: [String?], trailingClosures: Int, literals: [Int: LocalizedStringUse], onValue: Bool = false,
                implicitMember: Bool = false, texts: [Int: String] = [:], interpolated: Set<Int> = []) {
        self.labels = labels
        self.trailingClosures = trailingClosures
        self.literals = literals
        self.onValue = onValue
        self.implicitMember = implicitMember
        self.texts = texts
        self.interpolated = interpolated
    }
}

extension CodeExtraction {
    /// Literals passed to the app's own key parameters become uses: where
    /// every declaration of that name that takes the call has a key there
    /// (an overload taking `String` there wins in Swift, so one is enough to
    /// leave the literal alone).
    public mutating func resolveKeyParameters() {
        defer { literalArguments = [:] }
        guard !keyParameters.isEmpty else { return }
        for callee in literalArguments.keys.sorted() {
            guard let declarations = keyParameters[callee], let calls = literalArguments[callee] else { continue }
            for call in calls {
                let matched = declarations.compactMap { declaration in
                    declaration.positions(labels: call.labels, trailingClosures: call.trailingClosures).map { (declaration, $0) }
                }
                // On another value: every declaration that takes the call must be a view's.
                if call.onValue && matched.contains(where: { !$0.0.ofView }) { continue }
                // An implicit member may be a static member of any type: only an enum case of the app's is known to be one.
                if call.implicitMember && !matched.contains(where: { $0.0.isCase }) { continue }
                guard !matched.isEmpty else { continue }
                for (index, use) in call.literals.sorted(by: { $0.key < $1.key }) {
                    let kinds = matched.map { $0.0.parameters[$0.1[index]].kind }
                    guard let kind = kinds.first ?? nil, !kinds.contains(where: { $0 == nil }) else { continue }
                    var found = use
                    found.kind = kind
                    strings.append(found)
                }
            }
        }
    }
}
