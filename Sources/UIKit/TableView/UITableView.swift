import Foundation

/// A scrolling list of rows in sections, as UIKit's `UITableView`: a vertical
/// `UIScrollView` whose `dataSource` gives the counts, cells and section titles and whose
/// `delegate` (a `UITableViewDelegate`, which is a `UIScrollViewDelegate`, assigned to the
/// scroll view's `delegate`) gives heights and header views and hears about highlight,
/// selection and display.
///
/// The heights go into a `TableViewGeometry` once per reload or update; on every layout
/// pass (every scroll) only the rows meeting the bounds have cells as subviews: cells of
/// rows that left go back to a reuse queue by identifier, and the data source is asked for
/// cells of the rows that arrived, which it dequeues from those queues. So 100,000 rows
/// cost what the visible ones cost. In the plain style, section headers float at the top
/// of the visible area while their section passes (and footers at its bottom).
///
/// Behaviour by concern: `+Tiling` (the visible rows, headers and footers, and the reuse
/// queues), `+Selection` (highlight and selection, by touch and in code), `+Updates`
/// (inserts, deletes, reloads and batch updates, applied without animation),
/// `+Scrolling` (`scrollToRow`). The delegate's type is the scroll view's
/// (`UIScrollViewDelegate?`; Swift cannot narrow an inherited property's type).
open class UITableView: UIScrollView {
    /// How the table looks, as UIKit's styles.
    public enum Style: Int, Sendable {
        /// Rows edge to edge on the table's background; section headers float at the top
        /// while their section scrolls.
        case plain
        /// Sections as groups on a grey background, their headers and footers scrolling
        /// with them.
        case grouped
        /// Grouped, the sections inset 20 points from the sides with rounded corners.
        case insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as shows the whole row (none when it is shown).
        case none
        /// The row's top at the top of the visible area (below a floating header).
        case top
        /// The row centred in the visible area.
        case middle
        /// The row's bottom at the bottom of the visible area.
        case bottom
    }

    /// How inserted, deleted and reloaded rows would come and go on iOS. ScrollKit applies
    /// every row and section update at once, without animation, whichever is given (the
    /// values exist so iOS code compiles and behaves the same apart from the motion).
    public enum RowAnimation: Int, Sendable {
        /// Rows fade in or out.
        case fade
        /// Rows slide in from, or out to, the right.
        case right
        /// Rows slide in from, or out to, the left.
        case left
        /// Rows slide in from, or out to, the top.
        case top
        /// Rows slide in from, or out to, the bottom.
        case bottom
        /// No animation.
        case none
        /// Rows open from, or close to, their middle.
        case middle
        /// The system's choice.
        case automatic = 100
    }

    /// The style the table was made with.
    public let style: Style

    /// Gives the counts, cells and titles; setting it reloads.
    public weak var dataSource: UITableViewDataSource? {
        didSet { reloadData() }
    }

    /// Hears which rows will soon come on screen, to load their data early
    /// (`UITableView+Prefetching`); nil for none.
    public weak var prefetchDataSource: UITableViewDataSourcePrefetching? {
        didSet {
            prefetching = PrefetchTracker()
            setNeedsLayout()
        }
    }
    /// The rows the prefetch data source was told of.
    var prefetching = PrefetchTracker()

    /// Heights and header views come from the delegate: a new one lays out again.
    override public var delegate: UIScrollViewDelegate? {
        didSet { if delegate !== oldValue { invalidateGeometry() } }
    }

    /// The height that means "whatever fits", as UIKit's (-1): a row of this height takes
    /// the height its cell asks for (`UITableView+SelfSizing`), a header or footer the
    /// height its view asks for; as an estimate, the table's own (44 points for rows).
    public static let automaticDimension: CGFloat = -1

    /// The height of each row when the delegate gives none, in points (default 44);
    /// `automaticDimension` makes each row take the height its cell asks for. (iOS 11 and
    /// later default to `automaticDimension`; ScrollKit keeps 44, the height a standard
    /// cell of one line asks for there, so that tables written for fixed rows, whose
    /// subtitle cells iOS would grow past 44, keep their layout. Ported code that relies
    /// on the default sets `rowHeight = UITableView.automaticDimension`, as most do.)
    open var rowHeight: CGFloat = 44 {
        didSet { if rowHeight != oldValue { invalidateGeometry() } }
    }

