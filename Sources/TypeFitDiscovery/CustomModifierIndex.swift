/// The app's own view modifiers, followed as if their modifiers were written where they are used
/// (the twentieth attack's A20-27: `Text("k").rowTitleStyle()` was an unlimited body text).
///
/// Two kinds are indexed, in every file of the project:
///
/// - a function of `extension View` or `extension Text` whose body is one chain of modifiers on
///   the view itself, `lineLimit(1).font(.headline)` or `self.lineLimit(1).font(.headline)`
///   (an optional `return`), used as `.rowTitleStyle()`;
/// - a `struct … : ViewModifier` whose `body(content:)` is one chain on `content`,
///   `content.lineLimit(1).font(.headline)`, used as `.modifier(RowStyle())`.
///
/// A chain may use other indexed modifiers; what the whole sets is worked out once per
/// declaration (``TextModifiers``), so a use costs a dictionary lookup. A declaration is not
/// followed, and its uses in a row get a note naming it (``SourceRuleScanner``), when its body is
/// anything else (an `if`, several statements), when the chain reads one of its parameters (or,
/// for a `ViewModifier`, one of its properties), when it calls itself directly or through others,
/// or when it nests more than ``maximumDepth`` indexed modifiers. The work is a walk with an
/// explicit stack over the declarations, each visited once: no recursion, linear in the chains'
/// lengths.
///
/// Which of several declarations of one name a file means is chosen as for view types
/// (``ModuleFolders``): the one in the using file's module.
struct CustomModifierIndex: Sendable {
  /// The most indexed modifiers nested in one another (a chain using a modifier whose chain uses
  /// another …): 16 levels. A design system nests two or three; deeper is not followed.
  static let maximumDepth = 16

  /// What a use of a declaration sets.
  enum Outcome: Sendable, Equatable {
    /// Its chain's modifiers, as ``TextModifiers`` reads them written inline.
    case followed(TextModifiers)
    /// Not followed; the reason completes "… is not followed: ".
    case notFollowed(String)
  }

  /// One modifier of a declaration's chain.
  private struct Element: Sendable {
    var name: String
    /// Its arguments and trailing closures.
    var argumentCount: Int
    /// For `modifier(X(…))`, `X`.
    var modifierType: String?
    /// What the modifier sets written inline, when it sets anything.
    var literal: TextModifiers?
  }

  /// One declaration.
  private struct Declaration: Sendable {
    var name: String
    var file: String
    var line: Int
    var parameterCount: Int
    var elements: [Element]
    /// Why it cannot be followed whatever it uses, or `nil`.
    var unfollowable: String?
    /// For one that cannot be followed: the names its body calls or reads as members. When none
    /// is a modifier ``TextModifiers`` reads or the app's own, it sets nothing discovery reads
    /// (`func addTranslateView(…) { if … { translationPresentation(…) } }`) and needs no note.
    var calls: Set<String> = []
  }

  private var declarations: [Declaration] = []
  /// Function names and `ViewModifier` type names → their declarations' indices.
  private var functions: [String: [Int]] = [:]
  private var viewModifiers: [String: [Int]] = [:]
  private var outcomes: [Outcome] = []
  private var modules = ModuleFolders(paths: [])
  /// For each function name (`f` + name) and `ViewModifier` type name (`m` + name) declared in
  /// more than one place: its declaring files indexed once (``ModuleFolders/Declarers``), so a
  /// use finds the one it means in time linear in its own path (A21-6's class: many files
  /// declaring one name, each using it).
  private var declarers: [String: ModuleFolders.Declarers] = [:]
  /// For each name of ``declarers``: the declarations of it in each file, by parameter count
  /// (the fifty-fifth attack's A55-3: each use filtered every declaration of its name, so 8,000
  /// files declaring one `rowStyle()` and using it took over 60 s; the fifty-sixth attack's
  /// A56-2: each use filtered its own file's, so one file of 8,000 such declarations and uses
  /// took 38 s).
  private var declarationsByFile: [String: [String: FileDeclarations]] = [:]

