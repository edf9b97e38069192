import TypeFitRow

/// Draws a trailing accessory as simple vector shapes, centred in its frame.
///
/// These are approximations of the SF Symbols iOS uses (no symbol font is needed): the chevron
/// is a stroked angle 0.4 × 0.75 of its layout square (profile `disclosureLayoutWidth`, scaled
/// with body), pointing forward — right, or left in a right-to-left row; the checkmark a
/// stroked tick; the switch a capsule with its knob on the trailing side (on); the info button
/// a circle with an "i" made of a dot and a bar.
enum AccessoryShape {
  /// The SVG elements for one accessory in points.
  static func svg(_ placement: AccessoryPlacement, direction: RowDirection) -> String {
    let frame = placement.frame
    let (cx, cy) = frame.center
    let side = min(frame.width, frame.height)
    let n = { (v: Double) in DecimalText.svg(v) }
    switch placement.item {
    case .chevron:
      let forward: Double = direction.isRightToLeft ? -1 : 1
      let halfWidth = side * 0.2
      let halfHeight = side * 0.375
      let back = cx - forward * halfWidth
      let tip = cx + forward * halfWidth
      return "<polyline class=\"accessory chevron\" points=\"\(n(back)),\(n(cy - halfHeight)) "
        + "\(n(tip)),\(n(cy)) \(n(back)),\(n(cy + halfHeight))\" "
        + "stroke-width=\"\(n(side * 0.16))\"/>"
    case .checkmark:
      let s = side / 2
      return "<polyline class=\"accessory checkmark\" points=\"\(n(cx - s * 0.8)),\(n(cy + s * 0.05)) "
        + "\(n(cx - s * 0.25)),\(n(cy + s * 0.6)) \(n(cx + s * 0.8)),\(n(cy - s * 0.65))\" "
        + "stroke-width=\"\(n(side * 0.14))\"/>"
    case .toggle:
      let radius = frame.height / 2
      let knobRadius = radius - 2
      let knobX = direction.isRightToLeft ? frame.x + radius : frame.x + frame.width - radius
      return "<g class=\"accessory toggle\"><rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" "
        + "width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" rx=\"\(n(radius))\"/><circle cx=\"\(n(knobX))\" cy=\"\(n(cy))\" "
        + "r=\"\(n(knobRadius))\"/></g>"
    case .infoButton, .detailButton:
      let r = side / 2
      return
        "<g class=\"accessory info\"><circle class=\"ring\" cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"\(n(r * 0.92))\" "
        + "stroke-width=\"\(n(r * 0.12))\"/>"
        + "<circle class=\"dot\" cx=\"\(n(cx))\" cy=\"\(n(cy - r * 0.42))\" r=\"\(n(r * 0.11))\"/>"
        + "<rect x=\"\(n(cx - r * 0.09))\" y=\"\(n(cy - r * 0.18))\" width=\"\(n(r * 0.18))\" "
        + "height=\"\(n(r * 0.65))\" rx=\"\(n(r * 0.05))\"/></g>"
    }
  }
}
