import Foundation
import FuzzSupport
import PipelineCore
import PipelineFormats
import PipelineCode
import PipelineProject
import PipelineLoading
import PipelineChecks
import PipelineOperations
import PipelineOutputs

/// `l10n.lock` as `LockFile` walks it (`JSONParser.ObjectReader`), against
/// Foundation's `JSONSerialization` on UTF-8 input: a lock read is JSON
/// Foundation reads too, with the same fingerprints; JSON Foundation refuses
/// is refused; a well-formed lock of the right shape is read. A lock read is
/// written and read back the same.
@main
enum FuzzLock {
    static func main() {
        fuzz { bytes in
            let path = "/App/l10n.lock"
            let ours = Result { () throws(InputError) in try LockFile.parse(bytes, path: path) }
            if case .success(let lock) = ours {
                let again = try? LockFile.parse(LockFile.encode(lock), path: path)
                require(again == lock, "a lock read, written and read again changed")
            }
            // Foundation's reading of other encodings (and of NULs) is its own;
            // compare on UTF-8 text. It also drops a U+FEFF that begins a
            // string (a key "\u{FEFF}k" reads as "k"), which JSON keeps.
            guard let text = String(data: bytes, encoding: .utf8), !bytes.contains(0),
                  !text.unicodeScalars.contains("\u{FEFF}"), !text.lowercased().contains("\\ufeff") else { return }
            let oracle = try? JSONSerialization.jsonObject(with: bytes, options: [.fragmentsAllowed])
            switch ours {
            case .success(let lock):
                require(oracle != nil, "a lock read from JSON that JSONSerialization refuses")
                require(expected(oracle) == lock.locales, "the fingerprints differ from JSONSerialization's reading")
            case .failure(let error):
                require(error.location?.file == path, "an error without the file: \(error.message)")
                if oracle == nil { return }
                require(!error.message.hasPrefix("invalid JSON"), "JSONSerialization reads what was refused as broken JSON: \(error.message)")
                // Foundation cannot tell `1` from `1.0` or `true`; the shape is checked only where it can.
                if let shaped = expected(oracle), isVersionOne(oracle), !error.message.contains("whole number") {
                    require(false, "a lock of the right shape (\(shaped.count) locales) was refused: \(error.message)")
                }
            }
        }
    }

    /// Locale to table to key to fingerprint, when the value has a lock's shape.
    static func expected(_ value: Any?) -> [String: [String: [String: LockFingerprint]]]? {
        guard let root = value as? [String: Any], root["hash"] as? String == TranslationLock.hashName,
              let locales = root["locales"] as? [String: Any] else { return nil }
        var result: [String: [String: [String: LockFingerprint]]] = [:]
        for (locale, tables) in locales {
            guard let tables = tables as? [String: Any] else { return nil }
            var byTable: [String: [String: LockFingerprint]] = [:]
            for (table, keys) in tables {
                guard let keys = keys as? [String: Any] else { return nil }
                var byKey: [String: LockFingerprint] = [:]
                for (key, print) in keys {
                    guard let text = print as? String, let fingerprint = LockFingerprint(hex: text) else { return nil }
                    byKey[key] = fingerprint
                }
                byTable[table] = byKey
            }
            result[locale] = byTable
        }
        return result
    }

    static func isVersionOne(_ value: Any?) -> Bool {
        guard let root = value as? [String: Any], let version = root["version"] as? NSNumber else { return false }
        // A Bool bridges to NSNumber too.
        return String(cString: version.objCType) != "c" && version.doubleValue == 1 && version.intValue == 1
    }
}
