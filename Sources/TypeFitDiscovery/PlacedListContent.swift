import TypeFitLocalization

/// The rows of views a list places by name and another file declares (the twenty-first
/// attack's A21-25): a `struct NotificationsSection: View` whose `body` is a `Section { … }`,
/// and a view member (`@ViewBuilder var generalRows: some View`) of an extension, in another
/// file, of a type the list's file declares.
///
/// ```swift
/// // SettingsView.swift: Form { NotificationsSection(); Section { generalRows } }.lineLimit(1)
/// // NotificationsSection.swift: struct NotificationsSection: View {
/// //   var body: some View { Section("k") { Toggle("push", isOn: $on) } } }
/// // General.swift: extension SettingsView { @ViewBuilder var generalRows: some View { … } }
/// ```
///
/// Their bodies are read as the list's content, with what the list sets in the environment
/// (the first placement's, when several lists place one), in the declaring file: each row is
/// at its place there. A type is followed only when its body's root is a `Section` (through
/// `if`, `Group` or `ForEach`): a row view (`AccountRow`) is a view the model does not measure,
/// as in the file placing it. Several declarations of a name are chosen between by module
/// (``ModuleFolders``); an ambiguous name is not followed. Following goes ``maximumDepth``
/// levels deep (a section placing another file's section), each declaration once (no cycles).
struct PlacedListContent {
  /// How many levels of placed views are followed: 4 (a list, its section views, the views
  /// they place, and one more).
  static let maximumDepth = 4

  let sources: [(path: String, bytes: [UInt8])]
  /// Sources not to read (nested too deep: reported where they were first read).
  let skipped: Set<Int>
  let resolver: StringReferenceResolver
  let components: [String: RowComponentMapping]
  let fonts: FontMemberIndex

  /// What one file declares that a list elsewhere may place.
  private struct Declarations {
    let stream: TokenStream
    /// Each `struct`'s `body` (first declaration of a name wins).
    var typeBodies: [String: Range<Int>] = [:]
    /// Each type or extension's view members by type name, then member name.
    var members: [String: [String: Range<Int>]] = [:]
    /// The names of the types the file declares or extends at its top level.
    var typeNames: Set<String> = []
  }

  /// A placement waiting to be followed: the file placing it and the types that file declares.
  private struct Pending {
    var user: Int
    var userTypes: Set<String>
    var placement: ListPlacement
  }

  /// The rows found and the findings on them, new positions only (`known` holds
  /// `file\u{0}line:column` of every row found before; it gets the new rows' too).
  /// `optionLists` are the run's `Picker` option lists (``PickerOptionLists``).
  func rows(
    placements: [(user: Int, userTypes: Set<String>, placements: [ListPlacement])],
    known: inout Set<ExactText>, optionLists: inout PickerOptionLists
  ) -> (rows: [SourceRow], findings: [SourceFinding]) {
    var pending = placements.flatMap { entry in
      entry.placements.map { Pending(user: entry.user, userTypes: entry.userTypes, placement: $0) }
    }
    let modules = ModuleFolders(paths: sources.map(\.path))
    var indexed: [Int: Declarations] = [:]
    // Who declares each name, filled as files are read: type name → (file, body); member name →
    // (file, owning type, body).
    var typeDeclarers: [String: [(file: Int, body: Range<Int>)]] = [:]
    var memberDeclarers: [String: [(file: Int, owner: String, body: Range<Int>)]] = [:]
    var followed = Set<ExactText>()
    var typeChoosers: [String: (count: Int, declarers: ModuleFolders.Declarers)] = [:]
    var rows: [SourceRow] = []
    var findings: [SourceFinding] = []
    for _ in 0..<Self.maximumDepth where !pending.isEmpty {
      for file in index(for: pending, into: &indexed) {
        guard let declarations = indexed[file] else { continue }
        for (name, body) in declarations.typeBodies { typeDeclarers[name, default: []].append((file, body)) }
        for (owner, members) in declarations.members {
          for (member, body) in members { memberDeclarers[member, default: []].append((file, owner, body)) }
        }
      }
      var seeds: [Int: [(range: Range<Int>, environment: TextModifiers, screen: TextModifiers)]] = [:]
      for item in pending {
        let name = item.placement.name
        let candidates: [(file: Int, body: Range<Int>)] =
          item.placement.isMember
          ? (memberDeclarers[name] ?? []).filter { item.userTypes.contains($0.owner) }.map {
            ($0.file, $0.body)
          }
          : typeDeclarers[name] ?? []
        // The declaring files indexed once per type name and count (``ModuleFolders/Declarers``),
        // so many lists using one name do not compare every declaration again (A21-6's class).
        let declarers: ModuleFolders.Declarers
        if !item.placement.isMember, let cached = typeChoosers[name], cached.count == candidates.count {
          declarers = cached.declarers
        } else {
          declarers = modules.declarers(candidates.map { (sources[$0.file].path, false) })
          if !item.placement.isMember { typeChoosers[name] = (candidates.count, declarers) }
        }
        guard let chosenPath = declarers.declaration(usedIn: sources[item.user].path),
          let chosen = candidates.first(where: { sources[$0.file].path == chosenPath }),
          let declarations = indexed[chosen.file],
          item.placement.isMember || Self.isSectionRoot(chosen.body, in: declarations.stream),
          followed.insert(ExactText("\(name)\u{0}\(chosen.file)")).inserted
        else { continue }
        seeds[chosen.file, default: []].append(
          (chosen.body, item.placement.environment, item.placement.screen))
      }
      pending = []
      for (file, list) in seeds.sorted(by: { $0.key < $1.key }) {
        guard let declarations = indexed[file] else { continue }
        var recognizer = SwiftUIRowRecognizer(
          stream: declarations.stream, resolver: resolver, components: components)
        swap(&optionLists, &recognizer.optionLists)
        let found = LocalizedStringKeyTexts.marked(
          recognizer.recognize(listContent: list), in: declarations.stream)
        swap(&optionLists, &recognizer.optionLists)
        let new = found.filter {
          known.insert(ExactText("\($0.location.file)\u{0}\($0.location.line):\($0.location.column)"))
            .inserted
        }
        rows += new
        findings += SourceRuleScanner(
          stream: declarations.stream, rows: new, listViews: recognizer.listViews, scansUIKit: false,
          fonts: fonts, toggleStyles: resolver.toggleStyles
        ).scan()
        pending += recognizer.placements.map {
          Pending(user: file, userTypes: declarations.typeNames, placement: $0)
        }
      }
    }
    return (rows, findings)
  }

