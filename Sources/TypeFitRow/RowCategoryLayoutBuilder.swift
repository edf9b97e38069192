import TypeFitDynamicType

/// Computes a row's ``RowCategoryLayout`` at each category in one context, from prepared labels
/// (see ``RowLayoutEngine``).
///
/// Made once per (row, context): what depends on the context alone (margins, row width, the
/// profile constants the layout reads, the per-category minimum height and accessory sides)
/// comes from the context's ``ContextLayoutTable``, shared by every row; what depends on the
/// row but not the category (each label's style, line limit and prepared text, how the
/// accessories are resolved) is worked out here once, so ``geometry(at:)`` does only the
/// per-category arithmetic and reads no profile or row again. A class, so the rules and the
/// report share one builder instead of copying the row and the context.
final class RowCategoryLayoutBuilder {
  let row: Row
  /// The context's constants, shared by every row laid out in it.
  let table: ContextLayoutTable
  let prepared: PreparedLabels

  /// The context laid out in.
  var context: LayoutContext { table.context }

  /// One label's category-independent placement inputs. A class, so reading it per category
  /// retains one reference instead of copying the prepared label's existential box.
  final class LabelInputs {
    let role: LabelRole
    let label: RowLabel
    let prepared: any PreparedLabel
    /// The line limit applied: the label's own, capped by the profile's `subtitleLineLimit`
    /// for a subtitle.
    let lineLimit: Int?
    /// The label's own, read per layout without copying ``label`` (and retaining its text).
    let textStyle: TextStyle
    let weight: FontWeight?
    let truncationMode: TruncationMode

    init(role: LabelRole, label: RowLabel, prepared: any PreparedLabel, lineLimit: Int?) {
      self.role = role
      self.label = label
      self.prepared = prepared
      self.lineLimit = lineLimit
      textStyle = label.textStyle
      weight = label.weight
      truncationMode = label.truncationMode
    }
  }

  /// The labels' size metrics per category, shared with the builders of the row's other
  /// contexts that use the same prepared labels.
  private let sizes: LabelSizeMemo

  private let title: LabelInputs?
  private let subtitle: LabelInputs?
  private let value: LabelInputs?
  private let accessories: TrailingAccessories.Resolver
  private let verticalMargin: Double

  /// - Parameter sizes: the size metrics of `prepared`'s labels worked out by builders of
  ///   other contexts (a new memo when none).
  convenience init(
    row: Row, context: LayoutContext, prepared: PreparedLabels, sizes: LabelSizeMemo = LabelSizeMemo()
  ) {
    self.init(row: row, table: ContextLayoutTable(context), prepared: prepared, sizes: sizes)
  }

  /// - Parameters:
  ///   - table: the context's constants (``ContextLayoutTable``).
  ///   - sizes: as in ``init(row:context:prepared:sizes:)``.
  init(row: Row, table: ContextLayoutTable, prepared: PreparedLabels, sizes: LabelSizeMemo) {
    self.row = row
    self.table = table
    self.prepared = prepared
    self.sizes = sizes
    let subtitleCap = table.subtitleLineCap
    func inputs(_ role: LabelRole) -> LabelInputs? {
      guard let label = row.label(role), let preparedLabel = prepared[role] else { return nil }
      var limit = label.lineLimit
      if role == .subtitle, let cap = subtitleCap { limit = min(label.lineLimit ?? Int(cap), Int(cap)) }
      return LabelInputs(role: role, label: label, prepared: preparedLabel, lineLimit: limit)
    }
    title = inputs(.title)
    subtitle = inputs(.subtitle)
    value = inputs(.value)
    accessories = TrailingAccessories.Resolver(row: row, table: table)
    verticalMargin = subtitle != nil ? table.subtitleStyleVerticalMargin : table.verticalMargin
  }

  /// The full layout at a category.
  func build(at category: ContentSizeCategory) -> RowCategoryLayout {
    layout(from: geometry(at: category))
  }

