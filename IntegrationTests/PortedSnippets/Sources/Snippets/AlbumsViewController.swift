import UIKit

// A list of albums in a navigation controller, as gallery apps start: each row a button
// that pushes the album, an Edit item on the right that toggles editing and renames
// itself, a short back title for the albums below, and the bar hidden while an album
// shows its photo full screen on a tap.

public class AlbumsViewController: UIViewController {
    public let albums = ["Recents", "Favourites", "Holidays"]
    public private(set) var isEditingAlbums = false
    public private(set) var rows: [UIButton] = []

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Albums"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: self,
                                                            action: AlbumsViewController.toggleEditing)
        navigationItem.backBarButtonItem = UIBarButtonItem(title: "Back", style: .plain, target: nil, action: nil)

        for (index, name) in albums.enumerated() {
            let row = UIButton(type: .system)
            row.setTitle(name, for: .normal)
            row.frame = CGRect(x: 16, y: view.safeAreaInsets.top + 60 + CGFloat(index) * 50, width: 200, height: 44)
            row.tag = index
            row.addTarget(self, action: AlbumsViewController.openAlbum, for: .touchUpInside)
            view.addSubview(row)
            rows.append(row)
        }
    }

    func toggleEditing() {
        isEditingAlbums.toggle()
        navigationItem.rightBarButtonItem?.title = isEditingAlbums ? "Done" : "Edit"
        navigationItem.rightBarButtonItem?.style = isEditingAlbums ? .done : .plain
    }

    func openAlbum(_ sender: UIButton) {
        let album = AlbumViewController()
        album.title = albums[sender.tag]
        navigationController?.pushViewController(album, animated: true)
    }
}

public class AlbumViewController: UIViewController {
    public private(set) var isFullScreen = false

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        let tap = UITapGestureRecognizer(target: self, action: AlbumViewController.toggleBars)
        view.addGestureRecognizer(tap)
    }

    func toggleBars() {
        isFullScreen.toggle()
        navigationController?.setNavigationBarHidden(isFullScreen, animated: true)
    }
}
