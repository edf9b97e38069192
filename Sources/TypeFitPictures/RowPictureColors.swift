/// The colours of a row picture: iOS light-mode system colours flattened onto white, and the
/// review overlays' colours.
enum RowPictureColors {
  /// `systemGroupedBackground` behind inset-grouped sections.
  static let groupedBackground = "#f2f2f7"
  /// `secondarySystemGroupedBackground` / `systemBackground`: the cell.
  static let cell = "#ffffff"
  /// `separator` flattened on white.
  static let separator = "#c6c6c8"
  /// `label`: the title.
  static let label = "#000000"
  /// `secondaryLabel` flattened on white: subtitle and value.
  static let secondaryLabel = "#8a8a8e"
  /// `tertiaryLabel` flattened on white: the chevron.
  static let tertiaryLabel = "#c4c4c6"
  /// `systemBlue`: checkmark, info button, symbol placeholder.
  static let tint = "#007aff"
  /// `systemGreen`: a switch that is on.
  static let switchOn = "#34c759"
  /// `systemGray4`: image placeholders.
  static let placeholder = "#d1d1d6"
  /// Overlay: a touch target that is large enough.
  static let targetOK = "#1a7f37"
  /// Overlay: a touch target that is too small, a truncation, a highlighted panel.
  static let problem = "#d70015"
  /// Overlay: text frames.
  static let textFrame = "#0066cc"
  /// Overlay: layout margins.
  static let margin = "#b4009e"
  /// Captions under the panels.
  static let caption = "#3c3c43"
}
