/// The strings that computed `String` properties of the app's own types return, across files:
/// `var title: String { switch self { case .general: return L10n.Scene.Settings.general … } }`
/// gives `SettingsEntry.title` → its keys, so `cell.textLabel?.text = entry.title` can be
/// followed when `entry` is declared `entry: SettingsEntry` in the same file.
///
/// Every `return` expression, switch-expression branch and single-expression body is resolved;
/// the property then stands for all of them (the first is the part, the rest its alternatives).
/// Types are indexed by their qualified name (`SoundSettings.Row`, `GeneralSetting.Appearance`),
/// so nested types of one name on two screens stay apart (A20-26); a name written in code is
/// qualified by where it is written (``qualifiedType(_:context:file:)``). A `private` or
/// `fileprivate` type (and every type nested in it, and its extensions in its file) is visible in
/// its own file only: it is indexed under its file (`fileKey(_:file:)`), read first by uses in
/// that file and never by uses in another (A21-4: two screens' `private enum Item`s were merged).
public struct TypeMemberStrings: Sendable {
  /// Type name → property name → the references its body returns, in source order, deduplicated.
  public private(set) var properties: [String: [String: [StringReference]]] = [:]
  /// The type of an enum case's first associated value as written, and the type names enclosing
  /// the enum (outermost first) that qualify it.
  public struct CasePayload: Sendable, Equatable {
    public var type: String
    public var context: [String]
    /// The file declaring the enum: a `private` type it names is the one in that file.
    public var file: String? = nil
  }
  /// Enum case name → the type of its first associated value (`case askBefore(AskBefore)`), so a
  /// value bound by `case let .askBefore(value)` has a known type.
  public private(set) var casePayloads: [String: CasePayload] = [:]
  /// The last component of each qualified type name in ``properties`` → those names (types
  /// visible in their module).
  private var byLastName: [String: Set<String>] = [:]
  /// File → the last component of each of its `private` types' qualified names → those names.
  private var fileByLastName: [String: [String: Set<String>]] = [:]

  /// The key in ``properties`` of the `private` (or `fileprivate`) type `name` of `file`: apart
  /// from every type name (a NUL is in no Swift name) and from the same name in other files.
  static func fileKey(_ name: String, file: String) -> String { file + "\u{0}" + name }
  /// The references in ``properties``, as sets, so a property declared again (in another
  /// extension, or by another type of the same name) adds its new references in time linear in
  /// them, not in all those kept before.
  private var known: [String: [String: Set<StringReference>]] = [:]
  /// Type name → property name → each case's references (``Returned/byCase``), for a property
  /// of an enum whose body is one `switch self` read case by case.
  private var caseTexts: [String: [String: CaseTexts]] = [:]
  /// `typealias Short = LongName`: the alias, qualified by the types it is declared in
  /// (`Outer.Short`), → the written type (the twenty-first attack's A21-14 left
  /// `ForEach(Short.allCases)` unresolved).
  private var aliases: [String: String] = [:]
  /// The most aliases followed for one name (`A = B`, `B = C` …), so a cycle ends.
  static let maximumAliasSteps = 8
  /// Type name → member name → the member's written type where it is declared (`let kind:
  /// Kind` in `Item`), so `item.kind.title` reads `Kind.title` (A21-14).
  private var memberTypes: [String: [String: CasePayload]] = [:]
  /// Type name → member name → the written type of the elements of a member declared as an
  /// array (`static var visible: [Kind]` in `Kind`), so `ForEach(Kind.visible) { kind in … }`
  /// binds `kind` (A59-1).
  private var elementTypes: [String: [String: CasePayload]] = [:]
  /// Type name → member name → its constant array of strings (`static let keys:
  /// [LocalizedStringKey] = [ … ]`), for `ForEach(Self.keys)` and `Strings.keys[i]` (A23-11).
  private var arrays: [String: [String: StringArrayLiteral]] = [:]
  /// The most members read through in one path (`a.b.c.title`: 3), so a path of a type that
  /// holds itself (`node.next.next…`) ends.
  static let maximumMemberSteps = 8

