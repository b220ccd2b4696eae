import Foundation

/// Gives a table view its counts, cells and section titles, as UIKit's
/// `UITableViewDataSource`. The two row methods are required; the others have defaults,
/// as `@objc optional` methods do on iOS.
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell showing the row at `indexPath`: usually one from
    /// `dequeueReusableCell(withIdentifier:for:)`, configured.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections (default 1).
    func numberOfSections(in tableView: UITableView) -> Int
    /// The text of `section`'s header, which the table shows in its standard header view
    /// (default nil: no title).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The text of `section`'s footer (default nil: no title).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// Told what a table view's rows do (highlight, selection, display), asked for their
/// heights and for section header and footer views, and, as a `UIScrollViewDelegate`, told
/// how the table scrolls; as UIKit's `UITableViewDelegate`. Every method has a default.
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The height of the row at `indexPath`, in points (default the table's `rowHeight`);
    /// `UITableView.automaticDimension`: the height its cell asks for.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of `section`'s header, in points (default: the table's
    /// `sectionHeaderHeight` when the section has a header, a title or a view; otherwise
    /// none in the plain style and a gap between sections in the grouped styles). The
    /// default asks `viewForHeaderInSection` to know whether there is a view, for every
    /// section whenever the table measures itself (a reload, an update); a delegate whose
    /// header views are costly gives this height itself.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of `section`'s footer, in points (default as for headers, with
    /// `sectionFooterHeight`).
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// The height the row at `indexPath` is given, in points, while its height is
    /// `UITableView.automaticDimension` and its cell not yet measured (default the table's
    /// `estimatedRowHeight`; `automaticDimension`: the table's own estimate).
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// As `estimatedHeightForRowAt`, for a header of height `automaticDimension` (default
    /// the table's `estimatedSectionHeaderHeight`).
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    /// As `estimatedHeightForRowAt`, for a footer of height `automaticDimension` (default
    /// the table's `estimatedSectionFooterHeight`).
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
    /// A view for `section`'s header (default nil: the standard one when the data source
    /// gives a title).
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// A view for `section`'s footer (default nil: the standard one when the data source
    /// gives a title).
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// Whether a touch on the row may highlight it (default true); no highlight, no
    /// selection by touch.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row was highlighted by a touch.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// The row's highlight ended (the touch lifted, or became a scroll).
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// A tap is about to select the row: return it, another row to select instead, or nil
    /// to select nothing (default: the row).
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// A tap is about to deselect the row: return it, another to deselect instead, or nil
    /// to keep it selected (default: the row).
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// A tap selected the row (not sent for `selectRow(at:animated:scrollPosition:)`).
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// A tap deselected the row, or selected another in single selection (not sent for
    /// `deselectRow(at:animated:)`).
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// The cell is about to show the row.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// The cell stopped showing the row (scrolled away, deleted, reloaded).
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// The detail button of the row's cell (`accessoryType` `.detailButton`) was tapped.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.standardHeight(of: .header, inSection: section)
    }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.standardHeight(of: .footer, inSection: section)
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
                          forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
}
