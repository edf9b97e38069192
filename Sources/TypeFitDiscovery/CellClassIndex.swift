import TypeFitDynamicType
import TypeFitRow

/// The UIKit cell classes of an app, across files: each class's superclass, the `UILabel`
/// properties it declares (with the text style and line count its code sets), and whether it
/// holds a `UISwitch`. Subclasses inherit labels, so `label.text = …` in
/// `GeneralSettingToggleTableViewCell: ToggleTableViewCell` finds `ToggleTableViewCell.label`.
public struct CellClassIndex: Sendable {
  /// One `UILabel` property.
  public struct LabelProperty: Sendable, Hashable {
    public var name: String
    public var textStyle: TextStyle?
    public var lineLimit: Int?
    /// The size in points at Large of a font scaled relative to ``textStyle``
    /// (`UIFontMetrics(forTextStyle:).scaledFont(for:)`), or `nil`.
    public var relativePointSize: Double?
    /// The weight the font sets (`.boldSystemFont(ofSize:)`), or `nil`.
    public var weight: FontWeight?
  }

  /// One class.
  public struct CellClass: Sendable {
    public var superclass: String?
    public var labels: [LabelProperty]
    public var hasSwitch: Bool
    /// The accessory the class's own code sets (`accessoryType = .disclosureIndicator`), or
    /// `nil`: a cell configured from a view controller keeps it (A23-5).
    public var accessory: Accessory? = nil
  }

  public private(set) var classes: [String: CellClass] = [:]
  /// List cell base classes: `UITableViewCell` and `UICollectionViewListCell`.
  static let roots: Set<String> = ["UITableViewCell", "UICollectionViewListCell"]

  public init() {}

  static func mightDeclare(_ bytes: [UInt8]) -> Bool {
    bytes.containsSequence(Array("class ".utf8)) && bytes.containsSequence(Array("Cell".utf8))
  }

  /// Adds the classes of one file.
  mutating func add(_ stream: TokenStream) {
    for (name, superclass, _, body) in Self.classDeclarations(stream) {
      var names: [String] = []
      var hasSwitch = false
      // A property set up in a closure: the closure's local is the property, not a label.
      let closures = LabelPropertyClosures(stream, in: body)
      var position = body.lowerBound
      while position + 3 < body.upperBound {
        let token = stream[position]
        if token.kind == .keyword, token.text == "let" || token.text == "var",
          stream[position + 1].kind == .identifier, !closures.declaresLocal(at: position)
        {
          let property = stream[position + 1].text
          // Its type or value, up to the next declaration: `let icon: UIView` followed by `let
          // title: UILabel` is no label (fix24a: mastodon-ios `iconImageBackgroundView`). A
          // `let`/`var` just inside a set-up closure (`= {\n let label = UILabel()`) is still
          // this one's value.
          var end = position + 2
          while end < min(body.upperBound, position + 8),
            !(stream[end].kind == .keyword && (stream[end].text == "let" || stream[end].text == "var")
              && !stream.isPunctuation(end - 1, "{"))
          {
            end += 1
          }
          let window = position + 2..<end
          if window.contains(where: { stream[$0].isIdentifier("UILabel") }) {
            names.append(property)
          }
          if window.contains(where: { stream[$0].isIdentifier("UISwitch") }) { hasSwitch = true }
        }
        position += 1
      }
      let styled =
        names.isEmpty ? [:] : Self.labels(Set(names), in: body, stream: stream, closures: closures)
      classes[name] = CellClass(
        superclass: superclass, labels: names.map { styled[$0] ?? LabelProperty(name: $0) },
        hasSwitch: hasSwitch, accessory: UIKitAccessory.first(in: body, stream: stream))
    }
  }

