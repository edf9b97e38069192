import Foundation
import TypeFit
import TypeFitInput

/// The layout-context option group: where rows are laid out. Shared by `row` and `check`.
///
/// | option | meaning |
/// |---|---|
/// | `--device NAME` | a device from `typefit devices` (default iPhone 17 Pro) |
/// | `--width PT` | a custom screen width in points instead (height unknown, @3x) |
/// | `--orientation O` | `portrait` (default) or `landscape` |
/// | `--list-style S` | `plain`, `grouped`, `insetGrouped` (default), `sidebar` |
/// | `--platform P` | profile id: `ios18` (default), `ios26`, `ods` |
/// | `--scale N` | pixels per point for rounding (default: the device's) |
/// | `--categories RANGE` | see ``CategorySelection`` (default large...AX5; `all` for 12) |
/// | `--override NAME=VALUE` | replace a profile constant (repeatable; see Docs/Profiles.md) |
///
/// A command appends ``options`` to its own table and calls ``context(_:)`` and
/// ``categories(_:)``:
///
/// ```swift
/// static let options = myOptions + LayoutOptions.options
/// let context = try LayoutOptions.context(arguments)
/// let categories = try LayoutOptions.categories(arguments)
/// ```
enum LayoutOptions {
  /// The group's option declarations, in help order.
  static let options: [OptionSpec] = [
    OptionSpec("device", value: "NAME", help: "Device name from 'typefit devices' (default iPhone 17 Pro)."),
    OptionSpec("width", value: "PT", help: "A custom screen width in points instead of --device."),
    OptionSpec("orientation", value: "O", help: "portrait (default) or landscape."),
    OptionSpec("list-style", value: "S", help: "plain, grouped, insetGrouped (default) or sidebar."),
    OptionSpec("platform", value: "P", help: "Platform profile: ios18 (default), ios26 or ods."),
    OptionSpec("scale", value: "N", help: "Display scale in pixels per point (default: the device's)."),
    OptionSpec(
      "bold-text", value: "MODE",
      help: "The Bold Text setting: off (default), on, or both (check only: each context twice)."),
    categoriesOption,
    OptionSpec(
      "override", value: "NAME=VALUE", repeatable: true,
      help: "Replace a profile constant, e.g. imageToTextPadding=12 (see Docs/Profiles.md)."),
  ]

  /// The layout context the options describe; defaults as in `LayoutContext()`.
  ///
  /// - Throws: ``UsageError`` for an unknown device, orientation, list style, profile or
  ///   constant, a bad number, or `--device` together with `--width`.
  static func context(_ arguments: ParsedArguments) throws -> LayoutContext {
    let scale = try arguments.number("scale", in: Device.plausibleDisplayScales)
    var context = LayoutContext(
      device: try device(arguments), orientation: try orientation(arguments),
      listStyle: try listStyle(arguments), profile: try profile(arguments), displayScale: scale)
    let bold = try boldText(arguments) ?? [false]
    guard bold.count == 1 else {
      throw UsageError("--bold-text both lays out two contexts: use it with 'typefit check'")
    }
    context.boldText = bold[0]
    return context
  }

  /// `--bold-text`: `[false]` for off, `[true]` for on, `[false, true]` for both; `nil` when absent.
  ///
  /// - Throws: ``UsageError`` for another value.
  static func boldText(_ arguments: ParsedArguments) throws -> [Bool]? {
    guard arguments.value("bold-text") != nil else { return nil }
    switch try arguments.choice("bold-text", from: ["off", "on", "both"], default: "off") {
    case "on": return [true]
    case "both": return [false, true]
    default: return [false]
    }
  }

  /// Categories `row` and `check` cover when neither `--categories` nor the configuration
  /// names any: Large and up, where text grows. Below Large, iOS 18's own minimum row height
  /// (2 × body leading, 38–42 pt) is under 44 pt for every one-line row — a finding about the
  /// list, not about any string — so those categories are opt-in (`--categories all`).
  static let defaultCategories = CheckConfiguration.defaultCategories

  /// `--categories` with this group's default in its help.
  static let categoriesOption: OptionSpec = {
    var option = CategorySelection.option
    option.help =
      "Content size categories: a name, a range (large...AX5, AX1..., large..<AX5), a comma list, or all "
      + "(default large...AX5)."
    return option
  }()

