internal import CTypeFitShims
import Foundation
import TypeFitInput

extension FontStackDefinition {
  /// Script fallbacks found among the installed fonts instead of listed one by one: every file
  /// `<prefix><Script>-Regular.ttf` (or `.otf`) in the stack's search paths whose `<Script>` is a
  /// Unicode script's name (`NotoSansGujarati-Regular.ttf` → Gujarati, `Gujr`) serves that
  /// script, with its `-Bold` file when there is one, after the listed script fallbacks.
  ///
  /// So the default stack covers every script the installed Noto packages provide (Debian's
  /// `fonts-noto-core` has some 130: Gujarati, Gurmukhi, Kannada, Telugu, Sinhala, Malayalam,
  /// Oriya, Tibetan…), whatever the package version, and a script whose font is missing is
  /// reported as TF004 rather than failing the stack. Names are matched as ICU matches script
  /// names (`OldItalic` = `Old_Italic`); files whose name is no script (`NotoSansMath`,
  /// `NotoSansDisplay`, `NotoSansTifinaghAPT`) and scripts a listed family already serves are
  /// passed over.
  ///
  /// ```json
  /// "scriptDiscovery": {"prefix": "NotoSans", "package": "fonts-noto-core"}
  /// ```
  public struct ScriptDiscovery: Sendable, Hashable, Codable {
    /// The file name prefix before the script's name (`NotoSans`).
    public var prefix: String
    /// The package that installs such files, for reports.
    public var package: String?

    public init(prefix: String, package: String? = nil) {
      self.prefix = prefix
      self.package = package
    }
  }

  /// The families ``scriptDiscovery`` finds in the search paths, sorted by family name; empty
  /// without discovery. Each is optional (`required` false) and serves one script.
  ///
  /// - Complexity: one directory listing per search path.
  public func discoveredScriptFamilies() -> [Family] {
    guard let discovery = scriptDiscovery else { return [] }
    let listed = Set(scriptFallbacks.flatMap { $0.scripts ?? [] })
    var found: [String: Family] = [:]
    let manager = FileManager.default
    for (path, _) in FontFileLocator.distinctFolders(searchPaths) {
      // Only the names that may be a script's regular face are kept: a search folder may hold
      // hundreds of thousands of other files (the forty-second attack's A42-4).
      var names: [String] = []
      do {
        try FileSystemPath.eachName(inFolder: path) { bytes in
          if let name = String(validating: bytes, as: UTF8.self),
            Self.scriptName(of: name, prefix: discovery.prefix) != nil
          {
            names.append(name)
          }
          return true
        }
      } catch {
        // A folder that is missing or cannot be listed serves no script, as before; a listing
        // the memory limit stops keeps what it found.
      }
      for name in names.sorted() {
        guard let (script, extensionName) = Self.scriptName(of: name, prefix: discovery.prefix),
          let code = Self.scriptCode(named: script), !listed.contains(code), found[code] == nil
        else { continue }
        var faces = [Face(weight: .regular, file: name)]
        let bold = "\(discovery.prefix)\(script)-Bold.\(extensionName)"
        if manager.isReadableFile(atPath: path + "/" + bold) { faces.append(Face(weight: .bold, file: bold)) }
        found[code] = Family(
          family: Self.familyName(prefix: discovery.prefix, script: script), package: discovery.package,
          scripts: [code], faces: faces, required: false)
      }
    }
    return found.values.sorted { $0.family < $1.family }
  }

  /// The longest script name a file name is searched for, in ASCII letters: 40 (the longest
  /// of Unicode's script names, `NyiakengPuachueHmong`, has 20).
  static let maximumScriptNameLength = 40

  /// `("Gujarati", "ttf")` for `NotoSansGujarati-Regular.ttf` with prefix `NotoSans`; `nil` unless
  /// the name between them is 1 to ``maximumScriptNameLength`` ASCII letters. Compares bytes, so
  /// a folder of 200,000 other names costs little (the forty-third attack's A43-5: 220-letter
  /// names checked a character at a time took 115 s in a debug build).
  static func scriptName(of file: String, prefix: String) -> (String, String)? {
    let bytes = file.utf8
    let prefixBytes = prefix.utf8
    for extensionName in ["ttf", "otf"] {
      let suffix = "-Regular.\(extensionName)".utf8
      let nameLength = bytes.count - prefixBytes.count - suffix.count
      guard (1...Self.maximumScriptNameLength).contains(nameLength), bytes.starts(with: prefixBytes),
        bytes.reversed().starts(with: suffix.reversed())
      else { continue }
      let name = bytes.dropFirst(prefixBytes.count).prefix(nameLength)
      guard name.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else { return nil }
      return (String(decoding: name, as: UTF8.self), extensionName)
    }
    return nil
  }

  /// The ISO 15924 code a script name gives (`Gujarati` → `Gujr`), or `nil` when the name is no
  /// specific script.
  static func scriptCode(named name: String) -> String? {
    var code: (CChar, CChar, CChar, CChar, CChar) = (0, 0, 0, 0, 0)
    let found = withUnsafeMutablePointer(to: &code) { pointer in
      pointer.withMemoryRebound(to: CChar.self, capacity: 5) { chars -> String? in
        guard tf_script_code_for_name(name, chars) == 1 else { return nil }
        return String(cString: chars)
      }
    }
    guard let found, !["Zyyy", "Zinh", "Zzzz", "Latn"].contains(found) else { return nil }
    return found
  }

  /// `Noto Sans Gujarati` from `NotoSans` and `Gujarati`: a space before each capital.
  static func familyName(prefix: String, script: String) -> String {
    func spaced(_ text: String) -> String {
      var result = ""
      for character in text {
        if character.isUppercase, !result.isEmpty { result.append(" ") }
        result.append(character)
      }
      return result
    }
    return spaced(prefix) + " " + spaced(script)
  }
}
