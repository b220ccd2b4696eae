import Foundation

/// A timed list of input and control steps in a plain-text format, for headless runs,
/// demos and tests. Scripts drive the same code path real input takes: every input step
/// becomes a `HostInput` delivered to the window (`UIWindow.handle(_:at:)`).
///
/// One step per line; `#` starts a comment (at the start of a line or after a space);
/// blank lines are ignored; words are case-insensitive except paths. Coordinates are window
/// points, times seconds unless a unit is given (`16ms`, `0.25s`).
///
///     touch down <id> <x> <y>          finger <id> touches down (the mouse is id 0)
///     touch move <id> <x> <y>
///     touch up <id> <x> <y>
///     touch cancel <id>
///     wheel [precise] <x> <y> <dx> <dy> [modifiers]
///                                      a wheel at (x, y); dx, dy in notches (lines), or in
///                                      points with `precise`; positive dy scrolls down
///                                      (content moves up), negative dy with `ctrl` zooms in
///     key down <key> [modifiers] [repeat]
///     key up <key> [modifiers]         keys: a-z 0-9 return escape tab space backspace
///                                      delete minus equal plus home end pageup pagedown
///                                      left right up down f1-f12 ctrl shift alt super;
///                                      modifiers: shift ctrl alt cmd capslock
///     resize <width> <height>          the window's new size, in points
///     wait <duration>                  let time pass (animations run, deadlines fire)
///     advance <duration>               the same as wait
///     frames <n>                       let n frames of 1/60 s pass, one at a time
///     render                           draw a frame now
///     screenshot <path>                save the window's pixels as a PNG at <path>
///     @<time> <step>                   run <step> at <time> seconds after the script began
///                                      (time passes until then; never earlier than now)
///
/// Example:
///
///     # drag the photo up, then zoom in three notches around (400, 300)
///     touch down 1 120 340
///     touch move 1 130 300
///     @0.1 touch up 1 130 260
///     frames 30
///     wheel 400 300 0 -3 ctrl
///     wait 0.25
///     screenshot out/zoomed.png
public struct EventScript: Equatable, Sendable {
    /// The longest `wait` (and the latest `@` time step) a line may ask for, in seconds:
    /// an hour, so a slip of the keyboard cannot make a run that never ends.
    public static let maximumWait: TimeInterval = 3600
    /// The most frames one `frames` line may run: an hour at 60 Hz.
    public static let maximumFrames = 216_000
    /// The largest window side `resize` accepts, in points.
    public static let maximumWindowSide: CGFloat = 16384

    /// One frame of the script clock: 1/60 s.
    public static let frameDuration: TimeInterval = 1.0 / 60

    /// What a step does.
    public enum Command: Equatable, Sendable {
        /// Deliver raw input at the host's current time.
        case input(HostInput)
        /// Let time pass, in seconds (`wait`, `advance`).
        case wait(TimeInterval)
        /// Let this many frames of `frameDuration` pass, one at a time.
        case frames(Int)
        /// Draw a frame.
        case render
        /// Save the window's pixels as a PNG at the path (relative to the working directory).
        case screenshot(path: String)
        /// Resize the window to a size in points.
        case resize(CGSize)
    }

    /// One line's step.
    public struct Step: Equatable, Sendable {
        /// The line it came from, counting from 1.
        public var line: Int
        /// With an `@` prefix: the script time (seconds since the start) at which it runs.
        public var time: TimeInterval?
        /// What it does.
        public var command: Command
        /// The line as written, for messages.
        public var text: String

        /// A step from its parts.
        public init(line: Int, time: TimeInterval? = nil, command: Command, text: String = "") {
            self.line = line
            self.time = time
            self.command = command
            self.text = text
        }
    }

    /// The name errors use for the script (its file name).
    public var name: String
    /// The steps, in order.
    public var steps: [Step]

    /// A script of `steps` called `name`.
    public init(name: String, steps: [Step]) {
        self.name = name
        self.steps = steps
    }

    /// Parses `text`; errors are `EventScriptError`s naming `name` and the line.
    public init(parsing text: String, name: String = "script") throws {
        self.name = name
        self.steps = try EventScriptParser(name: name).parse(text)
    }

    /// Reads and parses the script file at `url`; errors are `EventScriptError`s. Only a
    /// regular file is read: a FIFO, socket or device is refused with what it is, without
    /// waiting for a writer or reading an endless stream.
    public init(contentsOf url: URL) throws {
        let name = url.relativePath
        func failure(_ reason: String) -> EventScriptError {
            EventScriptError(name: name, line: 0, text: "", reason: "cannot read the script (\(reason))")
        }
        // Non-blocking, so a FIFO with no writer cannot hang the open before fstat says what it is.
        let fd = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            throw failure(errno == ENOENT ? "no such file" : String(cString: strerror(errno)))
        }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw failure(String(cString: strerror(errno))) }
        let type = FileType(mode: status.st_mode)
        guard type == .regular else { throw failure("it is \(type.name)") }
        let data: Data
        do {
            data = try handle.readToEnd() ?? Data()
        } catch {
            throw failure(error.localizedDescription)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw EventScriptError(name: name, line: 0, text: "", reason: "the script is not UTF-8 text")
        }
        try self.init(parsing: text, name: name)
    }

    /// How long the script takes to run, in seconds: its waits, frames and `@` times.
    public var duration: TimeInterval {
        var now: TimeInterval = 0
        for step in steps {
            if let t = step.time { now = max(now, t) }
            now += step.command.timeTaken
        }
        return now
    }
}

extension EventScript.Command {
    /// The script time this step lets pass, in seconds: a wait's duration, `frames`' count
    /// of frames; nothing for input and output steps.
    public var timeTaken: TimeInterval {
        switch self {
        case let .wait(seconds): return seconds
        case let .frames(n): return Double(n) * EventScript.frameDuration
        default: return 0
        }
    }
}