  /// The numbers of the layout at a category, without line widths, texts or target lists.
  func geometry(at category: ContentSizeCategory) -> RowCategoryGeometry {
    // A `.dynamicTypeSize` limit (``Row/sizeCategories``): the row's own parts are laid out at
    // the category it lets the row reach, each label at its own (``RowLabel/drawnCategory(at:)``).
    let drawn = row.drawnCategory(at: category)
    let leadingSize = leadingContentSize(at: drawn)
    let table = table
    let leadingRegion = leadingSize.map { $0.width + table.imagePadding } ?? 0
    let accessories = accessories.resolve(at: drawn)
    let trailingRegion = accessories.isEmpty ? 0 : accessories.totalWidth + table.contentToAccessoryPadding
    let textWidth = max(0, table.rowWidth - 2 * table.margin - leadingRegion - trailingRegion)

    // The title is always prepared when a builder exists (see `RowLayoutEngine`).
    // Each label's size at the category, from the memo the row's contexts share.
    let titleSize = pointSize(title!, at: category)
    let subtitleSize = subtitle.map { pointSize($0, at: category) } ?? 0
    let valueSize = value.map { pointSize($0, at: category) } ?? 0
    var title = place(title!, at: category, pointSize: titleSize, width: textWidth)
    var subtitle = self.subtitle.map { place($0, at: category, pointSize: subtitleSize, width: textWidth) }
    var value = self.value.map { place($0, at: category, pointSize: valueSize, width: textWidth) }
    var placement: ValuePlacement?
    if let fullValue = value {
      let gap = table.textToSecondaryHorizontalPadding
      let textColumn = max(title.metrics.naturalWidth, subtitle?.metrics.naturalWidth ?? 0)
      let required = textColumn + gap + fullValue.metrics.naturalWidth
      if drawn.isAccessibilityCategory && table.stacksValueInAccessibilityLayout {
        placement = .stacked(.accessibilityLayout)
      } else if required <= textWidth {
        placement = .sideBySide
        let valueWidth = fullValue.metrics.naturalWidth
        title = place(self.title!, at: category, pointSize: titleSize, width: textWidth - gap - valueWidth)
        subtitle = self.subtitle.map {
          place($0, at: category, pointSize: subtitleSize, width: textWidth - gap - valueWidth)
        }
        value = place(self.value!, at: category, pointSize: valueSize, width: textWidth - gap - textColumn)
      } else {
        placement = .stacked(.doesNotFit(required: required, available: textWidth))
      }
    }

    var titleColumn = title.metrics.height
    if let subtitle {
      titleColumn += table.subtitleVerticalPadding + subtitle.metrics.height
    }
    var textBlock = titleColumn
    if let value {
      textBlock =
        placement == .sideBySide
        ? max(titleColumn, value.metrics.height)
        : titleColumn + table.valueVerticalPadding + value.metrics.height
    }
    let content = max(textBlock, leadingSize?.height ?? 0)
    let minimum = table.minimumHeights[drawn.rawValue]
    let height = PixelGrid.ceil(
      max(minimum, 2 * verticalMargin + content, accessories.maximumHeight), scale: table.scale)
    return RowCategoryGeometry(
      category: category, textWidth: textWidth, title: title, subtitle: subtitle, value: value,
      valuePlacement: placement, leadingSize: leadingSize, verticalMargin: verticalMargin,
      textBlockHeight: textBlock, minimumHeight: minimum, height: height, accessories: accessories)
  }

  /// The full layout from its numbers: each label laid out again with its lines, and the
  /// touch targets listed.
  func layout(from geometry: RowCategoryGeometry) -> RowCategoryLayout {
    layout(from: geometry, withLines: true)
  }

  /// The layouts of `geometries` in order, each made in the array's storage: ``layout(from:)``
  /// of each, or with `withLines` `false` without the lines (``LayoutRetention/allWithoutLines``):
  /// each label's numbers are the geometry's, a label is laid out again only where it is cut
  /// (for its visible text), and no line widths or touch targets are listed.
  ///
  /// The JSON and NDJSON reports keep every layout (``LayoutRetention/allWithoutLines``): made
  /// one by one, each layout (about 560 bytes) and its labels (about 150 each) were copied
  /// about ten times on the way into the array (optional labels, their tuple, the layout,
  /// the array's element), about half the cost of making it.
  func layouts(from geometries: [RowCategoryGeometry], withLines: Bool) -> [RowCategoryLayout] {
    geometries.withUnsafeBufferPointer { geometries in
      [RowCategoryLayout](unsafeUninitializedCapacity: geometries.count) { layouts, count in
        for index in geometries.indices {
          initializeLayout(
            layouts.baseAddress! + index, from: geometries.baseAddress! + index, withLines: withLines)
          count = index + 1
        }
      }
    }
  }

