import TypeFitDiscovery
import TypeFitInput
import TypeFitLocalization

/// A key an alert or confirmation dialog shows as its title or message, found in the app's
/// Swift sources (``DialogText``), handed to the ``RowPlanner``: a string of it that no row
/// names is ``ItemRole/prose``, whatever its text.
///
/// iOS lays an alert's title and message out across the alert, wrapping them onto as many lines
/// as they need and scrolling the alert when it is taller than the screen: they neither truncate
/// nor sit in a row, so a wrap note (TF008) or a line limit (TF001) says nothing about them
/// (fresh23 F23-10: `.alert("settings.support.alert.title", …)` was a label with wrap notes).
/// Prose keeps TF004 (missing glyphs), which holds wherever a text is shown.
///
/// ```swift
/// DiscoveredDialogText.texts(from: discovery.dialogTexts).first?.reason
/// // "title of .alert at SupportAppView.swift:76"
/// ```
public struct DiscoveredDialogText: Sendable, Hashable {
  /// The key.
  public var key: String
  /// Its strings table (``StringsTable/name``): `Localizable` when the source names none; `nil`
  /// for every table.
  public var table: String?
  /// Why it is prose, shown as the role's reason: `title of .alert at SupportAppView.swift:76`.
  public var reason: String

  public init(key: String, table: String?, reason: String) {
    self.key = key
    self.table = table
    self.reason = reason
  }

  /// One per key and table of `dialogs` (the first place met gives the reason); texts that are
  /// not keys are left out.
  public static func texts(from dialogs: [DialogText]) -> [DiscoveredDialogText] {
    var seen = Set<ReferencedKey>()
    var texts: [DiscoveredDialogText] = []
    for dialog in dialogs {
      guard let key = ReferencedKey(dialog.reference), seen.insert(key).inserted else { continue }
      let file = BytePath.lastName(of: dialog.location.file)
      texts.append(
        DiscoveredDialogText(
          key: key.key.text, table: key.table.text,
          reason: "\(dialog.part.rawValue) of \(dialog.construct) at \(file):\(dialog.location.line)"))
    }
    return texts
  }

  /// Whether `string` is this text: its key, by bytes, in this table (a string without a table
  /// matches any), as a discovered row's title is matched (``DiscoveredRow/isTitle(of:)``).
  func isText(of string: LocalizedString) -> Bool {
    DiscoveredRow.isTitle(key, in: table, of: string)
  }
}
