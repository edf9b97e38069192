/// A TF017 (`not-modelled`) note on a row's `HStack(spacing:)` wider than the gaps the row model
/// leaves between a row's parts (the profile's `imageToTextPadding`, 16 pt, is the widest): the
/// stack puts that many points between its leading view, texts and trailing view, so its text
/// has less room than modelled. The eighty-third attack's A83-5 found `HStack(spacing: 150)`
/// laid out in silence.
extension SourceRuleScanner {
  /// The widest gap the row model leaves between a row's parts, points (the profile's
  /// `imageToTextPadding`).
  static let widestModelledGap: Double = 16

  /// Notes `spacing:` of the `HStack` or `LazyHStack` named at `position` when it is a literal
  /// above ``widestModelledGap``.
  func stackSpacing(at position: Int, into findings: inout Findings) {
    guard stream[position].kind == .identifier,
      stream[position].text == "HStack" || stream[position].text == "LazyHStack",
      !stream.isPunctuation(position - 1, "."), stream.isPunctuation(position + 1, "("),
      let close = stream.partner[position + 1]
    else { return }
    let arguments = CallSyntax.splitArguments(position + 2..<close, in: stream)
    guard let spacing = arguments.first(where: { $0.label == "spacing" }),
      case .value(let points) = number(spacing.range, field: "the spacing", in: Self.heights),
      points > Self.widestModelledGap
    else { return }
    findings.add(
      spacing.range.lowerBound, .notModelled,
      "\(stream[position].text)(spacing: \(Self.points(points))) puts \(Self.points(points)) pt between the row's "
        + "views; the row is laid out with its own gaps (at most \(Self.points(Self.widestModelledGap)) pt), so its "
        + "text has less room than modelled (not modelled)", note: true)
  }
}
