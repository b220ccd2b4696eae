import CSDL2

/// A failure of SDL, with SDL's own message.
public struct SDLError: Error, CustomStringConvertible {
    /// What ScrollKit was doing.
    public let operation: String
    /// SDL_GetError() at the time, or ScrollKit's own reason.
    public let message: String
    /// True when the failure is that there is no display to open a window on (as opposed
    /// to a display that refused a window or renderer): the program should say how to run
    /// without one.
    public let isMissingDisplay: Bool

    init(operation: String, message: String, isMissingDisplay: Bool = false) {
        self.operation = operation
        self.message = message
        self.isMissingDisplay = isMissingDisplay
    }

    init(_ operation: String) {
        self.init(operation: operation, message: String(cString: SDL_GetError()))
    }

    /// "operation: message".
    public var description: String { "\(operation): \(message)" }
}
