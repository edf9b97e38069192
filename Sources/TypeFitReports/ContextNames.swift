import TypeFitRow

/// What a headline calls each layout context of a run, worked out once: its device's name when
/// no other context of the run has that device, else its full label (``ContextLabel``:
/// `iPhone 17 Pro, 874 pt, landscape`); a custom width by its width (`320 pt`).
///
/// A headline names the contexts a problem occurs in, up to four times (once per group of
/// contexts whose locales read the same); each naming counted the run's devices and formatted
/// the widths again, about 9,000 instructions a time on a run of three widths (Docs/Performance.md,
/// session 54).
///
/// ```swift
/// let names = ContextNames(contexts)   // iPhone SE (3rd generation) at 375 pt, a 320 pt width
/// names.list([0, 1])                   // "iPhone SE (3rd generation), 320 pt"
/// ```
struct ContextNames {
  /// The name of each context, by index.
  let names: [String]
  /// Whether each name holds a comma of its own (a full label).
  private let hasComma: [Bool]

  init(_ contexts: [LayoutContext]) {
    var deviceCounts: [String: Int] = [:]
    for context in contexts where context.device.family != .custom {
      deviceCounts[context.device.name, default: 0] += 1
    }
    names = contexts.map { context in
      deviceCounts[context.device.name] == 1 ? context.device.name : ContextLabel.text(context)
    }
    hasComma = names.map { $0.contains(",") }
  }

  /// `iPhone SE (3rd generation), iPhone 17 Pro`: the names of the contexts at `indices` (those
  /// of the run), separated by slashes when one of them holds a comma; at most `limit` names,
  /// then `and 2 more`.
  func list(_ indices: [Int], limit: Int = 4) -> String {
    let shown = indices.filter { $0 >= 0 && $0 < names.count }
    // Full labels hold commas of their own: they are told apart with slashes.
    let separator = shown.contains { hasComma[$0] } ? " / " : ", "
    let listed = shown.prefix(limit).map { names[$0] }.joined(separator: separator)
    return shown.count > limit ? listed + " and \(shown.count - limit) more" : listed
  }
}
