import Foundation

/// A scrolling grid or list of items in sections, as UIKit's `UICollectionView`: a
/// `UIScrollView` whose `collectionViewLayout` says where each item, header and footer
/// goes, whose `dataSource` gives the counts and configures cells, and whose `delegate`
/// (a `UICollectionViewDelegate`, which is a `UIScrollViewDelegate`, assigned to the
/// scroll view's `delegate`) hears about highlight, selection, display and scrolling.
///
/// Only the elements meeting the visible bounds exist as subviews: on every layout pass
/// (every scroll) the collection view asks its layout for the elements in its bounds,
/// gives the ones that left their views back to a reuse queue by identifier, and asks the
/// data source for cells for the ones that arrived, which it dequeues from those queues
/// (`prepareForReuse` called). So 100,000 items cost what the visible ones cost.
///
/// Behaviour by concern: `+Tiling` (the visible elements and the reuse queues),
/// `+Selection` (highlight and selection, by touch and in code), `+Updates` (inserts,
/// deletes, reloads and batch updates, applied without animation), `+Scrolling`
/// (`scrollToItem`, the layout's resting offset). The delegate's type is the scroll view's
/// (`UIScrollViewDelegate?`; Swift cannot narrow an inherited property's type), so code
/// reads it back as iOS flow layouts do: `collectionView.delegate as? ...`.
open class UICollectionView: UIScrollView {
    /// The direction a flow layout's content scrolls.
    public enum ScrollDirection: Int, Sendable {
        /// Lines are rows; the content scrolls up and down.
        case vertical
        /// Lines are columns; the content scrolls left and right.
        case horizontal
    }

    /// Where `scrollToItem(at:at:animated:)` puts the item: one vertical and one
    /// horizontal option at most; an axis without one does not move.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// A position from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Do not scroll.
        public static let none: ScrollPosition = []
        /// The item's top at the top of the visible area (inside the content insets).
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically in the visible area.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally in the visible area.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// What kind of view a set of layout attributes places, as UIKit's.
    public enum ElementCategory: UInt, Sendable {
        /// An item's cell.
        case cell
        /// A supplementary view (a section header or footer).
        case supplementaryView
        /// A decoration view (the layout's own, of a class registered with the layout: a
        /// section's background).
        case decorationView
    }

    /// The kind of a flow layout's section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// The kind under which cells are queued (UIKit's name in its errors).
    static let elementKindCell = "UICollectionElementKindCell"

