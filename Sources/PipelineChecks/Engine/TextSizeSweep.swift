import PipelineCore
import PipelineFormats
import PipelineProject

/// For `check --text-sizes`: for each title and subtitle a locale shows, the
/// smallest Dynamic Type size at which it no longer fits its box, measured
/// with the font engine at each size's points (the box's width stays: the
/// menu does not widen with the text).
public struct TextSizeLimit: Sendable, Equatable, Codable {
    public var locale: String
    public var key: String
    public var field: String
    public var text: String
    public var file: String?
    public var line: Int?
    /// The first of the sizes asked for at which the text is cut, and its
    /// points; nil when it fits at every one.
    public var cutFrom: String?
    public var points: Double?
}

public enum TextSizeSweep {
    public static func limits(_ resolution: ProjectResolution, sizes: [DynamicTypeSize]) -> [TextSizeLimit] {
        let project = resolution.project
        let ordered = DynamicTypeSize.allCases.filter(sizes.contains)
        return resolution.shortcutTexts.map { text in
            var limit = TextSizeLimit(locale: text.locale, key: text.item.displayKey, field: text.field.rawValue, text: text.text,
                                      file: text.location.file, line: text.location.line)
            for size in ordered {
                var rules = project.layout
                rules.textSize = size
                let box = rules.box(for: text)
                if !project.measurer.fit(text.text, locale: text.locale, box: box).fits {
                    limit.cutFrom = size.rawValue
                    limit.points = box.size
                    break
                }
            }
            return limit
        }.sorted { ($0.locale, $0.key, $0.field) < ($1.locale, $1.key, $1.field) }
    }
}

extension CheckResults {
    /// Adds what `--text-sizes` reports: where each Dynamic Type size first cuts a title.
    public mutating func measureTextSizes(_ sizes: [DynamicTypeSize]) {
        summary.textSizes = TextSizeSweep.limits(resolution, sizes: sizes)
    }
}
