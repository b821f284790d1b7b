/// A string as far as one source file shows it, before the names it uses
/// are looked up in the whole app (`CodeSymbolResolver`).
public indirect enum CodeValue: Sendable, Equatable {
    /// A localization call (or wrapper): its key.
    case localized(LocalizedStringUse)
    /// A string literal, or literals joined with `+`.
    case literal(String, SourceLocation)
    /// Pieces joined with `+` or interpolation.
    case parts([CodeValuePart])
    /// A name declared elsewhere: `UserText.openVPN`, `kShortcutSearch`.
    case reference(CodeReference)
    /// Set at run time (a parameter, a variable, a call result) or beyond what is followed.
    case unknown

    package var isUnknown: Bool { self == .unknown }
}

public enum CodeValuePart: Sendable, Equatable {
    case text(String)
    /// `Bundle.main.bundleIdentifier!`, or any name mentioning `bundleIdentifier` / `bundleID`.
    case bundleIdentifier
    case reference(CodeReference)
    /// `rawValue` or `self.rawValue` inside an enum's own member.
    case selfRawValue
    /// `\(self)` inside an enum's own member: the case name.
    case selfCaseName
    /// `\(count)` of a parameter or a computed value: known only at run time.
    case runtime
}

/// A name as written at its use, with the types it is written in, so it
/// can be looked up as Swift would: innermost type first.
public struct CodeReference: Sendable, Equatable, Hashable {
    /// `["UserText", "openVPN"]`; an implicit member `.QuickActions.search`
    /// starts with an empty component.
    public var chain: [String]
    /// The enclosing types at the use, outermost first: `["AppDelegate", "ShortcutKey"]`.
    public var scope: [String]
    /// Inside `\(...)`: an enum case prints its name.
    public var interpolated: Bool

    public init(chain: [String], scope: [String] = [], interpolated: Bool = false) {
        self.chain = chain
        self.scope = scope
        self.interpolated = interpolated
    }
}

/// A quick-action field whose value names something its file does not
/// declare, kept until the whole app's symbols are known.
public struct PendingShortcutField: Sendable, Equatable {
    public enum Field: Sendable, Equatable {
        case type, title, subtitle
    }

    /// Index into the extraction's `shortcuts`.
    public var item: Int
    public var field: Field
    public var value: CodeValue
    /// Where the expression is written; an unresolved title points here.
    public var location: SourceLocation

    public init(item: Int, field: Field, value: CodeValue, location: SourceLocation) {
        self.item = item
        self.field = field
        self.value = value
        self.location = location
    }
}

extension CodeValue {
    /// The value as pieces to join, or nil when it cannot be one (a localized string, unknown).
    package var parts: [CodeValuePart]? {
        switch self {
        case .literal(let text, _): return [.text(text)]
        case .parts(let parts): return parts
        case .reference(let reference): return [.reference(reference)]
        case .localized, .unknown: return nil
        }
    }
}

/// Text of code, judged without a syntax tree (the Objective-C reader and the
/// symbol resolver use it too, and are built without swift-syntax for fuzzing).
package enum CodeText {
    /// Whether text shows any letter (Unicode general category L).
    package static func hasLetter(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
            default: false
            }
        }
    }
}