    /// Where the elements go; setting another lays the collection view out with it, the
    /// shown cells and supplementary views told before and after
    /// (`willTransition(from:to:)`, `didTransition(from:to:)`).
    open var collectionViewLayout: UICollectionViewLayout {
        willSet {
            guard newValue !== collectionViewLayout else { return }
            for view in shownReusableViews { view.willTransition(from: collectionViewLayout, to: newValue) }
        }
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            oldValue.collectionView = nil
            adopt(collectionViewLayout)
            for view in shownReusableViews { view.didTransition(from: oldValue, to: collectionViewLayout) }
        }
    }

    /// The cells, supplementary and decoration views shown.
    private var shownReusableViews: [UICollectionReusableView] {
        Array(shownCells.values) + Array(shownSupplementaryViews.values) + Array(shownDecorationViews.values)
    }

    /// Gives the counts and the cells; setting it reloads.
    public weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// Hears which items will soon come on screen, to load their data early
    /// (`UICollectionView+Prefetching`); nil for none.
    public weak var prefetchDataSource: UICollectionViewDataSourcePrefetching? {
        didSet {
            prefetching = PrefetchTracker()
            setNeedsLayout()
        }
    }
    /// The items the prefetch data source was told of.
    var prefetching = PrefetchTracker()

    /// A view behind the content that does not scroll, filling the bounds (nil: none).
    open var backgroundView: UIView? {
        didSet { replaceBackmostSubview(oldValue, with: backgroundView) }
    }

    /// False stops touches from highlighting and selecting items (default true).
    open var allowsSelection = true

    /// True lets taps select several items, a tap on a selected one deselecting it
    /// (default false: a tap selects one, deselecting the others).
    open var allowsMultipleSelection = false

    /// A flow layout's and the delegate's sizes depend on the delegate: a new one lays out
    /// again.
    override public var delegate: UIScrollViewDelegate? {
        didSet { if delegate !== oldValue { collectionViewLayout.invalidateLayout() } }
    }

    // MARK: Stored state (behaviour in the +Tiling, +Selection and +Updates files)

    /// The classes registered for cells, by reuse identifier.
    var cellClasses: [String: UICollectionReusableView.Type] = [:]
    /// The classes registered for supplementary views, by kind and reuse identifier.
    var supplementaryClasses: [ReuseKey: UICollectionReusableView.Type] = [:]
    /// Views that left the screen, waiting to be dequeued again.
    var reuseQueues: [ReuseKey: [UICollectionReusableView]] = [:]
    /// The cells shown, by index path.
    var shownCells: [IndexPath: UICollectionViewCell] = [:]
    /// The supplementary views shown, by kind and index path.
    var shownSupplementaryViews: [SupplementaryKey: UICollectionReusableView] = [:]
    /// The decoration views shown, by kind and index path.
    var shownDecorationViews: [SupplementaryKey: UICollectionReusableView] = [:]
    /// The elements one tiling pass found in the bounds, emptied and refilled each pass
    /// (their storage kept) so a scroll frame builds no tables of its own.
    var visibleCellAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    var visibleSupplementaryAttributes: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
    var visibleDecorationAttributes: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
    /// The item counts of each section, as the data source last gave them; nil until
    /// loaded (after `reloadData()`).
    var itemCounts: [Int]?
    /// The selected items.
    var selectedItems: Set<IndexPath> = []
    /// The touch that highlighted an item and the item, while it is down.
    var cellTouch: CellTouch?
    /// The updates collected by `performBatchUpdates` until applied.
    var updateBatch = UpdateBatch()
    /// The shown cell a `reconfigureItems(at:)` hands back to the data source's dequeue
    /// (see `+Reconfiguring`).
    var cellBeingReconfigured: (indexPath: IndexPath, cell: UICollectionViewCell)?
    /// Counts what can change the collection view under a call-out that makes or displays
    /// a view: updates applied, reloads, and tiling passes begun (an update's
    /// `layoutIfNeeded()`, or the app's, tiles again inside the call). A pass that sees it
    /// move across such a call gives the view back and ends, and the next starts from the
    /// items as they now are.
    var tilingGeneration = 0

    /// A queue of reusable views: cells have the kind `elementKindCell`.
    struct ReuseKey: Hashable {
        var kind: String
        var identifier: String
    }

    /// A supplementary view's place.
    struct SupplementaryKey: Hashable {
        var kind: String
        var indexPath: IndexPath
    }

    /// A collection view covering `frame` (points) laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        adopt(layout)
    }

    private func adopt(_ layout: UICollectionViewLayout) {
        layout.collectionView = self
        layout.invalidateLayout()
    }

    // MARK: Registration and dequeueing

    /// Registers `cellClass` (a `UICollectionViewCell` subclass) for cells dequeued with
    /// `identifier`; nil unregisters. Another class traps.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { cellClasses[identifier] = nil; return }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            preconditionFailure("UICollectionView: cannot register \(cellClass) for cells with identifier \(identifier): "
                + "it is not a UICollectionViewCell subclass")
        }
        cellClasses[identifier] = type
    }

    /// Registers `viewClass` (a `UICollectionReusableView` subclass) for supplementary
    /// views of `elementKind` dequeued with `identifier`; nil unregisters.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        let key = ReuseKey(kind: elementKind, identifier: identifier)
        guard let viewClass else { supplementaryClasses[key] = nil; return }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            preconditionFailure("UICollectionView: cannot register \(viewClass) for \(elementKind) views with identifier "
                + "\(identifier): it is not a UICollectionReusableView subclass")
        }
        supplementaryClasses[key] = type
    }

    /// A cell of the class registered for `identifier`, for the item at `indexPath`: one
    /// that scrolled away (after its `prepareForReuse()`), else a new one; its layout
    /// attributes are applied. An unregistered identifier traps with UIKit's message. While
    /// `reconfigureItems(at:)` asks for the item again, the cell already showing it.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        guard let type = cellClasses[identifier] else {
            preconditionFailure("UICollectionView: could not dequeue a view of kind: \(Self.elementKindCell) with identifier "
                + "\(identifier) - must register a nib or a class for the identifier")
        }
        if let cell = takeCellBeingReconfigured(withReuseIdentifier: identifier, for: indexPath) { return cell }
        let view = dequeue(ReuseKey(kind: Self.elementKindCell, identifier: identifier), type)
        if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) { apply(attributes, to: view) }
        return view as! UICollectionViewCell
    }

    /// A supplementary view of the class registered for `elementKind` and `identifier`,
    /// for `indexPath`, as `dequeueReusableCell(withReuseIdentifier:for:)`.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let key = ReuseKey(kind: elementKind, identifier: identifier)
        guard let type = supplementaryClasses[key] else {
            preconditionFailure("UICollectionView: could not dequeue a view of kind: \(elementKind) with identifier "
                + "\(identifier) - must register a nib or a class for the identifier")
        }
        let view = dequeue(key, type)
        if let attributes = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) {
            apply(attributes, to: view)
        }
        return view
    }

    /// The reuse identifier decoration views are queued under (they have none of their own).
    static let decorationReuseIdentifier = "UICollectionViewDecorationView"

    /// A view for `key` from its queue (after `prepareForReuse()`), else a new `type`.
    func dequeue(_ key: ReuseKey, _ type: UICollectionReusableView.Type) -> UICollectionReusableView {
        if let view = reuseQueues[key]?.popLast() {
            view.prepareForReuse()
            return view
        }
        let view = type.init(collectionViewReuseFrame: .zero)
        view.reuseKey = key
        return view
    }

    // MARK: Counts and queries

    /// The number of sections, as the data source last gave it.
    open var numberOfSections: Int {
        loadCountsIfNeeded()
        return itemCounts?.count ?? 0
    }

    /// The number of items in `section`, as the data source last gave it; a section that
    /// does not exist traps.
    open func numberOfItems(inSection section: Int) -> Int {
        loadCountsIfNeeded()
        let counts = itemCounts ?? []
        precondition(counts.indices.contains(section), "UICollectionView: request for number of items in section "
            + "\(section) when there are only \(counts.count) sections in the collection view")
        return counts[section]
    }

    /// The cells shown, in no particular order.
    open var visibleCells: [UICollectionViewCell] { Array(shownCells.values) }

    /// The index paths of the items shown, in order.
    open var indexPathsForVisibleItems: [IndexPath] { shownCells.keys.sorted() }

    /// The cell showing the item at `indexPath`; nil when it is not on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { shownCells[indexPath] }

    /// The index path of the item `cell` shows; nil for a cell not shown.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        shownCells.first { $0.value === cell }?.key
    }

    /// The supplementary view of `elementKind` shown at `indexPath`; nil when not on screen.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        shownSupplementaryViews[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` shown (headers, footers, badges), in no
    /// particular order, as UIKit's.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        shownSupplementaryViews.filter { $0.key.kind == elementKind }.map(\.value)
    }

    /// The index paths of the supplementary views of `elementKind` shown, in order.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        shownSupplementaryViews.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The index path of the item at `point` (the collection view's coordinates, which
    /// include the content offset), shown or not, from the layout; the topmost by `zIndex`.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The layout's attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes of the supplementary view of `kind` at `indexPath`.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String,
                                                      at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Asks the data source for everything again: every shown view goes back to its reuse
    /// queue, selection is cleared, and the next layout pass shows the items anew.
    open func reloadData() {
        tilingGeneration &+= 1
        itemCounts = nil
        updateBatch.discardChanges()
        prefetching.forgetItems()
        recycleEverything()
        selectedItems.removeAll()
        endCellTouch()
        collectionViewLayout.invalidateLayout()
    }

    /// Replaces the layout (there are no layout transitions here: the new one shows at once).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// The delegate as a collection view delegate (nil for a plain scroll view delegate).
    var itemDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    /// Counts from the data source, when not loaded.
    func loadCountsIfNeeded() {
        guard itemCounts == nil else { return }
        itemCounts = currentDataSourceCounts()
    }

    /// The counts the data source gives now; a negative one traps.
    func currentDataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        precondition(sections >= 0, "UICollectionView: the data source returned \(sections) sections")
        return (0..<sections).map { section in
            let count = dataSource.collectionView(self, numberOfItemsInSection: section)
            precondition(count >= 0, "UICollectionView: the data source returned \(count) items for section \(section)")
            return count
        }
    }

    // MARK: Layout and touches (behaviour in +Tiling and +Selection)

    /// Lays the background view over the bounds, then shows the visible elements.
    override open func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        // A data source that reloads or scrolls while views are made (a "load more" in
        // `willDisplay`) ends the pass; the next starts over from the new state.
        var passes = 1
        while !tileVisibleElements(), passes < Self.maximumTilingPasses { passes += 1 }
        updatePrefetching()
        // Adding and removing the elements asked for layout again; these passes did it
        // (unless the layout is still to be prepared: the next frame goes on).
        needsLayout = collectionViewLayout.needsPrepare
    }

    /// A touch on a cell highlights its item (when allowed).
    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !beginCellTouch(touches) { super.touchesBegan(touches, with: event) }
    }

    /// The touch that highlighted an item lifted: it selects (or deselects) the item when
    /// it lifts inside the cell.
    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !finishCellTouch(touches, selecting: true) { super.touchesEnded(touches, with: event) }
    }

    /// The touch was taken away (it became a scroll): the highlight ends, nothing selects.
    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !finishCellTouch(touches, selecting: false) { super.touchesCancelled(touches, with: event) }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if holdsCellTouch(among: touches) { return }
        super.touchesMoved(touches, with: event)
    }

    /// Where a drag comes to rest: the layout's choice
    /// (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`).
    override func restingOffset(proposing proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }

    // MARK: Geometry changes

    override open var bounds: CGRect {
        willSet {
            if newValue != bounds, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue) {
                collectionViewLayout.invalidateLayout()
            }
        }
    }

    /// The flow layout's width is inside the adjusted insets: a change lays out again.
    override open func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        collectionViewLayout.invalidateLayout()
    }
}
