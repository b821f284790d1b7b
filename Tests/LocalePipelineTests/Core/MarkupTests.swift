import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
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

/// The one XML/HTML escaper, in each style its users need, read back by a real XML parser.
struct MarkupTests {
    static let awkward = "a & b < c > d \"q\" 'a'\tt\nn\r\u{7}\u{85}\u{FFFE}é😀"

    @Test func eachStyle() {
        #expect(Markup.escape("<&>\"'\r", Markup.Style(quote: false)) == "&lt;&amp;&gt;\"'&#13;")
        #expect(Markup.escape("\"'\t\n", Markup.Style(quote: true, apostrophe: "&apos;", breaksAsReferences: true)) == "&quot;&apos;&#9;&#10;")
        #expect(HTMLText.escape("'\u{7}\u{85}\t") == "&#39;␇⟨U+0085⟩\t")
        #expect(XML.escape("a\u{7}b\u{FFFE}c\r") == "abc&#13;")
        #expect(XLIFFWriter.text("a\u{7}b") == "a<ph id=\"ctrl1\" ctype=\"x-ctrl\">U+0007</ph>b")
    }

    /// The HTML escaper's fast test lets through exactly the characters it
    /// would keep: every scalar below U+0300, alone between letters.
    @Test func htmlFastPathMissesNothing() {
        for value in UInt32(0)..<0x300 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(Character(scalar)) + "b"
            let changes = (value < 0x20 && value != 0x09 && value != 0x0A) || (0x7F...0x9F).contains(value) || "&<>\"'".unicodeScalars.contains(scalar)
            #expect((HTMLText.escape(text) != text) == changes, "U+\(String(value, radix: 16))")
        }
    }

    @Test func attributesReadBackAsWritten() throws {
        // What a parser gives back for an attribute written by the JUnit escaper.
        let value = "a & b < c > d \"q\" 'a'\tt\nn\rz é😀"
        let document = try XMLDocument(xmlString: "<r v=\"\(XML.escape(value))\"/>")
        #expect(document.rootElement()?.attribute(forName: "v")?.stringValue == value)
    }
}
