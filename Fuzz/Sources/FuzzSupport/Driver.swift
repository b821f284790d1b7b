import Foundation
import FuzzDriver

/// The input function of the running target. libFuzzer calls back through
/// a C function pointer, which cannot capture: so a global, set once
/// before fuzzing starts, on the one thread libFuzzer runs inputs on.
nonisolated(unsafe) private var runInput: ((Data) -> Void)?

/// Runs libFuzzer (its flags come from the command line) on `body`, which
/// gets each input's bytes. A target returns for inputs that are fine, and
/// stops the process (`require`, or a trap) for a bug.
///
/// SwiftPM names each executable's entry point itself (and links `main` to
/// it), so a target is an ordinary `@main` that calls this, rather than a
/// file that defines `LLVMFuzzerTestOneInput` for libFuzzer's own `main`.
public func fuzz(_ body: @escaping (Data) -> Void) -> Never {
    runInput = body
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    let status = FuzzDriverRun(&argc, &argv) { start, count in
        // Copied: readers may keep slices of their input.
        runInput?(start.map { Data(bytes: $0, count: count) } ?? Data())
        return 0
    }
    exit(status)
}
