import TypeFitInput

/// Turns the expression given to a text into a ``StringReference``.
///
/// Recognised forms: a string literal (a key where the API takes a `LocalizedStringKey`, text
/// as written where it takes a `String`), `Text(…)`, `Text(verbatim:)`, `String(localized:table:)`,
/// `NSLocalizedString(_:tableName:…)`, `LocalizedStringKey(_:)`, `LocalizedStringResource(_:table:)`,
/// and SwiftGen accessors. Anything else (interpolation, variables, ternaries, calls) is
/// ``StringReference/unresolved(_:)`` with the expression quoted; nothing is guessed.
struct StringReferenceResolver {
  let swiftGen: SwiftGenStrings
  /// Computed string properties of the app's types, followed for `value.property`.
  var members = TypeMemberStrings()
  /// The app's own view modifiers (``CustomModifierIndex``), followed where rows use them. Kept
  /// here as the declarations every reader of a row's views already receives.
  var modifiers = CustomModifierIndex()
  /// The app's own wrappers of `NSLocalizedString` (`"k".localized`, `L("k")`), followed one
  /// call deep (A23-18).
  var wrappers = LocalizedStringWrappers()
  /// The app's own toggle styles (``AppToggleStyles``), kept here beside ``modifiers`` for the
  /// source rules of every file that reads rows (A23-16).
  var toggleStyles = AppToggleStyles()

  /// Every text an expression can give: each branch of `a ? "x" : "y"`, of ternaries nested in
  /// either branch to any depth (`a ? "x" : b ? "y" : "z"`), in source order; every string a
  /// computed property (`entry.title`, `entry: SettingsEntry`) returns; otherwise one reference.
  ///
  /// The branches are ``TernaryBranches/leaves(of:in:)``: paired in one pass over the
  /// expression and taken from a work list, not by recursion, so ternaries nested to any depth
  /// cost time about linear in the expression's tokens and no stack (a file holds at most
  /// ``SwiftLexer/maximumTokenCount`` tokens).
  func resolveAll(_ range: Range<Int>, in stream: TokenStream, literalIsKey: Bool, table: String? = nil)
    -> [StringReference]
  {
    var results: [StringReference] = []
    for next in TernaryBranches.leaves(of: range, in: stream) {
      let single = choices(next, in: stream, literalIsKey: literalIsKey, table: table)
      if let name = member(next, in: stream, resolved: single.first),
        let references = members.lookup(type: name.type, property: name.property)
      {
        results.append(contentsOf: references)
      } else {
        results.append(single.first)
        results.append(contentsOf: single.alternatives)
      }
    }
    return results
  }

  /// The computed property an expression reads, `value.property` with `value` of a type
  /// whose property is indexed (``TypeMemberStrings``), also through members (`item.kind.title`)
  /// and of the type around the use (`Self.key`), when the expression resolves to nothing better
  /// (`single`, its ``resolve(_:in:literalIsKey:table:)``).
  private func member(_ range: Range<Int>, in stream: TokenStream, resolved single: StringReference)
    -> TypeMemberStrings.Name?
  {
    guard case .unresolved = single, let path = memberPath(range, in: stream), path.count >= 2,
      let type = valueType(ofPath: path.dropLast(), at: range.lowerBound, in: stream),
      members.lookup(type: type, property: path.last!) != nil
    else { return nil }
    return TypeMemberStrings.Name(type: type, property: path.last!)
  }

  /// The computed property an expression that is not a ternary reads (see
  /// ``member(_:in:resolved:)``), for callers that gather the texts of several expressions:
  /// a property met again adds nothing new.
  func member(_ range: Range<Int>, in stream: TokenStream, literalIsKey: Bool) -> TypeMemberStrings.Name? {
    guard ternaryBranches(range, in: stream) == nil else { return nil }
    return member(range, in: stream, resolved: resolve(range, in: stream, literalIsKey: literalIsKey))
  }

  /// A row part for an expression: its first possible text, the others as alternatives. A
  /// computed property's alternatives are its one shared list (``TypeMemberStrings/part(_:)``).
  func text(_ range: Range<Int>, in stream: TokenStream, literalIsKey: Bool, table: String? = nil)
    -> DiscoveredText
  {
    var text = partText(range, in: stream, literalIsKey: literalIsKey, table: table)
    // `"n-\(count)"` as a key: its shape, which the planner matches with the table's keys.
    if literalIsKey, case .unresolved = text.reference, text.alternatives.isEmpty,
      let literal = stream.literal(range), literal.hasInterpolation, let shape = literal.keyShape
    {
      text.interpolatedKey = .key(shape, table: table)
    }
    return text
  }

