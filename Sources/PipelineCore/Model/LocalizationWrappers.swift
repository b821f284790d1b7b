/// A function, method or initializer of the app's own whose parameter
/// reaches a lookup's key unchanged, found without a `functions:` entry, as
/// genstrings' `-s` users expect: `func XLoc(_ key: String, value: String,
/// comment: String) -> String { NSLocalizedString(key, tableName: nil, bundle:
/// Bundle(for: Marker.self), value: value, comment: comment) }`, or
/// Objective-C's `+ (NSString *)translatedString:(NSString *)s` and C's
/// `NSString *L(NSString *s)`. Each call with a literal key is a use, looked up
/// in the bundle of the module that declares the wrapper.
public struct LocalizationWrapper: Sendable, Equatable {
    /// Where one of the lookup's arguments comes from.
    public enum Source: Sendable, Equatable, Hashable {
        /// The wrapper's parameter of this index: the caller's argument.
        case parameter(Int)
        /// A literal of the wrapper's own body (`tableName: "Settings"`).
        case fixed(String)
    }

    /// `XLoc`, a type's name for its initializer, or an Objective-C selector (`translatedString:`).
    public var name: String
    /// Swift's parameters (labels and defaults), to match calls as Swift does; empty for Objective-C.
    public var parameters: [KeyParameterList.Parameter]
    /// The index of the key parameter (Swift), or of the selector part or C argument (Objective-C).
    public var key: Int
    public var table: Source?
    public var value: Source?
    public var comment: Source?
    /// The bundle the lookup names, read in the declaring file's module.
    public var bundle: CodeBundle
    /// The key's type makes an interpolated literal a format key (`String.LocalizationValue`);
    /// for a `String` key it is a string built at run time.
    public var takesFormat: Bool
    /// A method of a type or extension: may be called on a value.
    public var isMember: Bool
    /// Literal default values of parameters (`table: String = "Main"`), by index: what a call that leaves one out passes.
    public var defaults: [Int: String] = [:]
    /// The body compares the key with what it found (`if key == found { return "" }`):
    /// a key no table has shows the wrapper's own text, never the key.
    public var fallsBack = false
    public var file: String
    public var line: Int
    public var column: Int

    public init(name: String, parameters: [KeyParameterList.Parameter] = [], key: Int, table: Source? = nil, value: Source? = nil,
                comment: Source? = nil, bundle: CodeBundle = .main, takesFormat: Bool = false, isMember: Bool = false,
                file: String, line: Int, column: Int) {
        self.name = name
        self.parameters = parameters
        self.key = key
        self.table = table
        self.value = value
        self.comment = comment
        self.bundle = bundle
        self.takesFormat = takesFormat
        self.isMember = isMember
        self.file = file
        self.line = line
        self.column = column
    }

    /// The table a call reads, given its arguments' literal texts by index;
    /// nil when the table is the caller's and not a literal (not known).
    package func table(arguments: [Int: String]) -> String?? {
        switch table {
        case nil: return .some(nil)
        case .fixed(let name)?: return .some(name.isEmpty ? nil : name)
        case .parameter(let index)?:
            guard let name = arguments[index] else { return nil }
            return .some(name.isEmpty ? nil : name)
        }
    }

    /// An Objective-C wrapper as the walker reads calls: a `functions:`
    /// entry by position (a selector's parts count as positions), which
    /// entries of l10n.yml of the same name override.
    package var function: LocalizationFunction {
        func position(_ source: Source?) -> LocalizationFunction.Argument? {
            if case .parameter(let index)? = source { return .position(index) }
            return nil
        }
        var function = LocalizationFunction(name: name, key: .position(key), table: position(table), value: position(value),
                                            comment: position(comment))
        if case .fixed(let table)? = table { function.fixedTable = table.isEmpty ? nil : table }
        function.declaredIn = file
        function.fixedBundle = bundle
        return function
    }

    /// Declared in Objective-C (a method or C function).
    package var isObjC: Bool {
        !(file.hasSuffix(".swift"))
    }

