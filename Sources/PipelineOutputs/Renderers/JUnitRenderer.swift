import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks
import PipelineOperations

/// JUnit XML for CI dashboards: one test suite per locale and one test case
/// per string or quick action; a finding is a failure of its case.
public struct JUnitRenderer: Sendable {
    public var displayPath: @Sendable (String) -> String

    public init(displayPath: @escaping @Sendable (String) -> String = { $0 }) {
        self.displayPath = displayPath
    }

    package struct Case {
        package var name: String
        package var classname: String
        package var failures: [Diagnostic] = []
    }

    public func render(_ diagnostics: [Diagnostic], resolution context: ProjectResolution) -> String {
        var suites: [(name: String, cases: [Case])] = []
        let project = context.project
        let summary = RunSummary(project: project, diagnostics: diagnostics)
        var byLocale: [String: [Diagnostic]] = [:]
        var general: [Diagnostic] = []
        for diagnostic in diagnostics {
            if let locale = diagnostic.locale { byLocale[locale, default: []].append(diagnostic) } else { general.append(diagnostic) }
        }

        for locale in summary.orderedLocales {
            // Every key the locale should have: the base tables' and its own.
            var cases: [String: Case] = [:]
            var order: [String] = []
            func add(_ table: String, _ key: String) {
                let id = "\(table)/\(key)"
                if cases[id] == nil {
                    cases[id] = Case(name: id, classname: "\(locale).\(table)")
                    order.append(id)
                }
            }
            for root in project.roots {
                for tables in [context.baseTables(root), root.locales[locale]].compactMap({ $0 }) {
                    for (name, file) in tables.tables.sorted(by: { $0.key < $1.key }) {
                        for entry in file.entries { add(name, entry.key) }
                    }
                }
            }
            for diagnostic in byLocale[locale] ?? [] {
                let id = "\(diagnostic.table ?? "-")/\(diagnostic.key ?? diagnostic.code)"
                add(diagnostic.table ?? "-", diagnostic.key ?? diagnostic.code)
                cases[id]?.failures.append(diagnostic)
            }
            suites.append((locale, order.compactMap { cases[$0] }))
        }

        // Item-level findings: one case per quick action.
        var itemCases: [String: Case] = [:]
        var itemOrder: [String] = []
        for group in context.shortcutGroups {
            for item in group.items where itemCases[item.displayKey] == nil {
                itemCases[item.displayKey] = Case(name: item.displayKey, classname: "quick-actions")
                itemOrder.append(item.displayKey)
            }
        }
        for diagnostic in general {
            let name = diagnostic.key ?? diagnostic.code
            if itemCases[name] == nil {
                itemCases[name] = Case(name: name, classname: "quick-actions")
                itemOrder.append(name)
            }
            itemCases[name]?.failures.append(diagnostic)
        }
        if !itemOrder.isEmpty { suites.append(("quick-actions", itemOrder.compactMap { itemCases[$0] })) }

        let totalCases = suites.reduce(0) { $0 + $1.cases.count }
        let totalFailures = suites.reduce(0) { $0 + $1.cases.filter { !$0.failures.isEmpty }.count }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(ToolInfo.name)\" tests=\"\(totalCases)\" failures=\"\(totalFailures)\">\n"
        for suite in suites {
            let failures = suite.cases.filter { !$0.failures.isEmpty }.count
            xml += "  <testsuite name=\"\(XML.escape(suite.name))\" tests=\"\(suite.cases.count)\" failures=\"\(failures)\">\n"
            for testCase in suite.cases {
                let head = "    <testcase name=\"\(XML.escape(testCase.name))\" classname=\"\(XML.escape(testCase.classname))\""
                if testCase.failures.isEmpty {
                    xml += head + "/>\n"
                    continue
                }
                xml += head + ">\n"
                for failure in testCase.failures {
                    let place = failure.location.map { $0.with(file: displayPath($0.file)).description } ?? ""
                    // Control characters shown, not dropped (XML cannot carry most of them).
                    let message = TerminalText.escape(failure.message)
                    xml += "      <failure type=\"\(XML.escape(failure.code))\" message=\"\(XML.escape(message))\">"
                    xml += XML.escape("\(place)\(place.isEmpty ? "" : ": ")\(failure.severity.rawValue): \(message) [\(failure.code)]")
                    xml += "</failure>\n"
                }
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }
}

extension SourceLocation {
    package func with(file: String) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }
}

/// Escaping for JUnit's text and attribute values: characters XML 1.0
/// cannot carry are dropped (a CI dashboard would refuse the whole file).
package enum XML {
    package static func escape(_ text: String) -> String {
        Markup.escape(text, Markup.Style(quote: true, apostrophe: "&apos;", breaksAsReferences: true)) { scalar in
            Markup.isXMLCharacter(scalar) ? nil : ""
        }
    }
}
