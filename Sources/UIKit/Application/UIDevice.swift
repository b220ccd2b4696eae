import Foundation

/// The device the program runs on, as UIKit's `UIDevice`: for code that asks what it runs on.
public final class UIDevice {
    /// The kinds of device UIKit distinguishes.
    public enum UserInterfaceIdiom: Int, Sendable {
        case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
    }

    /// The device running the program.
    nonisolated(unsafe) public static let current = UIDevice()

    private init() {}

    /// The machine's host name.
    public var name: String { ProcessInfo.processInfo.hostName }
    /// The operating system's name: "Linux".
    public var systemName: String { "Linux" }
    /// The operating system's version, as "major.minor.patch" of the kernel.
    public var systemVersion: String {
        let v = ProcessInfo.processInfo.operatingSystemVersion
        return "\(v.majorVersion).\(v.minorVersion).\(v.patchVersion)"
    }
    /// The kind of device: "Linux desktop".
    public var model: String { "Linux desktop" }
    /// `.mac`: a desktop computer with a pointer and a keyboard, where iOS code that checks
    /// for `.pad` or `.mac` lays out for a large screen.
    public var userInterfaceIdiom: UserInterfaceIdiom { .mac }
}
