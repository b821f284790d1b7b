import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PipelineCore

/// Reads the quick actions of an Info.plist, XML or binary.
///
/// Values come from Foundation's `PropertyListSerialization`; for XML plists
/// a second pass with `XMLParser` records where each item and field is
/// written, so findings can point at a line.
public enum InfoPlistReader {
    public static func read(path: String, bundleID: String? = nil, scope: ReadScope) throws(InputError) -> ShortcutSpec {
        let data = try InputFile.read(path, kind: "an Info.plist", scope: scope)
        return try read(data, path: path, bundleID: bundleID)
    }

    public static func read(_ data: Data, path: String, bundleID: String? = nil) throws(InputError) -> ShortcutSpec {
        let isBinary = data.starts(with: Array("bplist".utf8))
        var positions = PlistPositions()
        if !isBinary {
            positions = try PlistPositions.scan(data, path: path)
        }
        if let problem = BinaryPlistSets.problem(data) { throw InputError(problem, file: path) }
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            if isBinary { throw InputError(PlistErrorText.damagedBinary(error, what: "Info.plist"), file: path) }
            throw InputError("not a valid property list: \(PlistErrorText.describe(error))", file: path, line: 1, column: 1)
        }
        guard let top = root as? [String: Any] else {
            throw InputError("an Info.plist must hold a dictionary at its top level", file: path, line: isBinary ? nil : 1, column: isBinary ? nil : 1)
        }
        let region = (top["CFBundleDevelopmentRegion"] as? String).map { BuildSettings.expand($0, bundleID: bundleID) }
        var items: [ShortcutItem] = []
        if let value = top[ShortcutKey.items] {
            guard let array = value as? [Any] else {
                let at = positions.itemsKey ?? SourceLocation(file: path)
                throw InputError("\(ShortcutKey.items) must be an array", at: SourceLocation(file: path, line: at.line, column: at.column))
            }
            for (index, element) in array.enumerated() {
                let place = positions.items.indices.contains(index) ? positions.items[index] : nil
                var item = ShortcutItem(index: index, location: SourceLocation(file: path, line: place?.line ?? positions.itemsKey?.line, column: place?.column ?? positions.itemsKey?.column))
                if let place {
                    item.fieldLocations = place.fields.mapValues { SourceLocation(file: path, line: $0.line, column: $0.column) }
                }
                guard let dict = element as? [String: Any] else {
                    throw InputError("item \(index + 1) of \(ShortcutKey.items) must be a dictionary", at: item.location)
                }
                item.rawType = dict[ShortcutKey.type] as? String
                item.type = item.rawType.map { BuildSettings.expand($0, bundleID: bundleID) }
                item.title = dict[ShortcutKey.title] as? String
                item.subtitle = dict[ShortcutKey.subtitle] as? String
                item.iconType = dict[ShortcutKey.iconType] as? String
                item.iconFile = dict[ShortcutKey.iconFile] as? String
                item.iconSymbolName = dict[ShortcutKey.iconSymbolName] as? String
                if let info = dict[ShortcutKey.userInfo] as? [String: Any] {
                    item.userInfo = info.mapValues(PlistValue.init(any:))
                }
                items.append(item)
            }
        }
        return ShortcutSpec(path: path, developmentRegion: region, items: items, topLevelKeys: localizableKeys(top))
    }

    /// Whether the plist at `path` declares quick actions (for discovery).
    /// A file that cannot be read, or a damaged binary plist, might: it is
    /// kept, so reading it says what is wrong instead of skipping it silently.
    public static func declaresShortcuts(path: String, scope: ReadScope) -> Bool {
        guard FileManager.default.fileExists(atPath: path) else { return false }
        guard let data = try? InputFile.read(path, kind: "an Info.plist", scope: scope) else { return true }
        if data.starts(with: Array("bplist".utf8)) {
            guard BinaryPlistSets.problem(data) == nil,
                  let root = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) else { return true }
            return (root as? [String: Any])?[ShortcutKey.items] != nil
        }
        return data.range(of: Data(ShortcutKey.items.utf8)) != nil
    }

    /// The top-level keys of an Info.plist that declares no quick actions (an
    /// extension's, a framework's), for telling its `InfoPlist.strings` keys
    /// from dead ones; nil when it cannot be read (it is not what is checked).
    /// The name the Home Screen and Siri give the app: `CFBundleDisplayName`,
    /// else `CFBundleName`; nil when the plist cannot be read or names it
    /// only through a build setting (`$(PRODUCT_NAME)`).
    public static func displayName(path: String, scope: ReadScope) -> String? {
        guard let data = try? InputFile.read(path, kind: "an Info.plist", scope: scope), BinaryPlistSets.problem(data) == nil,
              let root = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any]
        else { return nil }
        return ["CFBundleDisplayName", "CFBundleName"].lazy.compactMap { root[$0] as? String }
            .first { !$0.isEmpty && !BuildSettings.hasReference($0) }
    }

    /// The top-level string values of `keys` as written (build-setting
    /// references kept), for naming a bundle as Xcode builds it; nil when
    /// the plist cannot be read.
    public static func strings(_ keys: [String], path: String, scope: ReadScope) -> [String: String]? {
        guard let data = try? InputFile.read(path, kind: "an Info.plist", scope: scope), BinaryPlistSets.problem(data) == nil,
              let root = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any]
        else { return nil }
        var found: [String: String] = [:]
        for key in keys { if let value = root[key] as? String { found[key] = value } }
        return found
    }

    /// Whether the plist is an app extension's (`NSExtension`,
    /// ExtensionKit's `EXAppExtensionAttributes`): its name is the
    /// extension's, never the app's.
    public static func isExtension(path: String, scope: ReadScope) -> Bool {
        guard let data = try? InputFile.read(path, kind: "an Info.plist", scope: scope), BinaryPlistSets.problem(data) == nil,
              let root = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any]
        else { return false }
        return root["NSExtension"] != nil || root["EXAppExtensionAttributes"] != nil
    }

    public static func topLevelKeys(path: String, scope: ReadScope) -> Set<String>? {
        guard let data = try? InputFile.read(path, kind: "an Info.plist", scope: scope), BinaryPlistSets.problem(data) == nil,
              let root = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any]
        else { return nil }
        return localizableKeys(root)
    }

    /// The keys `InfoPlist.strings` may translate: every key of the plist's
    /// dictionaries, at any depth (the purpose keys of
    /// `NSLocationTemporaryUsageDescriptionDictionary` are localized by their own name),
    /// and the names Launch Services looks up by their value: a document
    /// type's `CFBundleTypeName` and a declared type's `UTTypeDescription`
    /// ("Document Types" and "Uniform Type Identifiers" in Apple's Information
    /// Property List reference: the value is the key in `InfoPlist.strings`).
    package static func localizableKeys(_ dictionary: [String: Any]) -> Set<String> {
        var keys = Set(dictionary.keys)
        keys.formUnion(namesLocalizedByValue(dictionary))
        var pending: [Any] = Array(dictionary.values)
        while let value = pending.popLast() {
            if let nested = value as? [String: Any] {
                keys.formUnion(nested.keys)
                pending += nested.values
            } else if let array = value as? [Any] {
                pending += array
            }
        }
        return keys
    }

    private static func namesLocalizedByValue(_ root: [String: Any]) -> Set<String> {
        let lists: [(list: String, name: String)] = [
            ("CFBundleDocumentTypes", "CFBundleTypeName"),
            ("UTExportedTypeDeclarations", "UTTypeDescription"),
            ("UTImportedTypeDeclarations", "UTTypeDescription"),
        ]
        var names = Set<String>()
        for (list, name) in lists {
            for entry in root[list] as? [Any] ?? [] {
                if let value = (entry as? [String: Any])?[name] as? String, !value.isEmpty { names.insert(value) }
            }
        }
        return names
    }
}

extension PlistValue {
    package init(any value: Any) {
        switch value {
        case let string as String: self = .string(string)
        case let number as NSNumber:
            // NSNumber bridges Bool, Int and Double alike: its ObjC type tells them apart.
            switch String(cString: number.objCType) {
            case "c", "B": self = .bool(number.boolValue)
            case "f", "d": self = .real(number.doubleValue)
            default: self = .integer(number.intValue)
            }
        case let date as Date: self = .date(date.timeIntervalSinceReferenceDate)
        case let data as Data: self = .data(Array(data))
        case let array as [Any]: self = .array(array.map(PlistValue.init(any:)))
        case let dict as [String: Any]: self = .dictionary(dict.mapValues(PlistValue.init(any:)))
        default: self = .string(String(describing: value))
        }
    }
}
