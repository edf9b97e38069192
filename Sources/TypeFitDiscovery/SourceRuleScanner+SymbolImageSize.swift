import TypeFitRow

/// TF017 (`not-modelled`) notes on modifiers that make an SF Symbol image in a row take more room
/// than the symbol TypeFit lays out: a leading `Image(systemName:)` is the profile's symbol
/// column (`symbolReservedWidth`, 24 pt at Large, body-scaled) and one after a `Spacer()` at the
/// stack's end stands for the checkmark accessory (`checkmarkLayoutWidth`, 16 pt at Large,
/// body-scaled; ``TrailingSymbolImage``). A wider frame, horizontal padding, a font whose symbol
/// is wider than that (a symbol of size `s` taken as `s × 16 / 17` wide, as the checkmark's
/// estimate is) or, on the checkmark, `.imageScale(.large)` leaves the text less room than laid
/// out, which the eighty-third attack's A83-1 and A83-2 found ignored in silence. A literal frame
/// of both sides on a leading image is laid out as that image (``LeadingImageFrame``) and gets no
/// note.
extension SourceRuleScanner {
  /// The leading symbol's reserved width at Large, points (the profile's `symbolReservedWidth`).
  static let leadingSymbolWidth: Double = 24
  /// The checkmark's width at Large, points (the profile's `checkmarkLayoutWidth`).
  static let checkmarkSymbolWidth: Double = 16
  /// The point sizes at Large of the text styles above body's 17 pt (Apple's HIG type table).
  static let stylesAboveBody: [String: Double] = [
    "title3": 20, "title2": 22, "title": 28, "largeTitle": 34, "extraLargeTitle": 36, "extraLargeTitle2": 28,
  ]
  /// Body's point size at Large (Apple's HIG type table); a symbol drawn at it is taken as the
  /// checkmark's 16 pt wide, so a symbol of size `s` as `s × 16 / 17` wide.
  static let bodyPointSize: Double = 17

  /// Notes the modifier named at `modifier` on the image whose name is at `base` when the image
  /// is an `Image(systemName:)` the modifier makes wider than the symbol laid out.
  func symbolImageSize(
    _ arguments: [CallSyntax.Argument], modifier: Int, base: Int, into findings: inout Findings
  ) {
    guard stream.isIdentifier(base, "Image"), stream.isPunctuation(base + 1, "("),
      stream.isIdentifier(base + 2, "systemName"), stream.isPunctuation(base + 3, ":"),
      !repeatsPrevious(modifier)
    else { return }
    let trailing = followsSpacer(base)
    let modelled = trailing ? Self.checkmarkSymbolWidth : Self.leadingSymbolWidth
    let written = modifierText(arguments, modifier: modifier)
    let widens: Bool
    switch stream[modifier].text {
    case "frame":
      let widths = arguments.filter { ["width", "minWidth", "idealWidth", "maxWidth"].contains($0.label) }
      guard !widths.isEmpty else { return }
      // A literal frame of both sides on a leading image is laid out as that image.
      if !trailing, literalSides(arguments) { return }
      widens = widths.contains { argument in
        guard case .value(let width) = number(argument.range, field: "the width", in: Self.heights) else {
          return true
        }
        return width > modelled
      }
    case "padding":
      widens = narrowsHorizontally(arguments)
    case "font":
      guard let argument = arguments.first else { return }
      if let style = argument.range.lazy.compactMap({
        self.stream[$0].kind == .identifier ? Self.stylesAboveBody[self.stream[$0].text] : nil
      }).first {
        widens = Self.symbolWidth(atSize: style) > modelled
      } else if let size = argument.range.first(where: {
        stream.isIdentifier($0, "size") && stream.isPunctuation($0 + 1, ":")
      }) {
        let end = argument.range.upperBound
        let value = (size + 2..<end).prefix {
          !stream.isPunctuation($0, ",") && !stream.isPunctuation($0, ")")
        }
        if case .value(let points) = number(
          value.lowerBound..<value.upperBound, field: "the size", in: Self.fontSizes)
        {
          widens = Self.symbolWidth(atSize: points) > modelled
        } else {
          widens = false
        }
      } else {
        widens = false
      }
    case "imageScale":
      // A large scale draws the symbol about a third larger: wider than the checkmark, within
      // the leading column's slack.
      widens = trailing && (arguments.first.map { names($0.range, ["large"]) } ?? false)
    default:
      return
    }
    guard widens else { return }
    let role =
      trailing
      ? "the image is laid out as the \(Self.points(modelled)) pt checkmark it stands for"
      : "a symbol is laid out in the \(Self.points(modelled)) pt symbol column"
    findings.add(
      modifier, .notModelled,
      "\(written) on Image(systemName:) gives the image more room than TypeFit lays out (\(role), at Large); "
        + "the text column is narrower than modelled (not modelled)", note: true)
  }

  /// A symbol's width at a point size, points: the checkmark's 16 pt at body's 17, in proportion.
  static func symbolWidth(atSize points: Double) -> Double {
    points * checkmarkSymbolWidth / bodyPointSize
  }

  /// Whether the frame's `width` and `height` are both literals ``LeadingImageFrame`` reads.
  private func literalSides(_ arguments: [CallSyntax.Argument]) -> Bool {
    ["width", "height"].allSatisfy { label in
      arguments.contains { argument in
        guard argument.label == label,
          case .value(_) = number(argument.range, field: label, in: ImageSpec.allowedSides)
        else { return false }
        return true
      }
    }
  }

  /// Whether the view starting at `position` comes right after a `Spacer()` (a `;` between), or
  /// first in a branch of an `if` that does (`Spacer(); if on { Image(systemName: "checkmark") }`,
  /// as ``TrailingSymbolImage`` reads it).
  private func followsSpacer(_ start: Int) -> Bool {
    var position = start
    for _ in 0..<Self.conditionDepth {
      var before = position - 1
      if stream.isPunctuation(before, ";") { before -= 1 }
      guard stream.isPunctuation(before, "{") else {
        guard stream.isPunctuation(before, ")"), let open = stream.partner[before] else { return false }
        return stream.isIdentifier(open - 1, "Spacer")
      }
      guard let condition = ifKeyword(before: before) else { return false }
      position = condition
    }
    return false
  }

  /// The `if` whose branch opens at `brace` (back over its condition, and over `} else` to the
  /// first branch's), within ``conditionReach`` tokens.
  private func ifKeyword(before brace: Int) -> Int? {
    var current = brace - 1
    let limit = max(1, brace - Self.conditionReach)
    while current >= limit {
      if stream.isPunctuation(current, ")") || stream.isPunctuation(current, "]")
        || stream.isPunctuation(current, "}"),
        let open = stream.partner[current]
      {
        current = open - 1
        continue
      }
      if stream.isPunctuation(current, "{") || stream.isPunctuation(current, ";") { return nil }
      if stream[current].kind == .keyword, stream[current].text == "if" {
        guard stream[current - 1].kind == .keyword, stream[current - 1].text == "else" else { return current }
        current -= 2
        continue
      }
      current -= 1
    }
    return nil
  }

  /// How many tokens an `if`'s condition and earlier branches are looked through.
  static let conditionReach = 200
  /// How many `if`s, one inside another, are looked out of for the `Spacer()`.
  static let conditionDepth = 8
}
