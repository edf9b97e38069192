extension TextModifiers {
  /// Whether `.pickerStyle(…)` draws the pickers it applies to as no row of a title beside the
  /// selected option: `.segmented` (or `SegmentedPickerStyle()`) shows the options as segments
  /// and no title (the twenty-third attack's A23-10 measured the title and gave a false TF001);
  /// `.inline` shows each option as a row of its own with a checkmark on the selected one,
  /// `.wheel` a wheel and `.palette` a row of options (Apple's `InlinePickerStyle`,
  /// `WheelPickerStyle`, `PalettePickerStyle`; the eighty-first attack's A81-8 reported TF007
  /// "value moves below the title" for them). Such pickers are left out, as the segmented one
  /// is. Another style written as a literal (`.menu`, `.navigationLink`, `.automatic`,
  /// `MenuPickerStyle()`) gives `false`; `nil` for a style computed at run time.
  static func pickerStyleHidesLabel(in range: Range<Int>, stream: TokenStream) -> Bool? {
    guard !range.isEmpty else { return nil }
    let first = range.lowerBound
    let name: Int
    if stream.isPunctuation(first, "."), first + 1 < range.upperBound {
      name = first + 1
    } else {
      name = first
    }
    guard [.identifier, .keyword].contains(stream[name].kind) else { return nil }
    let text = stream[name].text
    if Self.stylesWithoutRow.contains(text) { return true }
    // `.menu`, `.navigationLink`, `.automatic`, or a style type.
    let isLiteral = name == first + 1 || text.hasSuffix("PickerStyle")
    return isLiteral ? false : nil
  }

  /// The picker styles that draw no title-and-value row, as `.name` and as their types.
  static let stylesWithoutRow: Set<String> = [
    "segmented", "SegmentedPickerStyle", "inline", "InlinePickerStyle", "wheel", "WheelPickerStyle",
    "palette",
    "PalettePickerStyle",
  ]
}