  /// ``text(_:in:literalIsKey:table:)`` without the shape of an interpolated key.
  private func partText(_ range: Range<Int>, in stream: TokenStream, literalIsKey: Bool, table: String?)
    -> DiscoveredText
  {
    let location = stream.location(
      range.isEmpty ? max(0, min(range.lowerBound, stream.count - 1)) : range.lowerBound)
    // `NSLocalizedString("k", …).uppercased()`: the key in that case, as `.textCase` is read.
    if let (inner, textCase) = FormattedKeys.caseMapped(range, in: stream) {
      var text = self.text(inner, in: stream, literalIsKey: literalIsKey, table: table)
      if case .unresolved = text.reference {
      } else {
        text.textCase = textCase
        text.location = location
        return text
      }
    }
    if ternaryBranches(range, in: stream) == nil {
      let single = choices(range, in: stream, literalIsKey: literalIsKey, table: table)
      guard let name = member(range, in: stream, resolved: single.first) else {
        var text = DiscoveredText(
          reference: single.first, location: location, alternatives: single.alternatives)
        text.choiceOrigin = single.origin
        return text
      }
      if let part = members.part(name) {
        var text = DiscoveredText(reference: part.first, location: location, alternatives: part.alternatives)
        // `item.kind.title`: the value `item.kind` picks the case (the path without its last
        // `.title`, two tokens).
        text.choiceOrigin = ChoiceOrigin(range.lowerBound..<range.upperBound - 2, in: stream)
        text.caseChoices = part.caseChoices
        return text
      }
    }
    let references = resolveAll(range, in: stream, literalIsKey: literalIsKey, table: table)
    var text = DiscoveredText(
      reference: references.first ?? .unresolved("empty expression"), location: location,
      alternatives: Array(references.dropFirst()))
    // `isOn ? "a" : "b"`: two texts, chosen by the condition before `?`.
    if references.count == 2, let (first, _) = ternaryBranches(range, in: stream),
      stream.isPunctuation(first.lowerBound - 1, "?")
    {
      text.choiceOrigin = ChoiceOrigin(range.lowerBound..<first.lowerBound - 1, in: stream)
    }
    return text
  }

  /// The indexed type of the value `name` at `use`: the declaration in scope there
  /// (``DeclaredNames/binding(of:at:)``), its written type qualified by where it is written, or
  /// the first associated type of the case a pattern binds it to.
  func valueType(of name: String, at use: Int, in stream: TokenStream) -> String? {
    switch stream.declaredNames.binding(of: name, at: use) {
    case .type(let written, let position):
      return members.qualifiedType(
        written, context: stream.declaredNames.enclosingTypes(at: position), file: stream.file)
    case .caseBinding(let caseName):
      return members.casePayloads[caseName].flatMap(members.qualifiedType(of:))
    case .elementOfMember(let path, let position):
      // `ForEach(Kind.visible) { kind in … }`: the element type `visible` is declared with. The
      // owner is a type named at the path's head (`Kind`, `Self`), not a value, so no binding
      // is followed again (no cycle).
      let names = path.split(separator: ".").map(String.init)
      guard names.count == 2, names[0].first?.isUppercase == true,
        let owner = members.qualifiedType(
          names[0], context: stream.declaredNames.enclosingTypes(at: position), file: stream.file)
      else { return nil }
      return members.elementType(of: owner, member: names[1])
    case nil:
      return nil
    }
  }

  /// `condition ? a : b` at the top level of the range: the ranges of `a` and `b`. A ternary
  /// nested in `a` without parentheses (`c ? d ? "x" : "y" : "z"`) is kept whole in `a`
  /// (``TernaryPairs``).
  func ternaryBranches(_ range: Range<Int>, in stream: TokenStream) -> (Range<Int>, Range<Int>)? {
    TernaryPairs(range, in: stream).branches(of: range)
  }

  /// Initializers whose first argument is a localization key, and the label of their table.
  static let keyInitializers: [String: String] = [
    "LocalizedStringKey": "", "LocalizedStringResource": "table", "NSLocalizedString": "tableName",
  ]

  /// - Parameters:
  ///   - range: the expression's tokens.
  ///   - literalIsKey: whether a bare literal is a `LocalizedStringKey` (SwiftUI) or a `String`.
  ///   - table: the table an enclosing call names (`Text("k", tableName: "T")`).
  func resolve(_ range: Range<Int>, in stream: TokenStream, literalIsKey: Bool, table: String? = nil)
    -> StringReference
  {
    choices(range, in: stream, literalIsKey: literalIsKey, table: table).first
  }

