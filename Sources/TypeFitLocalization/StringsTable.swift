/// The strings table a localized string belongs to: the table an app names when it looks a key
/// up (`tableName` in `Text(_:tableName:bundle:)` and `NSLocalizedString(_:tableName:…)`, where
/// `nil` means `Localizable`), and where that table is, with the locale left out.
///
/// One table holds a key once per locale, so two strings of one key in one locale are the same
/// string only when they are in the same table: an app and its widget extension may both have
/// `de.lproj/Localizable.strings` with the key `k`, and so may `Localizable.strings` and
/// `Other.strings` of one `de.lproj`. Apple's Bundle documentation names a table by its file
/// name without the extension ("Localizable" for `Localizable.strings`,
/// https://developer.apple.com/documentation/foundation/bundle/localizedstring(forkey:value:table:)).
///
/// ```swift
/// StringsTable(file: "App/de.lproj/Localizable.strings")  // name "Localizable", path "App/Localizable"
/// StringsTable(file: "Shared/Settings.xcstrings")        // name "Settings", path "Shared/Settings"
/// ```
public struct StringsTable: Sendable, Hashable, Codable {
  /// The table's name: the file name without its extension (`Localizable`, `InfoPlist`).
  public var name: String
  /// The table's file path without the extension and without its `.lproj` folder, the same for
  /// every locale of one table (`App/Localizable` for `App/de.lproj/Localizable.strings` and
  /// `App/fr.lproj/Localizable.stringsdict`).
  public var path: String

  public init(name: String, path: String) {
    self.name = name
    self.path = path
  }

  /// The table of a `.strings`, `.stringsdict` or `.xcstrings` file at `file` (a path as the
  /// reader was given it, or an XLIFF `<file original>`); `nil` when the path has no file name.
  ///
  /// A `.lproj` folder directly holding the file is left out of ``path``; an extension is
  /// removed from the last component only (`App/My.Table.strings` → `My.Table`).
  public init?(file: String) {
    // Split on the byte `/`, not on Swift characters: a combining mark after a slash must not
    // join the slash to the next name.
    var components = file.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).map {
      String(decoding: $0, as: UTF8.self)
    }
    guard let last = components.popLast() else { return nil }
    let name = last.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(last[..<$0]) } ?? last
    guard !name.isEmpty else { return nil }
    if let folder = components.last, LprojFolderName.isLproj(folder) { components.removeLast() }
    let prefix = file.utf8.first == UInt8(ascii: "/") ? "/" : ""
    self.init(name: name, path: prefix + (components + [name]).joined(separator: "/"))
  }
}

extension LocalizedString {
  /// The strings table the string is looked up in (``StringsTable``): from its file for
  /// `.strings`, `.stringsdict` and String Catalogs, from `<file original>` for XLIFF; `nil`
  /// for XLIFF without `original` and for Android resources, which have no tables (every
  /// string of an app's `res` folders is one namespace).
  public var table: StringsTable? {
    switch format {
    case .strings, .stringsdict, .xcstrings: StringsTable(file: location.file)
    case .xliff: originalFile.flatMap(StringsTable.init(file:))
    case .android: nil
    }
  }
}
