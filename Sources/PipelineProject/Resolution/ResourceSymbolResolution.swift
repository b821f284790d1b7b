import PipelineCore
import PipelineFormats

extension CodeExtraction {
    /// Makes each generated symbol the code names (`resourceSymbols`) a use
    /// of the key it stands for, found in the development tables by
    /// `ResourceSymbolUse.fingerprint`: in the table the reference names
    /// (`.app(.documentTitle)`, `.Settings.title`), else in `Localizable`,
    /// else in the one table of the app that has such a key. A symbol that
    /// matches no key is none of Xcode's (an app's own static member): it is
    /// left alone, neither a use nor a finding.
    ///
    /// The bundle is `#bundle`, as Xcode's generated code says: the target's
    /// own (`CodePlacement` gives an unknown bundle expression its owner's).
    public mutating func resolveResourceSymbols(roots: [LocalizationRoot], baseLocale: String) {
        guard !resourceSymbols.isEmpty else { return }
        var tablesByPrint: [String: Set<String>] = [:]
        var keysByTable: [String: [String: Set<String>]] = [:]
        func add(table: String, keys: some Sequence<String>) {
            tablesByPrint[ResourceSymbolUse.fingerprint(table), default: []].insert(table)
            for key in keys { keysByTable[table, default: [:]][ResourceSymbolUse.fingerprint(key), default: []].insert(key) }
        }
        for root in roots {
            guard let base = root.locales[baseLocale] else { continue }
            for (name, file) in base.tables { add(table: name, keys: file.lookup.keys) }
            for (name, file) in base.plurals { add(table: name, keys: file.lookup.keys) }
        }
        var seen = Set<String>()
        for symbol in resourceSymbols {
            let print = ResourceSymbolUse.fingerprint(symbol.name)
            var matches: [(table: String, key: String)] = []
            let tables = symbol.table.map { (tablesByPrint[ResourceSymbolUse.fingerprint($0)] ?? []).sorted() } ?? [TableName.localizable]
            for table in tables { matches += (keysByTable[table]?[print] ?? []).sorted().map { (table, $0) } }
            if matches.isEmpty, symbol.table == nil {
                let anywhere = keysByTable.keys.sorted().flatMap { table in (keysByTable[table]?[print] ?? []).sorted().map { (table, $0) } }
                if anywhere.count == 1 { matches = anywhere }
            }
            let place = symbol.location
            for (table, key) in matches {
                // One use per key and place: a file read twice (two targets) adds nothing.
                guard seen.insert("\(table)\u{0}\(key)\u{0}\(place)").inserted else { continue }
                strings.append(LocalizedStringUse(key: key, table: table, kind: .localizedStringResource, bundle: .other("#bundle"),
                                                  function: symbol.function, file: place.file, line: place.line ?? 1, column: place.column ?? 1))
            }
        }
    }
}
