/// Where the system shows one variant of a key: on which device classes, and at which
/// presentation widths.
///
/// A String Catalog's `device.ipad` case, or a `.stringsdict`'s `NSStringDeviceSpecificRuleType`
/// case `ipad`, is the text an iPad shows; an iPhone shows its `iphone` case, or the `other`
/// case when there is none. An `ipod` case is the iPod touch's, a device TypeFit does not lay
/// rows out on (its device list has iPhones and iPads only): it is not checked, and it does not
/// take the `other` case away from iPhones (twenty-ninth attack A29-1). A `.stringsdict`'s `NSStringVariableWidthRuleType` case `20` is what
/// `NSString.variantFittingPresentationWidth(_:)` returns for widths from 20 up to the next
/// larger case, and the smallest case for anything narrower (Foundation's `NSString.h`:
/// "If there is no variant at the given width, the one for the next smaller width is returned.
/// And if there are none smaller, the smallest available is returned").
///
/// Readers work this out from the sibling cases of the rule; a checker then judges a variant
/// only in the layout contexts where it is the one shown.
///
/// ```swift
/// let ipad = VariantSelection.device("ipad", among: ["iphone", "ipad"])
/// ipad.isShown(onAnyOf: ["iphone"])  // false
/// let other = VariantSelection.device("other", among: ["ipad", "other"])
/// other.isShown(onAnyOf: ["iphone"])  // true
/// VariantSelection.width(20, among: [20, 25]).isChosen(atWidth: 23)  // true
/// ```
public struct VariantSelection: Sendable, Hashable, Codable {
  /// The device classes (String Catalog names: `iphone`, `ipad`, …) whose devices show this
  /// variant; `nil` for every device.
  public var deviceClasses: Set<String>?
  /// The presentation widths (the whole units of `variantFittingPresentationWidth(_:)`) at which this
  /// width variant is the one chosen: from `lowestWidth` (or any width when `nil`) up to, not
  /// including, `widthLimit` (or any width when `nil`). Both `nil` for a string without width
  /// variants.
  public var lowestWidth: Int?
  /// See ``lowestWidth``.
  public var widthLimit: Int?

  /// Creates a selection; the default is shown everywhere.
  public init(deviceClasses: Set<String>? = nil, lowestWidth: Int? = nil, widthLimit: Int? = nil) {
    self.deviceClasses = deviceClasses
    self.lowestWidth = lowestWidth
    self.widthLimit = widthLimit
  }

  /// Shown on every device at every width: a string without device or width variants.
  public static let everywhere = VariantSelection()

  /// The device classes of Xcode's String Catalog editor and of `NSStringDeviceSpecificRuleType`
  /// (Apple, "Creating width and device variants of strings":
  /// https://developer.apple.com/documentation/xcode/creating-width-and-device-variants-of-strings),
  /// without `other`, which stands for the classes that have no case of their own.
  public static let deviceClassNames: [String] = [
    "iphone", "ipod", "ipad", "applewatch", "appletv", "applevision", "mac",
  ]

  /// The device classes of the devices TypeFit lays rows out on (iPhone, iPad): a variant
  /// shown on none of them is never checked.
  ///
  /// Not `ipod`: the device list (`DeviceCatalog`) has no iPod touch (no iPod touch runs iOS 16 or later),
  /// so an `ipod` case is left out as a `mac` case is. Counted as an iPhone, the `ipod` class
  /// made an `iphone` + `other` key's `other` text, which no iPhone shows, judged on every
  /// iPhone (twenty-ninth attack A29-1: a false TF001 error).
  public static let iOSDeviceClasses: Set<String> = ["iphone", "ipad"]

  /// The device class a row showing this variant is laid out for: the iPhone's when an iPhone
  /// shows it, else the iPad's; `nil` when no device TypeFit lays rows out on shows it (a
  /// `device.mac` or `device.ipod` case), so it is not laid out. A part of the row with device
  /// cases of its own shows the case of this class (A24-12).
  public var rowDeviceClass: String? {
    // Asked of every string a run plans: one shown everywhere (most) is the iPhone's at once,
    // and the others are looked up by name (a set made for each class tried cost about 1,100
    // instructions a string).
    guard let deviceClasses else { return Self.rowDeviceClasses[0] }
    return Self.rowDeviceClasses.first { deviceClasses.contains($0) }
  }

