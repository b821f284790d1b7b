import PipelineCore
import PipelineFormats

/// Which bundles' tables a localization call in code reads.
///
/// A source file belongs to the deepest bundle whose folder holds it. A call
/// reads that bundle when the bundle it names is that one: `.module` in a
/// package target, `.main` (or none) in an app or extension target, any
/// other expression (`Bundle(for: X.self)`) in its own bundle. `.main` in a
/// package target means the app that links it. When the bundle cannot be
/// told, or the one told has no table of that name (a file compiled into
/// several targets), the call reads every bundle that has the table: the key
/// is present if any of them has it.
public struct CodePlacement: Sendable {
    public let bundles: [LocalizationBundle]
    /// Per bundle: table names any of its roots has, in any locale.
    private let tableNames: [Set<String>]
    /// Bundles that localize an Info.plist with quick actions: the app, most
    /// likely, when a package's `.main` must be told among several targets.
    private let appBundles: Set<Int>

    public init(project: Project) {
        bundles = project.bundles
        tableNames = project.bundles.map { bundle in
            var names = Set<String>()
            for rootIndex in bundle.roots where project.roots.indices.contains(rootIndex) {
                for tables in project.roots[rootIndex].locales.values {
                    names.formUnion(tables.tables.keys)
                    names.formUnion(tables.plurals.keys)
                }
            }
            return names
        }
        let specRoots = Set(project.specRoots.flatMap { $0 })
        appBundles = Set(project.bundles.indices.filter { !specRoots.isDisjoint(with: project.bundles[$0].roots) })
    }

    /// The deepest bundle whose folder holds `file`.
    public func owner(of file: String) -> Int? {
        var best: Int?
        for (index, bundle) in bundles.enumerated() where BundleLayout.isInside(file, bundle.folder) {
            if best.map({ bundles[$0].folder.count < bundle.folder.count }) ?? true { best = index }
        }
        return best
    }

    /// The bundles (indices into `bundles`) whose `table` a call reads; empty
    /// when no bundle has the table (a table nobody wrote is not ours to demand).
    public func bundles(owner: Int?, naming bundle: CodeBundle, table: String) -> [Int] {
        if let own = decided(owner: owner, naming: bundle), tableNames[own].contains(table) { return [own] }
        let having = bundles.indices.filter { tableNames[$0].contains(table) }
        if case .main = bundle, let owner, bundles[owner].kind == .package {
            // A package's `.main` is an app's: its targets, when one has the table.
            // The app's first: a message names the first bundle's table.
            let targets = having.filter { bundles[$0].kind == .target }
            if !targets.isEmpty { return targets.filter(appBundles.contains) + targets.filter { !appBundles.contains($0) } }
        }
        return having
    }

    /// Where a call's table would be when no bundle has it: its own bundle as
    /// the call names it, else the app's. The table's absence is itself the
    /// finding (`table: "Feed"` that no bundle has; `AppShortcuts`, which
    /// the system names: phrases are translated there or not at all).
    /// A file no target's folder holds (an intents folder the app target
    /// compiles) reads the app's bundles, or else every target's that has
    /// tables, those with a `Localizable` table first: most likely the app,
    /// not an extension with only its `InfoPlist` table.
    public func home(owner: Int?, naming bundle: CodeBundle) -> [Int] {
        if let own = decided(owner: owner, naming: bundle), !bundles[own].roots.isEmpty { return [own] }
        if !appBundles.isEmpty { return appBundles.sorted() }
        let targets = bundles.indices.filter { bundles[$0].kind == .target && !bundles[$0].roots.isEmpty }
        return targets.filter { tableNames[$0].contains(TableName.localizable) } + targets.filter { !tableNames[$0].contains(TableName.localizable) }
    }

    /// The roots those bundles ship, in bundle order.
    public func roots(of bundleIndices: [Int]) -> [Int] {
        var roots: [Int] = []
        for index in bundleIndices { for root in bundles[index].roots where !roots.contains(root) { roots.append(root) } }
        return roots
    }

    private func decided(owner: Int?, naming bundle: CodeBundle) -> Int? {
        guard let owner else { return nil }
        switch bundle {
        case .module: return bundles[owner].kind == .package ? owner : nil
        case .main: return bundles[owner].kind == .target ? owner : nil
        case .other: return owner
        }
    }
}
