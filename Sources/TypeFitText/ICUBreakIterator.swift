internal import CTypeFitShims

/// An ICU break iterator (UAX #29 grapheme clusters or UAX #14 line breaks) for one locale.
///
/// Opening an iterator loads rules and dictionaries (Thai, Lao, Khmer, Burmese, CJK), which
/// is costly, so a ``ShapingContext`` keeps one per locale and points it at each new text.
/// Not thread-safe: each context owns its iterators.
final class ICUBreakIterator {
  enum Kind { case graphemeCluster, line }

  /// A boundary: a UTF-16 offset, and for line breaks whether the break is mandatory.
  struct Boundary {
    var utf16Offset: Int
    var isMandatory: Bool
  }

  private let handle: UnsafeMutableRawPointer
  let kind: Kind

  /// - Throws: ``TextError/icu(call:code:)`` when ICU cannot open the iterator.
  init(kind: Kind, locale: String) throws {
    var status: Int32 = 0
    let cKind = kind == .line ? TF_BREAK_LINE : TF_BREAK_CHARACTER
    guard let handle = tf_break_open(cKind, locale, &status) else {
      throw TextError.icu(call: "ubrk_open", code: status)
    }
    self.handle = handle
    self.kind = kind
  }

  deinit { tf_break_close(handle) }

  /// FNV-1a (64 bits) of the iterator's compiled rules: equal for iterators whose rules are the
  /// same (see ``SimpleLineBreaks/applies(toRulesFingerprint:)``); 0 when ICU cannot give them.
  var rulesFingerprint: UInt64 { tf_break_rules_fingerprint(handle) }

  /// Whether `other`'s compiled rules are byte for byte this iterator's: then both break any
  /// text alike (a few thousand instructions, where a fingerprint hashes every byte).
  func hasSameRules(as other: ICUBreakIterator) -> Bool { tf_break_same_rules(handle, other.handle) != 0 }

  /// All boundaries of `text` after offset 0, in order; the last is `text.count`.
  ///
  /// - Parameter text: UTF-16 code units; only borrowed for the duration of the call.
  func boundaries(in text: UnsafeBufferPointer<UInt16>) throws -> [Boundary] {
    var status: Int32 = 0
    tf_break_set_text(handle, text.baseAddress, Int32(text.count), &status)
    if status > 0 { throw TextError.icu(call: "ubrk_setText", code: status) }
    var result: [Boundary] = []
    result.reserveCapacity(kind == .line ? text.count / 4 + 1 : text.count)
    _ = tf_break_first(handle)
    while true {
      let offset = tf_break_next(handle)
      if offset < 0 { break }
      let mandatory = kind == .line && tf_break_rule_status(handle) >= 100
      result.append(Boundary(utf16Offset: Int(offset), isMandatory: mandatory))
    }
    // The iterator keeps the text pointer until the next call sets new text; nothing reads it
    // in between, because every use starts with `tf_break_set_text`.
    return result
  }
}
