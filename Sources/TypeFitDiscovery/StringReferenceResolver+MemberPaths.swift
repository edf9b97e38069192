extension StringReferenceResolver {
  /// The names of a member path that is the whole range: `item.title`, `item.kind.title`,
  /// `Self.key`, `Strs.title`; `nil` for anything else, or a path of more than
  /// ``TypeMemberStrings/maximumMemberSteps`` members after its first name.
  func memberPath(_ range: Range<Int>, in stream: TokenStream) -> [String]? {
    guard !range.isEmpty, range.count <= 2 * TypeMemberStrings.maximumMemberSteps + 1 else { return nil }
    let head = stream[range.lowerBound]
    guard head.kind == .identifier || (head.kind == .keyword && head.text == "Self") else { return nil }
    var names = [head.text]
    var position = range.lowerBound + 1
    while position < range.upperBound {
      guard stream.isPunctuation(position, "."), position + 1 < range.upperBound,
        stream[position + 1].kind == .identifier
      else { return nil }
      names.append(stream[position + 1].text)
      position += 2
    }
    return names
  }

  /// The indexed type of a value path at `use`: the first name's (a value in scope,
  /// ``valueType(of:at:in:)``, or a type: `Self`, `Strs`), then each member's declared type
  /// (`item.kind` → `Item.kind: Kind`, the twenty-first attack's A21-14 left it unresolved).
  /// At most ``TypeMemberStrings/maximumMemberSteps`` members are read through, so a type that
  /// holds itself (`node.next.next…`) ends; a member of no written type ends the path.
  func valueType(ofPath names: ArraySlice<String>, at use: Int, in stream: TokenStream) -> String? {
    guard let head = names.first, names.count <= TypeMemberStrings.maximumMemberSteps + 1 else { return nil }
    var type =
      valueType(of: head, at: use, in: stream)
      ?? (head.first?.isUppercase == true
        ? members.qualifiedType(
          head, context: stream.declaredNames.enclosingTypes(at: use), file: stream.file)
        : nil)
    for member in names.dropFirst() {
      guard let current = type else { return nil }
      type = members.memberType(of: current, member: member)
    }
    return type
  }
}
