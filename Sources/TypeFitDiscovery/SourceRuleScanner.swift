import TypeFitInput
import TypeFitLocalization
import TypeFitRow

/// Checks the rules decided on code (TF009–TF017) in one Swift file, on the rows discovery
/// found in it.
///
/// The accessibility rules (TF012–TF016, ``SourceRuleScanner`` `+Accessibility`) also look at
/// the views placed directly in a list that are not rows the model measures (a custom
/// `AccountRow(…)`, an `HStack` of images), since a tap gesture or a split makes them
/// inaccessible all the same.
///
/// SwiftUI patterns are looked for inside each discovered row: from the construct's name to the
/// end of its modifiers (`NavigationLink { … } label: { … }.frame(height: 44)`), so a fixed font
/// on a header or an icon elsewhere in the file is not a row's. UIKit patterns
/// (`UIFont.systemFont(ofSize:)`, `rowHeight = 44`, `tableView(_:heightForRowAt:)`) are looked
/// for in the whole file when it has UIKit rows or cell classes, or configures a table's row
/// height, because a cell's labels are set up away from where its texts are assigned.
///
/// - Complexity: linear in the file's tokens plus the rows' token ranges.
struct SourceRuleScanner {
  let stream: TokenStream
  /// Where each SwiftUI row's tokens are: construct name through its last modifier.
  let rowRanges: [Range<Int>]
  /// Whether the file's UIKit patterns apply (UIKit rows, cell classes or table row heights).
  let scansUIKit: Bool
  /// The app's own `Font` members and whether they scale.
  let fonts: FontMemberIndex
  /// Where each view placed directly in a list starts (``SwiftUIRowRecognizer/listViews``).
  let listViews: [Int]
  /// Where lines assign and scale fonts, for the UIKit patterns (empty when they do not apply).
  let fontLines: UIKitFontLines
  /// The app's own view modifiers: a use in a row that is not followed gets a note.
  let modifiers: CustomModifierIndex
  /// Whether the file's app-wide clamps are looked for (``appWidePatterns(into:)``).
  let scansAppWide: Bool
  /// The app's cell classes, for the constraints that fix a cell's height
  /// (``cellHeightConstraints(into:)``).
  let cells: CellClassIndex
  /// The app's own toggle styles, named in the note on a `.toggleStyle(…)` that uses one.
  let toggleStyles: AppToggleStyles

  init(
    stream: TokenStream, rows: [SourceRow], listViews: [Int] = [], scansUIKit: Bool,
    fonts: FontMemberIndex = FontMemberIndex(), modifiers: CustomModifierIndex = CustomModifierIndex(),
    scansAppWide: Bool = false, cells: CellClassIndex = CellClassIndex(),
    toggleStyles: AppToggleStyles = AppToggleStyles()
  ) {
    self.stream = stream
    self.cells = cells
    self.toggleStyles = toggleStyles
    self.scansAppWide = scansAppWide
    self.modifiers = modifiers
    self.listViews = listViews
    self.fonts = fonts
    self.scansUIKit = scansUIKit
    self.fontLines = scansUIKit ? UIKitFontLines(stream) : UIKitFontLines()
    var index: [SourcePosition: Int] = [:]
    for (position, token) in stream.tokens.enumerated() where token.kind == .identifier {
      index[SourcePosition(line: token.line, column: token.column)] = position
    }
    var ranges: [Range<Int>] = []
    for row in rows where row.construct.isSwiftUI {
      guard let position = index[SourcePosition(row.location)],
        let call = CallSyntax.parse(at: position, in: stream)
      else { continue }
      ranges.append(position..<max(position + 1, call.end))
    }
    self.rowRanges = ranges
  }

