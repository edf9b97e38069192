import Testing

@testable import TypeFitRow

@Suite("DecimalText: the one decimal number formatter")
struct DecimalTextTests {
  @Test("points rounds to 1/100, halves away from zero, without trailing zeros or -0")
  func points() {
    #expect(DecimalText.points(44) == "44")
    #expect(DecimalText.points(20.333333) == "20.33")
    #expect(DecimalText.points(16.5) == "16.5")
    #expect(DecimalText.points(0.125) == "0.13")
    #expect(DecimalText.points(-0.125) == "-0.13")
    #expect(DecimalText.points(-0.001) == "0")
    #expect(DecimalText.points(1.05) == "1.05")
    #expect(DecimalText.points(.infinity) == "inf")
  }

  @Test("points of a value too large for a fixed decimal is Swift's form, not a trap")
  func pointsHuge() {
    #expect(DecimalText.points(1e20) == "1e+20")
  }

  @Test("json rounds to 1/1000 and writes null for non-finite values")
  func json() {
    #expect(DecimalText.json(113.1084) == "113.108")
    #expect(DecimalText.json(0.0625) == "0.063")
    #expect(DecimalText.json(-2.05) == "-2.05")
    #expect(DecimalText.json(0.012) == "0.012")
    #expect(DecimalText.json(-0.0001) == "0")
    #expect(DecimalText.json(.nan) == "null")
    #expect(DecimalText.json(1e16) == "1e+16")
  }

  @Test("appendJSON writes the same bytes as json")
  func appendJSON() {
    for value: Double in [0, 1.5, -7.125, 375, 0.001, 1e16, -.infinity] {
      var bytes: [UInt8] = [UInt8(ascii: "x")]
      DecimalText.appendJSON(value, to: &bytes)
      #expect(String(decoding: bytes, as: UTF8.self) == "x" + DecimalText.json(value))
    }
  }

  @Test("svg keeps the digits asked for and Swift's exponent below 1/10,000")
  func svg() {
    #expect(DecimalText.svg(20.28710937) == "20.29")
    #expect(DecimalText.svg(0.017, digits: 6) == "0.017")
    #expect(DecimalText.svg(0.000012, digits: 6) == "1.2e-05")
    #expect(DecimalText.svg(-0.001) == "0")
    #expect(DecimalText.svg(.nan) == "0")
    #expect(DecimalText.svg(12.0) == "12")
  }

  @Test("shortest writes whole numbers without .0 and others in full")
  func shortest() {
    #expect(DecimalText.shortest(16) == "16")
    #expect(DecimalText.shortest(0.1) == "0.1")
    #expect(DecimalText.shortest(20.333) == "20.333")
  }

  @Test("fixed decimals pad fractional zeros, drop trailing ones and keep the sign")
  func fixedDigits() {
    #expect(DecimalText.fixed(1.005, fractionDigits: 3) == "1.005")
    #expect(DecimalText.fixed(-12.0504, fractionDigits: 3) == "-12.05")
    #expect(DecimalText.fixed(0.0001, fractionDigits: 4) == "0.0001")
    #expect(DecimalText.fixed(-0.00004, fractionDigits: 4) == "0")
    #expect(DecimalText.fixed(7, fractionDigits: 15) == "7")
    #expect(DecimalText.fixed(8_999_999_999_999_998, fractionDigits: 0) == "8999999999999998")
    #expect(DecimalText.fixed(-1.000000000000001, fractionDigits: 15) == "-1.000000000000001")
    #expect(DecimalText.fixed(9e15, fractionDigits: 0) == nil)
  }

  @Test("whole numbers append their digits and sign")
  func integers() {
    for value in [0, 7, -7, 10, 1_234_567, Int.max, Int.min] {
      var bytes: [UInt8] = []
      DecimalText.append(value, to: &bytes)
      #expect(String(decoding: bytes, as: UTF8.self) == String(value))
    }
  }
}
