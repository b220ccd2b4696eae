import Foundation

// Self-sizing rows, headers and footers, as UIKit's: a height of `automaticDimension` is an
// estimate in the geometry until the element first meets the bounds; then, before the pass
// shows anything, the table configures its cell (`cellForRowAt`, the same cell it then
// shows) or makes its header view, fits it with `systemLayoutSizeFitting` at the row's
// width, and writes the measured height into the geometry. An element that starts above
// the bounds grows upwards: the content offset moves with the change, so what is on screen
// stays put. Measured heights are kept (`SelfSizingState`) until a reload, an update of
// that row (updates re-measure the rows shown, from their shown cells) or a new width.
extension UITableView {
    /// The table's own estimate for a self-sizing row, in points: iOS's standard row.
    static let standardRowEstimate: CGFloat = 44

    /// How many times a layout pass measures the elements arriving in the bounds as
    /// measured ones push others in or out (each pass measures only new ones).
    static let maximumMeasuringPasses = 8

    /// A measured height, in points; a stale one stands as the estimate until its element
    /// is measured again.
    struct MeasuredHeight: Equatable {
        var height: CGFloat
        var isStale = false
    }

    /// What self-sizing keeps between passes.
    struct SelfSizingState {
        /// Measured heights of self-sizing rows.
        var rowHeights: [IndexPath: MeasuredHeight] = [:]
        /// Measured heights of self-sizing headers and footers.
        var endHeights: [SectionEndKey: MeasuredHeight] = [:]
        /// The table width the heights were measured at, in points.
        var width: CGFloat?
        /// Cells configured and measured this pass, waiting to be shown.
        var measuredCells: [IndexPath: UITableViewCell] = [:]
        /// Header and footer views made and measured this pass, waiting to be shown.
        var measuredEnds: [SectionEndKey: UIView] = [:]
        /// Self-sizing rows without an estimate (`estimatedRowHeight` 0): all measured
        /// before any row is shown.
        var unestimatedRows: [IndexPath] = []
        /// The pass's rows and ends to measure (storage kept between passes).
        var rowsToMeasure: [IndexPath] = []
        var endsToMeasure: [SectionEndKey] = []

        /// Every measured height forgotten (a reload).
        mutating func forgetMeasurements() {
            rowHeights.removeAll()
            endHeights.removeAll()
            width = nil
        }
    }

    // MARK: Estimates

    /// Replaces `entry`'s heights of `automaticDimension` by the measured heights, else
    /// estimates (flagged as such).
    func resolveAutomaticHeights(of entry: inout TableViewGeometry.Section, section: Int) {
        let delegate = tableDelegate
        for row in entry.rows.indices where entry.rows[row] == Self.automaticDimension {
            let indexPath = IndexPath(row: row, section: section)
            if entry.estimatedRows.isEmpty { entry.estimatedRows = Array(repeating: false, count: entry.rows.count) }
            if let measured = selfSizing.rowHeights[indexPath] {
                entry.rows[row] = measured.height
                entry.estimatedRows[row] = measured.isStale
                continue
            }
            let estimate = delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
            entry.estimatedRows[row] = true
            if estimate == Self.automaticDimension {
                entry.rows[row] = Self.standardRowEstimate
            } else {
                entry.rows[row] = max(0, estimate)
                if estimate <= 0 { selfSizing.unestimatedRows.append(indexPath) }
            }
        }
        if entry.header == Self.automaticDimension {
            let key = SectionEndKey(end: .header, section: section)
            (entry.header, entry.isHeaderEstimated) = automaticHeight(
                of: key, estimate: delegate?.tableView(self, estimatedHeightForHeaderInSection: section)
                    ?? estimatedSectionHeaderHeight)
        }
        if entry.footer == Self.automaticDimension {
            let key = SectionEndKey(end: .footer, section: section)
            (entry.footer, entry.isFooterEstimated) = automaticHeight(
                of: key, estimate: delegate?.tableView(self, estimatedHeightForFooterInSection: section)
                    ?? estimatedSectionFooterHeight)
        }
    }

