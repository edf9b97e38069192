import TypeFitRow

/// `UICollectionViewListCell.accessories` beyond `.disclosureIndicator()` and `.checkmark()`
/// (the twentieth attack's A20-31): `.detail()` is an info button, `.outlineDisclosure()` takes
/// the disclosure chevron's place, `.customView(…)` holding a `UISwitch` is a switch;
/// `.label(text:)` is a trailing text, read as the row's value by ``UIKitRowRecognizer``.
enum ListCellAccessory {
  /// The accessory a list-cell accessory named `name` (at `position`, before its `(`) draws;
  /// `nil` for one the row model does not lay out.
  static func accessory(named name: String, at position: Int, stream: TokenStream) -> Accessory? {
    switch name {
    case "detail": return .infoButton
    case "outlineDisclosure": return .disclosure
    case "customView":
      guard let close = stream.partner[position + 1] else { return nil }
      return (position + 2..<close).contains { stream[$0].isIdentifier("UISwitch") } ? .toggle : nil
    default: return nil
    }
  }

  /// The `[` of the `accessories = [` whose brackets hold `position`, within `range`.
  static func assignment(containing position: Int, in range: Range<Int>, stream: TokenStream) -> Int? {
    var index = position - 1
    let start = max(range.lowerBound, position - 400)
    while index >= start {
      if stream.isPunctuation(index, "["), let close = stream.partner[index], close > position,
        index >= 2, stream.isPunctuation(index - 1, "="), stream[index - 2].isIdentifier("accessories")
      {
        return index
      }
      index -= 1
    }
    return nil
  }

  /// The list-cell accessories in `range` the row model does not lay out (`.popUpMenu(…)`,
  /// `.reorder()`, a custom view that is no switch …), with the position of each name, for a
  /// note. `.delete()`, `.insert()`, `.reorder()` and `.multiselect()` show only while editing.
  static func unmodelled(in range: Range<Int>, stream: TokenStream) -> [Int] {
    var found: [Int] = []
    for position in range where stream.isPunctuation(position, "[") {
      guard position >= 2, stream.isPunctuation(position - 1, "="),
        stream[position - 2].isIdentifier("accessories"),
        let close = stream.partner[position], close <= range.upperBound
      else { continue }
      var index = position + 1
      while index < close {
        if stream.isPunctuation(index, "."), index + 2 < close, stream[index + 1].kind == .identifier,
          stream.isPunctuation(index + 2, "("), let end = stream.partner[index + 2]
        {
          let name = stream[index + 1].text
          let known =
            ["disclosureIndicator", "checkmark", "detail", "outlineDisclosure", "label"].contains(name)
            || (name == "customView" && accessory(named: name, at: index + 1, stream: stream) != nil)
            || ["delete", "insert", "reorder", "multiselect"].contains(name)
          if !known { found.append(index + 1) }
          index = end + 1
        } else {
          index += 1
        }
      }
    }
    return found
  }
}
