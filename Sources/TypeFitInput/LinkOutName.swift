/// Which links out of the input are said in a warning, judged by the link's own name only: a
/// report must not tell a pull request's author what is on the machine running the check, so
/// the target of a link out is never looked at (``ConfinedLink``).
///
/// A link out is passed over in silence only when its name ends in the extension of a common
/// file type that no walk reads as a folder (`README.md`, `logo.png`, `notes.txt`,
/// `LICENSE.txt`): such links are common in a monorepo's subfolder and cannot hide strings or
/// Swift sources. A name without an extension (`Views`, `LICENSE`) or with any other one
/// (`Views.ui`, `de.lproj`, `Shared.bundle`) may name a folder, and is warned of (the
/// forty-fourth attack's A44-1: `Views.ui -> /elsewhere` was passed over because its name had
/// a dot). The walkers add the files they read themselves (`.strings`, `.swift`).
///
/// ```swift
/// LinkOutName.mayBeFolder("Views.ui")   // true
/// LinkOutName.mayBeFolder("Views")      // true
/// LinkOutName.mayBeFolder("README.md")  // false
/// LinkOutName.mayBeFolder("Logo.PNG")   // false: extensions compare without case
/// ```
package enum LinkOutName {
  /// Whether a link named `name` (its last name, no `/`) may lead to a folder: it has no
  /// extension, or one outside ``fileTypeExtensions``.
  package static func mayBeFolder(_ name: String) -> Bool {
    guard BytePath.hasExtension(name), let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else {
      return true
    }
    let fileExtension = String(name[name.utf8.index(after: dot)...]).lowercased()
    return !fileTypeExtensions.contains(fileExtension)
  }

  /// Extensions of files found in app repositories that are no folder (lowercase, without the
  /// dot): documents, pictures, data, scripts, code, build settings and the formats the walkers
  /// read as files. A folder named so is warned of no more than before A44-1.
  package static let fileTypeExtensions: Set<String> = [
    // Documents and text.
    "md", "markdown", "txt", "text", "rst", "adoc", "rtf", "pdf", "html", "htm", "csv", "tsv", "log",
    // Pictures, sound and fonts.
    "png", "jpg", "jpeg", "gif", "svg", "webp", "heic", "ico", "icns", "tiff", "mp3", "mp4", "wav", "mov",
    "ttf", "otf", "ttc", "woff", "woff2",
    // Data and settings.
    "json", "yml", "yaml", "toml", "ini", "cfg", "conf", "plist", "entitlements", "xcconfig", "pbxproj",
    "resolved", "lock", "properties", "gradle", "env", "pem", "cer", "p12", "key",
    // Scripts and code.
    "sh", "bash", "zsh", "fish", "py", "rb", "pl", "js", "mjs", "cjs", "ts", "tsx", "jsx", "css", "scss",
    "h", "m", "mm", "c", "cc", "cpp", "hpp", "kt", "kts", "java", "go", "rs", "swift", "metal",
    // Archives.
    "zip", "gz", "tgz", "tar", "xz", "bz2", "7z",
    // What the localization walker reads as files.
    "strings", "stringsdict", "xcstrings", "xliff", "xlf", "xml",
  ]
}
