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

// Tests for InfoPlistReader (and the positions PlistPositions finds in XML).

private enum InfoPlistPaths {
    static let packageRoot: URL = PackageRoot.url

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-plist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// Line numbers below are those of this text: line 1 is `<?xml`.
private let sampleXML = """
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleDevelopmentRegion</key>
	<string>de</string>
	<key>CFBundleName</key>
	<string>$(PRODUCT_NAME)</string>
	<key>UIApplicationShortcutItems</key>
	<array>
		<dict>
			<key>UIApplicationShortcutItemType</key>
			<string>$(PRODUCT_BUNDLE_IDENTIFIER).search</string>
			<key>UIApplicationShortcutItemTitle</key>
			<string>Search</string>
			<key>UIApplicationShortcutItemIconType</key>
			<string>UIApplicationShortcutIconTypeSearch</string>
		</dict>
		<dict>
			<key>UIApplicationShortcutItemType</key>
			<string>${PRODUCT_BUNDLE_IDENTIFIER}.book</string>
			<key>UIApplicationShortcutItemTitle</key>
			<string>Book a Table</string>
			<key>UIApplicationShortcutItemSubtitle</key>
			<string>Tonight</string>
			<key>UIApplicationShortcutItemIconFile</key>
			<string>table-icon</string>
			<key>UIApplicationShortcutItemIconSymbolName</key>
			<string>fork.knife</string>
			<key>UIApplicationShortcutItemUserInfo</key>
			<dict>
				<key>partySize</key>
				<integer>2</integer>
				<key>express</key>
				<true/>
				<key>source</key>
				<string>quick-action</string>
				<key>rating</key>
				<real>4.5</real>
				<key>tags</key>
				<array>
					<string>dinner</string>
				</array>
			</dict>
		</dict>
	</array>
	<key>UILaunchStoryboardName</key>
	<string>LaunchScreen</string>
</dict>
</plist>
"""

/// The same plist as Foundation writes it in binary form.
private func binary(_ xml: String) throws -> Data {
    let value = try PropertyListSerialization.propertyList(from: Data(xml.utf8), options: [], format: nil)
    let data = try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
    #expect(data.starts(with: Array("bplist".utf8)))
    return data
}

/// Everything but where it is written.
private func content(_ item: ShortcutItem) -> [String] {
    [item.type, item.rawType, item.title, item.subtitle, item.iconType, item.iconFile, item.iconSymbolName].map { $0 ?? "<nil>" }
        + ["\(item.index)", item.userInfo.map { info in info.keys.sorted().map { "\($0)=\(info[$0].map { "\($0)" } ?? "")" }.joined(separator: ";") } ?? "<nil>"]
}

@Suite struct InfoPlistReaderTests {
    /// Found by Fuzz/ (fuzz-stringsdict, same path): bytes `TextDecoding`
    /// takes for BOM-less UTF-16 but libxml2 reads as UTF-8 trapped
    /// XMLParser. Now an error at 1:1.
    @Test func bytesOnlyWeTakeForUTF16AreAnErrorNotACrash() {
        let data = Data([0x3C, 0x73, 0xFF, 0xFF, 0x00, 0x01, 0x00, 0xFF, 0xFF, 0x23])
        let error = expectInputError { try InfoPlistReader.read(data, path: "App/Info.plist") }
        #expect(error?.location == LocalePipeline.SourceLocation(file: "App/Info.plist", line: 1, column: 1))
    }

    /// Found by Fuzz/ (fuzz-stringsdict, same path): `<?name?>` crashes
    /// Linux XMLParser; refused at its place.
    @Test func emptyProcessingInstructionIsAnErrorNotACrash() {
        let data = Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n  <?x?><dict/>\n</plist>\n".utf8)
        let error = expectInputError { try InfoPlistReader.read(data, path: "App/Info.plist") }
        #expect(error?.location == LocalePipeline.SourceLocation(file: "App/Info.plist", line: 3, column: 3))
    }

