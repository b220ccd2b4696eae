import Foundation

/// A help overlay listing key commands, modelled on iPadOS's key-command discoverability
/// HUD: a rounded translucent dark panel, centred in the view, with a heading and one row
/// per command: its title on the left, its keys on the right. Rows that do not fit the
/// view's height flow into further columns, as many as fit its width; rows that still do
/// not fit scroll (the panel is a scroll view: wheel, drag, or the keys of a focused
/// scroll view once it is `becomeFirstResponder()`), so a small window loses no row. Add
/// it over a screen's content, sized to it, and show or hide it; it takes touches only
/// while its rows scroll, and then only on the panel, unless it `isModal`.
open class KeyCommandHelpView: UIView {
    /// One row: what a command does, and the keys (or mouse action) that do it.
    public struct Entry: Equatable, Sendable {
        /// What the command does ("Rotate clockwise").
        public var title: String
        /// The keys that do it, as people read them ("r", "+ or =", "Ctrl+wheel").
        public var keys: String

        /// A row from its parts.
        public init(title: String, keys: String) {
            self.title = title
            self.keys = keys
        }
    }

    /// The panel's colour: near-black at 82% opacity, as the HUD's dark material reads.
    public static let panelColor = UIColor(white: 0.08, alpha: 0.82)
    /// The panel's corner radius, in points.
    public static let cornerRadius: CGFloat = 12
    /// Space between the panel's edge and its text, in points.
    public static let padding: CGFloat = 18
    /// Space between a title and its keys, and between columns, in points.
    public static let columnGap: CGFloat = 24
    /// The rows' font size, in points.
    public static let fontSize: CGFloat = 13
    /// The rows' height, in points.
    public static let rowHeight: CGFloat = 20
    /// The narrowest a column of titles is cut to, in points, before its keys are cut:
    /// room for a word or two and the ellipsis. Narrower titles are kept whole.
    public static let minimumTitleWidth: CGFloat = 64
    /// The most lines a title cut to its column's width wraps onto while the rows fit the
    /// view; what still does not fit ends in an ellipsis. Rows that scroll wrap whole.
    public static let maximumTitleLines = 2

    /// The line above the rows ("Keys").
    public var heading: String {
        didSet { headingLabel.text = heading; setNeedsLayout() }
    }
    /// The rows, in order.
    public var entries: [Entry] {
        didSet { if entries != oldValue { rebuildRows() } }
    }

    /// True when the overlay takes every touch over it while it shows, so nothing under it
    /// moves (its panel's own still scroll rows that do not fit); false (the default): it
    /// takes touches only on a panel whose rows scroll, and the rest reach the content.
    public var isModal = false

    /// Called for a tap on a modal overlay beside its panel, to close it as a tap outside a
    /// popover closes one; a tap on the panel does nothing. Nil (the default): no tap is
    /// watched for.
    public var onTapBesidePanel: (() -> Void)? {
        didSet {
            guard onTapBesidePanel != nil, tapBesidePanel == nil else { return }
            let tap = UITapGestureRecognizer()
            tap.addTarget(self, action: KeyCommandHelpView.tappedBesidePanel)
            addGestureRecognizer(tap)
            tapBesidePanel = tap
        }
    }
    private var tapBesidePanel: UITapGestureRecognizer?

    private let panel = HelpPanelView(frame: .zero)
    private let headingLabel = UILabel()
    private var rows: [(title: UILabel, keys: UILabel)] = []

    /// An overlay showing `entries` under `heading`.
    public init(heading: String = "Keys", entries: [Entry] = []) {
        self.heading = heading
        self.entries = entries
        super.init(frame: .zero)
        addSubview(panel)
        headingLabel.text = heading
        headingLabel.font = .boldSystemFont(ofSize: Self.fontSize + 2)
        headingLabel.textColor = .white
        panel.addSubview(headingLabel)
        rebuildRows()
    }

