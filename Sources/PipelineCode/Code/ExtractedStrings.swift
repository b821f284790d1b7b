import PipelineCore
import PipelineFormats

/// Every localized string of an app: those used in code, and the titles and
/// subtitles of its Info.plist quick actions (keys of InfoPlist.strings).
public enum ExtractedStrings {
    public static func collect(_ project: Project) -> [LocalizedStringUse] {
        var all: [LocalizedStringUse] = []
        for spec in project.specs {
            for item in spec.items {
                for (field, key, kind) in [(ShortcutKey.title, item.title, LocalizedStringUse.Kind.shortcutTitle),
                                           (ShortcutKey.subtitle, item.subtitle, .shortcutSubtitle)] {
                    guard let key, !key.isEmpty else { continue }
                    let place = item.location(of: field)
                    all.append(LocalizedStringUse(key: key, table: TableName.infoPlist, value: key,
                                                  comment: "Quick action \(kind == .shortcutTitle ? "title" : "subtitle") (\(item.displayKey))",
                                                  kind: kind, file: place.file, line: place.line ?? 1, column: place.column ?? 1))
                }
            }
        }
        all += project.code?.strings ?? []
        return all.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    }
}
