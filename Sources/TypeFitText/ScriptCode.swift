internal import CHarfBuzz

/// An ISO 15924 script code (`Latn`, `Arab`, `Zyyy`) packed into four bytes, first letter
/// highest, as OpenType and HarfBuzz tags are.
///
/// Itemization compares the script of every cluster with its neighbour's; a packed code makes
/// that one integer comparison, where a `String` per cluster cost an allocation and a string
/// comparison. `ScriptCode("Latn").rawValue` is `0x4C61_746E`.
struct ScriptCode: Hashable, Sendable {
  /// The four ASCII letters, big-endian.
  let rawValue: UInt32

  // The codes itemization compares with every cluster, written as constants: a `static let`
  // made by `init(_:)` is read through a one-time initialization check at every use (a million
  // reads at 20,000 catalog values).

  /// Common (`Zyyy`): punctuation, digits and symbols shared by scripts.
  static var common: ScriptCode { ScriptCode(rawValue: 0x5A79_7979) }
  /// Inherited (`Zinh`): combining marks that take their base's script.
  static var inherited: ScriptCode { ScriptCode(rawValue: 0x5A69_6E68) }
  /// Unknown (`Zzzz`).
  static var unknown: ScriptCode { ScriptCode(rawValue: 0x5A7A_7A7A) }
  /// Latin (`Latn`).
  static var latin: ScriptCode { ScriptCode(rawValue: 0x4C61_746E) }

  init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Packs the first four bytes of `code`, padding with spaces as OpenType tags are.
  init(_ code: String) {
    var value: UInt32 = 0
    var length = 0
    for byte in code.utf8.prefix(4) {
      value = value << 8 | UInt32(byte)
      length += 1
    }
    for _ in length..<4 { value = value << 8 | 0x20 }
    rawValue = value
  }

  /// Whether this is a real script, not Common, Inherited or Unknown.
  var isSpecific: Bool { self != .common && self != .inherited && self != .unknown }

  /// The code as text (`"Latn"`), trailing padding removed: the key of the font stack's
  /// script fallbacks.
  var string: String {
    let bytes = (0..<4).map { UInt8(truncatingIfNeeded: rawValue >> (24 - 8 * $0)) }
    return String(decoding: bytes.prefix { $0 != 0x20 && $0 != 0 }, as: UTF8.self)
  }

  /// HarfBuzz's script for this code: the same value `hb_script_from_string` gives for
  /// ``string``.
  var hbScript: hb_script_t { hb_script_from_iso15924_tag(rawValue) }
}
