import Foundation
import TypeFitDynamicType

extension FontStackDefinition {
  /// Where macOS keeps the system font: SF Pro as one variable font with `wght` and `opsz`.
  public static let macOSSystemFontPath = "/System/Library/Fonts/SFNS.ttf"

  /// SF Pro from the Mac's own system font, with the `opsz` axis at 17 below 20 pt (SF Text)
  /// and 28 from 20 pt (SF Display), `wght` at each weight, HIG tracking and SF's line height,
  /// with the stand-in's Noto fallbacks for other scripts. Widths are the face's own
  /// (``MetricsPolicy/Widths/sfFace``), with the macOS-to-iOS cut correction below 20 pt.
  ///
  /// Two optical instances approximate SF's continuous optical sizes (§2.2): the tracking
  /// table carries most of the size-dependent spacing.
  public static let sfProMacOS: FontStackDefinition = {
    func family(_ name: String, from size: Double, opsz: Double) -> Family {
      Family(
        family: name, fromPointSize: size,
        faces: [FontWeight.regular, .medium, .semibold, .bold].map {
          Face(
            weight: $0, file: macOSSystemFontPath, variations: ["wght": Double($0.rawValue), "opsz": opsz])
        })
    }
    var stack = iosSystem
    stack.name = "sf-pro-macos"
    stack.summary =
      "SF Pro from \(macOSSystemFontPath) (wght, opsz 17 < 20 pt ≤ opsz 28); HIG tracking; SF line height"
    stack.metrics.widths = .sfFace
    stack.primary = [family("SF Pro Text", from: 0, opsz: 17), family("SF Pro Display", from: 20, opsz: 28)]
    // On a Mac the Noto fallbacks are optional: the user may not have installed them.
    func optional(_ families: [Family]) -> [Family] {
      families.map {
        var f = $0
        f.required = false
        return f
      }
    }
    stack.languageFallbacks = optional(stack.languageFallbacks)
    stack.scriptFallbacks = optional(stack.scriptFallbacks)
    stack.lastResort = optional(stack.lastResort)
    return stack
  }()

  /// SF Pro when this machine has it (a Mac), otherwise ``iosSystem``.
  public static func platformDefault() -> FontStackDefinition {
    FileManager.default.isReadableFile(atPath: macOSSystemFontPath) ? sfProMacOS : iosSystem
  }
}

extension FontStackDefinition {
  /// The stacks TypeFit ships, by name; `Fonts/<name>.json` holds each as JSON.
  public static let builtIn: [FontStackDefinition] = [iosSystem, sfProMacOS]
}
