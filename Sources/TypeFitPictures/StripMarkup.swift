/// A strip's SVG as it is written: runs of markup text, with each line of glyphs kept as
/// numbers (``GlyphLine``).
///
/// Joined, the parts are the strip's SVG (``svg``). Kept apart, they let the HTML report store
/// a strip compactly: the markup runs repeat from row to row (cells, separators, chevrons and
/// overlays at the same sizes), so the page stores each distinct run once and the glyph lines as
/// arrays of numbers, and its script joins them again. ``breakRun()`` ends a run before and
/// after a part that is unique to a row (a title, a truncation marker), so that the runs around
/// it stay shareable.
struct StripMarkup {
  /// A run of markup, or a line of glyphs.
  enum Part: Hashable {
    case markup(String)
    case line(GlyphLine)
  }

  /// The parts so far, the open run last.
  var parts: [Part] { run.isEmpty ? closed : closed + [.markup(run)] }

  private var closed: [Part] = []
  /// The markup run that text is still appended to.
  private var run = ""

  /// Appends markup text to the current run.
  mutating func append(_ text: String) { run += text }

  /// Appends a line of glyphs; the markup after it starts a new run.
  mutating func append(_ line: GlyphLine) {
    breakRun()
    closed.append(.line(line))
  }

  /// Ends the current markup run, so the next text starts a new one.
  mutating func breakRun() {
    guard !run.isEmpty else { return }
    closed.append(.markup(run))
    run = ""
  }

  /// The SVG text.
  var svg: String {
    var output = ""
    for part in parts {
      switch part {
      case .markup(let text): output += text
      case .line(let line): output += line.svg
      }
    }
    return output
  }
}
