import Foundation

/// The largest opaque views of one render pass, found before it draws, so it can leave out
/// what they hide: a view's own drawing, a whole subtree, the part of a background fill or
/// of the frame's clear under them. A full-window image over the window's background then
/// costs the image alone.
///
/// An occluder's rectangle holds only device pixels its view paints wholly opaque whatever
/// lies beneath: pixels entirely inside an opaque background colour's fill or an opaque
/// image's drawing, under an axis-aligned transform, at full opacity, inside every clip
/// on the way down. Anything painted before such a view and lying inside that rectangle
/// cannot show; anything after it, or outside, is drawn as before, so frames are the same
/// to the bit.
///
/// Paint order is compared by paths: the positions of a view and its ancestors among
/// their siblings, from the root down (the root's path is empty). A path that extends
/// another is a descendant (painted after the ancestor's own content, before its
/// overlay); otherwise the first differing position decides.
struct Occlusion {
    /// How many occluders a pass keeps (the largest): a frame rarely has more than a
    /// few large opaque views, and each one kept costs every drawn view a rectangle test.
    static let capacity = 4

    /// The kept occluders' rectangles (device pixels) and paths; `count` of them in use.
    /// Storage is kept from pass to pass (no allocation per frame).
    private var rects: [PixelRect] = []
    private var paths: [[Int]] = []
    private(set) var count = 0

    /// Forgets the occluders of the last pass, keeping the storage.
    mutating func removeAll() { count = 0 }

    /// Offers the view at `path` as an occluder of `rect`; kept when among the largest.
    mutating func offer(_ rect: PixelRect, path: [Int]) {
        guard !rect.isEmpty else { return }
        var slot = count
        if count == Occlusion.capacity {
            guard let smallest = (0..<count).min(by: { rects[$0].area < rects[$1].area }),
                  rects[smallest].area < rect.area else { return }
            slot = smallest
        } else {
            count += 1
        }
        if slot == rects.count {
            rects.append(rect)
            paths.append(path)
        } else {
            rects[slot] = rect
            paths[slot].removeAll(keepingCapacity: true)
            paths[slot].append(contentsOf: path)
        }
    }

    /// How the view at path `o` paints relative to the view at path `v`.
    enum Order: Equatable {
        /// `o` is `v` or one of its ancestors: its content is painted before `v`'s.
        case ancestorOrSelf
        /// `o` is inside `v`'s subtree: painted after `v`'s own content.
        case descendant
        /// `o` is painted after `v` and all of `v`'s subtree.
        case after
        /// `o` is painted before `v`.
        case before
    }

    static func order(of o: [Int], relativeTo v: [Int]) -> Order {
        let common = min(o.count, v.count)
        for i in 0..<common where o[i] != v[i] {
            return o[i] > v[i] ? .after : .before
        }
        return o.count > v.count ? .descendant : .ancestorOrSelf
    }

    /// True when an occluder painted after the own content of the view at `path` (its
    /// subviews included), or with `subtree`, after its whole subtree, covers `rect`.
    func hides(_ rect: PixelRect, paintedBefore path: [Int], subtree: Bool) -> Bool {
        guard !rect.isEmpty else { return true }
        for i in 0..<count where rects[i].contains(rect) {
            switch Occlusion.order(of: paths[i], relativeTo: path) {
            case .after: return true
            case .descendant: if !subtree { return true }
            case .ancestorOrSelf, .before: break
            }
        }
        return false
    }

    /// The largest occluder rectangle meeting `rect` that is painted after the own
    /// content of the view at `path` (nil `path`: after everything, as the frame's clear).
    func largestHole(in rect: PixelRect, paintedAfter path: [Int]?) -> PixelRect? {
        var best: PixelRect?
        for i in 0..<count {
            let hole = rects[i].intersection(rect)
            guard !hole.isEmpty, hole.area > (best?.area ?? 0) else { continue }
            if let path {
                let order = Occlusion.order(of: paths[i], relativeTo: path)
                guard order == .after || order == .descendant else { continue }
            }
            best = hole
        }
        return best
    }

    /// Calls `body` with the up to four rectangles that make `rect` less `hole` (which
    /// lies inside it): the rows above and below the hole, and the parts left and right
    /// of it between them.
    static func forEachPiece(of rect: PixelRect, around hole: PixelRect, _ body: (PixelRect) -> Void) {
        func piece(_ r: PixelRect) { if !r.isEmpty { body(r) } }
        piece(PixelRect(x: rect.x, y: rect.y, width: rect.width, height: hole.y - rect.y))
        piece(PixelRect(x: rect.x, y: hole.maxY, width: rect.width, height: rect.maxY - hole.maxY))
        piece(PixelRect(x: rect.x, y: hole.y, width: hole.x - rect.x, height: hole.height))
        piece(PixelRect(x: hole.maxX, y: hole.y, width: rect.maxX - hole.maxX, height: hole.height))
    }
}

extension UIView {
    /// The device pixels (under `canvas`, inside its clip) this view's own drawing makes
    /// wholly opaque: its bounds when it is `isOpaque` with an opaque background colour,
    /// else an opaque image's rectangle inside its bounds; nil when neither, or when
    /// `canvas` fades (alpha below 1) or is not axis-aligned.
    func opaqueDeviceRect(under canvas: Canvas) -> PixelRect? {
        let t = canvas.transform
        guard canvas.alpha >= 1, t.b == 0, t.c == 0 else { return nil }
        let bounds = renderBounds
        var covered: CGRect?
        if isOpaque, let color = renderBackgroundColor, color.rasterColor.alpha == 255 {
            covered = bounds
        } else if let imageRect = opaqueContentRect {
            covered = imageRect.intersection(bounds)
        }
        // Rounded corners leave the corners uncovered.
        guard let covered = covered.map(insideRoundedCorners), !covered.isNull, !covered.isEmpty else { return nil }
        return Occlusion.innerPixels(of: covered, under: canvas)
    }
}

extension Occlusion {
    /// The device pixels wholly inside `rect` (user space) under `canvas`'s axis-aligned
    /// transform, inside its clip: edge pixels are partly covered and blend.
    static func innerPixels(of rect: CGRect, under canvas: Canvas) -> PixelRect {
        let d = rect.applying(canvas.transform).standardized
        guard !rect.isNull, d.minX.isFinite, d.minY.isFinite, d.maxX.isFinite, d.maxY.isFinite else {
            return PixelRect(x: canvas.clip.x, y: canvas.clip.y, width: 0, height: 0)
        }
        let limit = Double(Int32.max)
        let x0 = Int(max(-limit, d.minX.rounded(.up))), y0 = Int(max(-limit, d.minY.rounded(.up)))
        let x1 = Int(min(limit, d.maxX.rounded(.down))), y1 = Int(min(limit, d.maxY.rounded(.down)))
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0)).intersection(canvas.clip)
    }
}
