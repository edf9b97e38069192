internal import CTypeFitShims

/// Unicode script of each grapheme cluster (ISO 15924 codes from ICU), with Common (`Zyyy`)
/// and Inherited (`Zinh`) clusters taking the script of the run they sit in, as UAX #24's
/// script-run resolution does for itemization.
enum ScriptResolver {
  /// Script of one scalar.
  static func script(of scalar: UInt32) -> ScriptCode {
    if scalar < 0x80 {
      let isLetter = (scalar | 0x20) >= 0x61 && (scalar | 0x20) <= 0x7A
      return isLetter ? .latin : .common
    }
    var code: (CChar, CChar, CChar, CChar, CChar) = (0, 0, 0, 0, 0)
    return withUnsafeMutablePointer(to: &code) { pointer in
      pointer.withMemoryRebound(to: CChar.self, capacity: 5) { chars in
        tf_script_code(scalar, chars)
        var value: UInt32 = 0
        var length = 0
        while length < 4, chars[length] != 0 {
          value = value << 8 | UInt32(UInt8(bitPattern: chars[length]))
          length += 1
        }
        for _ in length..<4 { value = value << 8 | 0x20 }
        return ScriptCode(rawValue: value)
      }
    }
  }

  /// Resolved script per cluster: the first scalar with a real script decides; clusters of
  /// only Common/Inherited scalars take the previous cluster's script, or the next one's at
  /// the start of the text.
  /// - Complexity: O(scalars).
  static func resolve(_ clusters: ClusterScalars) -> [ScriptCode] {
    var scripts = [ScriptCode](filling: .common, count: clusters.count)
    // Written through the buffer: an array's element written in the loops was checked for
    // unique ownership at every write (perf40).
    scripts.withUnsafeMutableBufferPointer { scripts in
      for c in 0..<clusters.count {
        for i in clusters.range(of: c) {
          let script = script(of: clusters.scalars[i])
          if script.isSpecific {
            scripts[c] = script
            break
          }
        }
      }
      var previous: ScriptCode? = nil
      var firstReal: ScriptCode? = nil
      for i in scripts.indices {
        if scripts[i] == .common, let previous {
          scripts[i] = previous
        } else if scripts[i] != .common {
          previous = scripts[i]
          if firstReal == nil { firstReal = scripts[i] }
        }
      }
      if let firstReal {
        for i in scripts.indices where scripts[i] == .common { scripts[i] = firstReal }
      }
    }
    return scripts
  }
}
