/// Expands `%#@name@` references into every combination of their forms.
///
/// Used by both String Catalog substitutions and `.stringsdict` variables. A form's text may
/// itself contain references; they are expanded too. A reference to a variable that is already
/// being expanded (`a` → `%#@b@`, `b` → `%#@a@`) is a cycle: it is left as written and named in
/// ``Outcome/cycles``. Any number of variables works: the text is cut into literal runs and
/// references once, and the combinations are enumerated in order (the first reference varying
/// slowest) up to ``maximumCombinations``, each result built once.
///
/// `"%#@files@ in %#@folders@"` with two forms each yields four results, ordered
/// files.one+folders.one, files.one+folders.other, files.other+folders.one, files.other+folders.other.
///
/// - Complexity: O(results × result length) plus one scan of each text; nesting deeper than
///   ``maximumNestingDepth`` and results longer than ``maximumTextLength`` are cut off and
///   reported, so no input makes it unbounded.
struct SubstitutionExpander {
  /// One way a variable can be written (a plural form or a width).
  struct Form {
    var component: StringVariant.Component
    var text: String
    var location: SourceLocation
  }

  /// One fully expanded text.
  struct Expansion {
    var text: String
    var components: [StringVariant.Component]
    /// The location of the first form substituted, or `nil` if nothing was substituted.
    var location: SourceLocation?
  }

  /// What expanding produced.
  struct Outcome {
    var expansions: [Expansion]
    /// Referenced names with no forms, in the order first seen.
    var missingNames: [String]
    /// Names whose forms lead back to themselves, in the order first seen; left as written.
    var cycles: [String] = []
    /// `true` when results were dropped because of the combination limit.
    var wasTruncated: Bool
    /// `true` when results were dropped for being longer than ``maximumTextLength``, or
    /// references were left because they were nested deeper than ``maximumNestingDepth``.
    var wasCut = false
  }

  /// Missing or cyclic names reported one by one per text; the rest are counted in one warning.
  static let reportedNames = 8

  /// The most results for one text.
  var maximumCombinations: Int
  /// Forms nested in forms deeper than this are left as written.
  var maximumNestingDepth = 32
  /// Results longer than this many UTF-8 bytes are dropped (a label is at most 50,000 units).
  var maximumTextLength = 1 << 20
  /// The results of one text stop once together they pass this many UTF-8 bytes (512 KiB), so
  /// 5,000 variables of two forms give a few long strings, not 256 strings of 40 KB each to
  /// lay out; everyday entries (256 combinations of short forms) stay far below it.
  var maximumTotalLength = 512 << 10
  /// The forms of a variable, or `nil` when the name is not defined.
  var forms: (String) -> [Form]?

  func expand(_ text: String) -> Outcome {
    var state = State()
    let expansions = expansions(of: text, chain: [], depth: 0, state: &state)
    return Outcome(
      expansions: expansions, missingNames: state.missing, cycles: state.cycles,
      wasTruncated: state.truncated,
      wasCut: state.cut)
  }

  private struct State {
    var missing: [String] = []
    var cycles: [String] = []
    var truncated = false
    var cut = false
  }

  /// A piece of a text: a literal run, or a reference with its possible expansions.
  private enum Segment {
    case literal(String)
    case choices([Expansion])
  }

