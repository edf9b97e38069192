import TypeFitRow

/// Which way a row is laid out. iOS mirrors the whole row for a right-to-left language:
/// leading content on the right, labels right-aligned, the chevron on the left pointing left.
enum RowDirection: Sendable, Hashable {
  case leftToRight
  case rightToLeft

  /// Primary language subtags whose script is written right to left.
  static let rightToLeftLanguages: Set<String> = [
    "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd", "syr", "ug", "ur", "yi",
  ]

  /// Right-to-left when the row's language is one of ``rightToLeftLanguages``, or when the
  /// title's first shaped line has a right-to-left paragraph direction.
  init(language: String?, titleIsRightToLeft: Bool) {
    let primary =
      language?.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
    self = Self.rightToLeftLanguages.contains(primary) || titleIsRightToLeft ? .rightToLeft : .leftToRight
  }

  var isRightToLeft: Bool { self == .rightToLeft }
}