  public init() {}

  /// Whether a file might declare such a property, a typed member or a constant array (a byte
  /// search before lexing).
  static func mightDeclare(_ bytes: [UInt8]) -> Bool {
    bytes.containsSequence(Array(": String".utf8)) || bytes.containsSequence(Array(": LocalizedString".utf8))
      || bytes.containsSequence(Array("typealias".utf8)) || bytes.containsSequence(Array("let ".utf8))
      || bytes.containsSequence(Array("var ".utf8))
  }

  /// Adds the computed string properties of one tokenized file.
  mutating func add(_ stream: TokenStream, resolver: StringReferenceResolver) {
    var scopes: [(name: String, close: Int, hasStringRawValues: Bool, filePrivate: Bool)] = []
    let filePrivateNames = Self.filePrivateTypeNames(stream)
    /// Enum name → the raw value of each case, for a `String` enum's `rawValue`.
    var rawValues: [String: [StringReference]] = [:]
    /// Enum name → each case's position among its cases as declared in this file, so the arms of
    /// a `switch self` in a property are read in that order (``returned(in:stream:resolver:literalIsKey:caseOrder:)``).
    var caseOrders: [String: [String: Int]] = [:]
    var position = 0
    while position < stream.count {
      while let last = scopes.last, position > last.close { scopes.removeLast() }
      let token = stream[position]
      if token.kind == .keyword, ["enum", "struct", "class", "extension"].contains(token.text),
        position + 1 < stream.count, stream[position + 1].kind == .identifier
      {
        var nameIndex = position + 1
        while stream.isPunctuation(nameIndex + 1, "."), nameIndex + 2 < stream.count,
          stream[nameIndex + 2].kind == .identifier
        {
          nameIndex += 2
        }
        var open = nameIndex + 1
        while open < stream.count, open < nameIndex + 30, !stream.isPunctuation(open, "{") { open += 1 }
        if stream.isPunctuation(open, "{"), let close = stream.partner[open] {
          let written = stride(from: position + 1, through: nameIndex, by: 2).map { stream[$0].text }
          let outer = token.text == "extension" ? [] : (scopes.last.map { [$0.name] } ?? [])
          let isStringEnum =
            token.text == "enum" && stream.isPunctuation(nameIndex + 1, ":")
            && stream.isIdentifier(nameIndex + 2, "String")
          // Visible in this file only: declared `private`, nested in such a type, or an
          // extension of a type this file declares `private`.
          let filePrivate =
            token.text == "extension"
            ? filePrivateNames.contains(written[0])
            : (scopes.last?.filePrivate ?? false) || Self.isFilePrivate(declarationAt: position, in: stream)
          scopes.append(((outer + written).joined(separator: "."), close, isStringEnum, filePrivate))
          position = open + 1
          continue
        }
      }
      if token.kind == .keyword, token.text == "typealias", stream.isPunctuation(position + 2, "="),
        position + 3 < stream.count, stream[position + 1].kind == .identifier,
        stream[position + 3].kind == .identifier
      {
        var end = position + 4
        while stream.isPunctuation(end, "."), end + 1 < stream.count, stream[end + 1].kind == .identifier {
          end += 2
        }
        // Only a plain type name (`LongName`, `A.B`), not a generic or function type.
        if !stream.isPunctuation(end, "<"), !stream.isPunctuation(end, "("), !stream.isPunctuation(end, "&") {
          let target = stride(from: position + 3, to: end, by: 2).map { stream[$0].text }.joined(
            separator: ".")
          let name = ((scopes.last.map { [$0.name] } ?? []) + [stream[position + 1].text]).joined(
            separator: ".")
          aliases[name] = aliases[name] ?? target
        }
      }
      if token.kind == .keyword, token.text == "case", let scope = scopes.last {
        // `case a(Type), b(label: Type)`, `case a = "raw", b`: each entry of the list.
        var entry = position + 1
        while entry < stream.count, stream[entry].kind == .identifier {
          let caseName = stream[entry].text
          if caseOrders[scope.name]?[caseName] == nil {
            caseOrders[scope.name, default: [:]][caseName] = caseOrders[scope.name]?.count ?? 0
          }
          var next = entry + 1
          if stream.isPunctuation(next, "("), let close = stream.partner[next] {
            if let written = Self.payloadType(in: next + 1..<close, stream: stream) {
              casePayloads[caseName] = CasePayload(
                type: written, context: scope.name.split(separator: ".").map(String.init), file: stream.file)
            }
            next = close + 1
          }
          if scope.hasStringRawValues {
            var raw: StringReference = .key(caseName, table: nil)
            if stream.isPunctuation(next, "="), next + 1 < stream.count {
              raw =
                stream[next + 1].literal?.plainText.map { .key($0, table: nil) } ?? .unresolved("raw value")
              next += 2
            }
            rawValues[scope.name, default: []].append(raw)
          }
          guard stream.isPunctuation(next, ",") else { break }
          entry = next + 1
        }
      }
      if token.kind == .keyword, token.text == "var" || token.text == "let", let scope = scopes.last,
        position + 3 < stream.count, stream[position + 1].kind == .identifier
      {
        let key = scope.filePrivate ? Self.fileKey(scope.name, file: stream.file) : scope.name
        let name = stream[position + 1].text
        if let array = stream.declaredNames.stringArray(declaredAt: position + 1) {
          arrays[key, default: [:]][name] = arrays[key]?[name] ?? array
          noteType(scope.name, filePrivate: scope.filePrivate, file: stream.file)
        } else if stream.isPunctuation(position + 2, ":"),
          let written = Self.payloadType(in: position + 3..<stream.count, stream: stream),
          !["String", "LocalizedStringKey", "LocalizedStringResource"].contains(written)
        {
          // `let kind: Kind`: the member's type, qualified where it is read.
          memberTypes[key, default: [:]][name] =
            memberTypes[key]?[name]
            ?? CasePayload(
              type: written, context: scope.name.split(separator: ".").map(String.init), file: stream.file)
          noteType(scope.name, filePrivate: scope.filePrivate, file: stream.file)
        } else if stream.isPunctuation(position + 2, ":"), stream.isPunctuation(position + 3, "["),
          let element = Self.collectionElement(at: position + 4, stream: stream, enclosing: scope.name)
        {
          // `static var visible: [Kind]`, `static let ordered: [Self]`: the type of its elements,
          // for `ForEach(Kind.visible) { kind in Text(kind.title) }` (the fifty-ninth attack's A59-1).
          elementTypes[key, default: [:]][name] =
            elementTypes[key]?[name]
            ?? CasePayload(
              type: element, context: scope.name.split(separator: ".").map(String.init), file: stream.file)
          noteType(scope.name, filePrivate: scope.filePrivate, file: stream.file)
        }
      }
      if token.kind == .keyword, token.text == "var" || token.text == "let", let scope = scopes.last,
        position + 4 < stream.count,
        stream[position + 1].kind == .identifier, stream.isPunctuation(position + 2, ":"),
        let typeName = Optional(stream[position + 3].text),
        ["String", "LocalizedStringKey", "LocalizedStringResource"].contains(typeName)
      {
        /// Adds the property's references to the index, with each case's when known
        /// (``Returned/byCase``): only for a property declared once.
        func record(_ references: [StringReference], byCase: CaseTexts? = nil) {
          guard !references.isEmpty else { return }
          let name = stream[position + 1].text
          let key = scope.filePrivate ? Self.fileKey(scope.name, file: stream.file) : scope.name
          caseTexts[key, default: [:]][name] = properties[key]?[name] == nil ? byCase : nil
          let added = references.filter {
            known[key, default: [:]][name, default: []].insert($0).inserted
          }
          properties[key, default: [:]][name, default: []] += added
          noteType(scope.name, filePrivate: scope.filePrivate, file: stream.file)
        }
        var open = position + 4
        if stream.isPunctuation(open, "?") || stream.isPunctuation(open, "!") { open += 1 }
        if token.text == "var", stream.isPunctuation(open, "{"), let close = stream.partner[open] {
          var returned = Self.returned(
            in: open + 1..<close, stream: stream, resolver: resolver, literalIsKey: typeName != "String",
            caseOrder: caseOrders[scope.name])
          if let raw = rawValues[scope.name], !raw.contains(.unresolved("raw value")) {
            let literalIsKey = typeName != "String"
            returned.references = Self.replacingRawValue(
              returned.references, with: raw, literalIsKey: literalIsKey)
            // Each case's `rawValue` is its own raw value: a group's, those of its cases.
            if var byCase = returned.byCase, byCase.caseGroups.count == raw.count {
              var raws = [[StringReference]](repeating: [], count: byCase.groups.count)
              for (index, group) in byCase.caseGroups.enumerated() { raws[group].append(raw[index]) }
              byCase.groups = zip(byCase.groups, raws).map {
                Self.replacingRawValue($0.0, with: $0.1, literalIsKey: literalIsKey)
              }
              returned.byCase = byCase
            } else {
              returned.byCase = nil
            }
          }
          record(returned.references, byCase: returned.byCase)
          position = close + 1
          continue
        }
        // A constant with a literal (`static let title: LocalizedStringKey = "k"`, A21-14): its
        // one string, when nothing follows the literal on its line. A `var`'s literal is only
        // its first value.
        if token.text == "let", stream.isPunctuation(open, "="), open + 1 < stream.count,
          let literal = stream[open + 1].literal,
          let text = literal.plainText,
          open + 2 >= stream.count || stream[open + 2].line != stream[open + 1].line
            || stream.isPunctuation(open + 2, ";") || stream.isPunctuation(open + 2, "}")
        {
          record([typeName == "String" ? .verbatim(text) : .key(text, table: nil)])
          position = open + 2
          continue
        }
      }
      position += 1
    }
  }