    /// The height a self-sizing row is given until its cell is measured (when it first
    /// comes on screen), in points, when the delegate gives no estimate; default
    /// `automaticDimension` (the table's own, 44). 0 turns estimates off, as on iOS: every
    /// self-sizing row is measured (its cell configured) before any is shown.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if estimatedRowHeight != oldValue { invalidateGeometry() } }
    }

    /// As `estimatedRowHeight`, for section headers of height `automaticDimension`
    /// (default `automaticDimension`: the style's standard header height).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { if estimatedSectionHeaderHeight != oldValue { invalidateGeometry() } }
    }

    /// As `estimatedRowHeight`, for section footers of height `automaticDimension`.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { if estimatedSectionFooterHeight != oldValue { invalidateGeometry() } }
    }

    /// The height of a section header that has a title or a view, when the delegate gives
    /// none, in points (default 28 in the plain style, 38 in the grouped ones).
    open var sectionHeaderHeight: CGFloat {
        didSet { if sectionHeaderHeight != oldValue { invalidateGeometry() } }
    }

    /// The height of a section footer that has a title or a view, when the delegate gives
    /// none, in points (default 28 in the plain style, 38 in the grouped ones).
    open var sectionFooterHeight: CGFloat {
        didSet { if sectionFooterHeight != oldValue { invalidateGeometry() } }
    }

    /// Whether rows are divided by lines (default `.singleLine`).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { if separatorStyle != oldValue { setNeedsLayout(); refreshShownCells() } }
    }

    /// The colour of the lines between rows (default `.separator`).
    open var separatorColor: UIColor? = .separator {
        didSet { refreshShownCells() }
    }

    /// How far the lines between rows stay from the row's left and right edges, in points
    /// (only `left` and `right` count; default 16 on the left). A cell with an image starts
    /// its line no further left than its text, as iOS does.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { refreshShownCells() }
    }

    /// False stops touches from highlighting and selecting rows, and deselects every row
    /// (default true).
    open var allowsSelection = true {
        didSet { if !allowsSelection { clearSelection() } }
    }

    /// True lets taps select several rows, a tap on a selected one deselecting it (default
    /// false: a tap selects one, deselecting the others).
    open var allowsMultipleSelection = false {
        didSet { if !allowsMultipleSelection, selectedRows.count > 1 { clearSelection() } }
    }

    /// A view above the first section, scrolling with the rows; its frame's height is kept,
    /// its width made the table's (nil: none).
    open var tableHeaderView: UIView? {
        didSet { replaceTableView(oldValue, with: tableHeaderView) }
    }

    /// A view below the last section, as `tableHeaderView`.
    open var tableFooterView: UIView? {
        didSet { replaceTableView(oldValue, with: tableFooterView) }
    }

    /// A view behind the rows that does not scroll, filling the bounds (nil: none).
    open var backgroundView: UIView? {
        didSet { replaceBackmostSubview(oldValue, with: backgroundView) }
    }

    // MARK: Stored state (behaviour in the +Tiling, +Selection and +Updates files)

    /// The classes registered for cells, by reuse identifier.
    var cellClasses: [String: UITableViewCell.Type] = [:]
    /// The classes registered for header and footer views, by reuse identifier.
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    /// Cells that left the screen, waiting to be dequeued again, by identifier.
    var cellQueues: [String: [UITableViewCell]] = [:]
    /// Header and footer views that left the screen, by identifier.
    var headerFooterQueues: [String: [UITableViewHeaderFooterView]] = [:]
    /// The cells shown, by index path.
    var shownCells: [IndexPath: UITableViewCell] = [:]
    /// The header and footer views shown, by section.
    var shownSectionEnds: [SectionEndKey: UIView] = [:]
    /// The headers and footers with a height but no view (no title, no delegate view),
    /// so the delegate is not asked again on every scroll.
    var blankSectionEnds: Set<SectionEndKey> = []
    /// Where everything goes; nil until worked out after a reload or update.
    var geometry: TableViewGeometry?
    /// The row counts of each section as the data source last gave them (what updates are
    /// checked against); nil until loaded after `reloadData()`.
    var rowCounts: [Int]?
    /// The selected rows.
    var selectedRows: Set<IndexPath> = []
    /// The touch that highlighted a row, and the row, while it is down.
    var cellTouch: CellTouch?
    /// The updates collected by `performBatchUpdates` or `beginUpdates()` until applied.
    var updateBatch = UpdateBatch()
    /// Measured heights of self-sizing rows, headers and footers, and the cells measured
    /// this pass waiting to be shown (`+SelfSizing`).
    var selfSizing = SelfSizingState()
    /// The rows one tiling pass found in the bounds, and the headers' and footers' frames,
    /// emptied and refilled each pass (their storage kept) so a scroll frame builds no
    /// tables of its own.
    var visibleRows: Set<IndexPath> = []
    var visibleSectionEnds: [SectionEndKey: CGRect] = [:]
    /// Why the last update could not be applied as given (and the table reloaded instead).
    var lastUpdateProblem: String?
    /// The shown cell a `reconfigureRows(at:)` hands back to the data source's dequeue (see
    /// `+Reconfiguring`).
    var cellBeingReconfigured: UITableViewCell?
    /// Counts what can change the table under a call-out that makes or displays a cell:
    /// updates applied, reloads, and tiling passes begun (an update's `layoutIfNeeded()`, or
    /// the app's, tiles again inside the call). A pass that sees it move across such a call
    /// gives the cell back and ends, and the next starts from the table as it now is.
    var tilingGeneration = 0

    /// A table covering `frame` (points) in `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        sectionHeaderHeight = style == .plain ? 28 : 38
        sectionFooterHeight = style == .plain ? 28 : 38
        super.init(frame: frame)
        alwaysBounceVertical = true
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }

    /// A plain table covering `frame` (points).
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    // MARK: Registration and dequeueing

    /// Registers `cellClass` (a `UITableViewCell` subclass) for cells dequeued with
    /// `identifier`; nil unregisters. Another class traps.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { cellClasses[identifier] = nil; return }
        guard let type = cellClass as? UITableViewCell.Type else {
            preconditionFailure("UITableView: cannot register \(cellClass) for cells with identifier \(identifier): "
                + "it is not a UITableViewCell subclass")
        }
        cellClasses[identifier] = type
    }

    /// Registers `aClass` (a `UITableViewHeaderFooterView` subclass) for header and footer
    /// views dequeued with `identifier`; nil unregisters.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { headerFooterClasses[identifier] = nil; return }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            preconditionFailure("UITableView: cannot register \(aClass) for header and footer views with identifier "
                + "\(identifier): it is not a UITableViewHeaderFooterView subclass")
        }
        headerFooterClasses[identifier] = type
    }

    /// A cell that scrolled away under `identifier` (after its `prepareForReuse()`), else a
    /// new one of the class registered for it (style `.default`), else nil. While
    /// `reconfigureRows(at:)` asks for a row again, the cell already showing it.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = takeCellBeingReconfigured(withIdentifier: identifier) { return cell }
        if let cell = cellQueues[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        return cellClasses[identifier].map { $0.init(tableViewReuseIdentifier: identifier) }
    }

    /// A cell for the row at `indexPath`, as `dequeueReusableCell(withIdentifier:)`, sized
    /// to the row. An unregistered identifier traps with UIKit's message.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure("UITableView: unable to dequeue a cell with identifier \(identifier) - must register a "
                + "nib or a class for the identifier")
        }
        if let geometry, geometry.contains(indexPath) { cell.frame = geometry.rectForRow(at: indexPath) }
        return cell
    }

    /// A header or footer view that scrolled away under `identifier`, else a new one of the
    /// class registered for it, else nil.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = headerFooterQueues[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        return headerFooterClasses[identifier].map { $0.init(tableViewReuseIdentifier: identifier) }
    }

    // MARK: Counts and queries

    /// The number of sections, as the data source last gave it.
    open var numberOfSections: Int { loadedGeometry.numberOfSections }

    /// The number of rows in `section`, as the data source last gave it; a section that
    /// does not exist traps.
    open func numberOfRows(inSection section: Int) -> Int {
        let geometry = loadedGeometry
        precondition((0..<geometry.numberOfSections).contains(section), "UITableView: request for number of rows in "
            + "section \(section) when there are only \(geometry.numberOfSections) sections in the table view")
        return geometry.numberOfRows(inSection: section)
    }

    /// The cells shown, in row order.
    open var visibleCells: [UITableViewCell] { shownCells.sorted { $0.key < $1.key }.map(\.value) }

    /// The index paths of the rows shown, in order (nil when none).
    open var indexPathsForVisibleRows: [IndexPath]? {
        shownCells.isEmpty ? nil : shownCells.keys.sorted()
    }

    /// The cell showing the row at `indexPath`; nil when it is not on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { shownCells[indexPath] }

    /// The index path of the row `cell` shows; nil for a cell not shown.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        shownCells.first { $0.value === cell }?.key
    }

    /// The header view shown for `section` when it is a `UITableViewHeaderFooterView`.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        shownSectionEnds[SectionEndKey(end: .header, section: section)] as? UITableViewHeaderFooterView
    }

    /// The footer view shown for `section` when it is a `UITableViewHeaderFooterView`.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        shownSectionEnds[SectionEndKey(end: .footer, section: section)] as? UITableViewHeaderFooterView
    }

    /// The row at `point` (the table's coordinates, which include the content offset),
    /// shown or not; nil over headers, footers and outside the rows.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        let geometry = loadedGeometry
        guard point.x >= geometry.horizontalInset, point.x < geometry.width - geometry.horizontalInset else { return nil }
        return geometry.indexPathForRow(at: point.y)
    }

    /// The rows meeting `rect` (the table's coordinates), in order.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadedGeometry.indexPathsForRows(meeting: rect.minY, rect.maxY)
    }

    /// Where the row at `indexPath` lies in the content, in points; a row that does not
    /// exist traps, as UIKit raises.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        let geometry = loadedGeometry
        precondition(geometry.contains(indexPath), "UITableView: request for rect at invalid index path (\(indexPath))")
        return geometry.rectForRow(at: indexPath)
    }

    /// Where `section` (header, rows and footer) lies in the content, in points.
    open func rect(forSection section: Int) -> CGRect {
        loadedGeometry.rect(forSection: checkedSection(section))
    }

    /// Where `section`'s header lies in the content, in points (its own place, not where a
    /// plain table floats it).
    open func rectForHeader(inSection section: Int) -> CGRect {
        loadedGeometry.rectForHeader(inSection: checkedSection(section))
    }

    /// Where `section`'s footer lies in the content, in points (its own place).
    open func rectForFooter(inSection section: Int) -> CGRect {
        loadedGeometry.rectForFooter(inSection: checkedSection(section))
    }

    private func checkedSection(_ section: Int) -> Int {
        let count = loadedGeometry.numberOfSections
        precondition((0..<count).contains(section), "UITableView: request for rect of invalid section (\(section)); "
            + "the table view has \(count) sections")
        return section
    }

    /// Asks the data source and delegate for everything again: every shown cell and header
    /// goes back to its reuse queue, selection is cleared, and the next layout pass shows
    /// the rows anew.
    open func reloadData() {
        tilingGeneration &+= 1
        updateBatch.discardChanges()
        rowCounts = nil
        prefetching.forgetItems()
        recycleEverything()
        selfSizing.forgetMeasurements()
        selectedRows.removeAll()
        endCellTouch()
        invalidateGeometry()
    }

    /// The delegate as a table view delegate (nil for a plain scroll view delegate).
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    /// The geometry worked out again on the next layout pass or query.
    func invalidateGeometry() {
        geometry = nil
        for view in shownSectionEnds.values { recycle(sectionEnd: view) }
        shownSectionEnds.removeAll()
        blankSectionEnds.removeAll()
        setNeedsLayout()
    }

    /// The geometry, worked out from the data source and delegate when not known.
    var loadedGeometry: TableViewGeometry {
        if let geometry { return geometry }
        let made = currentGeometry()
        geometry = made
        // The counts stay as last loaded until `reloadData()` or an update (as UIKit's):
        // a new row height or delegate re-measures, it does not re-count.
        if rowCounts == nil { rowCounts = (0..<made.numberOfSections).map(made.numberOfRows(inSection:)) }
        return made
    }

    /// The sections' heights as the data source and delegate give them now; negative
    /// counts trap.
    func currentGeometry() -> TableViewGeometry {
        selfSizing.unestimatedRows.removeAll()
        var sections: [TableViewGeometry.Section] = []
        if let dataSource {
            let count = dataSource.numberOfSections(in: self)
            precondition(count >= 0, "UITableView: the data source returned \(count) sections")
            let delegate = tableDelegate
            sections.reserveCapacity(count)
            for section in 0..<count {
                let rows = dataSource.tableView(self, numberOfRowsInSection: section)
                precondition(rows >= 0, "UITableView: the data source returned \(rows) rows for section \(section)")
                let heights: [CGFloat]
                if let delegate {
                    heights = (0..<rows).map { delegate.tableView(self, heightForRowAt: IndexPath(row: $0, section: section)) }
                } else {
                    heights = Array(repeating: rowHeight, count: rows)
                }
                let header = delegate?.tableView(self, heightForHeaderInSection: section)
                    ?? standardHeight(of: .header, inSection: section)
                let footer = delegate?.tableView(self, heightForFooterInSection: section)
                    ?? standardHeight(of: .footer, inSection: section)
                var entry = TableViewGeometry.Section(header: header, rows: heights, footer: footer)
                resolveAutomaticHeights(of: &entry, section: section)
                sections.append(entry)
            }
        }
        return TableViewGeometry(tableHeaderHeight: tableHeaderView?.frame.height ?? 0, sections: sections,
                                 tableFooterHeight: tableFooterView?.frame.height ?? 0, width: bounds.width,
                                 horizontalInset: style == .insetGrouped ? Self.insetGroupedMargin : 0)
    }

    /// A section header or footer.
    enum SectionEnd {
        case header, footer
    }

    /// One section's header or footer.
    struct SectionEndKey: Hashable {
        var end: SectionEnd
        var section: Int
    }

    /// The height a section's header or footer gets when the delegate gives none, in
    /// points: `sectionHeaderHeight` (`sectionFooterHeight`) when it has a title or a view;
    /// otherwise none in the plain style, and in the grouped ones a gap of
    /// `groupedSectionGap` (the first section's header `groupedTopGap`).
    func standardHeight(of end: SectionEnd, inSection section: Int) -> CGFloat {
        let delegate = tableDelegate
        switch end {
        case .header:
            if dataSource?.tableView(self, titleForHeaderInSection: section) != nil
                || delegate?.tableView(self, viewForHeaderInSection: section) != nil { return sectionHeaderHeight }
            return style == .plain ? 0 : section == 0 ? Self.groupedTopGap : Self.groupedSectionGap
        case .footer:
            if dataSource?.tableView(self, titleForFooterInSection: section) != nil
                || delegate?.tableView(self, viewForFooterInSection: section) != nil { return sectionFooterHeight }
            return style == .plain ? 0 : Self.groupedSectionGap
        }
    }

    /// The space above the first section of a grouped table without a header, in points.
    static let groupedTopGap: CGFloat = 35
    /// The space a header or footer without a title leaves between grouped sections, in points.
    static let groupedSectionGap: CGFloat = 18
    /// The inset grouped style's margin left and right of the sections, in points.
    static let insetGroupedMargin: CGFloat = 20

    private func replaceTableView(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { insertSubview(new, at: backgroundView?.superview === self ? 1 : 0) }
        invalidateGeometry()
    }

    // MARK: Layout and touches (behaviour in +Tiling and +Selection)

    /// Lays the background view over the bounds, then shows the visible rows.
    override open func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        // A data source that reloads or scrolls while cells are made (a "load more" in
        // `willDisplay`) ends the pass; the next starts over from the new state.
        var passes = 1
        while !tileVisibleRows(), passes < Self.maximumTilingPasses { passes += 1 }
        updatePrefetching()
        // Adding and removing cells asked for layout again; these passes did it.
        needsLayout = false
    }

    /// A touch on a cell highlights its row (when allowed).
    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !beginCellTouch(touches) { super.touchesBegan(touches, with: event) }
    }

    /// The touch that highlighted a row lifted: it selects (or deselects) the row when it
    /// lifts inside the cell.
    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !finishCellTouch(touches, selecting: true) { super.touchesEnded(touches, with: event) }
    }

    /// The touch was taken away (it became a scroll): the highlight ends, nothing selects.
    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !finishCellTouch(touches, selecting: false) { super.touchesCancelled(touches, with: event) }
    }

    /// The row's touch moving is the scroll view's to judge (its pan cancels the touch).
    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if holdsCellTouch(among: touches) { return }
        super.touchesMoved(touches, with: event)
    }
}
