import Foundation

/// Where and how one element of a collection view shows: its geometry (points, in the
/// collection view's content coordinates), alpha, stacking and visibility, as UIKit's.
/// A layout makes these; the collection view applies them to the element's view.
/// Subclasses add attributes; they override `copy(with:)` and `isEqual(_:)` (as on iOS).
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's frame, in points: the bounding box of its transformed size about
    /// `center`. Setting it sets `center` and `size`.
    open var frame: CGRect {
        get {
            let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            let box = transform.isIdentity ? local : local.applying(transform)
            return box.offsetBy(dx: center.x, dy: center.y)
        }
        set {
            let f = newValue.standardized
            size = f.size
            center = CGPoint(x: f.midX, y: f.midY)
        }
    }

    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The middle of the element, in points.
    open var center: CGPoint = .zero

    /// The element's untransformed size, in points.
    open var size: CGSize = .zero

    /// A transform about the centre (the 2D one: ScrollKit draws no 3D).
    open var transform: CGAffineTransform = .identity

    /// The element's opacity, 0...1.
    open var alpha: CGFloat = 1

    /// Stacking among the elements: higher is drawn above (and hit first).
    open var zIndex = 0

    /// True leaves the element out of the picture and of hit testing.
    open var isHidden = false

    /// Whether the view's preferred width (height) may differ from `size`'s: both for a
    /// flow layout's estimated items, only the estimated sides for a compositional layout.
    /// `preferredLayoutAttributesFitting(_:)` keeps the other side.
    var fitsWidth = true, fitsHeight = true

    /// The element's index path: its item's, or its section's (item 0) for a header.
    open var indexPath: IndexPath

    /// Whether these place a cell or a supplementary view.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory

    /// The supplementary view's kind (`UICollectionView.elementKindSectionHeader`...);
    /// nil for a cell.
    open private(set) var representedElementKind: String?

    /// Attributes for the cell at `indexPath`.
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
        super.init()
    }

    /// Attributes for the supplementary view of `elementKind` at `indexPath`.
    public required init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
        super.init()
    }

    /// Attributes for the decoration view of `decorationViewKind` at `indexPath`.
    public required init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
        super.init()
    }

    /// A copy of the same class with the same values.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy: UICollectionViewLayoutAttributes
        switch (representedElementCategory, representedElementKind) {
        case (.supplementaryView, let kind?): copy = Self(forSupplementaryViewOfKind: kind, with: indexPath)
        case (.decorationView, let kind?): copy = Self(forDecorationViewOfKind: kind, with: indexPath)
        default: copy = Self(forCellWith: indexPath)
        }
        copy.center = center
        copy.size = size
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.fitsWidth = fitsWidth
        copy.fitsHeight = fitsHeight
        return copy
    }

    /// True for attributes of the same element with the same values.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return other.indexPath == indexPath && other.representedElementCategory == representedElementCategory
            && other.representedElementKind == representedElementKind && other.center == center
            && other.size == size && other.transform == transform && other.alpha == alpha
            && other.zIndex == zIndex && other.isHidden == isHidden
    }

    open override var hash: Int { indexPath.hashValue }

    open override var description: String {
        let kind = representedElementKind.map { "\($0) " } ?? ""
        return "<\(type(of: self)) \(kind)index path \(indexPath), frame \(frame), zIndex \(zIndex), alpha \(alpha)\(isHidden ? ", hidden" : "")>"
    }
}
