extension PlatformProfile {
  /// The Orange Design System list item (Docs/References.md#ods-list-item, `ODSListItem`): system list metrics as in
  /// ``ios18`` (ODS styles a SwiftUI `List` row), with the subtitle capped at 1 line, the
  /// `subtitleNumberOfLines` default (`.one`; `.two` is the other choice).
  ///
  /// Override `subtitleLineLimit` to 2 for items built with `.two`.
  public static var ods: PlatformProfile {
    var profile = PlatformProfile(
      id: "ods",
      summary: "Orange Design System ODSListItem on iOS 18 list metrics (Docs/References.md#ods-list-item)",
      constants: ios18Constants)
    profile.replace(
      PlatformConstant(
        .subtitleLineLimit, 1, unit: .lines, confidence: .documented,
        source:
          "ODSListItem API: subtitleNumberOfLines default .one, \"To limit the subtitle text to 1 or 2 lines\" (Docs/References.md#ods-list-item)",
        summary: "The most lines a subtitle shows."))
    return profile
  }
}
