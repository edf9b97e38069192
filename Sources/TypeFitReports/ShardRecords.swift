import Foundation
import TypeFitLocalization

/// What one shard's own records hold (its results' findings, its problems and its source
/// findings), for ``ReportMerger`` to compare with the shard's summary and problems: the merge
/// adds the summaries up and copies the records as written, so a shard whose summary or
/// problems disagree with its results would make a merged report whose summary counts what it
/// does not list (the sixty-second attack's A62-8: a problem line deleted, and `"lines"`
/// lowered to match, merged into a report listing 29 problems under a summary of 30 findings).
///
/// Every finding of a result is one problem's occurrence in the result's locale, and every
/// occurrence is a finding's (``ProblemList``): the findings are compared as (key, locale,
/// rule, severity, part). Their counts by severity, rule, locale, first
/// category and role, and the rows that have any, are what the summary counts
/// (``TypeFitCheck/CheckSummary/add(_:)``), with the source findings by rule and severity.
///
/// ```swift
/// var records = ShardRecords()
/// records.addResult(#""key":"k","locale":"de",…,"contexts":[{"context":0,…,"findings":[…]}]}"#)
/// try records.check(summary, report: "b.json")  // summary.bySeverity.error is 8, but …
/// ```
struct ShardRecords {
  /// One finding as results and problems both name it, each string read from its JSON.
  struct Finding: Hashable {
    var key: String
    var locale: String
    var rule: String
    var severity: String
    /// The label role or target kind (`"title"`), `""` for the row.
    var part: String
  }

  /// The findings of the results, and of the problems' occurrences.
  private(set) var listed: Set<Finding> = []
  private(set) var inProblems: Set<Finding> = []
  /// The findings of the results and source findings by severity and rule, and the results'
  /// by locale, first category and role.
  private(set) var bySeverity: [String: Int] = [:]
  private(set) var byRule: [String: Int] = [:]
  private(set) var byLocale: [String: Int] = [:]
  private(set) var byCategory: [String: Int] = [:]
  private(set) var byRole: [String: Int] = [:]
  /// The results with a finding, and those with an error or warning.
  private(set) var rowsWithFindings = 0
  private(set) var rowsWithErrorsOrWarnings = 0

  init() {}

  /// Adds one JSON result: its members after its opening `{` (and its position), to its
  /// closing `}`, as typefit writes them.
  mutating func addResult(opened text: Substring) {
    let bytes = Array(text.utf8)
    let leading = Self.leadingStrings(["\"key\"", "\"locale\"", "\"role\""], of: bytes, from: 0)
    var findings: [JSONNode] = []
    for array in Self.findingsArrays(in: bytes, from: leading.end) {
      findings += Self.parsed(bytes, array)?.elements ?? []
    }
    addFindings(findings, key: leading.values[0], locale: leading.values[1], role: leading.values[2])
  }

  /// Adds the findings of one result (``Finding`` and the counts): those of the result of key
  /// `key` in `locale`, of role `role`.
  private mutating func addFindings(_ findings: [JSONNode], key: String, locale: String, role: String) {
    guard !findings.isEmpty else { return }
    var errorsOrWarnings = false
    for finding in findings {
      let rule = finding["rule"]?.string ?? ""
      let severity = finding["severity"]?.string ?? ""
      let part = finding["role"]?.string ?? finding["target"]?.string ?? ""
      listed.insert(
        Finding(key: key, locale: locale, rule: rule, severity: severity, part: part))
      bySeverity[severity, default: 0] += 1
      byRule[rule, default: 0] += 1
      if severity == "error" || severity == "warning" { errorsOrWarnings = true }
      if let first = finding["categories"]?.elements?.first?.string { byCategory[first, default: 0] += 1 }
    }
    rowsWithFindings += 1
    if errorsOrWarnings { rowsWithErrorsOrWarnings += 1 }
    byLocale[locale, default: 0] += findings.count
    byRole[role, default: 0] += findings.count
  }

  /// Adds one problem (`{…}`, its position removed), as typefit writes it.
  mutating func addProblem(_ text: Substring) {
    let bytes = Array(text.utf8)
    guard bytes.first == UInt8(ascii: "{") else { return }
    var key = ""
    var rule = ""
    var severity = ""
    var part = ""
    var locales: [String] = []
    for member in Self.members(of: bytes, from: 1) {
      switch member.name {
      case "\"key\"": key = Self.string(bytes, member.value)
      case "\"rule\"": rule = Self.string(bytes, member.value)
      case "\"severity\"": severity = Self.string(bytes, member.value)
      case "\"part\"": part = Self.parsed(bytes, member.value)?.string ?? ""
      case "\"locales\"": locales = Self.occurrenceLocales(bytes, member.value)
      default: break
      }
    }
    for locale in locales {
      inProblems.insert(Finding(key: key, locale: locale, rule: rule, severity: severity, part: part))
    }
  }