    /// A self-sizing header's or footer's height and whether it is an estimate: measured,
    /// else `estimate`, else (`automaticDimension`) the style's standard height.
    private func automaticHeight(of key: SectionEndKey, estimate: CGFloat) -> (CGFloat, Bool) {
        if let measured = selfSizing.endHeights[key] { return (measured.height, measured.isStale) }
        if estimate == Self.automaticDimension { return (style == .plain ? 28 : 38, true) }
        return (max(0, estimate), true)
    }

    // MARK: Measuring

    /// Measures the self-sizing rows, headers and footers meeting the bounds whose heights
    /// are estimates (and, first, every row without an estimate), moving the content
    /// offset by the change of each that starts above the bounds, until the bounds hold no
    /// estimate. Returns false when the data source reloaded the table from inside
    /// `cellForRowAt` (the caller's pass stops).
    /// - Complexity: nothing but a search of the visible rows once every row shown was
    ///   measured, and no allocation.
    func measureEstimatedHeights() -> Bool {
        guard geometry?.hasEstimates == true else { return true }
        if !selfSizing.unestimatedRows.isEmpty {
            let rows = selfSizing.unestimatedRows
            selfSizing.unestimatedRows.removeAll()
            for indexPath in rows where geometry?.contains(indexPath) == true {
                guard measureRow(at: indexPath) else { return false }
                // A row away from the bounds gives its cell back at once, so the next
                // row's dequeue reuses it: a few cells, not one a row.
                if let row = geometry?.rectForRow(at: indexPath), row.minY >= bounds.maxY || row.maxY <= bounds.minY,
                   let cell = selfSizing.measuredCells.removeValue(forKey: indexPath) {
                    recycle(cell)
                }
            }
        }
        for _ in 0..<Self.maximumMeasuringPasses {
            guard collectEstimatedElements(in: bounds) else { return true }
            for key in selfSizing.endsToMeasure { measureSectionEnd(key) }
            var i = 0
            while i < selfSizing.rowsToMeasure.count {
                let indexPath = selfSizing.rowsToMeasure[i]
                i += 1
                // Rows above that grew may have pushed this one out: it waits until it
                // comes back (the next pass collects those that came in instead).
                // (A data source that reloaded meanwhile may have fewer rows.)
                guard geometry?.contains(indexPath) == true, let row = geometry?.rectForRow(at: indexPath),
                      row.minY < bounds.maxY, row.maxY > bounds.minY else { continue }
                guard measureRow(at: indexPath) else { return false }
            }
        }
        return true
    }

    /// Lists the rows and ends meeting `visible` whose heights are estimates
    /// (`selfSizing.rowsToMeasure`, `.endsToMeasure`); false when there are none. (Its own
    /// function so that its copy of the geometry is gone before the geometry is changed,
    /// which would otherwise copy its tables.)
    private func collectEstimatedElements(in visible: CGRect) -> Bool {
        guard let current = geometry, current.hasEstimates else { return false }
        selfSizing.rowsToMeasure.removeAll(keepingCapacity: true)
        selfSizing.endsToMeasure.removeAll(keepingCapacity: true)
        current.forEachRow(meeting: visible.minY, visible.maxY) { indexPath in
            if current.isEstimated(rowAt: indexPath) { selfSizing.rowsToMeasure.append(indexPath) }
        }
        for section in current.sections(meeting: visible.minY, visible.maxY) {
            if current.isHeaderEstimated(inSection: section) {
                selfSizing.endsToMeasure.append(SectionEndKey(end: .header, section: section))
            }
            if current.isFooterEstimated(inSection: section) {
                selfSizing.endsToMeasure.append(SectionEndKey(end: .footer, section: section))
            }
        }
        return !selfSizing.rowsToMeasure.isEmpty || !selfSizing.endsToMeasure.isEmpty
    }

