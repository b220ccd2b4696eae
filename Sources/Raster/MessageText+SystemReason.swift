import Foundation

extension MessageText {
    /// Why a file operation failed, in the system's words (`Not a directory`, `Permission
    /// denied`): Foundation's file errors wrap the POSIX error, whose own text says more
    /// than theirs ("The operation could not be completed. (NSCocoaErrorDomain error
    /// 512.)"). Errors with no POSIX error inside give their description.
    public static func systemReason(of error: Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        if let posix = (error as NSError).userInfo[NSUnderlyingErrorKey] as? POSIXError {
            return String(cString: strerror(posix.code.rawValue))
        }
        return error.localizedDescription
    }
}
