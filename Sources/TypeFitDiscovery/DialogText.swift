import TypeFitLocalization

/// A text an alert or confirmation dialog shows, found in Swift source: its title or message.
///
/// An alert is no list row: iOS lays its title and message out across the alert's width,
/// wrapping them onto as many lines as they need, and scrolls the alert when it is taller than
/// the screen (fresh23 F23-10). `typefit check` gives such a key the role prose, which no
/// truncation or wrap rule reports (only TF004, missing glyphs).
///
/// ```swift
/// // .alert("settings.alert.title", isPresented: $shown) { … } message: { Text("settings.alert.message") }
/// dialogs[0].reference  // .key("settings.alert.title", table: nil)
/// dialogs[0].part       // .title
/// dialogs[0].construct  // ".alert"
/// dialogs[1].part       // .message
/// ```
public struct DialogText: Sendable, Hashable {
  /// Which text of the dialog it is.
  public enum Part: String, Sendable, Hashable {
    /// The dialog's title.
    case title
    /// The dialog's message, below the title.
    case message
  }

  /// The string shown: a key (with its table), a verbatim text, or an unresolved expression.
  public var reference: StringReference
  /// Where the text's expression starts.
  public var location: SourceLocation
  /// The call that shows it: `.alert`, `.confirmationDialog`, `Alert` or `UIAlertController`.
  public var construct: String
  /// The title or the message.
  public var part: Part

  public init(reference: StringReference, location: SourceLocation, construct: String, part: Part) {
    self.reference = reference
    self.location = location
    self.construct = construct
    self.part = part
  }
}
