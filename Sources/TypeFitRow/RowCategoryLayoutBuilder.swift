import TypeFitDynamicType

/// Computes a row's ``RowCategoryLayout`` at each category in one context, from prepared labels
/// (see ``RowLayoutEngine``).
///
/// Made once per (row, context): what does not depend on the category (margins, row width,
/// profile constants) is read once here, and ``build(at:)`` does the per-category arithmetic.
struct RowCategoryLayoutBuilder {
  let row: Row
  let context: LayoutContext
  let prepared: PreparedLabels

  private let profile: PlatformProfile
  private let scale: Double
  private let margin: Double
  private let rowX: Double
  private let rowWidth: Double
  private let imagePadding: Double

  init(row: Row, context: LayoutContext, prepared: PreparedLabels) {
    self.row = row
    self.context = context
    self.prepared = prepared
    profile = context.profile
    scale = context.displayScale
    margin = context.horizontalMargin
    rowX = context.sectionInset
    rowWidth = context.rowWidth
    imagePadding = profile[context.listStyle == .sidebar ? .sidebarImageToTextPadding : .imageToTextPadding]
  }

  /// The full layout at a category.
  func build(at category: ContentSizeCategory) -> RowCategoryLayout {
    layout(from: geometry(at: category))
  }

  /// The numbers of the layout at a category, without line widths, texts or target lists.
  func geometry(at category: ContentSizeCategory) -> RowCategoryGeometry {
    let leadingSize = leadingContentSize(at: category)
    let leadingRegion = leadingSize.map { $0.width + imagePadding } ?? 0
    let accessories = TrailingAccessories(row: row, profile: profile, category: category, displayScale: scale)
    let trailingRegion =
      accessories.isEmpty ? 0 : accessories.totalWidth + profile[.contentToAccessoryPadding]
    let textWidth = max(0, rowWidth - 2 * margin - leadingRegion - trailingRegion)

    var title = place(.title, width: textWidth, at: category)!
    var subtitle = place(.subtitle, width: textWidth, at: category)
    var value = place(.value, width: textWidth, at: category)
    var placement: ValuePlacement?
    if let fullValue = value {
      let gap = profile[.textToSecondaryHorizontalPadding]
      let textColumn = max(title.metrics.naturalWidth, subtitle?.metrics.naturalWidth ?? 0)
      let required = textColumn + gap + fullValue.metrics.naturalWidth
      if category.isAccessibilityCategory && profile[.accessibilityLayoutStacksValue] == 1 {
        placement = .stacked(.accessibilityLayout)
      } else if required <= textWidth {
        placement = .sideBySide
        let valueWidth = fullValue.metrics.naturalWidth
        title = place(.title, width: textWidth - gap - valueWidth, at: category)!
        subtitle = place(.subtitle, width: textWidth - gap - valueWidth, at: category)
        value = place(.value, width: textWidth - gap - textColumn, at: category)
      } else {
        placement = .stacked(.doesNotFit(required: required, available: textWidth))
      }
    }

    let verticalMargin = profile[subtitle != nil ? .subtitleStyleVerticalMargin : .verticalMargin]
    var titleColumn = title.metrics.height
    if let subtitle {
      titleColumn += profile[.subtitleStyleTextToSecondaryVerticalPadding] + subtitle.metrics.height
    }
    var textBlock = titleColumn
    if let value {
      textBlock =
        placement == .sideBySide
        ? max(titleColumn, value.metrics.height)
        : titleColumn + profile[.textToSecondaryVerticalPadding] + value.metrics.height
    }
    let content = max(textBlock, leadingSize?.height ?? 0)
    let minimum = minimumHeight(at: category)
    let height = PixelGrid.ceil(
      max(minimum, 2 * verticalMargin + content, accessories.maximumHeight), scale: scale)
    return RowCategoryGeometry(
      category: category, textWidth: textWidth, title: title, subtitle: subtitle, value: value,
      valuePlacement: placement, leadingSize: leadingSize, verticalMargin: verticalMargin,
      textBlockHeight: textBlock, minimumHeight: minimum, height: height, accessories: accessories)
  }