    /// The rows for `commands`, in their order: commands sharing a help title make one
    /// row with their keys joined by "or" (`+ or =`); hidden ones are left out.
    public static func entries(for commands: [UIKeyCommand]) -> [Entry] {
        var list: [Entry] = []
        for command in commands where !command.attributes.contains(.hidden) {
            let title = command.helpTitle
            if let i = list.firstIndex(where: { $0.title == title }) {
                list[i].keys += " or \(command.keyLabel)"
            } else {
                list.append(Entry(title: title, keys: command.keyLabel))
            }
        }
        return list
    }

    private func rebuildRows() {
        for row in rows {
            row.title.removeFromSuperview()
            row.keys.removeFromSuperview()
        }
        rows = entries.map { entry in
            let title = UILabel(), keys = UILabel()
            title.text = entry.title
            keys.text = entry.keys
            title.font = .systemFont(ofSize: Self.fontSize)
            title.numberOfLines = Self.maximumTitleLines
            keys.font = .boldSystemFont(ofSize: Self.fontSize)
            title.textColor = UIColor(white: 0.92, alpha: 1)
            keys.textColor = .white
            keys.textAlignment = .right
            keys.numberOfLines = 0
            panel.addSubview(title)
            panel.addSubview(keys)
            return (title, keys)
        }
        setNeedsLayout()
    }

