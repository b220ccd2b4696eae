import UIKit

// The Settings screen of many iOS apps, as a UITableViewController: a profile row
// (subtitle cell with an image), a section of connections (a UISwitch as accessory view,
// value1 cells with disclosure indicators pushing a list of networks), and an appearance
// choice shown with a checkmark. Ported with `#selector` turned into a method reference.
public class SettingsTableViewController: UITableViewController {
    public enum Appearance: Int, CaseIterable {
        case light, dark, automatic
        var title: String { ["Light", "Dark", "Automatic"][rawValue] }
    }

    private enum Section: Int, CaseIterable {
        case profile, connections, appearance
    }

    public private(set) var airplaneMode = false
    public private(set) var network = "Home"
    public private(set) var appearance = Appearance.automatic
    public let airplaneSwitch = UISwitch()

    public init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ChoiceCell")
        airplaneSwitch.addTarget(self, action: SettingsTableViewController.airplaneModeChanged, for: .valueChanged)
    }

    func airplaneModeChanged(_ sender: UISwitch) {
        airplaneMode = sender.isOn
        tableView.reloadRows(at: [IndexPath(row: 1, section: Section.connections.rawValue)], with: .automatic)
    }

    // MARK: - Table view data source

    public override func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section)! {
        case .profile: return 1
        case .connections: return 2
        case .appearance: return Appearance.allCases.count
        }
    }

    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        switch Section(rawValue: section)! {
        case .profile: return nil
        case .connections: return "Connections"
        case .appearance: return "Appearance"
        }
    }

    public override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        Section(rawValue: section) == .appearance ? "Automatic follows the time of day." : nil
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch Section(rawValue: indexPath.section)! {
        case .profile:
            let cell = tableView.dequeueReusableCell(withIdentifier: "ProfileCell")
                ?? UITableViewCell(style: .subtitle, reuseIdentifier: "ProfileCell")
            cell.textLabel?.text = "Ada Lovelace"
            cell.detailTextLabel?.text = "Apple ID, iCloud, Media & Purchases"
            cell.imageView?.image = Self.avatar
            cell.accessoryType = .disclosureIndicator
            return cell
        case .connections:
            let cell = tableView.dequeueReusableCell(withIdentifier: "ValueCell")
                ?? UITableViewCell(style: .value1, reuseIdentifier: "ValueCell")
            if indexPath.row == 0 {
                cell.textLabel?.text = "Airplane Mode"
                cell.detailTextLabel?.text = nil
                airplaneSwitch.isOn = airplaneMode
                cell.accessoryView = airplaneSwitch
                cell.selectionStyle = .none
            } else {
                cell.textLabel?.text = "Wi-Fi"
                cell.detailTextLabel?.text = airplaneMode ? "Off" : network
                cell.accessoryView = nil
                cell.accessoryType = .disclosureIndicator
                cell.selectionStyle = .default
            }
            return cell
        case .appearance:
            let cell = tableView.dequeueReusableCell(withIdentifier: "ChoiceCell", for: indexPath)
            let choice = Appearance(rawValue: indexPath.row)!
            cell.textLabel?.text = choice.title
            cell.accessoryType = choice == appearance ? .checkmark : .none
            return cell
        }
    }

    // MARK: - Table view delegate

    public override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        Section(rawValue: indexPath.section) == .connections && indexPath.row == 0 ? nil : indexPath
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        switch Section(rawValue: indexPath.section)! {
        case .profile:
            tableView.deselectRow(at: indexPath, animated: true)
        case .connections:
            let networks = NetworksViewController(selected: network)
            networks.onChoose = { [weak self] name in
                self?.network = name
                self?.tableView.reloadRows(at: [indexPath], with: .none)
            }
            navigationController?.pushViewController(networks, animated: true)
        case .appearance:
            let old = IndexPath(row: appearance.rawValue, section: indexPath.section)
            appearance = Appearance(rawValue: indexPath.row)!
            tableView.deselectRow(at: indexPath, animated: true)
            tableView.reloadRows(at: [old, indexPath], with: .fade)
        }
    }

    private static let avatar: UIImage = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { _ in
            UIColor.systemGray.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).fill()
        }
    }()
}

// The list a Wi-Fi row pushes: networks in a plain table with their signal as subtitle,
// the joined one checked; choosing one reports it and goes back.
public class NetworksViewController: UITableViewController {
    public let networks = [("Home", "Strong"), ("Office", "Good"), ("Café", "Weak"), ("Library", "Weak")]
    public private(set) var selected: String
    public var onChoose: ((String) -> Void)?

    public init(selected: String) {
        self.selected = selected
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Wi-Fi"
        tableView.register(NetworkCell.self, forCellReuseIdentifier: NetworkCell.reuseIdentifier)
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        networks.count
    }

    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Networks"
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: NetworkCell.reuseIdentifier, for: indexPath)
        let (name, signal) = networks[indexPath.row]
        cell.textLabel?.text = name
        cell.detailTextLabel?.text = signal
        cell.accessoryType = name == selected ? .checkmark : .none
        return cell
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected = networks[indexPath.row].0
        onChoose?(selected)
        navigationController?.popViewController(animated: true)
    }
}

// A registered cell class asking for the subtitle style, as iOS code does: the table makes
// registered cells with `init(style: .default, reuseIdentifier:)`, which this overrides.
final class NetworkCell: UITableViewCell {
    static let reuseIdentifier = "NetworkCell"

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        detailTextLabel?.textColor = .secondaryLabel
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
