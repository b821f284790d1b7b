import CICU

/// A measured text's graphemes in points, from shaping: the text split into
/// runs by font, script and bidi level, each run shaped with HarfBuzz in its
/// font, and each glyph's advance given to the grapheme it belongs to.
/// Kerning, ligatures, marks and Arabic joining are in the widths because
/// the runs are shaped whole, not summed from isolated characters.
package struct ShapedText {
    /// Width of each grapheme of the measured text, in points.
    package var widths: [Double]
    /// The faces used, the primary first, in the order first used.
    package var fonts: [FontFile]
    private let measured: MeasuredText
    private let units: [UInt16]
    private let faceOf: [FontFace]
    private let scriptOf: [UInt32]
    private let levels: [UInt8]
    private let size: Double
    /// 1 at each unit a line may not end before without reshaping.
    private let unsafe: [UInt8]

    package init(_ measured: MeasuredText, engine: FontEngine, size: Double) {
        let graphemes = measured.graphemes
        let units = MeasuredText.utf16Units(measured.text)
        let primary = engine.primaryFace(size: size)
        let language = FontLanguage.fontconfigTag(for: measured.locale)
        var faceOf: [FontFace] = []
        var scriptOf: [UInt32] = []
        faceOf.reserveCapacity(graphemes.count)
        scriptOf.reserveCapacity(graphemes.count)
        let rightToLeftLocale = WritingDirection(locale: measured.locale) == .rightToLeft
        var needsBidi = rightToLeftLocale
        units.withUnsafeBufferPointer { units in
            for grapheme in graphemes {
                let cluster = UTF16Scalars(units: UnsafeBufferPointer(rebasing: units[grapheme.start..<grapheme.end]))
                let (face, script) = ShapedText.font(for: cluster, primary: primary, engine: engine, language: language)
                faceOf.append(face)
                scriptOf.append(script)
                if !needsBidi, units[grapheme.start] >= 0x0590 { needsBidi = ShapedText.mayBeRightToLeft(cluster) }
            }
        }
        ShapedText.resolveCommonScripts(&scriptOf)
        var levels: [UInt8] = []
        if needsBidi && !units.isEmpty {
            levels = [UInt8](repeating: 0, count: units.count)
            let rtl: Int32 = rightToLeftLocale ? 1 : 0
            if cicu_bidi_levels(units, Int32(units.count), rtl, &levels) != 0 { levels = [] }
        }

        var advances = [Double](repeating: 0, count: units.count)
        var unsafe = [UInt8](repeating: 0, count: units.count)
        var fonts: [FontFile] = [primary.file]
        units.withUnsafeBufferPointer { text in
            advances.withUnsafeMutableBufferPointer { advances in
                unsafe.withUnsafeMutableBufferPointer { unsafe in
                    var runStart = 0
                    for g in 0..<graphemes.count {
                        let level = levels.isEmpty ? 0 : levels[graphemes[g].start]
                        let next = g + 1
                        let ends = next == graphemes.count || faceOf[next] !== faceOf[g] || scriptOf[next] != scriptOf[g]
                            || (!levels.isEmpty && levels[graphemes[next].start] != level)
                        guard ends else { continue }
                        let face = faceOf[g]
                        if !fonts.contains(face.file) { fonts.append(face.file) }
                        face.shape(text, graphemes[runStart].start..<graphemes[g].end, script: scriptOf[g],
                                   rightToLeft: level & 1 == 1, language: measured.locale, into: advances, unsafe: unsafe)
                        runStart = next
                    }
                }
            }
        }
        widths = graphemes.indices.map { g in
            let scale = size / faceOf[g].unitsPerEm
            var sum = 0.0
            for unit in graphemes[g].start..<graphemes[g].end { sum += advances[unit] }
            return sum * scale
        }
        self.fonts = fonts
        self.measured = measured
        self.units = units
        self.faceOf = faceOf
        self.scriptOf = scriptOf
        self.levels = levels
        self.size = size
        self.unsafe = unsafe
    }

    /// The text laid out in lines of `lineWidth` points: the greedy layout
    /// over these widths, with each line's end measured as drawn.
    package func layout(lineWidth: Double, ellipsis: Double) -> LineLayout<Double> {
        LineLayout(measured, widths: widths, lineWidth: lineWidth, ellipsis: ellipsis, lineEnd: lineEndCorrection)
    }

    /// How much wider grapheme `g` is when a line ends after it: a browser
    /// (and UIKit) reshapes a line's end where a kerning pair or ligature
    /// spans the break, so the kerning with the next grapheme is gone.
    /// 0 where HarfBuzz says the break is safe (nearly every space).
    ///
    /// What HarfBuzz shapes as one cluster may be several of ICU's graphemes
    /// (Myanmar's tall AA U+102C after its consonant: Unicode's grapheme rules
    /// leave it apart, HarfBuzz draws them as one): the cluster is reshaped
    /// from its first grapheme, or the mark alone would get a dotted circle
    /// (17.8 pt wider at 17 pt, issue 27).
    package func lineEndCorrection(_ g: Int) -> Double {
        let graphemes = measured.graphemes
        guard g + 1 < graphemes.count, unsafe[graphemes[g + 1].start] != 0 else { return 0 }
        var first = g
        while first > 0, g - first < 8, startsWithMark(graphemes[first].start) { first -= 1 }
        let range = graphemes[first].start..<graphemes[g].end
        var alone = [Double](repeating: 0, count: range.upperBound)
        let level = levels.isEmpty ? 0 : levels[range.lowerBound]
        units.withUnsafeBufferPointer { text in
            alone.withUnsafeMutableBufferPointer { alone in
                // The text up to the grapheme's end: what comes before is context, nothing after.
                faceOf[g].shape(UnsafeBufferPointer(rebasing: text[0..<range.upperBound]), range,
                                script: scriptOf[g], rightToLeft: level & 1 == 1,
                                language: measured.locale, into: alone)
            }
        }
        return alone[range].reduce(0, +) * size / faceOf[g].unitsPerEm - widths[first...g].reduce(0, +)
    }

    /// Whether the text at a UTF-16 offset starts with a combining mark (Mn, Mc, Me).
    private func startsWithMark(_ offset: Int) -> Bool {
        guard offset < units.count, let scalar = Unicode.Scalar(units[offset]) else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// The face for one grapheme: an emoji sequence in the emoji font; else
    /// the primary when it has every visible code point of the cluster; else
    /// fontconfig's fallback for the first one it lacks. And the cluster's
    /// script (its first code point that has one; 0 for Common/Inherited).
    private static func font(for cluster: UTF16Scalars, primary: FontFace, engine: FontEngine,
                             language: String) -> (FontFace, UInt32) {
        var iterator = cluster.makeIterator()
        guard let first = iterator.next() else { return (primary, 0) }
        if first.value < 0x80 {
            let letter = (0x41...0x5A).contains(first.value) || (0x61...0x7A).contains(first.value)
            let script: UInt32 = letter ? latin : 0
            if primary.hasGlyph(first) && cluster.units.count == 1 { return (primary, script) }
        }
        var script: UInt32 = 0
        var lacking: Unicode.Scalar?
        var emoji = cicu_is_emoji_presentation(Int32(first.value)) == 1
        for scalar in cluster {
            if script == 0 { script = scriptCode(scalar) }
            if scalar.value == 0xFE0F || scalar.value == 0x20E3 { emoji = true }
            if lacking == nil, cicu_is_default_ignorable(Int32(scalar.value)) == 0, !primary.hasGlyph(scalar) { lacking = scalar }
        }
        if emoji, let face = engine.fallback(for: first, script: emojiScript, language: language, emoji: true), face.hasGlyph(first) {
            return (face, script)
        }
        guard let lacking else { return (primary, script) }
        let face = engine.fallback(for: lacking, script: script, language: language, emoji: false) ?? primary
        return (face, script)
    }

    private static let latin = fourCC("Latn")
    private static let common = fourCC("Zyyy")
    private static let inherited = fourCC("Zinh")
    private static let unknown = fourCC("Zzzz")
    private static let emojiScript = fourCC("Zsye")

    package static func fourCC(_ code: String) -> UInt32 {
        code.utf8.prefix(4).reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// ISO 15924 code of a code point's script, 0 for Common and Inherited.
    private static func scriptCode(_ scalar: Unicode.Scalar) -> UInt32 {
        var name: (CChar, CChar, CChar, CChar, CChar) = (0, 0, 0, 0, 0)
        let length = withUnsafeMutablePointer(to: &name) {
            $0.withMemoryRebound(to: CChar.self, capacity: 5) { cicu_script_of(Int32(scalar.value), $0, 5) }
        }
        guard length == 4 else { return 0 }
        let code = UInt32(UInt8(bitPattern: name.0)) << 24 | UInt32(UInt8(bitPattern: name.1)) << 16
            | UInt32(UInt8(bitPattern: name.2)) << 8 | UInt32(UInt8(bitPattern: name.3))
        return code == common || code == inherited || code == unknown ? 0 : code
    }

    /// Common and Inherited graphemes (spaces, digits, punctuation) join the
    /// run before them, or the first one after them at the start (UAX #24's
    /// usual resolution), so a run is not cut at every space.
    private static func resolveCommonScripts(_ scripts: inout [UInt32]) {
        var last: UInt32 = scripts.first(where: { $0 != 0 }) ?? 0
        for i in scripts.indices {
            if scripts[i] == 0 { scripts[i] = last } else { last = scripts[i] }
        }
    }

    /// Hebrew, Arabic, Syriac, Thaana, N'Ko and the other right-to-left blocks,
    /// and the right-to-left marks: only then is the bidi algorithm run.
    private static func mayBeRightToLeft(_ cluster: UTF16Scalars) -> Bool {
        cluster.contains { scalar in
            let v = scalar.value
            return (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v)
                || (0x10800...0x10FFF).contains(v) || (0x1E800...0x1EFFF).contains(v) || v == 0x200F || v == 0x202B || v == 0x202E || v == 0x2067
        }
    }
}
