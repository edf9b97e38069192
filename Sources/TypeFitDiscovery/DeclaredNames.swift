/// Where a file gives names a type, by name, so the declaration nearest a use is found by a
/// binary search instead of a walk over the file.
///
/// Three kinds of declaration are kept, each in source order:
/// - a name followed by `:` and an uppercase type (`entry: SettingsEntry`, `let entry: A.B`,
///   a parameter `_ entry: Entry`), with the type's innermost name (`B` for `A.B`);
/// - a name bound as the first associated value of an enum case pattern (`case let .askBefore(value)`,
///   `case .askBefore(let value)`), with the case's name, whose payload type is known only once
///   every file's enums are read (``TypeMemberStrings/casePayloads``);
/// - the parameter of a `ForEach` over an enum's cases (`ForEach(Theme.Style.allCases) { style in`),
///   with the enum's innermost name, for uses inside that closure.
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
  /// A `ForEach` closure's parameter: where it is declared, the closure's closing brace, and the
  /// nearest earlier parameter of the same name whose closure holds this one.
  struct ClosureParameter: Equatable {
    var declaration: Declaration
    var close: Int
    var enclosing: Int?
  }
  /// Name → `ForEach(E.allCases) { name in` parameters, positions ascending.
  private var closureParameters: [String: [ClosureParameter]] = [:]

  /// - Parameters:
  ///   - partner: for each bracket token, the index of its partner (``TokenStream/partner``).
  init(_ tokens: [SwiftToken], partner: [Int?]) {
    for position in tokens.indices where tokens[position].kind == .identifier {
      let name = tokens[position].text
      if name == "ForEach", let parameter = Self.forEachParameter(at: position, tokens, partner: partner) {
        closureParameters[tokens[parameter.position].text, default: []].append(
          ClosureParameter(
            declaration: Declaration(position: parameter.position, name: parameter.name),
            close: parameter.close,
            enclosing: nil))
      }
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
    for (name, parameters) in closureParameters {
      var linked = parameters
      var open: [Int] = []
      for index in linked.indices {
        while let last = open.last, linked[last].close < linked[index].declaration.position {
          open.removeLast()
        }
        linked[index].enclosing = open.last
        open.append(index)
      }
      closureParameters[name] = linked
    }
  }

  /// `ForEach(A.E.allCases) { name in` (also with `id:` or other arguments after the cases) at
  /// `position`: the parameter's position, `E`, and the closure's closing brace.
  private static func forEachParameter(at position: Int, _ tokens: [SwiftToken], partner: [Int?])
    -> (position: Int, name: String, close: Int)?
  {
    guard position == 0 || !tokens[position - 1].isPunctuation("."), position + 1 < tokens.count,
      tokens[position + 1].isPunctuation("("), let closeParen = partner[position + 1]
    else { return nil }
    // The first argument: identifiers joined by `.`, ending in `.allCases`.
    var current = position + 2
    while current + 1 < closeParen, tokens[current].kind == .identifier,
      tokens[current + 1].isPunctuation(".")
    {
      current += 2
    }
    guard current < closeParen, current >= position + 4, tokens[current].isIdentifier("allCases"),
      current + 1 == closeParen || tokens[current + 1].isPunctuation(","),
      tokens[current - 2].text.first?.isUppercase == true,
      closeParen + 3 < tokens.count, tokens[closeParen + 1].isPunctuation("{"),
      let close = partner[closeParen + 1], tokens[closeParen + 2].kind == .identifier,
      tokens[closeParen + 3].kind == .keyword, tokens[closeParen + 3].text == "in"
    else { return nil }
    return (closeParen + 2, tokens[current - 2].text, close)
  }

  /// The type `name` is declared with: the parameter of a `ForEach` over an enum's cases whose
  /// closure holds `use` (the innermost), unless a declaration with a type comes between it and
  /// `use`; else the nearest declaration before `use`, else the first at or after it; `nil` when
  /// the file declares `name` with no (uppercase) type.
  ///
  /// - Complexity: O(log d + k), d the declarations of `name` and k the `ForEach` closures with
  ///   a parameter `name` that hold the nearest one before `use` (bounded by the nesting limit).
  func type(of name: String, near use: Int) -> String? {
    typeCountingWork(of: name, near: use).type
  }

  /// ``type(of:near:)`` with the number of declarations it looked at (tests count them to show
  /// that a query's work does not grow with the file).
  func typeCountingWork(of name: String, near use: Int) -> (type: String?, examined: Int) {
    var examined = 0
    var before: Declaration?
    var after: Declaration?
    if let declarations = typed[name] {
      let found = firstIndex(count: declarations.count, atOrAfter: use) { declarations[$0].position }
      examined += found.examined
      if found.index > 0 {
        before = declarations[found.index - 1]
      } else if found.index < declarations.count {
        after = declarations[found.index]
      }
    }
    if let parameters = closureParameters[name] {
      let found = firstIndex(count: parameters.count, atOrAfter: use) { parameters[$0].declaration.position }
      examined += found.examined
      var candidate = found.index > 0 ? found.index - 1 : nil
      while let index = candidate, parameters[index].close < use {
        examined += 1
        candidate = parameters[index].enclosing
      }
      if let index = candidate, (before?.position ?? -1) < parameters[index].declaration.position {
        return (parameters[index].declaration.name, examined)
      }
    }
    return ((before ?? after)?.name, examined)
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
    var (index, examined) = firstIndex(count: bindings.count, atOrAfter: use) { bindings[$0].position }
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

  /// The index of the first of `count` ascending positions (`positionAt`) at or after
  /// `position` (binary search).
  private func firstIndex(count: Int, atOrAfter position: Int, positionAt: (Int) -> Int)
    -> (index: Int, examined: Int)
  {
    var low = 0
    var high = count
    var examined = 0
    while low < high {
      examined += 1
      let middle = (low + high) / 2
      if positionAt(middle) < position { low = middle + 1 } else { high = middle }
    }
    return (low, examined)
  }
}
