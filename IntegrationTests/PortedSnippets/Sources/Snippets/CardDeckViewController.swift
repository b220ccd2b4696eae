import UIKit

// Cards with the small gestures galleries use: swipe left/right to go through them, long
// press to remove the current one.
public class CardDeckViewController: UIViewController {
    public var cards = ["Lake", "Forest", "Desert", "Glacier"]
    public private(set) var index = 0
    public let cardLabel = UILabel()

    public override func viewDidLoad() {
        super.viewDidLoad()
        cardLabel.frame = view.bounds.insetBy(dx: 20, dy: 20)
        cardLabel.textAlignment = .center
        cardLabel.isUserInteractionEnabled = true
        cardLabel.text = cards[index]
        view.addSubview(cardLabel)

        let swipeLeft = UISwipeGestureRecognizer(target: self, action: CardDeckViewController.handleSwipe)
        swipeLeft.direction = .left
        cardLabel.addGestureRecognizer(swipeLeft)
        let swipeRight = UISwipeGestureRecognizer(target: self, action: CardDeckViewController.handleSwipe)
        swipeRight.direction = .right
        cardLabel.addGestureRecognizer(swipeRight)

        let longPress = UILongPressGestureRecognizer(target: self, action: CardDeckViewController.handleLongPress)
        longPress.minimumPressDuration = 0.8
        cardLabel.addGestureRecognizer(longPress)
    }

    func handleSwipe(_ gesture: UISwipeGestureRecognizer) {
        if gesture.direction == .left {
            index = min(index + 1, cards.count - 1)
        } else if gesture.direction == .right {
            index = max(index - 1, 0)
        }
        cardLabel.text = cards[index]
    }

    func handleLongPress(_ gesture: UILongPressGestureRecognizer) {
        guard gesture.state == .began, cards.count > 1 else { return }
        cards.remove(at: index)
        index = min(index, cards.count - 1)
        cardLabel.text = cards[index]
    }
}
