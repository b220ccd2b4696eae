import Foundation

/// A single line of editable text, as UIKit's `UITextField`: a tap (or
/// `becomeFirstResponder()`) begins editing, typed characters go in at the caret, and the
/// keys edit as a desktop text field's do (see `UITextField+Keys.swift`). It shows its
/// `placeholder` while empty, scrolls its text sideways to keep the caret in view, and
/// tells its `delegate` and its targets (`.editingDidBegin`, `.editingChanged`,
/// `.editingDidEnd`, `.editingDidEndOnExit`) as UIKit's does. An input method's
/// composition (marked text) shows underlined at the caret until it commits
/// (`UITextInput`, see `UITextField+TextInput.swift`). The caret does not blink.
open class UITextField: UIControl, UIKeyInput {
    /// The frame drawn around the text.
    public enum BorderStyle: Int, Sendable {
        /// None.
        case none = 0
        /// A thin dark line.
        case line = 1
        /// A thin line, darker along the top and left.
        case bezel = 2
        /// A white field with a light grey border and rounded corners.
        case roundedRect = 3
    }

    /// When an overlay (the clear button) shows.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never = 0
        /// While the field edits.
        case whileEditing = 1
        /// While the field does not edit.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }

    /// Posted (object: the field) when a field begins editing.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted (object: the field) after each change the user makes.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted (object: the field) when a field stops editing.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// The clear button's side, in points.
    static let clearButtonSize: CGFloat = 19

    /// The text and the selection being edited.
    var editingState = TextEditingState() {
        didSet { setNeedsLayout() }
    }

    /// The text. Setting it (code, not typing) sends no editing events and puts the caret
    /// at the end, as UIKit's does (ending any composition).
    ///
    /// While an input method composes, the text includes the marked text, as UIKit's does:
    /// iOS apps read `markedTextRange` in their `.editingChanged` handlers to tell a
    /// composition from committed text (a length limit that counted "nihao" while the user
    /// is choosing 你好 would cut the composition short), and the field's caret, selection and
    /// `UITextRange` offsets all count the marked characters too.
    open var text: String? {
        get { editingState.text }
        set {
            editingState = TextEditingState(text: newValue ?? "")
            refreshText()
        }
    }

    /// The grey text shown while the field is empty.
    open var placeholder: String? {
        didSet { placeholderLabel.text = placeholder; invalidateIntrinsicContentSize(); setNeedsLayout() }
    }

    /// The text's font (default: the system font at 17 points).
    open var font: UIFont? = .systemFont(ofSize: 17) {
        didSet { refreshText() }
    }

    /// The text's colour (default black).
    open var textColor: UIColor? = .black {
        didSet {
            displayLabel.textColor = textColor ?? .black
            markedTextUnderline.backgroundColor = textColor ?? .black
        }
    }

