import CSDL2

/// A failure of SDL, with SDL's own message.
public struct SDLError: Error, CustomStringConvertible {
    /// What ScrollKit was doing.
    public let operation: String
    /// SDL_GetError() at the time.
    public let message: String

    init(operation: String, message: String) {
        self.operation = operation
        self.message = message
    }

    init(_ operation: String) {
        self.operation = operation
        self.message = String(cString: SDL_GetError())
    }

    public var description: String { "\(operation): \(message)" }
}
