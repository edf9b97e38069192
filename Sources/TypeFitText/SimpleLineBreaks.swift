/// UAX #14 line-break opportunities of simple alphabetic text, worked out without ICU: the same
/// boundaries, in the same order and with the same mandatory flags, as ``ICUBreakIterator``'s
/// line iterator gives with ICU 72's root rules. The text may hold printable ASCII, tab, line
/// feed, the letters of Latin-1 and Latin Extended-A and -B, basic Greek and Cyrillic, the
/// typographic quotes ‘ ’ “ ” « », the ellipsis, the no-break space, the en dash, ¡ ¿ £ ¥ € ¢
/// and ° (see ``lineClass(of:)``).
///
/// Only an iterator whose compiled rules are those rules takes the shortcut (see
/// ``rootRulesVerified``): the root locale and every locale without rules of its own (`en`,
/// `de`, `fr`, `ko`…), not Japanese or Chinese (`line_cj`) nor an `lb` keyword other than
/// `strict`, and no other ICU build. Any other unit (CR, another control, DEL, a combining
/// mark, any other script or symbol) sends the text to ICU.
///
/// The rules, first match wins, for the position between units `i − 1` and `i` (UAX #14 §6.1,
/// Unicode 15.0, with ICU 72's tailorings of LB 15, LB 20 and LB 25):
///
/// - LB 5 (break after LF, mandatory); LB 6–7 (no break before LF or SP); LB 12: `GL ×`;
/// - LB 13: no break before CL, CP, EX, SY, or IS unless it is `SP IS NU` (ICU breaks
///   before a number's leading decimal point after a space);
/// - LB 14: `OP SP* ×`; LB 15: `QU SP* × OP`; LB 18: `SP ÷`;
/// - LB 12a: `[^SP BA HY] × GL`; LB 22: `× IN`;
/// - LB 19: `× QU`, `QU ×`; ICU's LB 20.09: `HY × AL` when a break (or the text's start)
///   comes just before the hyphen; LB 21: `× BA`, `× HY`;
/// - LB 23: `AL × NU`, `NU × AL`; LB 24: `(PR | PO) × AL`, `AL × (PR | PO)`;
/// - LB 25 as ICU writes it: no break inside
///   `(PR | PO)? (OP | HY)? IS? NU (NU | SY | IS)* (CL | CP)? (PR | PO)?`;
/// - LB 28: `AL × AL`; LB 29: `IS × AL`; LB 30: `(AL | NU) × OP`, `CP × (AL | NU)`;
/// - LB 31: break everywhere else; LB 3: always a boundary at the end (mandatory after LF).
///
/// `SimpleLineBreaksTests` compares the shortcut with ICU on every string of one to three units
/// over the 97 ASCII units, of up to four over 29 of them (every class, two units of most), of
/// up to five over one unit per class, of up to three over the 29 and 22 of the other units,
/// of up to three over one unit per class and each unit of the set above U+007F, on random
/// longer strings, and on every value of the shared corpus the shortcut reads.
enum SimpleLineBreaks {
  /// FNV-1a (64 bits) of the compiled rules (`ubrk_getBinaryRules`) of ICU 72.1's root line
  /// iterator, the rules the shortcut was checked against; `tf_break_rules_fingerprint` gives
  /// an iterator's.
  static let verifiedRulesFingerprint: UInt64 = 0x10BE_646B_6F2A_4CA0

  /// Whether an iterator with these compiled rules gives the shortcut's boundaries.
  static func applies(toRulesFingerprint fingerprint: UInt64) -> Bool {
    fingerprint == verifiedRulesFingerprint
  }

  /// Whether this process's ICU has the checked root rules, worked out once: a locale's line
  /// iterator may then take the shortcut when its rules are the root iterator's
  /// (``ICUBreakIterator/hasSameRules(as:)``), without hashing them.
  static let rootRulesVerified: Bool = {
    guard let root = try? ICUBreakIterator(kind: .line, locale: "") else { return false }
    return applies(toRulesFingerprint: root.rulesFingerprint)
  }()

