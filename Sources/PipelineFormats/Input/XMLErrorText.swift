import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PipelineCore

/// Words for `XMLParser`'s failures. On Linux, Foundation gives only
/// libxml2's error code (`NSXMLParserErrorDomain error 89`), which means
/// nothing to the person who has to fix the file; on macOS the codes are the
/// same (`XMLParser.ErrorCode` follows libxml2's numbering).
///
/// The codes are libxml2's `xmlParserErrors` (libxml/xmlerror.h), one table
/// for every reader; a test checks it against the header where it is installed.
package enum XMLErrorText {
    /// The reason `parser` failed, in words.
    package static func describe(_ parser: XMLParser) -> String {
        guard let error = parser.parserError as NSError? else { return "not well-formed XML" }
        return describe(code: error.code)
    }

    /// The meaning of one libxml2 parser error code, with the code for a search.
    package static func describe(code: Int) -> String {
        guard let meaning = codes[code]?.meaning else { return "not well-formed XML (libxml2 error \(code))" }
        return "\(meaning) (libxml2 error \(code))"
    }

    /// `xmlParserErrors` 1 to 111, by value: libxml2's name, and what it means.
    package static let codes: [Int: (name: String, meaning: String)] = [
        1: ("XML_ERR_INTERNAL_ERROR", "internal error in the XML parser"),
        2: ("XML_ERR_NO_MEMORY", "out of memory"),
        3: ("XML_ERR_DOCUMENT_START", "the document does not start with an element or declaration"),
        4: ("XML_ERR_DOCUMENT_EMPTY", "the document is empty"),
        5: ("XML_ERR_DOCUMENT_END", "the document ends too early, or has extra content at the end"),
        6: ("XML_ERR_INVALID_HEX_CHARREF", "invalid hexadecimal character reference (&#x...;)"),
        7: ("XML_ERR_INVALID_DEC_CHARREF", "invalid decimal character reference (&#...;)"),
        8: ("XML_ERR_INVALID_CHARREF", "invalid character reference"),
        9: ("XML_ERR_INVALID_CHAR", "a character that XML does not allow"),
        10: ("XML_ERR_CHARREF_AT_EOF", "a character reference at the end of the file"),
        11: ("XML_ERR_CHARREF_IN_PROLOG", "a character reference before the root element"),
        12: ("XML_ERR_CHARREF_IN_EPILOG", "a character reference after the root element"),
        13: ("XML_ERR_CHARREF_IN_DTD", "a character reference in the DTD"),
        14: ("XML_ERR_ENTITYREF_AT_EOF", "an entity reference at the end of the file"),
        15: ("XML_ERR_ENTITYREF_IN_PROLOG", "an entity reference before the root element"),
        16: ("XML_ERR_ENTITYREF_IN_EPILOG", "an entity reference after the root element"),
        17: ("XML_ERR_ENTITYREF_IN_DTD", "an entity reference in the DTD"),
        18: ("XML_ERR_PEREF_AT_EOF", "a parameter entity reference at the end of the file"),
        19: ("XML_ERR_PEREF_IN_PROLOG", "a parameter entity reference before the root element"),
        20: ("XML_ERR_PEREF_IN_EPILOG", "a parameter entity reference after the root element"),
        21: ("XML_ERR_PEREF_IN_INT_SUBSET", "a parameter entity reference in the internal subset"),
        22: ("XML_ERR_ENTITYREF_NO_NAME", "'&' must start an entity such as &amp; or &lt; (no name after '&')"),
        23: ("XML_ERR_ENTITYREF_SEMICOL_MISSING", "an entity reference lacks its ';' (write & as &amp;)"),
        24: ("XML_ERR_PEREF_NO_NAME", "'%' without a parameter entity name"),
        25: ("XML_ERR_PEREF_SEMICOL_MISSING", "a parameter entity reference lacks its ';'"),
        26: ("XML_ERR_UNDECLARED_ENTITY", "an undefined entity (only &amp; &lt; &gt; &quot; &apos; exist)"),
        27: ("XML_WAR_UNDECLARED_ENTITY", "an undefined entity (only &amp; &lt; &gt; &quot; &apos; exist)"),
        28: ("XML_ERR_UNPARSED_ENTITY", "a reference to an unparsed entity"),
        29: ("XML_ERR_ENTITY_IS_EXTERNAL", "a reference to an external entity in an attribute"),
        30: ("XML_ERR_ENTITY_IS_PARAMETER", "a parameter entity used as a general entity"),
        31: ("XML_ERR_UNKNOWN_ENCODING", "an unknown encoding"),
        32: ("XML_ERR_UNSUPPORTED_ENCODING", "an unsupported encoding"),
        33: ("XML_ERR_STRING_NOT_STARTED", "a quoted string was expected"),
        34: ("XML_ERR_STRING_NOT_CLOSED", "a quoted string is not closed"),
        35: ("XML_ERR_NS_DECL_ERROR", "a malformed namespace declaration"),
        36: ("XML_ERR_ENTITY_NOT_STARTED", "an entity value was expected"),
        37: ("XML_ERR_ENTITY_NOT_FINISHED", "an entity value is not closed"),
        38: ("XML_ERR_LT_IN_ATTRIBUTE", "'<' inside an attribute value (write it as &lt;)"),
        39: ("XML_ERR_ATTRIBUTE_NOT_STARTED", "an attribute value must be quoted"),
        40: ("XML_ERR_ATTRIBUTE_NOT_FINISHED", "an attribute value is not closed"),
        41: ("XML_ERR_ATTRIBUTE_WITHOUT_VALUE", "an attribute without a value"),
        42: ("XML_ERR_ATTRIBUTE_REDEFINED", "the same attribute twice on one element"),
        43: ("XML_ERR_LITERAL_NOT_STARTED", "a quoted literal was expected"),
        44: ("XML_ERR_LITERAL_NOT_FINISHED", "a quoted literal is not closed"),
        45: ("XML_ERR_COMMENT_NOT_FINISHED", "a comment is not closed (no '-->')"),
        46: ("XML_ERR_PI_NOT_STARTED", "a processing instruction was expected"),
        47: ("XML_ERR_PI_NOT_FINISHED", "a processing instruction is not closed (no '?>')"),
        48: ("XML_ERR_NOTATION_NOT_STARTED", "a notation declaration was expected"),
        49: ("XML_ERR_NOTATION_NOT_FINISHED", "a notation declaration is not closed"),
        50: ("XML_ERR_ATTLIST_NOT_STARTED", "an attribute-list declaration was expected"),
        51: ("XML_ERR_ATTLIST_NOT_FINISHED", "an attribute-list declaration is not closed"),
        52: ("XML_ERR_MIXED_NOT_STARTED", "a mixed content declaration was expected"),
        53: ("XML_ERR_MIXED_NOT_FINISHED", "a mixed content declaration is not closed"),
        54: ("XML_ERR_ELEMCONTENT_NOT_STARTED", "an element content declaration was expected"),
        55: ("XML_ERR_ELEMCONTENT_NOT_FINISHED", "an element content declaration is not closed"),
        56: ("XML_ERR_XMLDECL_NOT_STARTED", "an XML declaration was expected"),
        57: ("XML_ERR_XMLDECL_NOT_FINISHED", "the XML declaration is not closed (no '?>')"),
        58: ("XML_ERR_CONDSEC_NOT_STARTED", "a conditional section was expected"),
        59: ("XML_ERR_CONDSEC_NOT_FINISHED", "a conditional section is not closed"),
        60: ("XML_ERR_EXT_SUBSET_NOT_FINISHED", "the external DTD subset is not closed"),
        61: ("XML_ERR_DOCTYPE_NOT_FINISHED", "the DOCTYPE is not closed"),
        62: ("XML_ERR_MISPLACED_CDATA_END", "']]>' outside a CDATA section"),
        63: ("XML_ERR_CDATA_NOT_FINISHED", "a CDATA section is not closed (no ']]>')"),
        64: ("XML_ERR_RESERVED_XML_NAME", "a name starting with 'xml' is reserved (an XML declaration not at the very start?)"),
        65: ("XML_ERR_SPACE_REQUIRED", "white space is required here"),
        66: ("XML_ERR_SEPARATOR_REQUIRED", "a separator is required here"),
        67: ("XML_ERR_NMTOKEN_REQUIRED", "a name token is required here"),
        68: ("XML_ERR_NAME_REQUIRED", "a name is required here (a tag or entity without a valid name)"),
        69: ("XML_ERR_PCDATA_REQUIRED", "PCDATA is required here"),
        70: ("XML_ERR_URI_REQUIRED", "a URI is required here"),
        71: ("XML_ERR_PUBID_REQUIRED", "a public identifier is required here"),
        72: ("XML_ERR_LT_REQUIRED", "'<' is required here"),
        73: ("XML_ERR_GT_REQUIRED", "'>' is required here (a tag is not closed)"),
        74: ("XML_ERR_LTSLASH_REQUIRED", "'</' is required here (an element is not closed)"),
        75: ("XML_ERR_EQUAL_REQUIRED", "'=' is required after an attribute name"),
        76: ("XML_ERR_TAG_NAME_MISMATCH", "an end tag does not match its start tag"),
        77: ("XML_ERR_TAG_NOT_FINISHED", "an element is not closed before the end of the file"),
        78: ("XML_ERR_STANDALONE_VALUE", "standalone must be 'yes' or 'no'"),
        79: ("XML_ERR_ENCODING_NAME", "a malformed encoding name in the XML declaration"),
        80: ("XML_ERR_HYPHEN_IN_COMMENT", "'--' inside a comment"),
        81: ("XML_ERR_INVALID_ENCODING", "bytes that are not valid in the document's encoding"),
        82: ("XML_ERR_EXT_ENTITY_STANDALONE", "an external entity in a standalone document"),
        83: ("XML_ERR_CONDSEC_INVALID", "an invalid conditional section"),
        84: ("XML_ERR_VALUE_REQUIRED", "a value is required here"),
        85: ("XML_ERR_NOT_WELL_BALANCED", "the elements are not well balanced"),
        86: ("XML_ERR_EXTRA_CONTENT", "extra content after the root element"),
        87: ("XML_ERR_ENTITY_CHAR_ERROR", "an invalid character in an entity"),
        88: ("XML_ERR_ENTITY_PE_INTERNAL", "a parameter entity reference inside a declaration"),
        89: ("XML_ERR_ENTITY_LOOP", "an entity refers to itself, or expands too much"),
        90: ("XML_ERR_ENTITY_BOUNDARY", "an entity does not hold whole elements"),
        91: ("XML_ERR_INVALID_URI", "an invalid URI"),
        92: ("XML_ERR_URI_FRAGMENT", "a URI with a fragment (#...) where none is allowed"),
        93: ("XML_WAR_CATALOG_PI", "a malformed oasis-xml-catalog processing instruction"),
        94: ("XML_ERR_NO_DTD", "no DTD was found"),
        95: ("XML_ERR_CONDSEC_INVALID_KEYWORD", "an invalid keyword in a conditional section"),
        96: ("XML_ERR_VERSION_MISSING", "the XML declaration lacks its version"),
        97: ("XML_WAR_UNKNOWN_VERSION", "an unknown XML version"),
        98: ("XML_WAR_LANG_VALUE", "a malformed xml:lang value"),
        99: ("XML_WAR_NS_URI", "a malformed namespace URI"),
        100: ("XML_WAR_NS_URI_RELATIVE", "a relative namespace URI"),
        101: ("XML_ERR_MISSING_ENCODING", "the text declaration lacks its encoding"),
        102: ("XML_WAR_SPACE_VALUE", "xml:space must be 'default' or 'preserve'"),
        103: ("XML_ERR_NOT_STANDALONE", "the document is not standalone"),
        104: ("XML_ERR_ENTITY_PROCESSING", "an error while processing an entity"),
        105: ("XML_ERR_NOTATION_PROCESSING", "an error while processing a notation"),
        106: ("XML_WAR_NS_COLUMN", "a namespace name with a colon"),
        107: ("XML_WAR_ENTITY_REDEFINED", "an entity defined twice"),
        108: ("XML_ERR_UNKNOWN_VERSION", "an unsupported XML version"),
        109: ("XML_ERR_VERSION_MISMATCH", "the XML version of an entity differs from the document's"),
        110: ("XML_ERR_NAME_TOO_LONG", "a name longer than the parser allows"),
        111: ("XML_ERR_USER_STOP", "the parse was stopped"),
    ]
}

