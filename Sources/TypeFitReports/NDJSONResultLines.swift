import TypeFitLocalization

/// The result lines of one sharded NDJSON report, checked to be whole as ``ReportMerger`` reads
/// them: each result (one row, one position) has, for each layout context of the run in turn,
/// one line per category of the run in ascending order, or one line with `"category":null`
/// when the row could not be measured there (``NDJSONReportWriter``).
///
/// A shard with a line of a result removed, repeated or moved would otherwise merge into a
/// report that lacks a layout and still counts its row (eighth attack, F19). The run's
/// contexts and categories are read from the summary line's `run` member, which every sharded
/// NDJSON report writes.
struct NDJSONResultLines {
  /// The number of layout contexts the run checked.
  let contexts: Int
  /// The names of the categories the run checked, ascending.
  let categories: [String]
  /// The report's name, for errors.
  let report: String

  /// Where a line stands in its result: its context and its category's index in
  /// ``categories`` (`nil` for `"category":null`).
  private struct Slot: Equatable {
    var context: Int
    var category: Int?
  }

  /// The position of the result being read, its last line's slot and that line's number.
  private var current: (position: Int, slot: Slot, line: Int)?

  /// Reads the run's contexts and categories from the report's summary line.
  ///
  /// - Throws: ``ReportMergeError/malformed(report:reason:)`` when the line is not JSON or has
  ///   no `run` member with a `contexts` array and a `categories` array of names.
  init(summaryLine: Substring, report: String) throws(ReportMergeError) {
    self.report = report
    let root: JSONNode
    do {
      root = try JSONNode.parse(Array(summaryLine.utf8), maximumDepth: ReportMerger.maximumNesting)
    } catch {
      throw .malformed(report: report, reason: "unreadable summary line: \(error.message)")
    }
    guard let run = root[ReportMerger.runKey], let contexts = run["contexts"]?.elements,
      let categories = run["categories"]?.elements?.compactMap(\.string),
      categories.count == run["categories"]?.elements?.count
    else {
      throw .malformed(
        report: report,
        reason: "its summary line has no \"\(ReportMerger.runKey)\" with the run's contexts and categories, "
          + "which typefit writes in every shard")
    }
    self.contexts = contexts.count
    self.categories = categories
  }

  /// Takes the next result line, `number` (1-based) in the report, of the result at `position`.
  ///
  /// - Throws: ``ReportMergeError/malformed(report:reason:)`` naming the line when it is not
  ///   the one due: the result before it ended early, or a line of this result is missing,
  ///   repeated or out of order.
  mutating func add(_ line: Substring, position: Int, number: Int) throws(ReportMergeError) {
    let slot = try self.slot(of: line, number: number)
    if let current, current.position != position {
      try finishResult()
      self.current = nil
    }
    guard let current else {
      guard slot.context == 0, slot.category == nil || slot.category == 0 else {
        throw misplaced(slot, number: number, position: position, due: "its first line (context 0)")
      }
      self.current = (position, slot, number)
      return
    }
    guard let due = next(after: current.slot) else {
      throw .malformed(
        report: report,
        reason:
          "line \(number) is one line more of the result at position \(position) (\"index\"), which had "
          + "a line for each of the run's \(contexts) context\(contexts == 1 ? "" : "s") and "
          + "\(categories.count) categor\(categories.count == 1 ? "y" : "ies") already")
    }
    let matches =
      due.category == nil
      ? slot.context == due.context && (slot.category == nil || slot.category == 0)
      : slot == due
    guard matches else {
      throw misplaced(slot, number: number, position: position, due: "its \(describe(due, opening: true))")
    }
    self.current = (position, slot, number)
  }

  /// Checks that the last result read is whole; call after the report's last result line.
  ///
  /// - Throws: ``ReportMergeError/malformed(report:reason:)`` naming the result's last line.
  func finishResult() throws(ReportMergeError) {
    guard let current, let due = next(after: current.slot) else { return }
    throw .malformed(
      report: report,
      reason:
        "the result at position \(current.position) (\"index\") ends at line \(current.line) without its "
        + "\(describe(due, opening: true)) line: \(Self.rule)")
  }

  /// What every result holds, for the messages.
  private static let rule =
    "each result has a line for every context and category of the run (one with \"category\":null for a context "
    + "where the row could not be measured)"

  /// The slot due after `slot`, or `nil` when `slot` ends its result. A slot with a `nil`
  /// category opening a context stands for either of its first lines: `"category":null` or
  /// the first category.
  private func next(after slot: Slot) -> Slot? {
    if let category = slot.category, category + 1 < categories.count {
      return Slot(context: slot.context, category: category + 1)
    }
    return slot.context + 1 < contexts ? Slot(context: slot.context + 1, category: nil) : nil
  }

  /// `context 1` (a context's first line, `opening`), `context 1, category "AX1"` or
  /// `context 1, category null`.
  private func describe(_ slot: Slot, opening: Bool = false) -> String {
    guard let category = slot.category else {
      return "context \(slot.context)" + (opening ? "" : ", category null")
    }
    return "context \(slot.context), category \"\(categories[category])\""
  }

  private func misplaced(_ slot: Slot, number: Int, position: Int, due: String) -> ReportMergeError {
    .malformed(
      report: report,
      reason:
        "line \(number) holds \(describe(slot)) of the result at position \(position) (\"index\") where "
        + "\(due) was due, so a line of the result is missing or out of order: \(Self.rule)")
  }

  /// The line's context (`"context":N`) and category (`"category":"name"` or `null`). Each is
  /// the first member of that name: a string's text cannot hold `,"` unescaped.
  private func slot(of line: Substring, number: Int) throws(ReportMergeError) -> Slot {
    func value(of key: String, after start: Substring.Index) -> Substring? {
      line[start...].range(of: ",\"" + key + "\":").map { line[$0.upperBound...] }
    }
    guard let contextText = value(of: "context", after: line.startIndex) else {
      throw .malformed(report: report, reason: "line \(number) is a result line without \"context\"")
    }
    let digits = contextText.prefix { $0.isASCII && $0.isNumber }
    guard digits.count <= 9, let context = Int(digits), context < contexts else {
      let shown = digits.isEmpty ? "not a whole number" : "\(digits.prefix(20))"
      throw .malformed(
        report: report,
        reason: "line \(number) has \"context\" \(shown), but the run has \(contexts) context"
          + "\(contexts == 1 ? "" : "s") (0 to \(contexts - 1))")
    }
    guard let categoryText = value(of: "category", after: contextText.startIndex) else {
      throw .malformed(report: report, reason: "line \(number) is a result line without \"category\"")
    }
    if categoryText.hasPrefix("null") { return Slot(context: context, category: nil) }
    let name = categoryText.dropFirst().prefix { $0 != "\"" }
    guard categoryText.hasPrefix("\""), let category = categories.firstIndex(where: { $0 == name }) else {
      throw .malformed(
        report: report,
        reason: "line \(number) has a \"category\" the run does not check (it checks "
          + categories.map { "\"\($0)\"" }.joined(separator: ", ") + ")")
    }
    return Slot(context: context, category: category)
  }
}
