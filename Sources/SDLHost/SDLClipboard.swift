import CSDL2
import Foundation
import UIKit

/// The desktop's clipboard through SDL, so text copied in a text field reaches other
/// programs and their copies paste here.
enum SDLClipboard {
    /// Connects `UIPasteboard.general` to SDL's clipboard; `SDLVideo.start` does, once SDL's
    /// video (which stays up for the process) is running.
    static func connect() {
        UIPasteboard.general.connect(read: read, write: write)
    }

    private static func read() -> String? {
        guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
        defer { SDL_free(text) }
        return String(cString: text)
    }

    private static func write(_ text: String?) {
        SDL_SetClipboardText(text ?? "")
    }
}