  /// Makes the type `name` (qualified) findable by its last name, in its file only when it is
  /// `private`.
  private mutating func noteType(_ name: String, filePrivate: Bool, file: String) {
    let last = name.split(separator: ".").last.map(String.init) ?? name
    if filePrivate {
      fileByLastName[file, default: [:]][last, default: []].insert(name)
    } else {
      byLastName[last, default: []].insert(name)
    }
  }

  /// Whether the modifiers before the `enum`/`struct`/`class` at `keyword` include `private`
  /// or `fileprivate` (attributes such as `@MainActor` and other modifiers may stand between).
  static func isFilePrivate(declarationAt keyword: Int, in stream: TokenStream) -> Bool {
    var position = keyword - 1
    while position >= 0, keyword - position <= 8 {
      let token = stream[position]
      if token.kind == .keyword, token.text == "private" || token.text == "fileprivate" { return true }
      let isModifier =
        (token.kind == .keyword
          && ["public", "internal", "package", "nonisolated", "final", "indirect", "open"].contains(
            token.text))
        || (token.kind == .identifier && position > 0 && stream.isPunctuation(position - 1, "@"))
        || token.isPunctuation("@")
      guard isModifier else { return false }
      position -= 1
    }
    return false
  }

  /// The first names of the types the file declares `private` or `fileprivate`, at any depth,
  /// so an extension of one (before or after it) is read as that file's type.
  static func filePrivateTypeNames(_ stream: TokenStream) -> Set<String> {
    var names = Set<String>()
    for position in 0..<stream.count where stream[position].kind == .keyword {
      guard ["enum", "struct", "class"].contains(stream[position].text), position + 1 < stream.count,
        stream[position + 1].kind == .identifier, isFilePrivate(declarationAt: position, in: stream)
      else { continue }
      names.insert(stream[position + 1].text)
    }
    return names
  }

