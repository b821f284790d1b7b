import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import LocalePipeline

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

    @Test func attributesReadBackAsWritten() throws {
        // What a parser gives back for an attribute written by the JUnit escaper.
        let value = "a & b < c > d \"q\" 'a'\tt\nn\rz é😀"
        let document = try XMLDocument(xmlString: "<r v=\"\(XML.escape(value))\"/>")
        #expect(document.rootElement()?.attribute(forName: "v")?.stringValue == value)
    }
}
