import Foundation

/// Path and text helpers for messages.

extension String {
    /// The part after the last `/`.
    package var lastComponent: String {
        guard let slash = lastIndex(of: "/") else { return self }
        return String(self[index(after: slash)...])
    }

    /// The part before the last `/` (the folder), or "" without one.
    package var parentPath: String {
        guard let slash = lastIndex(of: "/") else { return "" }
        return String(self[..<slash])
    }
}

/// Paths as project files name them.
package enum ProjectPaths {
    /// `path` below `folder` (or itself when absolute), standardized: how
    /// both project formats name files.
    package static func join(_ folder: String, _ path: String) -> String {
        if path.isEmpty { return folder }
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL.path }
        return URL(fileURLWithPath: folder).appendingPathComponent(path).standardizedFileURL.path
    }
}

extension String {
    /// Characters of a text a message shows at most: a translation of
    /// megabytes (160,000 `${…}` tokens, issue 50) is named by its start.
    package static let messageTextLimit = 200

    /// Line breaks and tabs made visible, so a message stays on one line (a
    /// crafted value cannot forge a line of output), and a long text cut
    /// after `messageTextLimit` characters with `…`. The one way a message
    /// shows a value or a path.
    package var escapedForMessage: String {
        var text = self[...]
        if let end = index(startIndex, offsetBy: Self.messageTextLimit, limitedBy: endIndex), end < endIndex {
            text = self[..<end]
        }
        // Most texts have nothing to escape: no call into Foundation for them.
        let escaped = !text.utf8.contains(where: { $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }) ? String(text)
            : text.replacingOccurrences(of: "\r\n", with: "\\r\\n").replacingOccurrences(of: "\n", with: "\\n")
                .replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\t", with: "\\t")
        return text.endIndex < endIndex ? escaped + "…" : escaped
    }
}
