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
    /// The size in points of a font that does not scale
    /// (`UIFont.preferredFont(forTextStyle: .body).withSize(30)`), or `nil`.
    public var fixedPointSize: Double?
    /// How the label cuts its text past its line limit (`lineBreakMode = .byTruncatingMiddle`),
    /// or `nil` for the default (tail).
    public var truncationMode: TruncationMode?
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
          let holds = Self.holds(at: position, in: body, stream: stream)
          if holds.label { names.append(stream[position + 1].text) }
          if holds.toggle { hasSwitch = true }
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

  /// Whether the property declared by the `let`/`var` at `position` holds a `UILabel` or a
  /// `UISwitch`: its type, or its value up to the next declaration, names one (`let title =
  /// UILabel()`, `let title: UILabel = { … }()`). A `let`/`var` just inside a set-up closure
  /// (`= {\n let label = UILabel()`) is still this one's value; a closure's signature
  /// (`= { () -> UILabel in … }()`) names its type (the twenty-fourth attack's A24-2 missed it).
  /// A function (`let make: () -> UILabel = { … }`) or a closure not called (`lazy var make =
  /// { … }`) makes labels and is none (A24-1 read it as the cell's title).
  ///
  /// - Complexity: a bounded look at the tokens after the name (at most 24).
  static func holds(at position: Int, in body: Range<Int>, stream: TokenStream) -> (label: Bool, toggle: Bool)
  {
    let limit = min(body.upperBound, position + 24)
    // The type annotation, up to the value's `=` or a getter's `{`.
    var value = position + 2
    if stream.isPunctuation(value, ":") {
      while value < limit, !stream.isPunctuation(value, "="), !stream.isPunctuation(value, "{") {
        if stream.isPunctuation(value, "-"), stream.isPunctuation(value + 1, ">") { return (false, false) }
        value += 1
      }
    }
    var window = position + 2..<position + 2
    if stream.isPunctuation(value, "="), LabelPropertyClosures.isUncalledClosure(at: value + 1, in: stream) {
      return (false, false)
    }
    if stream.isPunctuation(value, "="),
      let signature = closureResultType(at: value + 1, limit: limit, stream: stream)
    {
      window = signature
    } else {
      // Its type or value, up to the next declaration: `let icon: UIView` followed by `let
      // title: UILabel` is no label (fix24a: mastodon-ios `iconImageBackgroundView`).
      var end = position + 2
      while end < min(body.upperBound, position + 8),
        !(stream[end].kind == .keyword && (stream[end].text == "let" || stream[end].text == "var")
          && !stream.isPunctuation(end - 1, "{"))
      {
        end += 1
      }
      window = position + 2..<end
    }
    return (
      window.contains(where: { stream[$0].isIdentifier("UILabel") }),
      window.contains(where: { stream[$0].isIdentifier("UISwitch") })
    )
  }

  /// The result type of a closure with a signature starting at `open`: `{ () -> UILabel in`,
  /// `{ [weak self] () -> UILabel in` give the tokens between `->` and `in`; `nil` when the
  /// closure has no signature within `limit`.
  private static func closureResultType(at open: Int, limit: Int, stream: TokenStream) -> Range<Int>? {
    guard stream.isPunctuation(open, "{") else { return nil }
    var current = open + 1
    if stream.isPunctuation(current, "["), let close = stream.partner[current], close < limit {
      current = close + 1
    }
    guard stream.isPunctuation(current, "("), let close = stream.partner[current], close < limit,
      stream.isPunctuation(close + 1, "-"), stream.isPunctuation(close + 2, ">")
    else { return nil }
    var end = close + 3
    while end < limit, !stream[end].isKeywordToken("in") { end += 1 }
    return end < limit ? close + 3..<end : nil
  }

  /// The labels' text styles, sizes, line counts and truncation modes from `name.font = …`,
  /// `name.numberOfLines = …` and `name.lineBreakMode = …` (``LabelProperty/take(_:value:stream:font:)``),
  /// in one pass over the body for all the names. Inside a property's set-up closure, its local
  /// (`label.font = …`, `$0.numberOfLines = …`) is the property (``LabelPropertyClosures``).
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
      && stream.isPunctuation(position + 3, "=") && position + 3 < body.upperBound
    {
      guard let name = closures.labelName(at: position, in: stream), names.contains(name),
        LabelProperty.settings.contains(stream[position + 2].text), stream[position + 2].kind == .identifier
      else { continue }
      let end = stream.expressionEnd(from: position + 4, limit: body.upperBound)
      var property = properties[name] ?? LabelProperty(name: name)
      property.take(stream[position + 2].text, value: position + 4..<end, stream: stream, font: &fonts[name])
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
    while let type = current, steps < Self.maximumDepth {
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

  /// How many classes up from a class ``cellLabels(of:)`` looks for a root: a cell class at
  /// most 15 below `UITableViewCell` is read. (It also ends inheritance cycles.)
  static let maximumDepth = 16
  /// How far ``depthProblem(of:)`` looks for the root of a class too deep to read.
  static let depthSearched = 64

  /// Why a cast to `name`, or its declaration, gives no row although it is a list cell: its
  /// root is more than ``maximumDepth`` classes up (within ``depthSearched``), said as a warning
  /// rather than losing the row without a word (the twenty-fourth attack's A24-9); its
  /// superclasses go on past ``depthSearched`` of the app's classes, or come back to a class
  /// already passed (an inheritance cycle, which does not compile), said as a warning too (the
  /// twenty-sixth attack's A26-6: no row, no word); `nil` for any other class.
  ///
  /// - Complexity: at most ``depthSearched`` steps.
  func depthProblem(of name: String) -> String? {
    var current: String? = name
    var visited = Set<String>()
    var steps = 0
    while let type = current {
      if Self.roots.contains(type) {
        guard steps >= Self.maximumDepth else { return nil }
        return
          "\(name) is \(steps) classes below \(type), and cell classes are read up to \(Self.maximumDepth - 1) "
          + "below it: its labels are not read, so the rows it makes are not discovered"
      }
      guard let cell = classes[type] else { return nil }
      guard visited.insert(type).inserted else {
        let place = type == name ? "\(name) is" : "\(name) inherits from \(type), which is"
        return
          "\(place) in an inheritance cycle: its labels are not read, so the rows it makes are not discovered"
      }
      guard steps < Self.depthSearched else {
        return
          "\(name) is more than \(Self.depthSearched) classes below UITableViewCell, or in an inheritance "
          + "cycle longer than that, and cell classes are read up to \(Self.maximumDepth - 1) below it: its "
          + "labels are not read, so the rows it makes are not discovered"
      }
      current = cell.superclass
      steps += 1
    }
    return nil
  }
}
