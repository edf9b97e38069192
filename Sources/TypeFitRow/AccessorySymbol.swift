import TypeFitDynamicType

/// An info button a SwiftUI row draws itself from an SF Symbol (`Button { show() } label: {
/// Image(systemName: "info.circle") }` at the row's end), in place of UIKit's fixed-size
/// control: the symbol is drawn at its font's point size, so it grows with Dynamic Type, and
/// what the user taps depends on the button's style.
///
/// ```swift
/// // HStack { Text("k"); Spacer(); Button { show() } label: { Image(systemName: "info.circle") } }
/// AccessorySymbol(textStyle: .body, target: .row)
/// // … .buttonStyle(.borderless): the symbol's frame is the target
/// AccessorySymbol(textStyle: .body, target: .symbol)
/// ```
public struct AccessorySymbol: Sendable, Hashable, Codable {
  /// What the user taps to press the button.
  public enum Target: String, Sendable, Hashable, Codable, CaseIterable {
    /// The whole row: a `Button` with the default (automatic) style in a `List` row makes the
    /// row its target, so the symbol has no target of its own.
    case row
    /// The symbol's own frame: a `Button` with `.buttonStyle(.borderless)` or `.plain` in a
    /// `List` row is pressed by its label alone.
    case symbol
  }

  /// The text style of the symbol's font: `.body` by default, or the `.font(…)` applied to the
  /// image, the button or a view around them.
  public var textStyle: TextStyle
  /// The size in points of a font that does not scale (`.font(.system(size: 22))`), or `nil`
  /// for one that follows ``textStyle``.
  public var fixedPointSize: Double?
  /// What the user taps.
  public var target: Target

  public init(textStyle: TextStyle = .body, fixedPointSize: Double? = nil, target: Target) {
    self.textStyle = textStyle
    self.fixedPointSize = fixedPointSize
    self.target = target
  }

  /// The side of the symbol's square frame at `category`: the font's point size there (its
  /// text style's, ``TextStyle/metrics(at:)``, or the fixed size) times `sizeFactor` (the
  /// profile's `infoSymbolSizeFactor`), rounded to the pixel grid of `displayScale`.
  public func side(at category: ContentSizeCategory, sizeFactor: Double, displayScale: Double) -> Double {
    let pointSize = fixedPointSize ?? textStyle.metrics(at: category).pointSize
    return PixelGrid.round(pointSize * sizeFactor, scale: displayScale)
  }
}

extension AccessorySymbol {
  /// The symbol written out for people and digests: `body symbol, target row`, `fixed 22 pt
  /// symbol, target symbol`.
  public static func written(_ symbol: AccessorySymbol) -> String {
    let font = symbol.fixedPointSize.map { "fixed \(DecimalText.points($0)) pt" } ?? symbol.textStyle.name
    return "\(font) symbol, target \(symbol.target.rawValue)"
  }
}
