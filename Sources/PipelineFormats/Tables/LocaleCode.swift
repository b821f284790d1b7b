import PipelineCore

/// Locale codes that may name an output folder (`<code>.lproj`).
///
/// A code becomes part of a path the tool writes to, so anything that is not
/// a well-formed BCP 47 tag (RFC 5646, syntax only) is refused: `../../etc`,
/// `de/../x`, the empty string, spaces, NUL. `_` is accepted as a separator
/// too, as legacy `zh_CN.lproj` folders use it.
public enum LocaleCode {
    /// Whether `code` is a well-formed language tag: language (2–8 letters),
    /// then optional extlangs, script (4 letters), region (2 letters or 3
    /// digits), variants, extensions and a private use part, in that order.
    public static func isValid(_ code: String) -> Bool {
        guard !code.isEmpty, code.utf8.count <= 128, code.utf8.allSatisfy({ isAlphanumeric($0) || $0 == dash || $0 == underscore }) else {
            return false
        }
        let subtags = code.utf8.split(separator: dash, omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: underscore, omittingEmptySubsequences: false) }
            .map { Array($0) }
        guard !subtags.contains(where: \.isEmpty) else { return false }
        // A private use tag on its own: `x-whatever`.
        if isSingleton(subtags[0], x: true) { return privateUse(subtags[1...]) }

        var rest = subtags[...]
        guard let language = rest.popFirst(), (2...8).contains(language.count), language.allSatisfy(isLetter) else { return false }
        if language.count <= 3 {
            var extlangs = 0
            while let next = rest.first, next.count == 3, next.allSatisfy(isLetter), extlangs < 3 {
                rest.removeFirst()
                extlangs += 1
            }
        }
        if let next = rest.first, next.count == 4, next.allSatisfy(isLetter) { rest.removeFirst() }
        if let next = rest.first, (next.count == 2 && next.allSatisfy(isLetter)) || (next.count == 3 && next.allSatisfy(isDigit)) {
            rest.removeFirst()
        }
        while let next = rest.first, isVariant(next) { rest.removeFirst() }
        while let next = rest.first, isSingleton(next, x: false) {
            rest.removeFirst()
            var parts = 0
            while let part = rest.first, (2...8).contains(part.count) { rest.removeFirst(); parts += 1 }
            guard parts > 0 else { return false }
        }
        if let next = rest.first, isSingleton(next, x: true) {
            rest.removeFirst()
            return privateUse(rest)
        }
        return rest.isEmpty
    }

    /// Throws unless `code` is a well-formed tag; `what` says where it came from.
    public static func validate(_ code: String, what: String = "locale") throws(InputError) {
        guard isValid(code) else {
            throw InputError("\(what) \"\(code.debugDescription.dropFirst().dropLast())\" is not a locale code (a BCP 47 tag such as de, pt-BR or zh-Hans); refusing to write a folder for it")
        }
    }

    private static let dash = UInt8(ascii: "-"), underscore = UInt8(ascii: "_")

    private static func privateUse(_ parts: ArraySlice<[UInt8]>) -> Bool {
        !parts.isEmpty && parts.allSatisfy { (1...8).contains($0.count) }
    }

    private static func isVariant(_ subtag: [UInt8]) -> Bool {
        (5...8).contains(subtag.count) || (subtag.count == 4 && isDigit(subtag[0]))
    }

    private static func isSingleton(_ subtag: [UInt8], x: Bool) -> Bool {
        guard subtag.count == 1 else { return false }
        let isX = subtag[0] == UInt8(ascii: "x") || subtag[0] == UInt8(ascii: "X")
        return x ? isX : !isX
    }

    private static func isLetter(_ c: UInt8) -> Bool { (0x41...0x5A).contains(c) || (0x61...0x7A).contains(c) }
    private static func isDigit(_ c: UInt8) -> Bool { (0x30...0x39).contains(c) }
    private static func isAlphanumeric(_ c: UInt8) -> Bool { isLetter(c) || isDigit(c) }
}
