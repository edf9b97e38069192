import TypeFitInput
import TypeFitLocalization

/// Finds the texts an app gives the system through App Intents, as
/// ``SourceKeyRole/Kind/prose`` roles of their keys: the Shortcuts app, Siri and Spotlight show
/// them in their own layouts, never in a list row of the app, so no row or label rule judges
/// them (the new-user walk of session 44, NU44-3: 41 of Ice Cubes' problems were its shortcuts'
/// titles and dialogs, laid out as list labels).
///
/// Recognised, in a file that imports `AppIntents`:
/// - a declaration of one of ``textTypes`` and what it is set to or returns:
///   `static let title: LocalizedStringResource = "Open on a tab"`,
///   `static var caseDisplayRepresentations: [Self: DisplayRepresentation] = [.a: "A", …]`,
///   `static var typeDisplayName: LocalizedStringResource { "Tab" }`;
/// - a call of one of ``textTypes``: `IntentDialog("…")`, `DisplayRepresentation(title: "…")`;
/// - the ``textArguments`` of `@Parameter(…)`, `AppShortcut(…)` and `.result(…)`:
///   `@Parameter(title: "Selected tab")`, `.result(dialog: "Posted")`.
///
/// Every string literal in those places that is a plain key is kept; an interpolation names
/// no key. An `AppShortcut`'s `phrases` are left: they are looked up in `AppShortcuts.strings`,
/// a table of their own that Siri matches speech against, never drawn.
///
/// ```swift
/// // import AppIntents … static let title: LocalizedStringResource = "Open on a tab" (T.swift, line 3)
/// recognizer.recognize().first?.reason  // "App Intents LocalizedStringResource at T.swift:3"
/// ```
struct AppIntentTextRecognizer {
  let stream: TokenStream
  let resolver: StringReferenceResolver

  /// Whether a file may use App Intents (a byte search before it is lexed).
  static func mightContainIntents(_ bytes: [UInt8]) -> Bool {
    bytes.containsSequence(Array("AppIntents".utf8))
  }

  /// The types whose texts the system shows: a declaration of one, or a call making one.
  static let textTypes: Set<String> = [
    "LocalizedStringResource", "IntentDescription", "IntentDialog", "DisplayRepresentation",
    "TypeDisplayRepresentation",
  ]

  /// The calls whose labelled arguments of ``textArguments`` are texts the system shows.
  static let textArgumentCalls: Set<String> = ["Parameter", "AppShortcut", "result"]

  /// The argument labels of ``textArgumentCalls`` that hold texts.
  static let textArguments: Set<String> = [
    "title", "description", "shortTitle", "dialog", "requestValueDialog", "subtitle",
  ]

  /// The roles of the file's App Intents texts, in source order; none when the file does not
  /// import `AppIntents`.
  func recognize() -> [SourceKeyRole] {
    guard importsAppIntents else { return [] }
    var texts: [SourceKeyRole] = []
    var position = 0
    while position < stream.count {
      defer { position += 1 }
      guard stream[position].kind == .identifier else { continue }
      let name = stream[position].text
      if Self.textTypes.contains(name) {
        let value: Range<Int>?
        if stream.isPunctuation(position + 1, "("), let close = stream.partner[position + 1],
          !stream.isPunctuation(position - 1, ".")
        {
          value = position + 2..<close
        } else {
          value = declaredValue(ofTypeAt: position)
        }
        guard let value else { continue }
        appendLiterals(in: value, what: name, at: position, to: &texts)
        // Each literal once: a value holding more of the types (`DisplayRepresentation(title:
        // DisplayRepresentation(…))`, nested 256 deep) is not read again for each.
        position = max(position, value.upperBound)
      } else if Self.textArgumentCalls.contains(name), stream.isPunctuation(position + 1, "("),
        let close = stream.partner[position + 1]
      {
        for argument in CallSyntax.splitArguments(position + 2..<close, in: stream) {
          guard let label = argument.label, Self.textArguments.contains(label) else { continue }
          // The argument's own texts (`title: "k"`, `c ? "a" : "b"`); a call in it making one of
          // the types (`requestValueDialog: IntentDialog("k")`) is read as such, once, further on.
          let location = stream.location(argument.range.lowerBound)
          let references = resolver.resolveAll(argument.range, in: stream, literalIsKey: true)
          append(references.map { ($0, location) }, what: "\(name) \(label)", at: location, to: &texts)
        }
      }
    }
    return texts
  }

  /// Whether the file has `import AppIntents`.
  private var importsAppIntents: Bool {
    (0..<stream.count).contains {
      stream[$0].kind == .keyword && stream[$0].text == "import" && stream.isIdentifier($0 + 1, "AppIntents")
    }
  }

  /// What a declaration whose type is written at `type` is set to (`= "k"`, `= [ … ]`,
  /// `= T(…)`) or returns (`{ "k" }`): the tokens of that value, or `nil` when `type` is not in
  /// a declaration's type annotation or the value is not one of those.
  private func declaredValue(ofTypeAt type: Int) -> Range<Int>? {
    // `title: LocalizedStringResource`, `[Self: DisplayRepresentation]`.
    guard stream.isPunctuation(type - 1, ":") else { return nil }
    var next = type + 1
    while stream.isPunctuation(next, "]") || stream.isPunctuation(next, "?")
      || stream.isPunctuation(next, "!")
    {
      next += 1
    }
    if stream.isPunctuation(next, "{"), let close = stream.partner[next] { return next + 1..<close }
    guard stream.isPunctuation(next, "="), next + 1 < stream.count else { return nil }
    let value = next + 1
    if stream[value].kind == .string { return value..<value + 1 }
    if stream.isPunctuation(value, "["), let close = stream.partner[value] { return value + 1..<close }
    if stream[value].kind == .identifier, stream.isPunctuation(value + 1, "("),
      let close = stream.partner[value + 1]
    {
      return value + 2..<close
    }
    return nil
  }

  /// Each string literal in `range` that is a plain key, as a prose role.
  private func appendLiterals(
    in range: Range<Int>, what: String, at position: Int, to texts: inout [SourceKeyRole]
  ) {
    let literals = range.compactMap { index -> (StringReference, SourceLocation)? in
      guard let literal = stream[index].literal else { return nil }
      let reference = resolver.literalReference(literal, token: stream[index], literalIsKey: true, table: nil)
      return (reference, stream.location(index))
    }
    append(literals, what: what, at: stream.location(position), to: &texts)
  }

  /// Each of `references` that is a key, as a prose role at its place.
  private func append(
    _ references: [(StringReference, SourceLocation)], what: String, at location: SourceLocation,
    to texts: inout [SourceKeyRole]
  ) {
    let reason = "App Intents \(what) at \(BytePath.lastName(of: location.file)):\(location.line)"
    for (reference, place) in references {
      guard case .key(let key, let table) = reference, !key.isEmpty else { continue }
      texts.append(
        SourceKeyRole(key: key, table: table ?? "Localizable", kind: .prose, reason: reason, location: place))
    }
  }
}
