import TypeFitRow

/// Draws the leading content as a placeholder in its frame.
///
/// A symbol is a blue rounded square as tall as the smaller side of its reserved area (where
/// the SF Symbol would be centred); an image fills its frame as a grey ellipse (circular) or a
/// rounded rectangle (square, wide).
enum LeadingShape {
  static func svg(_ leading: LeadingContent, frame: Rect) -> String {
    let n = { (v: Double) in DecimalText.svg(v) }
    switch leading {
    case .none:
      return ""
    case .symbol:
      let side = min(frame.width, frame.height) * 0.9
      let (cx, cy) = frame.center
      return "<rect class=\"leading symbol\" x=\"\(n(cx - side / 2))\" y=\"\(n(cy - side / 2))\" "
        + "width=\"\(n(side))\" height=\"\(n(side))\" rx=\"\(n(side * 0.22))\"/>"
    case .image(let image):
      if image.shape == .circular {
        let (cx, cy) = frame.center
        return
          "<ellipse class=\"leading image\" cx=\"\(n(cx))\" cy=\"\(n(cy))\" rx=\"\(n(frame.width / 2))\" "
          + "ry=\"\(n(frame.height / 2))\"/>"
      }
      return
        "<rect class=\"leading image\" x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" "
        + "height=\"\(n(frame.height))\" rx=\"\(n(min(6, frame.height / 4)))\" "
        + "/>"
    }
  }
}