    @Test func xmlAndBinaryGiveEqualItems() throws {
        let xml = try InfoPlistReader.read(Data(sampleXML.utf8), path: "App/Info.plist", bundleID: "com.example.app")
        let bin = try InfoPlistReader.read(try binary(sampleXML), path: "App/Info.plist", bundleID: "com.example.app")
        #expect(xml.items.count == 2)
        #expect(xml.items.map(content) == bin.items.map(content))
        #expect(xml.developmentRegion == "de" && bin.developmentRegion == "de")
        #expect(xml.topLevelKeys == bin.topLevelKeys)
        // Every key of its dictionaries, nested ones too (InfoPlist.strings may translate those).
        #expect(xml.topLevelKeys.isSuperset(of: ["CFBundleDevelopmentRegion", "CFBundleName", "UIApplicationShortcutItems", "UILaunchStoryboardName"]))
        #expect(xml.topLevelKeys.isSuperset(of: ["UIApplicationShortcutItemType", "UIApplicationShortcutItemUserInfo", "partySize"]))
        // A binary plist keeps no positions: findings point at the file.
        for item in bin.items {
            #expect(item.location.file == "App/Info.plist")
            #expect(item.location.line == nil)
        }
    }

    /// Go Map!!'s `InfoPlist.xcstrings` translates its document type's name
    /// under the name itself ("GPX Track"): Launch Services looks
    /// `CFBundleTypeName` and `UTTypeDescription` up by value, so those values
    /// are keys InfoPlist.strings may hold, not orphans.
    @Test func documentTypeNamesAreLocalizableByValue() throws {
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
          <key>CFBundleDocumentTypes</key><array><dict><key>CFBundleTypeName</key><string>GPX Track</string></dict></array>
          <key>UTExportedTypeDeclarations</key><array><dict><key>UTTypeDescription</key><string>Map Note</string></dict></array>
          <key>UTImportedTypeDeclarations</key><array><dict><key>UTTypeDescription</key><string>KML File</string></dict></array>
          <key>CFBundleName</key><string>Maps</string>
        </dict></plist>
        """
        let spec = try InfoPlistReader.read(Data(plist.utf8), path: "App/Info.plist")
        #expect(spec.topLevelKeys.isSuperset(of: ["GPX Track", "Map Note", "KML File", "CFBundleName", "UTTypeDescription"]))
        // Other values are not keys.
        #expect(!spec.topLevelKeys.contains("Maps"))
    }

    @Test func binaryFixtureApp() throws {
        let path = InfoPlistPaths.packageRoot.appendingPathComponent("Fixtures/Apps/Binary/PaperScan/Info.plist").path
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).starts(with: Array("bplist00".utf8)))
        #expect(InfoPlistReader.declaresShortcuts(path: path, scope: .named))
        let spec = try InfoPlistReader.read(path: path, scope: .named)
        #expect(spec.items.map(\.rawType) == ["$(PRODUCT_BUNDLE_IDENTIFIER).scan", "${PRODUCT_BUNDLE_IDENTIFIER}.recent"])
        #expect(spec.items.map(\.title) == ["Scan Document", "RECENT_SCANS"])
        #expect(spec.items[0].subtitle == "Use the camera")
        #expect(spec.items[1].subtitle == nil)
        #expect(spec.developmentRegion == "$(DEVELOPMENT_LANGUAGE)")
        // 1 and true are both NSNumbers in Foundation: the plist types must still tell them apart.
        #expect(spec.items[0].userInfo == ["mode": .string("document"), "pages": .integer(1), "autoCrop": .bool(true)])
    }

    @Test func xmlFieldLocations() throws {
        let spec = try InfoPlistReader.read(Data(sampleXML.utf8), path: "App/Info.plist")
        let first = spec.items[0], second = spec.items[1]
        // Items start at their <dict>; fields at their value.
        #expect(first.location.line == 11)
        #expect(second.location.line == 19)
        #expect(first.location(of: ShortcutKey.type).line == 13)
        #expect(first.location(of: ShortcutKey.title).line == 15)
        #expect(first.location(of: ShortcutKey.iconType).line == 17)
        #expect(second.location(of: ShortcutKey.title).line == 23)
        #expect(second.location(of: ShortcutKey.subtitle).line == 25)
        #expect(second.location(of: ShortcutKey.userInfo).line == 31)
        for item in spec.items {
            #expect(item.location.file == "App/Info.plist")
            #expect((item.location.column ?? 0) >= 1)
            #expect(item.fieldLocations.values.allSatisfy { $0.file == "App/Info.plist" && ($0.column ?? 0) >= 1 })
        }
        // Keys inside UserInfo are not item fields.
        #expect(second.fieldLocations["partySize"] == nil)
        // A field that is not written falls back to the item.
        #expect(first.location(of: ShortcutKey.subtitle) == first.location)
    }

    @Test func xmlTitleColumn() throws {
        let spec = try InfoPlistReader.read(Data(sampleXML.utf8), path: "App/Info.plist")
        // `\t\t\t<string>Search</string>`: the element starts in column 4, its text in 12.
        let column = spec.items[0].location(of: ShortcutKey.title).column
        #expect(column == 4, "column \(column ?? 0)")
        
    }

    @Test func bundleIdentifierExpanded() throws {
        let spec = try InfoPlistReader.read(Data(sampleXML.utf8), path: "Info.plist", bundleID: "com.example.app")
        #expect(spec.items.map(\.type) == ["com.example.app.search", "com.example.app.book"])
        #expect(spec.items.map(\.rawType) == ["$(PRODUCT_BUNDLE_IDENTIFIER).search", "${PRODUCT_BUNDLE_IDENTIFIER}.book"])
    }

    @Test func bundleIdentifierKeptWithoutOne() throws {
        let spec = try InfoPlistReader.read(Data(sampleXML.utf8), path: "Info.plist")
        #expect(spec.items.map(\.type) == ["$(PRODUCT_BUNDLE_IDENTIFIER).search", "${PRODUCT_BUNDLE_IDENTIFIER}.book"])
        #expect(spec.items.map(\.type) == spec.items.map(\.rawType))
    }

    @Test func otherBuildSettingsAreKept() {
        #expect(BuildSettings.expand("$(PRODUCT_NAME).x", bundleID: "com.example") == "$(PRODUCT_NAME).x")
        #expect(BuildSettings.expand("$(PRODUCT_BUNDLE_IDENTIFIER).$(TARGET_NAME)", bundleID: "com.example") == "com.example.$(TARGET_NAME)")
        #expect(BuildSettings.expand("${PRODUCT_BUNDLE_IDENTIFIER}", bundleID: "com.example") == "com.example")
        #expect(BuildSettings.expand("price $5", bundleID: "com.example") == "price $5")
        #expect(BuildSettings.expand("$(PRODUCT_BUNDLE_IDENTIFIER", bundleID: "com.example") == "$(PRODUCT_BUNDLE_IDENTIFIER")
        #expect(BuildSettings.hasReference("${PRODUCT_BUNDLE_IDENTIFIER}.x"))
        #expect(!BuildSettings.hasReference("com.example.x"))
    }

    @Test func userInfoKeepsItsTypes() throws {
        for (name, data) in [("xml", Data(sampleXML.utf8)), ("binary", try binary(sampleXML))] {
            let spec = try InfoPlistReader.read(data, path: "Info.plist")
            let info = try #require(spec.items[1].userInfo, "\(name)")
            #expect(info["partySize"] == .integer(2), "\(name)")
            #expect(info["express"] == .bool(true), "\(name)")
            #expect(info["source"] == .string("quick-action"), "\(name)")
            #expect(info["rating"] == .real(4.5), "\(name)")
            #expect(info["tags"] == .array([.string("dinner")]), "\(name)")
            #expect(info.count == 5, "\(name)")
            #expect(spec.items[0].userInfo == nil, "\(name)")
            #expect(spec.items[1].iconFile == "table-icon" && spec.items[1].iconSymbolName == "fork.knife", "\(name)")
        }
    }

    @Test func missingFileThrows() throws {
        let path = "/nonexistent/\(UUID().uuidString)/Info.plist"
        do {
            _ = try InfoPlistReader.read(path: path, scope: .named)
            Issue.record("expected an InputError")
        } catch {
            #expect(error.location?.file == path)
            #expect(error.description.hasPrefix(path + ": error: "))
        }
        #expect(!InfoPlistReader.declaresShortcuts(path: path, scope: .named))
    }

    @Test func malformedXMLThrowsWithLine() throws {
        // Line 5 closes <string> with </strng>.
        let broken = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>UIApplicationShortcutItems</key>
        \t<array><dict><key>UIApplicationShortcutItemTitle</key><string>Search</strng></dict></array>
        </dict>
        </plist>
        """
        do {
            _ = try InfoPlistReader.read(Data(broken.utf8), path: "Broken/Info.plist")
            Issue.record("expected an InputError")
        } catch {
            #expect(error.location?.file == "Broken/Info.plist")
            let line = try #require(error.location?.line, "an XML error has a line")
            #expect(line >= 1 && (error.location?.column ?? 0) >= 1)
            #expect(line == 5, "\(error)")
            
        }
    }