  /// The written type of a case's first associated value (`Type`, `A.B`, `label: Type`).
  static func payloadType(in range: Range<Int>, stream: TokenStream) -> String? {
    var type = range.lowerBound
    if stream.isPunctuation(type + 1, ":"), type + 2 < range.upperBound { type += 2 }
    guard type < range.upperBound, stream[type].kind == .identifier,
      stream[type].text.first?.isUppercase == true
    else { return nil }
    var names = [stream[type].text]
    while type + 2 < range.upperBound, stream.isPunctuation(type + 1, "."),
      stream[type + 2].kind == .identifier
    {
      type += 2
      names.append(stream[type].text)
    }
    return names.joined(separator: ".")
  }

  /// `rawValue` of a `String` enum read as its cases' raw values (A20-28): a key argument
  /// (`LocalizedStringKey(rawValue)`) gives keys, a bare `rawValue` gives keys or text as the
  /// property's type takes them.
  static func replacingRawValue(
    _ references: [StringReference], with raw: [StringReference], literalIsKey: Bool
  )
    -> [StringReference]
  {
    var result: [StringReference] = []
    var seen = Set<StringReference>()
    for reference in references {
      var replaced = [reference]
      if case .unresolved(let reason) = reference {
        if reason == "computed key: rawValue" || reason == "computed key: self.rawValue" {
          replaced = raw
        } else if reason == "computed: rawValue" || reason == "computed: self.rawValue" {
          replaced = raw.map {
            guard !literalIsKey, case .key(let text, _) = $0 else { return $0 }
            return .verbatim(text)
          }
        }
      }
      for item in replaced where seen.insert(item).inserted { result.append(item) }
    }
    return result
  }

