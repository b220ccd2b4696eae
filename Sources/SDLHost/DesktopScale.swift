import Foundation
import UIKit

/// The scale an X11 desktop asks applications to draw at, which SDL2 does not apply on
/// X11 (its windows there are one point per pixel): `SCROLLKIT_SCALE` (a program's own
/// `--scale`), else GTK's `GDK_SCALE`, else `Xft.dpi` from the X resources over 96 (as Qt
/// and GTK read it), rounded to a quarter. 1 when none says otherwise. On a window system
/// where SDL already gives the window more pixels than points (Wayland, macOS), SDL's own
/// scale applies and this one is 1.
public enum DesktopScale {
    /// The X resources' DPI that means a scale of 1.
    public static let baseDPI: Double = 96
    /// The largest scale accepted from the desktop.
    public static let maximumScale: CGFloat = 8

    /// The scale from `environment` and the X resources `xResources` gives (the text of
    /// `xrdb -query`, read only when the environment does not decide).
    public static func detect(environment: [String: String], xResources: () -> String?) -> CGFloat {
        for name in ["SCROLLKIT_SCALE", "GDK_SCALE"] {
            if let text = environment[name], let value = Double(text.trimmingCharacters(in: .whitespaces)),
               value.isFinite, value > 0 {
                return min(maximumScale, max(1, CGFloat(value)))
            }
        }
        guard let resources = xResources(), let dpi = xftDPI(in: resources) else { return 1 }
        return min(maximumScale, max(1, CGFloat((dpi / baseDPI * 4).rounded() / 4)))
    }

    /// The `Xft.dpi` value of X resources text, if it has one.
    static func xftDPI(in resources: String) -> Double? {
        for line in resources.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "Xft.dpi" else { continue }
            if let dpi = Double(parts[1].trimmingCharacters(in: .whitespaces)), dpi.isFinite, dpi > 0 { return dpi }
        }
        return nil
    }

    /// The scale for this process's windows: the environment, then the X resources of an
    /// X11 display (none without `DISPLAY`; see `XResources`).
    public static func current() -> CGFloat {
        let environment = ProcessInfo.processInfo.environment
        return detect(environment: environment) {
            guard environment["DISPLAY"] != nil, environment["WAYLAND_DISPLAY"] == nil else { return nil }
            return XResources.query()
        }
    }
}
