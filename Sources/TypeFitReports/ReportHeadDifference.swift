/// The first member in which two report heads differ, so `typefit merge` can say why two
/// shards are from different runs: a setting (`"title-lines"`), or another member of the head
/// (`"minSeverity"`, `"tool"`).
///
/// A head is the text a JSON report starts with up to its results (`{"tool":{…},\n…,\n"results":[`),
/// or an NDJSON summary line up to its summary (`{"type":"summary","tool":{…},…,"summary":`),
/// as typefit writes them. Members are compared by their JSON text; the members of
/// `"settings"` one by one, a setting missing from one head being "not set".
///
/// ```swift
/// let difference = ReportHeadDifference.first(between: head1, and: head2)
/// // settings "title-lines": "1" in the second, not set in the first
/// ```
struct ReportHeadDifference: Hashable, Sendable {
  /// The member's name as written, quoted (`"minSeverity"`), or `settings "title-lines"` for a
  /// setting.
  var name: String
  /// The member's JSON text in the first head, or `nil` when it has none.
  var firstValue: String?
  /// The member's JSON text in the other head, or `nil` when it has none.
  var value: String?
  /// Whether the difference is a font file's digest (`"fonts"`, `"digests"`): ``name`` is then
  /// the file's path as written (a JSON string), and the values the digests.
  var isFontFile = false

  /// Values longer than this are not quoted in messages (contexts, font lists): the name says
  /// enough.
  static let quotedValueLimit = 80

  /// The first difference, in the order the first head writes its members (then the other's),
  /// a difference inside `"settings"` before any other; `nil` when the members agree (the
  /// heads then differ only in spacing, which typefit does not vary).
  static func first(between firstHead: Substring, and otherHead: Substring) -> ReportHeadDifference? {
    let firstMembers = members(of: firstHead)
    let otherMembers = members(of: otherHead)
    if let difference = fontFileDifference(firstMembers, otherMembers) { return difference }
    // The members of `"settings"` one by one, named as settings; those of an NDJSON summary
    // line's `"run"` as the JSON head names them.
    for (nested, prefix) in [("\"settings\"", "settings "), ("\"" + ReportMerger.runKey + "\"", "")] {
      let first = firstMembers.first { $0.name == nested }.map { members(of: $0.value[...]) } ?? []
      let other = otherMembers.first { $0.name == nested }.map { members(of: $0.value[...]) } ?? []
      if let difference = firstDifference(first, other) {
        return ReportHeadDifference(
          name: prefix + difference.name, firstValue: difference.firstValue, value: difference.value)
      }
    }
    return firstDifference(firstMembers, otherMembers)
  }

  /// The first font path (in the first head's order) that both heads' `"fonts"` give a digest
  /// (``ReportJSON/fontDigestsKey``), with different digests: the runs read different bytes
  /// there (thirteenth attack A13-24). `"fonts"` is a member of a JSON head, or of an NDJSON
  /// summary line's `"run"`.
  private static func fontFileDifference(
    _ first: [(name: String, value: String)], _ other: [(name: String, value: String)]
  ) -> ReportHeadDifference? {
    func digests(_ members: [(name: String, value: String)]) -> [(name: String, value: String)] {
      let run = members.first { $0.name == "\"" + ReportMerger.runKey + "\"" }.map {
        Self.members(of: $0.value[...])
      }
      guard let fonts = (run ?? members).first(where: { $0.name == "\"fonts\"" }) else { return [] }
      let key = "\"" + ReportJSON.fontDigestsKey + "\""
      return Self.members(of: fonts.value[...]).first { $0.name == key }.map {
        Self.members(of: $0.value[...])
      } ?? []
    }
    let others = digests(other)
    for (path, digest) in digests(first) {
      guard let otherDigest = others.first(where: { $0.name == path })?.value, otherDigest != digest else {
        continue
      }
      return ReportHeadDifference(name: path, firstValue: digest, value: otherDigest, isFontFile: true)
    }
    return nil
  }

  /// `text` without the member `name` of the object it opens, and the comma before it; `text`
  /// itself when the object has no such member.
  static func removingMember(_ name: String, from text: Substring) -> String {
    let quoted = "\"" + name + "\""
    guard let member = memberRanges(of: text).first(where: { $0.name == quoted }) else { return String(text) }
    let bytes = Array(text.utf8)
    return String(decoding: bytes[..<member.start] + bytes[member.end...], as: UTF8.self)
  }