    /// How the text sits in the field while it fits.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { setNeedsLayout() }
    }

    /// The frame around the text (default none).
    open var borderStyle: BorderStyle = .none {
        didSet { applyBorderStyle() }
    }

    /// When the clear button (an ✕ that empties the field) shows (default never).
    open var clearButtonMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }

    /// Whether beginning to edit empties the field.
    open var clearsOnBeginEditing = false

    /// Shows the text as bullets, and copying and cutting do nothing.
    open var isSecureTextEntry = false {
        didSet { refreshText() }
    }

    /// Told of and asked about editing.
    open weak var delegate: UITextFieldDelegate?

    /// True between the field becoming first responder and resigning it.
    public internal(set) var isEditing = false

    /// Where the text is clipped, inside the border.
    let textClip = UIView()
    /// The text (or bullets), one line, moved sideways to scroll.
    let displayLabel = UILabel()
    let placeholderLabel = UILabel()
    /// The caret, a 2-point bar in the tint colour while editing.
    let caretView = UIView()
    /// The selection's wash behind the text.
    let selectionView = UIView()
    /// The line under the marked text (an input method's composition), in the text colour.
    let markedTextUnderline = UIView()
    /// Empties the field (`clearButtonMode`).
    let clearButton = UIButton(type: .custom)
    /// How far the text is scrolled left to keep the caret in view, in points.
    private(set) var scrollOffset: CGFloat = 0
    /// Key codes whose press went down here: their release stays here too.
    var handledKeyCodes: Set<UIKeyboardHIDUsage> = []
    /// The caret positions of the text shown, kept until the text or the font changes.
    private var measuredPositions: (text: String, font: UIFont, positions: CaretPositions)?

    /// The font the text is set in: `font`, else the system font at 17 points.
    var shownFont: UIFont { font ?? .systemFont(ofSize: 17) }

    /// Where the caret goes between the characters shown.
    var caretPositions: CaretPositions {
        let text = displayedText, font = shownFont
        if let measured = measuredPositions, measured.text == text, measured.font == font { return measured.positions }
        let positions = CaretPositions(text: text, font: font)
        measuredPositions = (text, font, positions)
        return positions
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSubviews()
    }

    private func setUpSubviews() {
        textClip.clipsToBounds = true
        textClip.isUserInteractionEnabled = false
        addSubview(textClip)
        selectionView.isHidden = true
        caretView.isHidden = true
        markedTextUnderline.isHidden = true
        placeholderLabel.textColor = UIColor(white: 0.24, alpha: 0.3)
        for label in [displayLabel, placeholderLabel] {
            label.numberOfLines = 1
            label.lineBreakMode = .byClipping
        }
        placeholderLabel.lineBreakMode = .byTruncatingTail
        for view in [selectionView, placeholderLabel, displayLabel, markedTextUnderline, caretView] {
            textClip.addSubview(view)
        }
        clearButton.setTitle("✕", for: .normal)
        clearButton.setTitleColor(UIColor(white: 0.55, alpha: 1), for: .normal)
        clearButton.titleLabel?.font = .systemFont(ofSize: 12)
        clearButton.backgroundColor = UIColor(white: 0.88, alpha: 1)
        clearButton.layer.cornerRadius = Self.clearButtonSize / 2
        clearButton.addAction(UIAction { [unowned self] _ in clearTapped() }, for: .touchUpInside)
        addSubview(clearButton)
        refreshText()
    }

    /// The field's height for its font and border; its width is the text's.
    override open var intrinsicContentSize: CGSize {
        let font = shownFont
        let insets = textInsets
        // Empty, it is as wide as its placeholder, as UIKit's, so it does not collapse in a
        // stack view or behind a leading constraint alone.
        let width = editingState.characters.isEmpty && !(placeholder ?? "").isEmpty
            ? placeholderLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).width
            : caretPositions.width
        return CGSize(width: (width + insets.left + insets.right).rounded(.up),
                      height: (font.lineHeight + insets.top + insets.bottom).rounded(.up))
    }

    /// What the label shows: the text, or one bullet a character.
    var displayedText: String {
        isSecureTextEntry ? String(repeating: "•", count: editingState.characters.count) : editingState.text
    }

    /// The space between the border and the text, in points.
    var textInsets: UIEdgeInsets {
        switch borderStyle {
        case .none: .zero
        case .line, .bezel: UIEdgeInsets(top: 2, left: 4, bottom: 2, right: 4)
        case .roundedRect: UIEdgeInsets(top: 4, left: 7, bottom: 4, right: 7)
        }
    }

    /// Whether the clear button shows now.
    var showsClearButton: Bool {
        guard !editingState.characters.isEmpty else { return false }
        switch clearButtonMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    func refreshText() {
        let font = shownFont
        displayLabel.font = font
        placeholderLabel.font = font
        displayLabel.text = displayedText
        displayLabel.textColor = textColor ?? .black
        markedTextUnderline.backgroundColor = textColor ?? .black
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func applyBorderStyle() {
        switch borderStyle {
        case .none:
            layer.borderWidth = 0
            layer.cornerRadius = 0
        case .line, .bezel:
            layer.borderWidth = 1
            layer.borderColor = (borderStyle == .line ? UIColor.black : UIColor(white: 0.45, alpha: 1)).cgColor
            layer.cornerRadius = 0
        case .roundedRect:
            layer.borderWidth = 1
            layer.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
            layer.cornerRadius = 5
            if backgroundColor == nil { backgroundColor = .white }
        }
        setNeedsLayout()
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let font = shownFont
        var rect = bounds.inset(by: textInsets)
        clearButton.isHidden = !showsClearButton
        if showsClearButton {
            let side = Self.clearButtonSize
            clearButton.frame = CGRect(x: rect.maxX - side, y: (bounds.midY - side / 2).rounded(), width: side, height: side)
            rect.size.width = max(0, rect.width - side - 5)
        }
        textClip.frame = rect
        let positions = caretPositions
        let lineHeight = font.lineHeight.rounded(.up)
        let y = ((rect.height - lineHeight) / 2).rounded()
        let available = rect.width
        // Room for the caret after the last character.
        let content = positions.width + 2
        let start: CGFloat
        if content <= available {
            scrollOffset = 0
            start = textAlignment.lineOffset(lineWidth: positions.width, containerWidth: available).rounded()
        } else {
            start = 0
            if isEditing {
                let caretX = positions.x(at: editingState.caret)
                if caretX - scrollOffset < 0 { scrollOffset = caretX }
                if caretX - scrollOffset > available - 2 { scrollOffset = caretX - available + 2 }
                scrollOffset = min(max(0, scrollOffset), content - available)
            } else {
                scrollOffset = 0
            }
        }
        let x = start - scrollOffset
        displayLabel.frame = CGRect(x: x, y: y, width: content, height: lineHeight)
        placeholderLabel.isHidden = !editingState.characters.isEmpty
        let placeholderWidth = min(available, placeholderLabel.sizeThatFits(CGSize(width: .greatestFiniteMagnitude,
                                                                                     height: lineHeight)).width)
        placeholderLabel.frame = CGRect(x: textAlignment.lineOffset(lineWidth: placeholderWidth, containerWidth: available).rounded(),
                                        y: y, width: placeholderWidth, height: lineHeight)
        let selection = editingState.selection
        caretView.backgroundColor = tintColor
        selectionView.backgroundColor = tintColor.withAlphaComponent(0.25)
        caretView.isHidden = !isEditing || !selection.isEmpty
        caretView.frame = caretFrame(at: editingState.caret)
        selectionView.isHidden = !isEditing || selection.isEmpty
        let from = x + positions.x(at: selection.lowerBound), to = x + positions.x(at: selection.upperBound)
        selectionView.frame = CGRect(x: from, y: y, width: to - from, height: lineHeight)
        layOutMarkedTextUnderline(font: font)
    }

    /// The caret's frame before character `index`, in `textClip`'s coordinates: 2 points
    /// wide, the line's height, on whole points (as laid out last).
    func caretFrame(at index: Int) -> CGRect {
        let line = displayLabel.frame
        return CGRect(x: (line.minX + caretPositions.x(at: index) - 1).rounded(), y: line.minY,
                      width: 2, height: line.height)
    }

    /// The marked text is underlined, as every platform draws a composition: a line one
    /// point thick a point below the baseline, from its first character's start to its
    /// last one's end.
    private func layOutMarkedTextUnderline(font: UIFont) {
        guard isEditing, let marked = editingState.markedRange else {
            markedTextUnderline.isHidden = true
            return
        }
        let line = displayLabel.frame, positions = caretPositions
        let from = line.minX + positions.x(at: marked.lowerBound), to = line.minX + positions.x(at: marked.upperBound)
        markedTextUnderline.isHidden = false
        markedTextUnderline.frame = CGRect(x: from.rounded(), y: line.minY + (font.ascender + 1).rounded(),
                                           width: (to - from).rounded(), height: 1)
    }

    // MARK: Overrides (their work is in UITextField+Editing and UITextField+Keys)

    /// An enabled field can take the keys.
    override open var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing, when the delegate agrees: `.editingDidBegin`, the delegate's
    /// `textFieldDidBeginEditing`, then `textDidBeginEditingNotification`.
    @discardableResult
    override open func becomeFirstResponder() -> Bool { beginEditing() }

    /// Ends editing, when the delegate agrees: `.editingDidEnd`, the delegate's
    /// `textFieldDidEndEditing(_:reason:)`, then `textDidEndEditingNotification`.
    @discardableResult
    override open func resignFirstResponder() -> Bool { endEditingIfAllowed() }

    /// A field taken out of its window stops editing.
    override open func didMoveToWindow() {
        super.didMoveToWindow()
        windowChanged()
    }

    /// A field that lost the keys without resigning (its view left the tree) stops editing.
    override func didLoseFirstResponder() {
        if isEditing { finishEditing() }
    }

    /// While editing, a touch puts the caret at it; a second quick tap selects the word there.
    override open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { beginTouch(touch) }

    /// While editing, dragging selects from where the touch went down.
    override open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { continueTouch(touch) }

    /// A tap on a field that does not edit begins editing when it lifts.
    override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        endTouch(touch)
    }

    /// While it composes (marked text), every key is the input method's.
    override func takesKeyAsSystemBehavior(_ key: UIKey) -> Bool {
        isEditing && (editingState.hasMarkedText || Self.action(for: key) != nil)
    }

    /// Editing keys edit (see UITextField+Keys); others go up the responder chain.
    override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = takePresses(presses)
        if !others.isEmpty { super.pressesBegan(others, with: event) }
    }

    /// The release of a key the field took stays here.
    override open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = releasePresses(presses)
        if !others.isEmpty { super.pressesEnded(others, with: event) }
    }

    // MARK: UIKeyInput

    /// Whether the field holds any text.
    public var hasText: Bool { !editingState.characters.isEmpty }

    /// Puts `text` in at the caret, replacing the selection, as typing does (the delegate
    /// asked, the editing events sent). While an input method composes, `text` is its
    /// commit and replaces the marked text: the delegate is asked about replacing the
    /// marked characters with it; refused, the marked text goes.
    public func insertText(_ text: String) {
        if editingState.hasMarkedText { return commitMarkedText(text) }
        userEdit(editingState.selection, with: text)
    }

    /// Deletes the selection or the character before the caret, as Backspace does.
    public func deleteBackward() {
        userEdit(editingState.rangeDeletedBackward(), with: "")
    }

    /// A change the user makes: asked of the delegate in UTF-16 units (unless
    /// `asksDelegate` is false: a clearing, which `textFieldShouldClear` allowed), applied,
    /// announced. False when the delegate refused it.
    @discardableResult
    func userEdit(_ range: Range<Int>, with string: String, asksDelegate: Bool = true) -> Bool {
        if range.isEmpty && string.isEmpty { return true }
        // The delegate is asked about what goes in: one line.
        let string = TextEditingState.singleLine(string)
        let utf16 = editingState.utf16Range(of: range)
        if asksDelegate, let delegate,
           !delegate.textField(self, shouldChangeCharactersIn: utf16, replacementString: string) { return false }
        editingState.replace(range, with: string)
        announceTextChange()
        return true
    }

    /// The text changed by the user's hand (typing, a composition): shown, then
    /// `.editingChanged` and `textDidChangeNotification`.
    func announceTextChange() {
        refreshText()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    private func clearTapped() {
        clearIfAllowed()
        if !isEditing { becomeFirstResponder() }
    }

    /// Empties the field when the delegate's `textFieldShouldClear` agrees (the clear
    /// button, `clearsOnBeginEditing`), announced as the user's change.
    func clearIfAllowed() {
        guard hasText else { return }
        if let delegate, !delegate.textFieldShouldClear(self) { return }
        userEdit(0..<editingState.characters.count, with: "", asksDelegate: false)
    }
}