    /// Lays the rows out in as few columns as fit the height, but no more than fit the
    /// width with every key whole, and centres the panel. A column is its widest title, a
    /// gap and its widest keys; its titles start at its left edge and its keys end at its
    /// right edge, so a title cut short has the room its own keys leave. Columns that would
    /// run past the view's edge give up the excess over the padding, shared from the widest
    /// (`narrowing(_:by:downTo:)`), each down to what its rows need with their titles cut
    /// to `minimumTitleWidth`; when even that leaves too little room (one column only), the
    /// widest keys give up the rest and wrap onto as many lines as they need, so a key or a
    /// value is never cut short. A title cut so wraps onto up to `maximumTitleLines` lines
    /// (what still does not fit ends in an ellipsis), its row growing by a line each, while
    /// its column still fits the view's height. Rows that do not fit the height, in the
    /// columns the width allows, scroll (`isScrollable`); their cut titles then wrap onto as
    /// many lines as they need, since the height no longer limits them.
    override open func layoutSubviews() {
        let headingHeight = Self.rowHeight * 1.5
        let available = bounds.height - 2 * Self.padding - headingHeight
        let perColumn = max(1, Int(available / Self.rowHeight))
        let natural = rows.map { (title: $0.title.intrinsicContentSize.width, keys: $0.keys.intrinsicContentSize.width) }
        var columns = max(1, (rows.count + perColumn - 1) / perColumn)
        // Fewer, taller columns that scroll rather than a column past the panel's edge (in a
        // 300-point window the help's five columns had shown three, every key cut away).
        while columns > 1, 2 * Self.padding + Self.width(of: Self.columnWidths(natural, columns: columns, titlesCutTo: Self.minimumTitleWidth)) > bounds.width {
            columns -= 1
        }
        let rowsPerColumn = max(1, (rows.count + columns - 1) / columns)
        var widths = Self.columnWidths(natural, columns: columns)
        // Text reaching into the right padding still shows; text past the view's edge is
        // cut back to leave the padding. The titles give way first, as a key cut short
        // no longer says which key to press.
        if Self.padding + Self.width(of: widths) > bounds.width {
            let excess = 2 * Self.padding + Self.width(of: widths) - bounds.width
            let least = Self.columnWidths(natural, columns: columns, titlesCutTo: Self.minimumTitleWidth)
            let cut = Self.narrowing(widths, by: excess, downTo: least)
            let left = excess - zip(widths, cut).reduce(0) { $0 + $1.0 - $1.1 }
            widths = left > 0 ? Self.narrowing(cut, by: left) : cut
        }
        let columnOf = { (row: Int) in row / rowsPerColumn }
        // Each row's keys, whole unless its title at `minimumTitleWidth` leaves too little
        // room; its title has the rest.
        let keyWidths = rows.indices.map { i in
            min(natural[i].keys, max(0, widths[columnOf(i)] - Self.columnGap - min(natural[i].title, Self.minimumTitleWidth)))
        }
        let titleWidths = rows.indices.map { max(0, widths[columnOf($0)] - Self.columnGap - keyWidths[$0]) }
        // Cut keys wrap whole, whatever the height: the rows scroll if they must.
        var heights = rows.indices.map { wrappedHeight(of: rows[$0].keys, width: keyWidths[$0], lines: 0) }
        var columnHeights = [CGFloat](repeating: 0, count: columns)
        for i in rows.indices { columnHeights[columnOf(i)] += heights[i] }
        let scrolls = columnHeights.contains { $0 > available }
        // A cut title wraps while its column still fits the view: where the height runs
        // out, the rows below keep one line and their ellipsis rather than fall off the
        // panel. Rows that scroll anyway wrap every cut title whole.
        let titleLines = scrolls ? 0 : Self.maximumTitleLines
        for i in rows.indices {
            let column = columnOf(i)
            rows[i].title.numberOfLines = titleLines
            let title = wrappedHeight(of: rows[i].title, width: titleWidths[i], lines: titleLines)
            let extra = title - heights[i]
            if extra > 0, scrolls || columnHeights[column] + extra <= available {
                heights[i] = title
                columnHeights[column] += extra
            }
        }
        let contentWidth = max(Self.width(of: widths), headingLabel.intrinsicContentSize.width)
        let width = min(bounds.width, contentWidth + 2 * Self.padding)
        let contentHeight = headingHeight + (columnHeights.max() ?? 0) + 2 * Self.padding
        let height = min(bounds.height, contentHeight)
        panel.frame = CGRect(x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - height) / 2).rounded(),
                             width: width, height: height)
        panel.contentSize = CGSize(width: width, height: contentHeight)
        panel.contentOffset = panel.clampedContentOffset(panel.contentOffset)
        headingLabel.frame = CGRect(x: Self.padding, y: Self.padding, width: max(0, width - 2 * Self.padding),
                                    height: Self.rowHeight)
        var x = Self.padding, y = Self.padding + headingHeight
        for i in rows.indices {
            if i > 0, columnOf(i) != columnOf(i - 1) {
                x += widths[columnOf(i - 1)] + Self.columnGap
                y = Self.padding + headingHeight
            }
            let right = x + widths[columnOf(i)]
            rows[i].title.frame = CGRect(x: x, y: y, width: titleWidths[i], height: heights[i])
            rows[i].keys.frame = CGRect(x: right - keyWidths[i], y: y, width: keyWidths[i], height: heights[i])
            y += heights[i]
        }
    }

    /// True when the rows do not all fit the view and the panel scrolls them.
    public var isScrollable: Bool {
        layoutIfNeeded()
        return panel.contentSize.height > panel.bounds.height + 0.5
    }

    /// The panel, a scroll view holding the heading and the rows: give it the keyboard
    /// (`becomeFirstResponder()`) while `isScrollable`, so that the arrows, Page Up, Page
    /// Down, Space, Home and End scroll it.
    public var scrollView: UIScrollView { panel }

    /// The panel, while its rows scroll and `point` is on it; nothing otherwise, so input
    /// goes to the content under the overlay as long as it has nothing to scroll. A modal
    /// overlay is hit wherever it is (the panel, or itself beside it).
    override open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if isModal { return super.hitTest(point, with: event) }
        guard isScrollable, let hit = super.hitTest(point, with: event), hit.isDescendant(of: panel) else { return nil }
        return hit
    }

    private func tappedBesidePanel(_ tap: UITapGestureRecognizer) {
        guard !panel.frame.contains(tap.location(in: self)) else { return }
        onTapBesidePanel?()
    }

    /// The width of each of `columns` columns of rows of `natural` widths (the rows shared
    /// out as evenly as they go, in order): its widest title, the gap and its widest keys,
    /// a column of titles and one of keys; or, with `titlesCutTo`, the least its rows need
    /// with their titles cut to that width, each title in the room its own keys leave.
    private static func columnWidths(_ natural: [(title: CGFloat, keys: CGFloat)], columns: Int,
                                     titlesCutTo limit: CGFloat? = nil) -> [CGFloat] {
        let perColumn = max(1, (natural.count + columns - 1) / columns)
        return (0..<columns).map { column in
            let slice = natural[min(natural.count, column * perColumn)..<min(natural.count, (column + 1) * perColumn)]
            guard let limit else {
                return (slice.map(\.title).max() ?? 0) + columnGap + (slice.map(\.keys).max() ?? 0)
            }
            return slice.map { min($0.title, limit) + columnGap + $0.keys }.max() ?? 0
        }
    }

    /// The width of columns `widths` side by side.
    private static func width(of widths: [CGFloat]) -> CGFloat {
        widths.reduce(0, +) + CGFloat(max(0, widths.count - 1)) * columnGap
    }

    /// The height of a row whose `label` is cut to `width` points and wrapped onto at most
    /// `lines` lines (0: as many as it takes): `rowHeight`, and a line more for each
    /// further line.
    private func wrappedHeight(of label: UILabel, width: CGFloat, lines: Int) -> CGFloat {
        guard width < label.intrinsicContentSize.width, let font = label.font else { return Self.rowHeight }
        let count = label.textLayout(width: width, lines: lines).lines.count
        return Self.rowHeight + CGFloat(max(0, count - 1)) * ceilingToPixel(font.lineHeight)
    }
}

