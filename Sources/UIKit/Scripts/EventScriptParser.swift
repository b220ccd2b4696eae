import Foundation

/// Turns script text into steps (the format is documented on `EventScript`). It keeps the
/// script clock as it goes, so an `@` time earlier than the steps before it is an error
/// here, not a surprise at run time.
struct EventScriptParser {
    let name: String

    /// One line being parsed: its number, text, and words after the command.
    private struct Line {
        let number: Int
        let text: String
        var words: ArraySlice<Substring>
    }

    func parse(_ text: String) throws -> [EventScript.Step] {
        var steps: [EventScript.Step] = []
        var now: TimeInterval = 0
        var number = 0
        // Swift reads "\r\n" as one Character, so CRLF line ends need naming apart from "\n".
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            let content = Self.stripComment(raw)
            let words = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })[...]
            guard let first = words.first else { continue }
            var line = Line(number: number, text: String(raw.trimmingCharacters(in: .whitespacesAndNewlines)), words: words)
            var time: TimeInterval?
            if first.hasPrefix("@") {
                let t = try duration(String(first.dropFirst()), what: "time", in: line)
                guard t + 1e-9 >= now else {
                    throw error(in: line, "time \(format(t)) s is before the script's current time \(format(now)) s")
                }
                time = t
                now = max(now, t)
                line.words = line.words.dropFirst()
                guard line.words.first != nil else { throw error(in: line, "expected a step after \(MessageText.quoted(first))") }
            }
            let command = try parseCommand(&line, rawLine: content)
            now += command.timeTaken
            steps.append(EventScript.Step(line: number, time: time, command: command, text: line.text))
        }
        return steps
    }

    /// The line without its comment: `#` at the start or after whitespace.
    private static func stripComment(_ line: Substring) -> Substring {
        var previous: Character = " "
        for i in line.indices {
            if line[i] == "#", previous == " " || previous == "\t" { return line[..<i] }
            previous = line[i]
        }
        return line
    }

    private func parseCommand(_ line: inout Line, rawLine: Substring) throws -> EventScript.Command {
        let written = try word(&line, "a command")
        let command = written.lowercased()
        let result: EventScript.Command
        switch command {
        case "touch": result = try parseTouch(&line)
        case "wheel": result = try parseWheel(&line)
        case "key": result = try parseKey(&line)
        case "resize":
            let w = try number(&line, "width"), h = try number(&line, "height")
            // As `--size` is: a window smaller than a point a side has no pixels to show.
            guard w >= 1, h >= 1 else { throw error(in: line, "resize needs at least 1 point a side, got \(format(w)) x \(format(h))") }
            guard w <= EventScript.maximumWindowSide, h <= EventScript.maximumWindowSide else {
                throw error(in: line, "resize to \(format(w)) x \(format(h)) is larger than \(format(EventScript.maximumWindowSide)) points a side")
            }
            result = .resize(CGSize(width: w, height: h))
        case "wait", "advance":
            result = .wait(try duration(try word(&line, "a duration"), what: "duration", in: line))
        case "frames":
            let text = try word(&line, "a frame count")
            guard let n = Int(text), n >= 0 else { throw error(in: line, "expected a frame count (0 or more), got \(MessageText.quoted(text))") }
            guard n <= EventScript.maximumFrames else {
                throw error(in: line, "\(n) frames is more than \(EventScript.maximumFrames) (an hour at 60 Hz)")
            }
            result = .frames(n)
        case "render":
            result = .render
        case "screenshot":
            // The path is the rest of the line as written (it may hold spaces).
            guard let start = line.words.first?.startIndex else { throw error(in: line, "screenshot needs a path") }
            let path = rawLine[start...].trimmingCharacters(in: .whitespaces)
            line.words = []
            result = .screenshot(path: path)
        default:
            throw error(in: line, "unknown command \(MessageText.quoted(written))")
        }
        if let extra = line.words.first { throw error(in: line, "unexpected \(MessageText.quoted(extra)) after the \(command) step") }
        return result
    }

    private func parseTouch(_ line: inout Line) throws -> EventScript.Command {
        let phase = try word(&line, "down, move, up or cancel").lowercased()
        let idText = try word(&line, "a finger id")
        guard let id = Int(idText), id >= 0 else { throw error(in: line, "expected a finger id (0 or more), got \(MessageText.quoted(idText))") }
        if phase == "cancel" { return .input(.touchCancel(id: id)) }
        let location = CGPoint(x: try number(&line, "x"), y: try number(&line, "y"))
        switch phase {
        case "down": return .input(.touchDown(id: id, location: location))
        case "move": return .input(.touchMove(id: id, location: location))
        case "up": return .input(.touchUp(id: id, location: location))
        default: throw error(in: line, "unknown touch phase \(MessageText.quoted(phase)) (down, move, up or cancel)")
        }
    }

    private func parseWheel(_ line: inout Line) throws -> EventScript.Command {
        var precise = false
        if line.words.first?.lowercased() == "precise" {
            precise = true
            line.words = line.words.dropFirst()
        }
        let location = CGPoint(x: try number(&line, "x"), y: try number(&line, "y"))
        let delta = CGPoint(x: try number(&line, "dx"), y: try number(&line, "dy"))
        var modifiers: UIKeyModifierFlags = []
        while let next = line.words.first {
            guard let flag = EventScriptKeyNames.modifier(named: next.lowercased()) else {
                throw error(in: line, "unknown modifier \(MessageText.quoted(next)) (shift, ctrl, alt, cmd, capslock)")
            }
            modifiers.insert(flag)
            line.words = line.words.dropFirst()
        }
        return .input(.wheel(location: location, delta: delta, isPrecise: precise, modifiers: modifiers))
    }

    private func parseKey(_ line: inout Line) throws -> EventScript.Command {
        let direction = try word(&line, "down or up").lowercased()
        guard direction == "down" || direction == "up" else {
            throw error(in: line, "expected 'down' or 'up' after 'key', got \(MessageText.quoted(direction))")
        }
        let keyName = try word(&line, "a key name")
        guard let keyCode = EventScriptKeyNames.keyCode(named: keyName.lowercased()) else {
            throw error(in: line, "unknown key \(MessageText.quoted(keyName))")
        }
        var modifiers: UIKeyModifierFlags = []
        var isRepeat = false
        while let next = line.words.first {
            let word = next.lowercased()
            if word == "repeat", direction == "down" {
                isRepeat = true
            } else if let flag = EventScriptKeyNames.modifier(named: word) {
                modifiers.insert(flag)
            } else {
                throw error(in: line, "unknown modifier \(MessageText.quoted(next)) (shift, ctrl, alt, cmd, capslock\(direction == "down" ? ", repeat" : ""))")
            }
            line.words = line.words.dropFirst()
        }
        // A modifier key is held while down and released when up.
        if let own = EventScriptKeyNames.modifierFlag(of: keyCode) {
            if direction == "down" { modifiers.insert(own) } else { modifiers.remove(own) }
        }
        let key = EventScriptKeyNames.key(keyCode, modifiers: modifiers)
        return .input(direction == "down" ? .keyDown(key, isRepeat: isRepeat) : .keyUp(key))
    }

    // MARK: Words

    private func word(_ line: inout Line, _ expected: String) throws -> String {
        guard let w = line.words.first else { throw error(in: line, "expected \(expected)") }
        line.words = line.words.dropFirst()
        return String(w)
    }

    private func number(_ line: inout Line, _ what: String) throws -> CGFloat {
        let text = try word(&line, "a number for \(what)")
        guard let value = Double(fullText: text), value.isFinite else {
            throw error(in: line, "expected a number for \(what), got \(MessageText.quoted(text))")
        }
        return CGFloat(value)
    }

    /// Seconds from `12`, `0.25`, `0.25s` or `16ms`; never negative.
    private func duration(_ text: String, what: String, in line: Line) throws -> TimeInterval {
        let lower = text.lowercased()
        var scale = 1.0
        var digits = Substring(lower)
        if lower.hasSuffix("ms") {
            scale = 0.001
            digits = digits.dropLast(2)
        } else if lower.hasSuffix("s") {
            digits = digits.dropLast()
        }
        guard let value = Double(fullText: digits), value.isFinite, value >= 0 else {
            throw error(in: line, "expected a \(what) in seconds (like 0.25, 250ms), got \(MessageText.quoted(text))")
        }
        guard value * scale <= EventScript.maximumWait else {
            throw error(in: line, "a \(what) of \(MessageText.escaped(text)) is longer than \(Int(EventScript.maximumWait)) s (an hour)")
        }
        return value * scale
    }

    private func error(in line: Line, _ reason: String) -> EventScriptError {
        EventScriptError(name: name, line: line.number, text: line.text, reason: reason)
    }

    private func format(_ t: Double) -> String {
        String(cFormat: "%g", t)
    }
}
