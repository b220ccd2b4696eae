#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A POSIX thread running one closure to its end, for work that must not wait behind
/// Dispatch's pool (the mip builder runs beside the decoder for the whole load).
///
/// Foundation's `Thread` would do the same through `NSThread` and CoreFoundation, whose
/// code and tables a viewer otherwise never pages in (issue 18, peak memory).
enum DetachedThread {
    /// Starts `body` on a new detached thread; false when no thread could be made, and
    /// `body` then never runs.
    @discardableResult
    static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        let context = Unmanaged.passRetained(Work(body: body)).toOpaque()
        var thread = pthread_t()
        let made = pthread_create(&thread, nil, { context in
            let work = Unmanaged<Work>.fromOpaque(context!).takeRetainedValue()
            work.body()
            return nil
        }, context)
        guard made == 0 else {
            Unmanaged<Work>.fromOpaque(context).release()
            return false
        }
        pthread_detach(thread)
        return true
    }

    private final class Work {
        let body: @Sendable () -> Void
        init(body: @escaping @Sendable () -> Void) {
            self.body = body
        }
    }
}
