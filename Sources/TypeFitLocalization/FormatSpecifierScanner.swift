/// Splits a text into literal runs, format specifiers and malformed `%` sequences.
enum FormatSpecifierScanner {
  /// A piece of the scanned text.
  enum Piece: Equatable {
    case literal(String)
    case specifier(FormatSpecifier)
    /// A `%#@name@` reference the reader could not expand.
    case substitution(String)
    /// A `%` sequence that does not end in a conversion; `offset` is its UTF-8 offset.
    case malformed(written: String, offset: Int)
  }

  static func scan(_ text: String) -> [Piece] {
    let bytes = Array(text.utf8)
    var pieces: [Piece] = []
    var literalStart = 0
    var index = 0
    func flushLiteral(_ end: Int) {
      if end > literalStart {
        pieces.append(.literal(String(decoding: bytes[literalStart..<end], as: UTF8.self)))
      }
    }
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "%") else {
        index += 1
        continue
      }
      flushLiteral(index)
      let (piece, end) = parseSpecifier(bytes, at: index)
      pieces.append(piece)
      index = end
      literalStart = end
    }
    flushLiteral(bytes.count)
    return pieces
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// Parses from the `%` at `start`; returns the piece and the offset after it.
  private static func parseSpecifier(_ bytes: [UInt8], at start: Int) -> (Piece, Int) {
    var index = start + 1
    func written(_ end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }
    func malformed(_ end: Int) -> (Piece, Int) { (.malformed(written: written(end), offset: start), end) }
    /// Digits as a number, capped at `FormatArgumentFiller.maximumPaddedLength` as it is read
    /// (no overflow, and `%.999999999f` and `%.1000000000000000000000f` both mean the cap).
    func readNumber() -> Int? {
      var value = 0
      var digits = 0
      while index < bytes.count, isDigit(bytes[index]) {
        value = min(
          value * 10 + Int(bytes[index] - UInt8(ascii: "0")), FormatArgumentFiller.maximumPaddedLength)
        index += 1
        digits += 1
      }
      return digits == 0 ? nil : value
    }
    guard index < bytes.count else { return malformed(index) }
    if bytes[index] == UInt8(ascii: "%") {
      return (.specifier(FormatSpecifier(conversion: "%", written: "%%")), index + 1)
    }
    var position: Int?
    let afterPercent = index
    if let number = readNumber(), index < bytes.count, bytes[index] == UInt8(ascii: "$") {
      position = number
      index += 1
    } else {
      index = afterPercent
    }
    if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "#"), bytes[index + 1] == UInt8(ascii: "@") {
      if let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: "@")) {
        return (.substitution(written(close + 1)), close + 1)
      }
      return malformed(bytes.count)
    }
    var flags = ""
    while index < bytes.count, "-+#0".utf8.contains(bytes[index]) {
      flags.append(Character(Unicode.Scalar(bytes[index])))
      index += 1
    }
    /// The stars read, with their positions (``FormatSpecifier/stars``).
    var stars: [Int?] = []
    /// A `*` (the width or precision is an argument), with the argument's position after it when
    /// written (`%2$*1$d`, POSIX's positional form, which Foundation's `String(format:)` reads;
    /// the sixty-fourth attack found it called incomplete): skipped, as the value is not known.
    func skipStar() -> Bool {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "*") else { return false }
      index += 1
      let afterStar = index
      if let number = readNumber(), index < bytes.count, bytes[index] == UInt8(ascii: "$") {
        index += 1
        stars.append(number)
      } else {
        index = afterStar
        stars.append(nil)
      }
      return true
    }
    var width: Int?
    if !skipStar() {
      width = readNumber()
    }
    var precision: Int?
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      if !skipStar() {
        precision = readNumber() ?? 0
      }
    }
    var length = ""
    // Each modifier's bytes compared where they are (an array of them, made for each modifier
    // tried, was nine allocations a specifier).
    for candidate in FormatSampleValues.lengthModifiers {
      let count = candidate.utf8.count
      if index + count <= bytes.count, bytes[index..<index + count].elementsEqual(candidate.utf8) {
        length = candidate
        index += count
        break
      }
    }
    guard index < bytes.count, bytes[index] < 0x80 else { return malformed(index) }
    let conversion = Character(Unicode.Scalar(bytes[index]))
    guard FormatSpecifier.conversions.contains(conversion), conversion != "%" else { return malformed(index) }
    index += 1
    var specifier = FormatSpecifier(
      position: position, flags: flags, width: width, precision: precision, length: length,
      conversion: conversion, written: written(index))
    specifier.stars = stars
    return (.specifier(specifier), index)
  }
}