  /// The selected categories (default ``defaultCategories``, large...AX5).
  ///
  /// - Throws: ``UsageError`` for a bad selection.
  static func categories(_ arguments: ParsedArguments, default fallback: [ContentSizeCategory]? = nil) throws
    -> [ContentSizeCategory]
  {
    try CategorySelection.categories(arguments, default: fallback ?? defaultCategories)
  }

  /// `--device NAME`, `--width PT`, or the default device.
  ///
  /// - Throws: ``UsageError`` for both options, an unknown name or a width outside ``Device/plausibleWidths``.
  static func device(_ arguments: ParsedArguments) throws -> Device {
    let name = arguments.value("device")
    let width = try arguments.number("width", in: Device.plausibleWidths)
    switch (name, width) {
    case (.some, .some): throw UsageError("give either --device or --width, not both")
    case (.some(let name), nil): return try UsageError.converting { try Device.named(name) }
    case (nil, .some(let width)):
      return Device.width(width)
    case (nil, nil): return .default
    }
  }

  /// `--orientation` (default portrait).
  ///
  /// - Throws: ``UsageError`` naming the valid orientations.
  static func orientation(_ arguments: ParsedArguments) throws -> Orientation {
    guard let text = arguments.value("orientation") else { return .portrait }
    if let match = Orientation.allCases.first(where: { $0.rawValue == text.lowercased() }) { return match }
    let names = Orientation.allCases.map(\.rawValue)
    let hint = NameSuggestion.closest(to: text, in: names).map { " Did you mean '\($0)'?" } ?? ""
    throw UsageError("unknown orientation '\(text)'.\(hint) Valid names: \(names.joined(separator: ", "))")
  }

  /// `--list-style` (default insetGrouped).
  ///
  /// - Throws: ``UsageError`` naming the valid styles.
  static func listStyle(_ arguments: ParsedArguments) throws -> ListStyle {
    guard let text = arguments.value("list-style") else { return .insetGrouped }
    return try UsageError.converting { try ListStyle(parsing: text) }
  }

  /// `--platform` with every `--override` applied (default ios18).
  ///
  /// - Throws: ``UsageError`` for an unknown profile or constant, or a bad override.
  static func profile(_ arguments: ParsedArguments) throws -> PlatformProfile {
    let overrides = try self.overrides(arguments)
    return try UsageError.converting {
      let base = try arguments.value("platform").map { try PlatformProfile.named($0) } ?? .ios18
      return overrides.isEmpty ? base : try base.overriding(overrides)
    }
  }

  /// The `--override NAME=VALUE` pairs as `PlatformProfile.overriding` takes them, by each
  /// constant's own name (`verticalmargin` → `verticalMargin`), so a name given twice, in any
  /// spelling, keeps the last value, and the configuration's value of the constant is replaced.
  ///
  /// - Throws: ``UsageError`` for a pair without `=`, or a value that is not a number inside
  ///   the constant's ``ProfileConstantName/allowedRange``.
  static func overrides(_ arguments: ParsedArguments) throws -> [String: Double] {
    var result: [String: Double] = [:]
    for pair in arguments.values["override"] ?? [] {
      guard let equals = pair.firstIndex(of: "=") else {
        throw UsageError("--override expects NAME=VALUE, such as imageToTextPadding=12; got '\(pair)'")
      }
      let name = String(pair[..<equals]).trimmingCharacters(in: .whitespaces)
      // The value is checked as given, as every number option is (`verticalMargin= 1` is refused).
      let text = String(pair[pair.index(after: equals)...])
      guard !name.isEmpty else {
        throw UsageError("--override expects NAME=VALUE, such as imageToTextPadding=12; got '\(pair)'")
      }
      guard let constant = ProfileConstantName(caseInsensitive: name) else {
        // Name the unknown constant (with a suggestion) before looking at its value.
        _ = try UsageError.converting { try PlatformProfile.ios18.overriding([name: 0]) }
        continue
      }
      do {
        result[constant.rawValue] = try InputNumber.parseDecimal(
          text, field: "--override \(name)", in: constant.allowedRange, whole: constant.requiresWholeNumber)
      } catch {
        throw UsageError(error.description)
      }
    }
    return result
  }
}
