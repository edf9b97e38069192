import TypeFitInput

/// A string that is equal to another only when their Unicode scalars (so their UTF-8 bytes)
/// are the same, and that sorts by those bytes.
///
/// Swift's `String` compares by canonical equivalence: `"café"` written with U+00E9 equals
/// `"café"` written with `e` and U+0301 COMBINING ACUTE ACCENT, so a `Set<String>` or a
/// `Dictionary<String, …>` keeps only one of them. The kernel does not: on Linux (ext4, the CI
/// runner's file system) the two are different file names, and Foundation's `.strings` table
/// (an `NSDictionary` of `NSString`, which compares UTF-16 code units literally) keeps both keys.
/// Paths, file names and localization keys are therefore keyed by this type wherever their
/// identity matters: two names the file system or the app keeps apart are kept apart too.
///
/// ```swift
/// let composed = ExactText("caf\u{E9}"), decomposed = ExactText("cafe\u{301}")
/// composed == decomposed                      // false ("caf\u{E9}" == "cafe\u{301}" is true)
/// Set([composed, decomposed]).count           // 2
/// decomposed < composed                       // true: 0x65 ("e") sorts before 0xC3
/// ```
///
/// - Complexity: Hashing and comparing are linear in the UTF-8 length, with no normalization
///   (a `String`'s own hash normalizes text that is not known to be NFC or ASCII).
public struct ExactText: Hashable, Comparable, Sendable, Codable {
  /// The text, exactly as it was given.
  public let text: String

  /// Wraps `text` without changing it.
  public init(_ text: String) {
    self.text = text
  }

  /// Decodes a plain JSON string.
  public init(from decoder: any Decoder) throws {
    text = try decoder.singleValueContainer().decode(String.self)
  }

  /// Encodes ``text`` as a plain JSON string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }

  /// Whether the two have the same UTF-8 bytes.
  public static func == (lhs: ExactText, rhs: ExactText) -> Bool {
    sameBytes(lhs.text, rhs.text)
  }

  /// Orders by UTF-8 bytes, which is also the order of the Unicode scalars.
  public static func < (lhs: ExactText, rhs: ExactText) -> Bool {
    precedes(lhs.text, rhs.text)
  }

  /// Hashes the UTF-8 bytes and their count, read in place when the text stores them
  /// contiguously (a native string), without the copy `withUTF8` needs.
  public func hash(into hasher: inout Hasher) {
    func combine(_ bytes: UnsafeBufferPointer<UInt8>) {
      hasher.combine(bytes.count)
      hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    }
    if text.utf8.withContiguousStorageIfAvailable(combine) != nil { return }
    var text = text
    text.withUTF8(combine)
  }

  /// Whether `a` and `b` have the same UTF-8 bytes (``ExactText`` equality on plain strings).
  package static func sameBytes(_ a: String, _ b: String) -> Bool {
    UTF8Bytes.same(a, b)
  }

  /// Whether the UTF-8 bytes of `a` come before those of `b` (a shorter prefix first).
  package static func precedes(_ a: String, _ b: String) -> Bool {
    UTF8Bytes.precedes(a, b)
  }
}

extension Set<String> {
  /// Whether the set holds `text` with the same bytes: `contains` also finds a member only
  /// canonically equivalent to it (`K` for U+212A KELVIN SIGN), which is another name to the
  /// file system.
  package func containsExactly(_ text: String) -> Bool {
    guard let index = firstIndex(of: text) else { return false }
    return ExactText.sameBytes(self[index], text)
  }
}
