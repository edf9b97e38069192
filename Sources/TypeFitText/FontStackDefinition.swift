import Foundation
import TypeFitDynamicType

/// A font stack as data: which faces serve which weights, optical sizes, languages and
/// scripts, and which metrics policy applies. Decoded from JSON (see `Fonts/*.json`).
///
/// Faces are tried in this order for each grapheme cluster: the primary family for the
/// point size's optical size, then the language fallbacks matching the text's language, then
/// the script fallbacks for the cluster's script, then the last-resort list. The first face
/// that maps every (non-ignorable) scalar of the cluster wins.
public struct FontStackDefinition: Sendable, Hashable, Codable {
  /// A short name (`ios-system`).
  public var name: String
  /// What this stack stands in for, and where its faces come from.
  public var summary: String
  /// Folders searched for face files given by name; `~` expands to the home folder.
  public var searchPaths: [String]
  /// Metrics applied on top of the faces.
  public var metrics: MetricsPolicy
  /// Primary families by optical size, ascending by `fromPointSize`.
  public var primary: [Family]
  /// Families chosen by the text's language (ja → Noto Sans CJK JP, as iOS chooses by language).
  public var languageFallbacks: [Family]
  /// Families chosen by the cluster's script (ISO 15924 codes such as `Arab`, `Thai`).
  public var scriptFallbacks: [Family]
  /// Families tried last, for anything else (symbols, emoji, Han without a language).
  public var lastResort: [Family]
  /// More script fallbacks, found among the installed fonts by file name
  /// (``discoveredScriptFamilies()``), tried after ``scriptFallbacks``; `nil` for none.
  public var scriptDiscovery: ScriptDiscovery?
  /// The real path of the repository a `--stack` file was read from (the nearest folder above
  /// it holding `.git`), or of the file's folder outside a repository; `nil` for the built-in
  /// stacks and `--font`. Not part of the JSON format: the reader of stack files sets it.
  ///
  /// A repository's stack file is content a workflow passes along (as it passes `--config`),
  /// so it must not tell what exists on the machine: a face file whose real path is outside
  /// this folder (and outside `TYPEFIT_FONT_PATH`'s folders, which the environment sets) is
  /// used only when it loads as a font, and a missing, unreadable or broken one, a folder or a
  /// device there are all one error, ``TextError/fontUnusable(family:files:package:searched:)`` (an
  /// optional family is skipped, as when its file is missing). Inside the folder every error
  /// says what is wrong.
  public var fileRoot: String?
  /// The stack file as it was named (`--stack FILE`), for messages about the stack as a whole;
  /// `nil` for the built-in stacks and `--font`. Not part of the JSON format: the reader of
  /// stack files sets it.
  public var filePath: String?

  /// The members of the JSON format (``fileRoot`` and ``filePath`` are not).
  private enum CodingKeys: String, CodingKey {
    case name, summary, searchPaths, metrics, primary, languageFallbacks, scriptFallbacks, lastResort,
      scriptDiscovery
  }

  public init(
    name: String, summary: String, searchPaths: [String], metrics: MetricsPolicy, primary: [Family],
    languageFallbacks: [Family] = [], scriptFallbacks: [Family] = [], lastResort: [Family] = [],
    scriptDiscovery: ScriptDiscovery? = nil
  ) {
    self.scriptDiscovery = scriptDiscovery
    self.name = name
    self.summary = summary
    self.searchPaths = searchPaths
    self.metrics = metrics
    self.primary = primary
    self.languageFallbacks = languageFallbacks
    self.scriptFallbacks = scriptFallbacks
    self.lastResort = lastResort
  }

