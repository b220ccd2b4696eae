import Foundation

/// The arithmetic of a table view: where each row, section header and footer, and the
/// table's own header and footer go; a value computed once per reload or update from
/// heights (points), tested with numbers alone.
///
/// Top to bottom: the table header, then each section (its header, its rows, its footer),
/// then the table footer. Each section keeps the prefix sums of its row heights, so a
/// row's place is one lookup and the rows in a band of y are found by binary search over
/// the sections' starts and then a section's sums: the visible rows cost what they hold,
/// whatever the row count. Only building the value is linear in the rows.
///
/// Across, every element spans `width` less `horizontalInset` on each side (the inset
/// grouped style's margins); the table's own header and footer span the whole width.
struct TableViewGeometry: Equatable {
    /// One section's heights, in points.
    struct Section: Equatable {
        /// The header's height (0: none).
        var header: CGFloat = 0
        /// Each row's height.
        var rows: [CGFloat] = []
        /// The footer's height (0: none).
        var footer: CGFloat = 0
        /// Which rows' heights are estimates, to be replaced by measured ones
        /// (`setHeight(_:forRowAt:)`); empty when none is.
        var estimatedRows: [Bool] = []
        /// Whether the header's height is an estimate.
        var isHeaderEstimated = false
        /// Whether the footer's height is an estimate.
        var isFooterEstimated = false
    }

    /// The width of the table, in points.
    var width: CGFloat = 0
    /// The space left and right of sections, in points (0 but in the inset grouped style).
    var horizontalInset: CGFloat = 0
    /// The height of the table header view, in points.
    private(set) var tableHeaderHeight: CGFloat = 0
    /// The height of the table footer view, in points.
    private(set) var tableFooterHeight: CGFloat = 0
    /// Where each section starts (its header's top), plus where the last one ends.
    private var sectionStarts: [CGFloat] = [0]
    private var headers: [CGFloat] = []
    private var footers: [CGFloat] = []
    /// Per section, the bottom of each row measured from the section's first row's top.
    private var rowEnds: [[CGFloat]] = []
    /// Per section, which rows' heights are estimates (empty: none).
    private var estimatedRows: [[Bool]] = []
    private var estimatedHeaders: [Bool] = []
    private var estimatedFooters: [Bool] = []
    /// How many heights (rows, headers, footers) are still estimates.
    private(set) var estimateCount = 0

    /// No sections.
    init() {}

    /// The geometry of `sections` below a table header `tableHeaderHeight` tall and above
    /// a table footer `tableFooterHeight` tall (points); negative heights count as 0.
    init(tableHeaderHeight: CGFloat = 0, sections: [Section], tableFooterHeight: CGFloat = 0, width: CGFloat = 0,
         horizontalInset: CGFloat = 0) {
        self.width = width
        self.horizontalInset = horizontalInset
        self.tableHeaderHeight = max(0, tableHeaderHeight)
        self.tableFooterHeight = max(0, tableFooterHeight)
        var y = self.tableHeaderHeight
        sectionStarts = [y]
        sectionStarts.reserveCapacity(sections.count + 1)
        for section in sections {
            var sum: CGFloat = 0
            var ends: [CGFloat] = []
            ends.reserveCapacity(section.rows.count)
            for height in section.rows {
                sum += max(0, height)
                ends.append(sum)
            }
            let header = max(0, section.header), footer = max(0, section.footer)
            headers.append(header)
            footers.append(footer)
            rowEnds.append(ends)
            let estimated = section.estimatedRows.count == section.rows.count ? section.estimatedRows : []
            estimatedRows.append(estimated)
            estimatedHeaders.append(section.isHeaderEstimated)
            estimatedFooters.append(section.isFooterEstimated)
            estimateCount += estimated.reduce(0) { $0 + ($1 ? 1 : 0) } + (section.isHeaderEstimated ? 1 : 0)
                + (section.isFooterEstimated ? 1 : 0)
            y += header + sum + footer
            sectionStarts.append(y)
        }
    }

    // MARK: Counts and extents

    /// The number of sections.
    var numberOfSections: Int { headers.count }

    /// The number of rows in `section`.
    func numberOfRows(inSection section: Int) -> Int { rowEnds[section].count }

    /// The height of everything: the content size's height, in points.
    var contentHeight: CGFloat { sectionStarts[sectionStarts.count - 1] + tableFooterHeight }

    /// The top of the table footer, in points.
    var tableFooterMinY: CGFloat { sectionStarts[sectionStarts.count - 1] }

    /// The height of `section`'s header, in points.
    func headerHeight(inSection section: Int) -> CGFloat { headers[section] }

