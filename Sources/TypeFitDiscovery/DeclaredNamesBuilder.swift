/// One pass over a file's tokens that finds the declarations ``DeclaredNames`` keeps, each with
/// the region it is visible in (see there for the forms read).
struct DeclaredNamesBuilder {
  let tokens: [SwiftToken]
  let partner: [Int?]
  var found: [String: [DeclaredNames.Declaration]] = [:]
  var typeScopes: [DeclaredNames.TypeScope] = []
  /// Constant arrays of string literals, by the position of the declared name.
  var stringArrays: [Int: StringArrayLiteral] = [:]

  /// Parameter lists of functions: opening parenthesis → closing brace of the body.
  private var parameterLists: [Int: Int] = [:]
  /// Closure parameter lists in parentheses: opening parenthesis → the closure's closing brace.
  private var closureLists: [Int: Int] = [:]
  /// Type bodies: opening brace → (dotted) name.
  private var typeBodies: [Int: String] = [:]
  /// `ForEach(data) {` closures naming no parameter: opening brace → the element of `data`,
  /// for their `$0`.
  private var anonymousElements: [Int: DeclaredNames.Origin] = [:]

  init(tokens: [SwiftToken], partner: [Int?]) {
    self.tokens = tokens
    self.partner = partner
  }

  private func isPunctuation(_ position: Int, _ text: String) -> Bool {
    position >= 0 && position < tokens.count && tokens[position].isPunctuation(text)
  }

  private func isKeyword(_ position: Int, _ text: String) -> Bool {
    position >= 0 && position < tokens.count && tokens[position].kind == .keyword
      && tokens[position].text == text
  }

  private func isIdentifier(_ position: Int) -> Bool {
    position >= 0 && position < tokens.count && tokens[position].kind == .identifier
  }

  /// Declares the name at `name` (or `spelled`, when the name differs from the token: `$item`
  /// declares `item`).
  private mutating func add(
    _ name: Int, spelled: String? = nil, start: Int, end: Int, _ origin: DeclaredNames.Origin
  ) {
    found[spelled ?? tokens[name].text, default: []].append(
      DeclaredNames.Declaration(position: name, start: start, end: end, origin: origin, enclosing: nil))
    if isKeyword(name - 1, "let"), isPunctuation(name + 1, ":") || isPunctuation(name + 1, "="),
      let array = StringArrayLiteral(declaredAt: name, tokens: tokens, partner: partner)
    {
      stringArrays[name] = array
    }
  }

  /// A dotted path of identifiers starting at `position`: the path and the position after it.
  ///
  /// - Parameter end: where the path must end, at the latest (`E.allCases` of `E.allCases.map {`).
  private func path(at position: Int, before end: Int = Int.max) -> (String, Int)? {
    // `Self.Inner.allCases`: the enclosing type's (``TypeMemberStrings/qualifiedType(_:context:file:)``).
    guard isIdentifier(position) || isKeyword(position, "Self") else { return nil }
    var names = [tokens[position].text]
    var current = position + 1
    while current + 1 < end, isPunctuation(current, "."), isIdentifier(current + 1) {
      names.append(tokens[current + 1].text)
      current += 2
    }
    return (names.joined(separator: "."), current)
  }

  /// The written type after a `:` at `position`: `Type`, `A.B`, `Type?`, or `[Type]`.
  private func typeOrigin(at position: Int) -> DeclaredNames.Origin {
    var position = position
    while isPunctuation(position, "@"), isIdentifier(position + 1) { position += 2 }
    if isPunctuation(position, "["), let (element, after) = path(at: position + 1),
      element.first?.isUppercase == true, isPunctuation(after, "]")
    {
      return .collection(element)
    }
    if let (type, _) = path(at: position), type.first?.isUppercase == true {
      return .type(type)
    }
    return .unknown
  }