  /// The declarations of one name in one file, as a use looks them up.
  private struct FileDeclarations {
    /// The file's first declaration of the name.
    var first: Int
    /// Whether the file declares the name more than once.
    var isSeveral = false
    /// Each parameter count → the one declaration with that many, or `nil` when several have
    /// it.
    var byParameterCount: [Int: Int?] = [:]

    init(_ declaration: Int, parameterCount: Int) {
      first = declaration
      byParameterCount[parameterCount] = declaration
    }

    mutating func add(_ declaration: Int, parameterCount: Int) {
      isSeveral = true
      byParameterCount[parameterCount] = byParameterCount[parameterCount] == nil ? declaration : .some(nil)
    }

    /// The declaration a use with `arguments` arguments means: the file's only one, else the
    /// only one with that many parameters, else `nil`.
    func declaration(arguments: Int) -> Int? {
      isSeveral ? (byParameterCount[arguments] ?? nil) : first
    }
  }

  init() {}

  /// Whether a file may declare modifiers (a byte search before it is lexed).
  static func mightDeclare(_ bytes: [UInt8]) -> Bool {
    bytes.containsSequence(Array("ViewModifier".utf8)) || bytes.containsSequence(Array("extension View".utf8))
      || bytes.containsSequence(Array("extension Text".utf8))
      || bytes.containsSequence(Array("extension SwiftUI.".utf8))
  }

  /// Whether no declaration was indexed.
  var isEmpty: Bool { declarations.isEmpty }

  /// Indexes the modifiers `stream` declares. Call ``resolve(paths:)`` after the last file.
  mutating func add(_ stream: TokenStream) {
    var position = 0
    while position + 1 < stream.count {
      let token = stream[position]
      if token.kind == .keyword, token.text == "extension",
        let body = extendedBody(after: position, in: stream)
      {
        addFunctions(in: body, stream: stream)
        position = body.upperBound
        continue
      }
      if token.kind == .keyword, token.text == "struct", stream[position + 1].kind == .identifier,
        let body = viewModifierBody(after: position, in: stream)
      {
        addViewModifier(named: stream[position + 1].text, body: body, at: position, stream: stream)
        position = body.upperBound
        continue
      }
      position += 1
    }
  }

  /// The body (inside the braces) of `extension View`, `extension Text`, `extension SwiftUI.View`
  /// (with any `where` clause), or `nil`.
  private func extendedBody(after keyword: Int, in stream: TokenStream) -> Range<Int>? {
    var name = keyword + 1
    if stream.isIdentifier(name, "SwiftUI"), stream.isPunctuation(name + 1, ".") { name += 2 }
    guard stream.isIdentifier(name, "View") || stream.isIdentifier(name, "Text") else { return nil }
    var open = name + 1
    while open < stream.count, open < name + 40, !stream.isPunctuation(open, "{") { open += 1 }
    guard stream.isPunctuation(open, "{"), let close = stream.partner[open], close > open else { return nil }
    return open + 1..<close
  }

  /// The body of `struct X: …, ViewModifier, … {`, or `nil` for another struct.
  private func viewModifierBody(after keyword: Int, in stream: TokenStream) -> Range<Int>? {
    var open = keyword + 2
    var conforms = false
    while open < stream.count, open < keyword + 60, !stream.isPunctuation(open, "{") {
      if stream.isIdentifier(open, "ViewModifier") { conforms = true }
      open += 1
    }
    guard conforms, stream.isPunctuation(open, "{"), let close = stream.partner[open], close > open else {
      return nil
    }
    return open + 1..<close
  }

  /// The `func`s at the top level of an extension's body.
  private mutating func addFunctions(in body: Range<Int>, stream: TokenStream) {
    var position = body.lowerBound
    while position < body.upperBound {
      if let close = stream.closingPartner(ofOpeningAt: position, before: body.upperBound) {
        position = close + 1
        continue
      }
      guard stream[position].kind == .keyword, stream[position].text == "func",
        position + 2 < body.upperBound,
        stream[position + 1].kind == .identifier,
        let function = function(at: position, limit: body.upperBound, stream: stream)
      else {
        position += 1
        continue
      }
      // Only functions that give a view (`-> some View`, `-> Text`) from one (not `static`).
      let isStatic = position > body.lowerBound && ["static", "class"].contains(stream[position - 1].text)
      if function.returnsView, !isStatic {
        let name = stream[position + 1].text
        var declaration = Declaration(
          name: name, file: stream.file, line: stream[position].line,
          parameterCount: function.parameters.count, elements: [])
        declaration.unfollowable = readChain(
          function.body, root: nil, names: function.parameters, kind: "parameter", stream: stream,
          into: &declaration.elements)
        if declaration.unfollowable != nil {
          declaration.calls = Self.calls(in: function.body, stream: stream)
        }
        functions[name, default: []].append(declarations.count)
        declarations.append(declaration)
      }
      position = function.body.upperBound + 1
    }
  }

