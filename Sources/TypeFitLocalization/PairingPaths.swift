import TypeFitInput

/// Input files' paths as the reader compares them when it pairs two files of one table: a
/// String Catalog and a `.strings` or `.stringsdict` file of its table below it
/// (``ShadowingKeys``), a table's `.strings` and `.stringsdict` files, and a `Base.lproj` table
/// and the development language's beside it (``BaseLocalizationCopies``).
///
/// A path is taken by its names (``BytePath/tidied(_:)``: `.` names and repeated or trailing `/`
/// left out) and, when relative, from the working folder, so `./App/de.lproj/Localizable.strings`,
/// `App//de.lproj/Localizable.strings` and `/src/App/de.lproj/Localizable.strings` (from `/src`)
/// are one path, as the reports write them (the eighty-second attack's A82-8: the pairings
/// compared the paths as written, so `typefit check ./App/de.lproj App/Localizable.xcstrings`
/// checked both values of a key the catalog holds, without a word). `..` names stay as written,
/// as in the reports: through a link, `a/..` need not be the folder holding `a`. Compared by
/// bytes (``ExactText``).
///
/// ```swift
/// let paths = PairingPaths(workingFolder: "/src")
/// paths.key("./App//de.lproj/Localizable.strings")  // "/src/App/de.lproj/Localizable.strings"
/// paths.key("/src/App/Localizable.xcstrings")       // "/src/App/Localizable.xcstrings"
/// ```
struct PairingPaths {
  /// The working folder relative paths are taken from; `nil` when it has no name (it was
  /// deleted), when relative paths are compared as they are, tidied.
  let workingFolder: String?

  /// Paths taken from the process's working folder (``WorkingFolder/path()``).
  init() {
    self.init(workingFolder: WorkingFolder.path())
  }

  /// Paths taken from `workingFolder`, an absolute path.
  init(workingFolder: String?) {
    self.workingFolder = workingFolder.map(BytePath.tidied)
  }

  /// The path `path` is compared by.
  func key(_ path: String) -> String {
    let tidy = BytePath.tidied(path)
    guard !BytePath.isAbsolute(tidy), let workingFolder else { return tidy }
    return tidy == "." ? workingFolder : BytePath.join(workingFolder, tidy)
  }
}