  /// Reads the files that may declare what `pending` places (`struct Name`, or `extension T` /
  /// `struct T` of a type the placing file declares, found by a byte scan), once each; returns
  /// those read now.
  private func index(for pending: [Pending], into indexed: inout [Int: Declarations]) -> [Int] {
    var read: [Int] = []
    let types = Set(pending.lazy.filter { !$0.placement.isMember }.map(\.placement.name))
    let owners = Set(pending.lazy.filter(\.placement.isMember).flatMap(\.userTypes))
    for (index, source) in sources.enumerated() where indexed[index] == nil && !skipped.contains(index) {
      guard
        !RowViewBodies.declared(in: source.bytes, names: types.union(owners), all: false).isEmpty
          || !RowViewBodies.declared(in: source.bytes, names: owners, all: false, keyword: "extension")
            .isEmpty
      else { continue }
      let stream = TokenStream(
        file: source.path,
        tokens: ShippedCode.tokens(SwiftLexer.tokenize(source.bytes, file: source.path).tokens))
      guard stream.firstTooDeep == nil else { continue }
      indexed[index] = Self.declarations(in: stream)
      read.append(index)
    }
    return read
  }

  /// The top-level types and extensions of a file, their bodies and view members.
  private static func declarations(in stream: TokenStream) -> Declarations {
    var result = Declarations(stream: stream)
    var position = 0
    while position + 1 < stream.count {
      let token = stream[position]
      guard token.kind == .keyword, ["struct", "extension", "class", "enum", "actor"].contains(token.text),
        stream[position + 1].kind == .identifier,
        let open = RowViewBodies.firstBrace(after: position + 2, in: stream, limit: 80),
        let close = stream.partner[open]
      else {
        if stream.isPunctuation(position, "{"), let close = stream.partner[position] {
          // A function or other block at the top level: nothing in it is a type's member.
          position = close + 1
          continue
        }
        position += 1
        continue
      }
      let name = stream[position + 1].text
      result.typeNames.insert(name)
      if token.text == "struct", result.typeBodies[name] == nil,
        let body = RowViewBodies.body(in: open + 1..<close, stream: stream)
      {
        result.typeBodies[name] = body
      }
      for (member, body) in ViewDeclarationIndex(stream, in: open + 1..<close).bodies
      where result.members[name]?[member] == nil {
        result.members[name, default: [:]][member] = body
      }
      position = close + 1
    }
    return result
  }

  /// The names of the types a file declares or extends (`struct V`, `extension V`), anywhere.
  static func typeNames(in stream: TokenStream) -> Set<String> {
    var names = Set<String>()
    for position in 0..<max(0, stream.count - 1) where stream[position].kind == .keyword {
      if ["struct", "extension", "class", "enum", "actor"].contains(stream[position].text),
        stream[position + 1].kind == .identifier
      {
        names.insert(stream[position + 1].text)
      }
    }
    return names
  }

  /// Whether a body builds a `Section` at its root, through `if`/`switch` branches and a
  /// `Group` or `ForEach` around it (two levels).
  static func isSectionRoot(_ body: Range<Int>, in stream: TokenStream, depth: Int = 0) -> Bool {
    for root in RowViewBodies.rootCalls(in: body, stream: stream) {
      let name = stream[root].text
      if name == "Section" { return true }
      if depth < 2, name == "Group" || name == "ForEach", let call = CallSyntax.parse(at: root, in: stream),
        let closure = call.closure(nil), isSectionRoot(closure.range, in: stream, depth: depth + 1)
      {
        return true
      }
    }
    return false
  }
}
