import TypeFit

/// The layout contexts of a check: command-line options first, then the configuration, then
/// the defaults (`typefit row`'s: iPhone 17 Pro, portrait, insetGrouped, ios18).
enum CheckContexts {
  /// - Throws: ``UsageError`` for unknown devices, list styles, profiles or override names.
  static func contexts(_ arguments: ParsedArguments, configuration: CheckConfiguration) throws
    -> [LayoutContext]
  {
    let orientation =
      arguments.value("orientation") != nil
      ? try LayoutOptions.orientation(arguments) : configuration.orientation ?? .portrait
    let listStyle =
      arguments.value("list-style") != nil
      ? try LayoutOptions.listStyle(arguments) : configuration.listStyle ?? .insetGrouped
    var overrides = configuration.overrides
    for (name, value) in try LayoutOptions.overrides(arguments) { overrides[name] = value }
    let profile = try UsageError.converting {
      let base = try PlatformProfile.named(arguments.value("platform") ?? configuration.profile ?? "ios18")
      return overrides.isEmpty ? base : try base.overriding(overrides)
    }
    let scale = try arguments.double("scale") ?? configuration.displayScale
    if let scale, scale <= 0 { throw UsageError("--scale must be a positive number, got \(scale)") }
    let devices: [Device]
    if arguments.value("device") != nil || arguments.value("width") != nil {
      devices = [try LayoutOptions.device(arguments)]
    } else {
      let named = try configuration.devices.map { name in try UsageError.converting { try Device.named(name) }
      }
      let widths = configuration.widths.map { Device.width($0) }
      devices = named + widths
    }
    let boldText = try LayoutOptions.boldText(arguments) ?? configuration.boldText
    return (devices.isEmpty ? [.default] : devices).flatMap { device in
      boldText.map { bold in
        var context = LayoutContext(
          device: device, orientation: orientation, listStyle: listStyle, profile: profile,
          displayScale: scale)
        context.boldText = bold
        return context
      }
    }
  }
}
