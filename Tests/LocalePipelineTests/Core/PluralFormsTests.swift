import Foundation
import Testing
@testable import LocalePipeline
@testable import PipelineCore
@testable import PipelineFormats
@testable import PipelineCode
@testable import PipelineProject
@testable import PipelineLoading
@testable import PipelineChecks
@testable import PipelineOperations
@testable import PipelineOutputs

// A plural entry's texts, one per category the locale uses for counts, with
// a number that category selects in place of the integer placeholder.
struct PluralFormsTests {
    private func entry(_ forms: [PluralCategory: String], format: String = "%#@n@") -> PluralEntry {
        let location = SourceLocation(file: "x")
        return PluralEntry(key: "k", format: format, variables: [PluralVariable(name: "n", valueType: "ld", forms: forms, location: location)], location: location)
    }

    @Test func russianFormsWithNumbersTheirCategoriesSelect() {
        let forms = PluralForms.forms(of: entry([.one: "%ld файл", .few: "%ld файла", .many: "%ld файлов", .other: "%ld файла"]), locale: "ru")
        #expect(forms.map { "\($0.category.rawValue) \($0.text)" } == ["one 21 файл", "few 22 файла", "many 100 файлов", "other 100 файла"])
    }

    @Test func aFormatAroundTheVariableAndAMissingFormFallsBackToOther() {
        let forms = PluralForms.forms(of: entry([.other: "%lld unread"], format: "Inbox: %#@n@"), locale: "en")
        #expect(forms.map(\.text) == ["Inbox: 1 unread", "Inbox: 100 unread"])
        #expect(PluralForms.forms(of: entry([.other: "%d 件"]), locale: "ja").map(\.text) == ["100 件"])
    }
}
