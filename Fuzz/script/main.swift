import FuzzDriver
import UIKit

// libFuzzer over the event-script parser. Whatever the text, parsing gives steps within
// the script limits or one error of one line, naming a line of the text, whose quotes are
// escaped and cut (MessageText), so no input makes a message long.

/// The longest message any script may cause: the name, a line number, a reason and two
/// quotes of at most about ten characters for each of `MessageText.maximumLength` scalars.
let longestMessage = 4 * MessageText.maximumLength * 10

func fuzz(_ bytes: UnsafeRawBufferPointer) {
    let text = String(decoding: bytes, as: UTF8.self)
    do {
        let script = try EventScript(parsing: text, name: "fuzz.txt")
        var previous = 0
        for step in script.steps {
            precondition(step.line > previous, "steps out of line order")
            previous = step.line
            if case let .resize(size) = step.command {
                precondition(size.width >= 1 && size.height >= 1, "a window without pixels: \(size)")
                precondition(size.width <= EventScript.maximumWindowSide && size.height <= EventScript.maximumWindowSide)
            }
            if case let .frames(count) = step.command { precondition(count <= EventScript.maximumFrames) }
        }
        precondition(script.duration.isFinite)
    } catch let error as EventScriptError {
        let line = error.description
        precondition(!line.unicodeScalars.contains { $0.properties.generalCategory == .control },
                     "a message with raw control characters: \(line.debugDescription)")
        precondition(line.count <= longestMessage, "a message of \(line.count) characters")
        precondition(error.line >= 1, "a parse error with no line")
    } catch {
        preconditionFailure("not an EventScriptError: \(error)")
    }
}

runFuzzer(fuzz)
