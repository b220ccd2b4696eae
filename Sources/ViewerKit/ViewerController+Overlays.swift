import UIKit

extension ViewerController {
    /// `?`, F1: shows or hides the help, every key and mouse action.
    public func toggleHelp() {
        infoOverlay?.isHidden = true
        helpView.entries = Self.helpEntries(wheelZooms: scrollView.wheelZooms)
        helpView.isHidden.toggle()
        updateOverlayFocus()
    }

    /// `i`: shows or hides the image's details.
    public func toggleInfo() {
        helpOverlay?.isHidden = true
        infoView.isHidden.toggle()
        updateOverlays()
    }

    /// Hides whichever overlay shows.
    func hideOverlays() {
        helpOverlay?.isHidden = true
        infoOverlay?.isHidden = true
        updateOverlayFocus()
    }

    /// Gives the keyboard to the help while it shows (it is modal), and to the info overlay
    /// while its rows do not fit the window and scroll, so the arrows, Page Up and Down,
    /// Space, Home and End scroll it (its scroll indicator flashing to say so), and back to
    /// the image when it closes (the info overlay: or fits). In a small window the help is
    /// one scrolling column; before, its rows were cut off.
    func updateOverlayFocus() {
        let overlays = [helpOverlay, infoOverlay].compactMap { $0 }
        if let shown = overlays.first(where: { !$0.isHidden }), shown.isModal || shown.isScrollable {
            guard !shown.scrollView.isFirstResponder, shown.scrollView.becomeFirstResponder() else { return }
            if shown.isScrollable { shown.scrollView.flashScrollIndicators() }
        } else if overlays.contains(where: { $0.scrollView.isFirstResponder }) {
            _ = scrollView.becomeFirstResponder()
        }
    }

    /// True while the help overlay shows.
    public var isShowingHelp: Bool { helpOverlay.map { !$0.isHidden } ?? false }
    /// True while the info overlay shows.
    public var isShowingInfo: Bool { infoOverlay.map { !$0.isHidden } ?? false }

    /// The help overlay, made (hidden, over the image area) the first time it is asked for.
    var helpView: KeyCommandHelpView {
        if let helpOverlay { return helpOverlay }
        let overlay = makeOverlay(heading: "Keys and mouse")
        // Modal, as the pager's: while it shows, no drag, wheel, pinch or double-click
        // reaches the picture under it (nor a key, `validateViewerCommand`), and a tap
        // beside its panel closes it. Before, a drag over the help panned the image, the
        // wheel zoomed it, and Right browsed to the next file behind it.
        overlay.isModal = true
        overlay.onTapBesidePanel = { [unowned self] in hideOverlays() }
        helpOverlay = overlay
        return overlay
    }

    /// The info overlay, made (hidden, over the image area) the first time it is asked for.
    var infoView: KeyCommandHelpView {
        if let infoOverlay { return infoOverlay }
        let overlay = makeOverlay(heading: "Image")
        infoOverlay = overlay
        return overlay
    }

    private func makeOverlay(heading: String) -> KeyCommandHelpView {
        let overlay = KeyCommandHelpView(heading: heading)
        overlay.isHidden = true
        overlay.frame = imageArea
        view.addSubview(overlay)
        return overlay
    }

    /// Keeps the info overlay current with the file shown.
    func updateOverlays() {
        defer { updateOverlayFocus() }
        guard let infoOverlay, !infoOverlay.isHidden else { return }
        infoOverlay.entries = infoEntries
    }

    /// The info overlay's rows: file, place in the list, dimensions (as shown), colour type
    /// and bit depth, file size, decode time (unless `showsDecodeTime` is off), orientation,
    /// and the orientation the file's EXIF data asks for, when it has one.
    var infoEntries: [KeyCommandHelpView.Entry] {
        guard let imagePath else { return [] }
        var rows = [KeyCommandHelpView.Entry(title: "File", keys: ViewerStatusText.name(ofPath: imagePath))]
        if let position = positionText { rows.append(.init(title: "Image", keys: position)) }
        if let error = currentFailure {
            rows.append(.init(title: "Error", keys: "\(error)"))
            return rows
        }
        guard let loaded = loadedImage else { return rows }
        let header = loaded.header
        // As shown, as the status bar has them; the file's own when a turn swapped them (a
        // square's are the same either way: "20000 × 20000 pixels (stored 20000 × 20000)").
        let stored = "\(header.width) × \(header.height)"
        rows.append(.init(title: "Dimensions", keys: orientation.swapsAxes && header.width != header.height
                          ? "\(header.height) × \(header.width) pixels (stored \(stored))" : "\(stored) pixels"))
        rows.append(.init(title: "Colour", keys: "\(Self.colorTypeName(header.colorType)), \(header.bitDepth) bits per sample"
                          + (header.isInterlaced ? ", interlaced" : "")))
        rows.append(.init(title: "File size", keys: ViewerStatusText.fileSize(loaded.fileBytes)))
        if showsDecodeTime {
            rows.append(.init(title: "Decode time", keys: String(cFormat: "%.0f ms", loaded.decodeSeconds * 1000)))
        }
        rows.append(.init(title: "Orientation", keys: Self.orientationName(orientation)))
        if let exif = header.exifOrientation {
            rows.append(.init(title: "EXIF orientation",
                              keys: "\(exif): \(Self.orientationName(ImageOrientation(exifOrientation: exif)))"))
        }
        if let damage = loaded.damage { rows.append(.init(title: "Damaged", keys: "\(damage)")) }
        return rows
    }

    static func colorTypeName(_ type: PNGColorType) -> String {
        switch type {
        case .grayscale: return "greyscale"
        case .rgb: return "RGB"
        case .indexed: return "palette"
        case .grayscaleAlpha: return "greyscale with alpha"
        case .rgba: return "RGB with alpha"
        }
    }

    static func orientationName(_ orientation: ImageOrientation) -> String {
        let turn = ["upright", "turned 90° clockwise", "turned 180°", "turned 90° counter-clockwise"][orientation.quarterTurns]
        return orientation.isMirrored ? turn + ", mirrored" : turn
    }
}