  /// Adds one source finding (`{"file":…,"ruleId":"TF009",…,"severity":"warning",…}`): counted
  /// by rule and severity only, as the summary counts it.
  mutating func addSourceFinding(_ text: Substring) {
    let bytes = Array(text.utf8)
    guard bytes.first == UInt8(ascii: "{") else { return }
    for member in Self.members(of: bytes, from: 1) {
      switch member.name {
      case "\"ruleId\"": byRule[Self.parsed(bytes, member.value)?.string ?? "", default: 0] += 1
      case "\"severity\"": bySeverity[Self.parsed(bytes, member.value)?.string ?? "", default: 0] += 1
      default: break
      }
    }
  }

  /// Throws unless the shard's summary counts what its records hold, and its problems are
  /// its results' findings.
  ///
  /// - Throws: ``ReportMergeError/malformed(report:reason:)`` naming the first count that
  ///   differs (`summary.bySeverity.error is 8, but the shard's results and source findings hold
  ///   9`), or the first finding no problem lists, or the first problem no finding is.
  func check(_ summary: ShardSummary, report: String) throws(ReportMergeError) {
    let advice = "; the summary counts what the shard lists (was the shard edited since typefit wrote it?)"
    func compare(_ field: String, _ written: Int, _ held: Int, _ what: String) throws(ReportMergeError) {
      guard written != held else { return }
      throw .malformed(
        report: report, reason: "summary.\(field) is \(written), but \(what) hold \(held)" + advice)
    }
    func compare(
      _ field: String, _ written: [(name: String, count: Int)], _ held: [String: Int], _ what: String
    )
      throws(ReportMergeError)
    {
      var names = written.map(\.name)
      names += held.keys.sorted().filter { !names.contains($0) }
      for name in names {
        try compare(
          "\(field).\(name)", written.first { $0.name == name }?.count ?? 0, held[name] ?? 0, what)
      }
    }
    let results = "the shard's results"
    try compare("rowsWithFindings", summary.rowsWithFindings, rowsWithFindings, results + " with findings")
    try compare(
      "rowsWithErrorsOrWarnings", summary.rowsWithErrorsOrWarnings, rowsWithErrorsOrWarnings,
      results + " with errors or warnings")
    let withSource = "the findings of the shard's results and source findings"
    try compare("bySeverity", summary.bySeverity, bySeverity, withSource)
    try compare("byRule", summary.byRule, byRule, withSource)
    try compare("byCategory", summary.byCategory, byCategory, "the findings of " + results)
    try compare("byLocale", summary.byLocale, byLocale, "the findings of " + results)
    try compare("findingsByRole", summary.findingsByRole, byRole, "the findings of " + results)
    if let unlisted = listed.subtracting(inProblems).min(by: Self.precedes) {
      throw .malformed(
        report: report,
        reason: "its results hold \(Self.describe(unlisted)), which none of its problems lists; a problem "
          + "lists every finding (was a problem removed since typefit wrote the shard?)")
    }
    if let unfound = inProblems.subtracting(listed).min(by: Self.precedes) {
      throw .malformed(
        report: report,
        reason: "a problem lists \(Self.describe(unfound)), which none of its results holds; a problem "
          + "lists only the results' findings (was a result's finding removed, or the problem added?)")
    }
  }

  /// `a TF001 error on the title of key "r11" in de`.
  private static func describe(_ finding: Finding) -> String {
    let part = finding.part.isEmpty ? "" : " on the \(finding.part)"
    return
      "a \(finding.rule) \(finding.severity) finding\(part) of key \"\(finding.key)\" in \(finding.locale)"
  }

  /// An order of findings for naming one: by key, locale, rule, severity and part.
  private static func precedes(_ a: Finding, _ b: Finding) -> Bool {
    (a.key, a.locale, a.rule, a.severity, a.part) < (b.key, b.locale, b.rule, b.severity, b.part)
  }

  // MARK: NDJSON

