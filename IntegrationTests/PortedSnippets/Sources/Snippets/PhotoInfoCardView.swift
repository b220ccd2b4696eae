import UIKit

// A photo's info card: title and caption stacked over a row of equally wide buttons;
// "Less" folds the caption away, animating the card's rows closing up.
public class PhotoInfoCardView: UIView {
    public let titleLabel = UILabel()
    public let captionLabel = UILabel()
    public let likeButton = UIButton(type: .system)
    public let lessButton = UIButton(type: .system)
    public let stackView = UIStackView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12

        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.text = "Harbour at dusk"
        captionLabel.font = .systemFont(ofSize: 13)
        captionLabel.textColor = .secondaryLabel
        captionLabel.text = "Shot from the north pier"

        likeButton.setTitle("Like", for: .normal)
        lessButton.setTitle("Less", for: .normal)
        lessButton.addTarget(self, action: PhotoInfoCardView.toggleCaption, for: .touchUpInside)
        let buttons = UIStackView(arrangedSubviews: [likeButton, lessButton])
        buttons.axis = .horizontal
        buttons.distribution = .fillEqually
        buttons.spacing = 8

        stackView.axis = .vertical
        stackView.alignment = .fill
        stackView.spacing = 4
        stackView.isLayoutMarginsRelativeArrangement = true
        stackView.layoutMargins = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
        stackView.addArrangedSubview(titleLabel)
        stackView.addArrangedSubview(captionLabel)
        stackView.addArrangedSubview(buttons)
        stackView.setCustomSpacing(12, after: captionLabel)
        addSubview(stackView)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        stackView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: stackHeight(forWidth: bounds.width))
    }

    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: stackHeight(forWidth: size.width))
    }

    private func stackHeight(forWidth width: CGFloat) -> CGFloat {
        stackView.systemLayoutSizeFitting(CGSize(width: width, height: 0),
                                          withHorizontalFittingPriority: .required,
                                          verticalFittingPriority: .fittingSizeLevel).height
    }

    func toggleCaption(_ sender: UIButton) {
        let hiding = !captionLabel.isHidden
        sender.setTitle(hiding ? "More" : "Less", for: .normal)
        UIView.animate(withDuration: 0.25) {
            self.captionLabel.isHidden = hiding
            self.stackView.layoutIfNeeded()
            self.frame.size.height = self.sizeThatFits(self.bounds.size).height
            self.layoutIfNeeded()
        }
    }
}
