import TypeFitRow

/// A UIKit cell's accessory from its code: `accessoryType = .disclosureIndicator` (`.checkmark`,
/// `.detailButton`, `.detailDisclosureButton`), `accessoryView = UISwitch()`, or list-cell
/// `accessories = [.disclosureIndicator(), .checkmark()]` (and the list-cell accessories of
/// ``ListCellAccessory``).
enum UIKitAccessory {
  /// The first accessory set in the range that is not `.none`.
  static func first(in range: Range<Int>, stream: TokenStream) -> Accessory? {
    all(in: range, stream: stream, first: true).first?.accessory
  }

  /// Each accessory set in the range that is not `.none`, where it is set (the
  /// `accessoryType`, `accessoryView` or list-cell accessory's name); with `first`, only the
  /// first.
  static func all(
    in range: Range<Int>, stream: TokenStream, first: Bool = false
  ) -> [(position: Int, accessory: Accessory)] {
    var found: [(position: Int, accessory: Accessory)] = []
    for position in range where stream[position].kind == .identifier {
      if first, !found.isEmpty { break }
      if let accessory = accessory(at: position, in: range, stream: stream) {
        found.append((position, accessory))
      }
    }
    return found
  }

  /// The accessory set at `position`, if one is.
  private static func accessory(at position: Int, in range: Range<Int>, stream: TokenStream) -> Accessory? {
    switch stream[position].text {
    case "accessoryType" where stream.isPunctuation(position + 1, "="):
      // `= .checkmark`, or `= isSelected ? .checkmark : .none`: the first named accessory.
      let end = stream.expressionEnd(from: position + 2, limit: range.upperBound)
      for member in position + 2..<end where stream.isPunctuation(member, ".") && member + 1 < end {
        switch stream[member + 1].text {
        case "disclosureIndicator": return .disclosure
        case "checkmark": return .checkmark
        case "detailButton": return .infoButton
        case "detailDisclosureButton": return .detailDisclosure
        default: continue
        }
      }
    case "accessoryView" where stream.isPunctuation(position + 1, "="):
      if isSwitch(assignedAt: position, stream: stream) { return .toggle }
    case "disclosureIndicator"
    where stream.isPunctuation(position - 1, ".") && stream.isPunctuation(position + 1, "("):
      return .disclosure
    case "checkmark"
    where stream.isPunctuation(position - 1, ".") && stream.isPunctuation(position + 1, "("):
      return .checkmark
    case let name
    where ["detail", "outlineDisclosure", "customView"].contains(name)
      && stream.isPunctuation(position - 1, ".") && stream.isPunctuation(position + 1, "(")
      && isListCellAccessory(position - 1, in: range, stream: stream):
      return ListCellAccessory.accessory(named: name, at: position, stream: stream)
    default:
      return nil
    }
    return nil
  }

  /// Whether the `accessoryView = …` at `position` assigns a `UISwitch` (`UISwitch()`,
  /// `UISwitch(frame: .zero)`), or a name (`toggle`, `self.toggle`) declared as one in the
  /// ``declarationWindow`` tokens before it (`let toggle = UISwitch()`, `var toggle: UISwitch`):
  /// the one accessory view the row model lays out.
  static func isSwitch(assignedAt position: Int, stream: TokenStream) -> Bool {
    let end = min(stream.count, position + 8)
    if (position + 2..<end).contains(where: { stream[$0].isIdentifier("UISwitch") }) { return true }
    var name = position + 2
    if name < stream.count, stream[name].isKeywordToken("self"), stream.isPunctuation(name + 1, ".") {
      name += 2
    }
    guard name < stream.count, stream[name].kind == .identifier,
      name + 1 == stream.count || stream[name + 1].line != stream[name].line
        || stream.isPunctuation(name + 1, ";")
    else { return false }
    let variable = stream[name].text
    for declared in stride(from: position - 1, through: max(0, position - declarationWindow), by: -1)
    where stream[declared].isIdentifier(variable) && declared > 0 && stream[declared - 1].kind == .keyword
      && (stream[declared - 1].text == "let" || stream[declared - 1].text == "var")
    {
      let typeEnd = min(stream.count, declared + 6)
      return (declared + 1..<typeEnd).contains { stream[$0].isIdentifier("UISwitch") }
    }
    return false
  }

  /// How many tokens before an `accessoryView = name` its declaration is looked for: a bound, so
  /// a file of many assignments stays linear.
  static let declarationWindow = 1_000

  /// Whether the `.` at `dot` is inside the brackets of an `accessories = […]` assignment.
  private static func isListCellAccessory(_ dot: Int, in range: Range<Int>, stream: TokenStream) -> Bool {
    ListCellAccessory.assignment(containing: dot, in: range, stream: stream) != nil
  }
}
