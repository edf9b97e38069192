import TypeFit

/// The JSON form of discovered rows, for `typefit rows --format json`.
///
/// ```json
/// {"filesRead": 12, "swiftGenAccessors": 0,
///  "rows": [{"file": "Settings.swift", "line": 12, "column": 7, "construct": "NavigationLink",
///            "title": {"key": "settings.display", "table": null, "line": 13, "column": 15,
///                      "textStyle": null, "lineLimit": null, "weight": null, "alternatives": []},
///            "subtitle": null, "value": null, "leading": "symbol", "accessory": "disclosure",
///            "navigable": true}],
///  "findings": [{"file", "line", "column", "ruleId": "TF009", "rule": "label-not-scaled", "severity", "message"}],
///  "diagnostics": [{"file", "line", "column", "kind", "severity", "message"}]}
/// ```
/// A part whose font has a size adds `"fixedPointSize"` (a font that does not scale) or
/// `"relativePointSize"` (its size at Large, scaled like its text style).
/// A part's reference is one of `"key"` (with `"table"`), `"verbatim"` or `"unresolved"` (the reason).
/// A part lists at most ``maximumAlternativesListed`` alternatives; when it has more, an
/// `"alternativesNotListed"` member after them counts the rest, so a thousand rows showing a
/// property of a thousand cases give a report in proportion to the source, not a million entries.
enum SourceRowJSON {
  /// The most alternatives one part lists.
  static let maximumAlternativesListed = 100

  static func result(_ result: DiscoveryResult) -> JSONValue {
    .object([
      ("filesRead", .int(result.filesRead)),
      ("swiftGenAccessors", .int(result.swiftGenAccessors)),
      ("rows", .array(result.rows.map(row))),
      (
        "findings",
        .array(
          result.findings.map { finding in
            .object([
              ("file", .string(finding.location.file)), ("line", .int(finding.location.line)),
              ("column", .int(finding.location.column)), ("ruleId", .string(finding.ruleID.rawValue)),
              ("rule", .string(finding.ruleID.name)), ("severity", .string(finding.severity.rawValue)),
              ("message", .string(finding.message)),
            ])
          })
      ),
      (
        "diagnostics",
        .array(
          result.diagnostics.map { diagnostic in
            .object([
              ("file", .string(diagnostic.location.file)), ("line", .int(diagnostic.location.line)),
              ("column", .int(diagnostic.location.column)), ("kind", .string(diagnostic.kind.rawValue)),
              ("severity", .string(diagnostic.severity.rawValue)), ("message", .string(diagnostic.message)),
            ])
          })
      ),
    ])
  }

  static func row(_ row: SourceRow) -> JSONValue {
    .object([
      ("file", .string(row.location.file)), ("line", .int(row.location.line)),
      ("column", .int(row.location.column)), ("construct", .string("\(row.construct)")),
      ("title", row.title.map(text) ?? .null), ("subtitle", row.subtitle.map(text) ?? .null),
      ("value", row.value.map(text) ?? .null), ("leading", .string(leading(row.leading))),
      ("accessory", .string(row.accessory.rawValue)),
      ("accessorySymbol", row.accessorySymbol.map(symbol) ?? .null),
      ("navigable", .bool(row.isNavigable)),
    ])
  }

  /// A SwiftUI info button's symbol (``SourceRow/accessorySymbol``): its text style, fixed size
  /// (or null), target (`row` or `symbol`), the control that makes it its own target
  /// (`navigationLink`, `button` or null) and the frame it is given (or null).
  static func symbol(_ symbol: AccessorySymbol) -> JSONValue {
    .object([
      ("textStyle", .string(symbol.textStyle.rawValue)),
      ("fixedPointSize", symbol.fixedPointSize.map { .number($0) } ?? .null),
      ("target", .string(symbol.target.rawValue)),
      ("rowControl", symbol.rowControl.map { .string($0.rawValue) } ?? .null),
      ("frame", symbol.frame.map(frame) ?? .null),
    ])
  }

  /// The frame given to an info button (``AccessorySymbol/frame``): each side in points or null,
  /// and whether a hit shape makes it the target.
  static func frame(_ frame: AccessoryFrame) -> JSONValue {
    func side(_ value: Double?) -> JSONValue { value.map { .number($0) } ?? .null }
    return .object([
      ("width", side(frame.width)), ("height", side(frame.height)), ("minWidth", side(frame.minWidth)),
      ("maxWidth", side(frame.maxWidth)), ("minHeight", side(frame.minHeight)),
      ("maxHeight", side(frame.maxHeight)), ("hitArea", .bool(frame.isHitArea)),
    ])
  }

  static func leading(_ content: LeadingContent) -> String {
    switch content {
    case .none: "none"
    case .symbol: "symbol"
    case .image(let spec):
      "image:\(DecimalText.json(spec.width))x\(DecimalText.json(spec.height)):\(spec.shape.rawValue)"
    }
  }

  static func reference(_ reference: StringReference) -> [(String, JSONValue)] {
    switch reference {
    case .key(let key, let table): [("key", .string(key)), ("table", table.map { .string($0) } ?? .null)]
    case .verbatim(let text): [("verbatim", .string(text))]
    case .unresolved(let reason): [("unresolved", .string(reason))]
    }
  }

  static func text(_ text: DiscoveredText) -> JSONValue {
    let listed = text.alternatives.prefix(maximumAlternativesListed)
    let notListed = text.alternatives.count - listed.count
    return .object(
      reference(text.reference) + [
        ("line", .int(text.location.line)), ("column", .int(text.location.column)),
        ("textStyle", text.textStyle.map { .string($0.rawValue) } ?? .null),
        ("lineLimit", text.lineLimit.map { .int($0) } ?? .null),
        ("weight", text.weight.map { .string($0.name) } ?? .null),
        ("alternatives", .array(listed.map { .object(reference($0)) })),
      ] + (notListed > 0 ? [("alternativesNotListed", .int(notListed))] : []) + sizes(text))
  }

  /// `"fixedPointSize"` and `"relativePointSize"` (points at Large), each only when set.
  static func sizes(_ text: DiscoveredText) -> [(String, JSONValue)] {
    [("fixedPointSize", text.fixedPointSize), ("relativePointSize", text.relativePointSize)].compactMap {
      name, size in
      size.map { (name, .number($0)) }
    }
  }
}
