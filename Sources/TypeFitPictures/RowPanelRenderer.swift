import TypeFitRow
import TypeFitText

/// Draws one panel of a strip: the row at one category, in row coordinates (screen x, row y,
/// points), with the requested overlays.
struct RowPanelRenderer {
  let row: Row
  let layout: RowCategoryLayout
  let context: LayoutContext
  let geometry: RowPanelGeometry
  let overlays: RowPictureOverlays

  init(
    row: Row, layout: RowCategoryLayout, context: LayoutContext, direction: RowDirection,
    overlays: RowPictureOverlays
  ) {
    self.row = row
    self.layout = layout
    self.context = context
    self.geometry = RowPanelGeometry(row: row, layout: layout, context: context, direction: direction)
    self.overlays = overlays
  }

  private func n(_ value: Double) -> String { DecimalText.svg(value) }

  /// Appends the panel's elements to `markup`; glyphs are recorded in `glyphs`.
  func draw(into markup: inout StripMarkup, source: inout LabelGlyphSource, glyphs: inout GlyphLibrary) {
    markup.append(cell() + separator())
    if let frame = geometry.leadingFrame { markup.append(LeadingShape.svg(row.leading, frame: frame)) }
    for label in geometry.labels { draw(label, into: &markup, source: &source, glyphs: &glyphs) }
    for accessory in geometry.accessories {
      markup.append(AccessoryShape.svg(accessory, direction: geometry.direction))
    }
    if overlays.contains(.margins) { markup.append(margins()) }
    if overlays.contains(.textFrames) {
      for label in geometry.labels {
        markup.append(rect(label.frame, attributes: "class=\"overlay text-frame\""))
      }
    }
    if overlays.contains(.touchTargets) { markup.append(touchTargets()) }
  }

  private func rect(_ frame: Rect, attributes: String) -> String {
    "<rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" \(attributes)/>"
  }

  /// The cell: for an inset section the first row of a section (top corners rounded, the
  /// section continuing below the separator); edge to edge otherwise.
  private func cell() -> String {
    let frame = geometry.rowFrame
    let radius = min(SectionCornerRadius.points(for: context), frame.height / 2)
    guard radius > 0 else {
      return rect(frame, attributes: "class=\"cell\"")
    }
    let (x, y, w, h) = (frame.x, frame.y, frame.width, frame.height)
    let r = n(radius)
    return
      "<path class=\"cell\" d=\"M\(n(x)) \(n(y + h))V\(n(y + radius))A\(r) \(r) 0 0 1 \(n(x + radius)) \(n(y))"
      + "H\(n(x + w - radius))A\(r) \(r) 0 0 1 \(n(x + w)) \(n(y + radius))V\(n(y + h))Z\"/>"
  }

  /// A hairline (one pixel) at the row's bottom from the text's leading edge to the row's
  /// trailing edge.
  private func separator() -> String {
    let hairline = 1 / max(1, context.displayScale)
    let y = layout.height - hairline / 2
    return "<line class=\"separator\" x1=\"\(n(geometry.separatorStart))\" y1=\"\(n(y))\" "
      + "x2=\"\(n(geometry.separatorEnd))\" y2=\"\(n(y))\" "
      + "stroke-width=\"\(DecimalText.svg(hairline, digits: 4))\"/>"
  }

  /// A label's lines as glyph outlines, aligned in its frame: leading-aligned labels start at
  /// the frame's leading edge, a side-by-side value ends at its trailing edge. Trailing spaces
  /// hang outside the frame, as in UIKit.
  private func draw(
    _ label: RowPanelGeometry.PlacedLabel, into markup: inout StripMarkup, source: inout LabelGlyphSource,
    glyphs: inout GlyphLibrary
  ) {
    let role = label.measurement.role.rawValue
    guard let shaped = source.shape(label.measurement, displayScale: context.displayScale) else {
      markup.append(rect(label.frame, attributes: "class=\"label undrawable \(role)\""))
      return
    }
    let alignsLeft = (label.alignment == .leading) != geometry.direction.isRightToLeft
    markup.append("<g class=\"label \(role)\">")
    var truncationX: Double?
    for (index, line) in shaped.lines.enumerated() {
      let visibleWidth = index < shaped.layout.lines.count ? shaped.layout.lines[index].width : line.width
      let hanging = max(0, line.width - visibleWidth)
      let visibleLeft = alignsLeft ? label.frame.x : label.frame.x + label.frame.width - visibleWidth
      let origin = visibleLeft - (line.isRightToLeft ? hanging : 0)
      let baseline = TextBaseline.y(ofLine: index, top: label.frame.y, lineHeight: shaped.layout.lineHeight)
      if let placed = glyphs.line(line, originX: origin, baseline: baseline) { markup.append(placed) }
      if shaped.layout.isTruncated, index == shaped.lines.count - 1 {
        truncationX = line.isRightToLeft ? visibleLeft : visibleLeft + visibleWidth
      }
    }
    markup.append("</g>")
    if overlays.contains(.truncation), let x = truncationX {
      let lastTop = label.frame.y + Double(shaped.lines.count - 1) * shaped.layout.lineHeight
      // The marker sits where this row's text ends: a run of its own keeps the runs around it shared.
      markup.breakRun()
      markup.append(truncationMarker(x: x, top: lastTop, height: shaped.layout.lineHeight))
      markup.breakRun()
    }
  }

  /// A red bar through the last line at the end of the "…", with a triangle above it.
  private func truncationMarker(x: Double, top: Double, height: Double) -> String {
    "<g class=\"overlay truncation\"><line x1=\"\(n(x))\" y1=\"\(n(top))\" x2=\"\(n(x))\" "
      + "y2=\"\(n(top + height))\"/><path d=\"M\(n(x - 4)) \(n(top - 5))H\(n(x + 4))L\(n(x)) \(n(top))Z\"/></g>"
  }

  private func margins() -> String {
    rect(geometry.marginFrame, attributes: "class=\"overlay margin\"")
  }

  /// Each touch target's bounds, red and tinted when narrower or shorter than the profile's
  /// `minimumTouchTarget`.
  private func touchTargets() -> String {
    let minimum = context.profile[.minimumTouchTarget]
    var output = ""
    for target in layout.touchTargets {
      let frame = geometry.mirrored(target.frame)
      let small = target.frame.width < minimum || target.frame.height < minimum
      let inset = Rect(
        x: frame.x + 0.5, y: frame.y + 0.5, width: max(0, frame.width - 1), height: max(0, frame.height - 1))
      output += rect(
        inset,
        attributes: "class=\"overlay touch-target \(small ? "small" : "ok") \(target.kind.rawValue)\"")
    }
    return output
  }
}