  private func expansions(of text: String, chain: [String], depth: Int, state: inout State) -> [Expansion] {
    let bytes = Array(text.utf8)
    var segments: [Segment] = []
    var literalStart = 0
    var searchFrom = 0
    while let reference = SubstitutionReference.first(in: bytes, fromUTF8Offset: searchFrom) {
      searchFrom = reference.endOffset
      let name = reference.name
      if chain.contains(name) {
        if !state.cycles.contains(name) { state.cycles.append(name) }
        continue
      }
      guard let choices = forms(name), !choices.isEmpty else {
        if !state.missing.contains(name) { state.missing.append(name) }
        continue
      }
      guard depth < maximumNestingDepth else {
        state.cut = true
        continue
      }
      if reference.startOffset > literalStart {
        segments.append(
          .literal(String(decoding: bytes[literalStart..<reference.startOffset], as: UTF8.self)))
      }
      literalStart = reference.endOffset
      var options: [Expansion] = []
      for choice in choices {
        for inner in expansions(of: choice.text, chain: chain + [name], depth: depth + 1, state: &state) {
          if options.count >= maximumCombinations {
            state.truncated = true
            break
          }
          options.append(
            Expansion(
              text: inner.text, components: [choice.component] + inner.components, location: choice.location))
        }
      }
      segments.append(.choices(options))
    }
    if literalStart < bytes.count {
      segments.append(.literal(String(decoding: bytes[literalStart...], as: UTF8.self)))
    }
    return combinations(of: segments, state: &state)
  }

  /// Every combination of the segments' choices, in order, up to ``maximumCombinations``.
  private func combinations(of segments: [Segment], state: inout State) -> [Expansion] {
    let counts = segments.map { segment -> Int in
      if case .choices(let options) = segment { return options.count }
      return 1
    }
    if counts.contains(0) { return [] }
    var indexes = [Int](repeating: 0, count: segments.count)
    var results: [Expansion] = []
    var totalLength = 0
    while true {
      if results.count >= maximumCombinations {
        state.truncated = true
        return results
      }
      var length = 0
      var components: [StringVariant.Component] = []
      var location: SourceLocation?
      for (position, segment) in segments.enumerated() {
        switch segment {
        case .literal(let run): length += run.utf8.count
        case .choices(let options):
          let chosen = options[indexes[position]]
          length += chosen.text.utf8.count
          components += chosen.components
          if location == nil { location = chosen.location }
        }
      }
      if totalLength + length > maximumTotalLength, !results.isEmpty {
        state.truncated = true
        return results
      }
      totalLength += length
      if length <= maximumTextLength {
        var text = ""
        text.reserveCapacity(length)
        for (position, segment) in segments.enumerated() {
          switch segment {
          case .literal(let run): text += run
          case .choices(let options): text += options[indexes[position]].text
          }
        }
        results.append(Expansion(text: text, components: components, location: location))
      } else {
        state.cut = true
      }
      // Next combination: the last segment varies fastest.
      var position = segments.count - 1
      while position >= 0 {
        indexes[position] += 1
        if indexes[position] < counts[position] { break }
        indexes[position] = 0
        position -= 1
      }
      if position < 0 { return results }
    }
  }
}

/// A `%#@name@` (or `%1$#@name@`) reference found in a text, as UTF-8 offsets.
struct SubstitutionReference: Equatable {
  var name: String
  var startOffset: Int
  var endOffset: Int

  /// The first reference at or after `start` (a UTF-8 offset), or `nil`.
  static func first(in text: String, fromUTF8Offset start: Int) -> SubstitutionReference? {
    first(in: Array(text.utf8), fromUTF8Offset: start)
  }

  /// The first reference in `bytes` (UTF-8) at or after `start`, or `nil`.
  static func first(in bytes: [UInt8], fromUTF8Offset start: Int) -> SubstitutionReference? {
    var index = start
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "%") else {
        index += 1
        continue
      }
      var cursor = index + 1
      while cursor < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[cursor]) {
        cursor += 1
      }
      if cursor > index + 1 {
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "$") else {
          index += 1
          continue
        }
        cursor += 1
      }
      guard cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "#"),
        bytes[cursor + 1] == UInt8(ascii: "@")
      else {
        index += 1
        continue
      }
      let nameStart = cursor + 2
      guard let nameEnd = bytes[nameStart...].firstIndex(of: UInt8(ascii: "@")) else { return nil }
      return SubstitutionReference(
        name: String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self), startOffset: index,
        endOffset: nameEnd + 1)
    }
    return nil
  }
}