  /// The findings of an NDJSON shard's result lines, and those its problem lines list, each by
  /// the hash of its key, locale and rule (a line names a finding's rule only): every
  /// finding must be a problem's (``ShardRecords``). Only the hashes are held (about 16 bytes a
  /// finding, while the shard is read); the line of a finding no problem lists is found by
  /// reading the shard again, on that error's path only.
  struct LineFindings {
    private var listed: Set<Int> = []
    private var inProblems: Set<Int> = []

    private static func hash(key: String, locale: String, rule: String) -> Int {
      var hasher = Hasher()
      hasher.combine(key)
      hasher.combine(locale)
      hasher.combine(rule)
      return hasher.finalize()
    }

    /// The hash of each finding of a result line (`{"type":"result",…,"findings":["TF001"]}`),
    /// with its rule.
    private static func findings(ofResultLine bytes: [UInt8]) -> [(hash: Int, rule: String)] {
      guard bytes.first == UInt8(ascii: "{") else { return [] }
      let leading = ShardRecords.leadingStrings(["\"key\"", "\"locale\""], of: bytes, from: 1)
      let (key, locale) = (leading.values[0], leading.values[1])
      var rules: [String] = []
      for array in ShardRecords.findingsArrays(in: bytes, from: leading.end) {
        rules += ShardRecords.elements(of: bytes, in: array).map { ShardRecords.string(bytes, $0) }
      }
      return rules.map { (hash(key: key, locale: locale, rule: $0), $0) }
    }

    /// Adds a result line.
    mutating func addResultLine(_ text: String) {
      for finding in Self.findings(ofResultLine: Array(text.utf8)) { listed.insert(finding.hash) }
    }

    /// Adds a problem line (`{"type":"problem",…,"key":…,"rule":…,"locales":[…]}`).
    mutating func addProblemLine(_ text: String) {
      let bytes = Array(text.utf8)
      guard bytes.first == UInt8(ascii: "{") else { return }
      var key = ""
      var rule = ""
      var locales: [String] = []
      for member in ShardRecords.members(of: bytes, from: 1) {
        switch member.name {
        case "\"key\"": key = ShardRecords.string(bytes, member.value)
        case "\"rule\"": rule = ShardRecords.string(bytes, member.value)
        case "\"locales\"": locales = ShardRecords.occurrenceLocales(bytes, member.value)
        default: break
        }
      }
      for locale in locales { inProblems.insert(Self.hash(key: key, locale: locale, rule: rule)) }
    }

    /// Why the shard `source` is refused: the first result line holding a finding no problem
    /// lists (read again); `nil` when every finding is listed.
    func unlisted(in source: any ReportSource, report: String) throws(ReportMergeError) -> ReportMergeError? {
      let missing = listed.subtracting(inProblems)
      guard !missing.isEmpty else { return nil }
      var reader = ReportLineReader(source, report: report)
      while let line = try reader.next() {
        guard line.bytes.starts(with: NDJSONShardMerge.resultPrefix.utf8) else { continue }
        for finding in Self.findings(ofResultLine: Array(line.bytes)) where missing.contains(finding.hash) {
          return .malformed(
            report: report,
            reason: "line \(line.number) holds a result's \(finding.rule) finding, which none "
              + "of its problems lists; a problem lists every finding (was a problem removed since typefit wrote "
              + "the shard?)")
        }
      }
      return nil
    }
  }

  // MARK: Reading

  /// The values of the members `names` (quoted) among the first members of the object whose
  /// members start at `start`, read until each is found (a result's key, locale and role come
  /// before its layouts), `""` for one not found; `end` is where the reading stopped.
  static func leadingStrings(_ names: [String], of bytes: [UInt8], from start: Int) -> (
    values: [String], end: Int
  ) {
    var values = names.map { _ in "" }
    var left = names.count
    var scanner = JSONMemberScanner(bytes, at: start)
    while left > 0 {
      scanner.skipSpace()
      guard scanner.isAt(UInt8(ascii: "\"")) else { break }
      let nameStart = scanner.index
      guard scanner.skipString() else { break }
      let name = String(decoding: bytes[nameStart..<scanner.index], as: UTF8.self)
      scanner.skipSpace()
      guard scanner.isAt(UInt8(ascii: ":")) else { break }
      scanner.index += 1
      scanner.skipSpace()
      let valueStart = scanner.index
      guard scanner.skipValue(), scanner.index > valueStart else { break }
      if let slot = names.firstIndex(of: name) {
        values[slot] = string(bytes, valueStart..<scanner.index)
        left -= 1
      }
      guard scanner.isAt(UInt8(ascii: ",")) else { break }
      scanner.index += 1
    }
    return (values, scanner.index)
  }

