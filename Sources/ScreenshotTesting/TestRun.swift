import Foundation

/// Facts about the test process and the `swift test` run it is part of. `swift test`
/// runs the test binary twice, as two processes: the XCTest pass, then the Swift Testing
/// pass (`--testing-library swift-testing`). Both have `swift-test` as their parent, so
/// the parent's process id and start time name the run.
enum TestRun {
    /// The run's name: the parent process's id and start time (clock ticks since boot),
    /// the same in both passes of one `swift test` and different in the next.
    static var identifier: String {
        let parent = getppid()
        return "\(parent)-\(startTime(of: parent) ?? "0")"
    }

    /// True in the Swift Testing pass.
    static var isSwiftTestingPass: Bool {
        let arguments = CommandLine.arguments
        guard let index = arguments.firstIndex(of: "--testing-library"), index + 1 < arguments.count else { return false }
        return arguments[index + 1] == "swift-testing"
    }

    /// True when `swift test` started this process (its parent is `swift-test`).
    static var isUnderSwiftTest: Bool {
        parentArguments?.first.map { $0.hasSuffix("swift-test") } == true
    }

    /// True when this process is the last pass of a `swift test` run: the Swift Testing
    /// pass, or the XCTest pass when `--disable-swift-testing` leaves it alone.
    static var isLastPass: Bool {
        isSwiftTestingPass || (parentArguments ?? []).contains("--disable-swift-testing")
    }

    /// True when no test was singled out: no `--filter` or `--skip` given to `swift test`,
    /// and no test names given to this process.
    static var isFullRun: Bool {
        let filters = ["--filter", "--skip", "-s", "--specifier"]
        let own = CommandLine.arguments.dropFirst()
        // XCTest takes the tests to run as plain arguments; Swift Testing as `--filter`.
        if isSwiftTestingPass ? own.contains(where: filters.contains) : !own.isEmpty { return false }
        return !(parentArguments ?? []).contains(where: filters.contains)
    }

    private static var parentArguments: [String]? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(getppid())/cmdline") else { return nil }
        return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

    private static func startTime(of pid: pid_t) -> String? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat"),
              let text = String(data: data, encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return nil }
        // Fields after the command name (which may hold spaces) start at field 3; the
        // start time is field 22.
        let fields = text[text.index(after: close)...].split(separator: " ")
        return fields.count > 19 ? String(fields[19]) : nil
    }
}