    @Test func malformedFixtureFromDisk() throws {
        let path = InfoPlistPaths.packageRoot.appendingPathComponent("Fixtures/Apps/BrokenPlist/Stopwatch/Info.plist").path
        #expect(InfoPlistReader.declaresShortcuts(path: path, scope: .named), "discovery must still pick it up, so the error is reported")
        #expect(throws: InputError.self) { try InfoPlistReader.read(path: path, scope: .named) }
    }

    @Test func topLevelArrayThrows() throws {
        let array = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <array><string>UIApplicationShortcutItems</string></array>
        </plist>
        """
        for data in [Data(array.utf8), try binary(array)] {
            do {
                _ = try InfoPlistReader.read(data, path: "Array/Info.plist")
                Issue.record("expected an InputError")
            } catch {
                #expect(error.location?.file == "Array/Info.plist")
                #expect(error.message.contains("dictionary"), "\(error)")
            }
        }
    }

    @Test func itemsMustBeAnArrayOfDictionaries() throws {
        let notArray = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>UIApplicationShortcutItems</key>
        \t<string>oops</string>
        </dict>
        </plist>
        """
        #expect(throws: InputError.self) { try InfoPlistReader.read(Data(notArray.utf8), path: "Info.plist") }
        let notDict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>UIApplicationShortcutItems</key>
        \t<array>
        \t\t<string>oops</string>
        \t</array>
        </dict>
        </plist>
        """
        do {
            _ = try InfoPlistReader.read(Data(notDict.utf8), path: "Info.plist")
            Issue.record("expected an InputError")
        } catch {
            #expect(error.message.contains("item 1"), "\(error)")
            #expect(error.location?.line == 6, "\(error)")
        }
    }

    @Test func noShortcutItems() throws {
        let plain = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict><key>CFBundleName</key><string>Plain</string></dict>
        </plist>
        """
        let spec = try InfoPlistReader.read(Data(plain.utf8), path: "Info.plist")
        #expect(spec.items.isEmpty)
        #expect(spec.developmentRegion == nil)
        let folder = try InfoPlistPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Info.plist")
        try Data(plain.utf8).write(to: url)
        #expect(!InfoPlistReader.declaresShortcuts(path: url.path, scope: .named))
        try binary(sampleXML).write(to: url)
        #expect(InfoPlistReader.declaresShortcuts(path: url.path, scope: .named))
    }
}

/// Inputs found by the fuzzing campaign (Fuzz/crashers/infoplist/ and
/// xliff/) that crashed Linux Foundation: each is now an error with a place.
@Suite struct FuzzFoundReaderTests {
    private func crasher(_ name: String) throws -> Data {
        try Data(contentsOf: PackageRoot.url.appendingPathComponent("Fuzz/crashers/" + name))
    }

