import UIKit

extension ViewerController {
    /// Shows the next file of the list (`n`; Right while the image fits the width), the
    /// first after the last.
    public func showNextImage() {
        step(by: 1)
    }

    /// Shows the previous file of the list (`p`; Left while the image fits the width),
    /// the last before the first.
    public func showPreviousImage() {
        step(by: -1)
    }

    private func step(by offset: Int) {
        guard var list = imageList, list.count > 1 else { return }
        list.select(list.index(offsetBy: offset))
        browse(list)
    }
}
