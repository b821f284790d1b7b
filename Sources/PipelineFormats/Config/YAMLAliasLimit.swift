// libyaml's event parser, which Yams wraps: Yams has no public way to look
// at events before it composes a document.
import CYaml
import PipelineCore

/// Refuses YAML whose aliases expand into more values than a settings file
/// could ever hold, before Yams composes it.
///
/// Each alias stands for a copy of its anchored node, so a few hundred bytes
/// of nested aliases describe billions of values; Yams composes them cheaply
/// but then hashes every mapping key to find duplicates, which walks the
/// whole expansion (a 348-byte `l10n.yml` took a minute). One pass over
/// libyaml's events counts what each anchor expands to, in linear time, and
/// stops at the limit.
package enum YAMLAliasLimit {
    /// Values (scalars, sequences, mappings) a document may expand to; an
    /// `l10n.yml` has a few dozen.
    package static let maximumValues = 10_000

    package static func check(_ text: String, path: String) throws(InputError) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(text.utf8)
        let failure: InputError? = bytes.withUnsafeMutableBufferPointer { buffer -> InputError? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            // What each anchor's node expands to, and the values of the document so far.
            var sizes: [String: Int] = [:]
            var total = 0
            var aliases = 0
            // Open collections: their anchor and `total` where they started.
            var open: [(anchor: String?, start: Int)] = []
            while true {
                var event = yaml_event_t()
                // A syntax error is Yams's to report, with its words.
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return nil
                case YAML_SCALAR_EVENT:
                    total += 1
                    if let anchor = string(event.data.scalar.anchor) { sizes[anchor] = 1 }
                case YAML_ALIAS_EVENT:
                    aliases += 1
                    total += string(event.data.alias.anchor).flatMap { sizes[$0] } ?? 1
                case YAML_SEQUENCE_START_EVENT:
                    open.append((string(event.data.sequence_start.anchor), total))
                    total += 1
                case YAML_MAPPING_START_EVENT:
                    open.append((string(event.data.mapping_start.anchor), total))
                    total += 1
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    if let collection = open.popLast(), let anchor = collection.anchor { sizes[anchor] = total - collection.start }
                default:
                    break
                }
                // Only aliases make a small file large: a long list written out is fine.
                if aliases > 0, total > maximumValues {
                    let mark = event.start_mark
                    return InputError("aliases (*name) expand this file to more than \(maximumValues) values; "
                                      + "a settings file needs few or none: write the settings out",
                                      file: path, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
                }
            }
        }
        if let failure { throw failure }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }
}