    /// `<?<?x?>`: the scan for `<?name?>` took `<?x` as part of the first
    /// one's name and never saw the empty instruction libxml2 then reads.
    @Test func anEmptyProcessingInstructionInsideAnotherIsFound() throws {
        for name in ["infoplist/processing-instruction-inside-an-unnamed-one", "infoplist/processing-instruction-after-a-control-character",
                     "infoplist/empty-instruction-behind-a-comment-inside-a-broken-declaration"] {
            let error = expectInputError { try InfoPlistReader.read(try crasher(name), path: "Info.plist") }
            #expect(error?.message.contains("processing instruction") == true, "\(name): \(String(describing: error))")
        }
        let error = expectInputError { try InfoPlistReader.read(Data("<plist>\n<?<?x?>\n</plist>".utf8), path: "Info.plist") }
        #expect(error?.message.contains("<?x?>") == true)
        #expect(error?.location?.line == 2 && error?.location?.column == 3)
    }

    /// A NUL byte made the file decode as UTF-16 for us while libxml2 read
    /// it as ASCII and met `<?m?>`: the raw bytes are scanned too.
    @Test func anEmptyProcessingInstructionIsFoundWhateverTheTextLooksLike() throws {
        let error = expectInputError { try XLIFFReader.parse(try crasher("xliff/empty-processing-instruction-with-a-nul-byte-after"), path: "de.xliff") }
        #expect(error?.message.contains("<?m?>") == true, "\(String(describing: error))")
    }

