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
        #expect(TranslationLock.fingerprint("") == "cbf29ce484222325")
        #expect(TranslationLock.fingerprint("a") == "af63dc4c8601ec8c")
        #expect(TranslationLock.fingerprint("foobar") == "85944171f73967e8")
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
        var lock = try LockFile.read(path: folder.appendingPathComponent("l10n.lock").path)
        #expect(lock.isEmpty)
        lock.record("v", locale: "de", table: "Localizable", key: "k")
        #expect(try LockFile.write(lock))
        #expect(try LockFile.write(lock) == false)
        #expect(try LockFile.read(path: folder.appendingPathComponent("l10n.lock").path) == lock)
    }
}
