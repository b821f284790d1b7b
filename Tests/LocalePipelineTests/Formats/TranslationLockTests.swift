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

@Suite("l10n.lock")
struct TranslationLockTests {
    @Test func fingerprintIsFNV1a64() {
        // Reference values of 64-bit FNV-1a.
        #expect(TranslationLock.fingerprint("").hex == "cbf29ce484222325")
        #expect(TranslationLock.fingerprint("a").hex == "af63dc4c8601ec8c")
        #expect(TranslationLock.fingerprint("foobar").hex == "85944171f73967e8")
        #expect(TranslationLock.fingerprint("Search") != TranslationLock.fingerprint("Search "))
    }

    @Test func encodesSortedPrettyJSONAndReadsItBack() throws {
        var lock = TranslationLock(path: "/p/l10n.lock")
        lock.record("Search", locale: "de", table: "Locales/Localizable", key: "search")
        lock.record("Hello", locale: "de", table: "InfoPlist", key: "b")
        lock.record("Bye", locale: "ar", table: "InfoPlist", key: "a")
        let text = String(decoding: LockFile.encode(lock), as: UTF8.self)
        #expect(text == """
        {
          "hash" : "fnv1a-64",
          "locales" : {
            "ar" : {
              "InfoPlist" : {
                "a" : "\(TranslationLock.fingerprint("Bye"))"
              }
            },
            "de" : {
              "InfoPlist" : {
                "b" : "\(TranslationLock.fingerprint("Hello"))"
              },
              "Locales/Localizable" : {
                "search" : "\(TranslationLock.fingerprint("Search"))"
              }
            }
          },
          "version" : 1
        }

        """)
        #expect(try LockFile.parse(Data(text.utf8), path: "/p/l10n.lock") == lock)
    }

    @Test func removingTheLastKeyDropsEmptyTablesAndLocales() {
        var lock = TranslationLock()
        lock.record("x", locale: "de", table: "T", key: "k")
        lock.remove(locale: "de", table: "T", key: "k")
        #expect(lock.locales.isEmpty)
        #expect(lock.isEmpty)
    }

    @Test func tableIDsAreRelativeToTheLocksFolder() {
        let lock = TranslationLock(path: "/app/l10n.lock")
        #expect(lock.tableID(rootFolder: "/app", table: "Localizable") == "Localizable")
        #expect(lock.tableID(rootFolder: "/app/Locales", table: "Localizable") == "Locales/Localizable")
        #expect(lock.tableID(rootFolder: "/elsewhere/R", table: "InfoPlist") == "/elsewhere/R/InfoPlist")
    }

    @Test func malformedLocksAreInputErrorsWithPositions() {
        let result = Result { () throws(InputError) in try LockFile.parse(Data("{\n  \"version\": 1,\n  oops\n}".utf8), path: "l10n.lock") }
        guard case .failure(let error) = result else {
            Issue.record("expected an error")
            return
        }
        #expect(error.location?.file == "l10n.lock")
        #expect(error.location?.line == 3)
        #expect(error.location?.column == 3)
        #expect(throws: InputError.self) { try LockFile.parse(Data("{\"version\": 2, \"hash\": \"fnv1a-64\", \"locales\": {}}".utf8), path: "l") }
        #expect(throws: InputError.self) { try LockFile.parse(Data("{\"version\": 1, \"hash\": \"md5\", \"locales\": {}}".utf8), path: "l") }
        #expect(throws: InputError.self) { try LockFile.parse(Data("{\"version\": 1, \"hash\": \"fnv1a-64\", \"locales\": {\"de\": 3}}".utf8), path: "l") }
    }

    @Test func writesOnlyWhenTheBytesChange() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-lock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var lock = try LockFile.read(path: folder.appendingPathComponent("l10n.lock").path, scope: .named)
        #expect(lock.isEmpty)
        lock.record("v", locale: "de", table: "Localizable", key: "k")
        #expect(try LockFile.write(lock))
        #expect(try LockFile.write(lock) == false)
        #expect(try LockFile.read(path: folder.appendingPathComponent("l10n.lock").path, scope: .named) == lock)
    }

    /// A lock read from a file and not edited is not encoded again, nor
    /// written, whatever the file's layout (a hand-written compact JSON stays).
    @Test func anUneditedLockIsNotWrittenAgain() throws {
        let compact = Data("{\"version\":1,\"hash\":\"fnv1a-64\",\"locales\":{\"de\":{\"T\":{\"k\":\"\(TranslationLock.fingerprint("v"))\"}}}}".utf8)
        var lock = try LockFile.parse(compact, path: "/p/l10n.lock")
        #expect(LockFile.replacement(for: lock) == nil)
        // Recording what is there already is no edit.
        lock.record("v", locale: "de", table: "T", key: "k")
        lock.remove(locale: "fr", table: "T", key: "k")
        #expect(lock.isEdited == false)
        #expect(LockFile.replacement(for: lock) == nil)
        // An edit rewrites it in our layout, expecting the bytes read.
        lock.record("w", locale: "de", table: "T", key: "k")
        let write = try #require(LockFile.replacement(for: lock))
        #expect(write.expected == .sameAs(size: compact.count, hash: ContentFingerprint(compact).hash))
        #expect(write.data == LockFile.encode(lock))
    }

    /// The lock keeps the size and hash of what it read, not the bytes: a
    /// file changed in between is not replaced.
    @Test func anEditedLockIsNotWrittenOverAFileChangedSinceItWasRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-lock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("l10n.lock").path
        var first = TranslationLock(path: path)
        first.record("v", locale: "de", table: "T", key: "k")
        // Reads `first` back, edits it, lets `other` be written in between:
        // the edit must be refused and `other` stay.
        func editIsRefused(after other: TranslationLock) throws {
            #expect(try LockFile.write(first))
            var lock = try LockFile.read(path: path, scope: .named)
            lock.record("w", locale: "de", table: "T", key: "k")
            #expect(try LockFile.write(other))
            var transaction = WriteTransaction(policy: PathPolicy(root: folder.path))
            transaction.add(try #require(LockFile.replacement(for: lock)))
            #expect(throws: InputError.self) { try transaction.commit() }
            #expect(try LockFile.read(path: path, scope: .named) == other)
        }
        var other = first
        other.record("x", locale: "de", table: "T", key: "other")
        try editIsRefused(after: other)
        // A change of the same size is seen too: the hash, not only the size, is compared.
        var sameSize = first
        sameSize.record("u", locale: "de", table: "T", key: "k")
        #expect(LockFile.encode(sameSize).count == LockFile.encode(first).count)
        try editIsRefused(after: sameSize)
    }

    /// A fingerprint is held as its number and read only as 16 hex digits:
    /// anything else in the file is named, with where it is.
    @Test func fingerprintsAreSixteenHexDigits() throws {
        #expect(LockFingerprint(hex: "00000000000000ff")?.value == 255)
        #expect(LockFingerprint(hex: "AF63DC4C8601EC8C") == TranslationLock.fingerprint("a"))
        #expect(LockFingerprint(255).hex == "00000000000000ff")
        for bad in ["ff", "+00000000000000f", "000000000000000g", "00000000000000ff0", " 00000000000000f", "00000000000000\u{10}f"] {
            #expect(LockFingerprint(hex: bad) == nil, "\(bad)")
        }
        let error = #expect(throws: InputError.self) {
            try LockFile.parse(Data("{\"version\": 1, \"hash\": \"fnv1a-64\", \"locales\": {\"de\": {\"T\": {\"k\": \"xyz\"}}}}".utf8), path: "l10n.lock")
        }
        #expect(error?.message.contains("16 hex digits, not \"xyz\"") == true, "\(String(describing: error))")
        #expect(error?.message.contains("de") == true)
    }

    /// The lock is walked, not decoded: its shape is checked as JSONDecoder
    /// checked it, each mistake at its place, and JSON's other encodings read.
    @Test func aLockOfTheWrongShapeIsNamedAtItsPlace() throws {
        func failure(_ text: String) -> InputError? {
            #expect(throws: InputError.self) { try LockFile.parse(Data(text.utf8), path: "l10n.lock") }
        }
        let wrongKind = failure("{\"version\": 1, \"hash\": \"fnv1a-64\",\n \"locales\": {\"de\": [1]}}")
        #expect(wrongKind?.message == "not a valid l10n.lock: expected an object, found an array")
        #expect(wrongKind?.location?.line == 2)
        #expect(wrongKind?.location?.column == 20)
        #expect(failure("{\"hash\": \"fnv1a-64\", \"locales\": {}}")?.message.contains("no \"version\"") == true)
        #expect(failure("{\"version\": 1, \"locales\": {}}")?.message.contains("no \"hash\"") == true)
        #expect(failure("{\"version\": 1, \"hash\": \"fnv1a-64\"}")?.message.contains("no \"locales\"") == true)
        #expect(failure("{\"version\": \"1\", \"hash\": \"fnv1a-64\", \"locales\": {}}")?.message.contains("whole number") == true)
        #expect(failure("[]")?.message == "not a valid l10n.lock: expected an object, found an array")
        #expect(failure("{\"version\": 1} x")?.message.hasPrefix("invalid JSON") == true)
        // Broken JSON where an object belongs is broken JSON, not a wrong kind.
        #expect(failure("{\"version\": 1, \"hash\": \"fnv1a-64\", \"locales\": tru}")?.message.hasPrefix("invalid JSON") == true)
        #expect(failure("{\"version\": 1, \"hash\": \"fnv1a-64\", \"locales\": {\"de\": \"abc}}")?.message.hasPrefix("invalid JSON") == true)
        // A value of the wrong kind that a later duplicate replaces is no error (JSONSerialization takes the last).
        let print = TranslationLock.fingerprint("v")
        for text in ["{\"version\": 1, \"hash\": 0, \"hash\": \"fnv1a-64\", \"locales\": {\"fr\": 1, \"fr\": {\"T\": {\"k\": 5, \"k\": \"\(print)\"}}}}",
                     "{\"version\": \"1\", \"version\": 1.0, \"hash\": \"fnv1a-64\", \"locales\": 3, \"locales\": {\"fr\": {\"T\": [], \"T\": {\"k\": \"\(print)\"}}}}"] {
            #expect(try LockFile.parse(Data(text.utf8), path: "l").fingerprint(locale: "fr", table: "T", key: "k") == print, "\(text)")
        }
        // A newer version is named before values it may write differently, of any kind.
        #expect(failure("{\"version\": 2, \"hash\": \"fnv1a-64\", \"locales\": {\"de\": {\"T\": {\"k\": 7}}}}")?.message.contains("version 2") == true)
        #expect(failure("{\"version\": 1, \"hash\": \"sha\", \"locales\": [1]}")?.message.contains("uses hash 'sha'") == true)
        // A newer version is named before fingerprints it may write differently.
        #expect(failure("{\"version\": 2, \"hash\": \"fnv1a-64\", \"locales\": {\"de\": {\"T\": {\"k\": \"v2\"}}}}")?.message.contains("version 2") == true)
        // Unknown members are passed over; escapes, a BOM and UTF-16 read as JSON says.
        let text = "{\"extra\": [1, {\"a\": null}], \"version\": 1, \"hash\": \"fnv1a-64\", \"locales\": {\"de\": {\"T\": {\"k\\u00e9\\n\": \"\(print)\"}}}}"
        for data in [Data(text.utf8), Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8), try #require(text.data(using: .utf16))] {
            let lock = try LockFile.parse(data, path: "l10n.lock")
            #expect(lock.fingerprint(locale: "de", table: "T", key: "k\u{e9}\n") == print)
        }
    }

    /// A duplicate key replaces the first, as JSONSerialization reads it: a
    /// bad fingerprint under a replaced key is no error (found by fuzz-lock).
    @Test func aDuplicateKeyReplacesABadFingerprint() throws {
        let good = TranslationLock.fingerprint("v")
        let text = "{\"version\": 1, \"hash\": \"fnv1a-64\", \"locales\": {\"fr\": {\"T\": {\"k\": \"bad\"}}, \"fr\": {\"T\": {\"k\": \"\(good)\"}}}}"
        #expect(try LockFile.parse(Data(text.utf8), path: "l").fingerprint(locale: "fr", table: "T", key: "k") == good)
        let keys = "{\"version\": 1, \"hash\": \"fnv1a-64\", \"locales\": {\"fr\": {\"T\": {\"k\": \"bad\", \"k\": \"\(good)\"}}}}"
        #expect(try LockFile.parse(Data(keys.utf8), path: "l").fingerprint(locale: "fr", table: "T", key: "k") == good)
        let reversed = "{\"version\": 1, \"hash\": \"fnv1a-64\", \"locales\": {\"fr\": {\"T\": {\"k\": \"\(good)\", \"k\": \"bad\"}}}}"
        #expect(throws: InputError.self) { try LockFile.parse(Data(reversed.utf8), path: "l") }
        let crasher = try Data(contentsOf: PackageRoot.url.appendingPathComponent("Fuzz/crashers/lock/duplicate-locale-replaces-a-bad-fingerprint"))
        #expect(try LockFile.parse(crasher, path: "l").fingerprint(locale: "fr", table: "Loca/Localizable", key: "greet\ng") != nil)
    }
}
