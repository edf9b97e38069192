import Testing
import TypeFitRow

@testable import TypeFitReports

@Suite("Bytes written on the stack, then appended at once")
struct ByteScratchTests {
  /// What `body` writes into a scratch, flushed after a prefix already in the output.
  static func written(_ body: (inout ByteScratch) -> Void) -> String {
    var output: [UInt8] = Array("x:".utf8)
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: ByteScratch.allocation) { buffer in
      var scratch = ByteScratch(buffer)
      body(&scratch)
      scratch.flush(to: &output)
    }
    return String(decoding: output, as: UTF8.self)
  }

  @Test("JSON numbers are DecimalText's, non-finite and huge values included")
  func numbers() {
    for value: Double in [
      0, -0.0, 44, 20.333333, -2.05, 0.0625, 113.1084, -0.0001, 8.9e12, 1e16, -1e300, .nan, .infinity,
      // perf37: whole numbers are written as integers below 9e12 (DecimalText's fixed limit ÷ 1000).
      -3, 52, 44.0005, 43.9999, 8_999_999_999_999, -8_999_999_999_999, 9e12, -9e12, 1e13, 0.5, -0.5,
    ] {
      #expect(Self.written { $0.appendJSON(value) } == "x:" + DecimalText.json(value), "\(value)")
    }
  }

  @Test(
    "whole numbers are written with their sign", arguments: [0, 9, 10, -1, -10, 1_234_567, Int.max, Int.min])
  func integers(value: Int) {
    #expect(Self.written { $0.append(value) } == "x:" + String(value))
  }

  @Test("bytes, literals and arrays keep their order across a flush, and room counts down")
  func order() {
    var output: [UInt8] = []
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: ByteScratch.allocation) { buffer in
      var scratch = ByteScratch(buffer)
      #expect(scratch.room == ByteScratch.stackCapacity)
      scratch.append(#"{"a":"#)
      scratch.append(UInt8(ascii: "1"))
      #expect(scratch.room == ByteScratch.stackCapacity - 6)
      scratch.flush(to: &output)
      #expect(scratch.room == ByteScratch.stackCapacity)
      output += Array(#","b":"#.utf8)
      scratch.append(Array("[2]".utf8))
      scratch.append(UInt8(ascii: "}"))
      scratch.flush(to: &output)
    }
    #expect(String(decoding: output, as: UTF8.self) == #"{"a":1,"b":[2]}"#)
  }

  @Test("the scratch fits the stack allocation withUnsafeTemporaryAllocation makes (1,024 bytes)")
  func fitsStack() {
    #expect(ByteScratch.allocation <= 1024)
    #expect(ByteScratch.numberRoom >= DecimalText.maximumFixedLength + 1)
  }
}
