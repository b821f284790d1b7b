import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks
import PipelineOperations

/// Glyphs for the menu drawing: one simple, distinct line drawing per system
/// icon type (`UIApplicationShortcutIconType<Name>`), drawn here in a 24×24
/// box so the report needs no image files or icon fonts. They suggest Apple's
/// glyphs; they do not copy them.
package enum ShortcutIconGlyphs {
    /// SVG elements per icon name (without the `UIApplicationShortcutIconType`
    /// prefix), stroked with the current color unless they say otherwise.
    package static let system: [String: String] = [
        "Compose": #"<path d="M4 20h4L19 9l-4-4L4 16z"/><path d="M13 7l4 4"/>"#,
        "Play": #"<path d="M8 5l11 7-11 7z" fill="currentColor"/>"#,
        "Pause": #"<path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor"/>"#,
        "Add": #"<path d="M12 5v14M5 12h14"/>"#,
        "Location": #"<path d="M20 4L4 11l7 2 2 7z"/>"#,
        "Search": #"<circle cx="10.5" cy="10.5" r="6"/><path d="M15 15l5 5"/>"#,
        "Share": #"<path d="M12 3v12M8 7l4-4 4 4"/><path d="M6 11H5v10h14V11h-1"/>"#,
        "Prohibit": #"<circle cx="12" cy="12" r="8.5"/><path d="M6 6l12 12"/>"#,
        "Contact": #"<circle cx="12" cy="8" r="4"/><path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"/>"#,
        "Home": #"<path d="M3 11l9-8 9 8"/><path d="M5.5 9.5V20h13V9.5"/><path d="M10 20v-6h4v6"/>"#,
        "MarkLocation": #"<path d="M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12z"/><circle cx="12" cy="9" r="2.5"/>"#,
        "Favorite": #"<path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z"/>"#,
        "Love": #"<path d="M12 20s-8-4.9-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 9c0 6.1-8 11-8 11z"/>"#,
        "Cloud": #"<path d="M7 18h10.5a4 4 0 0 0 .3-8A6 6 0 0 0 6.3 11 3.5 3.5 0 0 0 7 18z"/>"#,
        "Invitation": #"<path d="M3 10l9-6 9 6v10H3z"/><path d="M3 10l9 6 9-6"/>"#,
        "Confirmation": #"<circle cx="12" cy="12" r="8.5"/><path d="M8 12.5l2.8 2.8L16 9.5"/>"#,
        "Mail": #"<rect x="3" y="5.5" width="18" height="13" rx="1.5"/><path d="M3.5 6.5l8.5 7 8.5-7"/>"#,
        "Message": #"<path d="M4 5h16v11H10l-5 4v-4H4z"/>"#,
        "Date": #"<rect x="3.5" y="5" width="17" height="15" rx="1.5"/><path d="M3.5 10h17M8 3v4M16 3v4"/>"#,
        "Time": #"<circle cx="12" cy="12" r="8.5"/><path d="M12 7v5l3.5 2.5"/>"#,
        "CapturePhoto": #"<path d="M3 8h4l2-3h6l2 3h4v11H3z"/><circle cx="12" cy="13" r="3.5"/>"#,
        "CaptureVideo": #"<rect x="3" y="7" width="12" height="10" rx="1.5"/><path d="M15 11l6-3.5v9L15 13"/>"#,
        "Task": #"<rect x="4" y="4" width="16" height="16" rx="2"/><path d="M8 9h8M8 13h8M8 17h5"/>"#,
        "TaskCompleted": #"<rect x="4" y="4" width="16" height="16" rx="2"/><path d="M8 12.5l2.8 2.8L16 9.5"/>"#,
        "Alarm": #"<circle cx="12" cy="13" r="7"/><path d="M12 9.5V13l2.5 2M5 3.5L2.5 6M19 3.5L21.5 6"/>"#,
        "Bookmark": #"<path d="M6.5 3h11v18L12 16.5 6.5 21z"/>"#,
        "Shuffle": #"<path d="M3 7h4l10 10h4M3 17h4l3-3M14 10l3-3h4M18 4l3 3-3 3M18 14l3 3-3 3"/>"#,
        "Audio": #"<path d="M4 9h4l5-4v14l-5-4H4z"/><path d="M16 9.5a3.5 3.5 0 0 1 0 5M18.5 7a7 7 0 0 1 0 10"/>"#,
        "Update": #"<path d="M20 12a8 8 0 1 1-2.3-5.7"/><path d="M20 4v5h-5"/>"#,
    ]

    /// For an app's own image (IconFile) or an SF Symbol: a rounded square with a dot.
    package static let generic = #"<rect x="4" y="4" width="16" height="16" rx="4"/><circle cx="12" cy="12" r="3" fill="currentColor"/>"#

    /// The inline SVG for an item's icon, or nil when iOS draws none.
    package static func svg(_ icon: ReportIcon) -> String? {
        let body: String
        switch icon.kind {
        case .system:
            guard let name = icon.name, let glyph = system[name] else { return nil }
            body = glyph
        case .file, .symbol:
            body = generic
        case .none:
            return nil
        }
        let label = icon.name.map { HTMLText.attribute("data-icon", $0) } ?? ""
        return #"<svg class="icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false"\#(label)>"#
            + #"<g fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">"#
            + body + "</g></svg>"
    }
}
