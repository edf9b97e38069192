import TypeFitDynamicType
import TypeFitRow

/// The SwiftUI patterns of TF009–TF011 (and TF017 `not-modelled` notes on line limits past 10,000), looked for
/// inside a discovered row.
extension SourceRuleScanner {
  /// Apple's text styles (`Font.TextStyle`): `.font(.body)` scales.
  static let textStyles: Set<String> = [
    "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote",
    "caption", "caption2", "extraLargeTitle", "extraLargeTitle2",
  ]

  /// Views a fixed font or height does not concern: symbols and shapes, sized on purpose.
  static let nonTextViews: Set<String> = [
    "Image", "AsyncImage", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Color",
    "Divider",
    "Spacer", "ProgressView",
  ]

  /// - Parameter receiverBases: what ``SourceRuleScanner/receiverBase(ofModifierAt:bases:)``
  ///   has found so far in this file.
  func swiftUIRowPattern(at position: Int, receiverBases: inout ReceiverBases, into findings: inout Findings)
  {
    guard stream.isPunctuation(position, "."), position + 2 < stream.count,
      stream[position + 1].kind == .identifier, stream.isPunctuation(position + 2, "("),
      let close = stream.partner[position + 2]
    else { return }
    let arguments = CallSyntax.splitArguments(position + 3..<close, in: stream)
    let receiver = receiverBase(ofModifierAt: position, bases: &receiverBases)
    if let receiver, Self.nonTextViews.contains(receiver) {
      // A symbol image made wider than the symbol laid out (A83-1, A83-2).
      if receiver == "Image", let base = receiverBases.base(ofModifierAt: position, in: stream) {
        symbolImageSize(arguments, modifier: position + 1, base: base, into: &findings)
      }
      return
    }
    // After the rules below, whose errors take the modifier's place first.
    defer {
      textWidthModifier(arguments, modifier: position + 1, receiver: receiver, into: &findings)
      rowModifier(arguments, modifier: position + 1, close: close, into: &findings)
    }
    switch stream[position + 1].text {
    case "font":
      font(arguments, modifier: position + 1, into: &findings)
    case "dynamicTypeSize":
      dynamicTypeSize(arguments, modifier: position + 1, into: &findings)
    case "environment":
      environmentSize(arguments, modifier: position + 1, into: &findings)
      environmentFont(arguments, modifier: position + 1, into: &findings)
      environmentLegibilityWeight(arguments, modifier: position + 1, into: &findings)
    case "lineLimit":
      lineLimit(arguments, modifier: position + 1, into: &findings)
    case "minimumScaleFactor":
      guard let argument = arguments.first else { return }
      let factor = number(argument.range, field: "the factor", in: Self.scaleFactors)
      if case .value(let factor) = factor, factor < 1 {
        findings.add(
          position + 1, .textShrinks,
          ".minimumScaleFactor(\(Self.points(factor))) shrinks the text to \(Int((factor * 100).rounded())) % "
            + "of its size instead of wrapping it")
      } else if case .outOfRange(let error) = factor {
        findings.add(
          position + 1, .textShrinks,
          ".minimumScaleFactor(\(stream.sourceText(argument.range))): \(error); not checked", note: true)
      } else if factor == nil {
        findings.add(
          position + 1, .textShrinks,
          ".minimumScaleFactor(\(stream.sourceText(argument.range))): the factor is computed at run time; "
            + "if it is below 1 the text shrinks instead of wrapping", note: true)
      }
    case "frame":
      guard let receiver, Self.textBearingViews.contains(receiver),
        let base = receiverBases.base(ofModifierAt: position, in: stream),
        !sizesNoText(receiver, from: base, to: position)
      else { return }
      for argument in arguments where argument.label == "height" || argument.label == "maxHeight" {
        switch number(argument.range, field: "the height in points", in: Self.heights) {
        case .value(let height):
          findings.add(
            position + 1, .fixedRowHeight,
            ".frame(\(argument.label!): \(Self.points(height))) on \(receiver) fixes the row's height at "
              + "\(Self.points(height)) pt: its text is cut when it grows with Dynamic Type")
        case .outOfRange(let error):
          findings.add(
            position + 1, .fixedRowHeight,
            ".frame(\(argument.label!): \(stream.sourceText(argument.range))) on \(receiver): \(error); "
              + "not checked", note: true)
        case nil:
          break
        }
      }
    default:
      break
    }
  }

