import TypeFitDynamicType
import TypeFitRow

/// A fake ``LabelMeasuring`` with a fixed advance per character, for tests and goldens.
///
/// Every character advances `advanceEm` × point size (0.5 em by default) and every line is
/// `lineHeightEm` × point size tall (2444/2048 em, SF's ascender + descender). Lines break
/// greedily at spaces; a word wider than the line is split between characters. Tracking is not
/// applied. Tail truncation puts "…" (one advance wide) on the last shown line.
///
/// ```swift
/// let label = try FixedAdvanceMeasurer().prepareLabel("Wi-Fi", language: nil, weight: .regular)
/// label.layout(pointSize: 17, maxWidth: .infinity, lineLimit: nil, displayScale: 3).naturalWidth  // 42.5
/// ```
public struct FixedAdvanceMeasurer: LabelMeasuring {
  /// Advance of every character, in em.
  public var advanceEm: Double
  /// Line height in em.
  public var lineHeightEm: Double
  /// Scalars reported as not covered by any font (rule TF004).
  public var missingScalars: Set<UInt32>

  public init(
    advanceEm: Double = 0.5, lineHeightEm: Double = 2444.0 / 2048.0, missingScalars: Set<UInt32> = []
  ) {
    self.advanceEm = advanceEm
    self.lineHeightEm = lineHeightEm
    self.missingScalars = missingScalars
  }

  public func prepareLabel(_ text: String, language: String?, weight: FontWeight) throws -> any PreparedLabel
  {
    var missing: [UInt32] = []
    for scalar in text.unicodeScalars
    where missingScalars.contains(scalar.value) && !missing.contains(scalar.value) {
      missing.append(scalar.value)
    }
    if !missing.isEmpty { throw LabelMeasuringError.missingGlyphs(codePoints: missing) }
    return FixedAdvanceLabel(text: text, advanceEm: advanceEm, lineHeightEm: lineHeightEm)
  }
}

/// A label prepared by ``FixedAdvanceMeasurer``.
public struct FixedAdvanceLabel: PreparedLabel {
  public let text: String
  let characters: [Character]
  let advanceEm: Double
  let lineHeightEm: Double

  init(text: String, advanceEm: Double, lineHeightEm: Double) {
    self.text = text
    self.characters = Array(text)
    self.advanceEm = advanceEm
    self.lineHeightEm = lineHeightEm
  }

  /// No tracking is applied: 0.
  public func trackingEm(pointSize: Double) -> Double { 0 }

  public func layout(pointSize: Double, maxWidth: Double, lineLimit: Int?, displayScale: Double)
    -> LabelLayout
  {
    let advance = advanceEm * pointSize
    // Characters a line holds; a width past any count (`.greatestFiniteMagnitude`, as the
    // planner asks for a natural width) holds them all.
    let perLine = (maxWidth / advance + 1e-9).rounded(.down)
    let capacity = perLine < Double(Int.max) ? max(1, Int(perLine)) : Int.max
    let lines = Self.wrap(characters, capacity: capacity)
    let needed = max(1, lines.count)
    let shown = lineLimit.map { min(needed, max(1, $0)) } ?? needed
    let truncated = needed > shown
    var shownLines = lines.isEmpty ? [[]] : Array(lines.prefix(shown))
    if truncated {
      // The last shown line takes the rest of the text, cut to fit with "…".
      let restStart = Self.offset(ofLine: shown - 1, in: lines, characters: characters)
      var rest = Array(characters[restStart...])
      let room = capacity == Int.max ? rest.count : max(0, capacity - 1)
      rest = Array(rest.prefix(room))
      while rest.last == " " { rest.removeLast() }
      shownLines[shown - 1] = rest + ["…"]
    }
    let widths = shownLines.map { Double(Self.trimTrailingSpaces($0).count) * advance }
    let lineHeight = lineHeightEm * pointSize
    return LabelLayout(
      linesNeeded: needed, linesShown: shown, lineWidths: widths,
      naturalWidth: Double(characters.count) * advance, lineHeight: lineHeight,
      height: PixelGrid.ceil(lineHeight * Double(shown), scale: displayScale), isTruncated: truncated,
      visibleText: shownLines.map { String(Self.trimTrailingSpaces($0)) }.joined(separator: " "))
  }

  /// Greedy wrapping at spaces; words longer than `capacity` characters are split.
  static func wrap(_ characters: [Character], capacity: Int) -> [[Character]] {
    var words: [[Character]] = []
    var current: [Character] = []
    for character in characters {
      if character == " " {
        if !current.isEmpty { words.append(current) }
        current = []
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { words.append(current) }
    var lines: [[Character]] = []
    var line: [Character] = []
    for var word in words {
      while word.count > capacity {
        if !line.isEmpty {
          lines.append(line)
          line = []
        }
        lines.append(Array(word.prefix(capacity)))
        word = Array(word.dropFirst(capacity))
      }
      if line.isEmpty {
        line = word
      } else if line.count + 1 + word.count <= capacity {
        line += [" "] + word
      } else {
        lines.append(line)
        line = word
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// Where line `index` starts in the original characters (lines drop the spaces they broke at).
  static func offset(ofLine index: Int, in lines: [[Character]], characters: [Character]) -> Int {
    var position = 0
    for line in lines[..<index] {
      while position < characters.count && characters[position] == " " { position += 1 }
      position += line.count
    }
    while position < characters.count && characters[position] == " " { position += 1 }
    return position
  }

  static func trimTrailingSpaces(_ characters: [Character]) -> [Character] {
    var result = characters
    while result.last == " " { result.removeLast() }
    return result
  }
}
