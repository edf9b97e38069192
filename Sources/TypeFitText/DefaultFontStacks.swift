import Foundation
import TypeFitDynamicType

extension FontStackDefinition {
  /// SF's line height: ascender + descender = 2444 units on SF's 2048-unit em, so a 17 pt line
  /// is 20.287109375 pt (`reference/ios-platform-metrics.md` §1.4, measured in several public
  /// unit tests of `UIFont.systemFont(ofSize: 17)`).
  public static let sfLineHeightEm = 2444.0 / 2048.0

  /// The default stand-in for iOS's system font on Linux (Debian packages `fonts-inter`,
  /// `fonts-noto-core`, `fonts-noto-cjk`, `fonts-noto-color-emoji`).
  ///
  /// - Inter below 20 pt and Inter Display from 20 pt, as SF switched from Text to Display
  ///   (§2.2), at all nine weights (Thin to Black), upright and italic.
  /// - Noto Sans CJK by language as iOS picks its CJK fallback: ja → JP, zh-Hans → SC,
  ///   zh-Hant and zh-HK → TC, ko → KR; Han text with no such language falls back to SC.
  /// - Noto Sans per script for Arabic, Hebrew, Thai, Devanagari and others, then every other
  ///   script whose `NotoSans<Script>-Regular.ttf` is installed (``ScriptDiscovery``: Gujarati,
  ///   Gurmukhi, Kannada, Telugu, Sinhala… from `fonts-noto-core`).
  /// - Widths from the SF model (``MetricsPolicy/Widths/sfIOS``): iOS's SF advances for
  ///   printable ASCII, Inter scaled to SF for other characters, Inter Display's kerning; and
  ///   SF's 2444/2048 em line height.
  ///
  /// `Fonts/ios-system.json` is this definition as JSON; a test keeps the two identical.
  public static let iosSystem = FontStackDefinition(
    name: "ios-system",
    summary: "Stand-in for iOS's San Francisco: Inter (Text < 20 pt, Display ≥ 20 pt) with Noto fallbacks; "
      + "SF iOS width model; SF line height 2444/2048 em",
    searchPaths: [
      "/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/noto", "/usr/share/fonts/opentype/noto",
      "/opt/homebrew/share/fonts", "/usr/local/share/fonts", "~/Library/Fonts", "/Library/Fonts",
    ],
    metrics: MetricsPolicy(tracking: .hig, lineHeightEm: sfLineHeightEm, widths: .sfIOS),
    primary: [
      interFamily("Inter", prefix: "Inter", fromPointSize: 0),
      interFamily("Inter Display", prefix: "InterDisplay", fromPointSize: 20),
    ],
    languageFallbacks: [
      cjk("Noto Sans CJK JP", languages: ["ja"], index: 0),
      cjk("Noto Sans CJK KR", languages: ["ko"], index: 1),
      cjk("Noto Sans CJK TC", languages: ["zh-Hant", "zh-TW", "zh-HK", "zh-MO", "yue"], index: 3),
      cjk("Noto Sans CJK SC", languages: ["zh"], index: 2),
    ],
    scriptFallbacks: [
      noto("Noto Sans Arabic", file: "NotoSansArabic", scripts: ["Arab"]),
      noto("Noto Sans Hebrew", file: "NotoSansHebrew", scripts: ["Hebr"]),
      noto("Noto Sans Thai", file: "NotoSansThai", scripts: ["Thai"]),
      noto("Noto Sans Devanagari", file: "NotoSansDevanagari", scripts: ["Deva"]),
      noto("Noto Sans Bengali", file: "NotoSansBengali", scripts: ["Beng"]),
      noto("Noto Sans Tamil", file: "NotoSansTamil", scripts: ["Taml"]),
      noto("Noto Sans Armenian", file: "NotoSansArmenian", scripts: ["Armn"]),
      noto("Noto Sans Georgian", file: "NotoSansGeorgian", scripts: ["Geor"]),
      noto("Noto Sans Khmer", file: "NotoSansKhmer", scripts: ["Khmr"]),
      noto("Noto Sans Lao", file: "NotoSansLao", scripts: ["Laoo"]),
      noto("Noto Sans Myanmar", file: "NotoSansMyanmar", scripts: ["Mymr"]),
      noto("Noto Sans Ethiopic", file: "NotoSansEthiopic", scripts: ["Ethi"]),
      cjk("Noto Sans CJK KR", languages: nil, index: 1, scripts: ["Hang"]),
      cjk("Noto Sans CJK JP", languages: nil, index: 0, scripts: ["Hira", "Kana"]),
    ],
    lastResort: [
      noto("Noto Sans", file: "NotoSans", scripts: nil),
      cjk("Noto Sans CJK SC", languages: nil, index: 2),
      Family(
        family: "Noto Sans Symbols", package: "fonts-noto-core",
        faces: [
          Face(weight: .regular, file: "NotoSansSymbols-Regular.ttf"),
          Face(weight: .bold, file: "NotoSansSymbols-Bold.ttf"),
        ]),
      Family(
        family: "Noto Sans Symbols 2", package: "fonts-noto-core",
        faces: [Face(weight: .regular, file: "NotoSansSymbols2-Regular.ttf")]),
      Family(
        family: "Noto Sans Math", package: "fonts-noto-core",
        faces: [Face(weight: .regular, file: "NotoSansMath-Regular.ttf")]),
      Family(
        family: "Noto Color Emoji", package: "fonts-noto-color-emoji",
        faces: [Face(weight: .regular, file: "NotoColorEmoji.ttf")]),
    ],
    scriptDiscovery: ScriptDiscovery(prefix: "NotoSans", package: "fonts-noto-core")
  )

