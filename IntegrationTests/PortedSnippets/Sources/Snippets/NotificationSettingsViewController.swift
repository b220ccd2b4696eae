import UIKit

// A settings screen: a switch turning notifications on, a sounds switch only enabled while
// they are on, and a segmented control choosing when previews show, each row a label with
// its control at the trailing edge, laid out in viewDidLayoutSubviews.
public struct NotificationSettings: Equatable {
    public enum Preview: Int { case always, whenUnlocked, never }
    public var notificationsEnabled = true
    public var soundsEnabled = false
    public var preview = Preview.whenUnlocked
}

public class NotificationSettingsViewController: UIViewController {
    public private(set) var settings = NotificationSettings()
    public let notificationsSwitch = UISwitch()
    public let soundsSwitch = UISwitch()
    public let previewControl = UISegmentedControl(items: ["Always", "When Unlocked", "Never"])
    private let notificationsLabel = UILabel()
    private let soundsLabel = UILabel()
    public var onChange: ((NotificationSettings) -> Void)?

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        notificationsLabel.text = "Allow Notifications"
        soundsLabel.text = "Sounds"
        for label in [notificationsLabel, soundsLabel] { view.addSubview(label) }

        notificationsSwitch.isOn = settings.notificationsEnabled
        notificationsSwitch.addTarget(self, action: NotificationSettingsViewController.notificationsToggled, for: .valueChanged)
        view.addSubview(notificationsSwitch)

        soundsSwitch.isOn = settings.soundsEnabled
        soundsSwitch.onTintColor = .systemBlue
        soundsSwitch.addTarget(self, action: NotificationSettingsViewController.soundsToggled, for: .valueChanged)
        view.addSubview(soundsSwitch)

        previewControl.selectedSegmentIndex = settings.preview.rawValue
        previewControl.apportionsSegmentWidthsByContent = true
        previewControl.addTarget(self, action: NotificationSettingsViewController.previewChanged, for: .valueChanged)
        view.addSubview(previewControl)
        updateEnabledState()
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let margin: CGFloat = 16
        let width = view.bounds.width
        var y: CGFloat = 40
        for (label, toggle) in [(notificationsLabel, notificationsSwitch), (soundsLabel, soundsSwitch)] {
            toggle.frame.origin = CGPoint(x: width - margin - toggle.bounds.width, y: y)
            label.frame = CGRect(x: margin, y: y, width: toggle.frame.minX - 2 * margin, height: toggle.bounds.height)
            y += 44
        }
        previewControl.frame = CGRect(x: margin, y: y + 8, width: width - 2 * margin,
                                      height: previewControl.intrinsicContentSize.height)
    }

    func notificationsToggled(_ sender: UISwitch) {
        settings.notificationsEnabled = sender.isOn
        if !sender.isOn {
            soundsSwitch.setOn(false, animated: true)
            settings.soundsEnabled = false
        }
        updateEnabledState()
        onChange?(settings)
    }

    func soundsToggled(_ sender: UISwitch) {
        settings.soundsEnabled = sender.isOn
        onChange?(settings)
    }

    func previewChanged(_ sender: UISegmentedControl) {
        settings.preview = NotificationSettings.Preview(rawValue: sender.selectedSegmentIndex) ?? .whenUnlocked
        onChange?(settings)
    }

    private func updateEnabledState() {
        soundsSwitch.isEnabled = settings.notificationsEnabled
        previewControl.isEnabled = settings.notificationsEnabled
    }
}
