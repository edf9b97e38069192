extension SwiftUIRowRecognizer {
  /// A row whose label is one view the configuration maps (`rowComponents`), such as
  /// `NavigationLink { … } label: { SettingsRow(title: "r7") }`: the mapped view's texts, read as
  /// the mapping says, in the link's or button's row, which keeps its own construct, disclosure and
  /// navigation (the twenty-third attack's A23-9 left it a `custom view` without a key). `row`
  /// unchanged when its title is not such a view.
  func mappedLabel(_ row: SourceRow, of call: CallSyntax) -> SourceRow {
    guard case .unresolved(let reason)? = row.title?.reference, reason.hasPrefix("custom view "),
      let mapping = components[String(reason.dropFirst("custom view ".count))],
      let label = call.closure("label") ?? call.closure(nil)
    else { return row }
    let name = String(reason.dropFirst("custom view ".count))
    for position in label.range
    where stream[position].kind == .identifier && stream[position].text == name
      && !stream.isPunctuation(position - 1, ".")
    {
      guard let inner = CallSyntax.parse(at: position, in: stream),
        let mapped = DesignSystemRows.component(inner, mapping: mapping, stream: stream, resolver: resolver)
      else { return row }
      var merged = row
      merged.title = mapped.title
      merged.subtitle = mapped.subtitle ?? row.subtitle
      merged.value = mapped.value ?? row.value
      if mapped.leading != .none { merged.leading = mapped.leading }
      if row.accessory == .none { merged.accessory = mapped.accessory }
      return merged
    }
    return row
  }
}
