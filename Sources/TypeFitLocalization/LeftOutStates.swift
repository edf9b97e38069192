/// The strings of one file that ``LocalizationReadOptions/includedStates`` (`typefit.json`'s
/// `"states"`) leaves out, counted by state for one note at the end of the file (twenty-ninth
/// attack A29-6: they were counted and named nowhere, and a run whose `"states"` no string had
/// said "No findings").
///
/// ```swift
/// var leftOut = LeftOutStates()
/// leftOut.admits(.new, options)          // false, counted (options keep only translated)
/// leftOut.admits(nil, options)           // true: a string with no recorded state is kept
/// leftOut.note(file: "Localizable.xcstrings", options: options)?.message
/// // "1 string not checked: its translation state (new: 1) is not among typefit.json's "states" (translated)"
/// ```
///
/// At most ``rememberedStates`` states are named (an XLIFF file may write any text as a state);
/// the strings of the others are counted together.
struct LeftOutStates: Sendable {
  /// How many strings of each state were left out, for the first ``rememberedStates`` states met.
  private var counts: [TranslationState: Int] = [:]
  /// The strings left out whose state is not among ``counts``.
  private var others = 0
  /// The most states named in the note.
  static let rememberedStates = 16

  /// Whether a string of `state` passes `options`' state filter; a string that does not is
  /// counted.
  mutating func admits(_ state: TranslationState?, _ options: LocalizationReadOptions) -> Bool {
    guard let state, !options.includes(state) else { return true }
    if counts[state] != nil || counts.count < Self.rememberedStates {
      counts[state, default: 0] += 1
    } else {
      others += 1
    }
    return false
  }

  /// Adds the counts of `other` (the second half of a file read in two halves).
  mutating func add(_ other: LeftOutStates) {
    for (state, count) in other.counts {
      if counts[state] != nil || counts.count < Self.rememberedStates {
        counts[state, default: 0] += count
      } else {
        others += count
      }
    }
    others += other.others
  }

  /// The note for the strings left out of the file at `path`, or `nil` when none were.
  func note(file path: String, options: LocalizationReadOptions) -> LocalizationDiagnostic? {
    let total = counts.values.reduce(others, +)
    guard total > 0 else { return nil }
    var parts = counts.sorted { $0.key.rawValue.utf8.lexicographicallyPrecedes($1.key.rawValue.utf8) }.map {
      "\(TerminalText.escaped($0.key.rawValue)): \($0.value)"
    }
    if others > 0 { parts.append("other states: \(others)") }
    let kept = (options.includedStates ?? []).map(\.rawValue).sorted {
      $0.utf8.lexicographicallyPrecedes($1.utf8)
    }
    let listed = ShortList.text(kept.map { TerminalText.escaped($0) })
    let one = total == 1
    let states = counts.count + (others > 0 ? 1 : 0) == 1 ? "state" : "states"
    return LocalizationDiagnostic(
      kind: .excludedState, severity: .note, file: path,
      message:
        "\(one ? "1 string" : "\(total) strings") not checked: \(one ? "its" : "their") translation \(states) "
        + "(\(parts.joined(separator: ", "))) \(states == "state" ? "is" : "are") not among typefit.json's "
        + "\"states\" (\(listed))")
  }
}
