import Foundation
import Yams
import PipelineCore

/// Settings from `l10n.yml`. Paths are resolved against the file's folder.
public struct ToolConfig: Sendable, Equatable {
    public static let fileName = "l10n.yml"

    /// The development locale; overrides `CFBundleDevelopmentRegion`.
    public var base: String?
    /// Info.plist files that declare quick actions.
    public var specs: [String] = []
    /// Folders holding `<locale>.lproj` folders.
    public var localeFolders: [String] = []
    public var bundleID: String?
    public var layout = LayoutRules()
    /// Folders (or files) of Swift and Objective-C code; default: the whole project.
    public var sources: [String] = []
    /// Whether keys no code uses are reported; off when keys are built at run time.
    public var unusedKeys: Bool?
    /// `rules:`: code to `off`, `note`, `warning` or `error`.
    public var rules: [String: RuleSettings.Level] = [:]
    /// `exclude:`: globs of folders and files that are not shipped (see `PathFilter`).
    public var exclude: [String] = []
    /// `required_locales:`: the locales that must be complete; a key another
    /// locale lacks is counted in its coverage, not reported one by one.
    public var requiredLocales: [String]?
    /// `skip_code:` and `functions:`: how code is read.
    public var code = CodeExtractionOptions()

    public init() {}
}

/// Reads `l10n.yml` with Yams, reporting mistakes at their line and column.
public enum ConfigReader {
    /// `ruleCodes`: the check codes `rules:` may name (`Checks.codes`; the
    /// readers sit below the checks); nil takes any code.
    /// `scope`: `.named` for `--config FILE`, the app's for an `l10n.yml` found in it.
    public static func read(path: String, ruleCodes: [String]? = nil, scope: ReadScope) throws(InputError) -> ToolConfig {
        // UTF-8 or UTF-16 (YAML allows both); a bad byte is reported at its line and column.
        let text = try TextDecoding.decode(try InputFile.read(path, kind: "a settings file", scope: scope), path: path).text
        return try parse(text, path: path, ruleCodes: ruleCodes)
    }