  /// `class Name: Super {` declarations with the range inside their braces.
  static func classDeclarations(_ stream: TokenStream) -> [(String, String?, Int, Range<Int>)] {
    var result: [(String, String?, Int, Range<Int>)] = []
    var position = 0
    while position + 2 < stream.count {
      guard stream[position].kind == .keyword, stream[position].text == "class",
        stream[position + 1].kind == .identifier, !stream.isPunctuation(position + 2, ".")
      else {
        position += 1
        continue
      }
      var superclass: String?
      var open = position + 2
      if stream.isPunctuation(open, ":"), open + 1 < stream.count, stream[open + 1].kind == .identifier {
        superclass = stream[open + 1].text
      }
      while open < stream.count, open < position + 40, !stream.isPunctuation(open, "{") { open += 1 }
      if stream.isPunctuation(open, "{"), let close = stream.partner[open] {
        result.append((stream[position + 1].text, superclass, position + 1, open + 1..<close))
      }
      position += 2
    }
    return result
  }

  /// The labels' text styles and line counts from `name.font = …` and `name.numberOfLines = …`
  /// (the last that gives one wins), in one pass over the body for all the names. Inside a
  /// property's set-up closure, its local (`label.font = …`, `$0.numberOfLines = …`) is the
  /// property (``LabelPropertyClosures``).
  static func labels(
    _ names: Set<String>, in body: Range<Int>, stream: TokenStream,
    closures: LabelPropertyClosures
  ) -> [String: LabelProperty] {
    var properties: [String: LabelProperty] = [:]
    // Several fonts given one name (`let label = UILabel()` in two property closures, each
    // setting `label.font`) are the stricter (``FontExpression/stricter(_:)``): which label a
    // text lands in is not followed (mastodon-ios `ReportHeadlineTableViewCell`: 28 pt bold and
    // 17 pt regular, both relative to largeTitle).
    var fonts: [String: FontExpression] = [:]
    for position in body
    where stream[position].kind == .identifier && stream.isPunctuation(position + 1, ".")
      && stream.isPunctuation(position + 3, "=")
    {
      let name = closures.labelName(at: position, in: stream)
      guard names.contains(name), position + 3 < body.upperBound else { continue }
      let isFont = stream[position + 2].isIdentifier("font")
      guard isFont || stream[position + 2].isIdentifier("numberOfLines") else { continue }
      let end = stream.expressionEnd(from: position + 4, limit: body.upperBound)
      var property = properties[name] ?? LabelProperty(name: name)
      if isFont {
        var font = FontExpression(in: position + 4..<end, stream: stream, uiKit: true)
        if let earlier = fonts[name] { font = earlier.stricter(font) }
        fonts[name] = font
        if let style = font.textStyle {
          property.textStyle = style
          property.relativePointSize = font.relativePointSize
        }
        property.weight = font.weight ?? property.weight
      } else if let limit = TextModifiers.lineLimit(in: position + 4..<end, stream: stream) {
        property.lineLimit = limit
      }
      properties[name] = property
    }
    return properties
  }

  /// Whether a class is a list cell: the app's cell classes (``cellLabels(of:)``), or a name or
  /// superclass ending in `Cell` (a base class from another module).
  func isListCell(_ name: String, superclass: String?) -> Bool {
    cellLabels(of: name) != nil || name.hasSuffix("Cell") || superclass?.hasSuffix("Cell") == true
  }

  /// Whether `name` is a list cell class (it or an ancestor is a root), and its labels, own
  /// first, then inherited.
  func cellLabels(of name: String) -> (labels: [LabelProperty], hasSwitch: Bool)? {
    var labels: [LabelProperty] = []
    var names = Set<String>()
    var hasSwitch = false
    var current: String? = name
    var steps = 0
    while let type = current, steps < 16 {
      if Self.roots.contains(type) { return (labels, hasSwitch) }
      guard let cell = classes[type] else { return nil }
      // Names already kept (own, or a nearer superclass's) win; a set keeps this linear.
      labels += cell.labels.filter { !names.contains($0.name) }
      names.formUnion(cell.labels.map(\.name))
      hasSwitch = hasSwitch || cell.hasSwitch
      current = cell.superclass
      steps += 1
    }
    return nil
  }
}
