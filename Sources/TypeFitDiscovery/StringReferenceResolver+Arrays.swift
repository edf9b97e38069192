extension StringReferenceResolver {
  /// The constant array of strings (``StringArrayLiteral``) an expression is an element of: a
  /// name bound to its elements (`k` of `ForEach(keys, id: \.self) { k in`, of `for k in keys`,
  /// of `let k = keys[i]`, `$0` of `ForEach(keys, id: \.self) {`, the data also `Self.keys` or
  /// `Strings.keys`), or a subscript of it (`keys[i]`, `Self.keys[i]`, `Strings.keys[i]`): each
  /// of its strings is a text the expression can show (the twenty-third attack's A23-11).
  func elementArray(_ range: Range<Int>, in stream: TokenStream) -> StringArrayLiteral? {
    guard !range.isEmpty else { return nil }
    if range.count == 1, stream[range.lowerBound].kind == .identifier {
      let name = stream[range.lowerBound].text
      switch stream.declaredNames.declaration(of: name, at: range.lowerBound)?.origin {
      case .elementOf(let collection, let position):
        return array(named: collection, at: position, in: stream)
      case .elementOfMember(let path, let position):
        let names = path.split(separator: ".").map(String.init)
        return memberArray(names[...], at: position, in: stream)
      default:
        return nil
      }
    }
    // `keys[i]`: whatever the index, one of the elements; `keys[2]`, that element alone.
    guard stream.isPunctuation(range.upperBound - 1, "]"), let open = stream.partner[range.upperBound - 1],
      open > range.lowerBound, open < range.upperBound
    else { return nil }
    let array: StringArrayLiteral?
    if open == range.lowerBound + 1, stream[range.lowerBound].kind == .identifier {
      array = self.array(named: stream[range.lowerBound].text, at: range.lowerBound, in: stream)
    } else if let names = memberPath(range.lowerBound..<open, in: stream), names.count >= 2 {
      array = memberArray(names[...], at: range.lowerBound, in: stream)
    } else {
      return nil
    }
    guard let array, let index = Self.literalIndex(open + 1..<range.upperBound - 1, in: stream) else {
      return array
    }
    // A literal that is no index of the array (past its end, negative, too big for `Int`) traps
    // at run time: no text (computed), never every element (the twenty-sixth attack's A26-7).
    return index.flatMap { array.element($0) }
  }

  /// What picks the element of ``elementArray(_:in:)`` at `range`: the name bound to it (`k` of
  /// `ForEach(keys) { k in`), or the index of the subscript (`row` of `keys[row]`).
  func elementOrigin(_ range: Range<Int>, in stream: TokenStream) -> ChoiceOrigin? {
    guard range.count > 1 else { return ChoiceOrigin(range, in: stream) }
    guard stream.isPunctuation(range.upperBound - 1, "]"), let open = stream.partner[range.upperBound - 1],
      open > range.lowerBound
    else { return nil }
    return ChoiceOrigin(open + 1..<range.upperBound - 1, in: stream)
  }

  /// The index a subscript's tokens write as an integer literal, read as the compiler reads it
  /// (``SourceNumber/integerValue(_:maximum:)``: `2`, `1_000`, `0x10`, `0b1`, `+2`):
  /// `.some(index)`; `.some(nil)` for a literal that cannot index an array (`-1`, one too big for
  /// `Int`, `1.5`); `nil` for any other index (`indexPath.row`).
  private static func literalIndex(_ range: Range<Int>, in stream: TokenStream) -> Int?? {
    let sign =
      range.count == 2 && stream[range.lowerBound].kind == .punctuation ? stream[range.lowerBound].text : ""
    guard range.count == 1 || sign == "-" || sign == "+", stream[range.upperBound - 1].kind == .number else {
      return nil
    }
    guard let value = SourceNumber.integerValue(stream[range.upperBound - 1].text, maximum: Int.max) else {
      return .some(nil)
    }
    return .some(value.flatMap { sign == "-" && $0 != 0 ? nil : $0 })
  }

  /// The constant array `name` declared in scope at `use` (a property, a local, a `static let`).
  private func array(named name: String, at use: Int, in stream: TokenStream) -> StringArrayLiteral? {
    guard let declaration = stream.declaredNames.declaration(of: name, at: use) else { return nil }
    return stream.declaredNames.stringArray(declaredAt: declaration.position)
  }

  /// The constant array a member path names at `use`: `Self.keys`, `Strings.keys`, `model.keys`.
  private func memberArray(_ names: ArraySlice<String>, at use: Int, in stream: TokenStream)
    -> StringArrayLiteral?
  {
    guard names.count >= 2, let type = valueType(ofPath: names.dropLast(), at: use, in: stream) else {
      return nil
    }
    return members.array(of: type, member: names.last!)
  }
}