  /// Makes at `layout` (uninitialized) the layout ``layout(from:withLines:)`` returns: first
  /// without labels, then each label measured into its slot there.
  private func initializeLayout(
    _ layout: UnsafeMutablePointer<RowCategoryLayout>, from geometry: UnsafePointer<RowCategoryGeometry>,
    withLines: Bool
  ) {
    let category = geometry.pointee.category
    layout.initialize(
      to: RowCategoryLayout(
        category: category,
        usesAccessibilityLayout: row.drawnCategory(at: category).isAccessibilityCategory,
        rowWidth: table.rowWidth, textWidth: geometry.pointee.textWidth, labels: LabelMeasurements(),
        valuePlacement: geometry.pointee.valuePlacement,
        leadingSize: geometry.pointee.leadingSize, verticalMargin: geometry.pointee.verticalMargin,
        textBlockHeight: geometry.pointee.textBlockHeight, minimumHeight: geometry.pointee.minimumHeight,
        height: geometry.pointee.height, touchTargets: withLines ? touchTargets(of: geometry.pointee) : []))
    func add(_ role: LabelRole) {
      guard let placed = geometry.pointee.label(role), let inputs = inputs(role) else { return }
      layout.pointee.labels.append(measurement(inputs, placed, at: category, withLines: withLines))
    }
    // In reading order, as `layout(from:withLines:)` keeps them.
    add(.title)
    add(.subtitle)
    add(.value)
  }

  private func layout(from geometry: RowCategoryGeometry, withLines: Bool) -> RowCategoryLayout {
    // Kept inline in the layout: an array per layout was an allocation and a release each.
    func measured(_ role: LabelRole) -> LabelMeasurement? {
      guard let placed = geometry.label(role), let inputs = inputs(role) else { return nil }
      return measurement(inputs, placed, at: geometry.category, withLines: withLines)
    }
    let labels = LabelMeasurements(measured(.title), measured(.subtitle), measured(.value))
    return RowCategoryLayout(
      category: geometry.category,
      usesAccessibilityLayout: row.drawnCategory(at: geometry.category).isAccessibilityCategory,
      rowWidth: table.rowWidth, textWidth: geometry.textWidth, labels: labels,
      valuePlacement: geometry.valuePlacement,
      leadingSize: geometry.leadingSize, verticalMargin: geometry.verticalMargin,
      textBlockHeight: geometry.textBlockHeight, minimumHeight: geometry.minimumHeight,
      height: geometry.height, touchTargets: withLines ? touchTargets(of: geometry) : [])
  }

  /// The touch targets of a geometry: the row (when tappable) and the interactive accessories.
  func touchTargets(of geometry: RowCategoryGeometry) -> [TouchTarget] {
    var targets: [TouchTarget] = []
    if row.isTappable {
      targets.append(
        TouchTarget(
          kind: .row, frame: Rect(x: table.rowX, y: 0, width: table.rowWidth, height: geometry.height)))
    }
    targets += geometry.accessories.touchTargets(
      trailingX: table.rowX + table.rowWidth - table.margin, rowHeight: geometry.height)
    return targets
  }

  /// A symbol reserves `UIFontMetrics` body-scaled 24 pt (28 in sidebars) and is a body
  /// leading tall (``ContextLayoutTable/symbolSizes``); an image keeps its size.
  private func leadingContentSize(at category: ContentSizeCategory) -> Size? {
    switch row.leading {
    case .none:
      return nil
    case .symbol:
      return table.symbolSizes[category.rawValue]
    case .image(let image):
      return Size(width: image.width, height: image.height)
    }
  }

  /// A label's point size when the row is laid out at `category` (``LabelSizeMemo/pointSize(of:role:at:)``).
  private func pointSize(_ inputs: LabelInputs, at category: ContentSizeCategory) -> Double {
    sizes.pointSize(of: inputs.label, role: inputs.role, at: category)
  }

  /// A label's numbers at a size and width (no lines built): from its size metrics at the
  /// category when the measurer gives them (worked out once for all widths) — answered from
  /// them alone at a width that keeps the text unwrapped (``LabelSizeMetrics`` says which),
  /// else by the label — and measured otherwise.
  private func place(
    _ inputs: LabelInputs, at rowCategory: ContentSizeCategory, pointSize: Double, width: Double
  ) -> RowCategoryGeometry.Label {
    let category = inputs.label.drawnCategory(at: rowCategory)
    let metrics: LabelMetrics
    if let size = sizes.sizeMetrics(
      of: inputs.prepared, role: inputs.role, category: category, pointSize: pointSize)
    {
      // Most placements (about three in four on a catalog) fit on their one line.
      metrics =
        if let lines = size.unwrappedLineCount(atWidth: width) {
          size.metrics(linesNeeded: lines, lineLimit: inputs.lineLimit, displayScale: table.scale)
        } else {
          inputs.prepared.metrics(
            size, maxWidth: width, lineLimit: inputs.lineLimit, displayScale: table.scale)
        }
    } else {
      metrics = inputs.prepared.metrics(
        pointSize: pointSize, maxWidth: width, lineLimit: inputs.lineLimit, displayScale: table.scale)
    }
    // A label that may shrink (`.minimumScaleFactor`) and is cut at its size: SwiftUI draws it
    // smaller, down to the factor, before it truncates; judged at the smallest size (A17-10).
    var shrinks = false
    if metrics.isTruncated, let factor = inputs.label.minimumScaleFactor {
      shrinks = !inputs.prepared.metrics(
        pointSize: pointSize * factor, maxWidth: width, lineLimit: inputs.lineLimit, displayScale: table.scale
      ).isTruncated
    }
    return RowCategoryGeometry.Label(
      maxWidth: width, lineLimit: inputs.lineLimit, metrics: metrics, shrinksToFit: shrinks)
  }