  /// The ranges of the arrays that are the values of members `"findings"` in `bytes` from
  /// `start`, at any depth, found by their bytes `"findings":[` (each `[` found by `memchr`, not
  /// by a walk through the layouts between them): no string of JSON holds those bytes, as the
  /// quote before `:` would end it. (A shard that is not JSON is refused by the syntax check
  /// before these are compared.)
  static func findingsArrays(in bytes: [UInt8], from start: Int) -> [Range<Int>] {
    let name = Array("\"findings\":".utf8)
    var arrays: [Range<Int>] = []
    var from = start
    while from < bytes.count {
      let found: Int? = bytes.withUnsafeBytes { buffer in
        guard let base = buffer.baseAddress,
          let hit = memchr(base + from, Int32(UInt8(ascii: "[")), buffer.count - from)
        else { return nil }
        return base.distance(to: UnsafeRawPointer(hit))
      }
      guard let open = found else { break }
      from = open + 1
      guard open >= name.count, bytes[(open - name.count)..<open].elementsEqual(name) else { continue }
      var scanner = JSONMemberScanner(bytes, at: open)
      guard scanner.skipValue() else { break }
      arrays.append(open..<scanner.index)
      from = scanner.index
    }
    return arrays
  }

  /// The `"locale"` of each occurrence of a problem's `"locales"` array at `range`.
  static func occurrenceLocales(_ bytes: [UInt8], _ range: Range<Int>) -> [String] {
    var locales: [String] = []
    for occurrence in elements(of: bytes, in: range) where bytes[occurrence.lowerBound] == UInt8(ascii: "{") {
      for inner in members(of: bytes, from: occurrence.lowerBound + 1) where inner.name == "\"locale\"" {
        locales.append(string(bytes, inner.value))
      }
    }
    return locales
  }

  /// The members of the object whose members start at `start` (after its `{`): each name as
  /// written (quoted) and the range of its value, up to the object's end or where the bytes
  /// stop being an object.
  static func members(of bytes: [UInt8], from start: Int) -> [(name: String, value: Range<Int>)] {
    var scanner = JSONMemberScanner(bytes, at: start)
    var members: [(name: String, value: Range<Int>)] = []
    while true {
      scanner.skipSpace()
      guard scanner.isAt(UInt8(ascii: "\"")) else { return members }
      let nameStart = scanner.index
      guard scanner.skipString() else { return members }
      let name = String(decoding: bytes[nameStart..<scanner.index], as: UTF8.self)
      scanner.skipSpace()
      guard scanner.isAt(UInt8(ascii: ":")) else { return members }
      scanner.index += 1
      scanner.skipSpace()
      let valueStart = scanner.index
      guard scanner.skipValue(), scanner.index > valueStart else { return members }
      members.append((name, valueStart..<scanner.index))
      guard scanner.isAt(UInt8(ascii: ",")) else { return members }
      scanner.index += 1
    }
  }

  /// The ranges of the elements of the array at `range` (`[…]`).
  static func elements(of bytes: [UInt8], in range: Range<Int>) -> [Range<Int>] {
    guard bytes[range.lowerBound] == UInt8(ascii: "[") else { return [] }
    var scanner = JSONMemberScanner(bytes, at: range.lowerBound + 1)
    var elements: [Range<Int>] = []
    while scanner.index < range.upperBound {
      scanner.skipSpace()
      let start = scanner.index
      guard scanner.skipValue(), scanner.index > start else { return elements }
      elements.append(start..<scanner.index)
      guard scanner.isAt(UInt8(ascii: ",")) else { return elements }
      scanner.index += 1
    }
    return elements
  }

  /// The bytes at `range` as text.
  static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// The value at `range`, parsed; `nil` when it is not JSON.
  private static func parsed(_ bytes: [UInt8], _ range: Range<Int>) -> JSONNode? {
    try? JSONNode.parse(Array(bytes[range]), maximumDepth: ReportMerger.maximumNesting)
  }

  /// The string at `range`, its escapes read (a key written with a raw control and one written
  /// escaped are the same key); the text as written when it is no string.
  static func string(_ bytes: [UInt8], _ range: Range<Int>) -> String {
    parsed(bytes, range)?.string ?? text(bytes, range)
  }
}
