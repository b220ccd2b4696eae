import Foundation

extension UITableView {
    /// How many times one tiling pass measures the rows that settling the offset brought on
    /// screen.
    static let settlingRounds = 4

    /// Shows exactly the rows, headers and footers meeting the bounds: cells of rows that
    /// left go back to their reuse queues (`didEndDisplaying`), rows that arrived get cells
    /// from the data source (`willDisplay`), the others keep theirs; in the plain style
    /// headers and footers are placed where they float.
    /// Returns false when the data source reloaded, updated or scrolled the table from
    /// inside a call that made a cell (the pass stopped there; the caller tiles again).
    @discardableResult
    func tileVisibleRows() -> Bool {
        // A pass begun inside another's call-out tells the outer one that the table changed.
        tilingGeneration &+= 1
        _ = loadedGeometry
        remeasureIfWidthChanged()
        if self.geometry?.width != bounds.width { self.geometry?.width = bounds.width }
        // Self-sizing rows arriving are measured first (their cells kept to be shown). When
        // what they measured shrinks the content under the bounds, the offset settles, and
        // the rows the settled bounds bring in are measured in turn (a few rounds at most:
        // each round only moves the bounds towards the content's start).
        var geometry: TableViewGeometry
        var round = 0
        repeat {
            guard measureEstimatedHeights(), let measured = self.geometry else {
                recycleMeasuredElements()
                return false
            }
            geometry = measured
            let size = CGSize(width: bounds.width, height: geometry.contentHeight)
            guard contentSize != size else { break }
            let shrank = size.height < contentSize.height
            contentSize = size
            guard shrank else { break }
            let before = bounds.origin
            settleOffsetAfterContentShrank()
            guard bounds.origin != before else { break }
            round += 1
        } while round < Self.settlingRounds
        tableHeaderView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.tableHeaderHeight)
        tableFooterView?.frame = CGRect(x: 0, y: geometry.tableFooterMinY, width: bounds.width,
                                        height: geometry.tableFooterHeight)
        let visible = bounds
        visibleRows.removeAll(keepingCapacity: true)
        geometry.forEachRow(meeting: visible.minY, visible.maxY) { visibleRows.insert($0) }
        if shownCells.contains(where: { !visibleRows.contains($0.key) }) {
            for (indexPath, cell) in shownCells.sorted(by: { $0.key < $1.key }) where !visibleRows.contains(indexPath) {
                shownCells[indexPath] = nil
                recycle(cell)
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
            }
        }
        var interrupted = false
        geometry.forEachRow(meeting: visible.minY, visible.maxY) { indexPath in
            guard !interrupted else { return }
            if let cell = shownCells[indexPath] {
                place(cell, at: indexPath, in: geometry)
            } else {
                // The data source may have reloaded, updated or scrolled the table meanwhile.
                interrupted = !show(cellFor: indexPath, in: geometry) || self.geometry == nil || bounds != visible
            }
        }
        guard !interrupted, tileSectionEnds(in: geometry) else {
            recycleMeasuredElements()
            return false
        }
        recycleMeasuredElements()
        return true
    }

    /// Where each header and footer meeting the bounds goes (`visibleSectionEnds`): its own
    /// place, or in the plain style where it floats.
    private func findSectionEnds(in geometry: TableViewGeometry) {
        let visible = bounds
        let top = visible.minY + adjustedContentInset.top, bottom = visible.maxY - adjustedContentInset.bottom
        visibleSectionEnds.removeAll(keepingCapacity: true)
        for section in geometry.sections(meeting: visible.minY, visible.maxY) {
            if geometry.headerHeight(inSection: section) > 0 {
                let rect = style == .plain ? geometry.pinnedHeaderRect(inSection: section, visibleTop: top)
                    : geometry.rectForHeader(inSection: section)
                if rect.minY < visible.maxY, rect.maxY > visible.minY {
                    visibleSectionEnds[SectionEndKey(end: .header, section: section)] = rect
                }
            }
            if geometry.footerHeight(inSection: section) > 0 {
                let rect = style == .plain ? geometry.pinnedFooterRect(inSection: section, visibleBottom: bottom)
                    : geometry.rectForFooter(inSection: section)
                if rect.minY < visible.maxY, rect.maxY > visible.minY {
                    visibleSectionEnds[SectionEndKey(end: .footer, section: section)] = rect
                }
            }
        }
    }

    /// A section's header, then its footer.
    private static let sectionEndsInOrder: [SectionEnd] = [.header, .footer]

    /// False when the delegate or data source changed the table while making a view (the
    /// view given back).
    private func tileSectionEnds(in geometry: TableViewGeometry) -> Bool {
        findSectionEnds(in: geometry)
        if shownSectionEnds.contains(where: { visibleSectionEnds[$0.key] == nil }) {
            for (key, view) in shownSectionEnds where visibleSectionEnds[key] == nil {
                shownSectionEnds[key] = nil
                recycle(sectionEnd: view)
            }
        }
        // In order, section by section, header before footer.
        for section in geometry.sections(meeting: bounds.minY, bounds.maxY) {
            for end in Self.sectionEndsInOrder {
                let key = SectionEndKey(end: end, section: section)
                guard let frame = visibleSectionEnds[key] else { continue }
                if let view = shownSectionEnds[key] {
                    if view.frame != frame { view.frame = frame }
                    continue
                }
                guard !blankSectionEnds.contains(key) else { continue }
                let generation = tilingGeneration
                let made = takeMeasuredView(for: key) ?? makeView(for: key)
                guard tilingGeneration == generation else {
                    if let made { recycle(sectionEnd: made) }
                    return false
                }
                guard let view = made else {
                    blankSectionEnds.insert(key)
                    continue
                }
                view.frame = frame
                insertSubview(view, at: indexAboveElements())
                shownSectionEnds[key] = view
            }
        }
        return true
    }

    /// The delegate's view for a header or footer, else the standard one showing the data
    /// source's title, else nil.
    func makeView(for key: SectionEndKey) -> UIView? {
        let delegate = tableDelegate
        let custom = key.end == .header ? delegate?.tableView(self, viewForHeaderInSection: key.section)
            : delegate?.tableView(self, viewForFooterInSection: key.section)
        if let custom { return custom }
        let title = key.end == .header ? dataSource?.tableView(self, titleForHeaderInSection: key.section)
            : dataSource?.tableView(self, titleForFooterInSection: key.section)
        guard let title else { return nil }
        let identifier = key.end == .header ? UITableViewHeaderFooterView.standardHeaderIdentifier
            : UITableViewHeaderFooterView.standardFooterIdentifier
        let view: UITableViewHeaderFooterView
        if let queued = headerFooterQueues[identifier]?.popLast() {
            queued.prepareForReuse()
            view = queued
        } else {
            view = UITableViewHeaderFooterView(reuseIdentifier: identifier)
        }
        view.standardLook = (style, key.end)
        view.textLabel?.text = style == .plain || key.end == .footer ? title : title.uppercased()
        return view
    }

    /// The subview index just above every shown cell, header and footer (and the
    /// background view), below any other subview.
    private func indexAboveElements() -> Int {
        let ends = Set(shownSectionEnds.values.map(ObjectIdentifier.init))
        var index = 0
        for (i, sub) in subviews.enumerated() {
            if sub === backgroundView || sub === tableHeaderView || sub === tableFooterView
                || (sub as? UITableViewCell)?.isShownByTableView == true || ends.contains(ObjectIdentifier(sub)) {
                index = i + 1
            }
        }
        return index
    }

    /// Shows a cell for the row. False when the data source or delegate updated or reloaded
    /// the table, or tiled it, while making or displaying the cell (`tilingGeneration`):
    /// the cell was made for the rows as they were, and an inner pass may have shown the
    /// row already, so it goes back to its queue (after `didEndDisplaying` once told
    /// `willDisplay`) and the caller's pass ends.
    private func show(cellFor indexPath: IndexPath, in geometry: TableViewGeometry) -> Bool {
        guard let dataSource else { return true }
        let generation = tilingGeneration
        let cell = takeMeasuredCell(for: indexPath) ?? dataSource.tableView(self, cellForRowAt: indexPath)
        precondition(!cell.isShownByTableView, "UITableView: the cell returned from tableView(_:cellForRowAt:) for "
            + "\(indexPath) is already shown for another row")
        guard tilingGeneration == generation else {
            recycle(cell)
            return false
        }
        cell.setSelected(selectedRows.contains(indexPath), animated: false)
        cell.setHighlighted(cellTouch?.highlights(indexPath) ?? false, animated: false)
        place(cell, at: indexPath, in: geometry)
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        guard tilingGeneration == generation else {
            recycle(cell)
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
            return false
        }
        cell.isShownByTableView = true
        cell.owningTableView = self
        // Cells go below headers and footers, which float over them in the plain style.
        insertSubview(cell, at: backgroundView?.superview === self ? 1 : 0)
        shownCells[indexPath] = cell
        return true
    }

    /// Gives `cell` its row's frame, its separator and, in the inset grouped style, the
    /// rounded corners of the first and last rows of a section.
    private func place(_ cell: UITableViewCell, at indexPath: IndexPath, in geometry: TableViewGeometry) {
        let frame = geometry.rectForRow(at: indexPath)
        if cell.frame != frame { cell.frame = frame }
        configureSeparator(of: cell, at: indexPath, in: geometry)
        let isLast = indexPath.row == geometry.numberOfRows(inSection: indexPath.section) - 1
        if style == .insetGrouped {
            var corners: CACornerMask = []
            if indexPath.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            cell.roundedCorners = corners
        }
    }

    /// Gives `cell` the separator of its row (none under a grouped section's last row):
    /// before it is measured, as the line's height counts in the row's.
    func configureSeparator(of cell: UITableViewCell, at indexPath: IndexPath, in geometry: TableViewGeometry) {
        let isLast = indexPath.row == geometry.numberOfRows(inSection: indexPath.section) - 1
        let inset = cell.hasOwnSeparatorInset ? cell.separatorInset : separatorInset
        cell.separator = .init(isShown: separatorStyle == .singleLine && !(isLast && style != .plain),
                               color: separatorColor ?? .separator, left: inset.left, right: inset.right)
    }

    /// The shown cells' separators again (after a change of the table's separator settings).
    func refreshShownCells() {
        guard let geometry else { return }
        for (indexPath, cell) in shownCells where geometry.contains(indexPath) { place(cell, at: indexPath, in: geometry) }
    }

    /// Takes `cell` off the screen into its reuse queue (a cell without an identifier is
    /// let go).
    func recycle(_ cell: UITableViewCell) {
        cell.isShownByTableView = false
        cell.owningTableView = nil
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { cellQueues[identifier, default: []].append(cell) }
    }

    /// Takes a header or footer view off the screen, into its queue when it is a
    /// reusable one.
    func recycle(sectionEnd view: UIView) {
        view.removeFromSuperview()
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            headerFooterQueues[identifier, default: []].append(reusable)
        }
    }

    /// Every shown cell, header and footer back to its queue (`didEndDisplaying` for each
    /// cell).
    func recycleEverything() {
        recycleMeasuredElements()
        let cells = shownCells, ends = shownSectionEnds
        shownCells.removeAll()
        shownSectionEnds.removeAll()
        blankSectionEnds.removeAll()
        for (indexPath, cell) in cells.sorted(by: { $0.key < $1.key }) {
            recycle(cell)
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        }
        for view in ends.values { recycle(sectionEnd: view) }
    }
}
