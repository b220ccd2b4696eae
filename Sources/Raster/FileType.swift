import Foundation

/// The type of file at a path, as `stat` reports it, so that what is not a regular file
/// (a FIFO that would block, a device that never ends or must not be replaced) is
/// refused with a reason saying what it is.
public enum FileType: Equatable, Sendable {
    /// A regular file: the only type read as an image or script, or written as a PNG.
    case regular
    /// A directory.
    case directory
    /// A symbolic link (only `lstat` reports one).
    case symbolicLink
    /// A character device, such as `/dev/null` or a terminal.
    case characterDevice
    /// A block device, such as a disk.
    case blockDevice
    /// A FIFO (named pipe): reading or writing one blocks until the other end opens.
    case fifo
    /// A Unix-domain socket.
    case socket
    /// A type this enumeration does not name.
    case unknown

    /// The type encoded in a `st_mode`.
    public init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .symbolicLink
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        default: self = .unknown
        }
    }

    /// What it is, for a message: "a directory", "a named pipe"…
    public var name: String {
        switch self {
        case .regular: return "a regular file"
        case .directory: return "a directory"
        case .symbolicLink: return "a symbolic link"
        case .characterDevice: return "a character device"
        case .blockDevice: return "a block device"
        case .fifo: return "a named pipe"
        case .socket: return "a socket"
        case .unknown: return "a special file"
        }
    }
}
