import TypeFitDynamicType

/// Lays a row out at content size categories and checks it against the rules.
///
/// The engine prepares each label once with its measurer (`prepareLabel`), then lays every
/// label out per category as arithmetic (`PreparedLabel.layout`). The geometry follows the
/// UIKit list-cell model (Docs/References.md#metrics-4) with the constants of the context's profile:
///
/// ```
/// row height = max(minimum height,
///                  2 × vertical margin + max(text block, leading image height),
///                  tallest accessory)              rounded up to the pixel grid
/// minimum height = multiplier × body leading(min(category, cap)) + addend
/// text block = title + [gap + subtitle] + [gap + value, when stacked]
/// ```
///
/// Each label's height is the measurer's: line height × lines shown, rounded up to the pixel
/// grid (the published row heights, Docs/References.md#metrics-4, §4.5, leave open whether UILabel uses `lineHeight` or the HIG leading per
/// line; TypeFit uses the font's line height).
///
/// ```swift
/// let engine = RowLayoutEngine(measurer: myMeasurer)
/// let report = try engine.report(for: Row(title: "Account"), in: LayoutContext())
/// report.layout(at: .large)?.height  // 44 on ios18
/// ```
public struct RowLayoutEngine: Sendable {
  /// The text measurer.
  public var measurer: any LabelMeasuring
  /// The words for "link" rule TF005 looks for.
  public var linkWords: LinkWords

  /// - Parameters:
  ///   - measurer: the text measurer.
  ///   - linkWords: the TF005 word list (default ``LinkWords/standard``).
  public init(measurer: any LabelMeasuring, linkWords: LinkWords = .standard) {
    self.measurer = measurer
    self.linkWords = linkWords
  }

  /// Lays a row out at each category and evaluates every rule of ``RuleCatalog``.
  ///
  /// When some label has characters no font covers, the report has no layouts and one TF004
  /// finding per such label.
  /// - Parameters:
  ///   - row: the row.
  ///   - context: device, list style, profile, display scale.
  ///   - categories: the categories to lay out (any order; the report is ascending).
  /// - Throws: ``LabelMeasuringError/failed(_:)`` when the measurer fails for another reason.
  /// - Complexity: one `prepareLabel` per label, then O(labels × categories) layouts.
  public func report(
    for row: Row, in context: LayoutContext, categories: [ContentSizeCategory] = ContentSizeCategory.allCases
  ) throws(LabelMeasuringError) -> RowReport {
    try reports(for: row, in: [context], categories: categories)[0]
  }

  /// Lays a row out in several contexts (devices, widths, profiles) and evaluates the rules in
  /// each: one report per context, in the order given.
  ///
  /// The labels are prepared once and the rules that depend on the row alone (TF005) run once,
  /// so this is cheaper than calling ``report(for:in:categories:)`` per context.
  /// - Parameter retention: which layouts each report keeps (default all); the findings are
  ///   the same whatever is kept.
  /// - Throws: ``LabelMeasuringError/failed(_:)`` when the measurer fails for another reason.
  /// - Complexity: one `prepareLabel` per label, then O(contexts × labels × categories) layouts.
  public func reports(
    for row: Row, in contexts: [LayoutContext],
    categories: [ContentSizeCategory] = ContentSizeCategory.allCases,
    retaining retention: LayoutRetention = .all
  ) throws(LabelMeasuringError) -> [RowReport] {
    try reports(
      for: row, in: contexts.map(ContextLayoutTable.init), categories: categories, retaining: retention)
  }

