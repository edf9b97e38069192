import TypeFitDynamicType
import TypeFitText

/// Fuzzer bytes as a measurement: the first six bytes choose the parameters, the rest is text.
///
/// Used by Tests/Fuzz/Targets/fuzz-measure.swift and by the seed-corpus replay test. The values
/// include the hostile ones (size 0, NaN, widths 0, −5, ±∞, scale 0) on purpose.
public struct MeasurementFuzzInput {
  public var text: String
  public var language: String?
  public var weight: FontWeight
  public var parameters: LayoutParameters

  private static let sizes: [Double] = [0, -1, .nan, 0.5, 11, 17, 53, 400, 10_001]
  private static let widths: [Double] = [0, -5, .nan, .infinity, -.infinity, 0.001, 1, 44, 120, 375, 1e9]
  private static let scales: [Double] = [3, 2, 1, 0, .nan]
  private static let languages: [String?] = [
    nil, "en", "de", "th", "ja", "zh-Hant", "ar", "he", "hi", "x-bogus", "",
  ]

  /// Decodes `bytes`; `nil` when there are fewer than six.
  ///
  /// Byte 0 picks the size, 1 the width, 2 the line limit (`nil`, 0…6), 3 the language, 4 the
  /// weight, 5 the display scale; the rest is UTF-8 with invalid bytes replaced by U+FFFD.
  public init?(_ bytes: UnsafeRawBufferPointer) {
    guard bytes.count >= 6 else { return nil }
    let lineLimit = Int(bytes[2] % 8) - 1
    text = String(decoding: bytes[6...], as: UTF8.self)
    language = Self.languages[Int(bytes[3]) % Self.languages.count]
    weight = FontWeight.allCases[Int(bytes[4]) % FontWeight.allCases.count]
    parameters = LayoutParameters(
      pointSize: Self.sizes[Int(bytes[0]) % Self.sizes.count],
      maxWidth: Self.widths[Int(bytes[1]) % Self.widths.count], lineLimit: lineLimit < 0 ? nil : lineLimit,
      displayScale: Self.scales[Int(bytes[5]) % Self.scales.count])
  }

  /// Measures with `engine` and returns the broken promises (empty when all hold).
  ///
  /// Refusing with a ``TextError`` is allowed; any other error, a non-finite or negative
  /// height or width, or more lines than the limit is not.
  public func violations(engine: TextEngine) -> [String] {
    let layout: TextLayout
    do {
      layout = try engine.measure(text, language: language, weight: weight, parameters: parameters)
    } catch is TextError {
      return []
    } catch {
      return ["unexpected error type: \(error)"]
    }
    var broken: [String] = []
    if !(layout.height.isFinite && layout.height >= 0) { broken.append("height \(layout.height)") }
    if !(layout.naturalWidth.isFinite && layout.naturalWidth >= 0) {
      broken.append("natural width \(layout.naturalWidth)")
    }
    if let limit = parameters.lineLimit, limit > 0, layout.lines.count > limit {
      broken.append("\(layout.lines.count) lines over the limit of \(limit)")
    }
    return broken
  }
}
