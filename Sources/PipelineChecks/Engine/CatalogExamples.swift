import PipelineCore
import PipelineFormats
import PipelineProject

/// Builds the String Catalog texts that check examples use, in Xcode's own
/// format (through `StringCatalogWriter`), so examples stay short.
public enum CatalogExamples {
    /// One key whose localizations are plain string units: language to (value, state).
    public static func strings(key: String = "key", localizations: [String: (value: String, state: String)],
                               extractionState: String? = nil, shouldTranslate: Bool? = nil, comment: String? = nil) -> String {
        var languages: [JSONMember] = []
        for (language, unit) in localizations.sorted(by: { $0.key < $1.key }) {
            languages.append(JSONMember(key: language, value: .object([JSONMember(key: "stringUnit", value: stringUnit(unit.value, state: unit.state))])))
        }
        return catalog([entry(key, localizations: languages, extractionState: extractionState, shouldTranslate: shouldTranslate, comment: comment)])
    }

    /// One key that varies by plural in the source language and in `locale`.
    public static func plural(key: String = "key", sourceForms: [PluralCategory: String], locale: String,
                              forms: [PluralCategory: String], state: String = CatalogState.translated) -> String {
        let languages = [
            JSONMember(key: "en", value: pluralVariations(sourceForms, state: CatalogState.translated)),
            JSONMember(key: locale, value: pluralVariations(forms, state: state)),
        ].sorted { $0.key.value < $1.key.value }
        return catalog([entry(key, localizations: languages)])
    }

    /// One key whose string unit `format` names a substitution `name` (its
    /// `argNum` and `formatSpecifier` given) that varies by plural, in the
    /// source language and in `locale`.
    public static func substitution(key: String = "key", format: String, name: String, argNum: Int, specifier: String,
                                    sourceForms: [PluralCategory: String], locale: String, forms: [PluralCategory: String]) -> String {
        func language(_ forms: [PluralCategory: String]) -> JSONValue {
            guard case .object(let variations) = pluralVariations(forms) else { return .object([]) }
            let substitution = JSONValue.object([JSONMember(key: "argNum", value: .number("\(argNum)")),
                                                 JSONMember(key: "formatSpecifier", value: .string(JSONString(specifier)))] + variations)
            return .object([JSONMember(key: "stringUnit", value: stringUnit(format)),
                            JSONMember(key: "substitutions", value: .object([JSONMember(key: name, value: substitution)]))])
        }
        let languages = [JSONMember(key: "en", value: language(sourceForms)), JSONMember(key: locale, value: language(forms))]
            .sorted { $0.key.value < $1.key.value }
        return catalog([entry(key, localizations: languages)])
    }

    /// A whole catalog of `entries` (members of `"strings"`), source language `en`.
    /// A key or language marked `↓` marks its member (see `CheckExample`).
    public static func catalog(_ entries: [JSONMember]) -> String {
        StringCatalogWriter.text(JSONDocument(root: .object([
            JSONMember(key: "sourceLanguage", value: .string(JSONString("en"))),
            JSONMember(key: "strings", value: .object(entries)),
            JSONMember(key: "version", value: .string(JSONString("1.0"))),
        ]))).replacingOccurrences(of: "\"↓", with: "↓\"")
    }

    public static func entry(_ key: String, localizations: [JSONMember], extractionState: String? = nil,
                             shouldTranslate: Bool? = nil, comment: String? = nil) -> JSONMember {
        var members: [JSONMember] = []
        if let comment { members.append(JSONMember(key: "comment", value: .string(JSONString(comment)))) }
        if let extractionState { members.append(JSONMember(key: "extractionState", value: .string(JSONString(extractionState)))) }
        if !localizations.isEmpty { members.append(JSONMember(key: "localizations", value: .object(localizations))) }
        if let shouldTranslate { members.append(JSONMember(key: "shouldTranslate", value: .bool(shouldTranslate))) }
        return JSONMember(key: key, value: .object(members))
    }

    public static func stringUnit(_ value: String, state: String = CatalogState.translated) -> JSONValue {
        .object([
            JSONMember(key: "state", value: .string(JSONString(state))),
            JSONMember(key: "value", value: .string(JSONString(value))),
        ])
    }

    /// `{"variations" : {"plural" : {category : {"stringUnit" : ...}}}}`; a
    /// form written `↓text` marks its category's member.
    public static func pluralVariations(_ forms: [PluralCategory: String], state: String = CatalogState.translated) -> JSONValue {
        let cases = forms.keys.sorted { $0.rawValue < $1.rawValue }.map { category in
            let text = forms[category] ?? "", marked = text.hasPrefix("↓")
            return JSONMember(key: (marked ? "↓" : "") + category.rawValue,
                              value: .object([JSONMember(key: "stringUnit", value: stringUnit(marked ? String(text.dropFirst()) : text, state: state))]))
        }
        return .object([JSONMember(key: "variations", value: .object([JSONMember(key: "plural", value: .object(cases))]))])
    }
}
