/// Where a file declares names, each with the region of the file it is visible in, so the
/// declaration a use refers to is the innermost one in scope, found by a binary search and a
/// walk out through enclosing declarations of the same name (bounded by the nesting depth).
///
/// Declarations kept (``Origin`` says what each tells of its type):
/// - `let`/`var` properties and locals, typed (`let item: Privacy`, `let sounds: [Sound]`) or not
///   (`let item = sounds[indexPath.row]`, `if let item`); a type body's member is visible in the
///   whole body, a local from its declaration to the end of its block;
/// - parameters of `func`/`init`/`subscript` (visible in the body) and of closures
///   (`{ item in`, `{ (e: Ee) in`, `{ i, e in`), visible in the closure; the parameter of a
///   `ForEach(data)`/`List(data)` closure takes the element type of `data` when it is readable
///   (`E.allCases`, `sounds` declared `[Sound]`, `.filter {…}`, `.enumerated()`…), also as
///   `{ $item in` over `ForEach($items)`, and as `$0` in a closure naming no parameter; so does
///   the parameter of `data.map {`, `.compactMap {`, `.flatMap {` and `.forEach {` when `data` is
///   a dotted path (`E.allCases.map { direction in UIKeyCommand(title: direction.title, …) }`);
/// - names bound in a `case` pattern (`case .sound(let x)`), visible up to the next `case`;
/// - `for x in data` loops, like a `ForEach` parameter.
///
/// A local or parameter shadows every outer declaration of its name, so an untyped one is
/// unresolved rather than read through another scope's declaration (A20-25); a use in no
/// declaration's region reads a member of its own type declared in another body of that type in
/// the file (a property of `struct V` used in `extension V`). Type bodies are
/// kept too (``enclosingTypes(at:)``), so a type name is qualified by where it is written (A20-26).
struct DeclaredNames {
  /// What a declaration tells of the type of its name.
  enum Origin: Equatable {
    /// A written type, as a dotted path (`Privacy`, `Settings.Entry`).
    case type(String)
    /// An array of a written type (`[Sound]`): the element type's path.
    case collection(String)
    /// The element of the collection `name` as declared at `position` (`sounds[i]`, `ForEach(sounds)`).
    case elementOf(String, at: Int)
    /// The element of a member written at `position` as a dotted path (`ForEach(Self.keys)`,
    /// `ForEach(Strings.keys)`): a constant array of strings of the app's types.
    case elementOfMember(String, at: Int)
    /// The same type as `name` declared before `position` (`if let item`, `let item = item`).
    case alias(String, at: Int)
    /// The first associated value of an enum case (`case .sound(let x)`), known once every
    /// file's enums are read (``TypeMemberStrings/casePayloads``).
    case caseBinding(String)
    /// Declared, with nothing readable about its type.
    case unknown
  }

  /// A declaration: its name's position, the region it is visible in, and the nearest earlier
  /// declaration of the same name whose region holds this one.
  struct Declaration: Equatable {
    var position: Int
    var start: Int
    var end: Int
    var origin: Origin
    var enclosing: Int?
  }

  /// What a use of a name refers to, as far as its type goes.
  enum Binding: Equatable {
    /// A written type path, and where it was written (to qualify it, ``enclosingTypes(at:)``).
    case type(String, at: Int)
    /// A value bound by a pattern of this enum case.
    case caseBinding(String)
    /// An element of a member's collection (`kind` of `ForEach(Kind.visible) { kind in`): the
    /// member path and where it was written; its type is the member's declared element type,
    /// known across files (``TypeMemberStrings/elementType(of:member:)``).
    case elementOfMember(String, at: Int)
  }

  /// A type body: its (dotted) name as written, its braces, and the type body holding it.
  struct TypeScope: Equatable {
    var name: String
    var open: Int
    var close: Int
    var parent: Int?
  }

  /// Name → declarations, by region start ascending (regions of one name nest or are disjoint).
  private var declarations: [String: [Declaration]] = [:]
  /// Type bodies, by opening brace ascending.
  private(set) var typeScopes: [TypeScope] = []
  /// Members by qualified type name and member name (`SoundSettings\u{0}item`), for a use in
  /// another body of the same type (an `extension SoundSettings` in the file).
  private var members: [String: Declaration] = [:]
  /// Constant arrays of string literals (``StringArrayLiteral``), by the position of the name
  /// they are declared as.
  private var stringArrays: [Int: StringArrayLiteral] = [:]