    /// The height of `section`'s footer, in points.
    func footerHeight(inSection section: Int) -> CGFloat { footers[section] }

    /// True when `indexPath` names a row these sections have.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && rowEnds.indices.contains(indexPath.section)
            && rowEnds[indexPath.section].indices.contains(indexPath.row)
    }

    // MARK: Estimates and measured heights

    /// True while some height is an estimate: a self-sizing row, header or footer not yet
    /// measured.
    var hasEstimates: Bool { estimateCount > 0 }

    /// Whether the row's height is an estimate.
    func isEstimated(rowAt indexPath: IndexPath) -> Bool {
        let flags = estimatedRows[indexPath.section]
        return !flags.isEmpty && flags[indexPath.row]
    }

    /// Whether `section`'s header's height is an estimate.
    func isHeaderEstimated(inSection section: Int) -> Bool { estimatedHeaders[section] }

    /// Whether `section`'s footer's height is an estimate.
    func isFooterEstimated(inSection section: Int) -> Bool { estimatedFooters[section] }

    /// Gives the row its measured `height` (points; negative counts as 0), no longer an
    /// estimate; the rows and sections below move by the change, which is returned.
    /// - Complexity: O(rows after it in its section + sections after it).
    @discardableResult
    mutating func setHeight(_ height: CGFloat, forRowAt indexPath: IndexPath) -> CGFloat {
        let section = indexPath.section, row = indexPath.row
        if !estimatedRows[section].isEmpty, estimatedRows[section][row] {
            estimatedRows[section][row] = false
            estimateCount -= 1
        }
        let top = row == 0 ? 0 : rowEnds[section][row - 1]
        let change = max(0, height) - (rowEnds[section][row] - top)
        guard change != 0 else { return 0 }
        for i in row..<rowEnds[section].count { rowEnds[section][i] += change }
        shiftSections(after: section, by: change)
        return change
    }

    /// Makes a self-sizing row's height an estimate again (its content changed), to be
    /// measured when next laid out; false for a row whose height is not self-sizing.
    @discardableResult
    mutating func markEstimated(rowAt indexPath: IndexPath) -> Bool {
        let section = indexPath.section, row = indexPath.row
        guard section < estimatedRows.count, !estimatedRows[section].isEmpty, row < estimatedRows[section].count else {
            return false
        }
        if !estimatedRows[section][row] {
            estimatedRows[section][row] = true
            estimateCount += 1
        }
        return true
    }

    /// Gives `section`'s header its measured `height`, as `setHeight(_:forRowAt:)`.
    @discardableResult
    mutating func setHeaderHeight(_ height: CGFloat, inSection section: Int) -> CGFloat {
        setEndHeight(height, inSection: section, heights: \.headers, estimates: \.estimatedHeaders)
    }

    /// Gives `section`'s footer its measured `height`, as `setHeight(_:forRowAt:)`.
    @discardableResult
    mutating func setFooterHeight(_ height: CGFloat, inSection section: Int) -> CGFloat {
        setEndHeight(height, inSection: section, heights: \.footers, estimates: \.estimatedFooters)
    }

    /// A header's or footer's measured height, no longer an estimate; what follows moves.
    private mutating func setEndHeight(_ height: CGFloat, inSection section: Int,
                                       heights: WritableKeyPath<Self, [CGFloat]>,
                                       estimates: WritableKeyPath<Self, [Bool]>) -> CGFloat {
        if self[keyPath: estimates][section] {
            self[keyPath: estimates][section] = false
            estimateCount -= 1
        }
        let change = max(0, height) - self[keyPath: heights][section]
        self[keyPath: heights][section] += change
        shiftSections(after: section, by: change)
        return change
    }

    private mutating func shiftSections(after section: Int, by change: CGFloat) {
        guard change != 0 else { return }
        for i in (section + 1)..<sectionStarts.count { sectionStarts[i] += change }
    }

    // MARK: Rectangles

    private func band(_ minY: CGFloat, _ height: CGFloat) -> CGRect {
        CGRect(x: horizontalInset, y: minY, width: max(0, width - 2 * horizontalInset), height: height)
    }

    /// The whole of `section`: header, rows and footer.
    func rect(forSection section: Int) -> CGRect {
        band(sectionStarts[section], sectionStarts[section + 1] - sectionStarts[section])
    }

    /// `section`'s header where it lies in the content (before any pinning).
    func rectForHeader(inSection section: Int) -> CGRect { band(sectionStarts[section], headers[section]) }

    /// `section`'s footer where it lies in the content (before any pinning).
    func rectForFooter(inSection section: Int) -> CGRect {
        band(sectionStarts[section + 1] - footers[section], footers[section])
    }

    /// The row at `indexPath`.
    func rectForRow(at indexPath: IndexPath) -> CGRect {
        let ends = rowEnds[indexPath.section]
        let top = indexPath.row == 0 ? 0 : ends[indexPath.row - 1]
        return band(sectionStarts[indexPath.section] + headers[indexPath.section] + top, ends[indexPath.row] - top)
    }

    // MARK: Lookups

    /// The index of the first element of the ascending `values` greater than `y` (or, with
    /// `orEqual`, not less than it); `values.count` when none is: binary search.
    private static func firstIndex(in values: [CGFloat], above y: CGFloat, orEqual: Bool = false) -> Int {
        var low = 0, high = values.count
        while low < high {
            let mid = (low + high) / 2
            if values[mid] > y || (orEqual && values[mid] == y) { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// The section whose extent holds `y`; nil above the first and below the last.
    func section(at y: CGFloat) -> Int? {
        let index = Self.firstIndex(in: sectionStarts, above: y) - 1
        return (0..<numberOfSections).contains(index) ? index : nil
    }

    /// The row whose extent holds `y` (top included, bottom not); nil over headers,
    /// footers and outside the rows.
    func indexPathForRow(at y: CGFloat) -> IndexPath? {
        guard let section = section(at: y) else { return nil }
        let offset = y - sectionStarts[section] - headers[section]
        guard offset >= 0 else { return nil }
        let row = Self.firstIndex(in: rowEnds[section], above: offset)
        return row < rowEnds[section].count ? IndexPath(row: row, section: section) : nil
    }

    /// The sections meeting the band `minY..<maxY` (those with a part of positive height
    /// inside it), in order.
    func sections(meeting minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
        guard maxY > minY, numberOfSections > 0 else { return 0..<0 }
        // Those ending below minY and starting above maxY.
        let first = max(0, Self.firstIndex(in: sectionStarts, above: minY) - 1)
        let end = min(numberOfSections, Self.firstIndex(in: sectionStarts, above: maxY, orEqual: true))
        return first..<max(first, end)
    }

    /// The rows meeting the band `minY..<maxY` (those with a part of positive height inside
    /// it), in order.
    func indexPathsForRows(meeting minY: CGFloat, _ maxY: CGFloat) -> [IndexPath] {
        var paths: [IndexPath] = []
        forEachRow(meeting: minY, maxY) { paths.append($0) }
        return paths
    }

    /// Calls `body` with each row `indexPathsForRows(meeting:_:)` lists, building no array
    /// (a scroll frame's lookup); both ends of each section's run are found by binary
    /// search, and so is the end of each run of rows of no height, so the cost is the
    /// rows shown, whatever the rows around them.
    func forEachRow(meeting minY: CGFloat, _ maxY: CGFloat, _ body: (IndexPath) -> Void) {
        for section in sections(meeting: minY, maxY) {
            let base = sectionStarts[section] + headers[section]
            let ends = rowEnds[section]
            var row = Self.firstIndex(in: ends, above: minY - base)
            // The first row starting at or below maxY: the one after the first ending there.
            let end = min(ends.count, Self.firstIndex(in: ends, above: maxY - base, orEqual: true) + 1)
            while row < end {
                let top = row == 0 ? 0 : ends[row - 1]
                if base + top >= maxY { break }
                if ends[row] > top {
                    body(IndexPath(row: row, section: section))
                    row += 1
                } else {
                    // Rows of no height: on to the first row ending below this top.
                    row = max(row + 1, Self.firstIndex(in: ends, above: top))
                }
            }
        }
    }

    // MARK: Pinning (plain style)

    /// `section`'s header as a plain table floats it: at its place, or at `visibleTop`
    /// once that passes it, but never below the section's end less its height (the next
    /// section's header pushes it up and away).
    func pinnedHeaderRect(inSection section: Int, visibleTop: CGFloat) -> CGRect {
        var rect = rectForHeader(inSection: section)
        let lowest = sectionStarts[section + 1] - rect.height
        rect.origin.y = max(rect.minY, min(visibleTop, lowest))
        return rect
    }

    /// `section`'s footer as a plain table floats it: at its place, or resting on
    /// `visibleBottom` while its place is below that, but never above the section's top
    /// plus its header.
    func pinnedFooterRect(inSection section: Int, visibleBottom: CGFloat) -> CGRect {
        var rect = rectForFooter(inSection: section)
        let highest = sectionStarts[section] + headers[section]
        rect.origin.y = min(rect.minY, max(visibleBottom - rect.height, highest))
        return rect
    }
}
