import TypeFitDynamicType

/// The text style SwiftUI draws a list row's subtitle in when its source sets no font.
///
/// A `Text` takes its font from the environment: the nearest `.font(…)` on it or on a view
/// around it (read with the text, ``TextModifiers/apply(to:explicit:)``), else one the framework
/// gives, else SwiftUI's default, body (`Font.default`: "preferring first any developer
/// specified font, via `font`, then any framework specified font, and finally the default
/// SwiftUI font", https://developer.apple.com/documentation/swiftui/font/default). So the
/// second text of a plain stack (`VStack { Text(t); Text(s) }`, in a list or as a
/// `NavigationLink`'s label) is drawn at body, as the first is: a subtitle look needs
/// `.font(.subheadline)` in the code. The framework styles a second line itself where texts sit
/// directly in the label of a `Toggle`, `Picker` or `LabeledContent` (iOS 16 and later; Apple's
/// `Toggle`: "the first text represents the title and the second text represents the
/// subtitle", https://developer.apple.com/documentation/swiftui/toggle): subheadline, the row
/// model's subtitle style. The eighty-first attack's A81-14 measured a plain stack's second
/// text at subheadline (15 pt at Large) and reported its truncation a size late.
///
/// ```swift
/// // VStack { Text("k"); Text("s") }                  → body (17 pt at Large, 53 pt at AX5)
/// // VStack { Text("k"); Text("s") }.font(.caption)   → caption (the enclosing font, as read)
/// // Toggle(isOn: $on) { Text("k"); Text("s") }       → subheadline (the control styles it)
/// // VStack { Text("k"); Text("s").font(font) }       → not known: nil, the row's default
/// ```
enum SubtitleStyle {
  /// Gives `subtitle` the style SwiftUI draws it in when no font is set on it or around it:
  /// subheadline when `styledByControl` (a second text directly in a control's label that
  /// styles it), body otherwise. A subtitle whose font is set, read or not
  /// (``DiscoveredText/setsFont``), keeps what was read.
  static func resolve(_ subtitle: inout DiscoveredText, styledByControl: Bool) {
    guard !subtitle.setsFont, subtitle.textStyle == nil, subtitle.fixedPointSize == nil else { return }
    subtitle.textStyle = styledByControl ? .subheadline : .body
  }
}
