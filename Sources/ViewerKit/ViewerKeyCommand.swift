import UIKit

/// What a key press asks of the viewer (keys the scroll view does not take itself:
/// arrows, Page Up/Down, Home and End scroll it directly).
public enum ViewerKeyCommand: Equatable, Sendable {
    /// `+` or `=` (and keypad +): zoom in by `zoomStep` about the view's centre.
    case zoomIn
    /// `-` (and keypad -): zoom out by `zoomStep` about the view's centre.
    case zoomOut
    /// `0`: back to the fit scale, the whole image in view.
    case fit
    /// `1`: 100%, one image pixel per device pixel.
    case actualSize
    /// `q` or Escape.
    case quit

    /// The factor one `+` or `-` press zooms by.
    public static let zoomStep: CGFloat = 1.5

    /// The command for `key`, or nil for keys the viewer does not use. What the key types
    /// decides (so `q` on an AZERTY keyboard is the key labelled Q, and Shift+`=` typing
    /// `+` is the same key); the keypad's + and - count whatever they type.
    public init?(_ key: UIKey) {
        if key.keyCode == .keyboardEscape {
            self = .quit
            return
        }
        for text in [key.characters, key.charactersIgnoringModifiers] {
            if let command = Self.byCharacters[text] {
                self = command
                return
            }
        }
        switch key.keyCode {
        case .keypadPlus: self = .zoomIn
        case .keypadHyphen: self = .zoomOut
        default: return nil
        }
    }

    private static let byCharacters: [String: ViewerKeyCommand] = [
        "+": .zoomIn, "=": .zoomIn, "-": .zoomOut, "_": .zoomOut,
        "0": .fit, "1": .actualSize, "q": .quit, "Q": .quit,
    ]
}
