import TypeFitDynamicType

/// Evaluates rules TF001–TF003 and TF005–TF008 on a row's geometry at each category (TF004
/// comes from the measurer, see ``RowLayoutEngine``).
///
/// The rules decide on numbers alone; a label's visible text or a target list is built only
/// for the category a message quotes.
struct RuleEvaluator {
  let row: Row
  let context: LayoutContext
  /// Builds what a message quotes (a label's lines, the touch targets) at one category.
  let builder: RowCategoryLayoutBuilder

  private typealias F = NumberFormatting

  /// The findings of every rule, in rule order.
  /// - Parameter rowFindings: ``rowFindings(for:linkWords:)`` of the same row, computed once for
  ///   all its contexts.
  func evaluate(_ layouts: [RowCategoryGeometry], rowFindings: [Finding]) -> [Finding] {
    var findings: [Finding] = []
    findings += labelTruncated(layouts)
    findings += rowTargetTooSmall(layouts)
    findings += accessoryTargetTooSmall(layouts)
    findings += rowFindings
    findings += rowExceedsScreen(layouts)
    findings += valueStacked(layouts)
    findings += labelWraps(layouts)
    return findings
  }

  /// TF004, from the measurer's ``LabelMeasuringError/missingGlyphs(codePoints:)``.
  static func missingGlyphs(role: LabelRole, codePoints: [UInt32]) -> Finding {
    let error = LabelMeasuringError.missingGlyphs(codePoints: codePoints)
    return Finding(
      ruleID: .missingGlyphs, message: "\(role.rawValue) cannot be measured: \(error.description)", role: role
    )
  }

  /// TF001: first category where a label is truncated.
  private func labelTruncated(_ layouts: [RowCategoryGeometry]) -> [Finding] {
    LabelRole.allCases.compactMap { role in
      let hits = layouts.indices.filter { layouts[$0].label(role)?.metrics.isTruncated == true }
      guard let firstIndex = hits.first, let placed = layouts[firstIndex].label(role),
        let label = builder.measure(role, placed, at: layouts[firstIndex].category)
      else { return nil }
      let first = layouts[firstIndex]
      let categories = hits.map { layouts[$0].category }
      let allowed = label.lineLimit.map(String.init) ?? "unlimited"
      let lineWord = label.layout.linesNeeded == 1 ? "line" : "lines"
      return Finding(
        ruleID: .labelTruncated,
        message: "\(role.rawValue) is truncated from \(first.category): needs \(label.layout.linesNeeded) "
          + "\(lineWord), \(allowed) allowed; visible text: \"\(label.layout.visibleText)\""
          + Self.alsoAt(categories),
        role: role, categories: categories)
    }
  }

  /// TF002: tappable row shorter than the minimum target.
  private func rowTargetTooSmall(_ layouts: [RowCategoryGeometry]) -> [Finding] {
    let minimum = context.profile[.minimumTouchTarget]
    // The row's own target is the whole row: row width × row height.
    guard row.isTappable else { return [] }
    let hits = layouts.indices.filter { layouts[$0].height < minimum }
    guard let firstIndex = hits.first else { return [] }
    let first = layouts[firstIndex]
    let categories = hits.map { layouts[$0].category }
    return [
      Finding(
        ruleID: .rowTargetTooSmall,
        message:
          "row is \(F.points(first.height)) pt tall at \(first.category), below the \(F.points(minimum)) pt "
          + "minimum touch target (HIG)" + Self.alsoAt(categories),
        target: .row, categories: categories)
    ]
  }

