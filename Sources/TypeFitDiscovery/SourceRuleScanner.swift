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
        stackSpacing(at: position, into: &findings)
      }
    }
    outerFontPatterns(skipping: seen, receiverBases: &receiverBases, into: &findings)
    listsBeside(skipping: seen, into: &findings)
    if scansAppWide { appWidePatterns(into: &findings) }
    if scansUIKit {
      for position in 0..<stream.count { uiKitPattern(at: position, into: &findings) }
      cellHeightConstraints(into: &findings)
    }
    accessibilityPatterns(into: &findings)
    if !rowRanges.isEmpty { editModeNotes(into: &findings) }
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

  /// The number literal of an argument (`44`, `44.0`, `1_000`, `0x10`, `0b101`, `+2`, `-1`),
  /// read by ``SourceNumber/read(_:in:field:allowed:whole:)`` against `allowed`; `nil` when the
  /// argument is not one number literal (an expression).
  func number(
    _ range: Range<Int>, field: String, in allowed: ClosedRange<Double>, whole: Bool = false
  ) -> SourceNumber? {
    SourceNumber.read(range, in: stream, field: field, allowed: allowed, whole: whole)
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
