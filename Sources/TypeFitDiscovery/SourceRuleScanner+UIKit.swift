import TypeFitDynamicType
import TypeFitRow

/// The UIKit patterns of TF009–TF011 (and TF017 `not-modelled` notes on line limits past 10,000), looked for
/// in a file with UIKit rows, cell classes or table row heights.
extension SourceRuleScanner {
  /// `UIFont` factory methods that take a fixed point size.
  static let fixedSizeFontMethods: Set<String> = [
    "systemFont", "boldSystemFont", "italicSystemFont", "monospacedDigitSystemFont", "monospacedSystemFont",
  ]

  /// Whether a file needs the UIKit patterns even without UIKit rows: it sets a table's row height.
  static func configuresRowHeight(_ bytes: [UInt8]) -> Bool {
    bytes.containsSequence(Array("rowHeight".utf8)) || bytes.containsSequence(Array("heightForRowAt".utf8))
  }

  func uiKitPattern(at position: Int, into findings: inout Findings) {
    let token = stream[position]
    guard token.kind == .identifier else { return }
    switch token.text {
    case let method where Self.fixedSizeFontMethods.contains(method):
      // `UIFont.systemFont(ofSize: 15)` or `.systemFont(ofSize: 15)`.
      guard position > 0, stream[position - 1].isPunctuation("."), stream.isPunctuation(position + 1, "("),
        let close = stream.partner[position + 1],
        let size = CallSyntax.splitArguments(position + 2..<close, in: stream).first(where: {
          $0.label == "ofSize"
        })
      else { return }
      guard isAssignedToFont(position), !isScaled(fontAt: position) else { return }
      findings.add(
        position, .labelNotScaled,
        "UIFont.\(method)(ofSize: \(stream.sourceText(size.range))) without UIFontMetrics.scaledFont(for:) "
          + "keeps its size at every category")
    case "UIFont":
      // `UIFont(name: "X", size: 15)`, `UIFont(descriptor: d, size: 15)`; `size: 0` takes the
      // descriptor's size (its text style's), which is not fixed (A21-16).
      guard stream.isPunctuation(position + 1, "("), let close = stream.partner[position + 1] else { return }
      let arguments = CallSyntax.splitArguments(position + 2..<close, in: stream)
      guard let size = arguments.first(where: { $0.label == "size" }),
        !(size.range.count == 1 && stream[size.range.lowerBound].kind == .number
          && Double(stream[size.range.lowerBound].text) == 0)
      else { return }
      guard isAssignedToFont(position), !isScaled(fontAt: position) else { return }
      // The initializer as written: `UIFont(name:size:`, `UIFont(descriptor:size:`.
      let labels = arguments.map { "\($0.label ?? "_"):" }.joined()
      findings.add(
        position, .labelNotScaled,
        "UIFont(\(labels) \(stream.sourceText(size.range))) without UIFontMetrics.scaledFont(for:) keeps its "
          + "size at every category")
    case "withSize":
      // `UIFont.preferredFont(forTextStyle: .body).withSize(30)`: a copy of 30 pt that no longer
      // follows its text style (A21-16 read it as the style's).
      guard position > 0, stream[position - 1].isPunctuation("."), stream.isPunctuation(position + 1, "("),
        let close = stream.partner[position + 1], close > position + 2, isAssignedToFont(position)
      else { return }
      // A literal outside 1–1,000 pt (`withSize(0)`, `withSize(1e400)`) is quoted as written
      // with the range, as `.system(size:)`'s is; the layout does not take it (A24-7).
      if case .outOfRange(let error) = number(
        position + 2..<close, field: "the size in points", in: Self.fontSizes)
      {
        findings.add(
          position, .labelNotScaled,
          "withSize(\(stream.sourceText(position + 2..<close))): \(error); not checked",
          note: true)
        return
      }
      guard !isInsideScaledFont(position) else { return }
      findings.add(
        position, .labelNotScaled,
        "withSize(\(stream.sourceText(position + 2..<close))) without UIFontMetrics.scaledFont(for:) keeps its "
          + "size at every category")
    case "accessories":
      listCellAccessoryNotes(at: position, into: &findings)
    case let property where Self.cellRoomProperties.contains(property):
      cellRoomNote(at: position, into: &findings)
    case "maximumContentSizeCategory":
      // UIKit's counterpart of `.dynamicTypeSize(...x)` (A21-22): the categories above are cut.
      guard stream.isPunctuation(position + 1, "="), !stream.isPunctuation(position + 2, "="),
        let category = UIKitSizeLimit.category(after: position + 2, in: stream), category < .accessibility5
      else { return }
      let name = UIKitSizeLimit.caseNames[category.rawValue]
      let cut = UIKitSizeLimit.caseNames.count - 1 - category.rawValue
      findings.add(
        position, .labelNotScaled,
        "maximumContentSizeCategory = .\(name) stops the text at \(name): the \(cut) larger "
          + "categor\(cut == 1 ? "y is" : "ies are") never reached")
    case "adjustsFontForContentSizeCategory":
      if assignedValue(after: position)?.isIdentifierOrKeyword("false") == true {
        findings.add(
          position, .labelNotScaled,
          "adjustsFontForContentSizeCategory = false: the label keeps the size it had when it was created")
      }
    case "adjustsFontSizeToFitWidth":
      if assignedValue(after: position)?.isIdentifierOrKeyword("true") == true {
        findings.add(
          position, .textShrinks,
          "adjustsFontSizeToFitWidth = true shrinks the text to fit instead of wrapping it")
      }
    case "rowHeight":
      rowHeightAssignment(at: position, into: &findings)
    case "heightForRowAt":
      heightForRow(at: position, into: &findings)
    case "numberOfLines":
      // A literal past 10,000 lines, or after a prefix operator other than `+` (`-1`, `~1`), is
      // not known to the recognizers (`TextModifiers`), so the label is measured without a
      // limit: said, quoting it.
      guard position > 0, stream[position - 1].isPunctuation("."),
        let value = assignedLiteralRange(after: position),
        case .notKnown(let error) = LineLimitLiteral.read(
          numberAt: value.upperBound - 1, within: value, stream: stream)
      else { return }
      findings.add(
        position, .notModelled,
        "numberOfLines = \(stream.sourceText(value)): \(error); the label is measured without a line limit",
        note: true)
    default:
      break
    }
  }

