import CFont

/// An open face (HarfBuzz): glyph coverage and shaped advances in font
/// units. Immutable once open, so one face serves every thread.
package final class FontFace: @unchecked Sendable {
    package let file: FontFile
    package let unitsPerEm: Double
    private let face: OpaquePointer
    /// Coverage of the first 256 code points, asked once: most text is there.
    private let latin: [Bool]

    package init?(_ file: FontFile, variations: String? = nil, opticalSize: Double = 0) {
        guard let face = cfont_face_open(file.path, Int32(clamping: file.index), variations, opticalSize) else { return nil }
        self.file = file
        self.face = face
        self.unitsPerEm = Double(cfont_face_units_per_em(face))
        self.latin = (0..<256).map { cfont_face_has_glyph(face, UInt32($0)) == 1 }
    }

    deinit { cfont_face_close(face) }

    package var isVariable: Bool { cfont_face_is_variable(face) == 1 }

    package func hasGlyph(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 256 ? latin[Int(scalar.value)] : cfont_face_has_glyph(face, scalar.value) == 1
    }

    /// Shapes `units[range]` (the whole buffer is context) and adds each
    /// glyph's advance in font units to `advances` at its cluster's offset.
    /// `unsafe`, when given, is set at each unit a line may not end before
    /// without reshaping (a kerning pair or ligature spans it).
    /// `script` is an ISO 15924 code as four bytes (`ShapedText.fourCC`), 0 for Common.
    package func shape(_ units: UnsafeBufferPointer<UInt16>, _ range: Range<Int>, script: UInt32, rightToLeft: Bool,
               language: String, into advances: UnsafeMutableBufferPointer<Double>,
               unsafe: UnsafeMutableBufferPointer<UInt8>? = nil) {
        guard let base = units.baseAddress, let out = advances.baseAddress, !range.isEmpty else { return }
        _ = cfont_shape(face, base, Int32(units.count), Int32(range.lowerBound), Int32(range.upperBound),
                        script, rightToLeft ? 1 : 0, language, out, unsafe?.baseAddress)
    }
}
