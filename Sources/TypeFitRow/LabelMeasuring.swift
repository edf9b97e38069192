import TypeFitDynamicType

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The row model's only view of text measurement.
///
/// The row model never touches fonts: it asks a measurer to prepare each label once
/// (shaping, break opportunities) and then lays the prepared label out at every content
/// size category and width as arithmetic. `TypeFitCheck` adapts the HarfBuzz/ICU engine to
/// this protocol; tests use a fake measurer with fixed advances.
public protocol LabelMeasuring: Sendable {
  /// Prepares a label's text once for many layouts.
  ///
  /// - Parameters:
  ///   - text: the label's text as displayed (format specifiers already filled).
  ///   - language: BCP 47 language of the text (`de`, `zh-Hant`), or `nil` for none; it
  ///     chooses break rules and CJK fallback faces.
  ///   - weight: the weight the text style gives at the category (`TextStyle.weight`).
  /// - Throws: ``LabelMeasuringError`` when the text cannot be measured honestly, for
  ///   example when no configured font covers some of its characters.
  func prepareLabel(_ text: String, language: String?, weight: FontWeight) throws -> any PreparedLabel

  /// Prepares a label's text with its font attributes.
  ///
  /// - Parameters:
  ///   - italic: SwiftUI `.italic()`, UIKit `UIFontDescriptor.SymbolicTraits.traitItalic`.
  ///   - monospacedDigits: SwiftUI `.monospacedDigit()`, UIKit `UIFont.monospacedDigitSystemFont`:
  ///     digits take tabular (equal) widths.
  /// The default implementation ignores both attributes (for measurers that cannot honour
  /// them) and calls ``prepareLabel(_:language:weight:)``.
  /// - Throws: as ``prepareLabel(_:language:weight:)``.
  func prepareLabel(
    _ text: String, language: String?, weight: FontWeight, italic: Bool, monospacedDigits: Bool
  ) throws -> any PreparedLabel
}

extension LabelMeasuring {
  public func prepareLabel(
    _ text: String, language: String?, weight: FontWeight, italic: Bool, monospacedDigits: Bool
  ) throws -> any PreparedLabel {
    try prepareLabel(text, language: language, weight: weight)
  }
}

/// A label prepared by a ``LabelMeasuring`` measurer; `layout` is cheap and pure.
public protocol PreparedLabel: Sendable {
  /// Lays the label out.
  ///
  /// - Parameters:
  ///   - pointSize: font size in points (the text style's size at the category).
  ///   - maxWidth: available width in points; `.infinity` for none.
  ///   - lineLimit: the most lines shown; `nil` for unlimited.
  ///   - displayScale: pixels per point (3 for @3x); the height rounds up to this grid.
  func layout(pointSize: Double, maxWidth: Double, lineLimit: Int?, displayScale: Double) -> LabelLayout

  /// The tracking the measurer adds after each character at a size, in em (multiply by the
  /// size for points): what ``LabelMeasurement/tracking`` reports, so the reported tracking is
  /// the tracking the widths were measured with. A measurer that adds none returns 0.
  /// - Parameter pointSize: font size in points.
  func trackingEm(pointSize: Double) -> Double

  /// The numbers of ``layout(pointSize:maxWidth:lineLimit:displayScale:)`` alone, which is all
  /// the rules need; a measurer can answer them without building line widths and strings.
  /// The default implementation takes them from `layout`.
  func metrics(pointSize: Double, maxWidth: Double, lineLimit: Int?, displayScale: Double) -> LabelMetrics

  /// What every layout at `pointSize` shares whatever the width, for placing the label at
  /// several widths (``metrics(_:maxWidth:lineLimit:displayScale:)``); `nil` when the measurer
  /// has nothing to share. The default implementation returns `nil`.
  /// - Parameter pointSize: font size in points.
  func sizeMetrics(pointSize: Double) -> LabelSizeMetrics?

  /// ``metrics(pointSize:maxWidth:lineLimit:displayScale:)`` at the size of `size`, which
  /// ``sizeMetrics(pointSize:)`` of this label gave: the same numbers. The default
  /// implementation calls ``metrics(pointSize:maxWidth:lineLimit:displayScale:)``.
  ///
  /// ``RowLayoutEngine`` calls it only at widths `size` does not keep unwrapped
  /// (``LabelSizeMetrics/unwrappedLineCount(atWidth:)`` is `nil`); at the others it takes
  /// ``LabelSizeMetrics/metrics(linesNeeded:lineLimit:displayScale:)`` with the unwrapped line
  /// count, which is what a measurer keeping the contract of ``LabelSizeMetrics`` returns.
  func metrics(_ size: LabelSizeMetrics, maxWidth: Double, lineLimit: Int?, displayScale: Double)
    -> LabelMetrics

  /// About how many bytes the prepared label holds, for caches that bound their memory in
  /// bytes (the run-wide label cache of `BatchChecker`). The default implementation says 4,096.
  var approximateByteCount: Int { get }

  /// The text a layout cut with `truncationMode` shows (the lines and their number are those of
  /// ``layout(pointSize:maxWidth:lineLimit:displayScale:)``: the ellipsis takes the same room
  /// wherever it sits), or `nil` when the measurer cannot place the ellipsis but at the tail.
  /// The default implementation returns the layout's ``LabelLayout/visibleText`` for
  /// ``TruncationMode/tail`` and `nil` otherwise.
  func visibleText(
    pointSize: Double, maxWidth: Double, lineLimit: Int?, truncationMode: TruncationMode, displayScale: Double
  ) -> String?
}

extension PreparedLabel {
  public var approximateByteCount: Int { 4_096 }

  public func visibleText(
    pointSize: Double, maxWidth: Double, lineLimit: Int?, truncationMode: TruncationMode, displayScale: Double
  ) -> String? {
    guard truncationMode == .tail else { return nil }
    return layout(pointSize: pointSize, maxWidth: maxWidth, lineLimit: lineLimit, displayScale: displayScale)
      .visibleText
  }

  public func sizeMetrics(pointSize: Double) -> LabelSizeMetrics? { nil }

  public func metrics(_ size: LabelSizeMetrics, maxWidth: Double, lineLimit: Int?, displayScale: Double)
    -> LabelMetrics
  {
    metrics(pointSize: size.pointSize, maxWidth: maxWidth, lineLimit: lineLimit, displayScale: displayScale)
  }

  public func metrics(pointSize: Double, maxWidth: Double, lineLimit: Int?, displayScale: Double)
    -> LabelMetrics
  {
    LabelMetrics(
      layout(pointSize: pointSize, maxWidth: maxWidth, lineLimit: lineLimit, displayScale: displayScale))
  }
}

/// Why a label could not be measured.
public enum LabelMeasuringError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No configured font covers these Unicode scalars (rule TF004).
  case missingGlyphs(codePoints: [UInt32])
  /// Any other failure, with a readable reason.
  case failed(String)

  public var description: String {
    switch self {
    case .missingGlyphs(let codePoints):
      let names = codePoints.map { "U+" + String($0, radix: 16, uppercase: true).leftPadded(to: 4) }
      return "no configured font covers \(names.joined(separator: ", "))"
    case .failed(let reason):
      return reason
    }
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}

extension LabelMeasuringError: LocalizedError {
  /// The same text as ``description``, which the `typefit` command prints after `Error:`;
  /// Foundation's `localizedDescription` returns it.
  public var errorDescription: String? { description }
}
