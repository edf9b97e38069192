/// Rule TF003, `accessory-target-too-small`: its catalog entry and its evaluation.
enum TF003AccessoryTargetTooSmall: RuleDefinition {
  static let descriptor = RuleDescriptor(
    id: .accessoryTargetTooSmall, name: "accessory-target-too-small", severity: .error,
    summary:
      "An interactive accessory (an info button, alone or beside a chevron, or a switch) is smaller than "
      + "44 × 44 pt; whether it meets WCAG 2.5.8 (24 × 24 pt or the spacing exception) is reported too. "
      + "Apple's own controls (a stock UISwitch, the system info button), whose size an app cannot change, "
      + "are notes; custom accessories with an explicit size are errors.",
    rationale:
      "List Row (Navigable) guide (Docs/References.md#list-row-navigable), Must Haves: \"Meets the touch target size baseline in global_rules.md (global.touch-target-size).\" The guide does not include that baseline; TypeFit takes it as the HIG's 44 × 44 pt (Docs/References.md#hig-accessibility). "
      + "The ODS list item (Docs/References.md#ods-list-item) offers a \"text and info button\" trailing element inside rows.",
    source:
      "HIG Accessibility controls table, 44 × 44 pt; WCAG 2.2 SC 2.5.8 Target Size (Minimum), 24 × 24 CSS px "
      + "with the 24 px circle spacing exception (https://developer.apple.com/design/human-interface-guidelines/accessibility)",
    fix:
      "Give the button a 44 × 44 pt hit area (frame or contentShape, or a larger UIButton bounds) while keeping "
      + "the glyph size; or move the action into the destination screen.")

  private typealias F = DecimalText

  /// How a finding on Apple's own control ends: the control is the system's, so the finding is
  /// a note with its numbers, not an error the app could fix by resizing it.
  static func systemControlClause(_ kind: TouchTargetKind) -> String {
    let control =
      switch kind {
      case .toggle: "a stock UISwitch (SwiftUI Toggle)"
      case .infoButton, .detailButton: "the system info button"
      case .row: "the row"
      }
    return "; \(control): Apple's control, whose size the app cannot change"
  }

  /// How a finding on an info button SwiftUI draws from its symbol ends (``Row/infoSymbol``,
  /// its own target): what makes it its own target (the borderless or plain style, a
  /// `NavigationLink` row, another button in the row), whether a frame given to it is its target
  /// (``AccessoryFrame/isHitArea``), and that the app can give it a larger hit area.
  static func symbolClause(_ symbol: AccessorySymbol) -> String {
    let font =
      symbol.fixedPointSize.map { "a fixed \(F.points($0)) pt font" } ?? "the \(symbol.textStyle.name) style"
    let why =
      switch symbol.rowControl {
      case .navigationLink: "in a NavigationLink's row, which pushes its screen"
      case .button: "in a row with another button, so the row is not one target"
      case nil: "borderless or plain style"
      }
    let frame =
      switch symbol.frame?.isHitArea {
      case true?: ", the frame it is given made its target by a content shape"
      case false?: ", pressed on the symbol alone: no content shape makes the frame it is given its target"
      case nil: ""
      }
    return "; a SwiftUI button drawn from its SF Symbol at \(font), its own target (\(why))\(frame): "
      + "the app can give it a 44 pt frame and contentShape"
  }

  /// TF003: interactive accessories below 44 × 44 pt, with the WCAG 2.5.8 outcome.
  static func findings(in input: RuleInput) -> [Finding] {
    let layouts = input.layouts
    // Most rows have no accessory target (a chevron is decorative): skip them at once.
    guard layouts.contains(where: { $0.accessories.hasTouchTargets }) else { return [] }
    let builder = input.builder
    let context = input.context
    let minimum = context.profile[.minimumTouchTarget]
    let wcagMinimum = context.profile[.wcagMinimumTarget]
    let targets = layouts.map(builder.touchTargets(of:))
    return TouchTargetKind.allCases.filter { $0 != .row }.compactMap { kind in
      var hits: [(layout: Int, target: TouchTarget)] = []
      for i in layouts.indices {
        if let target = targets[i].first(where: { $0.kind == kind }),
          target.frame.width < minimum || target.frame.height < minimum
        {
          hits.append((i, target))
        }
      }
      guard let firstHit = hits.first else { return nil }
      let first = (layout: layouts[firstHit.layout], target: firstHit.target)
      let categories = hits.map { layouts[$0.layout].category }
      let outcome = WCAGTargetSize.assess(
        first.target, among: targets[firstHit.layout], minimum: wcagMinimum)
      let size = "\(F.points(first.target.frame.width))×\(F.points(first.target.frame.height)) pt"
      let wcag: String
      switch outcome {
      case .meetsMinimum:
        wcag = "it meets the WCAG 2.5.8 minimum of \(F.points(wcagMinimum))×\(F.points(wcagMinimum)) pt"
      case .spacingException(let clearance):
        let nearestText =
          clearance.map { "the nearest target is \(F.points($0)) pt from its centre" }
          ?? "no other target is near"
        wcag =
          "it is below the WCAG 2.5.8 minimum of \(F.points(wcagMinimum)) pt but passes by the spacing exception ("
          + nearestText + ")"
      case .fails(let nearest, let clearance):
        wcag =
          "it is below the WCAG 2.5.8 minimum of \(F.points(wcagMinimum)) pt and fails the spacing exception: the "
          + "\(F.points(wcagMinimum)) pt circle on its centre meets the \(nearest.displayName) "
          + "(\(F.points(clearance)) pt away)"
      }
      // Without an explicit size the accessory is Apple's control (a stock UISwitch, the
      // system info button): the app cannot resize it, so it is a note. An info
      // button SwiftUI draws from its symbol is the app's (A67-4): an error, said as such.
      let isSystemControl = input.row.accessoryIsSystemControl
      let symbol = input.row.infoSymbol.map { symbolClause($0) } ?? ""
      var finding = Finding(
        ruleID: .accessoryTargetTooSmall,
        message: "\(kind.displayName) is \(size) at \(first.layout.category), below the \(F.points(minimum))×"
          + "\(F.points(minimum)) pt HIG minimum; " + wcag
          + (isSystemControl ? systemControlClause(kind) : symbol) + RuleInput.alsoAt(categories),
        target: kind, categories: categories, wcagTargetSize: outcome)
      if isSystemControl { finding.severity = .note }
      return finding
    }
  }
}
