/// The strings that computed `String` properties of the app's own types return, across files:
/// `var title: String { switch self { case .general: return L10n.Scene.Settings.general … } }`
/// gives `SettingsEntry.title` → its keys, so `cell.textLabel?.text = entry.title` can be
/// followed when `entry` is declared `entry: SettingsEntry` in the same file.
///
/// Every `return` expression, switch-expression branch and single-expression body is resolved;
/// the property then stands for all of them (the first is the part, the rest its alternatives).
/// Types are indexed by their own (innermost) name, so `GeneralSetting.Appearance` is
/// `Appearance`; two types with one name merge their properties.
public struct TypeMemberStrings: Sendable {
  /// Type name → property name → the references its body returns, in source order, deduplicated.
  public private(set) var properties: [String: [String: [StringReference]]] = [:]
  /// Enum case name → the type of its first associated value (`case askBefore(AskBefore)`), so a
  /// value bound by `case let .askBefore(value)` has a known type.
  public private(set) var casePayloads: [String: String] = [:]
  /// The references in ``properties``, as sets, so a property declared again (in another
  /// extension, or by another type of the same name) adds its new references in time linear in
  /// them, not in all those kept before.
  private var known: [String: [String: Set<StringReference>]] = [:]

  public init() {}

  /// Whether a file might declare such a property (a byte search before lexing).
  static func mightDeclare(_ bytes: [UInt8]) -> Bool {
    bytes.containsSequence(Array(": String".utf8)) || bytes.containsSequence(Array(": LocalizedString".utf8))
  }

  /// Adds the computed string properties of one tokenized file.
  mutating func add(_ stream: TokenStream, resolver: StringReferenceResolver) {
    var scopes: [(name: String, close: Int)] = []
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
          scopes.append((stream[nameIndex].text, close))
          position = open + 1
          continue
        }
      }
      if token.kind == .keyword, token.text == "case", !scopes.isEmpty, position + 3 < stream.count,
        stream[position + 1].kind == .identifier, stream.isPunctuation(position + 2, "("),
        stream[position + 3].kind == .identifier
      {
        // `case name(Type)` or `case name(label: Type)`
        var type = position + 3
        if stream.isPunctuation(type + 1, ":"), type + 2 < stream.count, stream[type + 2].kind == .identifier
        {
          type += 2
        }
        while type + 2 < stream.count, stream.isPunctuation(type + 1, "."),
          stream[type + 2].kind == .identifier
        {
          type += 2
        }
        if stream[type].text.first?.isUppercase == true {
          casePayloads[stream[position + 1].text] = stream[type].text
        }
      }
      if token.kind == .keyword, token.text == "var", let scope = scopes.last, position + 4 < stream.count,
        stream[position + 1].kind == .identifier, stream.isPunctuation(position + 2, ":"),
        let typeName = Optional(stream[position + 3].text),
        ["String", "LocalizedStringKey", "LocalizedStringResource"].contains(typeName)
      {
        var open = position + 4
        if stream.isPunctuation(open, "?") || stream.isPunctuation(open, "!") { open += 1 }
        if stream.isPunctuation(open, "{"), let close = stream.partner[open] {
          let references = Self.returned(
            in: open + 1..<close, stream: stream, resolver: resolver, literalIsKey: typeName != "String")
          if !references.isEmpty {
            let name = stream[position + 1].text
            let added = references.filter {
              known[scope.name, default: [:]][name, default: []].insert($0).inserted
            }
            properties[scope.name, default: [:]][name, default: []] += added
          }
          position = close + 1
          continue
        }
      }
      position += 1
    }
  }

  /// What a computed property's body can return.
  static func returned(
    in body: Range<Int>, stream: TokenStream, resolver: StringReferenceResolver, literalIsKey: Bool
  ) -> [StringReference] {
    var expressions: [Range<Int>] = []
    var sawStatement = false
    var position = body.lowerBound
    while position < body.upperBound {
      let token = stream[position]
      if token.kind == .keyword, token.text == "return" {
        sawStatement = true
        let end = stream.expressionEnd(from: position + 1, limit: body.upperBound)
        if end > position + 1 { expressions.append(position + 1..<end) }
        position = max(end, position + 1)
        continue
      }
      if token.kind == .keyword, token.text == "case" || token.text == "default" {
        sawStatement = true
        var colon = position + 1
        while colon < body.upperBound, !stream.isPunctuation(colon, ":") {
          if stream[colon].kind == .punctuation, stream[colon].text == "(", let close = stream.partner[colon]
          {
            colon = close
          }
          colon += 1
        }
        let start = colon + 1
        if start < body.upperBound, !(stream[start].kind == .keyword && stream[start].text == "return") {
          let end = stream.expressionEnd(from: start, limit: body.upperBound)
          if end > start { expressions.append(start..<end) }
          position = max(end, start)
          continue
        }
        position = start
        continue
      }
      if token.kind == .keyword, ["if", "guard", "switch", "let", "var", "for"].contains(token.text) {
        sawStatement = true
      }
      position += 1
    }
    if !sawStatement, !body.isEmpty { expressions = [body] }
    var references: [StringReference] = []
    var seen = Set<StringReference>()
    for expression in expressions {
      for reference in resolver.resolveAll(expression, in: stream, literalIsKey: literalIsKey) {
        if case .unresolved(let reason) = reference, reason == "computed: nil" { continue }
        if seen.insert(reference).inserted { references.append(reference) }
      }
    }
    return references
  }

  /// The references of `type.property`.
  public func lookup(type: String, property: String) -> [StringReference]? {
    properties[type]?[property]
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
  private var parts: [Name: (first: StringReference, alternatives: [StringReference])] = [:]

  /// Splits every property's references once, for ``part(_:)``; after the last file is added.
  mutating func shareAlternatives() {
    parts.removeAll()
    for (type, byProperty) in properties {
      for (property, references) in byProperty {
        parts[Name(type: type, property: property)] = (
          references.first ?? .unresolved("empty expression"), Array(references.dropFirst())
        )
      }
    }
  }

  /// The first reference of `name` and the others, shared by every caller (see
  /// ``shareAlternatives()``); `nil` for a property not indexed.
  func part(_ name: Name) -> (first: StringReference, alternatives: [StringReference])? {
    parts[name]
  }
}
