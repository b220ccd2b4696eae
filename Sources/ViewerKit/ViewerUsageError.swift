import UIKit

/// A command line the viewer (or the pager, which shares its options) cannot run;
/// `description` is one line for standard error.
public enum ViewerUsageError: Error, Equatable, CustomStringConvertible {
    /// An option the viewer does not have.
    case unknownOption(String)
    /// An option that takes a value came last.
    case missingValue(option: String)
    /// An option's value is malformed; `expected` says what it should look like.
    case badValue(option: String, value: String, expected: String)
    /// An option that only means something without a window.
    case needsHeadless(option: String)
    /// An option that only means something in a window.
    case needsWindow(option: String)
    /// An option that only means something with what `condition` names (`--style scroll`).
    case worksOnly(option: String, condition: String)
    /// `--size` times `--scale` is more than `maximumPixels` device pixels a side.
    case tooLarge(pixelsPerSide: Int, maximumPixels: Int)
    /// `--size` times `--scale` is less than one device pixel on a side.
    case tooSmall
    /// An option's value names something that does not exist yet; `reason` says what.
    case unavailable(option: String, value: String, reason: String)
    /// An option or an option's value whose bytes are not UTF-8, shown with `\xHH` for
    /// those bytes (`CommandLineBytes`).
    case notUTF8(argument: String)

    /// One line saying what is wrong, for `viewer: <line>` on standard error.
    public var description: String {
        switch self {
        case let .unknownOption(option):
            return "unknown option \(MessageText.quoted(option)) (see --help)"
        case let .missingValue(option):
            return "\(option) needs a value (see --help)"
        case let .badValue(option, value, expected):
            return "\(option): \(MessageText.quoted(value)) is not \(expected)"
        case let .needsHeadless(option):
            return "\(option) works only with --headless"
        case let .needsWindow(option):
            return "\(option) works only in a window (not with --headless)"
        case let .worksOnly(option, condition):
            return "\(option) works only \(condition)"
        case let .tooLarge(pixels, maximum):
            return pixels == Int.max ? "a window that large is larger than \(maximum) pixels a side"
                : "a window of \(pixels) pixels a side is larger than \(maximum)"
        case .tooSmall:
            return "a window needs at least one pixel a side (--size times --scale)"
        case let .unavailable(option, value, reason):
            return "\(option) \(value): \(reason)"
        case let .notUTF8(argument):
            return "'\(argument)' is not UTF-8 text: options and their values must be (files may be named by any bytes)"
        }
    }
}