    package func text(_ source: Source?, arguments: [Int: String]) -> String? {
        switch source {
        case nil: return nil
        case .fixed(let text)?: return text
        case .parameter(let index)?: return arguments[index]
        }
    }
}

/// How many calls of a wrapper `check` followed, for its summary.
public struct WrapperSummary: Sendable, Equatable, Codable {
    public var name: String
    public var file: String
    public var line: Int
    public var calls: Int
    /// Shows its own text for a key no table has (`LocalizationWrapper.fallsBack`):
    /// such keys are not reported; nil otherwise.
    public var fallsBack: Bool?

    public init(name: String, file: String, line: Int, calls: Int) {
        self.name = name
        self.file = file
        self.line = line
        self.calls = calls
    }
}

/// A use made through a wrapper of a name that several modules declare,
/// whose module could not be told from the call's own file: bound once the
/// bundles are known (`CodeExtraction.bindWrapperModules`).
public struct UnboundWrapperUse: Sendable, Equatable {
    /// Index into `CodeExtraction.strings`.
    public var index: Int
    /// Indices into `CodeExtraction.wrappers`: the declarations the call may reach.
    public var candidates: [Int]

    public init(index: Int, candidates: [Int]) {
        self.index = index
        self.candidates = candidates
    }
}

extension CodeExtraction {
    /// Literals passed to the app's wrappers become uses: the key, with the
    /// value, table and comment the wrapper's lookup takes from its
    /// parameters or writes itself, bound to the wrapper's own file (its
    /// module's bundle). A call that several declarations of that name in
    /// different files may take is bound when one of them is in the caller's
    /// file; otherwise it waits for `bindWrapperModules`.
    public mutating func resolveWrappers() {
        guard !wrappers.isEmpty else { return }
        var byName: [String: [Int]] = [:]
        // Swift's only: Objective-C's are read as `functions:` are, by the walker.
        for (index, wrapper) in wrappers.enumerated() where !wrapper.parameters.isEmpty {
            byName[wrapper.name, default: []].append(index)
        }
        for callee in literalArguments.keys.sorted() {
            guard let declarations = byName[callee], let calls = literalArguments[callee] else { continue }
            for call in calls {
                let matched = declarations.filter { index in
                    let wrapper = wrappers[index]
                    guard !call.onValue || wrapper.isMember, !call.implicitMember || wrapper.isMember,
                          let positions = KeyParameterList(parameters: wrapper.parameters)
                            .positions(labels: call.labels, trailingClosures: call.trailingClosures) else { return false }
                    return positions.contains(wrapper.key)
                }
                guard let first = matched.first else { continue }
                let wrapper = wrappers[first]
                guard let positions = KeyParameterList(parameters: wrapper.parameters)
                        .positions(labels: call.labels, trailingClosures: call.trailingClosures),
                      let argument = positions.firstIndex(of: wrapper.key), var use = call.literals[argument],
                      wrapper.takesFormat || !call.interpolated.contains(argument) else { continue }
                // Texts by the wrapper's parameter index.
                var texts = wrapper.defaults
                for (index, parameter) in positions.enumerated() {
                    if let text = call.texts[index] { texts[parameter] = text }
                }
                guard let table = wrapper.table(arguments: texts) else { continue }
                fill(&use, through: wrapper, texts: texts, table: table)
                let files = Set(matched.map { wrappers[$0].file })
                if files.count == 1 {
                    use.lookupFile = wrapper.file
                } else if let own = matched.first(where: { wrappers[$0].file == use.file }) {
                    use.lookupFile = wrappers[own].file
                } else {
                    // Told once the modules are known; until then, any bundle's table counts.
                    use.lookupFile = ""
                    unboundWrapperUses.append(UnboundWrapperUse(index: strings.count, candidates: matched))
                }
                if use.lookupFile == use.file { use.lookupFile = nil }
                strings.append(use)
            }
        }
    }

