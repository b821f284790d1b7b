import CICU
import Foundation

/// The font layout engine's fonts: the profile's primary face, and the
/// fallbacks fontconfig picks for what it lacks (per script and language,
/// as a browser picks them), opened once and shared by every thread.
public final class FontEngine: @unchecked Sendable {
    public let primary: FontFile
    /// As the profile gave them ("wght=400"); a variable font without them is set to regular.
    public let variations: String?
    private let lock = NSLock()
    private var primaryBySize: [Double: FontFace] = [:]
    private var faces: [FontFile: FontFace] = [:]
    private var fallbackByScript: [FallbackKey: FontFace?] = [:]
    private var fallbackByScalar: [FallbackScalarKey: FontFace?] = [:]
    private let basePrimary: FontFace
    private var ellipsisBySize: [EllipsisKey: Double] = [:]
    /// The fallback faces opened, each the first time one drew a grapheme.
    private var opened: [FontFile] = []

    private struct EllipsisKey: Hashable { var size: Double; var locale: String }

    private struct FallbackKey: Hashable { var script: UInt32; var language: String; var emoji: Bool }
    private struct FallbackScalarKey: Hashable { var scalar: UInt32; var language: String; var emoji: Bool }

    public init?(font: FontFile, variations: String? = nil) {
        guard let face = FontFace(font, variations: variations) else { return nil }
        self.primary = font
        self.variations = variations
        self.basePrimary = face
    }

    /// A font named by family ("Inter") or by path ("/Library/Fonts/SF-Pro.ttf",
    /// or any name ending in .ttf, .otf or .ttc), or nil when it is not installed.
    public static func resolve(_ nameOrPath: String) -> FontFile? {
        isPath(nameOrPath) ? FontFile.file(at: nameOrPath) : FontFile.installed(family: nameOrPath)
    }

    /// A font file's path rather than a family name: it has a `/` or a font file's extension.
    public static func isPath(_ nameOrPath: String) -> Bool {
        let lower = nameOrPath.lowercased()
        return nameOrPath.contains("/") || [".ttf", ".otf", ".ttc", ".otc"].contains(where: lower.hasSuffix)
    }

    /// The primary face at a size: itself, unless it is a variable font with
    /// an optical-size axis, which browsers and UIKit set to the font size.
    package func primaryFace(size: Double) -> FontFace {
        guard basePrimary.isVariable else { return basePrimary }
        lock.lock()
        defer { lock.unlock() }
        if let face = primaryBySize[size] { return face }
        let face = FontFace(primary, variations: variations, opticalSize: size) ?? basePrimary
        primaryBySize[size] = face
        return face
    }

    /// The face to draw `scalar` with when the primary lacks it: fontconfig's
    /// choice for its script and the language, checked to have the scalar
    /// (else asked again for that scalar alone).
    package func fallback(for scalar: Unicode.Scalar, script: UInt32, language: String, emoji: Bool) -> FontFace? {
        lock.lock()
        defer { lock.unlock() }
        let key = FallbackKey(script: script, language: language, emoji: emoji)
        if let cached = fallbackByScript[key], let face = cached, face.hasGlyph(scalar) { return face }
        let scalarKey = FallbackScalarKey(scalar: scalar.value, language: language, emoji: emoji)
        if let cached = fallbackByScalar[scalarKey] { return cached }
        let face = FontFile.fallback(for: scalar, language: language, emoji: emoji).flatMap(openLocked)
        fallbackByScalar[scalarKey] = face
        if fallbackByScript[key] == nil { fallbackByScript[key] = face }
        return face
    }

    /// The width of `…` at a size, shaped in the primary font (or its fallback).
    package func ellipsisWidth(locale: String, size: Double) -> Double {
        let key = EllipsisKey(size: size, locale: locale)
        lock.lock()
        let cached = ellipsisBySize[key]
        lock.unlock()
        if let cached { return cached }
        let width = ShapedText(MeasuredText("\u{2026}", locale: locale), engine: self, size: size).widths.reduce(0, +)
        lock.lock()
        ellipsisBySize[key] = width
        lock.unlock()
        return width
    }

    private func openLocked(_ file: FontFile) -> FontFace? {
        if file == primary { return basePrimary }
        if let face = faces[file] { return face }
        guard let face = FontFace(file) else { return nil }
        faces[file] = face
        opened.append(file)
        return face
    }

    /// The fallback fonts that drew text so far (what the primary lacks:
    /// Arabic, CJK, Thai, emoji), by family and file: what a run names
    /// beside the primary, so a verdict two machines disagree on can be
    /// traced to a font.
    public var fallbacksUsed: [FontFile] {
        lock.lock()
        defer { lock.unlock() }
        return opened.sorted { ($0.family, $0.path, $0.index) < ($1.family, $1.path, $1.index) }
    }
}