  /// - Parameters:
  ///   - partner: for each bracket token, the index of its partner (``TokenStream/partner``).
  init(_ tokens: [SwiftToken], partner: [Int?]) {
    var builder = DeclaredNamesBuilder(tokens: tokens, partner: partner)
    builder.run()
    for (name, var list) in builder.found {
      list.sort { ($0.start, -$0.end) < ($1.start, -$1.end) }
      var open: [Int] = []
      for index in list.indices {
        while let last = open.last, list[last].end < list[index].start { open.removeLast() }
        list[index].enclosing = open.last
        open.append(index)
      }
      declarations[name] = list
    }
    var scopes = builder.typeScopes
    var open: [Int] = []
    for index in scopes.indices {
      while let last = open.last, scopes[last].close < scopes[index].open { open.removeLast() }
      scopes[index].parent = open.last
      open.append(index)
    }
    typeScopes = scopes
    stringArrays = builder.stringArrays
    let bodies = Set(scopes.map(\.open))
    for (name, list) in declarations {
      for declaration in list where bodies.contains(declaration.start) {
        let key = enclosingTypes(at: declaration.start).joined(separator: ".") + "\u{0}" + name
        if members[key] == nil { members[key] = declaration }
      }
    }
  }

  /// The innermost declaration of `name` whose region holds `use`, with the number of
  /// declarations looked at; `nil` when none is in scope.
  ///
  /// - Complexity: O(log d + k), d the declarations of `name` and k the enclosing declarations
  ///   of the same name passed over (bounded by the nesting depth).
  func declarationCountingWork(of name: String, at use: Int) -> (declaration: Declaration?, examined: Int) {
    guard let list = declarations[name] else { return (nil, 0) }
    var low = 0
    var high = list.count
    var examined = 0
    while low < high {
      examined += 1
      let middle = (low + high) / 2
      if list[middle].start <= use { low = middle + 1 } else { high = middle }
    }
    var candidate = low > 0 ? low - 1 : nil
    while let index = candidate, list[index].end < use {
      examined += 1
      candidate = list[index].enclosing
    }
    return (candidate.map { list[$0] }, examined)
  }

  /// The declaration `name` at `use` refers to: the innermost in scope, else a member of the
  /// enclosing type declared in another body of it in the file; `nil` for none.
  func declaration(of name: String, at use: Int) -> Declaration? {
    declarationCountingWork(of: name, at: use).declaration
      ?? members[enclosingTypes(at: use).joined(separator: ".") + "\u{0}" + name]
  }

  /// What `name` at `use` refers to: a written type, a case binding, or `nil` when the
  /// declaration in scope says nothing readable (or there is none).
  func binding(of name: String, at use: Int) -> Binding? {
    resolve(name, at: use, depth: 0)
  }

  private func resolve(_ name: String, at use: Int, depth: Int) -> Binding? {
    guard depth < 8,
      let declaration = declarationCountingWork(of: name, at: use).declaration
        ?? members[enclosingTypes(at: use).joined(separator: ".") + "\u{0}" + name]
    else { return nil }
    switch declaration.origin {
    case .type(let path): return .type(path, at: declaration.position)
    case .caseBinding(let name): return .caseBinding(name)
    case .alias(let other, let position): return resolve(other, at: position, depth: depth + 1)
    case .elementOf(let other, let position):
      guard let collection = declarationCountingWork(of: other, at: position).declaration,
        case .collection(let element) = collection.origin
      else { return nil }
      return .type(element, at: collection.position)
    case .elementOfMember(let path, let position): return .elementOfMember(path, at: position)
    case .collection, .unknown: return nil
    }
  }

  /// The constant array of string literals declared by the name at `position`, if it is one.
  func stringArray(declaredAt position: Int) -> StringArrayLiteral? { stringArrays[position] }

  /// The written type of `name` at `use` (`nil` for a case binding or an unreadable type).
  func type(of name: String, near use: Int) -> String? {
    if case .type(let path, _) = binding(of: name, at: use) { return path }
    return nil
  }

  /// The names of the type bodies holding `position`, outermost first, each split at its dots
  /// (`extension Settings.Entry {` gives `Settings`, `Entry`).
  ///
  /// - Complexity: O(log t + n), t the type bodies and n the nesting depth.
  func enclosingTypes(at position: Int) -> [String] {
    var low = 0
    var high = typeScopes.count
    while low < high {
      let middle = (low + high) / 2
      if typeScopes[middle].open <= position { low = middle + 1 } else { high = middle }
    }
    var candidate = low > 0 ? low - 1 : nil
    var names: [String] = []
    while let index = candidate {
      if typeScopes[index].close >= position {
        names.append(typeScopes[index].name)
      }
      candidate = typeScopes[index].parent
    }
    return names.reversed().flatMap { $0.split(separator: ".").map(String.init) }
  }
}
