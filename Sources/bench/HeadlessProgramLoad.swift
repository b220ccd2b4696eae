import CMeasuredSpawn
import Foundation

/// The `viewer` program opening a file headless, as a user's script runs it:
/// `viewer --headless --no-restore --screenshot OUT FILE`, its whole run timed (`wall`, ms,
/// launch to exit: the load, one frame, the screenshot written) and its peak RSS taken from
/// the kernel when it ends (`hwm`, KiB: `ru_maxrss` of `wait4` on a forked child,
/// `measured_spawn`). The peak RSS target is the program's, what a user measures with
/// `/usr/bin/time -f %M`; the in-process children also carry this benchmark's own code and
/// its peers' libraries.
enum HeadlessProgramLoad {
    /// Why the program cannot run here, or nil when it can.
    static var unavailableReason: String? {
        FileManager.default.isExecutableFile(atPath: WindowLoad.viewerPath)
            ? nil : "no viewer at \(WindowLoad.viewerPath) (swift build -c release --product viewer)"
    }

    /// One run; nil when it failed.
    static func run(path: String) -> [String: Double]? {
        let shot = (NSTemporaryDirectory() as NSString).appendingPathComponent("scrollkit-load-\(getpid()).png")
        defer { unlink(shot) }
        let arguments = [WindowLoad.viewerPath, "--headless", "--no-restore", "--screenshot", shot, path]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let start = DispatchTime.now().uptimeNanoseconds
        var status: Int32 = 0
        var hwm = 0, parentRSS = 0
        // Not posix_spawn: its children report this benchmark's own peak (measured_spawn.h).
        guard measured_spawn(WindowLoad.viewerPath, argv, 0, &status, &hwm, &parentRSS) == 0 else { return nil }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        // Exited (no signal) with status 0.
        guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else {
            print("  viewer --headless \(path): failed (wait status \(status))")
            return nil
        }
        // A fork starts at this process's resident size: a peak no larger says nothing of the viewer's.
        guard hwm > parentRSS else {
            print("  viewer --headless \(path): peak RSS not measurable (this benchmark holds \(parentRSS) KiB)")
            return nil
        }
        return ["wall": wall, "hwm": Double(hwm)]
    }
}
