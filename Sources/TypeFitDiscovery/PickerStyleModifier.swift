extension TextModifiers {
  /// Whether `.pickerStyle(…)` draws the pickers it applies to without their label: `.segmented`
  /// (or `SegmentedPickerStyle()`) shows the options as segments and no title (the twenty-third
  /// attack's A23-10 measured the title and gave a false TF001), another style written as a
  /// literal (`.menu`, `.inline`, `.navigationLink`, `MenuPickerStyle()`) gives `false`; `nil`
  /// for a style computed at run time.
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
    if text == "segmented" || text == "SegmentedPickerStyle" { return true }
    // `.menu`, `.inline`, `.wheel`, `.navigationLink`, `.palette`, `.automatic`, or a style type.
    let isLiteral = name == first + 1 || text.hasSuffix("PickerStyle")
    return isLiteral ? false : nil
  }
}