  /// `reports(for:in:categories:retaining:)` with each context's `ContextLayoutTable` made
  /// beforehand, so a caller laying many rows out in the same
  /// contexts (a batch check) works the context's constants out once, not once per row.
  package func reports(
    for row: Row, in tables: [ContextLayoutTable],
    categories: [ContentSizeCategory] = ContentSizeCategory.allCases,
    retaining retention: LayoutRetention = .all
  ) throws(LabelMeasuringError) -> [RowReport] {
    // Contexts that draw every weight the same share one preparation (Bold Text changes it):
    // `drawnWeight` depends on the context's Bold Text increase alone.
    // Each preparation comes with one memo of its labels' size metrics, so contexts sharing
    // the labels (the widths of one device and Bold Text setting) share their sizes too.
    var preparations: [(increase: Int, preparation: Preparation)] = []
    var memos: [LabelSizeMemo] = []
    var preparedByContext: [Preparation] = []
    var sizesByContext: [LabelSizeMemo] = []
    preparedByContext.reserveCapacity(tables.count)
    sizesByContext.reserveCapacity(tables.count)
    for table in tables {
      let increase = table.boldTextIncrease
      if let known = preparations.firstIndex(where: { $0.increase == increase }) {
        preparedByContext.append(preparations[known].preparation)
        sizesByContext.append(memos[known])
      } else {
        let preparation = try prepareLabels(of: row, in: table)
        let sizes = LabelSizeMemo()
        preparations.append((increase, preparation))
        memos.append(sizes)
        preparedByContext.append(preparation)
        sizesByContext.append(sizes)
      }
    }
    let ordered = Self.ascendingDistinct(categories)
    let rowFindings = RuleEvaluator.rowFindings(for: row, linkWords: linkWords)
    return tables.indices.map { index in
      let table = tables[index]
      let findings: [Finding]
      let layouts: [RowCategoryLayout]
      switch preparedByContext[index] {
      case .missingGlyphs(let missing):
        layouts = []
        findings = missing.map { RuleEvaluator.missingGlyphs(role: $0.role, codePoints: $0.codePoints) }
      case .prepared(let labels):
        let builder = RowCategoryLayoutBuilder(
          row: row, table: table, prepared: labels, sizes: sizesByContext[index])
        let geometries = ordered.map(builder.geometry(at:))
        findings = RuleEvaluator(row: row, builder: builder).evaluate(geometries, rowFindings: rowFindings)
        switch retention {
        case .all:
          layouts = geometries.map(builder.layout(from:))
        case .allWithoutLines:
          layouts = geometries.map(builder.layoutWithoutLines(from:))
        case .firstFindingCategories:
          // A bit per category (raw values 0–11): no set to hash.
          var kept: UInt64 = 0
          for finding in findings {
            if let first = finding.firstCategory { kept |= 1 << UInt64(first.rawValue) }
          }
          layouts =
            kept == 0
            ? []
            : geometries.filter { kept & (1 << UInt64($0.category.rawValue)) != 0 }.map(builder.layout(from:))
        case .none:
          layouts = []
        }
      }
      return RowReport(
        row: row, profileID: table.context.profile.id, deviceName: table.context.device.name,
        layouts: layouts, findings: findings)
    }
  }

  /// The layouts alone, without rules.
  /// - Throws: ``LabelMeasuringError`` from the measurer, including ``LabelMeasuringError/missingGlyphs(codePoints:)``
  ///   with the code points of every label.
  public func layouts(
    for row: Row, in context: LayoutContext, categories: [ContentSizeCategory] = ContentSizeCategory.allCases
  ) throws(LabelMeasuringError) -> [RowCategoryLayout] {
    let table = ContextLayoutTable(context)
    switch try prepareLabels(of: row, in: table) {
    case .missingGlyphs(let missing):
      throw .missingGlyphs(codePoints: missing.flatMap(\.codePoints))
    case .prepared(let labels):
      let builder = RowCategoryLayoutBuilder(row: row, table: table, prepared: labels, sizes: LabelSizeMemo())
      return Self.ascendingDistinct(categories).map(builder.build(at:))
    }
  }

  /// `categories` in ascending order without repeats: the array itself when it already is
  /// (the usual case), so no set is built per row.
  static func ascendingDistinct(_ categories: [ContentSizeCategory]) -> [ContentSizeCategory] {
    var ascending = true
    for i in categories.indices.dropFirst() where categories[i - 1] >= categories[i] {
      ascending = false
      break
    }
    return ascending ? categories : Set(categories).sorted()
  }

  enum Preparation {
    case prepared(PreparedLabels)
    case missingGlyphs([(role: LabelRole, codePoints: [UInt32])])
  }

  private func prepareLabels(of row: Row, in table: ContextLayoutTable) throws(LabelMeasuringError)
    -> Preparation
  {
    var prepared: [LabelRole: any PreparedLabel] = [:]
    var missing: [(role: LabelRole, codePoints: [UInt32])] = []
    for (role, label) in row.labels {
      do {
        prepared[role] = try measurer.prepareLabel(
          label.text, language: row.language, weight: table.drawnWeight(label.effectiveWeight),
          italic: label.italic,
          monospacedDigits: label.monospacedDigits)
      } catch let error as LabelMeasuringError {
        guard case .missingGlyphs(let codePoints) = error else { throw error }
        missing.append((role, codePoints))
      } catch {
        throw .failed(String(describing: error))
      }
    }
    guard missing.isEmpty, let title = prepared[.title] else { return .missingGlyphs(missing) }
    return .prepared(PreparedLabels(title: title, subtitle: prepared[.subtitle], value: prepared[.value]))
  }
}