  /// The findings in source order, each pattern reported once even when rows nest.
  func scan() -> [SourceFinding] {
    var findings = Findings(stream: stream)
    var seen = Set<Int>()
    var receiverBases = ReceiverBases()
    for range in rowRanges {
      for position in range where seen.insert(position).inserted {
        swiftUIRowPattern(at: position, receiverBases: &receiverBases, into: &findings)
      }
    }
    outerFontPatterns(skipping: seen, receiverBases: &receiverBases, into: &findings)
    if scansAppWide { appWidePatterns(into: &findings) }
    if scansUIKit {
      for position in 0..<stream.count { uiKitPattern(at: position, into: &findings) }
      cellHeightConstraints(into: &findings)
    }
    accessibilityPatterns(into: &findings)
    return findings.byPosition.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The findings of one file, keyed by the token they start at.
  struct Findings {
    let stream: TokenStream
    var byPosition: [Int: SourceFinding] = [:]

    mutating func add(_ position: Int, _ rule: RuleID, _ message: String, note: Bool = false) {
      guard byPosition[position] == nil else { return }
      byPosition[position] = SourceFinding(
        ruleID: rule, severity: note ? .note : nil, location: stream.location(position), message: message)
    }
  }

  // MARK: - Receivers

  /// The name at the base of the expression a modifier at `dot` applies to:
  /// `Text("a").bold().font(…)` gives `Text`; `nil` when there is none on the same expression.
  /// `bases` remembers what earlier searches in this file found (``ReceiverBases``).
  func receiverBase(ofModifierAt dot: Int, bases: inout ReceiverBases) -> String? {
    bases.base(ofModifierAt: dot, in: stream).map { stream[$0].text }
  }

  /// Views whose height or font is about text: a fixed height on them cuts text.
  static let textBearingViews: Set<String> = [
    "Text", "Label", "HStack", "VStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "NavigationLink",
    "Button", "Link", "Toggle", "LabeledContent", "Picker", "ODSListItem",
  ]

  /// The number literal of an argument (`44`, `44.0`, `1_000`, `0x10`), checked as written
  /// against `allowed` through the one path for numbers from outside (``InputNumber``), or `nil`
  /// when the argument is not one number literal `Double(_:)` reads (an expression, `0b101`).
  ///
  /// A literal outside `allowed` (`1e400`, which `Double(_:)` makes infinite, `1e-400`, which it
  /// makes 0) is ``SourceNumber/outOfRange(_:)`` with the message quoting it as written, so no
  /// finding says `inf pt`.
  func number(
    _ range: Range<Int>, field: String, in allowed: ClosedRange<Double>, whole: Bool = false
  ) -> SourceNumber? {
    // A number token, or a minus sign and one (`-1`, quoted with its sign).
    let signed = range.count == 2 && stream[range.lowerBound].isPunctuation("-")
    guard range.count == 1 || signed, stream[range.upperBound - 1].kind == .number else { return nil }
    let text =
      (signed ? "-" : "") + stream[range.upperBound - 1].text.replacingOccurrences(of: "_", with: "")
    guard Double(text) != nil else { return nil }
    do {
      return .value(try InputNumber.parse(text, field: field, in: allowed, whole: whole))
    } catch {
      return .outOfRange(error)
    }
  }

  /// The heights a row or a frame can have, in points: a screen is under 10,000 pt tall.
  static let heights: ClosedRange<Double> = 0...10_000
  /// The point sizes a font can have: the range `--size` takes.
  static let fontSizes: ClosedRange<Double> = 1...1000
  /// `minimumScaleFactor`'s range: a fraction of the font's size ("a fraction between 0 and 1",
  /// Apple's documentation of `minimumScaleFactor(_:)`).
  static let scaleFactors: ClosedRange<Double> = 0...1

  /// A number as the messages quote it: `15`, `15.5`.
  static func points(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
  }
}

extension RowConstruct {
  /// Whether the construct is a SwiftUI view (as opposed to a UIKit cell or configuration).
  var isSwiftUI: Bool {
    switch self {
    case .listContentConfiguration, .tableViewCellLabels, .cellSubclass: false
    default: true
    }
  }
}