  /// ``resolve(_:in:literalIsKey:table:)`` with the other texts of an element of a constant
  /// array (`Text(k)` over `ForEach(keys)`, `Text(keys[i])`, `LocalizedStringKey($0)`): each of
  /// its strings, as a computed property's (A23-11).
  func choices(_ range: Range<Int>, in stream: TokenStream, literalIsKey: Bool, table: String? = nil)
    -> TextChoices
  {
    var range = range
    while !range.isEmpty, stream[range.lowerBound].kind == .keyword,
      stream[range.lowerBound].text == "try" || stream[range.lowerBound].text == "await"
    {
      range = range.dropFirst()
    }
    guard !range.isEmpty else { return TextChoices(first: .unresolved("empty expression")) }
    let first = stream[range.lowerBound]
    if range.count == 1, let literal = first.literal {
      return TextChoices(
        first: literalReference(literal, token: first, literalIsKey: literalIsKey, table: table))
    }
    if first.kind == .identifier, let call = CallSyntax.parse(at: range.lowerBound, in: stream),
      call.hasParentheses,
      (call.end == range.upperBound && call.modifiers.isEmpty)
        // The call alone, cut from what follows it (`NSLocalizedString(…)` of `….uppercased()`).
        || (stream.isPunctuation(range.lowerBound + 1, "(")
          && stream.partner[range.lowerBound + 1] == range.upperBound - 1)
    {
      switch call.name {
      case "Text":
        if let verbatim = call.argument("verbatim") {
          return choices(verbatim.range, in: stream, literalIsKey: false)
        }
        if let argument = call.firstUnlabeled {
          let tableName = call.argument("tableName").flatMap { stream.literalText($0.range) }
          return choices(argument.range, in: stream, literalIsKey: true, table: tableName)
        }
      case "String" where call.argument("localized") != nil:
        let tableName = call.argument("table").flatMap { stream.literalText($0.range) }
        return resolveKeyArgument(call.argument("localized")!.range, in: stream, table: tableName)
      case let name where Self.keyInitializers[name] != nil:
        if let argument = call.firstUnlabeled {
          let label = Self.keyInitializers[name]!
          let tableName = label.isEmpty ? nil : call.argument(label).flatMap { stream.literalText($0.range) }
          return resolveKeyArgument(argument.range, in: stream, table: tableName)
        }
      default:
        break
      }
    }
    // Where the parameter is a `LocalizedStringKey`: `Text(.init("k"))`,
    // `Label(.init("k"), systemImage:)` and `Text("k" as LocalizedStringKey)` name key `k`
    // (the twenty-first attack's A21-14 left them computed).
    if literalIsKey, range.count >= 4, stream.isPunctuation(range.lowerBound, "."),
      stream[range.lowerBound + 1].text == "init", stream.isPunctuation(range.lowerBound + 2, "("),
      stream.partner[range.lowerBound + 2] == range.upperBound - 1
    {
      let arguments = CallSyntax.splitArguments(range.lowerBound + 3..<range.upperBound - 1, in: stream)
      if arguments.count == 1, arguments[0].label == nil {
        return resolveKeyArgument(arguments[0].range, in: stream, table: table)
      }
    }
    if range.count == 3, let literal = first.literal, stream[range.lowerBound + 1].text == "as",
      stream.isIdentifier(range.lowerBound + 2, "LocalizedStringKey")
    {
      return TextChoices(first: literalReference(literal, token: first, literalIsKey: true, table: table))
    }
    // A key one call deep: `String(format: NSLocalizedString("k", …), x)`,
    // `String.localizedStringWithFormat(…)`, a case mapping, the app's own wrappers (A23-18).
    if let inner = FormattedKeys.formatArgument(range, in: stream)
      ?? FormattedKeys.caseMapped(range, in: stream)?.0
    {
      let found = choices(inner, in: stream, literalIsKey: false, table: table)
      if case .unresolved = found.first {} else { return found }
    }
    if let key = wrappers.key(range, in: stream) { return TextChoices(first: key) }
    if let path = dottedPath(range, in: stream) {
      if let entry = swiftGen.lookup(path.names) {
        return TextChoices(first: .key(entry.key, table: entry.table))
      }
      if swiftGen.roots.contains(path.names[0])
        || (path.names.count > 1 && swiftGen.roots.contains(path.names[1]))
      {
        return TextChoices(
          first: .unresolved(
            "SwiftGen accessor \(path.names.joined(separator: ".")) not in the generated file"))
      }
    }
    if stream[range.lowerBound].isPunctuation("."), range.count >= 4,
      stream[range.lowerBound + 1].kind == .identifier,
      stream.isPunctuation(range.lowerBound + 2, ".")
    {
      return TextChoices(
        first: .unresolved("generated string symbol \(stream.sourceText(range)) (not resolved)"))
    }
    // An element of a constant array of strings: each of them (A23-11), in the default table.
    if table == nil, let array = elementArray(range, in: stream) {
      var choices = array.choices(asKeys: literalIsKey && array.isKey)
      choices.origin = elementOrigin(range, in: stream)
      return choices
    }
    if range.count == 1, first.kind == .identifier {
      // `let title: LocalizedStringKey = "k"` is the key `k`; a `String` constant is shown as
      // written by `Text` (A23-11).
      if let constant = constantLiteral(named: first.text, at: range.lowerBound, in: stream) {
        return TextChoices(
          first: literalReference(
            constant.literal, token: constant.token, literalIsKey: literalIsKey && constant.isKey,
            table: table))
      }
      return TextChoices(first: .unresolved("computed: \(first.text)"))
    }
    return TextChoices(first: .unresolved("computed: \(stream.sourceText(range))"))
  }