extension KeyCommandHelpView {
    /// `widths` (points) with `excess` points taken from the widest: they are cut to one
    /// common width, the narrower ones kept whole, so a long value never costs a short
    /// one its text. All become 0 when `excess` is at least their sum.
    static func narrowing(_ widths: [CGFloat], by excess: CGFloat) -> [CGFloat] {
        let descending = widths.sorted(by: >)
        guard var cap = descending.first else { return widths }
        var taken: CGFloat = 0
        for (i, next) in (descending.dropFirst() + [0]).enumerated() {
            let count = CGFloat(i + 1)
            let step = (cap - next) * count
            if taken + step >= excess {
                cap -= (excess - taken) / count
                break
            }
            taken += step
            cap = next
        }
        return widths.map { min($0, max(0, cap)) }
    }
}

extension KeyCommandHelpView {
    /// `widths` (points) with up to `excess` points taken from the widest as
    /// `narrowing(_:by:)` takes them, none cut below its `least` (those at or below it kept
    /// as they are): the columns' share of an overflow while their titles can give way,
    /// the rest left for the keys.
    static func narrowing(_ widths: [CGFloat], by excess: CGFloat, downTo least: [CGFloat]) -> [CGFloat] {
        let spare = zip(widths, least).map { max(0, $0 - $1) }
        let kept = narrowing(spare, by: min(excess, spare.reduce(0, +)))
        return zip(widths, zip(least, kept)).map { min($0, $1.0 + $1.1) }
    }
}

/// The help overlay's rounded translucent panel: a scroll view, its background drawn over
/// what it shows (its bounds), so the panel stays put while the rows scroll inside it.
final class HelpPanelView: UIScrollView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        showsHorizontalScrollIndicator = false
    }

    override func draw(_ rect: CGRect) {
        KeyCommandHelpView.panelColor.setFill()
        UIGraphicsGetCurrentContext()?.fillRoundedRect(bounds, cornerRadius: KeyCommandHelpView.cornerRadius)
    }
}