  /// Whether the font made at `position` is scaled: it is an argument of `scaledFont(for:)` on
  /// the same line, or it is bound to a name (`let font = UIFont…`) the file passes to
  /// `scaledFont(for:)`.
  private func isScaled(fontAt position: Int) -> Bool {
    let line = stream[position].line
    if fontLines.scalesBefore(position, line: line) { return true }
    // `let name = UIFont.systemFont(…)` or `let name: UIFont = …`.
    guard let declaration = fontLines.declaration(before: position, line: line), declaration + 1 < position,
      stream[declaration + 1].kind == .identifier
    else { return false }
    return fontLines.isScaled(stream[declaration + 1].text)
  }

  /// Whether `position` is inside the parentheses of a `scaledFont(…)` call on its line (at most
  /// 256 tokens back): `scaledFont(for: base.withSize(30))` scales, `scaledFont(for:
  /// base).withSize(30)` does not.
  private func isInsideScaledFont(_ position: Int) -> Bool {
    let line = stream[position].line
    var depth = 0
    var back = position - 1
    while back >= 0, back > position - 256, stream[back].line == line {
      if stream[back].isPunctuation(")") {
        depth += 1
      } else if stream[back].isPunctuation("(") {
        if depth == 0 {
          if back > 0, stream[back - 1].isIdentifier("scaledFont") { return true }
        } else {
          depth -= 1
        }
      }
      back -= 1
    }
    return false
  }

  /// Whether the font made at `position` is what a label's `font` property is set to on the same
  /// line (`label.font = .systemFont(ofSize: 15)`, `titleLabel?.font = UIFont(…)`,
  /// `textProperties.font = …`), rather than a symbol configuration or another component's font.
  private func isAssignedToFont(_ position: Int) -> Bool {
    fontLines.assignsFontBefore(position, line: stream[position].line)
  }

  /// The value assigned to the property at `position` (`x.rowHeight = 44`) when it is one token
  /// alone up to the end of the line or a `;`.
  private func assignedValuePosition(after position: Int) -> Int? {
    guard stream.isPunctuation(position + 1, "="), !stream.isPunctuation(position + 2, "=") else {
      return nil
    }
    let line = stream[position].line
    let value = position + 2
    guard value < stream.count, stream[value].line == line, !stream[value].isPunctuation(";") else {
      return nil
    }
    // Only the token after the value is looked at: a long line is not read again per property.
    guard value + 1 == stream.count || stream[value + 1].line != line || stream[value + 1].isPunctuation(";")
    else { return nil }
    return value
  }

  /// The tokens of `= N` after `position` when the value is one number literal after at most
  /// ``LineLimitLiteral/maximumPrefix`` prefix operators (`= -1`, `= ~1`), ending the line or
  /// the statement; `nil` otherwise.
  private func assignedLiteralRange(after position: Int) -> Range<Int>? {
    guard stream.isPunctuation(position + 1, "="), !stream.isPunctuation(position + 2, "=") else {
      return nil
    }
    let line = stream[position].line
    var number = position + 2
    while number < stream.count, number - (position + 2) < LineLimitLiteral.maximumPrefix,
      stream[number].line == line, LineLimitLiteral.isOperator(stream[number])
    {
      number += 1
    }
    guard number < stream.count, stream[number].line == line, stream[number].kind == .number,
      number + 1 == stream.count || stream[number + 1].line != line || stream[number + 1].isPunctuation(";")
    else { return nil }
    return position + 2..<number + 1
  }

  private func assignedValue(after position: Int) -> SwiftToken? {
    assignedValuePosition(after: position).map { stream[$0] }
  }
}

extension SwiftToken {
  /// Whether the token is the name or keyword `text` (`true`, `false`, `nil` are keywords).
  func isIdentifierOrKeyword(_ text: String) -> Bool {
    (kind == .identifier || kind == .keyword) && self.text == text
  }
}
