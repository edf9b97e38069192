import TypeFitDynamicType
import TypeFitRow
import TypeFitText

/// Shapes a row's labels for drawing with the engine that measured them: each label is
/// prepared once per weight, laid out with a ``LabelMeasurement``'s parameters and drawn.
///
/// One source serves every picture of a row (all its contexts and categories): a line of text
/// drawn at a point size is shaped once, however many layouts show it (a row laid out at
/// 64 widths breaks into the same lines at most of them). Memory grows with the distinct
/// lines of one row, and goes with the source.
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

  /// A line as drawn: its text at a size, for a label prepared with `preparation`.
  private struct LineKey: Hashable {
    var preparation: PreparationKey
    var text: String
    var pointSize: Double
  }

  let engine: TextEngine
  let row: Row
  private var prepared: [PreparationKey: PreparedText?] = [:]
  /// Lines drawn so far; `nil` for one the engine cannot draw (a missing glyph).
  private var drawn: [LineKey: DrawnLine?] = [:]

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
    // Each line is drawn on its own (as `drawLines` does), so a line drawn before is reused.
    var lines: [DrawnLine] = []
    lines.reserveCapacity(layout.lines.count)
    for line in layout.lines {
      let lineKey = LineKey(preparation: key, text: line.text, pointSize: layout.pointSize)
      if drawn[lineKey] == nil {
        var single = layout
        single.lines = [line]
        drawn[lineKey] = (try? engine.drawLines(of: single, prepared: text))?.first
      }
      guard let drawnLine = drawn[lineKey] ?? nil else { return nil }
      lines.append(drawnLine)
    }
    return ShapedLabel(layout: layout, lines: lines)
  }
}
