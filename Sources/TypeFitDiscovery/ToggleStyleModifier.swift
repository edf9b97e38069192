extension TextModifiers {
  /// Whether the argument of a `.toggleStyle(…)` (`range`) draws a toggle without a switch:
  /// `true` for `.button` or `ButtonToggleStyle()`, a button that stays pressed while on
  /// (https://developer.apple.com/documentation/swiftui/togglestyle/button); `false` for
  /// `.switch` or `SwitchToggleStyle()`; `nil` for any other style (`.automatic`, which is a
  /// switch in an iOS list, or the app's own style, whose drawing is not known).
  static func toggleStyleHidesSwitch(in range: Range<Int>, stream: TokenStream) -> Bool? {
    // `.switch` is a keyword token.
    for position in range where [.identifier, .keyword].contains(stream[position].kind) {
      switch stream[position].text {
      case "button", "ButtonToggleStyle": return true
      case "switch", "SwitchToggleStyle": return false
      default: continue
      }
    }
    return nil
  }
}
