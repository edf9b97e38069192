/// The name of every platform constant a ``PlatformProfile`` can carry; the raw value is the
/// name users override it by (`--profile-override imageToTextPadding=12`).
public enum ProfileConstantName: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  /// Minimum row height = multiplier × body leading at min(category, cap) + addend.
  case minimumHeightLeadingMultiplier
  /// See ``minimumHeightLeadingMultiplier``. Points.
  case minimumHeightAddend
  /// The category at which the minimum height stops growing, as its index (0 xSmall … 11 AX5).
  case minimumHeightCategoryCap
  /// Top and bottom content margin of a row, points.
  case verticalMargin
  /// Top and bottom margin of a row with a subtitle (subtitle cell style), points.
  case subtitleStyleVerticalMargin
  /// Leading and trailing layout margin (and inset-grouped section inset), points.
  case horizontalMargin
  /// The same margin on wide screens, points.
  case wideHorizontalMargin
  /// Screens wider than this (points) use ``wideHorizontalMargin``.
  case wideMarginMinimumScreenWidth
  /// Width reserved for a leading SF Symbol at Large, scaled by `UIFontMetrics` (body), points.
  case symbolReservedWidth
  /// The same in sidebar lists, points.
  case sidebarSymbolReservedWidth
  /// Gap between the leading image and the text, points.
  case imageToTextPadding
  /// The same in sidebar lists, points.
  case sidebarImageToTextPadding
  /// Vertical gap between text and stacked secondary text (value), points.
  case textToSecondaryVerticalPadding
  /// Vertical gap between title and subtitle in the subtitle cell style, points.
  case subtitleStyleTextToSecondaryVerticalPadding
  /// Minimum horizontal gap between title and a side-by-side value, points.
  case textToSecondaryHorizontalPadding
  /// Gap between the content and the trailing accessories, points.
  case contentToAccessoryPadding
  /// Gap between two trailing accessories (info button and chevron), points.
  case interAccessoryPadding
  /// Layout width (and height) of the disclosure chevron at Large, body-scaled, points.
  case disclosureLayoutWidth
  /// Layout width (and height) of the checkmark at Large, body-scaled, points.
  case checkmarkLayoutWidth
  /// Width of a switch (its touch target), points.
  case toggleWidth
  /// Height of a switch (its touch target), points.
  case toggleHeight
  /// Side of the square info button (its touch target), points.
  case infoButtonSize
  /// Side of the info symbol a SwiftUI button draws (`Image(systemName: "info.circle")`) as a
  /// multiple of its font's point size (``AccessorySymbol``), a factor.
  case infoSymbolSizeFactor
  /// 1 if the value always stacks below the title at accessibility categories, 0 if it
  /// stacks only when it does not fit.
  case accessibilityLayoutStacksValue
  /// The most lines a subtitle shows, whatever the row says (ODS list item). Absent means no cap.
  case subtitleLineLimit
  /// Minimum touch target side per the HIG (rules TF002, TF003), points.
  case minimumTouchTarget
  /// Minimum target side per WCAG 2.2 SC 2.5.8 (rule TF003), points (1 CSS px = 1 pt).
  case wcagMinimumTarget
  /// How much heavier every label is drawn with the Bold Text setting on, in weight units
  /// (100 per named weight), capped at black (900).
  case boldTextWeightIncrease

  public static func < (lhs: ProfileConstantName, rhs: ProfileConstantName) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

extension ProfileConstantName {
  /// The name's position in `allCases` (declaration order), for array-indexed lookups; a
  /// switch compiles to a table, where hashing the raw string would not.
  var ordinal: Int {
    switch self {
    case .minimumHeightLeadingMultiplier: 0
    case .minimumHeightAddend: 1
    case .minimumHeightCategoryCap: 2
    case .verticalMargin: 3
    case .subtitleStyleVerticalMargin: 4
    case .horizontalMargin: 5
    case .wideHorizontalMargin: 6
    case .wideMarginMinimumScreenWidth: 7
    case .symbolReservedWidth: 8
    case .sidebarSymbolReservedWidth: 9
    case .imageToTextPadding: 10
    case .sidebarImageToTextPadding: 11
    case .textToSecondaryVerticalPadding: 12
    case .subtitleStyleTextToSecondaryVerticalPadding: 13
    case .textToSecondaryHorizontalPadding: 14
    case .contentToAccessoryPadding: 15
    case .interAccessoryPadding: 16
    case .disclosureLayoutWidth: 17
    case .checkmarkLayoutWidth: 18
    case .toggleWidth: 19
    case .toggleHeight: 20
    case .infoButtonSize: 21
    case .infoSymbolSizeFactor: 22
    case .accessibilityLayoutStacksValue: 23
    case .subtitleLineLimit: 24
    case .minimumTouchTarget: 25
    case .wcagMinimumTarget: 26
    case .boldTextWeightIncrease: 27
    }
  }
}

extension ProfileConstantName {
  /// The values an override may take, in the constant's unit: 0…1,000 points for lengths
  /// (ten times the widest iPhone's width in points is already nonsense for a margin),
  /// 0…10 for factors, a category index 0 (xSmall) … 11 (AX5), 0 or 1 for flags, 1…1,000
  /// lines, 0…800 weight units (a weight increase in steps of 100).
  public var allowedRange: ClosedRange<Double> {
    switch defaultUnit {
    case .factor: 0...10
    case .categoryIndex: 0...11
    case .flag: 0...1
    case .lines: 1...1000
    case .weight: 0...800
    default: 0...1000
    }
  }

  /// Whether only whole numbers are allowed (category indexes, flags, line counts).
  public var requiresWholeNumber: Bool {
    switch defaultUnit {
    case .categoryIndex, .flag, .lines, .weight: true
    default: false
    }
  }

  /// The constant named `name`, ignoring case (`verticalmargin` is ``verticalMargin``).
  public init?(caseInsensitive name: String) {
    guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
      return nil
    }
    self = match
  }
}