  /// How widths and line heights are derived from the faces.
  public struct MetricsPolicy: Sendable, Hashable, Codable {
    /// Tracking added after each grapheme cluster drawn with the primary face under the
    /// ``Widths/font`` and ``Widths/sfFace`` width models: `hig` applies ``SFTracking`` by
    /// point size; `none` applies nothing. Under ``Widths/sfIOS`` the SF model's own tracking
    /// applies instead and this field is not used.
    public var tracking: Tracking
    /// Line height in em; `nil` uses the primary face's own `hhea` ascender − descender +
    /// line gap.
    public var lineHeightEm: Double?
    /// Where the advance widths of primary-face clusters come from. JSON written before this
    /// field existed decodes as ``Widths/font`` (the faces as they are).
    public var widths: Widths
    /// Under ``Widths/sfIOS``, the scales of the stand-in's pair kerning for SF's two designs
    /// (JSON `kerningScales`: `{"small": 1, "large": 1}`); `nil` uses the model's fitted values
    /// (``KerningScales/sfModel``). Not used by the other width models.
    public var kerningScales: KerningScales?
    /// Whether the primary faces are the italic ones (set by
    /// ``FontStackDefinition/italicVariant``, not read from JSON): under ``Widths/sfIOS`` the
    /// model then takes SF's italic widths (`SFWidthModel.italicComponents(of:weight:)`).
    public var italic = false

    public enum Tracking: String, Sendable, Hashable, Codable { case hig, none }

    /// Where the primary face's advance widths come from.
    ///
    /// Clusters drawn with fallback faces (Noto, CJK) always keep their own HarfBuzz advances,
    /// untracked, under every model.
    public enum Widths: String, Sendable, Hashable, Codable, CaseIterable {
      /// San Francisco as iOS measures it, for a stack of stand-in faces (Inter):
      /// printable ASCII takes `SFWidthModel`'s advances (exact against the iOS 26.1 harvest,
      /// SF tracking included); other primary-face clusters take the face's unkerned advance ×
      /// `SFWidthModel.fallbackScale` + SF tracking; every primary-face cluster takes the pair
      /// kerning of the largest optical instance's face (Inter Display) of the same weight
      /// (blended between the neighbouring weights' faces when that weight has none), scaled
      /// per SF design by ``MetricsPolicy/kerningScales``.
      /// See `Docs/Accuracy.md`, "How the engine uses the model".
      case sfIOS = "sf-ios"
      /// A real SF Pro face: its HarfBuzz advances plus ``Tracking``, minus
      /// `SFWidthModel.macOSCutCorrectionEm` per primary-face cluster below 20 pt when the face
      /// is a macOS build (see ``FontStack/sfCut``), so the widths are the iOS cut's.
      case sfFace = "sf-face"
      /// The faces as they are: HarfBuzz advances (with the face's own kerning) plus
      /// ``Tracking``.
      case font
    }

    /// How much of the stand-in's pair kerning the SF model adds, per SF design: the kerning
    /// at point size s is `((1 − b(s)) · small + b(s) · large) · kern`, with b(s) SF's blend from
    /// its small design (up to 17 pt) to its large design (from 28 pt).
    ///
    /// Unitless factors in `0...4`; a decoded value outside that range, or not finite, is an
    /// error naming the key. The fitted values, their data and their cross-validation are in
    /// `Docs/Accuracy.md`, "Kerning model".
    public struct KerningScales: Sendable, Hashable, Codable {
      /// Scale of the kerning in SF's small design (up to 17 pt).
      public var small: Double
      /// Scale of the kerning in SF's large design (from 28 pt).
      public var large: Double

      /// The range every scale must fall in.
      public static let allowedRange: ClosedRange<Double> = 0...4

      public init(small: Double, large: Double) {
        self.small = small
        self.large = large
      }

      private enum CodingKeys: String, CodingKey { case small, large }

      public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        small = try container.decode(Double.self, forKey: .small)
        large = try container.decode(Double.self, forKey: .large)
        for (key, value) in [(CodingKeys.small, small), (.large, large)]
        where !value.isFinite || !Self.allowedRange.contains(value) {
          throw DecodingError.dataCorruptedError(
            forKey: key, in: container,
            debugDescription: "kerning scale \(value) is outside \(Self.allowedRange)")
        }
      }
    }

