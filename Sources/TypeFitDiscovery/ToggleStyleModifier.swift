extension TextModifiers {
  /// What a `.toggleStyle(…)` argument draws a toggle as.
  enum ToggleStyleKind: Equatable {
    /// `.button` or `ButtonToggleStyle()`: a button that stays pressed while on, no switch
    /// (https://developer.apple.com/documentation/swiftui/togglestyle/button).
    case button
    /// `.switch`, `SwitchToggleStyle()`, `.automatic` or `DefaultToggleStyle()`: a switch, as
    /// the automatic style draws a toggle in an iOS list.
    case `switch`
    /// The app's own style (`MyStyle()`, `.checkbox` from an extension), whose drawing is not
    /// known: read as a switch, the stricter (less room for the title), with a note.
    case custom
  }

  /// The names of the styles SwiftUI draws with a switch on iOS (`.switch` is a keyword token).
  static let switchStyleNames: Set<String> = [
    "switch", "SwitchToggleStyle", "automatic", "DefaultToggleStyle",
  ]
  /// The names of the button style.
  static let buttonStyleNames: Set<String> = ["button", "ButtonToggleStyle"]

  /// What one style expression (no ternary) names: its last member or type name before `(`.
  static func toggleStyle(ofBranch range: Range<Int>, stream: TokenStream) -> ToggleStyleKind {
    let names = range.compactMap { position -> String? in
      [.identifier, .keyword].contains(stream[position].kind) ? stream[position].text : nil
    }
    if names.contains(where: buttonStyleNames.contains) { return .button }
    if names.contains(where: switchStyleNames.contains) { return .switch }
    return .custom
  }

  /// The kinds of the branches of a `.toggleStyle(…)` argument (`range`): one for a plain style,
  /// one for each branch of a ternary (`compact ? .button : .switch`); empty for no argument.
  static func toggleStyles(in range: Range<Int>, stream: TokenStream) -> [ToggleStyleKind] {
    guard !range.isEmpty else { return [] }
    return TernaryBranches.leaves(of: range, in: stream).map { toggleStyle(ofBranch: $0, stream: stream) }
  }

  /// Whether the argument of a `.toggleStyle(…)` (`range`) draws a toggle without a switch:
  /// `true` only when every branch is the button style; `false` for a switch, `.automatic`, the
  /// app's own style or a ternary with one of those among its branches (the stricter: the
  /// switch leaves the title less room); `nil` without an argument. The nearest `.toggleStyle`
  /// to the toggle wins whatever it names (the twenty-first attack's A21-24: an outer `.button`
  /// won over a toggle's own `.automatic`).
  static func toggleStyleHidesSwitch(in range: Range<Int>, stream: TokenStream) -> Bool? {
    let kinds = toggleStyles(in: range, stream: stream)
    guard !kinds.isEmpty else { return nil }
    return kinds.allSatisfy { $0 == .button }
  }
}