  // The UAX #14 classes of the units the shortcut reads (LineBreak.txt, Unicode 15.0); 0 is a
  // unit it does not read.
  static let alphabetic: UInt8 = 1  // AL: letters, # & * < = > @ ^ _ ` ~
  static let breakAfter: UInt8 = 2  // BA: tab, |
  static let closePunctuation: UInt8 = 3  // CL: }
  static let closeParenthesis: UInt8 = 4  // CP: ) ]
  static let exclamation: UInt8 = 5  // EX: ! ?
  static let hyphen: UInt8 = 6  // HY: -
  static let infixNumeric: UInt8 = 7  // IS: , . : ;
  static let lineFeed: UInt8 = 8  // LF
  static let numeric: UInt8 = 9  // NU: 0–9
  static let openPunctuation: UInt8 = 10  // OP: ( [ {
  static let postfixNumeric: UInt8 = 11  // PO: %
  static let prefixNumeric: UInt8 = 12  // PR: $ + backslash
  static let quotation: UInt8 = 13  // QU: " '
  static let space: UInt8 = 14  // SP
  static let breakSymbols: UInt8 = 15  // SY: /
  static let glue: UInt8 = 16  // GL: no-break space
  static let inseparable: UInt8 = 17  // IN: …

  /// The class of each unit U+0000–U+007F, 0 for the units the shortcut leaves to ICU.
  static let asciiClasses: [UInt8] = (0..<128).map { unit -> UInt8 in
    switch UInt8(unit) {
    case 0x09, UInt8(ascii: "|"): breakAfter
    case 0x0A: lineFeed
    case UInt8(ascii: " "): space
    case UInt8(ascii: "!"), UInt8(ascii: "?"): exclamation
    case UInt8(ascii: "\""), UInt8(ascii: "'"): quotation
    case UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "\\"): prefixNumeric
    case UInt8(ascii: "%"): postfixNumeric
    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): openPunctuation
    case UInt8(ascii: ")"), UInt8(ascii: "]"): closeParenthesis
    case UInt8(ascii: "}"): closePunctuation
    case UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: ";"): infixNumeric
    case UInt8(ascii: "-"): hyphen
    case UInt8(ascii: "/"): breakSymbols
    case UInt8(ascii: "0")...UInt8(ascii: "9"): numeric
    case 0x21...0x7E: alphabetic
    default: 0
    }
  }

  /// The UAX #14 class of `unit` when the shortcut reads it, else 0. Above U+007F: the
  /// letters of Latin-1 and Latin Extended-A and -B (without × and ÷), Greek U+0386–U+03CE
  /// (assigned letters) and Cyrillic U+0400–U+0481 and U+048A–U+04FF (not the combining marks
  /// between), all AL; ‘ ’ “ ” « » QU; … IN; no-break space GL; en dash BA; ¡ ¿ OP; £ ¥ € PR;
  /// ¢ ° PO (LineBreak.txt, Unicode 15.0).
  @inline(__always)
  static func lineClass(of unit: UInt16, ascii: UnsafeBufferPointer<UInt8>) -> UInt8 {
    if unit < 128 { return ascii[Int(unit)] }
    switch unit {
    case 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x024F, 0x0386, 0x0388...0x038A, 0x038C, 0x038E...0x03A1,
      0x03A3...0x03CE, 0x0400...0x0481, 0x048A...0x04FF:
      return alphabetic
    case 0x2018, 0x2019, 0x201C, 0x201D, 0x00AB, 0x00BB: return quotation
    case 0x2026: return inseparable
    case 0x00A0: return glue
    case 0x2013: return breakAfter
    case 0x00A1, 0x00BF: return openPunctuation
    case 0x00A3, 0x00A5, 0x20AC: return prefixNumeric
    case 0x00A2, 0x00B0: return postfixNumeric
    default: return 0
    }
  }

  /// ``lineClass(of:ascii:)`` with the ASCII table looked up here.
  static func lineClass(of unit: UInt16) -> UInt8 {
    asciiClasses.withUnsafeBufferPointer { lineClass(of: unit, ascii: $0) }
  }

  /// The boundaries of `units` after offset 0, as ``ICUBreakIterator/boundaries(in:)`` gives
  /// them for a line iterator with the verified rules; `nil` when a unit is outside the
  /// shortcut's set (``lineClass(of:ascii:)`` is 0). Empty text has no boundaries.
  static func boundaries(_ units: UnsafeBufferPointer<UInt16>) -> [ICUBreakIterator.Boundary]? {
    let count = units.count
    guard count > 0 else { return [] }
    return asciiClasses.withUnsafeBufferPointer { table in
      // The class of each unit, then whether LB 25 keeps each unit with the one before it.
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * count) { scratch in
        for i in 0..<count {
          let lineClass = Self.lineClass(of: units[i], ascii: table)
          guard lineClass != 0 else { return nil }
          scratch[i] = lineClass
          scratch[count + i] = 0
        }
        markNumbers(scratch, count: count)
        return breaks(scratch, count: count)
      }
    }
  }

  /// Whether a unit of class `lineClass` may continue a number's digits, `(NU | SY | IS)`.
  @inline(__always)
  private static func continuesNumber(_ lineClass: UInt8) -> Bool {
    lineClass == numeric || lineClass == breakSymbols || lineClass == infixNumeric
  }

  @inline(__always)
  private static func isPrefixOrPostfix(_ lineClass: UInt8) -> Bool {
    lineClass == prefixNumeric || lineClass == postfixNumeric
  }

  /// LB 25: sets `scratch[count + k]` to 1 for every unit `k` that a number
  /// `(PR | PO)? (OP | HY)? IS? NU (NU | SY | IS)* (CL | CP)? (PR | PO)?` keeps with the unit
  /// before it. Every number is found from its first digit with its longest prefix and end (a
  /// shorter match lies inside them; a digit inside `(NU | SY | IS)*` starts nothing longer).
  private static func markNumbers(_ scratch: UnsafeMutableBufferPointer<UInt8>, count: Int) {
    var t = 0
    while t < count {
      guard scratch[t] == numeric else {
        t += 1
        continue
      }
      var start = t
      if start > 0, scratch[start - 1] == infixNumeric { start -= 1 }
      if start > 0, scratch[start - 1] == openPunctuation || scratch[start - 1] == hyphen { start -= 1 }
      if start > 0, isPrefixOrPostfix(scratch[start - 1]) { start -= 1 }
      var end = t + 1
      while end < count, continuesNumber(scratch[end]) { end += 1 }
      let digitsEnd = end
      if end < count, scratch[end] == closePunctuation || scratch[end] == closeParenthesis { end += 1 }
      if end < count, isPrefixOrPostfix(scratch[end]) { end += 1 }
      for k in (start + 1)..<end { scratch[count + k] = 1 }
      t = digitsEnd
    }
  }

  /// The rules for the position between a unit of class `previous` and one of class
  /// `current`: 0 for no break, 1 for a break, 2 for a mandatory break.
  ///
  /// - Parameters:
  ///   - next: the class of the unit after `current`, 0 at the end of the text.
  ///   - lastNonSpace: the class of the last unit before `current` that is not a space (the
  ///     first unit's class when all are spaces): `previous` unless that is a space.
  ///   - brokeBeforePrevious: whether a break (or the text's start) comes just before the unit
  ///     of class `previous`.
  ///   - inNumber: whether LB 25 keeps `current` with `previous` (``markNumbers(_:count:)``).
  static func decision(
    previous: UInt8, current: UInt8, next: UInt8, lastNonSpace: UInt8, brokeBeforePrevious: Bool,
    inNumber: Bool
  ) -> UInt8 {
    if previous == lineFeed { return 2 }
    if current == lineFeed || current == space || previous == glue { return 0 }
    if current == closePunctuation || current == closeParenthesis || current == exclamation
      || current == breakSymbols || (current == infixNumeric && !(previous == space && next == numeric))
    {
      return 0
    }
    if lastNonSpace == openPunctuation || (lastNonSpace == quotation && current == openPunctuation) {
      return 0
    }
    if previous == space { return 1 }
    if (current == glue && previous != breakAfter && previous != hyphen) || current == inseparable {
      return 0
    }
    if previous == quotation || current == quotation { return 0 }
    if previous == hyphen && current == alphabetic && brokeBeforePrevious { return 0 }
    if current == breakAfter || current == hyphen { return 0 }
    if (previous == alphabetic && current == numeric) || (previous == numeric && current == alphabetic) {
      return 0
    }
    if (isPrefixOrPostfix(previous) && current == alphabetic)
      || (previous == alphabetic && isPrefixOrPostfix(current))
    {
      return 0
    }
    if inNumber { return 0 }
    if previous == infixNumeric && current == alphabetic { return 0 }
    if previous == alphabetic && (current == alphabetic || current == openPunctuation) { return 0 }
    if previous == numeric && current == openPunctuation { return 0 }
    if previous == closeParenthesis && (current == alphabetic || current == numeric) { return 0 }
    return 1
  }

  /// The number of classes, 0 included.
  static let classCount = 18
  /// ``decision(previous:current:next:lastNonSpace:brokeBeforePrevious:inNumber:)`` for each
  /// pair of classes (index `previous * classCount + current`) outside a number when it is the
  /// same whatever the other arguments (every class or the end for `next`, `previous` or when
  /// that is a space every class for `lastNonSpace`, both values of `brokeBeforePrevious`);
  /// ``contextual`` when it is not. Worked out once per process (about 20,000 calls).
  static let pairDecisions: [UInt8] = {
    var table = [UInt8](repeating: contextual, count: classCount * classCount)
    let classes = Array(UInt8(1)..<UInt8(classCount))
    let nexts = [0] + classes
    for previous in classes {
      // `lastNonSpace` is `previous` unless that is a space.
      let lastNonSpaces = previous == space ? classes : [previous]
      for current in classes {
        let first = decision(
          previous: previous, current: current, next: 0, lastNonSpace: previous, brokeBeforePrevious: false,
          inNumber: false)
        var same = true
        contexts: for next in nexts {
          for lastNonSpace in lastNonSpaces {
            for broke in [false, true]
            where decision(
              previous: previous, current: current, next: next, lastNonSpace: lastNonSpace,
              brokeBeforePrevious: broke, inNumber: false) != first
            {
              same = false
              break contexts
            }
          }
        }
        if same { table[Int(previous) * classCount + Int(current)] = first }
      }
    }
    return table
  }()
  /// A pair whose decision depends on its context.
  static let contextual: UInt8 = 3

  /// The boundaries, from the class of each unit (`scratch[0..<count]`, all non-zero) and the
  /// marks of ``markNumbers(_:count:)``: a pair's decision from ``pairDecisions`` unless it
  /// depends on its context or the pair is inside a number.
  private static func breaks(_ scratch: UnsafeMutableBufferPointer<UInt8>, count: Int)
    -> [ICUBreakIterator.Boundary]
  {
    pairDecisions.withUnsafeBufferPointer { pairs in
      var result: [ICUBreakIterator.Boundary] = []
      result.reserveCapacity(count / 4 + 1)
      // The class of the last unit before `i` that is not a space (the first unit's when all
      // are spaces).
      var lastNonSpace = scratch[0]
      // Whether a break (or the text's start) comes just before unit `i − 1`.
      var brokeBeforePrevious = true
      for i in 1..<count {
        let previous = scratch[i - 1]
        let current = scratch[i]
        let inNumber = scratch[count + i] != 0
        var decision = pairs[Int(previous) &* classCount &+ Int(current)]
        if decision == contextual || inNumber {
          decision = Self.decision(
            previous: previous, current: current, next: i + 1 < count ? scratch[i + 1] : 0,
            lastNonSpace: lastNonSpace, brokeBeforePrevious: brokeBeforePrevious, inNumber: inNumber)
        }
        if decision != 0 {
          result.append(ICUBreakIterator.Boundary(utf16Offset: i, isMandatory: decision == 2))
        }
        brokeBeforePrevious = decision != 0
        if current != space { lastNonSpace = current }
      }
      result.append(
        ICUBreakIterator.Boundary(utf16Offset: count, isMandatory: scratch[count - 1] == lineFeed))
      return result
    }
  }
}