  /// A label's full measurement where the geometry placed it.
  ///
  /// - Parameter withLines: `false` to lay the label out again only where it is cut, for its
  ///   visible text; elsewhere its layout has the placed numbers, no line widths and an empty
  ///   visible text.
  func measure(
    _ role: LabelRole, _ placed: RowCategoryGeometry.Label, at category: ContentSizeCategory,
    withLines: Bool = true
  ) -> LabelMeasurement? {
    inputs(role).map { measurement($0, placed, at: category, withLines: withLines) }
  }

  /// ``measure(_:_:at:withLines:)`` of a label the row has. The label and its prepared text are
  /// read from the builder's inputs (a class) in place: `row.label(role)` and `prepared[role]`
  /// copied the label and the prepared label's existential box for each layout.
  private func measurement(
    _ inputs: LabelInputs, _ placed: RowCategoryGeometry.Label, at category: ContentSizeCategory,
    withLines: Bool
  ) -> LabelMeasurement {
    let style = sizes.style(of: inputs.label, prepared: inputs.prepared, role: inputs.role, at: category)
    let metrics = style.metrics
    let milliEm = style.trackingEm * 1000
    let truncationMode = inputs.truncationMode
    let layout: LabelLayout
    if withLines {
      let full = inputs.prepared.layout(
        pointSize: metrics.pointSize, maxWidth: placed.maxWidth, lineLimit: placed.lineLimit,
        displayScale: table.scale)
      layout =
        full.isTruncated && truncationMode != .tail
        ? LabelLayout(
          linesNeeded: full.linesNeeded, linesShown: full.linesShown, lineWidths: full.lineWidths,
          naturalWidth: full.naturalWidth, lineHeight: full.lineHeight, height: full.height,
          isTruncated: true,
          visibleText: otherVisibleText(inputs, pointSize: metrics.pointSize, placed: placed)) : full
    } else {
      let numbers = placed.metrics
      let visibleText =
        !numbers.isTruncated
        ? ""
        : truncationMode == .tail
          ? inputs.prepared.layout(
            pointSize: metrics.pointSize, maxWidth: placed.maxWidth, lineLimit: placed.lineLimit,
            displayScale: table.scale
          ).visibleText
          : otherVisibleText(inputs, pointSize: metrics.pointSize, placed: placed)
      layout = LabelLayout(
        linesNeeded: numbers.linesNeeded, linesShown: numbers.linesShown, lineWidths: [],
        naturalWidth: numbers.naturalWidth, lineHeight: numbers.lineHeight, height: numbers.height,
        isTruncated: numbers.isTruncated, visibleText: visibleText)
    }
    return LabelMeasurement(
      role: inputs.role, textStyle: inputs.textStyle, pointSize: metrics.pointSize, leading: metrics.leading,
      weight: table.drawnWeight(inputs.weight ?? metrics.weight), trackingMilliEm: milliEm,
      tracking: milliEm * metrics.pointSize / 1000,
      maxWidth: placed.maxWidth, lineLimit: placed.lineLimit, layout: layout)
  }

  /// The visible text of a cut label whose ellipsis is not at the tail.
  ///
  /// `.truncationMode(.middle)`, `lineBreakMode = .byTruncatingHead`: the same lines, the
  /// ellipsis elsewhere on the last (A21-27 quoted the tail's text); a measurer that cannot
  /// place it there leaves the text unquoted (``RowLabel/truncationMode``).
  private func otherVisibleText(
    _ inputs: LabelInputs, pointSize: Double, placed: RowCategoryGeometry.Label
  ) -> String {
    inputs.prepared.visibleText(
      pointSize: pointSize, maxWidth: placed.maxWidth, lineLimit: placed.lineLimit,
      truncationMode: inputs.truncationMode, displayScale: table.scale) ?? ""
  }

  /// The inputs of the label in a role, if the row has it and it is prepared.
  private func inputs(_ role: LabelRole) -> LabelInputs? {
    switch role {
    case .title: title
    case .subtitle: subtitle
    case .value: value
    }
  }
}
