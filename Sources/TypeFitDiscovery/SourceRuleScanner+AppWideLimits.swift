import TypeFitRow

/// TF009 for a Dynamic Type clamp set for the whole app, in a file with no rows: SwiftUI's
/// `WindowGroup { ContentView().dynamicTypeSize(...DynamicTypeSize.xxxLarge) }`, or UIKit's
/// `window.maximumContentSizeCategory = .extraExtraExtraLarge` in the scene delegate (the
/// twenty-third attack's A23-8 found neither reported). The rows of other files are still laid
/// out at every category: the clamp is reported, not applied to them.
extension SourceRuleScanner {
  /// Whether a file may set an app-wide clamp (a byte search before it is lexed).
  static func mightSetAppWideLimit(_ bytes: [UInt8]) -> Bool {
    (bytes.containsSequence(Array("WindowGroup".utf8))
      && (bytes.containsSequence(Array("dynamicTypeSize".utf8))
        || bytes.containsSequence(Array("sizeCategory".utf8))))
      || bytes.containsSequence(Array("maximumContentSizeCategory".utf8))
  }

  /// The clamps in the content of each `WindowGroup` and, in a file whose UIKit patterns are not
  /// scanned otherwise, every `maximumContentSizeCategory` assignment.
  func appWidePatterns(into findings: inout Findings) {
    for position in 0..<stream.count where stream[position].kind == .identifier {
      if stream[position].text == "WindowGroup", !stream.isPunctuation(position - 1, "."),
        let call = CallSyntax.parse(at: position, in: stream)
      {
        for closure in call.closures { clamps(in: closure.range, into: &findings) }
      } else if !scansUIKit, stream[position].text == "maximumContentSizeCategory" {
        uiKitPattern(at: position, into: &findings)
      }
    }
  }

  /// `.dynamicTypeSize(…)` and `.environment(\.dynamicTypeSize, …)` modifiers in `range`.
  private func clamps(in range: Range<Int>, into findings: inout Findings) {
    for position in range where stream.isPunctuation(position, ".") {
      guard position + 2 < range.upperBound, stream.isPunctuation(position + 2, "("),
        let close = stream.partner[position + 2]
      else { continue }
      let arguments = CallSyntax.splitArguments(position + 3..<close, in: stream)
      if stream.isIdentifier(position + 1, "dynamicTypeSize") {
        dynamicTypeSize(arguments, modifier: position + 1, into: &findings)
      } else if stream.isIdentifier(position + 1, "environment") {
        environmentSize(arguments, modifier: position + 1, into: &findings)
      }
    }
  }
}
