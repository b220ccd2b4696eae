import Foundation
@testable import UIKit

/// Scenes of labels for rendering tests and screenshot references (LabelRenderingTests,
/// LabelSnapshotTests): each builds a view tree of a fixed size on a transparent
/// background and returns it with its labels.
enum LabelScenes {
    /// A scene: the root view to render and its labels, in the order built.
    struct Scene {
        var root: UIView
        var labels: [UILabel]
    }

    static let pangram = "The quick brown fox jumps over the lazy dog"

    /// Three 300 x 30 rows: "Align" left, centred and right.
    static func alignments() -> Scene {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 90))
        let labels = [NSTextAlignment.left, .center, .right].enumerated().map { i, alignment in
            let label = UILabel(frame: CGRect(x: 0, y: CGFloat(i) * 30, width: 300, height: 30))
            label.text = "Align"
            label.textAlignment = alignment
            root.addSubview(label)
            return label
        }
        return Scene(root: root, labels: labels)
    }

    /// The pangram word-wrapped in a 160 x 120 label, as many lines as fit.
    static func wrapping() -> Scene {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 120))
        let label = UILabel(frame: root.bounds)
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        label.text = pangram
        root.addSubview(label)
        return Scene(root: root, labels: [label])
    }

    /// The pangram in three one-line 160 x 30 labels truncated at the head, middle and tail.
    static func truncation() -> Scene {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 90))
        let labels = [NSLineBreakMode.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail].enumerated().map { i, mode in
            let label = UILabel(frame: CGRect(x: 0, y: CGFloat(i) * 30, width: 160, height: 30))
            label.lineBreakMode = mode
            label.text = pangram
            root.addSubview(label)
            return label
        }
        return Scene(root: root, labels: labels)
    }

    /// Coloured text on a transparent background: 48 pt bold red, green at 17 pt, blue at
    /// half opacity, and black in a view at half alpha.
    static func colours() -> Scene {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 140))
        func add(_ text: String, _ font: UIFont, _ color: UIColor, _ frame: CGRect) -> UILabel {
            let label = UILabel(frame: frame)
            label.text = text
            label.font = font
            label.textColor = color
            root.addSubview(label)
            return label
        }
        let red = add("Hg", .boldSystemFont(ofSize: 48), UIColor(red: 0.8, green: 0.1, blue: 0.1, alpha: 1),
                      CGRect(x: 0, y: 0, width: 120, height: 60))
        let green = add("green", .systemFont(ofSize: 17), UIColor(red: 0, green: 0.6, blue: 0.2, alpha: 1),
                        CGRect(x: 120, y: 0, width: 120, height: 60))
        let blue = add("Blue", .boldSystemFont(ofSize: 40), UIColor(red: 0, green: 0, blue: 1, alpha: 0.5),
                       CGRect(x: 0, y: 70, width: 120, height: 70))
        let faded = add("Fade", .boldSystemFont(ofSize: 40), .black, CGRect(x: 120, y: 70, width: 120, height: 70))
        faded.alpha = 0.5
        return Scene(root: root, labels: [red, green, blue, faded])
    }

    /// One 24 pt label, 120 x 40, to render at scale 1 and 2.
    static func hiDPI() -> Scene {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        label.font = .systemFont(ofSize: 24)
        label.text = "Sharp"
        return Scene(root: label, labels: [label])
    }

    /// Accented Latin, Greek and Cyrillic, then characters DejaVu lacks (boxes), in a
    /// 400 x 60 two-line label.
    static func scripts() -> Scene {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: 60))
        label.numberOfLines = 2
        label.text = "Crème brûlée · Ωμέγα · Жёлтый\n漢字 👍🏽"
        return Scene(root: label, labels: [label])
    }
}
