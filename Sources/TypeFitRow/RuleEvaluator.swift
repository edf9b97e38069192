import TypeFitDynamicType

/// Evaluates rules TF001–TF003 and TF005–TF008 on a row's layouts (TF004 comes from the
/// measurer, see ``RowLayoutEngine``).
struct RuleEvaluator {
  let row: Row
  let context: LayoutContext

  private typealias F = NumberFormatting

  /// The findings of every rule, in rule order.
  /// - Parameter rowFindings: ``rowFindings(for:linkWords:)`` of the same row, computed once for
  ///   all its contexts.
  func evaluate(_ layouts: [RowCategoryLayout], rowFindings: [Finding]) -> [Finding] {
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
  private func labelTruncated(_ layouts: [RowCategoryLayout]) -> [Finding] {
    LabelRole.allCases.compactMap { role in
      let hits = layouts.indices.filter { i in
        layouts[i].labels.contains { $0.role == role && $0.layout.isTruncated }
      }
      guard let firstIndex = hits.first, let label = layouts[firstIndex].label(role) else { return nil }
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
  private func rowTargetTooSmall(_ layouts: [RowCategoryLayout]) -> [Finding] {
    let minimum = context.profile[.minimumTouchTarget]
    let hits = layouts.indices.filter { i in
      layouts[i].touchTargets.contains { $0.kind == .row && $0.frame.height < minimum }
    }
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
  private func accessoryTargetTooSmall(_ layouts: [RowCategoryLayout]) -> [Finding] {
    let minimum = context.profile[.minimumTouchTarget]
    let wcagMinimum = context.profile[.wcagMinimumTarget]
    return TouchTargetKind.allCases.filter { $0 != .row }.compactMap { kind in
      var hits: [(layout: RowCategoryLayout, target: TouchTarget)] = []
      for layout in layouts {
        if let target = layout.touchTargets.first(where: { $0.kind == kind }),
          target.frame.width < minimum || target.frame.height < minimum
        {
          hits.append((layout, target))
        }
      }
      guard let first = hits.first else { return nil }
      let outcome = WCAGTargetSize.assess(
        first.target, among: first.layout.touchTargets, minimum: wcagMinimum)
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
          + "\(F.points(minimum)) pt HIG minimum; " + wcag + Self.alsoAt(hits.map(\.layout.category)),
        target: kind, categories: hits.map(\.layout.category), wcagTargetSize: outcome)
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
  private func rowExceedsScreen(_ layouts: [RowCategoryLayout]) -> [Finding] {
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
  private func valueStacked(_ layouts: [RowCategoryLayout]) -> [Finding] {
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
  private func labelWraps(_ layouts: [RowCategoryLayout]) -> [Finding] {
    LabelRole.allCases.compactMap { role in
      let lines = layouts.map { layout in
        layout.labels.first { $0.role == role }?.layout.linesShown ?? 0
      }
      let hits = lines.indices.filter { lines[$0] > 1 }
      guard let firstIndex = hits.first, let firstLabel = layouts[firstIndex].label(role) else { return nil }
      let first = layouts[firstIndex]
      let mostIndex = hits.max { lines[$0] < lines[$1] }!
      let most = layouts[mostIndex]
      let mostLines = lines[mostIndex]
      let categories = hits.map { layouts[$0].category }
      var message = "\(role.rawValue) wraps from \(first.category) (\(firstLabel.layout.linesShown) lines)"
      if mostLines > firstLabel.layout.linesShown {
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
