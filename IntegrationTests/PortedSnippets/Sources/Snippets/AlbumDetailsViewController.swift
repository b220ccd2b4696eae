import UIKit

// An album's details screen as photo apps write it: the name in a text field that saves
// on Return, a Save item enabled only while the name changed, and a Delete button that
// asks with an action sheet before it deletes, then tells the user with an alert.

public class AlbumDetailsViewController: UIViewController, UITextFieldDelegate {
    public private(set) var albumName: String
    public private(set) var isDeleted = false
    public let nameField = UITextField()
    public let deleteButton = UIButton(type: .system)

    public init(albumName: String) {
        self.albumName = albumName
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Album"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self,
                                                            action: AlbumDetailsViewController.saveTapped)
        navigationItem.rightBarButtonItem?.isEnabled = false

        nameField.borderStyle = .roundedRect
        nameField.placeholder = "Album name"
        nameField.text = albumName
        nameField.clearButtonMode = .whileEditing
        nameField.delegate = self
        nameField.addTarget(self, action: AlbumDetailsViewController.nameChanged, for: .editingChanged)
        view.addSubview(nameField)

        deleteButton.setTitle("Delete Album", for: .normal)
        deleteButton.setTitleColor(.systemRed, for: .normal)
        deleteButton.addTarget(self, action: AlbumDetailsViewController.deleteTapped, for: .touchUpInside)
        view.addSubview(deleteButton)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top = view.safeAreaInsets.top
        nameField.frame = CGRect(x: 16, y: top + 20, width: view.bounds.width - 32, height: 34)
        deleteButton.frame = CGRect(x: 16, y: top + 80, width: view.bounds.width - 32, height: 44)
    }

    func nameChanged(_ sender: UITextField) {
        let name = sender.text ?? ""
        navigationItem.rightBarButtonItem?.isEnabled = !name.isEmpty && name != albumName
    }

    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        saveTapped()
        textField.resignFirstResponder()
        return true
    }

    func saveTapped() {
        guard let name = nameField.text, !name.isEmpty, name != albumName else { return }
        albumName = name
        navigationItem.rightBarButtonItem?.isEnabled = false
        let alert = UIAlertController(title: "Saved", message: "The album is now called \(name).", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    func deleteTapped() {
        let sheet = UIAlertController(title: nil, message: "This album will be deleted. Its photos stay in the library.",
                                      preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete Album", style: .destructive) { [weak self] _ in
            self?.isDeleted = true
            self?.navigationController?.popViewController(animated: true)
        })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }
}
