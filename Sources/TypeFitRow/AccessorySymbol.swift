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
    /// `List` row is pressed by its label alone, and so is one whose row has another control
    /// that takes the row's tap (``rowControl``).
    case symbol
  }

  /// A control of the row besides the button that takes the row's tap, so the row is not the
  /// button's target whatever the button's style (the sixty-eighth attack's A68-9).
  public enum RowControl: String, Sendable, Hashable, Codable, CaseIterable {
    /// The row is a `NavigationLink`: tapping the row pushes its screen, and the button in its
    /// label is pressed on its own frame.
    case navigationLink
    /// The row is a button, or has another `Button` or `Link` of the default style: the row is
    /// not one target, so each button is judged on its own frame.
    case button
  }

  /// The text style of the symbol's font: `.body` by default, or the `.font(…)` applied to the
  /// image, the button or a view around them.
  public var textStyle: TextStyle
  /// The size in points of a font that does not scale (`.font(.system(size: 22))`), or `nil`
  /// for one that follows ``textStyle``.
  public var fixedPointSize: Double?
  /// What the user taps.
  public var target: Target
  /// The frame the symbol or its button is given (``AccessoryFrame``): its room in the row, and
  /// its target when a hit shape follows it; `nil` for none (the symbol's own square).
  public var frame: AccessoryFrame?
  /// The control that makes the symbol its own target whatever its style (``RowControl``), or
  /// `nil` when the button style decides.
  public var rowControl: RowControl?

  public init(
    textStyle: TextStyle = .body, fixedPointSize: Double? = nil, target: Target, frame: AccessoryFrame? = nil,
    rowControl: RowControl? = nil
  ) {
    self.textStyle = textStyle
    self.fixedPointSize = fixedPointSize
    self.target = target
    self.frame = frame
    self.rowControl = rowControl
  }

  /// The side of the symbol's square frame at `category`: the font's point size there (its
  /// text style's, ``TextStyle/metrics(at:)``, or the fixed size) times `sizeFactor` (the
  /// profile's `infoSymbolSizeFactor`), rounded to the pixel grid of `displayScale`.
  public func side(at category: ContentSizeCategory, sizeFactor: Double, displayScale: Double) -> Double {
    let pointSize = fixedPointSize ?? textStyle.metrics(at: category).pointSize
    return PixelGrid.round(pointSize * sizeFactor, scale: displayScale)
  }

  /// The room the button takes in the row at `category`, in points: its ``frame`` around the
  /// symbol, or the symbol's square (``side(at:sizeFactor:displayScale:)``).
  public func room(at category: ContentSizeCategory, sizeFactor: Double, displayScale: Double) -> Size {
    let side = side(at: category, sizeFactor: sizeFactor, displayScale: displayScale)
    return frame?.size(around: side, displayScale: displayScale) ?? Size(width: side, height: side)
  }

  /// The area the user presses at `category`, in points, centred in ``room(at:sizeFactor:displayScale:)``:
  /// the frame when a hit shape makes it the target (``AccessoryFrame/isHitArea``), else the
  /// symbol's square, which the frame places but does not resize.
  public func hitSize(at category: ContentSizeCategory, sizeFactor: Double, displayScale: Double) -> Size {
    let side = side(at: category, sizeFactor: sizeFactor, displayScale: displayScale)
    guard let frame, frame.isHitArea else { return Size(width: side, height: side) }
    return frame.size(around: side, displayScale: displayScale)
  }
}

extension AccessorySymbol {
  /// The symbol written out for people and digests: `body symbol, target row`, `fixed 22 pt
  /// symbol, target symbol`, `body symbol, target symbol, frame 44×44 pt, its target`, `body
  /// symbol, target symbol (in a navigationLink row)`.
  public static func written(_ symbol: AccessorySymbol) -> String {
    let font = symbol.fixedPointSize.map { "fixed \(DecimalText.points($0)) pt" } ?? symbol.textStyle.name
    return "\(font) symbol, target \(symbol.target.rawValue)"
      + (symbol.rowControl.map { " (in a \($0.rawValue) row)" } ?? "")
      + (symbol.frame.map { ", " + AccessoryFrame.written($0) } ?? "")
  }
}