  /// `.lineLimit(N)`, `.lineLimit(M...N)`, `.lineLimit(N, reservesSpace: …)`: a literal outside
  /// ``LineLimitLiteral/range``, or after a prefix operator other than `+` (``LineLimitLiteral``), is a note
  /// quoting it as written, since ``TextModifiers`` takes such a limit
  /// as not known and the text is measured without one.
  private func lineLimit(_ arguments: [CallSyntax.Argument], modifier: Int, into findings: inout Findings) {
    // A computed limit (`isAX ? 1 : 20000`) is measured without one and gets no note.
    guard let argument = arguments.first else { return }
    // `.lineLimit((-1))` is `.lineLimit(-1)` (A19-11).
    let range = LineLimitLiteral.unparenthesized(argument.range, stream: stream)
    guard LineLimitLiteral.isLiteralForm(range, stream: stream) else { return }
    var bounds: [Int] = []
    for position in range where stream[position].kind == .number {
      // After a prefix operator other than `+` (at the start, or after `...`: `-1`, `~1`), or past
      // the range; not a subtraction (`3 - 1`, computed).
      switch LineLimitLiteral.read(numberAt: position, within: range, stream: stream) {
      case .lines(let value):
        bounds.append(value)
      case nil:
        continue
      case .notKnown(let error):
        findings.add(
          modifier, .notModelled,
          ".lineLimit(\(stream.sourceText(argument.range))): \(error); the text is measured without a line limit",
          note: true)
        return
      }
    }
    // `5...2` (thirty-fourth attack A34-7: read as 2 lines, silently).
    if bounds.count == 2, bounds[0] > bounds[1] {
      findings.add(
        modifier, .notModelled,
        ".lineLimit(\(stream.sourceText(argument.range))): the range's lower bound is above its upper bound, "
          + "which stops the app when it runs (\"Range requires lowerBound <= upperBound\"); the text is measured "
          + "without a line limit",
        note: true)
    }
  }

  /// `.font(…)`: fixed sizes are errors, text styles and `custom(_:size:)` scale, anything else
  /// is a note.
  func font(_ arguments: [CallSyntax.Argument], modifier: Int, into findings: inout Findings) {
    guard let argument = arguments.first, !argument.range.isEmpty else { return }
    let branches = TernaryBranches.leaves(of: argument.range, in: stream)
    if branches.count > 1 {
      ternaryFont(argument.range, branches: branches, modifier: modifier, into: &findings)
      return
    }
    var start = argument.range.lowerBound
    if stream.isIdentifier(start, "Font"), stream.isPunctuation(start + 1, ".") { start += 1 }
    guard stream.isPunctuation(start, "."), start + 1 < argument.range.upperBound,
      stream[start + 1].kind == .identifier
    else {
      findings.add(
        modifier, .labelNotScaled,
        ".font(\(stream.sourceText(argument.range))): the font comes from an expression, not followed; "
          + "check that it scales with Dynamic Type", note: true)
      return
    }
    let member = stream[start + 1].text
    let call = start + 2
    var inner: [CallSyntax.Argument] = []
    if stream.isPunctuation(call, "("), let close = stream.partner[call] {
      inner = CallSyntax.splitArguments(call + 1..<close, in: stream)
    }
    switch member {
    case "system":
      guard let size = inner.first(where: { $0.label == "size" }) else { return }
      if scaledMetric(size, call: "system(size:", modifier: modifier, into: &findings) { return }
      let points: String
      switch number(size.range, field: "the size in points", in: Self.fontSizes) {
      case .value(let value):
        points = "\(Self.points(value)) pt"
      case .outOfRange(let error):
        findings.add(
          modifier, .labelNotScaled,
          ".font(.system(size: \(stream.sourceText(size.range)))): \(error); not checked", note: true)
        return
      case nil:
        points = stream.sourceText(size.range)
      }
      findings.add(
        modifier, .labelNotScaled,
        ".font(.system(size: \(stream.sourceText(size.range)))) is \(points) at every category: "
          + "it does not scale with Dynamic Type")
    case "custom":
      if let size = inner.first(where: { $0.label == "fixedSize" }),
        !scaledMetric(size, call: "custom(_:fixedSize:", modifier: modifier, into: &findings)
      {
        findings.add(
          modifier, .labelNotScaled,
          ".font(.custom(_:fixedSize: \(stream.sourceText(size.range)))) does not scale with Dynamic Type")
      }
    // `custom(_:size:)` scales relative to body, `custom(_:size:relativeTo:)` to its style.
    default:
      if Self.textStyles.contains(member) { return }
      switch fonts.members[member] {
      case .scales: return
      case .fixed:
        findings.add(
          modifier, .labelNotScaled,
          ".font(.\(member)): the app's Font.\(member) is a .system(size:) font with no scaling: it keeps its "
            + "size at every category")
        return
      case nil: break
      }
      findings.add(
        modifier, .labelNotScaled,
        ".font(.\(member)) is the app's own font, not followed; check that it scales with Dynamic Type",
        note: true)
    }
  }