  /// ``iOSDeviceClasses`` in the order ``rowDeviceClass`` tries them.
  static let rowDeviceClasses = ["iphone", "ipad"]

  /// This selection where a part of the row shown with it, whose variant is `part`, is shown
  /// too: its device classes narrowed to the part's, so a row is judged only on the devices
  /// that show the texts laid out (an iPhone's case of a subtitle is not the iPad's text).
  /// Unchanged when the part is shown everywhere, or when no device TypeFit lays rows out on
  /// would be left.
  public func shown(with part: VariantSelection) -> VariantSelection {
    guard let classes = part.deviceClasses else { return self }
    let narrowed = narrowed(by: VariantSelection(deviceClasses: classes))
    return narrowed.rowDeviceClass == nil ? self : narrowed
  }

  /// Whether `name` is a device case a String Catalog or `.stringsdict` may have.
  public static func isDeviceCase(_ name: String) -> Bool {
    name == "other" || deviceClassNames.contains(name)
  }

  /// The selection of the device case `name` of a rule whose cases are `cases`: its own class,
  /// or for `other` every class without a case of its own; an unknown name is shown nowhere.
  public static func device(_ name: String, among cases: [String]) -> VariantSelection {
    guard name == "other" else {
      return VariantSelection(deviceClasses: deviceClassNames.contains(name) ? [name] : [])
    }
    return VariantSelection(deviceClasses: Set(deviceClassNames).subtracting(cases))
  }

  /// The selection of the width case `width` of a rule whose cases are `widths`, as
  /// `variantFittingPresentationWidth(_:)` picks: `width` up to the next larger case; the
  /// smallest case also for every narrower width.
  public static func width(_ width: Int, among widths: [Int]) -> VariantSelection {
    self.width(width, amongSorted: widths.sorted())
  }

  /// ``width(_:among:)`` with the rule's cases sorted ascending: a binary search, for a rule of
  /// many cases (each case searched all the others: 32,000 width cases of one `.stringsdict`
  /// key took over 120 s in a debug build, the thirty-ninth attack's A39-10).
  public static func width(_ width: Int, amongSorted widths: [Int]) -> VariantSelection {
    let smallest = widths.first ?? width
    var (low, high) = (0, widths.count)
    while low < high {
      let middle = (low + high) / 2
      if widths[middle] > width { high = middle } else { low = middle + 1 }
    }
    let next = low < widths.count ? widths[low] : nil
    return VariantSelection(lowestWidth: width == smallest ? nil : width, widthLimit: next)
  }

  /// This selection within `outer` (a device case inside a width case, say).
  public func narrowed(by outer: VariantSelection) -> VariantSelection {
    var result = self
    if let classes = outer.deviceClasses {
      result.deviceClasses = deviceClasses.map { $0.intersection(classes) } ?? classes
    }
    if let low = outer.lowestWidth { result.lowestWidth = max(lowestWidth ?? low, low) }
    if let limit = outer.widthLimit { result.widthLimit = min(widthLimit ?? limit, limit) }
    return result
  }

  /// Whether a device of any of `classes` shows this variant.
  public func isShown(onAnyOf classes: Set<String>) -> Bool {
    guard let deviceClasses else { return true }
    return !deviceClasses.isDisjoint(with: classes)
  }

  /// Whether this variant is the one chosen at the presentation width `width`.
  public func isChosen(atWidth width: Int) -> Bool {
    if let lowestWidth, width < lowestWidth { return false }
    if let widthLimit, width >= widthLimit { return false }
    return true
  }

  /// Whether this selection depends on anything (not ``everywhere``).
  public var isRestricted: Bool { self != .everywhere }
}
