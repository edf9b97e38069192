/// The work the substitution expansions of one file may take together, shared by its texts
/// in file order, so a file's expansion costs at most a fixed multiple of its size whatever its
/// texts hold.
///
/// Each text is also capped on its own (``SubstitutionExpander/maximumWork``), but that cap
/// alone let the cost grow with the number of texts: the seventeenth attack's A17-6 wrote keys
/// whose 40 plural variables refer to the next one twice (each path doubles until it passes
/// 1 MiB and is dropped), 0.45 s each, and a 2.9 MB XLIFF of 256 such keys or a 3.4 MB
/// `.stringsdict` of 320 ran past a minute. Work is counted in the expander's units (a byte
/// scanned or written, a reference followed and the variables it was looked up among).
struct ExpansionBudget: Sendable {
  /// Work any file may take, whatever its size: 16 Mi units, one text's own cap.
  static let baseWork = 1 << 24
  /// Work a file may take for each of its bytes: 64 units. Everyday files take well under 10
  /// (a `.stringsdict` entry of three plural forms: about 3,000 units for about 600 bytes).
  static let workPerByte = 64

  /// The work left, in the expander's units.
  private(set) var remaining: Int

  /// - Parameter fileBytes: the size of the file whose texts share the budget.
  init(fileBytes: Int) {
    let perByte = max(0, fileBytes).multipliedReportingOverflow(by: Self.workPerByte)
    remaining =
      perByte.overflow ? Int.max : Self.baseWork.addingReportingOverflow(perByte.partialValue).partialValue
    if remaining < 0 { remaining = Int.max }
  }

  /// An expander for the next text, given the text's own settings: its work capped by what
  /// the file has left, and told whether that is the file's limit rather than its own.
  func limit(_ expander: SubstitutionExpander) -> SubstitutionExpander {
    var limited = expander
    if remaining < expander.maximumWork {
      limited.maximumWork = remaining
      limited.workIsFileRemainder = true
    }
    return limited
  }

  /// Takes what a text's expansion used.
  mutating func spend(_ outcome: SubstitutionExpander.Outcome) {
    remaining = max(0, remaining - outcome.work)
  }
}