  /// `.font(c ? a : b)`: discovery lays the text out in the stricter branch (``FontExpression``),
  /// so the branches are read as `.font(a)` and `.font(b)` are: the first branch that is an
  /// error (a fixed size) is reported naming it, else the first note (the twenty-third attack's
  /// A23-7 gave a note "not followed" for a ternary discovery reads, and no error for a fixed
  /// branch).
  private func ternaryFont(
    _ range: Range<Int>, branches: [Range<Int>], modifier: Int, into findings: inout Findings
  ) {
    var chosen: (branch: Range<Int>, finding: SourceFinding)?
    for branch in branches {
      var own = Findings(stream: stream)
      font([CallSyntax.Argument(label: nil, range: branch)], modifier: modifier, into: &own)
      guard let finding = own.byPosition[modifier] else { continue }
      if finding.severity != .note {
        chosen = (branch, finding)
        break
      }
      if chosen == nil { chosen = (branch, finding) }
    }
    guard let (branch, finding) = chosen else { return }
    let text = stream.sourceText(branch)
    let prefix = ".font(\(text))"
    let rest =
      finding.message.hasPrefix(prefix)
      ? String(finding.message.dropFirst(prefix.count)) : ": " + finding.message
    findings.add(
      modifier, .labelNotScaled, ".font(\(stream.sourceText(range))): its branch \(text)\(rest)",
      note: finding.severity == .note)
  }

  /// Whether a size argument names a `@ScaledMetric` property (``ScaledMetricProperty``): it
  /// scales with Dynamic Type, so it is no TF009 error (A21-12); a note when its initial value is
  /// computed, since the text is then measured at its style's own sizes.
  private func scaledMetric(
    _ size: CallSyntax.Argument, call: String, modifier: Int, into findings: inout Findings
  ) -> Bool {
    guard let metric = ScaledMetricProperty(named: size.range, in: stream) else { return false }
    if metric.initialValue == nil {
      let name = stream.sourceText(size.range)
      findings.add(
        modifier, .labelNotScaled,
        ".font(.\(call) \(name))): \(name) is a @ScaledMetric, which scales with Dynamic Type, but its initial "
          + "value is computed: the text is measured at the \(metric.textStyle) style's sizes", note: true)
    }
    return true
  }

  /// `.environment(\.dynamicTypeSize, .x)` or `.environment(\.sizeCategory, .x)`
  /// (``EnvironmentDynamicTypeSize``): the text is drawn at `x` only, so a size below
  /// `accessibility5` cuts the categories above it as `.dynamicTypeSize(.x)` does (A21-10).
  func environmentSize(
    _ arguments: [CallSyntax.Argument], modifier: Int, into findings: inout Findings
  ) {
    guard let (range, category) = EnvironmentDynamicTypeSize.value(arguments, in: stream) else { return }
    let written = ".environment(\(stream.sourceText(arguments[0].range)), \(stream.sourceText(range)))"
    guard let category else {
      findings.add(
        modifier, .labelNotScaled,
        "\(written): the size is computed at run time; a size below accessibility5 cuts categories",
        note: true)
      return
    }
    let cut = ContentSizeCategory.accessibility5.rawValue - category.rawValue
    guard cut > 0 else { return }
    findings.add(
      modifier, .labelNotScaled,
      "\(written) stops the text at \(Self.dynamicTypeSizes[category.rawValue]): the \(cut) larger "
        + "categor\(cut == 1 ? "y is" : "ies are") never reached")
  }

  /// `DynamicTypeSize` cases in order, smallest first.
  static let dynamicTypeSizes = [
    "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2",
    "accessibility3", "accessibility4", "accessibility5",
  ]

  /// `.dynamicTypeSize(...x)`, `(a...x)` or `(.x)`: an upper bound below `accessibility5` cuts
  /// the categories above it.
  func dynamicTypeSize(
    _ arguments: [CallSyntax.Argument], modifier: Int, into findings: inout Findings
  ) {
    guard let argument = arguments.first else { return }
    let range = argument.range
    // The `...` or `..<` operator, and the case names on each side.
    let operatorStart = stream.rangeOperator(in: range)
    let upperRange = operatorStart.map { ($0 + 3)..<range.upperBound } ?? range
    let halfOpen = operatorStart.map { stream.isPunctuation($0 + 2, "<") } ?? false
    guard let upper = upperRange.last(where: { Self.dynamicTypeSizes.contains(stream[$0].text) }) else {
      // `.large...` has no upper bound; a variable cannot be read.
      if operatorStart == nil {
        findings.add(
          modifier, .labelNotScaled,
          ".dynamicTypeSize(\(stream.sourceText(range))): the size is computed at run time; a bound below "
            + "accessibility5 cuts categories", note: true)
      }
      return
    }
    let name = stream[upper].text
    guard var index = Self.dynamicTypeSizes.firstIndex(of: name) else { return }
    if halfOpen { index -= 1 }
    guard index < Self.dynamicTypeSizes.count - 1, index >= 0 else { return }
    let top = Self.dynamicTypeSizes[index]
    let cut = Self.dynamicTypeSizes.count - 1 - index
    findings.add(
      modifier, .labelNotScaled,
      ".dynamicTypeSize(\(stream.sourceText(range))) stops the text at \(top): the \(cut) larger "
        + "categor\(cut == 1 ? "y is" : "ies are") never reached")
  }
}