  /// What a computed property's body can return (``GetterYields``), and which of it each case
  /// of the enum the property is declared in returns.
  struct Returned {
    /// Every text, in the order a row part takes them, without repeats.
    var references: [StringReference]
    /// The texts each case of the enum shows, when the body is one `switch self` whose every arm
    /// names cases of the enum or is `default:` (``CaseChoices``); `nil` otherwise.
    var byCase: CaseTexts?
  }

  /// The texts each case of an enum shows, as groups: the cases of one arm (a `default:` standing
  /// for thousands) share one group, so the texts are held once, not once per case.
  struct CaseTexts {
    /// Each group's texts, without repeats.
    var groups: [[StringReference]]
    /// For each case, in declaration order, its group.
    var caseGroups: [Int]
  }

  /// What a computed property's body can return.
  ///
  /// - Parameter caseOrder: The position of each case of the enum the property is declared in,
  ///   as declared. When every arm of the body's `switch self` names one case (`case .b: return
  ///   "k.b"`) of those, the arms are read in the cases' order, whatever the arms' order: two
  ///   properties of one element (`e.title`, `e.detail`) are paired by position (``ChoiceOrigin``),
  ///   and arms written in another order paired one case's title with another's detail (the
  ///   fifty-ninth attack's A59-4). When the arms name the cases otherwise (`case .a, .c:`,
  ///   `default:`), each case's texts are kept (``Returned/byCase``), so the properties are paired
  ///   by case (the sixty-second attack's A62-5 paired them by written position).
  static func returned(
    in body: Range<Int>, stream: TokenStream, resolver: StringReferenceResolver, literalIsKey: Bool,
    caseOrder: [String: Int]? = nil
  ) -> Returned {
    /// The references of `expressions`, without `nil` (a `return nil` shows no text).
    func resolved(_ expressions: [Range<Int>]) -> [StringReference] {
      expressions.flatMap { resolver.resolveAll($0, in: stream, literalIsKey: literalIsKey) }.filter {
        if case .unresolved(let reason) = $0, reason == "computed: nil" { false } else { true }
      }
    }
    /// `references` in order, without repeats.
    func distinct(_ references: [StringReference]) -> [StringReference] {
      var seen = Set<StringReference>()
      return references.filter { seen.insert($0).inserted }
    }
    guard let arms = GetterYields.selfSwitchArms(body, stream: stream) else {
      return Returned(references: distinct(resolved(GetterYields.expressions(in: body, stream: stream))))
    }
    var texts = arms.map { resolved(GetterYields.expressions(in: $0.body, stream: stream)) }
    guard let caseOrder,
      arms.allSatisfy({ $0.isDefault || ($0.namesCases && $0.cases.allSatisfy { caseOrder[$0] != nil }) })
    else { return Returned(references: distinct(texts.flatMap { $0 })) }
    // Each case's arms: those naming it, else the `default:` arms; one group per set of arms.
    var caseArms = [[Int]](repeating: [], count: caseOrder.count)
    for (index, arm) in arms.enumerated() {
      for name in arm.cases where caseArms[caseOrder[name]!].last != index {
        caseArms[caseOrder[name]!].append(index)
      }
    }
    let defaults = arms.indices.filter { arms[$0].isDefault }
    var groupOfArms: [[Int]: Int] = [:]
    var byCase = CaseTexts(groups: [], caseGroups: [])
    for armsOfCase in caseArms {
      let chosen = armsOfCase.isEmpty ? defaults : armsOfCase
      if let group = groupOfArms[chosen] {
        byCase.caseGroups.append(group)
      } else {
        groupOfArms[chosen] = byCase.groups.count
        byCase.caseGroups.append(byCase.groups.count)
        byCase.groups.append(distinct(chosen.flatMap { texts[$0] }))
      }
    }
    if arms.allSatisfy({ !$0.isDefault && $0.cases.count == 1 }) {
      texts = zip(arms, texts).sorted { caseOrder[$0.0.cases[0]]! < caseOrder[$1.0.cases[0]]! }.map(\.1)
    }
    return Returned(references: distinct(texts.flatMap { $0 }), byCase: byCase)
  }

