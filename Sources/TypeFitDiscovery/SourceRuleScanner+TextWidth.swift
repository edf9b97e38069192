import TypeFitRow

/// TF017 (`not-modelled`) notes on SwiftUI modifiers that change how wide a row's text is drawn but that the row
/// model does not lay out (the twentieth attack's A20-5 found them dropped without a word).
extension SourceRuleScanner {
  /// Notes the modifier named at `modifier` (the name after the dot) when it widens the text's
  /// glyphs (`.tracking(3)`, `.kerning(3)`, `.fontWidth(.expanded)`, `.font(.body.width(…))`,
  /// `.monospaced()`, `.fontDesign(.monospaced)`), draws it in a face the run may not have
  /// (`.font(.custom("Georgia", size: 15))`: its size is read, its face is not) or narrows the column the text wraps in
  /// (`.padding(.horizontal, 60)`, `.padding(20)`, `.frame(maxWidth: 150)`, `.frame(width: 150)`
  /// on a text-bearing view). The text is measured without them.
  ///
  /// - Parameter receiver: the view the modifier applies to, when known.
  func textWidthModifier(
    _ arguments: [CallSyntax.Argument], modifier: Int, receiver: String?, into findings: inout Findings
  ) {
    let name = stream[modifier].text
    guard !repeatsPrevious(modifier) else { return }
    let written = modifierText(arguments, modifier: modifier)
    switch name {
    case "tracking", "kerning":
      guard let argument = arguments.first, !isZero(argument.range) else { return }
      findings.add(
        modifier, .notModelled,
        "\(written) spaces the characters further apart; the text is measured without it (not modelled)",
        note: true)
    case "fontWidth":
      guard let argument = arguments.first, !names(argument.range, ["standard"]) else { return }
      findings.add(
        modifier, .notModelled,
        "\(written) draws wider or narrower glyphs; the text is measured at the "
          + "standard width (not modelled)", note: true)
    case "font":
      guard let argument = arguments.first else { return }
      if let custom = argument.range.first(where: {
        stream[$0].isIdentifier("custom") && stream.isPunctuation($0 - 1, ".")
          && stream.isPunctuation($0 + 1, "(")
      }) {
        // `.custom("Georgia", size: 15)`: the face is not read; the size and scaling are.
        let face =
          custom + 2 < argument.range.upperBound && stream[custom + 2].kind == .string
          ? "the face \(stream[custom + 2].text)" : "a custom face"
        findings.add(
          modifier, .notModelled,
          "\(written) draws the text in \(face); TypeFit measures it in the run's font stack (the "
            + "system font's stand-in unless --font or --stack gives that face), so its width may differ "
            + "(not modelled)", note: true)
      }
      guard calls(argument.range, "width"), !names(argument.range, ["standard"]) else { return }
      findings.add(
        modifier, .notModelled,
        "\(written) draws wider or narrower glyphs; the text is measured at the "
          + "standard width (not modelled)", note: true)
    case "monospaced", "fontDesign":
      guard name == "monospaced" || arguments.first.map({ names($0.range, ["monospaced"]) }) == true else {
        return
      }
      guard arguments.first.map({ !names($0.range, ["false"]) }) ?? true else { return }
      findings.add(
        modifier, .notModelled,
        "\(written) draws the text in a monospaced design, wider than the system "
          + "font; the text is measured in the system font (not modelled)", note: true)
    case "padding":
      guard let receiver, Self.textBearingViews.contains(receiver), narrowsHorizontally(arguments) else {
        return
      }
      findings.add(
        modifier, .notModelled,
        "\(written) on \(receiver) narrows the column its text wraps in; the text "
          + "is measured at the row's full width (not modelled)", note: true)
    case "frame":
      guard let receiver, Self.textBearingViews.contains(receiver),
        arguments.contains(where: { $0.label == "width" || $0.label == "maxWidth" }),
        !arguments.contains(where: { $0.label == "maxWidth" && names($0.range, ["infinity"]) })
      else { return }
      findings.add(
        modifier, .notModelled,
        "\(written) on \(receiver) limits how wide its text is drawn; the text is "
          + "measured at the row's full width (not modelled)", note: true)
    default:
      break
    }
  }

  /// Whether the modifier at `modifier` repeats the one before it in a chain
  /// (`.padding().padding()…`), which gets one note, at its first.
  func repeatsPrevious(_ modifier: Int) -> Bool {
    guard modifier >= 3, stream.isPunctuation(modifier - 2, ")"), let open = stream.partner[modifier - 2],
      open > 0
    else { return false }
    return stream[open - 1].isIdentifier(stream[modifier].text)
  }

  /// The modifier at `modifier` as the notes quote it: `.padding(.horizontal, 60)`.
  func modifierText(_ arguments: [CallSyntax.Argument], modifier: Int) -> String {
    let written = arguments.map { ($0.label.map { "\($0): " } ?? "") + stream.sourceText($0.range) }
    return ".\(stream[modifier].text)(\(written.joined(separator: ", ")))"
  }

  /// Whether the range is the literal `0` (or `0.0`).
  private func isZero(_ range: Range<Int>) -> Bool {
    range.count == 1 && stream[range.lowerBound].kind == .number
      && Double(stream[range.lowerBound].text.filter { $0 != "_" }) == 0
  }

  /// Whether the range names one of `candidates` as an identifier or keyword.
  func names(_ range: Range<Int>, _ candidates: Set<String>) -> Bool {
    range.contains { candidates.contains(stream[$0].text) && stream[$0].kind != .string }
  }

  /// Whether the range calls `.name(…)`.
  private func calls(_ range: Range<Int>, _ name: String) -> Bool {
    range.contains {
      stream[$0].isIdentifier(name) && stream.isPunctuation($0 - 1, ".") && stream.isPunctuation($0 + 1, "(")
    }
  }

  /// `.padding()`, `.padding(20)`, `.padding(.horizontal, …)`, `.padding(.leading, …)`,
  /// `.padding(.all)`, `.padding(EdgeInsets(…))`; not `.padding(.vertical, …)`, `.padding(.top)`,
  /// `.padding(0)`.
  func narrowsHorizontally(_ arguments: [CallSyntax.Argument]) -> Bool {
    guard let first = arguments.first else { return true }
    if arguments.count == 1, isZero(first.range) { return false }
    if names(first.range, ["horizontal", "leading", "trailing", "all", "EdgeInsets"]) {
      return !(arguments.count > 1 && isZero(arguments[1].range))
    }
    if names(first.range, ["vertical", "top", "bottom"]) { return false }
    return first.range.count == 1 && stream[first.range.lowerBound].kind == .number
  }
}
