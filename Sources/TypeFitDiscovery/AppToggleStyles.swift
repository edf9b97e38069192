/// The app's own toggle styles, across files, each with where it is declared (the twenty-third
/// attack's A23-16): a type conforming to `ToggleStyle` (`struct CheckStyle: ToggleStyle`, or
/// `extension CheckStyle: ToggleStyle`), and a static member of `extension ToggleStyle where
/// Self == CheckStyle` that makes one (`static var check: CheckStyle { … }`), used as
/// `.toggleStyle(.check)`.
///
/// Such a style draws the toggle in its `makeBody(configuration:)`, which discovery does not
/// lay out: the row keeps the stock switch's size, and the note on the `.toggleStyle(…)` names
/// the style and its declaration, so the reader knows which drawing was not measured. When two
/// files declare one name, the first read is named.
struct AppToggleStyles: Sendable {
  /// Where a style is declared: its type's name, file and line.
  struct Declaration: Sendable, Equatable {
    var name: String
    var file: String
    var line: Int

    /// `CheckStyle (Styles.swift:3)`: the name and the file's last path component.
    var place: String {
      let base = file.split(separator: "/").last.map(String.init) ?? file
      return "\(name) (\(base):\(line))"
    }
  }

  private var types: [String: Declaration] = [:]
  /// Static members of `extension ToggleStyle where Self == T` → `T`, and where each is declared.
  private var members: [String: Declaration] = [:]

  init() {}

  /// Whether a file may declare a toggle style (a byte search before it is lexed).
  static func mightDeclare(_ bytes: [UInt8]) -> Bool {
    bytes.containsSequence(Array("ToggleStyle".utf8))
  }

  /// Indexes the styles `stream` declares.
  mutating func add(_ stream: TokenStream) {
    var position = 0
    while position + 1 < stream.count {
      let token = stream[position]
      guard token.kind == .keyword, ["struct", "class", "enum", "extension"].contains(token.text),
        stream[position + 1].kind == .identifier
      else {
        position += 1
        continue
      }
      // The clause up to the body's `{`: `Name: A, ToggleStyle` or `ToggleStyle where Self == T`.
      var open = position + 2
      while open < stream.count, open < position + 60, !stream.isPunctuation(open, "{") { open += 1 }
      guard stream.isPunctuation(open, "{"), let close = stream.partner[open] else {
        position += 1
        continue
      }
      let name = stream[position + 1].text
      let location = stream.location(position + 1)
      if name == "ToggleStyle", token.text == "extension" {
        // `where Self == CheckStyle`: the last name of the type after `==`.
        let clause = position + 2..<open
        if let equals = clause.first(where: {
          stream.isPunctuation($0, "=") && stream.isPunctuation($0 + 1, "=")
        }),
          let type = (equals + 2..<open).last(where: { stream[$0].kind == .identifier })
        {
          for (member, at) in Self.staticMembers(in: open + 1..<close, stream: stream)
          where members[member] == nil {
            members[member] = Declaration(name: stream[type].text, file: location.file, line: stream[at].line)
          }
        }
      } else if let colon = (position + 2..<open).first(where: { stream.isPunctuation($0, ":") }),
        (colon + 1..<open).contains(where: { stream.isIdentifier($0, "ToggleStyle") }), types[name] == nil
      {
        types[name] = Declaration(name: name, file: location.file, line: location.line)
      }
      position += 2
    }
  }

  /// `static var NAME`, `static let NAME`, `static func NAME` at the top level of a body.
  private static func staticMembers(in body: Range<Int>, stream: TokenStream) -> [(String, Int)] {
    var found: [(String, Int)] = []
    var position = body.lowerBound
    while position + 2 < body.upperBound {
      if let close = stream.closingPartner(ofOpeningAt: position, before: body.upperBound) {
        position = close + 1
        continue
      }
      if stream[position].isKeywordToken("static"),
        ["var", "let", "func"].contains(stream[position + 1].text), stream[position + 2].kind == .identifier
      {
        found.append((stream[position + 2].text, position + 2))
      }
      position += 1
    }
    return found
  }

  /// The app's style one `.toggleStyle(…)` branch names: `CheckStyle()`, `CheckStyle(size: 2)`,
  /// `CheckStyle.init()`, `.check`, `.check()`, `.check(tint: .red)`; `nil` for another.
  func style(ofBranch range: Range<Int>, in stream: TokenStream) -> Declaration? {
    guard !range.isEmpty else { return nil }
    let first = range.lowerBound
    if stream.isPunctuation(first, "."), first + 1 < range.upperBound, stream[first + 1].kind == .identifier {
      // The type's own declaration, where its `makeBody` is, when the app declares it.
      return members[stream[first + 1].text].map { types[$0.name] ?? $0 }
    }
    guard stream[first].kind == .identifier else { return nil }
    return types[stream[first].text]
  }
}
