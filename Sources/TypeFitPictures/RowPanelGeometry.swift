import TypeFitRow

/// Where everything of a row sits at one category, in points (screen x, row y), already
/// mirrored for a right-to-left row.
///
/// Horizontal positions follow the layout exactly: section inset, layout margin, leading
/// region, text column of ``RowCategoryLayout/textWidth``, accessories right-aligned at the
/// trailing margin. Vertically the text block and the leading content are centred in the row,
/// as a self-sizing cell centres its content when the minimum height is larger than the
/// content.
struct RowPanelGeometry {
  /// How a label's lines align inside its frame, in reading direction.
  enum Alignment {
    case leading
    case trailing
  }

  /// A label with its frame.
  struct PlacedLabel {
    var measurement: LabelMeasurement
    var frame: Rect
    var alignment: Alignment
  }

  let direction: RowDirection
  let screenWidth: Double
  /// The cell.
  let rowFrame: Rect
  /// The labels in reading order.
  let labels: [PlacedLabel]
  /// The leading image or symbol.
  let leadingFrame: Rect?
  /// The accessories, leading to trailing.
  let accessories: [AccessoryPlacement]
  /// The layout margins: the content area inside the horizontal and vertical margins.
  let marginFrame: Rect
  /// Where the separator starts and ends (x), at the text's leading edge to the row's
  /// trailing edge.
  let separatorStart: Double
  let separatorEnd: Double

  init(row: Row, layout: RowCategoryLayout, context: LayoutContext, direction: RowDirection) {
    let profile = context.profile
    let margin = context.horizontalMargin
    let rowX = context.sectionInset
    let height = layout.height
    self.direction = direction
    self.screenWidth = context.screenWidth
    let isSidebar = context.listStyle == .sidebar
    let leadingRegion =
      layout.leadingSize.map {
        $0.width + profile[isSidebar ? .sidebarImageToTextPadding : .imageToTextPadding]
      } ?? 0
    let textX = rowX + margin + leadingRegion
    let textTop = (height - layout.textBlockHeight) / 2

    var placed: [PlacedLabel] = []
    var titleColumnBottom = textTop
    for role in [LabelRole.title, .subtitle] {
      guard let label = layout.label(role) else { continue }
      if role == .subtitle { titleColumnBottom += profile[.subtitleStyleTextToSecondaryVerticalPadding] }
      let frame = Rect(x: textX, y: titleColumnBottom, width: label.maxWidth, height: label.layout.height)
      placed.append(PlacedLabel(measurement: label, frame: frame, alignment: .leading))
      titleColumnBottom += label.layout.height
    }
    if let value = layout.label(.value) {
      if layout.valuePlacement?.isStacked ?? false {
        let y = titleColumnBottom + profile[.textToSecondaryVerticalPadding]
        let frame = Rect(x: textX, y: y, width: value.maxWidth, height: value.layout.height)
        placed.append(PlacedLabel(measurement: value, frame: frame, alignment: .leading))
      } else {
        let frame = Rect(
          x: textX + layout.textWidth - value.maxWidth, y: textTop, width: value.maxWidth,
          height: value.layout.height)
        placed.append(PlacedLabel(measurement: value, frame: frame, alignment: .trailing))
      }
    }

    let mirror = { Self.mirror($0, screenWidth: context.screenWidth, direction: direction) }
    self.rowFrame = Rect(x: rowX, y: 0, width: layout.rowWidth, height: height)
    self.labels = placed.map {
      PlacedLabel(measurement: $0.measurement, frame: mirror($0.frame), alignment: $0.alignment)
    }
    self.leadingFrame = layout.leadingSize.map {
      mirror(Rect(x: rowX + margin, y: (height - $0.height) / 2, width: $0.width, height: $0.height))
    }
    self.accessories = row.accessoryPlacements(at: layout.category, in: context, rowHeight: height).map {
      AccessoryPlacement(item: $0.item, frame: mirror($0.frame))
    }
    self.marginFrame = Rect(
      x: rowX + margin, y: layout.verticalMargin, width: layout.rowWidth - 2 * margin,
      height: max(0, height - 2 * layout.verticalMargin))
    let separator = mirror(Rect(x: textX, y: 0, width: rowX + layout.rowWidth - textX, height: 0))
    self.separatorStart = separator.x
    self.separatorEnd = separator.x + separator.width
  }

  /// A rectangle from left-to-right geometry, mirrored for a right-to-left row.
  func mirrored(_ rect: Rect) -> Rect { Self.mirror(rect, screenWidth: screenWidth, direction: direction) }

  private static func mirror(_ rect: Rect, screenWidth: Double, direction: RowDirection) -> Rect {
    direction.isRightToLeft
      ? Rect(x: screenWidth - rect.x - rect.width, y: rect.y, width: rect.width, height: rect.height)
      : rect
  }
}