    /// A use through a wrapper, its key and location kept.
    package func fill(_ use: inout LocalizedStringUse, through wrapper: LocalizationWrapper, texts: [Int: String], table: String?) {
        use.kind = .wrapper
        use.function = wrapper.name
        use.table = table ?? TableName.localizable
        use.value = wrapper.text(wrapper.value, arguments: texts).flatMap { $0.isEmpty ? nil : $0 }
        use.comment = wrapper.text(wrapper.comment, arguments: texts)
        use.bundle = wrapper.bundle
        use.hidden = nil
        use.fallsBack = wrapper.fallsBack ? true : nil
    }

    /// Binds the uses a wrapper of a name several modules declare made to
    /// the module of the declaration the call reaches: its own module's
    /// (the deepest of `bundleFolders` holding the file), else the one of
    /// the module it imports (`import Kit`, a folder named `Kit`). When that
    /// does not tell one module, the use stays bound to none (any bundle's
    /// table with the key counts) and a note says so.
    public mutating func bindWrapperModules(bundleFolders: [String]) -> [String] {
        defer { unboundWrapperUses = [] }
        guard !unboundWrapperUses.isEmpty else { return [] }
        func module(of file: String) -> String? {
            bundleFolders.filter { BundleLayout.isInside(file, $0) }.max { $0.count < $1.count }
        }
        var unsure: [String: Int] = [:]
        for unbound in unboundWrapperUses where strings.indices.contains(unbound.index) {
            let use = strings[unbound.index]
            let caller = module(of: use.file)
            let own = unbound.candidates.filter { caller != nil && module(of: wrappers[$0].file) == caller }
            let imports = self.imports[use.file] ?? []
            let imported = unbound.candidates.filter { candidate in
                guard let folder = module(of: wrappers[candidate].file) else { return false }
                return imports.contains(String(folder.split(separator: "/").last ?? ""))
            }
            let chosen = !own.isEmpty ? own : imported
            let folders = Set(chosen.map { module(of: wrappers[$0].file) ?? wrappers[$0].file })
            if folders.count == 1, let first = chosen.first {
                strings[unbound.index].lookupFile = wrappers[first].file
            } else {
                unsure[use.function ?? "", default: 0] += 1
            }
        }
        return unsure.keys.sorted().map { name in
            let count = unsure[name] ?? 0
            let modules = Set(wrappers.filter { $0.name == name }.map { module(of: $0.file) ?? $0.file }).count
            return "\(count) call\(count == 1 ? "" : "s") of \(name) may reach any of the \(modules) modules that declare it "
                + "(none in the caller's module or imported by it): each key counts as used, and is looked for in every bundle's table"
        }
    }

    /// A wrapper that looks its key up in a table of its own (`table:
    /// "Root"`) and is called with a key that is not a literal
    /// (`localizedTitle(key: section.title)`) reads that table with run-time keys.
    public mutating func addWrapperRunTimeTables() {
        for wrapper in wrappers where wrapper.key == 0 && runTimeCallees.contains(wrapper.name) {
            if case .fixed(let table)? = wrapper.table, !table.isEmpty { runTimeTables.insert(table) }
        }
    }

    /// The wrappers followed, each with the calls bound to it (a call
    /// whose module could not be told is counted for none).
    public var wrapperSummaries: [WrapperSummary] {
        guard !wrappers.isEmpty else { return [] }
        var calls: [String: Int] = [:]
        for use in strings where use.kind == .wrapper {
            guard let name = use.function else { continue }
            calls[name + "\u{0}" + use.bundleFile, default: 0] += 1
        }
        var seen = Set<String>()
        return wrappers.compactMap { wrapper in
            let identity = wrapper.name + "\u{0}" + wrapper.file
            // Overloads in one file are one wrapper to the user.
            guard seen.insert(identity).inserted else { return nil }
            var summary = WrapperSummary(name: wrapper.name, file: wrapper.file, line: wrapper.line, calls: calls[identity] ?? 0)
            if wrapper.fallsBack { summary.fallsBack = true }
            return summary
        }
    }
}
