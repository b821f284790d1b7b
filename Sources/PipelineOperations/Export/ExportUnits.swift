import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject

extension ShortcutExport {
    /// A bundle's export: an app's quick actions and the tables that localize
    /// them, or an extension's own `InfoPlist` (and `AppShortcuts`) table.
    package struct Unit: Sendable {
        /// Components below the output folder: none for a project with one app.
        package var folder: [String]
        package var roots: [LocalizationRoot]
        package var staticItems: [ShortcutItem]
        package var dynamicItems: [DynamicItem]
        package var hasSpec: Bool
        /// The App Shortcut phrases code declares are this app's: its tables
        /// hold phrases, or no app's do and it is the first.
        package var receivesCodePhrases = false
        /// The name its folder takes when it gets one (a target's, a bundle folder's).
        package var name: String?
        /// The target whose files `roots` holds, when the Xcode project says: its membership is the answer, never split.
        package var target: String?
    }

    /// One unit per Info.plist with quick actions, with the items its code
    /// makes; items made in code of no known app join the only app, or form
    /// a unit of their own. Then one unit per other bundle that ships an
    /// `InfoPlist` or `AppShortcuts` table (an extension, a second app of a
    /// project that does not say which is which): each bundle's `Info.plist`
    /// is localized by its own table alone, so one bundle's keys never reach
    /// another's file (an Action extension's `CFBundleDisplayName` would
    /// rename the app).
    package static func units(of project: Project) -> [Unit] {
        let shipped = project.xcodeProjects.flatMap(\.shippedTargets)
        let appTarget = applicationTarget(of: project, shipped: shipped)
        var claimed = Set<String>()
        var units: [Unit] = project.specs.indices.map { index in
            var roots = project.specRoots.indices.contains(index) ? project.specRoots[index].map { project.roots[$0] } : []
            let path = URL(fileURLWithPath: project.specs[index].path).standardizedFileURL.path
            let users = shipped.filter { $0.infoPlists.contains(path) }
            // The Info.plist's own target: only the files it copies.
            if users.count == 1, let user = users.first {
                roots = roots.compactMap { TargetTables.restrict($0, to: user) }
                claimed.insert(user.name)
                return Unit(folder: [], roots: roots, staticItems: project.specs[index].items, dynamicItems: [], hasSpec: true, target: user.name)
            }
            return Unit(folder: [], roots: roots, staticItems: project.specs[index].items, dynamicItems: [], hasSpec: true)
        }
        var orphans: [DynamicItem] = []
        for dynamic in project.dynamicItems {
            if let spec = dynamic.spec, units.indices.contains(spec) {
                units[spec].dynamicItems.append(dynamic)
            } else if units.count == 1 {
                units[0].dynamicItems.append(dynamic)
            } else {
                orphans.append(dynamic)
            }
        }
        let hadSpecs = !units.isEmpty
        if units.isEmpty || !orphans.isEmpty {
            let indices = Set(orphans.flatMap(\.roots)).sorted()
            var unit = Unit(folder: [], roots: units.isEmpty || indices.isEmpty ? project.roots : indices.map { project.roots[$0] },
                            staticItems: [], dynamicItems: orphans, hasSpec: false)
            if !hadSpecs, let appTarget, !claimed.contains(appTarget.name) {
                unit.roots = TargetTables.roots(of: project, target: appTarget)
                unit.target = appTarget.name
                claimed.insert(appTarget.name)
            }
            units.append(unit)
        }
        if let appTarget { claimed.insert(appTarget.name) }
        // Every other target that copies an InfoPlist or AppShortcuts table ships it in its own bundle.
        for target in shipped where !claimed.contains(target.name) {
            let roots = TargetTables.roots(of: project, target: target)
            guard !TargetTables.bundleTableFiles(roots).isEmpty else { continue }
            claimed.insert(target.name)
            units.append(Unit(folder: [], roots: roots, staticItems: [], dynamicItems: [], hasSpec: false, name: target.name, target: target.name))
        }
        units = splitByBundle(units, project: project)
        let holdsPhrases = units.map { unit in unit.roots.contains { root in root.locales.values.contains { $0.tables[AppShortcutTokens.table] != nil } } }
        for index in units.indices { units[index].receivesCodePhrases = holdsPhrases[index] || (index == 0 && !holdsPhrases.contains(true)) }
        return named(units, project: project)
    }

