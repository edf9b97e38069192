/// The name of an Apple bundle's folder of localized resources (`de.lproj`, `Base.lproj`): its
/// extension compared without case, as the walker compares the files' extensions (`.STRINGS`
/// is read as `.strings`), so that a folder `DE.LPROJ` gives its files the locale `de` rather
/// than none (the forty-fourth attack's A44-2: its strings were checked as the development
/// language's). Language tags are case-insensitive (RFC 5646 section 2.1.1), so `DE` is `de`.
///
/// ```swift
/// LprojFolderName.localeName(of: "de.lproj")   // "de"
/// LprojFolderName.localeName(of: "DE.LPROJ")   // "DE"
/// LprojFolderName.localeName(of: "Resources")  // nil
/// ```
public enum LprojFolderName {
  /// The extension, lowercase, with its dot.
  public static let pathExtension = ".lproj"

  /// Whether `name` (one name, no `/`) ends in ``pathExtension``, without case.
  public static func isLproj(_ name: String) -> Bool {
    localeName(of: name) != nil
  }

  /// The part of `name` before ``pathExtension`` as written, or `nil` when `name` does not end
  /// in it (without case).
  public static func localeName(of name: String) -> String? {
    let bytes = name.utf8
    let suffix = pathExtension.utf8
    guard bytes.count >= suffix.count else { return nil }
    let start = bytes.index(bytes.endIndex, offsetBy: -suffix.count)
    // ASCII capitals lowered only: a byte of a multi-byte character is never one of `.lproj`'s.
    let matches = zip(bytes[start...], suffix).allSatisfy { byte, wanted in
      (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 == wanted : byte == wanted
    }
    guard matches else { return nil }
    return String(name[..<start])
  }

  /// Whether `name`, an `.lproj` folder's name without its extension, is `Base` (without case),
  /// whose files are the development language's.
  public static func isBase(_ localeName: String) -> Bool {
    localeName.lowercased() == "base"
  }
}