  /// A `func` at `keyword`: its parameters' inner names, whether it returns a view, and its body.
  private func function(at keyword: Int, limit: Int, stream: TokenStream) -> (
    parameters: [String], returnsView: Bool, body: Range<Int>
  )? {
    var open = keyword + 2
    open = CallSyntax.skipGenericArguments(from: open, in: stream)
    guard stream.isPunctuation(open, "("), let close = stream.partner[open], close < limit else { return nil }
    let parameters = CallSyntax.splitArguments(open + 1..<close, in: stream).compactMap { argument in
      // `name: T` (read as a label), `label name: T`, `_ name: T`: the name before the `:`.
      if argument.label != nil { return stream[argument.range.lowerBound - 2].text }
      guard let colon = argument.range.first(where: { stream.isPunctuation($0, ":") }),
        colon > argument.range.lowerBound, stream[colon - 1].kind == .identifier
      else { return nil }
      return stream[colon - 1].text
    }
    var brace = close + 1
    var returnsView = false
    while brace < limit, !stream.isPunctuation(brace, "{") {
      if ["View", "Text", "AnyView"].contains(stream[brace].text) { returnsView = true }
      if let partner = stream.closingPartner(ofOpeningAt: brace, before: limit) { brace = partner }
      brace += 1
    }
    guard brace < limit, let end = stream.partner[brace], end <= limit else { return nil }
    return (parameters, returnsView, brace + 1..<end)
  }

  /// A `ViewModifier`'s `body(content:)`.
  private mutating func addViewModifier(
    named name: String, body: Range<Int>, at keyword: Int, stream: TokenStream
  ) {
    var properties: [String] = []
    var declaration = Declaration(
      name: name, file: stream.file, line: stream[keyword].line, parameterCount: 0, elements: [])
    var found: (content: String, body: Range<Int>)?
    var position = body.lowerBound
    while position < body.upperBound {
      if let close = stream.closingPartner(ofOpeningAt: position, before: body.upperBound) {
        position = close + 1
        continue
      }
      let token = stream[position]
      if token.kind == .keyword, token.text == "let" || token.text == "var", position + 1 < body.upperBound,
        stream[position + 1].kind == .identifier
      {
        properties.append(stream[position + 1].text)
      }
      if token.kind == .keyword, token.text == "func", stream.isIdentifier(position + 1, "body"),
        let function = function(at: position, limit: body.upperBound, stream: stream)
      {
        // `body(content: Content)`: the parameter's inner name.
        found = (function.parameters.first ?? "content", function.body)
        position = function.body.upperBound + 1
        continue
      }
      position += 1
    }
    if let found {
      declaration.unfollowable = readChain(
        found.body, root: found.content, names: properties, kind: "property", stream: stream,
        into: &declaration.elements)
      if declaration.unfollowable != nil { declaration.calls = Self.calls(in: found.body, stream: stream) }
    } else {
      declaration.unfollowable = "its body(content:) is not found"
    }
    viewModifiers[name, default: []].append(declarations.count)
    declarations.append(declaration)
  }