  /// The full layout from its numbers: each label laid out again with its lines, and the
  /// touch targets listed.
  func layout(from geometry: RowCategoryGeometry) -> RowCategoryLayout {
    var labels: [LabelMeasurement] = []
    for role in LabelRole.allCases {
      if let placed = geometry.label(role), let measured = measure(role, placed, at: geometry.category) {
        labels.append(measured)
      }
    }
    return RowCategoryLayout(
      category: geometry.category, usesAccessibilityLayout: geometry.category.isAccessibilityCategory,
      rowWidth: rowWidth, textWidth: geometry.textWidth, labels: labels,
      valuePlacement: geometry.valuePlacement,
      leadingSize: geometry.leadingSize, verticalMargin: geometry.verticalMargin,
      textBlockHeight: geometry.textBlockHeight, minimumHeight: geometry.minimumHeight,
      height: geometry.height, touchTargets: touchTargets(of: geometry))
  }

  /// The touch targets of a geometry: the row (when tappable) and the interactive accessories.
  func touchTargets(of geometry: RowCategoryGeometry) -> [TouchTarget] {
    var targets: [TouchTarget] = []
    if row.isTappable {
      targets.append(
        TouchTarget(kind: .row, frame: Rect(x: rowX, y: 0, width: rowWidth, height: geometry.height)))
    }
    targets += geometry.accessories.touchTargets(
      trailingX: rowX + rowWidth - margin, rowHeight: geometry.height)
    return targets
  }

  /// `multiplier × body leading(min(category, cap)) + addend` (Docs/References.md#metrics-4, §4.2).
  private func minimumHeight(at category: ContentSizeCategory) -> Double {
    let cap = ContentSizeCategory(rawValue: Int(profile[.minimumHeightCategoryCap])) ?? .xxxLarge
    let leading = TextStyle.body.metrics(at: min(category, cap)).leading
    return profile[.minimumHeightLeadingMultiplier] * leading + profile[.minimumHeightAddend]
  }

  /// A symbol reserves `UIFontMetrics` body-scaled 24 pt (28 in sidebars) and is a body
  /// leading tall; an image keeps its size.
  private func leadingContentSize(at category: ContentSizeCategory) -> Size? {
    switch row.leading {
    case .none:
      return nil
    case .symbol:
      let base = profile[context.listStyle == .sidebar ? .sidebarSymbolReservedWidth : .symbolReservedWidth]
      let width = FontMetrics(textStyle: .body).scaledValue(for: base, at: category, displayScale: scale)
      return Size(width: width, height: TextStyle.body.metrics(at: category).leading)
    case .image(let image):
      return Size(width: image.width, height: image.height)
    }
  }

  /// The line limit applied to a label: its own, capped by the profile's `subtitleLineLimit`.
  private func lineLimit(for role: LabelRole, label: RowLabel) -> Int? {
    guard role == .subtitle, let cap = profile.constant(.subtitleLineLimit)?.value else {
      return label.lineLimit
    }
    return min(label.lineLimit ?? Int(cap), Int(cap))
  }

  /// A label's numbers at a width (no lines built).
  private func place(_ role: LabelRole, width: Double, at category: ContentSizeCategory)
    -> RowCategoryGeometry.Label?
  {
    guard let label = row.label(role), let preparedLabel = prepared[role] else { return nil }
    let pointSize = label.textStyle.metrics(at: category).pointSize
    let limit = lineLimit(for: role, label: label)
    let metrics = preparedLabel.metrics(
      pointSize: pointSize, maxWidth: width, lineLimit: limit, displayScale: scale)
    return RowCategoryGeometry.Label(maxWidth: width, lineLimit: limit, metrics: metrics)
  }

  /// A label's full measurement where the geometry placed it.
  func measure(_ role: LabelRole, _ placed: RowCategoryGeometry.Label, at category: ContentSizeCategory)
    -> LabelMeasurement?
  {
    guard let label = row.label(role), let preparedLabel = prepared[role] else { return nil }
    let metrics = label.textStyle.metrics(at: category)
    let milliEm = preparedLabel.trackingEm(pointSize: metrics.pointSize) * 1000
    let layout = preparedLabel.layout(
      pointSize: metrics.pointSize, maxWidth: placed.maxWidth, lineLimit: placed.lineLimit,
      displayScale: scale)
    return LabelMeasurement(
      role: role, textStyle: label.textStyle, pointSize: metrics.pointSize, leading: metrics.leading,
      weight: label.weight ?? metrics.weight, trackingMilliEm: milliEm,
      tracking: milliEm * metrics.pointSize / 1000,
      maxWidth: placed.maxWidth, lineLimit: placed.lineLimit, layout: layout)
  }
}
