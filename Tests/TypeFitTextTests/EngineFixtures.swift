import TypeFitText
import _TypeFitTestSupport

/// Engines shared by the text tests (loading a stack costs tens of milliseconds).
enum Engines {
  /// The default iOS stand-in stack.
  static let system: TextEngine = try! TextEngine(definition: .iosSystem)
  /// Inter Regular alone, as `--font` gives it.
  static let interRegular: TextEngine = try! TextEngine(
    definition: .singleFace(path: TestPaths.font("Inter-Regular.otf")))

  /// One line's texts at a size and width with the system stack.
  static func lines(
    _ text: String, language: String? = nil, size: Double = 17, width: Double, limit: Int? = nil,
    engine: TextEngine = system
  ) throws -> [String] {
    try engine.measure(
      text, language: language,
      parameters: LayoutParameters(pointSize: size, maxWidth: width, lineLimit: limit)
    ).lines.map(\.text)
  }
}
