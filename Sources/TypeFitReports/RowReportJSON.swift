import TypeFitDynamicType
import TypeFitRow

/// The JSON form of a row report and its parts, in a fixed key order so output is
/// deterministic. `typefit row --format json` writes it; report writers can embed the parts.
///
/// Lengths are points, rounded to 1/1000; categories use their canonical names (`AX5`); rule
/// ids are `TF001`…; a label's `lineLimit` is `null` when unlimited. Docs/CLI.md lists every
/// field.
extension RowReport {
  /// `{"profile", "device", "row", "categories": [layout…], "findings": [finding…]}`.
  public var jsonValue: JSONValue {
    .object([
      ("profile", .string(profileID)), ("device", .string(deviceName)), ("row", row.jsonValue),
      ("categories", .array(layouts.map(\.jsonValue))), ("findings", .array(findings.map(\.jsonValue))),
    ])
  }
}

extension Row {
  /// The row's content: labels with style and line limit, leading, accessory, navigable, language.
  public var jsonValue: JSONValue {
    var pairs: [(String, JSONValue)] = labels.map { role, label in
      (
        role.rawValue,
        .object([
          ("text", .string(label.text)), ("textStyle", .string(label.textStyle.name)),
          ("lineLimit", label.lineLimit.map { .int($0) } ?? .null),
        ])
      )
    }
    pairs += [
      ("leading", leading.jsonValue), ("accessory", .string(accessory.rawValue)),
      ("navigable", .bool(isNavigable)), ("language", language.map { .string($0) } ?? .null),
    ]
    return .object(pairs)
  }
}

extension LeadingContent {
  /// `"none"`, `"symbol"`, or `{"image": {"width", "height", "shape"}}`.
  public var jsonValue: JSONValue {
    switch self {
    case .none: .string("none")
    case .symbol: .string("symbol")
    case .image(let spec):
      .object([
        (
          "image",
          .object([
            ("width", .number(spec.width)), ("height", .number(spec.height)),
            ("shape", .string(spec.shape.rawValue)),
          ])
        )
      ])
    }
  }
}

extension RowCategoryLayout {
  /// One category: sizes of the row, its labels, value placement and touch targets.
  public var jsonValue: JSONValue {
    .object([
      ("category", .string(category.name)), ("accessibilityLayout", .bool(usesAccessibilityLayout)),
      ("height", .number(height)), ("minimumHeight", .number(minimumHeight)),
      ("rowWidth", .number(rowWidth)), ("textWidth", .number(textWidth)),
      ("verticalMargin", .number(verticalMargin)), ("textBlockHeight", .number(textBlockHeight)),
      (
        "leadingSize",
        leadingSize.map { .object([("width", .number($0.width)), ("height", .number($0.height))]) } ?? .null
      ),
      ("valuePlacement", valuePlacement?.jsonValue ?? .null),
      ("labels", .array(labels.map(\.jsonValue))),
      ("touchTargets", .array(touchTargets.map(\.jsonValue))),
    ])
  }
}

extension ValuePlacement {
  /// `{"placement": "sideBySide"}`, or `{"placement": "stacked", "reason": "doesNotFit",
  /// "required", "available"}`, or reason `"accessibilityLayout"`.
  public var jsonValue: JSONValue {
    switch self {
    case .sideBySide: .object([("placement", .string("sideBySide"))])
    case .stacked(.doesNotFit(let required, let available)):
      .object([
        ("placement", .string("stacked")), ("reason", .string("doesNotFit")),
        ("required", .number(required)), ("available", .number(available)),
      ])
    case .stacked(.accessibilityLayout):
      .object([("placement", .string("stacked")), ("reason", .string("accessibilityLayout"))])
    }
  }
}

extension LabelMeasurement {
  /// One label at one category: type metrics, then the measured lines.
  public var jsonValue: JSONValue {
    .object([
      ("role", .string(role.rawValue)), ("textStyle", .string(textStyle.name)),
      ("pointSize", .number(pointSize)), ("leading", .number(leading)), ("weight", .string(weight.name)),
      ("trackingMilliEm", .number(trackingMilliEm)), ("tracking", .number(tracking)),
      ("maxWidth", .number(maxWidth)), ("lineLimit", lineLimit.map { .int($0) } ?? .null),
      ("linesNeeded", .int(layout.linesNeeded)), ("linesShown", .int(layout.linesShown)),
      ("truncated", .bool(layout.isTruncated)), ("visibleText", .string(layout.visibleText)),
      ("lineWidths", .array(layout.lineWidths.map { .number($0) })),
      ("naturalWidth", .number(layout.naturalWidth)), ("lineHeight", .number(layout.lineHeight)),
      ("height", .number(layout.height)),
    ])
  }
}

extension TouchTarget {
  /// `{"kind", "x", "y", "width", "height"}`: screen x, row y.
  public var jsonValue: JSONValue {
    .object([
      ("kind", .string(kind.rawValue)), ("x", .number(frame.x)), ("y", .number(frame.y)),
      ("width", .number(frame.width)), ("height", .number(frame.height)),
    ])
  }
}

extension Finding {
  /// `{"rule", "name", "severity", "message", "role", "target", "categories", "wcagTargetSize"}`;
  /// absent parts are `null`.
  public var jsonValue: JSONValue {
    .object([
      ("rule", .string(ruleID.rawValue)), ("name", .string(ruleID.name)),
      ("severity", .string(severity.rawValue)), ("message", .string(message)),
      ("role", role.map { .string($0.rawValue) } ?? .null),
      ("target", target.map { .string($0.rawValue) } ?? .null),
      ("categories", .array(categories.map { .string($0.name) })),
      ("wcagTargetSize", wcagTargetSize?.jsonValue ?? .null),
    ])
  }
}

extension WCAGTargetSizeOutcome {
  /// `{"outcome": "meetsMinimum" | "spacingException" | "fails", "clearance", "nearest"}`.
  public var jsonValue: JSONValue {
    switch self {
    case .meetsMinimum:
      .object([("outcome", .string("meetsMinimum"))])
    case .spacingException(let clearance):
      .object([
        ("outcome", .string("spacingException")), ("clearance", clearance.map { .number($0) } ?? .null),
      ])
    case .fails(let nearest, let clearance):
      .object([
        ("outcome", .string("fails")), ("nearest", .string(nearest.rawValue)),
        ("clearance", .number(clearance)),
      ])
    }
  }
}

extension LayoutContext {
  /// `{"device", "screenWidth", "screenHeight", "scale", "orientation", "listStyle", "profile",
  /// "overrides": {name: value}}`, then `"boldText": true` when Bold Text is on; `overrides`
  /// lists constants whose source is a user override.
  public var jsonValue: JSONValue {
    let overridden = profile.constants.filter { $0.source.hasPrefix("user override") }
    return .object(
      [
        ("device", .string(device.name)), ("screenWidth", .number(screenWidth)),
        ("screenHeight", screenHeight.map { .number($0) } ?? .null), ("scale", .number(displayScale)),
        ("orientation", .string(orientation.rawValue)), ("listStyle", .string(listStyle.rawValue)),
        ("profile", .string(profile.id)),
        ("overrides", .object(overridden.map { ($0.name.rawValue, .number($0.value)) })),
      ] + (boldText ? [("boldText", .bool(true))] : []))
  }
}