  /// Reads a body that is one chain of modifiers on the view (`root` names the view: `content`;
  /// `nil` for `self` or an implicit one) into `elements`; returns why it is not followed, or
  /// `nil`.
  private func readChain(
    _ body: Range<Int>, root: String?, names: [String], kind: String, stream: TokenStream,
    into elements: inout [Element]
  ) -> String? {
    var start = body.lowerBound
    if start < body.upperBound, stream[start].kind == .keyword, stream[start].text == "return" { start += 1 }
    guard start < body.upperBound else { return "its body is empty" }
    let notChain = "its body is not one chain of modifiers on the view"
    let call: CallSyntax
    var includesCall = true
    if let root {
      guard stream.isIdentifier(start, root), let parsed = CallSyntax.parse(at: start, in: stream),
        !parsed.hasParentheses, parsed.closures.isEmpty
      else { return notChain }
      call = parsed
      includesCall = false
    } else {
      if stream[start].kind == .keyword, stream[start].text == "self", stream.isPunctuation(start + 1, ".") {
        start += 2
      }
      guard start < body.upperBound, let parsed = CallSyntax.parse(at: start, in: stream),
        parsed.hasParentheses
      else { return notChain }
      call = parsed
    }
    guard call.end == body.upperBound else { return notChain }
    let used = Set(names)
    if !used.isEmpty {
      for position in start..<body.upperBound where stream[position].kind == .identifier {
        let name = stream[position].text
        guard used.contains(name), !stream.isPunctuation(position - 1, "."),
          !stream.isPunctuation(position + 1, ":")
        else { continue }
        return "its chain reads its \(kind) '\(name)'"
      }
    }
    var modifiers = call.modifiers
    if includesCall {
      modifiers.insert(
        CallSyntax.Modifier(
          name: call.name, nameIndex: call.nameIndex, arguments: call.arguments, closures: call.closures),
        at: 0)
    }
    let none = TextModifiers()
    for modifier in modifiers {
      var element = Element(
        name: modifier.name, argumentCount: modifier.arguments.count + modifier.closures.count)
      if modifier.name == "modifier" { element.modifierType = Self.modifierType(modifier, in: stream) }
      let literal = TextModifiers([modifier], in: stream)
      if literal != none { element.literal = literal }
      elements.append(element)
    }
    return nil
  }

  /// The names a body calls (`name(`) or reads as members (`.name`).
  private static func calls(in body: Range<Int>, stream: TokenStream) -> Set<String> {
    var names = Set<String>()
    for position in body where stream[position].kind == .identifier {
      if stream.isPunctuation(position - 1, ".") || stream.isPunctuation(position + 1, "(") {
        names.insert(stream[position].text)
      }
    }
    return names
  }

  /// Whether a declaration that cannot be followed could set something discovery reads: its body
  /// calls a modifier ``TextModifiers`` reads, or one of the app's.
  private func setsText(_ declaration: Declaration) -> Bool {
    declaration.calls.contains {
      TextModifiers.readNames.contains($0) || functions[$0] != nil || viewModifiers[$0] != nil
    }
  }

  /// `X` of `.modifier(X())` or `.modifier(X(…))`.
  static func modifierType(_ modifier: CallSyntax.Modifier, in stream: TokenStream) -> String? {
    guard modifier.arguments.count == 1, let range = modifier.arguments.first?.range, !range.isEmpty,
      stream[range.lowerBound].kind == .identifier
    else { return nil }
    let open = range.lowerBound + 1
    guard
      open == range.upperBound
        || stream.isPunctuation(open, "(") && stream.partner[open] == range.upperBound - 1
    else { return nil }
    return stream[range.lowerBound].text
  }

