import Foundation

/// The X server's resource database as text (the root window's `RESOURCE_MANAGER`
/// property, what `xrdb -query` prints and what Qt and GTK read `Xft.dpi` from), read with
/// libX11, which SDL's X11 driver loads anyway. Looked up at run time, so building needs
/// no X11 headers; asking costs a connection of a millisecond or two where running
/// `xrdb` cost a process (tens of milliseconds before the first picture).
enum XResources {
    private typealias OpenDisplay = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    private typealias CloseDisplay = @convention(c) (OpaquePointer) -> Int32
    private typealias ResourceString = @convention(c) (OpaquePointer) -> UnsafeMutablePointer<CChar>?

    /// The resources of the display `DISPLAY` names: "" when it has none, nil when libX11
    /// or the display cannot be opened.
    static func query() -> String? {
        guard let library = dlopen("libX11.so.6", RTLD_LAZY) else { return nil }
        defer { dlclose(library) }
        guard let open = dlsym(library, "XOpenDisplay"), let close = dlsym(library, "XCloseDisplay"),
              let resources = dlsym(library, "XResourceManagerString") else { return nil }
        guard let display = unsafeBitCast(open, to: OpenDisplay.self)(nil) else { return nil }
        defer { _ = unsafeBitCast(close, to: CloseDisplay.self)(display) }
        // Xlib owns the string; it lives as long as the connection.
        return unsafeBitCast(resources, to: ResourceString.self)(display).map { String(cString: $0) } ?? ""
    }
}
