/// The members of a shard's result, by name and in order, as typefit writes them: `typefit
/// merge` passes results on as written, so a result with a member renamed, added or missing (a
/// hand-edited shard) is refused rather than merged (thirteenth attack A13-20: 104 of 300
/// one-byte or one-number mutations of an NDJSON shard merged with exit 0). Only the result's
/// own members are compared, not those nested in their values.
///
/// ```swift
/// ResultMemberNames.problem(in: #"{"type":"result",…}"#[...], format: .ndjson)  // nil, or what is wrong
/// ```
enum ResultMemberNames {
  /// A member as typefit writes it, and whether a result may leave it out.
  private typealias Member = (name: String, optional: Bool)

  /// A JSON result after its position (``ReportJSON/result(_:sourceRoot:)``, ``ItemJSONWriter``).
  private static let json: [Member] =
    source + [("texts", false), ("partKeys", true), ("contexts", false)]

  /// An NDJSON result line (``NDJSONReportWriter``): the source, the context, then a category's
  /// layout (or `"category":null`) and its findings.
  private static let ndjson: [Member] =
    [("type", false), (ReportMerger.positionKey, false)] + source
    + [
      ("context", false), ("device", false), ("width", true), ("profile", false), ("category", false),
      ("height", true), ("labels", true), ("value", true), ("findings", false),
    ]

  /// The source members of every result (``ItemJSONWriter/writeSourceMembers(of:paths:to:)``).
  private static let source: [Member] = [
    ("key", false), ("locale", false), ("variant", false), ("file", false), ("line", false),
    ("column", false),
    ("format", false), ("role", false), ("roleReason", false), ("sourceLocation", true),
  ]

  /// The quoted names of ``json`` and ``ndjson`` as bytes, compared without making strings.
  private static let jsonNames = json.map { Array(("\"" + $0.name + "\"").utf8) }
  private static let ndjsonNames = ndjson.map { Array(("\"" + $0.name + "\"").utf8) }

  /// What is wrong with the members of the result object `text`, or `nil` when they are
  /// typefit's: a JSON result's members after its position (`opened`: the `{` and the position
  /// already read), or an NDJSON result line whole.
  static func problem(in text: Substring, format: ReportFormat, opened: Bool = false) -> String? {
    let expected = format == .ndjson ? ndjson : json
    let expectedNames = format == .ndjson ? ndjsonNames : jsonNames
    var copy = text
    return copy.withUTF8 { bytes -> String? in
      let names = memberNames(bytes, opened: opened)
      var index = 0
      for (offset, member) in expected.enumerated() {
        if index < names.count, bytes[names[index]].elementsEqual(expectedNames[offset]) {
          index += 1
          continue
        }
        if member.optional { continue }
        let quoted = "\"" + member.name + "\""
        guard index < names.count else {
          return "has no \(quoted) member, which typefit writes in every result"
        }
        return "has the member \(shown(bytes[names[index]])) where typefit writes \(quoted)"
      }
      guard index < names.count else { return nil }
      return
        "has the member \(shown(bytes[names[index]])) after its last one, \"\(expected.last!.name)\", which "
        + "typefit does not write"
    }
  }

  /// The ranges of the quoted names of the object's own members in `bytes`, as typefit writes
  /// objects (no white space), up to the object's end or the first byte out of that shape.
  private static func memberNames(_ bytes: UnsafeBufferPointer<UInt8>, opened: Bool) -> [Range<Int>] {
    var scanner = JSONMemberScanner(bytes)
    if !opened {
      guard bytes.first == UInt8(ascii: "{") else { return [] }
      scanner.index = 1
    }
    var names: [Range<Int>] = []
    while scanner.isAt(UInt8(ascii: "\"")) {
      let start = scanner.index
      guard scanner.skipString() else { return names }
      names.append(start..<scanner.index)
      guard scanner.isAt(UInt8(ascii: ":")) else { return names }
      scanner.index += 1
      // At the object's end (`}`), or cut off: no more members.
      guard scanner.skipValue(), scanner.isAt(UInt8(ascii: ",")) else { return names }
      scanner.index += 1
    }
    return names
  }

  /// A member's name as written (quoted), cut after 40 characters.
  private static func shown(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
    let name = String(decoding: bytes, as: UTF8.self)
    return name.count <= 42 ? name : "\(name.prefix(41))…\" (\(bytes.count) bytes)"
  }
}