  /// The indexed type a written type name means where it is written, in `file`: inside the
  /// types `context` (outermost first), `Row` is the innermost `context…Row` indexed (at each
  /// level the file's own `private` type first), then `Row` at the top level; else the one
  /// indexed type whose name ends in `.Row` (none when several do), among the file's `private`
  /// types first, then the types visible in the module. Another file's `private` type is never
  /// the answer (A21-4).
  public func qualifiedType(_ written: String, context: [String], file: String? = nil) -> String? {
    var written = written
    // `Self.Inner`, `Self`: the enclosing type's (A21-14).
    if written == "Self" {
      written = context.last ?? written
    } else if written.hasPrefix("Self.") {
      written.removeFirst(5)
    }
    if let found = declaredType(written, context: context, file: file) { return found }
    // `typealias Short = LongName`: the aliased type, looked up where the alias is used.
    var target = written
    for _ in 0..<Self.maximumAliasSteps {
      var parts = target.split(separator: ".", maxSplits: 1).map(String.init)
      guard let first = parts.first else { return nil }
      // The alias the first name is, declared in a type around the use or at the top level.
      guard
        let aliased = stride(from: context.count, through: 0, by: -1).lazy.compactMap({
          aliases[(context[..<$0] + [first]).joined(separator: ".")]
        }).first
      else { return nil }
      parts[0] = aliased
      target = parts.joined(separator: ".")
      if let found = declaredType(target, context: context, file: file) { return found }
    }
    return nil
  }

