import Foundation

/// A help overlay listing key commands, modelled on iPadOS's key-command discoverability
/// HUD: a rounded translucent dark panel, centred in the view, with a heading and one row
/// per command: its title on the left, its keys on the right. Rows that do not fit the
/// view's height flow into further columns. Add it over a screen's content, sized to it,
/// and show or hide it; it takes no touches.
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
    /// The most lines a title cut to its column's width wraps onto; what still does not
    /// fit ends in an ellipsis.
    public static let maximumTitleLines = 2

    /// The line above the rows ("Keys").
    public var heading: String {
        didSet { headingLabel.text = heading; setNeedsLayout() }
    }
    /// The rows, in order.
    public var entries: [Entry] {
        didSet { if entries != oldValue { rebuildRows() } }
    }

    private let panel = HelpPanelView(frame: .zero)
    private let headingLabel = UILabel()
    private var rows: [(title: UILabel, keys: UILabel)] = []

    /// An overlay showing `entries` under `heading`.
    public init(heading: String = "Keys", entries: [Entry] = []) {
        self.heading = heading
        self.entries = entries
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        panel.clipsToBounds = true
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
            panel.addSubview(title)
            panel.addSubview(keys)
            return (title, keys)
        }
        setNeedsLayout()
    }

    /// Lays the rows out in as few columns as fit the height (each column as wide as its
    /// own rows), and centres the panel. Columns that would run past the view's edge give
    /// up the excess over the padding from their widest titles first, down to
    /// `minimumTitleWidth` (`narrowingTitles(_:by:)`), then from their widest keys
    /// (`narrowing(_:by:)`). A title cut so wraps onto up to `maximumTitleLines` lines, its
    /// row growing by a line each, while its column still fits the view's height; what still
    /// does not fit ends in an ellipsis, as a cut key does. So a narrow window still shows
    /// every key whole and as many titles whole as its height allows, and
    /// a value too long for any window keeps its title and its start in sight (a
    /// right-aligned short value would otherwise sit past the panel's edge); a panel taller
    /// than the view is clipped.
    override open func layoutSubviews() {
        let headingHeight = Self.rowHeight * 1.5
        let available = bounds.height - 2 * Self.padding - headingHeight
        let perColumn = max(1, Int(available / Self.rowHeight))
        let columns = max(1, (rows.count + perColumn - 1) / perColumn)
        let rowsPerColumn = max(1, (rows.count + columns - 1) / columns)
        var widths: [(title: CGFloat, keys: CGFloat)] = []
        for column in 0..<columns {
            let slice = rows[min(rows.count, column * rowsPerColumn)..<min(rows.count, (column + 1) * rowsPerColumn)]
            widths.append((slice.map { $0.title.intrinsicContentSize.width }.max() ?? 0,
                           slice.map { $0.keys.intrinsicContentSize.width }.max() ?? 0))
        }
        var columnsWidth: CGFloat {
            widths.reduce(0) { $0 + $1.title + Self.columnGap + $1.keys } + CGFloat(columns - 1) * Self.columnGap
        }
        // Text reaching into the right padding still shows; text past the view's edge is
        // cut back to leave the padding. The titles give way first, as a key cut short
        // ("arro…") no longer says which key to press.
        if Self.padding + columnsWidth > bounds.width {
            let excess = 2 * Self.padding + columnsWidth - bounds.width
            let titles = Self.narrowingTitles(widths.map(\.title), by: excess)
            let left = excess - zip(widths, titles).reduce(0) { $0 + $1.0.title - $1.1 }
            let keys = left > 0 ? Self.narrowing(widths.map(\.keys), by: left) : widths.map(\.keys)
            for column in widths.indices {
                widths[column] = (titles[column], keys[column])
            }
        }
        // A cut title wraps while its column still fits the view: where the height runs
        // out, the rows below keep one line and their ellipsis rather than fall off the panel.
        var heights = [CGFloat](repeating: Self.rowHeight, count: rows.count)
        var tallestColumn: CGFloat = 0
        for column in 0..<columns {
            let start = min(rows.count, column * rowsPerColumn), end = min(rows.count, start + rowsPerColumn)
            var spare = available - CGFloat(end - start) * Self.rowHeight
            for i in start..<end {
                let extra = wrappedHeight(of: rows[i].title, width: widths[column].title) - Self.rowHeight
                if extra > 0, extra <= spare {
                    heights[i] += extra
                    spare -= extra
                }
            }
            tallestColumn = max(tallestColumn, heights[start..<end].reduce(0, +))
        }
        let contentWidth = max(columnsWidth, headingLabel.intrinsicContentSize.width)
        let width = min(bounds.width, contentWidth + 2 * Self.padding)
        let height = min(bounds.height, headingHeight + tallestColumn + 2 * Self.padding)
        panel.frame = CGRect(x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - height) / 2).rounded(),
                             width: width, height: height)
        headingLabel.frame = CGRect(x: Self.padding, y: Self.padding, width: max(0, width - 2 * Self.padding),
                                    height: Self.rowHeight)
        var x = Self.padding
        for (column, width) in widths.enumerated() {
            var y = Self.padding + headingHeight
            for line in 0..<rowsPerColumn {
                let i = column * rowsPerColumn + line
                guard i < rows.count else { break }
                rows[i].title.frame = CGRect(x: x, y: y, width: width.title, height: heights[i])
                rows[i].keys.frame = CGRect(x: x + width.title + Self.columnGap, y: y, width: width.keys,
                                            height: heights[i])
                y += heights[i]
            }
            x += width.title + Self.columnGap + width.keys + Self.columnGap
        }
    }

    /// The height of a row whose title is cut to `width` points, wrapped: `rowHeight`, and a
    /// line more for each further line the title takes (up to `maximumTitleLines`).
    private func wrappedHeight(of title: UILabel, width: CGFloat) -> CGFloat {
        guard width < title.intrinsicContentSize.width, let font = title.font else { return Self.rowHeight }
        let lines = title.textLayout(width: width, lines: Self.maximumTitleLines).lines.count
        return Self.rowHeight + CGFloat(max(0, lines - 1)) * ceilingToPixel(font.lineHeight)
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
    /// Column title widths (points) with up to `excess` points taken from the widest, none
    /// cut below `minimumTitleWidth` (those narrower kept as they are): the titles' share
    /// of an overflow, the rest left for the keys.
    static func narrowingTitles(_ widths: [CGFloat], by excess: CGFloat) -> [CGFloat] {
        let spare = widths.map { max(0, $0 - minimumTitleWidth) }
        let kept = narrowing(spare, by: min(excess, spare.reduce(0, +)))
        return zip(widths, kept).map { min($0, minimumTitleWidth + $1) }
    }
}

/// The help overlay's rounded translucent panel.
final class HelpPanelView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    override func draw(_ rect: CGRect) {
        KeyCommandHelpView.panelColor.setFill()
        UIGraphicsGetCurrentContext()?.fillRoundedRect(bounds, cornerRadius: KeyCommandHelpView.cornerRadius)
    }
}
