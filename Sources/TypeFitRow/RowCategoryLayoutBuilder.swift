import TypeFitDynamicType

/// Computes a row's ``RowCategoryLayout`` at each category in one context, from prepared labels
/// (see ``RowLayoutEngine``).
///
/// Made once per (row, context): what does not depend on the category (margins, row width,
/// profile constants) is read once here, and ``build(at:)`` does the per-category arithmetic.
struct RowCategoryLayoutBuilder {
  let row: Row
  let context: LayoutContext
  let prepared: [LabelRole: any PreparedLabel]

  private let profile: PlatformProfile
  private let scale: Double
  private let margin: Double
  private let rowX: Double
  private let rowWidth: Double
  private let imagePadding: Double

  init(row: Row, context: LayoutContext, prepared: [LabelRole: any PreparedLabel]) {
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

  func build(at category: ContentSizeCategory) -> RowCategoryLayout {
    let leadingSize = leadingContentSize(at: category)
    let leadingRegion = leadingSize.map { $0.width + imagePadding } ?? 0
    let accessories = TrailingAccessories(row: row, profile: profile, category: category, displayScale: scale)
    let trailingRegion =
      accessories.items.isEmpty ? 0 : accessories.totalWidth + profile[.contentToAccessoryPadding]
    let textWidth = max(0, rowWidth - 2 * margin - leadingRegion - trailingRegion)

    var title = measure(.title, width: textWidth, at: category)!
    var subtitle = measure(.subtitle, width: textWidth, at: category)
    var value = measure(.value, width: textWidth, at: category)
    var placement: ValuePlacement?
    if let fullValue = value {
      let gap = profile[.textToSecondaryHorizontalPadding]
      let textColumn = max(title.layout.naturalWidth, subtitle?.layout.naturalWidth ?? 0)
      let required = textColumn + gap + fullValue.layout.naturalWidth
      if category.isAccessibilityCategory && profile[.accessibilityLayoutStacksValue] == 1 {
        placement = .stacked(.accessibilityLayout)
      } else if required <= textWidth {
        placement = .sideBySide
        let valueWidth = fullValue.layout.naturalWidth
        title = measure(.title, width: textWidth - gap - valueWidth, at: category)!
        subtitle = measure(.subtitle, width: textWidth - gap - valueWidth, at: category)
        value = measure(.value, width: textWidth - gap - textColumn, at: category)
      } else {
        placement = .stacked(.doesNotFit(required: required, available: textWidth))
      }
    }

    let hasSubtitle = subtitle != nil
    let verticalMargin = profile[hasSubtitle ? .subtitleStyleVerticalMargin : .verticalMargin]
    var titleColumn = title.layout.height
    if let subtitle {
      titleColumn += profile[.subtitleStyleTextToSecondaryVerticalPadding] + subtitle.layout.height
    }
    var textBlock = titleColumn
    if let value {
      textBlock =
        placement == .sideBySide
        ? max(titleColumn, value.layout.height)
        : titleColumn + profile[.textToSecondaryVerticalPadding] + value.layout.height
    }
    let content = max(textBlock, leadingSize?.height ?? 0)
    let minimum = minimumHeight(at: category)
    let height = PixelGrid.ceil(
      max(minimum, 2 * verticalMargin + content, accessories.maximumHeight), scale: scale)

    var targets: [TouchTarget] = []
    if row.isTappable {
      targets.append(TouchTarget(kind: .row, frame: Rect(x: rowX, y: 0, width: rowWidth, height: height)))
    }
    targets += accessories.touchTargets(trailingX: rowX + rowWidth - margin, rowHeight: height)

    return RowCategoryLayout(
      category: category, usesAccessibilityLayout: category.isAccessibilityCategory, rowWidth: rowWidth,
      textWidth: textWidth, labels: [title, subtitle, value].compactMap { $0 }, valuePlacement: placement,
      leadingSize: leadingSize, verticalMargin: verticalMargin, textBlockHeight: textBlock,
      minimumHeight: minimum,
      height: height, touchTargets: targets)
  }

  /// `multiplier × body leading(min(category, cap)) + addend` (reference §4.2).
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

  private func measure(_ role: LabelRole, width: Double, at category: ContentSizeCategory)
    -> LabelMeasurement?
  {
    guard let label = row.label(role), let preparedLabel = prepared[role] else { return nil }
    let metrics = label.textStyle.metrics(at: category)
    let limit = lineLimit(for: role, label: label)
    let milliEm = SFTracking.milliEm(atPointSize: metrics.pointSize)
    let layout = preparedLabel.layout(
      pointSize: metrics.pointSize, maxWidth: width, lineLimit: limit, displayScale: scale)
    return LabelMeasurement(
      role: role, textStyle: label.textStyle, pointSize: metrics.pointSize, leading: metrics.leading,
      weight: metrics.weight, trackingMilliEm: milliEm, tracking: milliEm * metrics.pointSize / 1000,
      maxWidth: width, lineLimit: limit, layout: layout)
  }
}