  /// The key a key parameter is given (`LocalizedStringKey(_:)`, `NSLocalizedString(_:…)`,
  /// `String(localized:)`): a literal, a constant, an element of a constant array (each of its
  /// strings, as keys), also inside `String.LocalizationValue(…)`.
  func resolveKeyArgument(_ range: Range<Int>, in stream: TokenStream, table: String?) -> TextChoices {
    var range = range
    // `String(localized: String.LocalizationValue(k))`: the value's key.
    let value =
      stream.isIdentifier(range.lowerBound, "String") && stream.isPunctuation(range.lowerBound + 1, ".")
      ? range.lowerBound + 2 : range.lowerBound
    if stream.isIdentifier(value, "LocalizationValue"), stream.isPunctuation(value + 1, "("),
      stream.partner[value + 1] == range.upperBound - 1, range.upperBound - 1 > value + 2
    {
      range = value + 2..<range.upperBound - 1
    }
    if range.count == 1, let literal = stream[range.lowerBound].literal {
      return TextChoices(
        first: literalReference(literal, token: stream[range.lowerBound], literalIsKey: true, table: table))
    }
    if table == nil, let array = elementArray(range, in: stream) {
      var choices = array.choices(asKeys: true)
      choices.origin = elementOrigin(range, in: stream)
      return choices
    }
    if range.count == 1, stream[range.lowerBound].kind == .identifier,
      let constant = constantLiteral(named: stream[range.lowerBound].text, at: range.lowerBound, in: stream)
    {
      return TextChoices(
        first: literalReference(constant.literal, token: constant.token, literalIsKey: true, table: table))
    }
    return TextChoices(first: .unresolved("computed key: \(stream.sourceText(range))"))
  }

  func literalReference(_ literal: SwiftStringLiteral, token: SwiftToken, literalIsKey: Bool, table: String?)
    -> StringReference
  {
    guard let text = literal.plainText else {
      return .unresolved("interpolated string \(Self.quoted(token.text))")
    }
    return literalIsKey ? .key(text, table: table) : .verbatim(text)
  }

  static func quoted(_ source: String) -> String {
    TextExcerpt.shortened(source, to: 60)
  }

  /// `A.B.c` or `A.B.c(args)`: the names, when the range is exactly that. A member after a dot
  /// may be a keyword, as Swift reads it there: SwiftGen names the accessor of a key `…Public`
  /// `` `public` ``, and `L10n.Visibility.public` uses it (the fifty-ninth attack's A59-9: 14 of
  /// Mastodon's accessors, one a `Picker`'s option, were unresolved).
  func dottedPath(_ range: Range<Int>, in stream: TokenStream) -> (names: [String], hasCall: Bool)? {
    var names: [String] = []
    var current = range.lowerBound
    while current < range.upperBound,
      stream[current].kind == .identifier || (!names.isEmpty && stream[current].kind == .keyword)
    {
      names.append(stream[current].text)
      current += 1
      guard current < range.upperBound, stream.isPunctuation(current, ".") else { break }
      current += 1
    }
    guard names.count >= 2 else { return nil }
    if current == range.upperBound { return (names, false) }
    if stream.isPunctuation(current, "("), let close = stream.partner[current], close + 1 == range.upperBound
    {
      return (names, true)
    }
    return nil
  }
}

extension TokenStream {
  /// The string literal a range is exactly, or `nil`.
  func literal(_ range: Range<Int>) -> SwiftStringLiteral? {
    guard range.count == 1 else { return nil }
    return tokens[range.lowerBound].literal
  }

  /// The text of a range that is one plain string literal.
  func literalText(_ range: Range<Int>) -> String? {
    guard range.count == 1 else { return nil }
    return tokens[range.lowerBound].literal?.plainText
  }
}
