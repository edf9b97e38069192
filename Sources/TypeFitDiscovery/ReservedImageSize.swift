import TypeFitRow

/// A UIKit list content configuration's `imageProperties.reservedLayoutSize` (the eighty-third
/// attack's A83-6): the room the system reserves for the image, the image centered in it
/// (https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct/reservedlayoutsize).
/// A side of zero (the default, `CGSize.zero`) keeps the system's own room for that side: a
/// symbol's scaled standard room, a bitmap's own size.
///
/// ```swift
/// // content.imageProperties.reservedLayoutSize = CGSize(width: 200, height: 40)
/// //   → .room(ImageSpec(width: 200, height: 40, shape: .square))
/// // content.imageProperties.reservedLayoutSize = .zero                    → .systemDefault
/// // content.imageProperties.reservedLayoutSize = CGSize(width: 0, height: 60) → .systemDefault
/// // content.imageProperties.reservedLayoutSize = CGSize(width: w, height: 40)  → .notRead
/// ```
enum ReservedImageSize: Equatable {
  /// Both sides are number literals of 1–1,000 pt: the image's room.
  case room(ImageSpec)
  /// The width is zero: the system's own width, as if nothing were set beside the text.
  case systemDefault
  /// A side is computed, `standardDimension`, out of range, or the height zero beside a set
  /// width: the room is not known from the source.
  case notRead

  /// The size assigned by the expression `value` (`CGSize(width: 200, height: 40)`,
  /// `.init(width:height:)`, `.zero`, `CGSize.zero`).
  static func read(_ value: Range<Int>, in stream: TokenStream) -> ReservedImageSize {
    guard !value.isEmpty else { return .notRead }
    if stream[value.upperBound - 1].isIdentifier("zero"), value.count <= 3 { return .systemDefault }
    guard stream.isPunctuation(value.upperBound - 1, ")"), let open = stream.partner[value.upperBound - 1],
      open > value.lowerBound,
      stream[open - 1].isIdentifier("CGSize") || stream[open - 1].isIdentifier("init")
    else { return .notRead }
    let arguments = CallSyntax.splitArguments(open + 1..<(value.upperBound - 1), in: stream)
    func side(_ label: String) -> Double? {
      guard let argument = arguments.first(where: { $0.label == label }) else { return nil }
      if case .value(let side) = SourceNumber.read(
        argument.range, in: stream, field: label, allowed: 0...ImageSpec.allowedSides.upperBound)
      {
        return side
      }
      return nil
    }
    guard arguments.count == 2, let width = side("width"), let height = side("height") else {
      return .notRead
    }
    // A width of zero keeps the system's own width: the text column is as without a size (a
    // height alone moves the image within the row, not the text beside it).
    if width == 0 { return .systemDefault }
    guard ImageSpec.allowedSides.contains(width), ImageSpec.allowedSides.contains(height) else {
      return .notRead
    }
    return .room(ImageSpec(width: width, height: height, shape: .square))
  }
}
