import Foundation
import TypeFitInput

/// Turns file bytes into text: UTF-8 (with or without BOM) or UTF-16 (BOM or guessed).
///
/// Invalid sequences and lone surrogates are replaced by U+FFFD and reported once, at the
/// line of the first bad sequence, so the rest of the file can still be read. UTF-32 (UCS-4),
/// found by its byte order mark or its zero bytes, is refused whole with one diagnostic: it is
/// not read, so it never reaches a parser as text full of NUL characters.
enum SourceTextDecoder {
  /// The byte encodings this decoder recognises.
  enum Encoding: Equatable {
    case utf8
    case utf16LittleEndian
    case utf16BigEndian
  }

  /// Decoded text and what went wrong on the way.
  struct Decoded {
    var text: String
    var encoding: Encoding
    var diagnostics: [LocalizationDiagnostic]
  }

  /// Decoded text as UTF-8 bytes (no byte order mark), for the byte-level parsers.
  struct DecodedUTF8 {
    var utf8: [UInt8]
    var encoding: Encoding
    var diagnostics: [LocalizationDiagnostic]
    /// The file was refused whole (UTF-32): `utf8` is empty and `diagnostics` say why.
    var isRefused = false
  }

  static func decode(_ data: Data, path: String) -> Decoded {
    let decoded = decodeUTF8([UInt8](data), path: path)
    return Decoded(
      text: String(decoding: decoded.utf8, as: UTF8.self), encoding: decoded.encoding,
      diagnostics: decoded.diagnostics)
  }

