/// Frames that size a part of a row holding no text: an icon tile (`ZStack { RoundedRectangle(…);
/// Image(…) }.frame(width: 28, height: 28)`), a stack of images, a control whose label is hidden.
/// Such a frame fixes the part's height, not the row's, which grows with the text beside it, so
/// it is no TF011 (the twenty-third attack's A23-19 raised a false error for the Settings-style
/// icon tile).
extension SourceRuleScanner {
  /// Stacks: a frame on one holding no text sizes its images and shapes only.
  static let frameContainers: Set<String> = [
    "HStack", "VStack", "ZStack", "LazyVStack", "LazyHStack", "Group",
  ]

  /// Types called in a stack that are not views holding text: values used to build images and
  /// shapes (`URL(string:)`, `LinearGradient(…)`).
  static let nonViewValues: Set<String> = [
    "URL", "Color", "Font", "CGSize", "CGFloat", "CGPoint", "Double", "Int", "LinearGradient",
    "RadialGradient", "AngularGradient", "Gradient", "UnitPoint", "Angle", "EdgeInsets", "StrokeStyle",
    "UIImage", "Material",
  ]

  /// Whether the frame modifier at `dot`, on the expression based at `base` (named `receiver`),
  /// sizes a view that shows no text:
  ///
  /// - a stack (``frameContainers``) in which every view called is an image, a shape or another
  ///   stack (``SourceRuleScanner/nonTextViews``); a text, a control or the app's own view may
  ///   hold text, so the frame still fixes it;
  /// - a control with `.labelsHidden()` before the frame, which draws no title.
  func sizesNoText(_ receiver: String, from base: Int, to dot: Int) -> Bool {
    let content = base + 1..<dot
    if Self.frameContainers.contains(receiver) {
      for position in content where stream[position].kind == .identifier {
        let name = stream[position].text
        guard name.first?.isUppercase == true, !stream.isPunctuation(position - 1, ".") else { continue }
        if Self.nonTextViews.contains(name) || Self.frameContainers.contains(name)
          || Self.nonViewValues.contains(name)
        {
          continue
        }
        return false
      }
      return true
    }
    guard SwiftUIConstructs.controlRowNames.contains(receiver) || receiver == "Toggle" || receiver == "Picker"
    else { return false }
    for position in content
    where stream.isIdentifier(position, "labelsHidden") && stream.isPunctuation(position - 1, ".") {
      return true
    }
    return false
  }
}
