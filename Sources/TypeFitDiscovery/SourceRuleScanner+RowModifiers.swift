import TypeFitRow

/// TF017 (`not-modelled`) notes on a row's modifiers that discovery reads only in part: a badge `check` cannot
/// measure, custom row insets, and the app's own modifiers it cannot follow (the twentieth
/// attack's A20-8 and A20-27).
extension SourceRuleScanner {
  /// Notes the modifier named at `modifier` (the name after the dot, `close` its `)`) when it
  /// changes the row in a way the row model does not measure:
  ///
  /// - `.badge(12345)` or a badge computed at run time: the row's value in `rows`, but `check`
  ///   measures only catalog keys, so the row is measured without it; `.badge("k")` and
  ///   `.badge(Text("k"))` are measured as the value and get no note, `.badge(0)` shows nothing;
  /// - `.toggleStyle(MyStyle())`, a style that is not SwiftUI's: its toggles are measured beside a
  ///   switch (A21-24); the app's own (``AppToggleStyles``) is named with its declaration (A23-16);
  /// - `.listRowInsets(…)` other than `nil`: the row model lays every row out with the layout
  ///   margins;
  /// - a use of an app's modifier that ``CustomModifierIndex`` does not follow, with its reason.
  func rowModifier(
    _ arguments: [CallSyntax.Argument], modifier: Int, close: Int, into findings: inout Findings
  ) {
    let name = stream[modifier].text
    let written =
      ".\(name)(\(stream.sourceText(close > modifier + 2 ? modifier + 2..<close : close..<close)))"
    switch name {
    case "badge":
      switch ListRowBadge.shown(arguments, in: stream) {
      case .nothing:
        return
      case .count(let digits):
        findings.add(
          modifier, .notModelled,
          "\(written) shows '\(digits)' after the title as the row's value; only catalog keys are "
            + "measured, so the row is measured without it (not modelled)", note: true)
      case .text(let range):
        guard !isKeyText(range) else { return }
        findings.add(
          modifier, .notModelled,
          "\(written) shows a text computed at run time after the title as the row's value; the row is "
            + "measured without it (not modelled)", note: true)
      }
    case "toggleStyle":
      // A style that is not SwiftUI's: its drawing is not known; the toggle is measured beside a
      // switch (A21-24). The app's own is named with its declaration (A23-16).
      guard let argument = arguments.first else { return }
      let custom = TernaryBranches.leaves(of: argument.range, in: stream).filter {
        TextModifiers.toggleStyle(ofBranch: $0, stream: stream) == .custom
      }
      guard !custom.isEmpty else { return }
      var places: [String] = []
      for branch in custom {
        if let place = toggleStyles.style(ofBranch: branch, in: stream)?.place, !places.contains(place) {
          places.append(place)
        }
      }
      guard !places.isEmpty else {
        findings.add(
          modifier, .notModelled,
          "\(written) is a toggle style discovery does not know; its toggles are measured beside a switch "
            + "(51 pt), as iOS draws the automatic style (not modelled)", note: true)
        return
      }
      findings.add(
        modifier, .notModelled,
        "\(written) is the app's own toggle style \(places.joined(separator: ", ")), whose drawing (its makeBody) "
          + "is not measured: the toggle is laid out with the stock switch's size (51 × 31 pt) in its place, as "
          + "iOS draws the automatic style (not modelled)", note: true)
    case "listRowInsets":
      guard let argument = arguments.first, !argument.range.isEmpty,
        !(argument.range.count == 1 && stream[argument.range.lowerBound].text == "nil")
      else { return }
      findings.add(
        modifier, .notModelled,
        "\(written) \(insetsPhrase(argument.range)) in place of the layout margins (16 pt, 20 pt on screens "
          + "wider than 375 pt); the text is measured with the layout margins (not modelled)", note: true)
    default:
      appModifier(arguments, modifier: modifier, close: close, into: &findings)
      var next = close + 1
      let closures = CallSyntax.trailingClosures(from: &next, in: stream) ?? []
      let call = CallSyntax.Modifier(
        name: name, nameIndex: modifier, arguments: arguments, closures: closures)
      guard let use = modifiers.use(of: call, in: stream), case .notFollowed(let reason) = use.outcome else {
        return
      }
      findings.add(
        modifier, .notModelled,
        "\(written) is the app's own modifier (\(use.place)), not followed: \(reason); what it sets is not "
          + "read (not modelled)", note: true)
    }
  }

  /// Whether a badge's argument is a catalog key: a string literal, or `Text` of one.
  private func isKeyText(_ range: Range<Int>) -> Bool {
    if range.count == 1 { return stream[range.lowerBound].kind == .string }
    return stream.isIdentifier(range.lowerBound, "Text") && stream.isPunctuation(range.lowerBound + 1, "(")
      && stream[range.lowerBound + 2].kind == .string
      && stream.partner[range.lowerBound + 1] == range.upperBound - 1
  }

  /// `puts the row's content 80 pt from its leading edge and 0 pt from its trailing edge` for
  /// `EdgeInsets(top:leading:bottom:trailing:)` (or `.init(…)`) of literals; `sets the row's
  /// insets at run time` for anything else.
  private func insetsPhrase(_ range: Range<Int>) -> String {
    var start = range.lowerBound
    if stream.isIdentifier(start, "EdgeInsets") {
      start += 1
    } else if stream.isPunctuation(start, "."), stream[start + 1].text == "init" {
      start += 2
    }
    guard start < range.upperBound, stream.isPunctuation(start, "("),
      stream.partner[start] == range.upperBound - 1
    else { return "sets the row's insets at run time" }
    let arguments = CallSyntax.splitArguments(start + 1..<range.upperBound - 1, in: stream)
    func inset(_ label: String) -> Double? {
      guard let argument = arguments.first(where: { $0.label == label }),
        case .value(let value) = number(argument.range, field: "the inset in points", in: Self.heights)
      else { return nil }
      return value
    }
    guard let leading = inset("leading"), let trailing = inset("trailing") else {
      return "sets the row's insets at run time"
    }
    return "puts the row's content \(Self.points(leading)) pt from its leading edge and "
      + "\(Self.points(trailing)) pt from its trailing edge"
  }
}