    /// Binary plists holding a set crash Foundation's bridging: refused.
    @Test func aBinaryPlistHoldingASetIsRefused() throws {
        let data = try crasher("infoplist/binary-plist-holding-a-set")
        let error = expectInputError { try InfoPlistReader.read(data, path: "Info.plist") }
        #expect(error?.message.contains("holding a set") == true, "\(String(describing: error))")
        #expect(expectInputError { try StringsDictReader.read(data, path: "x.stringsdict") }?.message.contains("holding a set") == true)
        // Our own binary plists (no sets) are read as before.
        let own = try PropertyListSerialization.data(fromPropertyList: ["CFBundleDevelopmentRegion": "en"], format: .binary, options: 0)
        #expect(BinaryPlistSets.problem(own) == nil)
        #expect(BinaryPlistSets.problem(Data("bplist00".utf8)) == nil, "too short to judge: Foundation says what is wrong")
    }
}

/// XML that cannot be read, said in the user's terms rather than libxml2's
/// "the document is empty" or "internal error" (issue 29).
@Suite struct UnreadableXMLMessageTests {
    /// `spec:` naming a text file: what it begins with.
    @Test func aFileThatIsNotXML() {
        let error = expectInputError { try InfoPlistReader.read(Data("hello world\nmore".utf8), path: "notes.txt") }
        #expect(error?.message == "not an XML file: it begins with \"hello world\", where <?xml or <plist was expected", "\(String(describing: error))")
    }

    /// A NUL character in a `.stringsdict`: named at its line and column.
    @Test func aNulCharacter() {
        let text = "<?xml version=\"1.0\"?>\n<plist><dict><key>a\u{0}b</key><string>x</string></dict></plist>"
        let error = expectInputError { try StringsDictReader.read(Data(text.utf8), path: "de.stringsdict") }
        #expect(error?.message.contains("a NUL character (U+0000)") == true, "\(String(describing: error))")
        #expect(error?.location?.line == 2 && error?.location?.column == 20, "\(String(describing: error))")
    }
}
