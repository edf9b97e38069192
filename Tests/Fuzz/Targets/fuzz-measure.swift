// libFuzzer entry point for text measurement with the default iOS stand-in font stack.
//
// The first bytes choose the parameters (size, width, line limit, language, weight, scale); the
// rest is the text, decoded as UTF-8 with invalid bytes replaced. Measurement may refuse with a
// TextError (missing glyphs, bad parameter), never trap, and a layout it returns must be sane.
import Foundation
import TypeFitDynamicType
import TypeFitText

private let engine: TextEngine = {
  do { return try TextEngine(definition: .iosSystem) } catch { fatalError("font stack: \(error)") }
}()

private let widths: [Double] = [0, -5, .nan, .infinity, -.infinity, 0.001, 1, 44, 120, 375, 1e9]
private let languages: [String?] = [nil, "en", "de", "th", "ja", "zh-Hant", "ar", "he", "hi", "x-bogus", ""]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMeasure(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = UnsafeRawBufferPointer(start: data, count: count)
  guard bytes.count >= 6 else { return 0 }
  let size = [0, -1, .nan, 0.5, 11, 17, 53, 400, 10_001][Int(bytes[0]) % 9] as Double
  let width = widths[Int(bytes[1]) % widths.count]
  let lineLimit = Int(bytes[2] % 8) - 1
  let language = languages[Int(bytes[3]) % languages.count]
  let weight = FontWeight.allCases[Int(bytes[4]) % FontWeight.allCases.count]
  let scale = [3, 2, 1, 0, .nan][Int(bytes[5]) % 5] as Double
  let text = String(decoding: bytes[6...], as: UTF8.self)
  let parameters = LayoutParameters(
    pointSize: size, maxWidth: width, lineLimit: lineLimit < 0 ? nil : lineLimit, displayScale: scale)
  do {
    let layout = try engine.measure(text, language: language, weight: weight, parameters: parameters)
    precondition(layout.height.isFinite && layout.height >= 0, "height \(layout.height)")
    precondition(layout.naturalWidth.isFinite && layout.naturalWidth >= 0, "width \(layout.naturalWidth)")
    if let limit = parameters.lineLimit, limit > 0 {
      precondition(layout.lines.count <= limit, "\(layout.lines.count) lines over limit \(limit)")
    }
  } catch is TextError {
    // Refusing is allowed; trapping is not.
  } catch {
    preconditionFailure("unexpected error type \(error)")
  }
  return 0
}