  /// ``qualifiedType(_:context:file:)`` without aliases and `Self`.
  private func declaredType(_ written: String, context: [String], file: String?) -> String? {
    for count in stride(from: context.count, through: 0, by: -1) {
      let candidate = (context[..<count] + [written]).joined(separator: ".")
      if let file, isIndexed(Self.fileKey(candidate, file: file)) {
        return Self.fileKey(candidate, file: file)
      }
      if isIndexed(candidate) { return candidate }
    }
    let last = written.split(separator: ".").last.map(String.init) ?? written
    func ending(_ names: Set<String>?) -> [String] {
      (names ?? []).filter { $0 == written || $0.hasSuffix("." + written) }
    }
    /// The one name among `names`; of several, the one type with string properties (the types
    /// indexed before member types and arrays were, so a name they made ambiguous reads as before).
    func single(_ names: [String], key: (String) -> String) -> String? {
      if names.count == 1 { return names[0] }
      let withStrings = names.filter { properties[key($0)] != nil }
      return withStrings.count == 1 ? withStrings[0] : nil
    }
    if let file {
      let own = ending(fileByLastName[file]?[last])
      if !own.isEmpty {
        return single(own, key: { Self.fileKey($0, file: file) }).map { Self.fileKey($0, file: file) }
      }
    }
    return single(ending(byLastName[last]), key: { $0 })
  }

  /// Whether the (qualified or file) type name has a member in any index.
  private func isIndexed(_ type: String) -> Bool {
    properties[type] != nil || memberTypes[type] != nil || arrays[type] != nil
  }

  /// The references of `type.property`.
  public func lookup(type: String, property: String) -> [StringReference]? {
    properties[type]?[property]
  }

  /// The indexed type of member `member` of `type` (`Item.kind` → `Kind`).
  func memberType(of type: String, member: String) -> String? {
    memberTypes[type]?[member].flatMap(qualifiedType(of:))
  }

  /// The indexed type of the elements of `type.member`, a member declared as an array of a
  /// written type (`static var visible: [Kind]`).
  func elementType(of type: String, member: String) -> String? {
    elementTypes[type]?[member].flatMap(qualifiedType(of:))
  }

  /// The element type written in `[Type]` from `start` (after the `[`): `Kind`, `A.B`, or the
  /// enclosing type for `Self`; `nil` for anything else (`[String: Int]`, `[[Kind]]`, `[Kind?]`).
  static func collectionElement(at start: Int, stream: TokenStream, enclosing: String) -> String? {
    guard start < stream.count else { return nil }
    if stream[start].kind == .keyword, stream[start].text == "Self", stream.isPunctuation(start + 1, "]") {
      return enclosing
    }
    guard let written = payloadType(in: start..<stream.count, stream: stream) else { return nil }
    let tokens = 2 * written.split(separator: ".").count - 1
    return stream.isPunctuation(start + tokens, "]") ? written : nil
  }

  /// The constant array of strings `type.member`.
  func array(of type: String, member: String) -> StringArrayLiteral? {
    arrays[type]?[member]
  }

  /// The indexed type a written type means where it was written (a member's, an enum case's
  /// associated value's).
  func qualifiedType(of written: CasePayload) -> String? {
    qualifiedType(written.type, context: written.context, file: written.file)
  }

  /// A computed property of a type: `SettingsEntry.title`.
  struct Name: Hashable {
    var type: String
    var property: String
  }

  /// Each property's references as a row part takes them: the first, and the rest as its
  /// alternatives. Made once (``shareAlternatives()``), so every row that shows the property
  /// holds the same list (one array, shared), not a copy of its own: a thousand rows showing a
  /// property of a thousand cases hold one list of a thousand, not a million references.
  private var parts: [Name: TextChoices] = [:]

  /// Splits every property's references once, for ``part(_:)``; after the last file is added.
  mutating func shareAlternatives() {
    parts.removeAll()
    for (type, byProperty) in properties {
      for (property, references) in byProperty {
        var choices = TextChoices(
          first: references.first ?? .unresolved("empty expression"),
          alternatives: Array(references.dropFirst()))
        choices.caseChoices = caseTexts[type]?[property].flatMap {
          CaseChoices(groups: $0.groups, caseGroups: $0.caseGroups, among: references)
        }
        parts[Name(type: type, property: property)] = choices
      }
    }
  }

  /// The first reference of `name` and the others, shared by every caller (see
  /// ``shareAlternatives()``); `nil` for a property not indexed.
  func part(_ name: Name) -> TextChoices? {
    parts[name]
  }
}