    public init(
      tracking: Tracking, lineHeightEm: Double?, widths: Widths = .font, kerningScales: KerningScales? = nil
    ) {
      self.tracking = tracking
      self.lineHeightEm = lineHeightEm
      self.widths = widths
      self.kerningScales = kerningScales
    }

    private enum CodingKeys: String, CodingKey { case tracking, lineHeightEm, widths, kerningScales }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      tracking = try container.decode(Tracking.self, forKey: .tracking)
      lineHeightEm = try container.decodeIfPresent(Double.self, forKey: .lineHeightEm)
      widths = try container.decodeIfPresent(Widths.self, forKey: .widths) ?? .font
      kerningScales = try container.decodeIfPresent(KerningScales.self, forKey: .kerningScales)
    }
  }

  /// A family: faces by weight, plus what selects it.
  public struct Family: Sendable, Hashable, Codable {
    /// Family name, for reports (`Inter Display`).
    public var family: String
    /// The Debian package that installs it, named in the error when it is missing.
    public var package: String?
    /// For primary families: the smallest point size this optical size serves.
    public var fromPointSize: Double?
    /// For language fallbacks: BCP 47 language prefixes (`ja`, `zh-Hant`, `zh-HK`).
    public var languages: [String]?
    /// For script fallbacks: ISO 15924 script codes.
    public var scripts: [String]?
    /// Faces by weight; the nearest weight serves weights not listed.
    public var faces: [Face]
    /// Whether loading fails when a face file is missing (the default). Optional families are
    /// skipped when absent and listed by `typefit fonts`; text they would have served is
    /// then reported as missing glyphs (TF004) or served by a later fallback.
    public var required: Bool?

    public init(
      family: String, package: String? = nil, fromPointSize: Double? = nil, languages: [String]? = nil,
      scripts: [String]? = nil, faces: [Face], required: Bool? = nil
    ) {
      self.required = required
      self.family = family
      self.package = package
      self.fromPointSize = fromPointSize
      self.languages = languages
      self.scripts = scripts
      self.faces = faces
    }
  }

  /// One face file at one weight.
  public struct Face: Sendable, Hashable, Codable {
    /// The weight this face serves.
    public var weight: FontWeight
    /// File name (searched in `searchPaths`) or absolute path.
    public var file: String
    /// Face index in a collection (`.ttc`); 0 when absent.
    public var index: Int?
    /// Variation axis settings for variable fonts (`wght`, `opsz`).
    public var variations: [String: Double]?
    /// Whether this is an italic face, used only for italic text (`.italic()`); `nil` or
    /// `false` for upright faces. A family without italic faces serves italic text upright.
    public var italic: Bool?

    public init(
      weight: FontWeight, file: String, index: Int? = nil, variations: [String: Double]? = nil,
      italic: Bool? = nil
    ) {
      self.weight = weight
      self.file = file
      self.index = index
      self.variations = variations
      self.italic = italic
    }
  }
}

extension FontStackDefinition {
  /// Whether any family has italic faces.
  public var hasItalicFaces: Bool {
    (primary + languageFallbacks + scriptFallbacks + lastResort).contains { family in
      family.faces.contains { $0.italic == true }
    }
  }

  /// The definition for italic text: every family that has italic faces serves with them
  /// alone; the others keep their upright faces (text they serve is measured upright).
  public var italicVariant: FontStackDefinition {
    func italic(_ family: Family) -> Family {
      var family = family
      let italicFaces = family.faces.filter { $0.italic == true }
      if !italicFaces.isEmpty {
        family.faces = italicFaces.map { face in
          var upright = face
          upright.italic = nil
          return upright
        }
      }
      return family
    }
    var variant = self
    variant.metrics.italic = true
    variant.primary = primary.map(italic)
    variant.languageFallbacks = languageFallbacks.map(italic)
    variant.scriptFallbacks = scriptFallbacks.map(italic)
    variant.lastResort = lastResort.map(italic)
    return variant
  }

  /// The definition as pretty, key-sorted JSON (the format of `Fonts/*.json`), ending in a newline.
  public func jsonText() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
  }
}
