import TypeFitDynamicType

/// One rule: its catalog entry and its evaluation. Each rule is one file in `Rules/`, named by
/// its id and name (`TF001LabelTruncated.swift`), and one entry of ``RuleCatalog/rules``.
protocol RuleDefinition: Sendable {
  /// The rule's catalog entry: id, name, severity, summary, rationale, source and fix.
  static var descriptor: RuleDescriptor { get }
  /// The rule's findings for a row laid out at every category of one context.
  static func findings(in input: RuleInput) -> [Finding]
  /// Whether ``findings(in:)`` can find anything: `false` for a rule whose findings come from
  /// elsewhere (the measurer, the app's Swift source) and whose ``findings(in:)`` is always
  /// empty, so that ``RuleEvaluator`` need not ask it (``RuleCatalog/geometryRules``).
  static var decidesOnGeometry: Bool { get }
}

extension RuleDefinition {
  /// Most rules decide on a row's geometry.
  static var decidesOnGeometry: Bool { true }
}

/// What a rule decides on: a row's geometry at each category of one context.
///
/// The rules decide on numbers alone; a label's visible text or a target list is built only
/// for the category a message quotes.
struct RuleInput {
  /// The row (the builder's: a copy kept here cost a copy of the row per context).
  var row: Row { builder.row }
  /// Builds what a message quotes (a label's lines, the touch targets) at one category.
  let builder: RowCategoryLayoutBuilder
  /// The row's geometry at each category, ascending.
  let layouts: [RowCategoryGeometry]
  /// The findings that depend on the row alone, computed once for all its contexts.
  let rowFindings: [Finding]

  /// The context's constants (the builder's table).
  var table: ContextLayoutTable { builder.table }
  /// The context laid out in.
  var context: LayoutContext { builder.table.context }

  /// " (at 3 categories: xxLarge…AX5)" style suffix when more than one category is affected.
  static func alsoAt(_ categories: [ContentSizeCategory]) -> String {
    guard categories.count > 1 else { return "" }
    return " (at \(categories.count) categories: \(categories.map(\.name).joined(separator: ", ")))"
  }
}

/// Evaluates the rules of ``RuleCatalog/rules`` on a row's geometry at each category.
struct RuleEvaluator {
  /// Builds what a message quotes (a label's lines, the touch targets) at one category, and
  /// holds the row (so the evaluator keeps no copy of it).
  let builder: RowCategoryLayoutBuilder

  /// The findings of every rule, in rule order (those of ``RuleCatalog/geometryRules``: the
  /// others find nothing here).
  /// - Parameter rowFindings: ``rowFindings(for:linkWords:)`` of the same row, computed once for
  ///   all its contexts.
  func evaluate(_ layouts: [RowCategoryGeometry], rowFindings: [Finding]) -> [Finding] {
    let input = RuleInput(builder: builder, layouts: layouts, rowFindings: rowFindings)
    // Most rules find nothing for a row: `flatMap` appended each empty answer to its result
    // (a buffer copy per rule while the result was still empty, 11 per row and context), so
    // only non-empty answers are added, and the first is taken as it is.
    var findings: [Finding] = []
    // Only the rules that can find something are asked: each empty answer of the others was an
    // array released, ten per row and context (perf41).
    for rule in RuleCatalog.geometryRules {
      let found = rule.findings(in: input)
      guard !found.isEmpty else { continue }
      if findings.isEmpty {
        findings = found
      } else {
        findings += found
      }
    }
    return findings
  }

  /// The findings of the rules that depend on the row alone, wherever it is laid out.
  static func rowFindings(for row: Row, linkWords: LinkWords) -> [Finding] {
    TF005NameSaysLink.rowFindings(for: row, linkWords: linkWords)
  }

  /// The finding for a label the measurer cannot measure because no font covers its code points.
  static func missingGlyphs(role: LabelRole, codePoints: [UInt32]) -> Finding {
    TF004MissingGlyphs.finding(role: role, codePoints: codePoints)
  }
}