  /// The element of a collection expression in `range` (the data of `ForEach(data)`, `List(data)`,
  /// `for x in data`), and whether it is `.enumerated()` (pairs of offset and element).
  private func element(of range: Range<Int>) -> (DeclaredNames.Origin, enumerated: Bool) {
    var range = range
    if range.count > 3, tokens[range.lowerBound].isIdentifier("Array"),
      isPunctuation(range.lowerBound + 1, "("), partner[range.lowerBound + 1] == range.upperBound - 1
    {
      range = range.lowerBound + 2..<range.upperBound - 1
    }
    var current = range.lowerBound
    if isKeyword(current, "self"), isPunctuation(current + 1, ".") { current += 2 }
    guard let (head, after) = path(at: current, before: range.upperBound), after <= range.upperBound else {
      return (.unknown, false)
    }
    var origin: DeclaredNames.Origin
    var names = head.split(separator: ".").map(String.init)
    // `ForEach($items) { $item in … }`: the elements of `items`, as bindings.
    if names[0].count > 1, names[0].first == "$", names[0].dropFirst().first?.isLetter == true {
      names[0].removeFirst()
    }
    var rest = after
    let keepElement: Set<String> = [
      "filter", "sorted", "reversed", "prefix", "suffix", "dropFirst", "dropLast", "shuffled",
    ]
    // The value's own path, before `.filter {…}` and the like: `keys`, `Self.keys`, `model.keys`.
    let pathCount = names.prefix { !keepElement.contains($0) && $0 != "enumerated" }.count
    if let index = names.firstIndex(of: "allCases"), index > 0, names[index - 1].first?.isUppercase == true {
      origin = .type(names[..<index].joined(separator: "."))
      names = Array(names[(index + 1)...])
    } else if pathCount == 1, names[0].first?.isUppercase == false {
      origin = .elementOf(names[0], at: current)
      names.removeFirst()
    } else if pathCount >= 2 {
      // A member of a type or value (`Self.keys`, `Strings.keys`): its constant array of strings.
      origin = .elementOfMember(names[..<pathCount].joined(separator: "."), at: current)
      names.removeFirst(pathCount)
    } else {
      return (.unknown, false)
    }
    var enumerated = false
    // Calls and closures after the path: `.filter { … }`, `.sorted(by:)`, `.enumerated()`.
    var operations = names
    while rest < range.upperBound {
      if isPunctuation(rest, "(") || isPunctuation(rest, "{"), let close = partner[rest] {
        rest = close + 1
      } else if isPunctuation(rest, "."), isIdentifier(rest + 1) {
        operations.append(tokens[rest + 1].text)
        rest += 2
      } else {
        return (.unknown, false)
      }
    }
    for operation in operations {
      if operation == "enumerated", !enumerated {
        enumerated = true
      } else if !keepElement.contains(operation) {
        return (.unknown, false)
      }
    }
    return (origin, enumerated)
  }

  /// The closure's parameter names after `{` at `open` (`item in`, `i, e in`, `(i, e) in`,
  /// `[weak self] item in`); `nil` when it names none, or names typed ones in parentheses.
  private mutating func closureParameters(at open: Int, close: Int) -> [Int]? {
    var current = open + 1
    if isPunctuation(current, "["), let end = partner[current] { current = end + 1 }
    if isPunctuation(current, "("), let end = partner[current] {
      var names: [Int] = []
      var position = current + 1
      while position < end, isIdentifier(position) {
        names.append(position)
        position += 1
        if isPunctuation(position, ",") { position += 1 }
      }
      guard position == end else {
        // Typed parameters `(e: Ee) in`: read by the `name: Type` rule, visible in the closure.
        if isKeyword(end + 1, "in") || (end + 1 < tokens.count && ["->", "-"].contains(tokens[end + 1].text))
        {
          closureLists[current] = close
        }
        return nil
      }
      return isKeyword(end + 1, "in") ? names : nil
    }
    var names: [Int] = []
    while isIdentifier(current) {
      names.append(current)
      current += 1
      if isPunctuation(current, ",") { current += 1 }
    }
    return !names.isEmpty && isKeyword(current, "in") ? names : nil
  }

  /// The calls whose trailing closure takes each element of the collection before them.
  private static let elementCalls: Set<String> = ["map", "compactMap", "flatMap", "forEach"]

  /// The collection before `.map {`, `.compactMap {`, `.flatMap {` or `.forEach {` whose closure
  /// opens at `open`, when it is a dotted path (`E.allCases`, `items`, `self.items`): UIKit builds
  /// key commands and menus so (`Direction.allCases.map { direction in UIKeyCommand(title:
  /// direction.title, …) }`, fresh24 F24-13). A path after a call or subscript (`f().map {`) is none.
  private func mappedCollection(openingAt open: Int) -> Range<Int>? {
    guard open >= 3, isIdentifier(open - 1), Self.elementCalls.contains(tokens[open - 1].text),
      isPunctuation(open - 2, "."), isIdentifier(open - 3) || isKeyword(open - 3, "self")
    else { return nil }
    var start = open - 3
    while start >= 2, isPunctuation(start - 1, "."), isIdentifier(start - 2) || isKeyword(start - 2, "self") {
      start -= 2
    }
    if start >= 1, isPunctuation(start - 1, ".") { return nil }
    return start..<(open - 2)
  }

