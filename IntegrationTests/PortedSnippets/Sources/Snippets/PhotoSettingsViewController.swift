import UIKit

// A settings panel: a slider choosing the photo size with a label showing its value, an
// upload progress bar, and a tinted "Apply" button.
public class PhotoSettingsViewController: UIViewController {
    public let sizeSlider = UISlider()
    public let sizeLabel = UILabel()
    public let progressView = UIProgressView()
    public let applyButton = UIButton(type: .system)
    public private(set) var appliedSize: Int?

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.tintColor = .systemGreen
        sizeSlider.frame = CGRect(x: 20, y: 40, width: 280, height: 31)
        sizeSlider.minimumValue = 100
        sizeSlider.maximumValue = 2000
        sizeSlider.value = 1000
        sizeSlider.addTarget(self, action: PhotoSettingsViewController.sliderChanged, for: .valueChanged)
        view.addSubview(sizeSlider)

        sizeLabel.frame = CGRect(x: 20, y: 80, width: 280, height: 20)
        sizeLabel.text = "1000 px"
        view.addSubview(sizeLabel)

        progressView.frame = CGRect(x: 20, y: 120, width: 280, height: 2)
        view.addSubview(progressView)

        applyButton.setTitle("Apply", for: .normal)
        applyButton.frame = CGRect(x: 20, y: 140, width: 100, height: 44)
        applyButton.addTarget(self, action: PhotoSettingsViewController.applyTapped, for: .touchUpInside)
        view.addSubview(applyButton)
    }

    func sliderChanged(_ sender: UISlider) {
        let rounded = (sender.value / 50).rounded() * 50
        sender.value = rounded
        sizeLabel.text = "\(Int(rounded)) px"
    }

    func applyTapped(_ sender: UIButton) {
        appliedSize = Int(sizeSlider.value)
        progressView.setProgress(0.5, animated: false)
    }
}
