import UIKit

/// A sign-up form as iOS code builds it: a scroll view filling the view, a content view
/// pinned to its `contentLayoutGuide` and as wide as its `frameLayoutGuide`, a column of
/// captioned text fields chained top to bottom, and a tap on the background that puts the
/// editing away with `view.endEditing(true)`.
public final class SignUpFormViewController: UIViewController, UITextFieldDelegate {
    public let scrollView = UIScrollView()
    public let contentView = UIView()
    public private(set) var fields: [UITextField] = []
    public let signUpButton = UIButton(type: .system)
    /// What a tap on Sign Up sent, in field order.
    public private(set) var submitted: [String]?

    private let captions = ["Name", "Email", "Password", "City", "Country", "Phone", "Website", "About you"]

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        contentView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        scrollView.addSubview(contentView)
        NSLayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])

        var previous = contentView.topAnchor
        for caption in captions {
            let label = UILabel()
            label.text = caption
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
            let field = UITextField()
            field.borderStyle = .roundedRect
            field.placeholder = caption
            field.isSecureTextEntry = caption == "Password"
            field.delegate = self
            for v in [label, field] as [UIView] {
                v.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(v)
            }
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: previous, constant: 20),
                label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                field.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 6),
                field.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                field.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                field.heightAnchor.constraint(equalToConstant: 36),
            ])
            previous = field.bottomAnchor
            fields.append(field)
        }

        signUpButton.setTitle("Sign Up", for: .normal)
        signUpButton.translatesAutoresizingMaskIntoConstraints = false
        signUpButton.addAction(UIAction { [unowned self] _ in submit() }, for: .touchUpInside)
        contentView.addSubview(signUpButton)
        NSLayoutConstraint.activate([
            signUpButton.topAnchor.constraint(equalTo: previous, constant: 28),
            signUpButton.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            signUpButton.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -32),
        ])

        let tap = UITapGestureRecognizer(target: self, action: SignUpFormViewController.backgroundTapped)
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
    }

    private func backgroundTapped(_ recognizer: UITapGestureRecognizer) {
        view.endEditing(true)
    }

    private func submit() {
        view.endEditing(true)
        submitted = fields.map { $0.text ?? "" }
    }

    /// Return moves to the next field, and on the last one puts the keyboard away.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if let index = fields.firstIndex(where: { $0 === textField }), index + 1 < fields.count {
            fields[index + 1].becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }
}
