import TypeFitDynamicType
import TypeFitRow

/// TF009 for a font or a Dynamic Type clamp set around rows rather than on them: `.font(.system(size:
/// 14))` on a `List` or a `Section`, `.dynamicTypeSize(...)` on a stack holding the list, and the
/// app's own modifiers that set them (`.clampedLarge()`, `.modifier(Clamp())`), on a row or around
/// it. Discovery applies them to the rows' layout (``TextModifiers``), so they are reported where
/// they are written (the twenty-third attack's A23-6 found them applied and never reported).
extension SourceRuleScanner {
  /// The modifiers outside every row (`skipping` holds the positions scanned inside rows) whose
  /// receiver holds a row of this file.
  func outerFontPatterns(
    skipping seen: Set<Int>, receiverBases: inout ReceiverBases, into findings: inout Findings
  ) {
    guard !rowRanges.isEmpty else { return }
    let starts = rowRanges.map(\.lowerBound).sorted()
    for position in 0..<stream.count where !seen.contains(position) {
      guard stream.isPunctuation(position, "."), position + 2 < stream.count,
        stream[position + 1].kind == .identifier, stream.isPunctuation(position + 2, "("),
        let close = stream.partner[position + 2]
      else { continue }
      let name = stream[position + 1].text
      let isReadModifier = name == "font" || name == "dynamicTypeSize" || name == "environment"
      let narrows = Self.listWidthModifiers.contains(name)
      guard isReadModifier || narrows || !modifiers.isEmpty,
        let base = receiverBases.base(ofModifierAt: position, in: stream),
        Self.holdsRow(starts: starts, after: base, before: position)
      else { continue }
      let arguments = CallSyntax.splitArguments(position + 3..<close, in: stream)
      if narrows {
        // The rows must be in the view's own content, not in a modifier's (`.sheet { List … }`).
        if Self.holdsRow(starts: starts, after: base, before: ownContentEnd(of: base)) {
          listWidth(arguments, modifier: position + 1, receiver: stream[base].text, into: &findings)
        }
        continue
      }
      switch name {
      case "font": font(arguments, modifier: position + 1, into: &findings)
      case "dynamicTypeSize": dynamicTypeSize(arguments, modifier: position + 1, into: &findings)
      case "environment":
        environmentSize(arguments, modifier: position + 1, into: &findings)
        environmentFont(arguments, modifier: position + 1, into: &findings)
        environmentMinimumRowHeight(arguments, modifier: position + 1, into: &findings)
        environmentLegibilityWeight(arguments, modifier: position + 1, into: &findings)
      default: appModifier(arguments, modifier: position + 1, close: close, into: &findings)
      }
    }
  }

  /// Whether a row starts in `base + 1 ..< end` (`starts` sorted).
  static func holdsRow(starts: [Int], after base: Int, before end: Int) -> Bool {
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) / 2
      if starts[middle] <= base { low = middle + 1 } else { high = middle }
    }
    return low < starts.count && starts[low] < end
  }

  /// `.environment(\.font, x)` around rows: read as `.font(x)` is.
  func environmentFont(_ arguments: [CallSyntax.Argument], modifier: Int, into findings: inout Findings) {
    guard let value = EnvironmentKeyPathValue.value(of: "font", arguments, in: stream) else { return }
    font([CallSyntax.Argument(label: nil, range: value)], modifier: modifier, into: &findings)
  }

  /// A use of the app's own modifier (``CustomModifierIndex``) that discovery follows and that
  /// sets a font of fixed size or stops Dynamic Type below accessibility5: a TF009 error at the
  /// use, naming the declaration.
  func appModifier(
    _ arguments: [CallSyntax.Argument], modifier: Int, close: Int, into findings: inout Findings
  ) {
    let name = stream[modifier].text
    var next = close + 1
    let closures = CallSyntax.trailingClosures(from: &next, in: stream) ?? []
    let call = CallSyntax.Modifier(name: name, nameIndex: modifier, arguments: arguments, closures: closures)
    guard let use = modifiers.use(of: call, in: stream), case .followed(let set) = use.outcome else { return }
    let written =
      ".\(name)(\(stream.sourceText(close > modifier + 2 ? modifier + 2..<close : close..<close)))"
    if let points = set.fixedPointSize {
      findings.add(
        modifier, .labelNotScaled,
        "\(written) is the app's own modifier (\(use.place)); it sets a font of \(Self.points(points)) pt at "
          + "every category: it does not scale with Dynamic Type")
    } else if let categories = set.sizeCategories, categories.upperBound < .accessibility5 {
      let cut = ContentSizeCategory.accessibility5.rawValue - categories.upperBound.rawValue
      findings.add(
        modifier, .labelNotScaled,
        "\(written) is the app's own modifier (\(use.place)); it stops the text at "
          + "\(Self.dynamicTypeSizes[categories.upperBound.rawValue]): the \(cut) larger "
          + "categor\(cut == 1 ? "y is" : "ies are") never reached")
    }
  }
}