    /// The app's own target, when the Xcode project says which it is.
    private static func applicationTarget(of project: Project, shipped: [XcodeProject.Target]) -> XcodeProject.Target? {
        let apps = project.xcodeProjects.flatMap(\.applications).filter { app in shipped.contains { $0.name == app.name } }
        if let name = project.application?.name.split(separator: "/").last.map(String.init) {
            return apps.first { $0.name == name }
        }
        return apps.count == 1 ? apps.first : nil
    }

    /// Tables no target is known to ship (no Xcode project, or one that does
    /// not name the app), kept in the unit that reads every table: when
    /// several bundle folders hold InfoPlist or AppShortcuts tables, each is
    /// a bundle of its own (two apps' folders, an app and its extension), so
    /// each goes into a unit of its own. The one folder whose Info.plist is
    /// not an extension's stays the app's.
    private static func splitByBundle(_ units: [Unit], project: Project) -> [Unit] {
        var units = units
        guard let index = units.indices.last(where: { !units[$0].hasSpec && units[$0].name == nil }), units[index].target == nil else { return units }
        let claimedElsewhere = Set(units.indices.filter { $0 != index }.flatMap { TargetTables.bundleTableFiles(units[$0].roots) })
        var groups: [(folder: String, files: Set<String>)] = []
        for bundle in project.bundles where bundle.kind == .target {
            let roots = bundle.roots.compactMap { project.roots.indices.contains($0) ? project.roots[$0] : nil }.filter { !$0.folder.hasSuffix(".bundle") }
            let files = TargetTables.bundleTableFiles(roots).subtracting(claimedElsewhere).intersection(TargetTables.bundleTableFiles(units[index].roots))
            if !files.isEmpty { groups.append((bundle.folder, files)) }
        }
        // Tables other units ship are not this unit's.
        units[index].roots = units[index].roots.compactMap { root in TargetTables.filter(root) { !claimedElsewhere.contains($0) } }
        guard groups.count > 1 else { return units }
        let extensions = Set(groups.map(\.folder).filter { folder in
            project.infoPlistKeys[folder].map { !$0.isDisjoint(with: ["NSExtension", "EXAppExtensionAttributes"]) } ?? false
        })
        let apps = groups.filter { !extensions.contains($0.folder) }
        let stays = apps.count == 1 ? apps.first?.folder : nil
        let moved = groups.filter { $0.folder != stays }
        let movedFiles = Set(moved.flatMap(\.files))
        let base = units[index]
        units[index].roots = base.roots.compactMap { root in TargetTables.filter(root) { !movedFiles.contains($0) } }
        for group in moved {
            let roots = base.roots.compactMap { root in TargetTables.filter(root) { group.files.contains($0) } }
            units.append(Unit(folder: [], roots: roots, staticItems: [], dynamicItems: [], hasSpec: false, name: group.folder.lastComponent))
        }
        return units
    }

    /// Folders below the output: none for the one app when it is alone, or
    /// when every other unit is a bundle of its own (it stays where a one-app
    /// export writes, and they go into folders named after them); else a
    /// folder each, named after its Info.plist's folder or its target.
    private static func named(_ units: [Unit], project: Project) -> [Unit] {
        var units = units
        guard units.count > 1 else { return units }
        let primary = units.indices.filter { units[$0].name == nil }
        var used = Set<String>()
        for index in units.indices {
            if primary.count == 1, primary.first == index { continue }
            let base: String
            if let name = units[index].name {
                base = name
            } else {
                base = index < project.specs.count && units[index].hasSpec ? DynamicItems.folder(of: project.specs[index].path).lastComponent : "code"
            }
            var name = OutputFolder.isPlainName(base) && !base.hasSuffix(".lproj") ? base : "app"
            let stem = name
            var suffix = 2
            while used.contains(name.lowercased()) { name = "\(stem)-\(suffix)"; suffix += 1 }
            used.insert(name.lowercased())
            units[index].folder = [name]
        }
        return units
    }
}