    public static func parse(_ text: String, path: String, ruleCodes: [String]? = nil) throws(InputError) -> ToolConfig {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let root: Node?
        try YAMLAliasLimit.check(text, path: path)
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw yamlError(error, path: path)
        } catch {
            throw InputError("invalid YAML: \(error)", file: path, line: 1, column: 1)
        }
        var config = ToolConfig()
        guard let root else { return config }
        guard let mapping = root.mapping else {
            throw InputError("expected a mapping of settings", at: location(root, path))
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "base":
                config.base = try string(value, key, path)
            case "spec", "specs":
                config.specs = try strings(value, key, path).map { resolve($0, in: folder) }
            case "locales":
                config.localeFolders = try strings(value, key, path).map { resolve($0, in: folder) }
            case "bundle_id":
                config.bundleID = try string(value, key, path)
            case "layout":
                let limits = config.layout.limits
                config.layout = try layout(value, path, folder: folder)
                config.layout.limits = limits
            case "limits":
                config.layout.limits = try limits(value, path)
            case "sources":
                config.sources = try strings(value, key, path).map { resolve($0, in: folder) }
            case "unused_keys":
                config.unusedKeys = try bool(value, key, path)
            case "rules":
                config.rules = try rules(value, path, ruleCodes)
            case "exclude":
                config.exclude = try strings(value, key, path)
            case "required_locales":
                config.requiredLocales = try strings(value, key, path)
            case "skip_code":
                config.code.skip = try skipCode(value, path)
            case "functions":
                config.code.functions = try functions(value, path)
            default:
                throw InputError("unknown setting '\(key)' (known: base, spec, locales, sources, bundle_id, unused_keys, layout, limits, rules, exclude, required_locales, skip_code, functions)", at: location(keyNode, path))
            }
        }
        return config
    }

    /// `layout:`. `title_width` and `subtitle_width` are in the engine's unit:
    /// columns, or points when `engine` is `font` or `auto` (then
    /// `title_columns` and `subtitle_columns` set what `auto` falls back to).
    /// Without `engine`, a layout that sets `title_width` or `subtitle_width`
    /// keeps the column engine: those were columns before the font engine
    /// became the default, and a team's budget must not turn into points.
    private static func layout(_ node: Node, _ path: String, folder: URL) throws(InputError) -> LayoutRules {
        guard let mapping = node.mapping else {
            throw InputError("'layout' must be a mapping", at: location(node, path))
        }
        var rules = LayoutRules()
        let known = "title_width, subtitle_width, title_lines, title_lines_with_subtitle, subtitle_lines, max_items, "
            + "engine, font, font_variations, title_size, subtitle_size, text_size, title_columns, subtitle_columns"
        // The engine first: it decides the unit of the widths.
        for (keyNode, value) in mapping where keyNode.string == "engine" {
            guard let name = value.scalar?.string, let engine = LayoutRules.Engine(rawValue: name) else {
                throw InputError("'engine' must be auto, font or columns", at: location(value, path))
            }
            rules.engine = engine
        }
        if !mapping.contains(where: { $0.key.string == "engine" }),
           let width = mapping.first(where: { $0.key.string == "title_width" || $0.key.string == "subtitle_width" }) {
            rules.engine = .columns
            rules.columnsBecause = "\(URL(fileURLWithPath: path).lastPathComponent)'s layout: \(width.key.string ?? "title_width")"
        }
        let inPoints = rules.engine != .columns
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "engine": continue
            case "font":
                // A font file is found from the config's folder, as the other paths are.
                let font = try string(value, key, path)
                rules.font = FontEngine.isPath(font) ? resolve(font, in: folder) : font
            case "font_variations":
                let variations = try string(value, key, path)
                // HarfBuzz skips what it cannot read: a typo would measure at the default weight in silence.
                if let bad = LayoutRules.invalidVariation(in: variations) {
                    throw InputError("font_variations: '\(bad)' is not an axis and a value (for example wght=600,wdth=90)", at: location(value, path))
                }
                rules.fontVariations = variations
            case "text_size":
                let name = try string(value, key, path)
                guard let size = DynamicTypeSize(name: name) else {
                    throw InputError("unknown text size '\(name)' (known: \(DynamicTypeSize.names))", at: location(value, path))
                }
                rules.textSize = size
            case "title_size": rules.titleSize = try positiveNumber(value, key, path)
            case "subtitle_size": rules.subtitleSize = try positiveNumber(value, key, path)
            case "title_width" where inPoints: rules.titlePoints = try positiveNumber(value, key, path)
            case "subtitle_width" where inPoints: rules.subtitlePoints = try positiveNumber(value, key, path)
            case "title_width", "title_columns": rules.titleWidth = try positiveInt(value, key, path)
            case "subtitle_width", "subtitle_columns": rules.subtitleWidth = try positiveInt(value, key, path)
            case "title_lines": rules.titleLines = try positiveInt(value, key, path)
            case "title_lines_with_subtitle": rules.titleLinesWithSubtitle = try positiveInt(value, key, path)
            case "subtitle_lines": rules.subtitleLines = try positiveInt(value, key, path)
            case "max_items": rules.maxItems = try positiveInt(value, key, path)
            default:
                throw InputError("unknown layout setting '\(key)' (known: \(known))", at: location(keyNode, path))
            }
        }
        return rules
    }

    /// `limits:`, a list of rooms for single strings: `key` (and `table`,
    /// default Localizable), `width` in points and/or `columns`, `lines`
    /// (default 1), `size` (points at the default text size, default a title's).
    private static func limits(_ node: Node, _ path: String) throws(InputError) -> [StringLimit] {
        guard let sequence = node.sequence else {
            throw InputError("'limits' must be a list of entries (- key: KEY, width: POINTS, lines: 1)", at: location(node, path))
        }
        var limits: [StringLimit] = []
        for entry in sequence {
            guard let mapping = entry.mapping else {
                throw InputError("a limit must be a mapping with key, and width or columns", at: location(entry, path))
            }
            var limit = StringLimit(key: "", location: location(entry, path))
            var hasKey = false
            for (keyNode, value) in mapping {
                let name = keyNode.string ?? ""
                switch name {
                case "key":
                    guard let key = value.scalar?.string else { throw InputError("'key' must be a string", at: location(value, path)) }
                    limit.key = key
                    hasKey = true
                case "table": limit.table = try string(value, name, path)
                case "width": limit.points = try positiveNumber(value, name, path)
                case "columns": limit.columns = try positiveInt(value, name, path)
                case "lines": limit.lines = try positiveInt(value, name, path)
                case "size": limit.size = try positiveNumber(value, name, path)
                default:
                    throw InputError("unknown limit setting '\(name)' (known: key, table, width, columns, lines, size)", at: location(keyNode, path))
                }
            }
            guard hasKey else { throw InputError("a limit needs the key of its string ('key')", at: location(entry, path)) }
            guard limit.points != nil || limit.columns != nil else {
                throw InputError("the limit of '\(limit.key)' needs a width: 'width' in points (the font engine), 'columns' (the column engine), or both",
                                 at: location(entry, path))
            }
            if limits.contains(where: { $0.table == limit.table && $0.key == limit.key }) {
                throw InputError("'\(limit.key)' of \(limit.table) has a limit already", at: location(entry, path))
            }
            limits.append(limit)
        }
        return limits
    }

    private static func positiveNumber(_ node: Node, _ key: String, _ path: String) throws(InputError) -> Double {
        guard let text = node.scalar?.string, let value = Double(text), value > 0, value < 10_000 else {
            throw InputError("'\(key)' must be a positive number (points)", at: location(node, path))
        }
        return value
    }

    /// `rules:` maps check codes to `off`, `note`, `warning` or `error`.
    private static func rules(_ node: Node, _ path: String, _ known: [String]?) throws(InputError) -> [String: RuleSettings.Level] {
        guard let mapping = node.mapping else {
            throw InputError("'rules' must be a mapping of check codes to off, note, warning or error", at: location(node, path))
        }
        var rules: [String: RuleSettings.Level] = [:]
        for (keyNode, value) in mapping {
            let code = keyNode.string ?? ""
            if let known, !known.contains(code) {
                throw InputError(RuleSettings.unknownCodeMessage(code, among: known), at: location(keyNode, path))
            }
            switch value.scalar?.string.lowercased() {
            case "false", "no": rules[code] = .off
            case let text? where RuleSettings.Level(rawValue: text) != nil: rules[code] = RuleSettings.Level(rawValue: text)
            default: throw InputError("'\(code)' must be off, note, warning or error", at: location(value, path))
            }
        }
        return rules
    }

    package static func string(_ node: Node, _ key: String, _ path: String) throws(InputError) -> String {
        guard let value = node.scalar?.string, !value.isEmpty else {
            throw InputError("'\(key)' must be a non-empty string", at: location(node, path))
        }
        return value
    }

    private static func strings(_ node: Node, _ key: String, _ path: String) throws(InputError) -> [String] {
        if let sequence = node.sequence {
            var result: [String] = []
            for element in sequence { result.append(try string(element, key, path)) }
            return result
        }
        return [try string(node, key, path)]
    }

    package static func bool(_ node: Node, _ key: String, _ path: String) throws(InputError) -> Bool {
        switch node.scalar?.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw InputError("'\(key)' must be true or false", at: location(node, path))
        }
    }

    private static func positiveInt(_ node: Node, _ key: String, _ path: String) throws(InputError) -> Int {
        guard let text = node.scalar?.string, let value = Int(text), value > 0 else {
            throw InputError("'\(key)' must be a positive whole number", at: location(node, path))
        }
        return value
    }

    private static func resolve(_ relative: String, in folder: URL) -> String {
        if relative.hasPrefix("/") { return relative }
        return folder.appendingPathComponent(relative).standardizedFileURL.path
    }

    package static func location(_ node: Node, _ path: String) -> SourceLocation {
        SourceLocation(file: path, line: node.mark?.line, column: node.mark?.column)
    }

    package static func yamlError(_ error: YamlError, path: String) -> InputError {
        switch error {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            return InputError("invalid YAML: \(problem)", file: path, line: mark.line, column: mark.column)
        case let .duplicatedKeysInMapping(duplicates, context):
            return InputError("setting given twice: \(duplicates.joined(separator: ", "))", file: path,
                              line: context.mark.line, column: context.mark.column)
        default:
            return InputError("invalid YAML: \(error)", file: path, line: 1, column: 1)
        }
    }
}
