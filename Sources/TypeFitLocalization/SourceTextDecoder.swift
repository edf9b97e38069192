import Foundation

/// Turns file bytes into text: UTF-8 (with or without BOM) or UTF-16 (BOM or guessed).
///
/// Invalid sequences and lone surrogates are replaced by U+FFFD and reported once, at the
/// line of the first bad sequence, so the rest of the file can still be read.
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

  static func decode(_ data: Data, path: String) -> Decoded {
    let bytes = [UInt8](data)
    let (encoding, bomLength) = detectEncoding(bytes)
    let body = bytes[bomLength...]
    switch encoding {
    case .utf8:
      if let text = String(validating: body, as: UTF8.self) {
        return Decoded(text: text, encoding: .utf8, diagnostics: [])
      }
      let line = firstInvalidLine(Array(body), as: UTF8.self)
      return Decoded(
        text: String(decoding: body, as: UTF8.self), encoding: .utf8,
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
      let units = codeUnits(body, bigEndian: encoding == .utf16BigEndian)
      if let text = String(validating: units, as: UTF16.self) {
        return Decoded(text: text, encoding: encoding, diagnostics: diagnostics)
      }
      let line = firstInvalidLine(units, as: UTF16.self)
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .invalidEncoding, file: path, line: line,
          message: "invalid UTF-16 (lone surrogate); it was replaced by U+FFFD"))
      return Decoded(
        text: String(decoding: units, as: UTF16.self), encoding: encoding, diagnostics: diagnostics)
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

  private static func codeUnits(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> [UInt16] {
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = bytes.startIndex
    while index + 1 < bytes.endIndex {
      let first = UInt16(bytes[index])
      let second = UInt16(bytes[index + 1])
      units.append(bigEndian ? first << 8 | second : second << 8 | first)
      index += 2
    }
    return units
  }

  /// The 1-based line of the first sequence `Codec` cannot decode.
  private static func firstInvalidLine<Codec: UnicodeCodec>(
    _ units: [Codec.CodeUnit], as codec: Codec.Type
  ) -> Int {
    var line = 1
    var iterator = units.makeIterator()
    var decoder = Codec()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar == "\n" { line += 1 }
      case .emptyInput:
        return line
      case .error:
        return line
      }
    }
  }
}
