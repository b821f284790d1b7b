import Foundation

/// Reading an input file's bytes, with the one error message every reader gives.
public enum InputFile {
    public static func read(_ path: String) throws(InputError) -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw InputError("cannot read file: \(error.localizedDescription)", file: path)
        }
    }
}
