import TypeFitDynamicType
import TypeFitRow
import TypeFitText

/// Shapes a row's labels for drawing with the engine that measured them: each label is
/// prepared once per weight, laid out with a ``LabelMeasurement``'s parameters and drawn.
struct LabelGlyphSource {
  /// A label laid out and shaped: the engine's layout (line widths) and its drawn lines.
  struct ShapedLabel {
    var layout: TextLayout
    var lines: [DrawnLine]
  }

  private struct PreparationKey: Hashable {
    var role: LabelRole
    var weight: FontWeight
  }

  let engine: TextEngine
  let row: Row
  private var prepared: [PreparationKey: PreparedText?] = [:]

  init(engine: TextEngine, row: Row) {
    self.engine = engine
    self.row = row
  }

  /// The label's layout and glyphs at the measurement's size, width and line limit; `nil` when
  /// the engine cannot shape it (no font covers some characters).
  mutating func shape(_ measurement: LabelMeasurement, displayScale: Double) -> ShapedLabel? {
    guard let label = row.label(measurement.role) else { return nil }
    let key = PreparationKey(role: measurement.role, weight: measurement.weight)
    if prepared[key] == nil {
      prepared[key] = try? engine.prepare(label.text, language: row.language, weight: measurement.weight)
    }
    guard let text = prepared[key] ?? nil else { return nil }
    let layout = text.layout(
      LayoutParameters(
        pointSize: measurement.pointSize, maxWidth: measurement.maxWidth, lineLimit: measurement.lineLimit,
        displayScale: displayScale))
    guard let lines = try? engine.drawLines(of: layout, prepared: text) else { return nil }
    return ShapedLabel(layout: layout, lines: lines)
  }
}