  /// Decodes file bytes to UTF-8 bytes.
  ///
  /// Valid UTF-8 without a byte order mark, the usual case, is returned as the same array: no
  /// copy is made, so a large file is held in memory once.
  static func decodeUTF8(_ bytes: [UInt8], path: String) -> DecodedUTF8 {
    if let utf32 = UTF32Layout(bytes) {
      return DecodedUTF8(
        utf8: [], encoding: .utf8, diagnostics: [utf32.refusal(path: path)], isRefused: true)
    }
    let (encoding, bomLength) = detectEncoding(bytes)
    let body = bytes[bomLength...]
    switch encoding {
    case .utf8:
      if isValidUTF8(body) {
        return DecodedUTF8(utf8: bomLength == 0 ? bytes : Array(body), encoding: .utf8, diagnostics: [])
      }
      let line = firstInvalidLine(body, as: UTF8.self)
      return DecodedUTF8(
        utf8: repairedUTF8(body), encoding: .utf8,
        diagnostics: [
          LocalizationDiagnostic(
            kind: .invalidEncoding, file: path, line: line,
            message: "invalid UTF-8; bad bytes were replaced by U+FFFD")
        ])
    case .utf16LittleEndian, .utf16BigEndian:
      var diagnostics: [LocalizationDiagnostic] = []
      if body.count % 2 != 0 {
        diagnostics.append(
          LocalizationDiagnostic(
            kind: .invalidEncoding, file: path,
            message: "UTF-16 text has an odd number of bytes; the last byte was ignored"))
      }
      let units = Array(UTF16UnitReader(bytes: body, bigEndian: encoding == .utf16BigEndian))
      if let text = String(validating: units, as: UTF16.self) {
        return DecodedUTF8(utf8: Array(text.utf8), encoding: encoding, diagnostics: diagnostics)
      }
      let line = firstInvalidLine(units, as: UTF16.self)
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .invalidEncoding, file: path, line: line,
          message: "invalid UTF-16 (lone surrogate); it was replaced by U+FFFD"))
      return DecodedUTF8(
        utf8: Array(String(decoding: units, as: UTF16.self).utf8), encoding: encoding,
        diagnostics: diagnostics)
    }
  }

  /// Whether `bytes` are valid UTF-8 by the standard library's rules (those of
  /// `String(validating:as:)`): ``UTF8Validation/firstInvalidOffset(_:)`` finds no bad sequence.
  static func isValidUTF8(_ bytes: ArraySlice<UInt8>) -> Bool {
    UTF8Validation.firstInvalidOffset(bytes) == nil
  }

  /// The number of UTF-8 bytes ``decodeUTF8(_:path:)`` gives for `bytes`, counted without
  /// making them: what the text of a file takes, which is more than its bytes when they are not
  /// valid UTF-8 (each bad byte becomes U+FFFD, three bytes: the forty-sixth attack's A46-1, a
  /// 10 MB comment of 0xFF bytes, took 30 MB as text and twice that while it was made) or when
  /// they are UTF-16 (a CJK character's two bytes are three in UTF-8). 0 for UTF-32, which is
  /// refused whole.
  ///
  /// - Complexity: O(n); valid UTF-8 is checked a word at a time and not decoded.
  static func decodedUTF8Count(_ bytes: [UInt8]) -> Int {
    if UTF32Layout(bytes) != nil { return 0 }
    let (encoding, bomLength) = detectEncoding(bytes)
    let body = bytes[bomLength...]
    var count = 0
    switch encoding {
    case .utf8:
      if isValidUTF8(body) { return body.count }
      _ = transcode(body.makeIterator(), from: UTF8.self, to: UTF8.self, stoppingOnError: false) { _ in
        count += 1
      }
    case .utf16LittleEndian, .utf16BigEndian:
      let units = UTF16UnitReader(bytes: body, bigEndian: encoding == .utf16BigEndian)
      _ = transcode(units, from: UTF16.self, to: UTF8.self, stoppingOnError: false) { _ in count += 1 }
    }
    return count
  }

  /// `body` decoded as UTF-8 with each bad sequence replaced by U+FFFD, as
  /// `String(decoding:as:)` replaces them, made straight into bytes: a string in between took
  /// the text's size twice more (A46-1).
  private static func repairedUTF8(_ body: ArraySlice<UInt8>) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(body.count + body.count / 2)
    _ = transcode(body.makeIterator(), from: UTF8.self, to: UTF8.self, stoppingOnError: false) {
      output.append($0)
    }
    return output
  }

  /// The UTF-16 code units of a byte slice, two bytes each in the given order; an odd last
  /// byte is left out (the decoder warns of it). An array made of it is sized once, from
  /// ``underestimatedCount``.
  private struct UTF16UnitReader: Sequence, IteratorProtocol {
    let bytes: ArraySlice<UInt8>
    let bigEndian: Bool
    var index: Int

    init(bytes: ArraySlice<UInt8>, bigEndian: Bool) {
      self.bytes = bytes
      self.bigEndian = bigEndian
      index = bytes.startIndex
    }

    /// The units left: every one, as the last odd byte is no unit.
    var underestimatedCount: Int { (bytes.endIndex - index) / 2 }

    mutating func next() -> UInt16? {
      guard index + 1 < bytes.endIndex else { return nil }
      let first = UInt16(bytes[index])
      let second = UInt16(bytes[index + 1])
      index += 2
      return bigEndian ? first << 8 | second : second << 8 | first
    }
  }

  /// The encoding and the length of its byte order mark (0 when there is none).
  static func detectEncoding(_ bytes: [UInt8]) -> (Encoding, Int) {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (.utf8, 3) }
    if bytes.starts(with: [0xFF, 0xFE]) { return (.utf16LittleEndian, 2) }
    if bytes.starts(with: [0xFE, 0xFF]) { return (.utf16BigEndian, 2) }
    return (guessUTF16WithoutBOM(bytes) ?? .utf8, 0)
  }

  /// Text in Latin script stored as UTF-16 has a zero in every other byte. When at least
  /// 40 % of the first 256 code units show that pattern on one side, and the other side has
  /// fewer than a quarter as many zeros, it is taken to be UTF-16 in that byte order.
  private static func guessUTF16WithoutBOM(_ bytes: [UInt8]) -> Encoding? {
    let pairs = min(bytes.count / 2, 256)
    guard pairs >= 2 else { return nil }
    var zeroFirst = 0
    var zeroSecond = 0
    for pair in 0..<pairs {
      if bytes[pair * 2] == 0 { zeroFirst += 1 }
      if bytes[pair * 2 + 1] == 0 { zeroSecond += 1 }
    }
    let threshold = max(1, pairs * 2 / 5)
    if zeroSecond >= threshold && zeroFirst * 4 < zeroSecond { return .utf16LittleEndian }
    if zeroFirst >= threshold && zeroSecond * 4 < zeroFirst { return .utf16BigEndian }
    return nil
  }

  /// The 1-based line of the first sequence `Codec` cannot decode.
  private static func firstInvalidLine<Codec: UnicodeCodec, Units: Sequence>(
    _ units: Units, as codec: Codec.Type
  ) -> Int where Units.Element == Codec.CodeUnit {
    var line = 1
    var iterator = units.makeIterator()
    var decoder = Codec()
    var afterCR = false
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        // LF, CR LF and a lone CR each end a line.
        if scalar == "\r" || (scalar == "\n" && !afterCR) { line += 1 }
        afterCR = scalar == "\r"
      case .emptyInput:
        return line
      case .error:
        return line
      }
    }
  }
}