/// Words for `PropertyListSerialization`'s failures.
package enum PlistErrorText {
    /// Foundation tries every plist format in turn and reports the last
    /// attempt: a damaged binary plist comes back as the old-style parser's
    /// "Unexpected character b at line 1" (the b of `bplist`), and an
    /// old-style one's real error hides under `kCFPropertyListOldStyleParsingError`.
    package static func describe(_ error: Error) -> String {
        let ns = error as NSError
        if let oldStyle = ns.userInfo["kCFPropertyListOldStyleParsingError"] as? NSError,
           let detail = oldStyle.userInfo["NSDebugDescription"] as? String,
           let outer = ns.userInfo["NSDebugDescription"] as? String, outer.hasPrefix("Unexpected character") {
            return detail
        }
        if let detail = ns.userInfo["NSDebugDescription"] as? String { return detail }
        return ns.localizedDescription
    }

    /// A file that starts as a binary plist (`bplist00`) but cannot be read as one.
    package static func damagedBinary(_ error: Error, what: String) -> String {
        let detail = describe(error)
        let useful = detail.hasPrefix("Unexpected character") || detail.isEmpty ? "" : " (\(detail))"
        return "a damaged binary property list\(useful): it starts as one (bplist) but its contents cannot be read; "
            + "restore the \(what) from version control, or check it with plutil -lint"
    }
}
