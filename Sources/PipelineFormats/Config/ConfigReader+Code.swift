import Yams
import PipelineCore

/// `skip_code:` and `functions:` of l10n.yml:
///
/// ```yaml
/// skip_code: [previews, debug]      # the default; [] reads previews and #if DEBUG code too
/// functions:
///   - name: WMFLocalizedString      # a Swift function or an Objective-C function or macro
///     key: 0                        # 0-based position among all arguments, or a Swift label
///     value: value                  # optional: default value
///     table: tableName              # optional: table (a literal; nil means Localizable)
///     bundle: bundle                # optional
///     comment: comment              # optional
///   - name: localized
///     on_literal: true              # "key".localized, "key".localized(comment: "…")
///     comment: comment
/// ```
extension ConfigReader {
    package static func skipCode(_ node: Node, _ path: String) throws(InputError) -> Set<CodeExtractionOptions.Skipped> {
        let elements: [Node]
        if let sequence = node.sequence {
            elements = Array(sequence)
        } else if node.scalar?.string.isEmpty == false {
            elements = [node]
        } else {
            throw InputError("'skip_code' must be a list of: previews, debug", at: location(node, path))
        }
        var skip: Set<CodeExtractionOptions.Skipped> = []
        for element in elements {
            guard let text = element.scalar?.string, let kind = CodeExtractionOptions.Skipped(rawValue: text) else {
                throw InputError("unknown code to skip '\(element.scalar?.string ?? "")' (known: previews, debug)", at: location(element, path))
            }
            skip.insert(kind)
        }
        return skip
    }

    package static func functions(_ node: Node, _ path: String) throws(InputError) -> [LocalizationFunction] {
        guard let sequence = node.sequence else {
            throw InputError("'functions' must be a list of functions, each with a name", at: location(node, path))
        }
        var functions: [LocalizationFunction] = []
        for element in sequence { functions.append(try function(element, path)) }
        return functions
    }

    private static let roles = ["key", "value", "table", "bundle", "comment"]

    private static func function(_ node: Node, _ path: String) throws(InputError) -> LocalizationFunction {
        guard let mapping = node.mapping else {
            throw InputError("each entry of 'functions' must be a mapping with a name", at: location(node, path))
        }
        var name: String?
        var onLiteral = false
        var arguments: [String: (LocalizationFunction.Argument, Node)] = [:]
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "name":
                let text = try string(value, "name", path)
                guard isQualifiedName(text) else {
                    throw InputError("'name' must be a function or macro name (letters, digits, _, dots between names), found '\(text)'",
                                     at: location(value, path))
                }
                name = text
            case "on_literal":
                onLiteral = try bool(value, key, path)
            case _ where roles.contains(key):
                arguments[key] = (try argument(value, key, path), value)
            default:
                throw InputError("unknown function setting '\(key)' (known: name, key, value, table, bundle, comment, on_literal)",
                                 at: location(keyNode, path))
            }
        }
        guard let name else { throw InputError("a function needs a 'name'", at: location(node, path)) }
        if onLiteral, let (_, keyNode) = arguments["key"] {
            throw InputError("'key' cannot be given with 'on_literal: true': the literal is the key", at: location(keyNode, path))
        }
        if !onLiteral, arguments["key"] == nil {
            throw InputError("function '\(name)' needs a 'key' (a position such as 0, or a label)", at: location(node, path))
        }
        var seen: [LocalizationFunction.Argument: String] = [:]
        for role in roles {
            guard let (argument, valueNode) = arguments[role] else { continue }
            if let other = seen[argument] {
                throw InputError("'\(role)' and '\(other)' name the same argument", at: location(valueNode, path))
            }
            seen[argument] = role
        }
        return LocalizationFunction(name: name, key: arguments["key"]?.0, table: arguments["table"]?.0,
                                    value: arguments["value"]?.0, bundle: arguments["bundle"]?.0,
                                    comment: arguments["comment"]?.0, onLiteral: onLiteral)
    }

    /// `0`, `3` → a position; `tableName` → a label.
    private static func argument(_ node: Node, _ role: String, _ path: String) throws(InputError) -> LocalizationFunction.Argument {
        guard let text = node.scalar?.string, !text.isEmpty else {
            throw InputError("'\(role)' must be an argument position (0, 1, ...) or a label", at: location(node, path))
        }
        if text.allSatisfy(\.isASCII) && text.allSatisfy(\.isNumber) {
            guard let position = Int(text), position < 64 else {
                throw InputError("'\(role)' must be an argument position (0, 1, ...) or a label", at: location(node, path))
            }
            return .position(position)
        }
        guard isIdentifier(text) else {
            throw InputError("'\(role)' must be an argument position (0, 1, ...) or a label, found '\(text)'", at: location(node, path))
        }
        return .label(text)
    }

    private static func isQualifiedName(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { isIdentifier(String($0)) }
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isXIDStart else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isXIDContinue }
    }
}
