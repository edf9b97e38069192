import Foundation

/// Which cut of San Francisco a stack's primary face is, for the macOS-to-iOS correction.
public enum SFCut: String, Sendable, Hashable {
  /// A macOS build (`SFNS*.ttf`, family `.SF NS…`): below 20 pt it is wider than iOS's SF by
  /// `SFWidthModel.macOSCutCorrectionEm` per character, which the ``FontStackDefinition/MetricsPolicy/Widths/sfFace``
  /// model subtracts.
  case macOS
  /// An iOS build (`SFUI*.ttf`, family `.SF UI…`): used as it is.
  case iOS
  /// SF, but the file does not say which cut (for example the SF Pro download): used as it is.
  case unknown
  /// The primary face is not SF (a stand-in such as Inter).
  case notSF

  /// Classifies a face from its file name and `name`-table family.
  ///
  /// `classify(path: "/System/Library/Fonts/SFNS.ttf", family: "System Font")` is `.macOS`.
  static func classify(path: String, family: String) -> SFCut {
    let file = (path as NSString).lastPathComponent
    if file.hasPrefix("SFNS") || family.hasPrefix(".SF NS") { return .macOS }
    if file.hasPrefix("SFUI") || family.hasPrefix(".SF UI") { return .iOS }
    if family.hasPrefix("SF Pro") || family.hasPrefix(".SF") || family == "System Font" { return .unknown }
    return .notSF
  }
}