  /// `text` with the member `inner` (and the comma before it) removed from the object that is
  /// the value of its member `outer`; `text` itself when there is no such member.
  static func removingMember(_ inner: String, ofMember outer: String, from text: Substring) -> String {
    let quoted = "\"" + outer + "\""
    guard let member = memberRanges(of: text).first(where: { $0.name == quoted }) else { return String(text) }
    let bytes = Array(text.utf8)
    let valueStart = member.end - member.value.utf8.count
    return String(decoding: bytes[..<valueStart], as: UTF8.self)
      + removingMember(inner, from: Substring(member.value))
      + String(decoding: bytes[member.end...], as: UTF8.self)
  }

  private static func firstDifference(
    _ first: [(name: String, value: String)], _ other: [(name: String, value: String)]
  ) -> ReportHeadDifference? {
    var names: [String] = []
    for member in first + other where !names.contains(member.name) { names.append(member.name) }
    for name in names {
      let a = first.first { $0.name == name }?.value
      let b = other.first { $0.name == name }?.value
      if a != b { return ReportHeadDifference(name: name, firstValue: a, value: b) }
    }
    return nil
  }

  /// The sentence for a merge error: `settings "title-lines" is "1" in b.json, not set in a.json`.
  func sentence(report: String, first: String) -> String {
    if isFontFile {
      return
        "the font file \(name) holds other bytes: its digest (\"fonts\", \"\(ReportJSON.fontDigestsKey)\") "
        + "is \(value ?? "not set") in \(report), \(firstValue ?? "not set") in \(first); run every shard with "
        + "the same font files"
    }
    func shown(_ value: String?) -> String {
      guard let value else { return "not set" }
      return value.count <= Self.quotedValueLimit ? value : "\(value.prefix(Self.quotedValueLimit))…"
    }
    if (value?.count ?? 0) > Self.quotedValueLimit || (firstValue?.count ?? 0) > Self.quotedValueLimit,
      value != nil, firstValue != nil
    {
      return "\(name) differs"
    }
    return "\(name) is \(shown(value)) in \(report), \(shown(firstValue)) in \(first)"
  }

  /// The members of the JSON object that `text` opens (after `{`), each as its quoted name and
  /// its value's text, up to the end of the text or the object; a value the text cuts off
  /// (`"results":[`) is left out. Strings are skipped with their escapes, so a comma or brace
  /// inside one is not taken for structure.
  static func members(of text: Substring) -> [(name: String, value: String)] {
    memberRanges(of: text).map { ($0.name, $0.value) }
  }

  /// ``members(of:)`` with where each member starts (at the comma before it, or at its name for
  /// the first) and ends (after its value), as UTF-8 offsets in `text`.
  private static func memberRanges(of text: Substring) -> [(
    name: String, value: String, start: Int, end: Int
  )] {
    let bytes = Array(text.utf8)
    var scanner = JSONMemberScanner(bytes)
    scanner.skipSpace()
    guard scanner.isAt(UInt8(ascii: "{")) else { return [] }
    scanner.index += 1
    var result: [(name: String, value: String, start: Int, end: Int)] = []
    while true {
      // The first member starts at its name; the others at the comma before them.
      let memberStart = result.isEmpty ? nil : scanner.index - 1
      scanner.skipSpace()
      guard scanner.isAt(UInt8(ascii: "\"")) else { return result }
      let nameStart = scanner.index
      guard scanner.skipString() else { return result }
      let start = memberStart ?? nameStart
      let name = String(decoding: bytes[nameStart..<scanner.index], as: UTF8.self)
      scanner.skipSpace()
      guard scanner.isAt(UInt8(ascii: ":")) else { return result }
      scanner.index += 1
      scanner.skipSpace()
      let valueStart = scanner.index
      // Cut off inside the value (the results array the head ends with): not a member.
      guard scanner.skipValue(), scanner.index > valueStart else { return result }
      let end = scanner.index
      result.append((name, String(decoding: bytes[valueStart..<end], as: UTF8.self), start, end))
      guard bytes[end] == UInt8(ascii: ",") else { return result }
      scanner.index += 1
    }
  }
}
