/// Path helpers for messages.

extension String {
    /// The part after the last `/`.
    var lastComponent: String {
        guard let slash = lastIndex(of: "/") else { return self }
        return String(self[index(after: slash)...])
    }

    /// The part before the last `/` (the folder), or "" without one.
    var parentPath: String {
        guard let slash = lastIndex(of: "/") else { return "" }
        return String(self[..<slash])
    }
}
