import UIKit

// A profile card as iOS code builds it with Auto Layout: an avatar, the name and a subtitle
// beside it, a follow button at the card's trailing margin and a one-line bio below, the
// card pinned under the safe area between the view's layout margins. Nothing is placed by
// frames; a name too long for the row gives way to the required button, tapping Follow
// retitles the button and the labels make room; showing the card
// lower animates one constant with layoutIfNeeded inside an animation block.
public class ProfileCardViewController: UIViewController {
    public let cardView = UIView()
    public let avatarImageView = UIImageView()
    public let nameLabel = UILabel()
    public let subtitleLabel = UILabel()
    public let followButton = UIButton(type: .system)
    public let bioLabel = UILabel()
    public private(set) var isFollowing = false
    private var cardTopConstraint: NSLayoutConstraint!

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        view.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)

        cardView.backgroundColor = .white
        cardView.layer.cornerRadius = 16
        cardView.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        cardView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(cardView)

        avatarImageView.backgroundColor = .systemTeal
        avatarImageView.contentMode = .scaleAspectFill
        avatarImageView.layer.cornerRadius = 32
        avatarImageView.clipsToBounds = true

        nameLabel.text = "Grace Hopper"
        nameLabel.font = .boldSystemFont(ofSize: 20)
        subtitleLabel.text = "Rear Admiral, US Navy"
        subtitleLabel.font = .systemFont(ofSize: 14)
        subtitleLabel.textColor = .gray
        bioLabel.text = "Wrote the first compiler."
        bioLabel.font = .systemFont(ofSize: 15)

        followButton.setTitle("Follow", for: .normal)
        followButton.addTarget(self, action: ProfileCardViewController.followTapped, for: .touchUpInside)
        followButton.setContentHuggingPriority(.required, for: .horizontal)
        followButton.setContentCompressionResistancePriority(.required, for: .horizontal)

        for subview in [avatarImageView, nameLabel, subtitleLabel, followButton, bioLabel] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            cardView.addSubview(subview)
        }

        let margins = cardView.layoutMarginsGuide
        cardTopConstraint = cardView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16)
        NSLayoutConstraint.activate([
            cardTopConstraint,
            cardView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            cardView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),

            avatarImageView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatarImageView.topAnchor.constraint(equalTo: margins.topAnchor),
            avatarImageView.widthAnchor.constraint(equalToConstant: 64),
            avatarImageView.heightAnchor.constraint(equalTo: avatarImageView.widthAnchor),

            nameLabel.leadingAnchor.constraint(equalTo: avatarImageView.trailingAnchor, constant: 12),
            nameLabel.topAnchor.constraint(equalTo: avatarImageView.topAnchor, constant: 8),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: followButton.leadingAnchor, constant: -8),
            subtitleLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            subtitleLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
            subtitleLabel.trailingAnchor.constraint(lessThanOrEqualTo: followButton.leadingAnchor, constant: -8),

            followButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            followButton.centerYAnchor.constraint(equalTo: avatarImageView.centerYAnchor),

            bioLabel.topAnchor.constraint(equalTo: avatarImageView.bottomAnchor, constant: 12),
            bioLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            bioLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            bioLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    /// Moves the card `offset` points below its place under the safe area.
    public func setCardOffset(_ offset: CGFloat, animated: Bool) {
        cardTopConstraint.constant = 16 + offset
        guard animated else { return view.setNeedsLayout() }
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: {
            self.view.layoutIfNeeded()
        })
    }

    func followTapped(_ sender: UIButton) {
        isFollowing.toggle()
        followButton.setTitle(isFollowing ? "Following" : "Follow", for: .normal)
    }
}
