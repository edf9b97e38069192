import CTypeFitShims

/// Unicode script of each grapheme cluster (ISO 15924 codes from ICU), with Common (`Zyyy`)
/// and Inherited (`Zinh`) clusters taking the script of the run they sit in, as UAX #24's
/// script-run resolution does for itemization.
enum ScriptResolver {
  static let common = "Zyyy"

  /// Script of one scalar.
  static func script(of scalar: UInt32) -> String {
    if scalar < 0x80 {
      let isLetter = (scalar | 0x20) >= 0x61 && (scalar | 0x20) <= 0x7A
      return isLetter ? "Latn" : common
    }
    var code: (CChar, CChar, CChar, CChar, CChar) = (0, 0, 0, 0, 0)
    return withUnsafeMutablePointer(to: &code) { pointer in
      pointer.withMemoryRebound(to: CChar.self, capacity: 5) { chars in
        tf_script_code(scalar, chars)
        return String(cString: chars)
      }
    }
  }

  /// Resolved script per cluster: the first scalar with a real script decides; clusters of
  /// only Common/Inherited scalars take the previous cluster's script, or the next one's at
  /// the start of the text.
  static func resolve(clusterScalars: [[UInt32]]) -> [String] {
    var scripts = clusterScalars.map { scalars -> String in
      for scalar in scalars {
        let script = script(of: scalar)
        if script != common, script != "Zinh", script != "Zzzz" { return script }
      }
      return common
    }
    var previous: String? = nil
    for i in scripts.indices {
      if scripts[i] == common, let previous {
        scripts[i] = previous
      } else if scripts[i] != common {
        previous = scripts[i]
      }
    }
    if let firstReal = scripts.first(where: { $0 != common }) {
      for i in scripts.indices where scripts[i] == common { scripts[i] = firstReal }
    }
    return scripts
  }
}