  /// Works out what each declaration sets, now that every file is indexed; `paths` are the
  /// files read (for ``ModuleFolders``).
  mutating func resolve(paths: [String]) {
    modules = ModuleFolders(paths: paths)
    for (prefix, table) in [("f", functions), ("m", viewModifiers)] {
      for (name, candidates) in table where candidates.count > 1 {
        declarers[prefix + name] = modules.declarers(candidates.map { (declarations[$0].file, false) })
        var byFile: [String: FileDeclarations] = [:]
        for candidate in candidates {
          let parameters = declarations[candidate].parameterCount
          if byFile[declarations[candidate].file]?.add(candidate, parameterCount: parameters) == nil {
            byFile[declarations[candidate].file] = FileDeclarations(candidate, parameterCount: parameters)
          }
        }
        declarationsByFile[prefix + name] = byFile
      }
    }
    let count = declarations.count
    var results = [Outcome?](repeating: nil, count: count)
    var depths = [Int](repeating: 0, count: count)
    var onStack = [Bool](repeating: false, count: count)
    struct Frame {
      var declaration: Int
      var element = 0
      var modifiers = TextModifiers()
      var depth = 0
    }
    for root in 0..<count where results[root] == nil {
      var stack = [Frame(declaration: root)]
      onStack[root] = true
      func finish(_ outcome: Outcome, _ stack: inout [Frame]) {
        let frame = stack.removeLast()
        results[frame.declaration] = outcome
        depths[frame.declaration] = frame.depth + 1
        onStack[frame.declaration] = false
      }
      while let frame = stack.last {
        let declaration = declarations[frame.declaration]
        if let reason = declaration.unfollowable {
          finish(setsText(declaration) ? .notFollowed(reason) : .followed(TextModifiers()), &stack)
          continue
        }
        guard frame.element < declaration.elements.count else {
          if frame.depth + 1 > Self.maximumDepth {
            finish(.notFollowed("it nests the app's modifiers more than \(Self.maximumDepth) deep"), &stack)
          } else {
            finish(.followed(frame.modifiers), &stack)
          }
          continue
        }
        let element = declaration.elements[frame.element]
        let top = stack.count - 1
        guard
          let target = target(
            name: element.name, type: element.modifierType, arguments: element.argumentCount,
            usedIn: declaration.file)
        else {
          if let literal = element.literal { stack[top].modifiers = literal.under(frame.modifiers) }
          stack[top].element += 1
          continue
        }
        if onStack[target] {
          finish(.notFollowed("it uses itself, through \(Self.written(element))"), &stack)
          continue
        }
        guard let outcome = results[target] else {
          stack.append(Frame(declaration: target))
          onStack[target] = true
          continue
        }
        switch outcome {
        case .notFollowed:
          finish(.notFollowed("it uses \(Self.written(element)), which is not followed"), &stack)
        case .followed(let inner):
          stack[top].modifiers = inner.under(frame.modifiers)
          stack[top].depth = max(frame.depth, depths[target])
          stack[top].element += 1
        }
      }
    }
    outcomes = results.map { $0 ?? .notFollowed("it is not read") }
  }

  /// How a chain element is quoted: `.rowStyle()`, `.modifier(RowStyle())`.
  private static func written(_ element: Element) -> String {
    element.modifierType.map { ".modifier(\($0)())" } ?? ".\(element.name)()"
  }

  /// The declaration a use means, or `nil` when the project declares none of that name (an
  /// Apple modifier) or several equally near.
  private func target(name: String, type: String?, arguments: Int, usedIn file: String) -> Int? {
    guard let candidates = type.map({ viewModifiers[$0] }) ?? functions[name], !candidates.isEmpty else {
      return nil
    }
    if candidates.count == 1 { return candidates[0] }
    let key = type.map { "m" + $0 } ?? "f" + name
    guard let chosen = declarers[key]?.declaration(usedIn: file) else { return nil }
    return declarationsByFile[key]?[chosen]?.declaration(arguments: arguments)
  }

  /// A use of an indexed modifier in `stream`: the declaration (its file's last path
  /// component and line, for notes) and what it sets, or `nil` when `modifier` is not the app's.
  func use(of modifier: CallSyntax.Modifier, in stream: TokenStream) -> (
    place: String, outcome: Outcome
  )? {
    guard !declarations.isEmpty else { return nil }
    let type = modifier.name == "modifier" ? Self.modifierType(modifier, in: stream) : nil
    guard modifier.name == "modifier" ? type != nil : functions[modifier.name] != nil else { return nil }
    guard
      let target = target(
        name: modifier.name, type: type, arguments: modifier.arguments.count + modifier.closures.count,
        usedIn: stream.file), target < outcomes.count
    else { return nil }
    let declaration = declarations[target]
    let file = declaration.file.split(separator: "/").last.map(String.init) ?? declaration.file
    return ("\(file):\(declaration.line)", outcomes[target])
  }

  /// What a use of an indexed modifier sets, or `nil` when it is not the app's or not followed.
  func modifiers(of modifier: CallSyntax.Modifier, in stream: TokenStream) -> TextModifiers? {
    guard case .followed(let modifiers) = use(of: modifier, in: stream)?.outcome else { return nil }
    return modifiers
  }
}
