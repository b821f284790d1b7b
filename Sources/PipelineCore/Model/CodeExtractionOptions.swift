/// How source code is read: which code is left out as not shipped, and
/// which project functions localize strings (`skip_code:` and `functions:`
/// in l10n.yml).
public struct CodeExtractionOptions: Sendable, Equatable {
    /// Code that is compiled only for development.
    public enum Skipped: String, Sendable, CaseIterable {
        /// `#Preview { }` and types conforming to `PreviewProvider`.
        case previews
        /// `#if DEBUG` (and the `#else` of `#if !DEBUG`); `#ifdef DEBUG` in Objective-C.
        case debug
    }

    public var skip: Set<Skipped>
    public var functions: [LocalizationFunction]

    public init(skip: Set<Skipped> = Set(Skipped.allCases), functions: [LocalizationFunction] = []) {
        self.skip = skip
        self.functions = functions
    }

    /// Previews and debug code skipped, no extra functions.
    public static let standard = CodeExtractionOptions()

    public var skipsPreviews: Bool { skip.contains(.previews) }
    public var skipsDebug: Bool { skip.contains(.debug) }
}

/// A project's own localization function or macro, as genstrings' `-s ROUTINE`:
/// which argument is the key, and which (if any) the table, default value,
/// bundle and comment.
public struct LocalizationFunction: Sendable, Equatable {
    /// An argument, by 0-based position among all arguments (labeled or
    /// not), or by its Swift label.
    public enum Argument: Sendable, Equatable, Hashable {
        case position(Int)
        case label(String)
    }

    /// `WMFLocalizedString`, or a qualified `Localization.string` (matched
    /// against the end of the called name; one type or module name may precede a plain name).
    public var name: String
    /// Nil with `onLiteral`: the literal the function is called on is the key.
    public var key: Argument?
    public var table: Argument?
    public var value: Argument?
    public var bundle: Argument?
    public var comment: Argument?
    /// `"key".localized` or `"key".localized(comment:)`: a property or method of a string literal.
    public var onLiteral: Bool
    /// The table the function always reads, when no argument names it (a
    /// macro expanding to `NSLocalizedStringFromTable(key, @"Main", …)`).
    public var fixedTable: String? = nil
    /// A wrapper found in the code (`LocalizationWrapper`), not named in
    /// l10n.yml: its file, whose module's bundle it reads, and that bundle.
    package var declaredIn: String? = nil
    package var fixedBundle: CodeBundle? = nil

    /// `translatedString:` (an Objective-C selector), not a function's name.
    package var isSelector: Bool { name.hasSuffix(":") }

    public init(name: String, key: Argument? = .position(0), table: Argument? = nil, value: Argument? = nil,
                bundle: Argument? = nil, comment: Argument? = nil, onLiteral: Bool = false) {
        self.name = name
        self.key = onLiteral ? nil : key
        self.table = table
        self.value = value
        self.bundle = bundle
        self.comment = comment
        self.onLiteral = onLiteral
    }

    /// The name's components: `["Localization", "string"]`.
    package var components: [String] { name.split(separator: ".").map(String.init) }
    package var lastComponent: String { components.last ?? name }
}
