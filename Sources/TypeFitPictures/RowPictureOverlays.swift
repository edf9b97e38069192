/// Review overlays drawn over a row picture. Each is also a CSS class on its elements
/// (`touch-target`, `text-frame`, `truncation`, `margin`), so a page can hide them with CSS.
public struct RowPictureOverlays: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Touch-target bounds: green when at least the profile's `minimumTouchTarget` (44 pt) in both
  /// directions, red when smaller. Class `touch-target` (plus `ok` or `small`).
  public static let touchTargets = RowPictureOverlays(rawValue: 1 << 0)
  /// Each label's frame: the width it was given × its height. Class `text-frame`.
  public static let textFrames = RowPictureOverlays(rawValue: 1 << 1)
  /// A marker at the end of a truncated label's last line, where the "…" is. Class `truncation`.
  public static let truncation = RowPictureOverlays(rawValue: 1 << 2)
  /// The layout margins: horizontal margins and the vertical content margin. Class `margin`.
  public static let margins = RowPictureOverlays(rawValue: 1 << 3)

  /// All overlays.
  public static let all: RowPictureOverlays = [.touchTargets, .textFrames, .truncation, .margins]
}