  /// A stack of exactly one face file, with nothing applied: no tracking, no fallbacks, and the
  /// face's own vertical metrics (`typefit measure --font PATH`).
  ///
  /// A relative `path` is taken from the current directory, as a command-line path is (not
  /// searched in font folders like a stack's file names). A path ending in `/` or `/.` keeps a
  /// final `/`, so a file named so is refused as the kernel refuses it (`f.otf/`: not a
  /// folder; twelfth attack A11), not read as `f.otf`.
  public static func singleFace(path: String, index: Int = 0) -> FontStackDefinition {
    var standardized = path.hasPrefix("~") ? path : URL(fileURLWithPath: path).standardizedFileURL.path
    if path.hasSuffix("/") || path.hasSuffix("/.") || path == ".", !standardized.hasSuffix("/") {
      standardized += "/"
    }
    let path = standardized
    return FontStackDefinition(
      name: "single-face", summary: "One face as it is: \(path)", searchPaths: [],
      metrics: MetricsPolicy(tracking: .none, lineHeightEm: nil),
      primary: [
        Family(family: path, fromPointSize: 0, faces: [Face(weight: .regular, file: path, index: index)])
      ])
  }

  /// Inter's style names by weight (fonts-inter 4.0 file names): Inter calls 100 Thin and
  /// 200 ExtraLight where Apple says ultraLight and thin.
  private static let interStyles: [(weight: FontWeight, style: String)] = [
    (.ultraLight, "Thin"), (.thin, "ExtraLight"), (.light, "Light"), (.regular, "Regular"),
    (.medium, "Medium"),
    (.semibold, "SemiBold"), (.bold, "Bold"), (.heavy, "ExtraBold"), (.black, "Black"),
  ]

  private static func interFamily(_ family: String, prefix: String, fromPointSize: Double) -> Family {
    Family(
      family: family, package: "fonts-inter", fromPointSize: fromPointSize,
      faces: interStyles.map { Face(weight: $0.weight, file: "\(prefix)-\($0.style).otf") }
        + interStyles.map {
          Face(
            weight: $0.weight, file: "\(prefix)-\($0.weight == .regular ? "" : $0.style)Italic.otf",
            italic: true)
        })
  }

  private static func noto(_ family: String, file: String, scripts: [String]?) -> Family {
    Family(
      family: family, package: "fonts-noto-core", scripts: scripts,
      faces: [
        Face(weight: .regular, file: "\(file)-Regular.ttf"), Face(weight: .bold, file: "\(file)-Bold.ttf"),
      ])
  }

  private static func cjk(_ family: String, languages: [String]?, index: Int, scripts: [String]? = nil)
    -> Family
  {
    Family(
      family: family, package: "fonts-noto-cjk", languages: languages, scripts: scripts,
      faces: [
        Face(weight: .regular, file: "NotoSansCJK-Regular.ttc", index: index),
        Face(weight: .bold, file: "NotoSansCJK-Bold.ttc", index: index),
      ])
  }
}
