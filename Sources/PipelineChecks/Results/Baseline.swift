import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject

/// Findings a team has accepted for now, so that adopting the tool on a big
/// app fails only on new problems. Matched by code, locale, key and table,
/// not by line, so edits that move an entry do not resurface it.
public struct Baseline: Sendable, Equatable, Codable {
    public struct Entry: Sendable, Hashable, Codable, Comparable {
        public var code: String
        public var locale: String?
        public var key: String?
        public var table: String?

        package init(_ diagnostic: Diagnostic) {
            code = diagnostic.code
            locale = diagnostic.locale
            key = diagnostic.key
            table = diagnostic.table
        }

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.code, a.locale ?? "", a.table ?? "", a.key ?? "") < (b.code, b.locale ?? "", b.table ?? "", b.key ?? "")
        }
    }

    public var version = 1
    public var findings: [Entry]

    public init(_ diagnostics: [Diagnostic]) {
        findings = diagnostics.map(Entry.init).sorted()
    }

    /// The diagnostics the baseline does not cover. Each recorded finding
    /// hides one matching diagnostic, so a second copy of a problem shows.
    public func filter(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var remaining: [Entry: Int] = [:]
        for entry in findings { remaining[entry, default: 0] += 1 }
        return diagnostics.filter { diagnostic in
            let entry = Entry(diagnostic)
            guard let count = remaining[entry], count > 0 else { return true }
            remaining[entry] = count - 1
            return false
        }
    }

    /// The baseline at `path`, a file the user named (`--baseline`).
    public static func read(path: String) throws(InputError) -> Baseline {
        let data = try InputFile.read(path, kind: "a baseline file", scope: .named)
        do {
            return try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw InputError("not a baseline file (expected {\"version\": 1, \"findings\": [...]}): \(error)", file: path, line: 1, column: 1)
        }
    }

    public func write(path: String) throws(InputError) {
        let text: String
        do {
            text = try StableJSON.encode(self)
        } catch {
            throw InputError("cannot encode baseline: \(error)", file: path)
        }
        try AtomicFile.write(Data(text.utf8), to: path)
    }
}
