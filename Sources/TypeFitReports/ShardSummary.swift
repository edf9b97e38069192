import TypeFitInput
import TypeFitLocalization

/// The `"summary"` object of one shard's JSON or NDJSON report, read for ``ReportMerger``
/// with every count range-checked before it is converted or added.
///
/// A count is a whole number from 0 to ``maximumCount``; counts per severity, rule, category,
/// locale and role are kept as written (name, count), in the order written.
struct ShardSummary {
  /// The largest count a summary may hold, and the largest total of the shards' counts:
  /// 2^53 − 1, the top of the range of whole numbers RFC 8259 (section 6) says JSON readers
  /// agree on exactly. Counts and totals in this range cannot overflow `Int` when added.
  static let maximumCount = 1 << 53 - 1

  var files: Int
  var locales: [String]
  var rows: Int
  var rowsWithFindings: Int
  var rowsWithErrorsOrWarnings: Int
  /// The strings laid out in the rows (``CheckSummary/strings``).
  var strings: Int
  var bySeverity: [(name: String, count: Int)]
  var byRule: [(name: String, count: Int)]
  var byCategory: [(name: String, count: Int)]
  var byLocale: [(name: String, count: Int)]
  var rowsByRole: [(name: String, count: Int)]
  var keysByRole: [(name: String, count: Int)]
  var findingsByRole: [(name: String, count: Int)]
  var readErrors: Int
  var readWarnings: Int
  /// `readNotes`, 0 when absent (a report without any leaves it out).
  var readNotes = 0
  /// ``CheckSummary/notice``: the same in every shard of a run, and written again by the merge.
  var notice: String?
  /// ``CheckSummary/nothingChecked``: why the shard checked nothing, when it did not, or `nil`.
  var nothingChecked: String?

  /// Reads the summary object's text (`{"files":1,"locales":[…],…}`).
  ///
  /// - Parameter report: the report's name, for errors.
  /// - Throws: ``ReportMergeError/malformed(report:reason:)`` for text that is not one JSON
  ///   object, a missing field, a field of another type, or a count that is not a whole number
  ///   from 0 to ``maximumCount``, naming the field (`summary.rows`).
  init(_ text: Substring, report: String) throws(ReportMergeError) {
    let root: JSONNode
    do {
      root = try JSONNode.parse(Array(text.utf8), maximumDepth: 3)
    } catch {
      throw .malformed(report: report, reason: "unreadable summary: \(error.message)")
    }
    guard root.members != nil else {
      throw .malformed(report: report, reason: "the summary is \(root.describedType), not an object")
    }
    func field(_ key: String) throws(ReportMergeError) -> JSONNode {
      guard let value = root[key] else {
        throw .malformed(report: report, reason: "the summary has no \"\(key)\"")
      }
      return value
    }
    // Digits only, as the writers write counts, converted only when short enough to be exact.
    func count(_ value: JSONNode, _ name: String) throws(ReportMergeError) -> Int {
      if let text = value.numberText, text.utf8.count <= 16,
        text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
        let count = Int(text), count <= Self.maximumCount
      {
        return count
      }
      let given = value.numberText.map { $0.count <= 24 ? $0 : "\($0.prefix(24))… (\($0.count) characters)" }
      let error = InputNumberError(
        field: name, given: given ?? value.describedType, range: 0...Double(Self.maximumCount), whole: true)
      throw .malformed(report: report, reason: error.description)
    }
    func counts(_ key: String) throws(ReportMergeError) -> [(name: String, count: Int)] {
      let value = try field(key)
      guard let members = value.members else {
        throw .malformed(report: report, reason: "summary.\(key) is \(value.describedType), not an object")
      }
      var counts: [(name: String, count: Int)] = []
      for member in members {
        counts.append((member.key, try count(member.value, "summary.\(key).\(member.key)")))
      }
      return counts
    }
    files = try count(try field("files"), "summary.files")
    let localeList = try field("locales")
    guard let elements = localeList.elements else {
      throw .malformed(report: report, reason: "summary.locales is \(localeList.describedType), not an array")
    }
    locales = []
    for element in elements {
      guard let locale = element.string else {
        throw .malformed(
          report: report, reason: "summary.locales holds \(element.describedType), not a string")
      }
      locales.append(locale)
    }
    rows = try count(try field("rows"), "summary.rows")
    rowsWithFindings = try count(try field("rowsWithFindings"), "summary.rowsWithFindings")
    rowsWithErrorsOrWarnings = try count(
      try field("rowsWithErrorsOrWarnings"), "summary.rowsWithErrorsOrWarnings")
    strings = try count(try field("strings"), "summary.strings")
    bySeverity = try counts("bySeverity")
    byRule = try counts("byRule")
    byCategory = try counts("byCategory")
    byLocale = try counts("byLocale")
    rowsByRole = try counts("rowsByRole")
    keysByRole = try counts("keysByRole")
    findingsByRole = try counts("findingsByRole")
    readErrors = try count(try field("readErrors"), "summary.readErrors")
    readWarnings = try count(try field("readWarnings"), "summary.readWarnings")
    if root["readNotes"] != nil { readNotes = try count(try field("readNotes"), "summary.readNotes") }
    if let value = root["notice"] {
      guard let text = value.string else {
        throw .malformed(report: report, reason: "summary.notice is \(value.describedType), not a string")
      }
      notice = text
    }
    if let value = root["nothingChecked"] {
      guard let text = value.string else {
        throw .malformed(
          report: report, reason: "summary.nothingChecked is \(value.describedType), not a string")
      }
      nothingChecked = text
    }
  }

  /// Adds `count` to `total`, keeping the total within ``maximumCount``.
  ///
  /// - Throws: ``ReportMergeError/malformed(report:reason:)`` naming `field` when the total
  ///   would pass it.
  static func add(_ count: Int, to total: inout Int, field: String, report: String) throws(ReportMergeError) {
    let (sum, overflow) = total.addingReportingOverflow(count)
    guard !overflow, sum <= maximumCount else {
      throw .malformed(
        report: report,
        reason: "\(field) (\(count)) brings the shards' total past \(maximumCount)")
    }
    total = sum
  }
}
