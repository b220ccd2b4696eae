import CFuzzer
import Foundation

/// The input check `runFuzzer` calls; libFuzzer's callback is a C function, which cannot
/// capture a closure.
nonisolated(unsafe) private var check: (UnsafeRawBufferPointer) -> Void = { _ in }

/// Runs libFuzzer with the program's command line (corpus directories, `-max_total_time=`
/// and libFuzzer's other flags), calling `body` once per input; exits with libFuzzer's
/// status. `body` reports a failure by trapping (`precondition`).
public func runFuzzer(_ body: @escaping (UnsafeRawBufferPointer) -> Void) -> Never {
    check = body
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        check(UnsafeRawBufferPointer(start: data, count: size))
        return 0
    })
}
