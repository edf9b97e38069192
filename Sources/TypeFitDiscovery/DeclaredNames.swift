/// Where a file gives names a type, by name, so the declaration nearest a use is found by a
/// binary search instead of a walk over the file.
///
/// Two kinds of declaration are kept, each in source order:
/// - a name followed by `:` and an uppercase type (`entry: SettingsEntry`, `let entry: A.B`,
///   a parameter `_ entry: Entry`), with the type's innermost name (`B` for `A.B`);
/// - a name bound as the first associated value of an enum case pattern (`case let .askBefore(value)`,
///   `case .askBefore(let value)`), with the case's name, whose payload type is known only once
///   every file's enums are read (``TypeMemberStrings/casePayloads``).
///
/// Built once per file in one pass over its tokens. Every row title such as `e.title` asks for
/// the type of `e`; with a walk over the file per title, a file of n such rows cost n² token
/// visits.
struct DeclaredNames {
  /// A position of a name and what the declaration there says.
  struct Declaration: Equatable {
    var position: Int
    /// The innermost type name, or the enum case's name for a case binding.
    var name: String
  }

  /// Name → declarations with a type, positions ascending.
  private var typed: [String: [Declaration]] = [:]
  /// Name → case-pattern bindings (the case's name), positions ascending.
  private var caseBindings: [String: [Declaration]] = [:]
  init(_ tokens: [SwiftToken]) {
    for position in tokens.indices where tokens[position].kind == .identifier {
      let name = tokens[position].text
      if position + 2 < tokens.count, tokens[position + 1].isPunctuation(":"),
        tokens[position + 2].kind == .identifier, tokens[position + 2].text.first?.isUppercase == true,
        position == 0 || !tokens[position - 1].isPunctuation(".")
      {
        var type = position + 2
        while type + 2 < tokens.count, tokens[type + 1].isPunctuation("."),
          tokens[type + 2].kind == .identifier
        {
          type += 2
        }
        typed[name, default: []].append(Declaration(position: position, name: tokens[type].text))
      }
      if position >= 3 {
        var paren = position - 1
        if tokens[paren].kind == .keyword, tokens[paren].text == "let" || tokens[paren].text == "var" {
          paren -= 1
        }
        if tokens[paren].isPunctuation("("), paren >= 2, tokens[paren - 1].kind == .identifier,
          tokens[paren - 2].isPunctuation(".")
        {
          caseBindings[name, default: []].append(
            Declaration(position: position, name: tokens[paren - 1].text))
        }
      }
    }
  }

  /// The type `name` is declared with: the nearest declaration before `use`, else the first at
  /// or after it; `nil` when the file declares `name` with no (uppercase) type.
  ///
  /// - Complexity: O(log d), d the declarations of `name`.
  func type(of name: String, near use: Int) -> String? {
    typeCountingWork(of: name, near: use).type
  }

  /// ``type(of:near:)`` with the number of declarations it looked at (tests count them to show
  /// that a query's work does not grow with the file).
  func typeCountingWork(of name: String, near use: Int) -> (type: String?, examined: Int) {
    guard let declarations = typed[name] else { return (nil, 0) }
    let (after, examined) = firstIndex(in: declarations, atOrAfter: use)
    if after > 0 { return (declarations[after - 1].name, examined) }
    return (after < declarations.count ? declarations[after].name : nil, examined)
  }

  /// The case whose pattern binds `name` nearest before `use` among those `hasPayload` accepts.
  ///
  /// - Complexity: O(log b + s), b the bindings of `name`, s those passed over because
  ///   `hasPayload` refused their case (none after ``keepCaseBindings(where:)`` with the same test).
  func boundCase(of name: String, before use: Int, where hasPayload: (String) -> Bool) -> String? {
    boundCaseCountingWork(of: name, before: use, where: hasPayload).case
  }

  /// ``boundCase(of:before:where:)`` with the number of bindings it looked at.
  func boundCaseCountingWork(of name: String, before use: Int, where hasPayload: (String) -> Bool)
    -> (case: String?, examined: Int)
  {
    guard let bindings = caseBindings[name] else { return (nil, 0) }
    var (index, examined) = firstIndex(in: bindings, atOrAfter: use)
    while index > 0 {
      index -= 1
      examined += 1
      if hasPayload(bindings[index].name) { return (bindings[index].name, examined) }
    }
    return (nil, examined)
  }

  /// Keeps only the case-pattern bindings whose case `hasPayload` accepts, so that a lookup
  /// never passes over bindings of cases with no known associated type (a file of n
  /// `case .unknown(let value)` patterns each followed by `value.title` would otherwise cost n²).
  ///
  /// - Complexity: O(b), b the case-pattern bindings of the file.
  mutating func keepCaseBindings(where hasPayload: (String) -> Bool) {
    for (name, bindings) in caseBindings {
      let kept = bindings.filter { hasPayload($0.name) }
      caseBindings[name] = kept.isEmpty ? nil : kept
    }
  }

  /// The index of the first declaration at or after `position` (binary search).
  private func firstIndex(in declarations: [Declaration], atOrAfter position: Int)
    -> (index: Int, examined: Int)
  {
    var low = 0
    var high = declarations.count
    var examined = 0
    while low < high {
      examined += 1
      let middle = (low + high) / 2
      if declarations[middle].position < position { low = middle + 1 } else { high = middle }
    }
    return (low, examined)
  }
}