    /// Configures (or takes the shown cell of) the row, measures it and writes its height;
    /// false when `cellForRowAt` reloaded the table.
    private func measureRow(at indexPath: IndexPath) -> Bool {
        guard let dataSource else { return true }
        let cell: UITableViewCell
        if let shown = shownCells[indexPath] ?? selfSizing.measuredCells[indexPath] {
            cell = shown
        } else {
            // An update, reload or tiling pass meanwhile (`tilingGeneration`): the cell may
            // have been made for a row that moved, or the row measured already.
            let generation = tilingGeneration
            cell = dataSource.tableView(self, cellForRowAt: indexPath)
            guard geometry?.contains(indexPath) == true, tilingGeneration == generation else {
                recycle(cell)
                return false
            }
            precondition(!cell.isShownByTableView, "UITableView: the cell returned from tableView(_:cellForRowAt:) for "
                + "\(indexPath) is already shown for another row")
            selfSizing.measuredCells[indexPath] = cell
        }
        guard geometry != nil else { return false }
        configureSeparator(of: cell, at: indexPath, in: geometry!)
        let row = geometry!.rectForRow(at: indexPath)
        let height = cell.systemLayoutSizeFitting(
            CGSize(width: row.width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
        selfSizing.rowHeights[indexPath] = MeasuredHeight(height: height)
        selfSizing.width = bounds.width
        guard geometry?.contains(indexPath) == true else { return false }
        let top = row.minY
        let change = geometry!.setHeight(height, forRowAt: indexPath)
        correctOffset(forChange: change, startingAt: top)
        return true
    }

    /// Makes (or takes the shown view of) a header or footer, measures it and writes its
    /// height: a section with no view measures as one without a title.
    private func measureSectionEnd(_ key: SectionEndKey) {
        guard let sections = geometry?.numberOfSections, key.section < sections else { return }
        let view = shownSectionEnds[key] ?? selfSizing.measuredEnds[key] ?? makeView(for: key)
        // The delegate may have reloaded the table while making the view.
        guard let count = geometry?.numberOfSections, key.section < count else {
            if let view, shownSectionEnds[key] == nil { recycle(sectionEnd: view) }
            return
        }
        let height: CGFloat
        let frame = key.end == .header ? geometry!.rectForHeader(inSection: key.section)
            : geometry!.rectForFooter(inSection: key.section)
        if let view {
            if shownSectionEnds[key] == nil { selfSizing.measuredEnds[key] = view }
            height = Self.fittedHeight(of: view, width: frame.width)
        } else {
            blankSectionEnds.insert(key)
            height = style == .plain ? 0 : key.end == .header && key.section == 0 ? Self.groupedTopGap
                : Self.groupedSectionGap
        }
        selfSizing.endHeights[key] = MeasuredHeight(height: height)
        selfSizing.width = bounds.width
        let change = key.end == .header ? geometry!.setHeaderHeight(height, inSection: key.section)
            : geometry!.setFooterHeight(height, inSection: key.section)
        correctOffset(forChange: change, startingAt: frame.minY)
    }

    /// The height `view` asks for at `width` (points): its own fitting (a header-footer
    /// view's fits its content view or title) for views placed by constraints, else its
    /// frame's height.
    static func fittedHeight(of view: UIView, width: CGFloat) -> CGFloat {
        let target = CGSize(width: width, height: UIView.layoutFittingCompressedSize.height)
        if view is UITableViewHeaderFooterView || view.hasConstraintsInSubtree {
            return view.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel).height
        }
        return view.frame.height
    }

    /// An element that started above the bounds changed height by `change`: the content
    /// below it, on screen, stays where it is.
    private func correctOffset(forChange change: CGFloat, startingAt top: CGFloat) {
        guard change != 0, top < bounds.minY else { return }
        contentOffset.y += change
    }

    /// The cell measured for the row this pass, if any, taken to be shown.
    func takeMeasuredCell(for indexPath: IndexPath) -> UITableViewCell? {
        selfSizing.measuredCells.isEmpty ? nil : selfSizing.measuredCells.removeValue(forKey: indexPath)
    }

    /// The header or footer view measured this pass, if any, taken to be shown.
    func takeMeasuredView(for key: SectionEndKey) -> UIView? {
        selfSizing.measuredEnds.isEmpty ? nil : selfSizing.measuredEnds.removeValue(forKey: key)
    }

    /// Cells and views measured but not shown (pushed out of the bounds by others' heights)
    /// go back to their queues.
    func recycleMeasuredElements() {
        if !selfSizing.measuredCells.isEmpty {
            for cell in selfSizing.measuredCells.values { recycle(cell) }
            selfSizing.measuredCells.removeAll(keepingCapacity: true)
        }
        recycleMeasuredSectionEnds()
    }

    /// Headers and footers measured but not shown go back to their queues.
    func recycleMeasuredSectionEnds() {
        guard !selfSizing.measuredEnds.isEmpty else { return }
        for view in selfSizing.measuredEnds.values { recycle(sectionEnd: view) }
        selfSizing.measuredEnds.removeAll(keepingCapacity: true)
    }

    // MARK: Width and updates

    /// The table's width is not the one its heights were measured at: the heights of what
    /// is shown become stale estimates, the others are forgotten, and the first row shown
    /// keeps its place on screen.
    func remeasureIfWidthChanged() {
        guard let width = selfSizing.width, width != bounds.width, let old = geometry else { return }
        var anchor: (indexPath: IndexPath, offset: CGFloat)?
        old.forEachRow(meeting: bounds.minY, bounds.maxY) { indexPath in
            if anchor == nil { anchor = (indexPath, old.rectForRow(at: indexPath).minY - bounds.minY) }
        }
        selfSizing.rowHeights = selfSizing.rowHeights.filter { shownCells[$0.key] != nil }
            .mapValues { MeasuredHeight(height: $0.height, isStale: true) }
        selfSizing.endHeights = selfSizing.endHeights.filter { shownSectionEnds[$0.key] != nil }
            .mapValues { MeasuredHeight(height: $0.height, isStale: true) }
        selfSizing.width = nil
        let made = currentGeometry()
        geometry = made
        if let anchor, made.contains(anchor.indexPath) {
            contentOffset.y = made.rectForRow(at: anchor.indexPath).minY - anchor.offset
        }
    }

    /// The measured heights carried through `update`: those of deleted rows and sections
    /// go, moved rows keep theirs, and reloaded rows and the rows and ends shown are
    /// measured again (their heights standing as estimates meanwhile).
    func carryMeasuredHeights(through update: CollectionViewUpdate) {
        guard !selfSizing.rowHeights.isEmpty || !selfSizing.endHeights.isEmpty else { return }
        var rows: [IndexPath: MeasuredHeight] = [:]
        for (path, measured) in selfSizing.rowHeights {
            guard let newPath = update.newIndexPath(for: path) else { continue }
            let stale = measured.isStale || update.reloads.contains(path) || shownCells[path] != nil
            rows[newPath] = MeasuredHeight(height: measured.height, isStale: stale)
        }
        var ends: [SectionEndKey: MeasuredHeight] = [:]
        for (key, measured) in selfSizing.endHeights where !update.reloadedSections.contains(key.section) {
            guard let section = update.newSection(for: key.section) else { continue }
            let stale = measured.isStale || shownSectionEnds[key] != nil
            ends[SectionEndKey(end: key.end, section: section)] = MeasuredHeight(height: measured.height, isStale: stale)
        }
        selfSizing.rowHeights = rows
        selfSizing.endHeights = ends
    }
}

extension UIView {
    /// True when this view or a descendant holds constraints (so it is sized by them).
    var hasConstraintsInSubtree: Bool {
        if !constraints.isEmpty { return true }
        return subviews.contains { $0.hasConstraintsInSubtree }
    }
}