  /// TF003: interactive accessories below 44 × 44 pt, with the WCAG 2.5.8 outcome.
  private func accessoryTargetTooSmall(_ layouts: [RowCategoryGeometry]) -> [Finding] {
    let minimum = context.profile[.minimumTouchTarget]
    let wcagMinimum = context.profile[.wcagMinimumTarget]
    // Most rows have no accessory target (a chevron is decorative): skip them at once.
    guard layouts.contains(where: { $0.accessories.hasTouchTargets }) else { return [] }
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
      return Finding(
        ruleID: .accessoryTargetTooSmall,
        message: "\(kind.displayName) is \(size) at \(first.layout.category), below the \(F.points(minimum))×"
          + "\(F.points(minimum)) pt HIG minimum; " + wcag + Self.alsoAt(categories),
        target: kind, categories: categories, wcagTargetSize: outcome)
    }
  }

  /// The rules that depend on the row alone, wherever it is laid out: TF005.
  static func rowFindings(for row: Row, linkWords: LinkWords) -> [Finding] {
    nameSaysLink(row: row, linkWords: linkWords)
  }

  /// TF005: a navigable row's accessible name says "link".
  private static func nameSaysLink(row: Row, linkWords: LinkWords) -> [Finding] {
    guard row.isNavigable else { return [] }
    let name = row.accessibleName
    let words = linkWords.matches(in: name, language: row.language)
    guard !words.isEmpty else { return [] }
    let quoted = words.map { "\"\($0)\"" }.joined(separator: ", ")
    return [
      Finding(
        ruleID: .nameSaysLink,
        message:
          "accessible name \"\(name)\" calls a navigable row a link (\(quoted)); VoiceOver announces it as a "
          + "button")
    ]
  }

  /// TF006: the row is taller than the screen.
  private func rowExceedsScreen(_ layouts: [RowCategoryGeometry]) -> [Finding] {
    guard let screenHeight = context.screenHeight else { return [] }
    let hits = layouts.filter { $0.height > screenHeight }
    guard let first = hits.first else { return [] }
    return [
      Finding(
        ruleID: .rowExceedsScreen,
        message: "row is \(F.points(first.height)) pt tall at \(first.category), taller than the "
          + "\(F.points(screenHeight)) pt screen of \(context.device.name)"
          + Self.alsoAt(hits.map(\.category)),
        categories: hits.map(\.category))
    ]
  }

  /// TF007: the value stacks below the title.
  private func valueStacked(_ layouts: [RowCategoryGeometry]) -> [Finding] {
    let hits = layouts.indices.filter { layouts[$0].valuePlacement?.isStacked == true }
    guard let firstIndex = hits.first, case .stacked(let reason) = layouts[firstIndex].valuePlacement else {
      return []
    }
    let first = layouts[firstIndex]
    let categories = hits.map { layouts[$0].category }
    let why: String
    switch reason {
    case .doesNotFit(let required, let available):
      why = "side by side needs \(F.points(required)) pt, the text column has \(F.points(available)) pt"
    case .accessibilityLayout:
      why = "the accessibility-size layout stacks it"
    }
    return [
      Finding(
        ruleID: .valueStacked,
        message: "value \"\(row.value?.text ?? "")\" moves below the title from \(first.category): \(why)"
          + Self.alsoAt(categories),
        role: .value, categories: categories)
    ]
  }

  /// TF008: a label wraps.
  private func labelWraps(_ layouts: [RowCategoryGeometry]) -> [Finding] {
    LabelRole.allCases.compactMap { role in
      let lines = layouts.map { $0.label(role)?.metrics.linesShown ?? 0 }
      let hits = lines.indices.filter { lines[$0] > 1 }
      guard let firstIndex = hits.first else { return nil }
      let first = layouts[firstIndex]
      let firstLines = lines[firstIndex]
      let mostIndex = hits.max { lines[$0] < lines[$1] }!
      let most = layouts[mostIndex]
      let mostLines = lines[mostIndex]
      let categories = hits.map { layouts[$0].category }
      var message = "\(role.rawValue) wraps from \(first.category) (\(firstLines) lines)"
      if mostLines > firstLines {
        message += ", up to \(mostLines) lines at \(most.category)"
      }
      return Finding(ruleID: .labelWraps, message: message, role: role, categories: categories)
    }
  }

  /// " (at 3 categories: xxLarge…AX5)" style suffix when more than one category is affected.
  private static func alsoAt(_ categories: [ContentSizeCategory]) -> String {
    guard categories.count > 1 else { return "" }
    return " (at \(categories.count) categories: \(categories.map(\.name).joined(separator: ", ")))"
  }
}
