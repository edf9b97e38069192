import TypeFitInput

extension Size {
  /// The sides a written size may have, in points, as `accessorySize` and a leading image
  /// allow: 1 pt up to 1000 pt, wider than any iPhone screen and most of an iPad's.
  public static let writtenSides: ClosedRange<Double> = 1...1000

  /// A size written `WIDTHxHEIGHT` in points (`44x44`, `64x36`; `X` too), as `"accessorySize"`
  /// and `--leading image:…` write it, each side read through the one path for numbers from
  /// outside (``InputNumber/parseDecimal(_:field:in:whole:)``): plain decimals compared with
  /// `sides` as written, so `+40`, `0x10`, ` 40`, `1000.0000000000000001` and a side of more
  /// than 64 characters are refused as they are in every other option.
  ///
  /// ```swift
  /// Size(written: "44x44")  // Size(width: 44, height: 44)
  /// Size(written: "+44x44")  // nil
  /// ```
  ///
  /// - Returns: `nil` unless the text is two such numbers around one `x`.
  public init?(written text: String, sides: ClosedRange<Double> = Size.writtenSides) {
    let fields = text.split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "X" }
    guard fields.count == 2,
      let width = try? InputNumber.parseDecimal(String(fields[0]), field: "the width", in: sides),
      let height = try? InputNumber.parseDecimal(String(fields[1]), field: "the height", in: sides)
    else { return nil }
    self.init(width: width, height: height)
  }
}
