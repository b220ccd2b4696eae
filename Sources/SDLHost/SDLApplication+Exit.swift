import Foundation
import UIKit

extension SDLApplication {
    /// The exit status of a program that found no display: `EX_UNAVAILABLE` (69) from
    /// sysexits.h, "a service is unavailable", so scripts can tell it from a crash (134)
    /// or a usage error (64).
    public static let noDisplayExitStatus: Int32 = 69
    /// The exit status after any other failure (a window or renderer SDL refused, a frame
    /// that could not be presented, an error thrown by the program's set-up).
    public static let failureExitStatus: Int32 = 1

    /// The program's whole life in a window: opens it (`title`, `size` points), lets
    /// `setUp` fill it, runs the loop until the user quits, and exits with status 0 (or
    /// the status given to `stop(exitStatus:)`).
    ///
    /// Never crashes for want of a display: it prints one line naming the problem and how
    /// to run instead (a desktop session, `xvfb-run`, and the program's own headless
    /// option when it has one) and exits with `noDisplayExitStatus`. Other failures print
    /// one line `program: error` and exit with `failureExitStatus`.
    ///
    /// - Parameters:
    ///   - program: the name the messages start with; by default the executable's.
    ///   - headlessOption: the program's option for running without a window (such as
    ///     `--headless`), named in the no-display message; nil when it has none.
    public static func runOrExit(title: String, size: CGSize, resizable: Bool = true,
                                 program: String = defaultProgramName, headlessOption: String? = nil,
                                 setUp: (SDLApplication) throws -> Void) -> Never {
        let status: Int32
        do {
            let app = try SDLApplication(title: title, size: size, resizable: resizable)
            try setUp(app)
            try app.run()
            status = app.exitStatus
        } catch {
            let (line, status) = failureReport(for: error, program: program, headlessOption: headlessOption)
            FileHandle.standardError.write(Data((line + "\n").utf8))
            exit(status)
        }
        exit(status)
    }

    /// The one line to print and the exit status for `error` in `program`.
    public static func failureReport(for error: Error, program: String,
                                     headlessOption: String? = nil) -> (line: String, status: Int32) {
        if let sdl = error as? SDLError, sdl.isMissingDisplay {
            return (SDLVideo.noDisplayMessage(program: program, error: error, headlessOption: headlessOption),
                    noDisplayExitStatus)
        }
        return ("\(program): \(error)", failureExitStatus)
    }

    /// The executable's file name.
    public static var defaultProgramName: String {
        URL(fileURLWithPath: CommandLine.arguments.first ?? "scrollkit").lastPathComponent
    }
}
