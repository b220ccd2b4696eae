import UIKit

/// What shows behind an image's transparent pixels: a checkerboard (the default, as in feh
/// and eog), black, white, or a colour of the user's.
public enum ViewerBackground: Equatable, Sendable {
    /// Light and dark grey squares, `CheckerboardView.squareSize` points a side on screen.
    case checkerboard
    /// A solid colour (8-bit sRGB, opaque).
    case color(red: UInt8, green: UInt8, blue: UInt8)

    /// Black.
    public static let black = ViewerBackground.color(red: 0, green: 0, blue: 0)
    /// White.
    public static let white = ViewerBackground.color(red: 255, green: 255, blue: 255)

    /// What `b` turns this into: checkerboard, black, white, and round again (a colour of
    /// the user's goes to the checkerboard).
    public var next: ViewerBackground {
        switch self {
        case .checkerboard: return .black
        case .black: return .white
        default: return .checkerboard
        }
    }

    /// The background `--background` names: `checker`, `black`, `white` or `#rrggbb`;
    /// nil for anything else.
    public init?(argument: String) {
        switch argument.lowercased() {
        case "checker", "checkerboard": self = .checkerboard
        case "black": self = .black
        case "white": self = .white
        default:
            let hex = argument.dropFirst()
            guard argument.hasPrefix("#"), hex.count == 6, hex.allSatisfy(\.isHexDigit),
                  let value = UInt32(hex, radix: 16) else { return nil }
            self = .color(red: UInt8(value >> 16), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF))
        }
    }

    /// The solid colour, or nil for the checkerboard.
    public var solidColor: UIColor? {
        guard case let .color(r, g, b) = self else { return nil }
        return UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: 1)
    }

    /// Its name, for the info overlay and the help.
    public var name: String {
        switch self {
        case .checkerboard: return "checkerboard"
        case .black: return "black"
        case .white: return "white"
        case let .color(r, g, b): return String(cFormat: "#%02x%02x%02x", r, g, b)
        }
    }
}
