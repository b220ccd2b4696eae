import Foundation

/// Runs an `EventScript` against a `ScriptHost`, step by step: input is delivered at the
/// host's current time, `wait`/`advance` advance the host's clock, `frames` advance it one
/// `EventScript.frameDuration` at a time, and an `@` time first advances the clock to that
/// many seconds after the script began.
public struct EventScriptRunner {
    /// The host the script drives.
    public let host: ScriptHost

    /// A runner driving `host`.
    public init(host: ScriptHost) {
        self.host = host
    }

    /// Runs every step of `script` in order. A host error stops the run and is rethrown as
    /// an `EventScriptError` naming the script line.
    public func run(_ script: EventScript) throws {
        var elapsed: TimeInterval = 0
        for step in script.steps {
            do {
                if let time = step.time, time > elapsed {
                    try host.advance(by: time - elapsed)
                    elapsed = time
                }
                try perform(step.command, elapsed: &elapsed)
            } catch let error as EventScriptError {
                throw error
            } catch {
                throw EventScriptError(name: script.name, line: step.line, text: step.text,
                                       reason: "\(Self.verb(of: step.command)) failed: \(error)")
            }
        }
    }

    private func perform(_ command: EventScript.Command, elapsed: inout TimeInterval) throws {
        switch command {
        case let .input(input):
            try host.deliver(input, at: host.currentTime)
        case let .wait(seconds):
            if seconds > 0 { try host.advance(by: seconds) }
            elapsed += command.timeTaken
        case let .frames(count):
            for _ in 0..<count { try host.advance(by: EventScript.frameDuration) }
            elapsed += command.timeTaken
        case .render:
            try host.render()
        case let .screenshot(path):
            try host.screenshot(to: path)
        case let .resize(size):
            try host.resize(to: size)
        }
    }

    private static func verb(of command: EventScript.Command) -> String {
        switch command {
        case .input: return "input"
        case .wait: return "wait"
        case .frames: return "frames"
        case .render: return "render"
        case .screenshot: return "screenshot"
        case .resize: return "resize"
        }
    }
}