  /// The data argument of `ForEach(data…)` or `List(data…)` whose closing parenthesis is at `close`.
  private func dataArgument(closingAt close: Int) -> Range<Int>? {
    guard let open = partner[close], open >= 1, tokens[open - 1].kind == .identifier,
      ["ForEach", "List"].contains(tokens[open - 1].text), !isPunctuation(open - 2, ".")
    else { return nil }
    var end = open + 1
    while end < close, !isPunctuation(end, ",") {
      if let after = partner[end], after > end { end = after }
      end += 1
    }
    // `ForEach(id:…)`-only or a labelled first argument: no data.
    if isIdentifier(open + 1), isPunctuation(open + 2, ":") { return nil }
    return end > open + 1 ? open + 1..<end : nil
  }

  mutating func run() {
    var blocks: [Int] = []  // open braces and parentheses holding the current token
    var pendingType: String?
    var caseBindings: [Int: [(name: String, index: Int)]] = [:]  // brace → bindings open in it
    var casePatternEnd = -1
    var position = 0
    while position < tokens.count {
      let token = tokens[position]
      if token.kind == .punctuation {
        switch token.text {
        case "{", "(", "[":
          if token.text == "{", let name = pendingType {
            typeBodies[position] = name
            typeScopes.append(
              DeclaredNames.TypeScope(
                name: name, open: position, close: partner[position] ?? tokens.count, parent: nil))
            pendingType = nil
          }
          if token.text == "{", let close = partner[position] {
            let names = closureParameters(at: position, close: close)
            var data: (DeclaredNames.Origin, enumerated: Bool) = (.unknown, false)
            if isPunctuation(position - 1, ")"), let argument = dataArgument(closingAt: position - 1) {
              data = element(of: argument)
            } else if let collection = mappedCollection(openingAt: position) {
              data = element(of: collection)
            } else if position >= 2, isPunctuation(position - 1, ":"), isIdentifier(position - 2),
              ["content", "rowContent"].contains(tokens[position - 2].text), let open = blocks.last,
              isPunctuation(open, "("), let close = partner[open],
              let argument = dataArgument(closingAt: close)
            {
              // `ForEach(data, id: \.self, content: { x in … })`, `List(data, rowContent: { x in … })`:
              // the closure written as an argument binds the element too (the sixtieth attack's A60-2).
              data = element(of: argument)
            }
            for (index, name) in (names ?? []).enumerated() {
              let isElement = data.enumerated ? (names!.count == 2 && index == 1) : names!.count == 1
              // `{ $item in`: the element is `item` (and its binding `$item`).
              let text = tokens[name].text
              let spelled = text.count > 1 && text.first == "$" ? String(text.dropFirst()) : nil
              add(name, spelled: spelled, start: name, end: close, isElement ? data.0 : .unknown)
            }
            if names == nil, !data.enumerated, data.0 != .unknown { anonymousElements[position] = data.0 }
          }
          blocks.append(position)
        case "}", ")", "]":
          if let open = partner[position], blocks.last == open {
            blocks.removeLast()
            if let bindings = caseBindings.removeValue(forKey: open) {
              for binding in bindings { found[binding.name]![binding.index].end = position }
            }
          }
        default: break
        }
        position += 1
        continue
      }
      if token.kind == .keyword {
        switch token.text {
        case "struct", "class", "enum", "extension", "protocol":
          if let (name, _) = path(at: position + 1) { pendingType = name }
        case "func", "init", "subscript":
          // `Type.init(…)`, `self.init(…)`: a call, not a declaration.
          if isPunctuation(position - 1, ".") { break }
          var open = position + 1
          while open < tokens.count, open < position + 40, !isPunctuation(open, "("),
            !isPunctuation(open, "{")
          {
            open += 1
          }
          if isPunctuation(open, "("), let close = partner[open] {
            var body = close + 1
            // A requirement without a body ends at the next declaration.
            let declarations: Set<String> = ["func", "var", "let", "init", "subscript", "case", "static"]
            while body < tokens.count, body < close + 60, !isPunctuation(body, "{"),
              !isPunctuation(body, "}"),
              !(tokens[body].kind == .keyword && declarations.contains(tokens[body].text))
            {
              body += 1
            }
            parameterLists[open] = isPunctuation(body, "{") ? (partner[body] ?? tokens.count) : close
          }
        case "case", "default":
          let block = blocks.last(where: { tokens[$0].isPunctuation("{") }) ?? -1
          if let bindings = caseBindings.removeValue(forKey: block) {
            for binding in bindings { found[binding.name]![binding.index].end = position - 1 }
          }
          if token.text == "case" {
            var end = position + 1
            while end < tokens.count, end < position + 200 {
              let next = tokens[end]
              if next.kind == .punctuation, ["(", "["].contains(next.text), let close = partner[end] {
                end = close + 1
                continue
              }
              if next.kind == .punctuation, [":", "=", "{", "}"].contains(next.text) { break }
              if next.kind == .keyword, ["case", "default", "var", "func", "static"].contains(next.text) {
                break
              }
              end += 1
            }
            casePatternEnd = end
          }
        case "for":
          if isIdentifier(position + 1), isKeyword(position + 2, "in") {
            var dataEnd = position + 3
            while dataEnd < tokens.count, dataEnd < position + 200, !isPunctuation(dataEnd, "{"),
              !isKeyword(dataEnd, "where")
            {
              if let close = partner[dataEnd], close > dataEnd { dataEnd = close }
              dataEnd += 1
            }
            var brace = dataEnd
            while brace < tokens.count, brace < dataEnd + 200, !isPunctuation(brace, "{") { brace += 1 }
            let braceClose = isPunctuation(brace, "{") ? (partner[brace] ?? tokens.count) : tokens.count
            let data = element(of: position + 3..<dataEnd)
            add(position + 1, start: position + 1, end: braceClose, data.enumerated ? .unknown : data.0)
          }
        default: break
        }
        position += 1
        continue
      }
      guard token.kind == .identifier, !isPunctuation(position - 1, ".") else {
        position += 1
        continue
      }
      // `$0` in a `ForEach(data)` closure of no named parameter: the element, at this use only
      // (a `$0` of a closure nested in it is that closure's).
      if token.text == "$0" {
        if let brace = blocks.last(where: { tokens[$0].isPunctuation("{") }),
          let origin = anonymousElements[brace]
        {
          add(position, start: position, end: position, origin)
        }
        position += 1
        continue
      }
      let holder = blocks.last
      let blockEnd = holder.flatMap { partner[$0] } ?? tokens.count
      // A name bound in a case pattern: `case .sound(let x)`, `case let .sound(x)`.
      if position < casePatternEnd {
        var paren = position - 1
        if isKeyword(paren, "let") || isKeyword(paren, "var") { paren -= 1 }
        if isPunctuation(paren, "("), isIdentifier(paren - 1), isPunctuation(paren - 2, ".") {
          let brace = blocks.last(where: { tokens[$0].isPunctuation("{") }) ?? -1
          let braceEnd = brace >= 0 ? (partner[brace] ?? tokens.count) : tokens.count
          add(position, start: position, end: braceEnd, .caseBinding(tokens[paren - 1].text))
          caseBindings[brace, default: []].append((token.text, found[token.text]!.count - 1))
        }
        position += 1
        continue
      }
      if isPunctuation(position + 1, ":"), !isPunctuation(position + 2, ":") {
        if let holder, tokens[holder].isPunctuation("(") {
          // A parameter of a function (visible in its body) or of a closure (in the closure).
          if let end = parameterLists[holder] ?? closureLists[holder] {
            add(position, start: position, end: end, typeOrigin(at: position + 2))
          }
        } else if isKeyword(position - 1, "let") || isKeyword(position - 1, "var") {
          let isMember = holder.map { typeBodies[$0] != nil } ?? false
          add(position, start: isMember ? holder! : position, end: blockEnd, typeOrigin(at: position + 2))
        }
        position += 1
        continue
      }
      if isKeyword(position - 1, "let") || isKeyword(position - 1, "var"),
        holder.map({ !tokens[$0].isPunctuation("(") }) ?? true
      {
        // An untyped local: `let item = sounds[i]`, `let item = Sound(…)`, `if let item`.
        var origin = DeclaredNames.Origin.unknown
        if isPunctuation(position + 1, "=") {
          let value = position + 2
          if isIdentifier(value), isPunctuation(value + 1, "["),
            tokens[value].text.first?.isUppercase == false
          {
            origin = .elementOf(tokens[value].text, at: value)
          } else if let (type, after) = path(at: value), type.first?.isUppercase == true,
            isPunctuation(after, "(")
          {
            let last = type.split(separator: ".").last.map(String.init) ?? type
            origin = last.first?.isUppercase == true ? .type(type) : .unknown
          } else if isIdentifier(value), !isPunctuation(value + 1, "."), !isPunctuation(value + 1, "("),
            !isPunctuation(value + 1, "?"), !isPunctuation(value + 1, "!")
          {
            origin = .alias(tokens[value].text, at: position - 1)
          }
        } else {
          origin = .alias(token.text, at: position - 1)
        }
        let isMember = holder.map { typeBodies[$0] != nil } ?? false
        add(position, start: isMember ? holder! : position, end: blockEnd, origin)
      }
      position += 1
    }
  }
}
