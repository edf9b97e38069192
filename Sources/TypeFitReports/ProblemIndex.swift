import TypeFitCheck
import TypeFitLocalization
import TypeFitRow

/// Finds a problem of ``ProblemList`` by its identity in two steps, so that a finding hashes no
/// string: a result's row (key, table and variant, the same for all its findings) is looked up
/// once per result, and a row's problems in one layout context are few (a rule per part at
/// most), so a finding is matched against them one by one, on its rule and severity first and
/// its part and subject last.
///
/// The equalities are ``ProblemList/Identity``'s: keys by bytes (``ExactText``), tables,
/// variants, parts and subjects as strings (`==`, which is canonical equivalence). The rows of
/// consecutive results are often one (a key's locales come one after another): the last row
/// is compared before the dictionary is asked.
///
/// ```swift
/// var index = ProblemIndex()
/// let row = index.row(ProblemIndex.Row(key: ExactText("settings.privacy"), table: "App/Localizable", variant: "base"))
/// index.problem(in: row, .init(rule: .labelTruncated, severity: .error, part: "title", context: 0, subject: "title truncates"))  // nil
/// index.insert(7, in: row, .init(rule: .labelTruncated, severity: .error, part: "title", context: 0, subject: "title truncates"))
/// index.problem(in: row, .init(rule: .labelTruncated, severity: .error, part: "title", context: 0, subject: "title truncates"))  // 7
/// ```
///
/// Memory: one entry per problem (its two strings are shared with the problem's identity) and
/// one per row that has a problem.
struct ProblemIndex {
  /// What the findings of one result share: key, table and variant.
  struct Row: Hashable {
    var key: ExactText
    var table: String
    var variant: String
  }

  /// The rest of a problem's identity, within its row.
  struct Part {
    var rule: RuleID
    var severity: Severity
    /// The label role or target kind, `""` for the row.
    var part: String
    /// The layout context's index.
    var context: Int
    var subject: String

    /// Whether the two are one problem's: the small fields first, the strings only when those
    /// match.
    func matches(_ other: Part) -> Bool {
      context == other.context && rule == other.rule && severity == other.severity && part == other.part
        && subject == other.subject
    }
  }

  /// Each row's number (its position in ``problemsOfRow``).
  private var rows: [Row: Int] = [:]
  /// Each row's problems per layout context (by its index), with their positions in
  /// ``ProblemList/problems``, in insertion order.
  private var problemsOfRow: [[[(part: Part, problem: Int)]]] = []
  /// The row asked for last and its number.
  private var last: (row: Row, number: Int)?

  /// The number of `row`, given to it the first time it is asked for.
  mutating func row(_ row: Row) -> Int {
    if let last, last.row == row { return last.number }
    let number: Int
    if let known = rows[row] {
      number = known
    } else {
      number = problemsOfRow.count
      rows[row] = number
      problemsOfRow.append([])
    }
    last = (row, number)
    return number
  }

  /// The problem of row `row` (a number from ``row(_:)``) that `part` names, if inserted.
  func problem(in row: Int, _ part: Part) -> Int? {
    guard part.context < problemsOfRow[row].count else { return nil }
    for entry in problemsOfRow[row][part.context] where entry.part.matches(part) { return entry.problem }
    return nil
  }

  /// Records that `problem` is the one of row `row` that `part` names (`part.context` ≥ 0).
  mutating func insert(_ problem: Int, in row: Int, _ part: Part) {
    while problemsOfRow[row].count <= part.context { problemsOfRow[row].append([]) }
    problemsOfRow[row][part.context].append((part, problem))
  }

  /// How many rows have been numbered.
  var rowCount: Int { problemsOfRow.count }
}
