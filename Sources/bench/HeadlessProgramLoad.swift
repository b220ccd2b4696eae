import Foundation

/// The `viewer` program opening a file headless, as a user's script runs it:
/// `viewer --headless --no-restore --screenshot OUT FILE`, its whole run timed (`wall`, ms,
/// launch to exit: the load, one frame, the screenshot written) and its peak RSS taken from
/// the kernel when it ends (`hwm`, KiB: `ru_maxrss` of `wait4`). The peak RSS target is
/// the program's, what a user measures with `/usr/bin/time -f %M`; the in-process children
/// also carry this benchmark's own code and its peers' libraries.
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
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let start = DispatchTime.now().uptimeNanoseconds
        var pid: pid_t = 0
        guard posix_spawn(&pid, WindowLoad.viewerPath, &actions, nil, &argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { return nil }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        // Exited (no signal) with status 0.
        guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else {
            print("  viewer --headless \(path): failed (wait status \(status))")
            return nil
        }
        return ["wall": wall, "hwm": Double(usage.ru_maxrss)]
    }
}
