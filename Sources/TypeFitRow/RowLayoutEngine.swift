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
  /// - Parameter reported: with ``LayoutRetention/firstFindingCategories``, the findings whose
  ///   first categories' layouts are kept (default all).
  /// - Throws: ``LabelMeasuringError/failed(_:)`` when the measurer fails for another reason.
  /// - Complexity: one `prepareLabel` per label, then O(contexts × labels × categories) layouts.
  public func reports(
    for row: Row, in contexts: [LayoutContext],
    categories: [ContentSizeCategory] = ContentSizeCategory.allCases,
    retaining retention: LayoutRetention = .all, reporting reported: ReportedFindings = .all
  ) throws(LabelMeasuringError) -> [RowReport] {
    try reports(
      for: row, in: contexts.map(ContextLayoutTable.init), categories: categories, retaining: retention,
      reporting: reported)
  }

  /// `reports(for:in:categories:retaining:)` with each context's `ContextLayoutTable` made
  /// beforehand, so a caller laying many rows out in the same
  /// contexts (a batch check) works the context's constants out once, not once per row.
  package func reports(
    for row: Row, in tables: [ContextLayoutTable],
    categories: [ContentSizeCategory] = ContentSizeCategory.allCases,
    retaining retention: LayoutRetention = .all, reporting reported: ReportedFindings = .all
  ) throws(LabelMeasuringError) -> [RowReport] {
    // A row whose list style the source sets (``Row/listStyle``) is laid out in it, in each
    // context: its reports name that style.
    var tables = tables
    if let style = row.listStyle {
      for index in tables.indices where tables[index].context.listStyle != style {
        var context = tables[index].context
        context.listStyle = style
        tables[index] = ContextLayoutTable(context)
      }
    }
    // Contexts that draw every weight the same share one preparation (Bold Text changes it):
    // `drawnWeight` depends on the context's Bold Text increase alone.
    // Each preparation comes with one memo of its labels' size metrics, so contexts sharing
    // the labels (the widths of one device and Bold Text setting) share their sizes too.
    // Usually every context has the same increase (no Bold Text setting, or one): then there
    // is one preparation and no array of them.
    let ordered = Self.ascendingDistinct(categories)
    let rowFindings = RuleEvaluator.rowFindings(for: row, linkWords: linkWords)
    var reports: [RowReport] = []
    reports.reserveCapacity(tables.count)
    // One buffer of geometries for every context (each context's replace the last's).
    var geometries: [RowCategoryGeometry] = []
    geometries.reserveCapacity(ordered.count)
    guard let first = tables.first else { return [] }
    if tables.allSatisfy({ $0.boldTextIncrease == first.boldTextIncrease }) {
      let preparation = try prepareLabels(of: row, in: first)
      let sizes = LabelSizeMemo()
      for table in tables {
        reports.append(
          report(
            for: row, in: table, preparation: preparation, sizes: sizes, categories: ordered,
            rowFindings: rowFindings, retaining: retention, reporting: reported, geometries: &geometries))
      }
      return reports
    }
    var increases: [Int] = []
    var preparations: [(preparation: Preparation, sizes: LabelSizeMemo)] = []
    for table in tables where !increases.contains(table.boldTextIncrease) {
      increases.append(table.boldTextIncrease)
      preparations.append((try prepareLabels(of: row, in: table), LabelSizeMemo()))
    }
    for table in tables {
      let shared = preparations[increases.firstIndex(of: table.boldTextIncrease)!]
      reports.append(
        report(
          for: row, in: table, preparation: shared.preparation, sizes: shared.sizes, categories: ordered,
          rowFindings: rowFindings, retaining: retention, reporting: reported, geometries: &geometries))
    }
    return reports
  }

  /// One context's report from the row's prepared labels.
  /// - Parameters:
  ///   - sizes: the memo of the preparation's size metrics, shared by its contexts.
  ///   - categories: ascending, without repeats.
  ///   - geometries: a buffer for the geometries at each category, reused across contexts
  ///     (its contents on return are this context's).
  private func report(
    for row: Row, in table: ContextLayoutTable, preparation: Preparation, sizes: LabelSizeMemo,
    categories: [ContentSizeCategory], rowFindings: [Finding], retaining retention: LayoutRetention,
    reporting reported: ReportedFindings, geometries: inout [RowCategoryGeometry]
  ) -> RowReport {
    let findings: [Finding]
    let layouts: [RowCategoryLayout]
    switch preparation {
    case .missingGlyphs(let missing):
      layouts = []
      findings = missing.map { RuleEvaluator.missingGlyphs(role: $0.role, codePoints: $0.codePoints) }
    case .prepared(let labels):
      let builder = RowCategoryLayoutBuilder(row: row, table: table, prepared: labels, sizes: sizes)
      geometries.removeAll(keepingCapacity: true)
      for category in categories { geometries.append(builder.geometry(at: category)) }
      findings = RuleEvaluator(builder: builder).evaluate(geometries, rowFindings: rowFindings)
      switch retention {
      case .all:
        layouts = builder.layouts(from: geometries, withLines: true)
      case .allWithoutLines:
        layouts = builder.layouts(from: geometries, withLines: false)
      case .firstFindingCategories:
        // A bit per category (raw values 0–11): no set to hash, and no array of the kept
        // geometries before their layouts (nor a copy of each geometry to test it). Only the
        // findings the report shows quote a layout (``ReportedFindings``).
        var kept: UInt64 = 0
        for finding in findings where reported.contains(finding) {
          if let first = finding.firstCategory { kept |= 1 << UInt64(first.rawValue) }
        }
        var keptLayouts: [RowCategoryLayout] = []
        if kept != 0 {
          keptLayouts.reserveCapacity(kept.nonzeroBitCount)
          for index in geometries.indices where kept & (1 << UInt64(geometries[index].category.rawValue)) != 0
          {
            keptLayouts.append(builder.layout(from: geometries[index]))
          }
        }
        layouts = keptLayouts
      case .none:
        layouts = []
      }
    }
    return RowReport(
      row: row, profileID: table.context.profile.id, deviceName: table.context.device.name,
      layouts: layouts, findings: findings)
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
    // The row's labels in role order (title, subtitle, value), as `Row.labels` lists them,
    // without that array or a dictionary of the prepared ones.
    var prepared: (title: (any PreparedLabel)?, subtitle: (any PreparedLabel)?, value: (any PreparedLabel)?)
    var missing: [(role: LabelRole, codePoints: [UInt32])] = []
    for role in LabelRole.allCases {
      guard let label = row.label(role) else { continue }
      do {
        let label = try measurer.prepareLabel(
          label.text, language: row.language, weight: table.drawnWeight(label.effectiveWeight),
          italic: label.italic,
          monospacedDigits: label.monospacedDigits)
        switch role {
        case .title: prepared.title = label
        case .subtitle: prepared.subtitle = label
        case .value: prepared.value = label
        }
      } catch let error as LabelMeasuringError {
        guard case .missingGlyphs(let codePoints) = error else { throw error }
        missing.append((role, codePoints))
      } catch {
        throw .failed(String(describing: error))
      }
    }
    guard missing.isEmpty, let title = prepared.title else { return .missingGlyphs(missing) }
    return .prepared(PreparedLabels(title: title, subtitle: prepared.subtitle, value: prepared.value))
  }
}
