/// Settings shared by all readers.
///
/// The defaults read everything: all states, the source language, all variants.
public struct LocalizationReadOptions: Sendable, Hashable {
  /// The locale for `Base.lproj`, for `.lproj`-less `.strings` files and for String Catalogs
  /// without `sourceLanguage`. Default `en`.
  public var developmentLanguage: String
  /// The locale of Android's unqualified `values` folder. Default `en`.
  public var androidDefaultLocale: String
  /// String Catalog and XLIFF states to keep; `nil` keeps all. Strings without a recorded
  /// state (implicit source text, `.strings`, `.stringsdict`, Android) are always kept.
  public var includedStates: Set<TranslationState>?
  /// Whether XLIFF `<source>` texts are returned as strings of the `source-language`.
  /// Default `true`.
  public var includesXLIFFSource: Bool
  /// The deepest JSON or property list nesting accepted before a ``LocalizationDiagnostic/Kind/nestingTooDeep``
  /// diagnostic. Default 64 (real String Catalogs nest about 12 deep).
  public var maximumNestingDepth: Int
  /// The most substitution combinations expanded for one value; more are reported as
  /// ``LocalizationDiagnostic/Kind/tooManyVariants``. Default 256.
  public var maximumVariantCombinations: Int

  /// Creates options; every parameter has the documented default.
  public init(
    developmentLanguage: String = "en", androidDefaultLocale: String = "en",
    includedStates: Set<TranslationState>? = nil, includesXLIFFSource: Bool = true,
    maximumNestingDepth: Int = 64, maximumVariantCombinations: Int = 256
  ) {
    self.developmentLanguage = developmentLanguage
    self.androidDefaultLocale = androidDefaultLocale
    self.includedStates = includedStates
    self.includesXLIFFSource = includesXLIFFSource
    self.maximumNestingDepth = maximumNestingDepth
    self.maximumVariantCombinations = maximumVariantCombinations
  }

  /// Whether a string with `state` passes ``includedStates``.
  public func includes(_ state: TranslationState?) -> Bool {
    guard let state, let includedStates else { return true }
    return includedStates.contains(state)
  }
}
