import Foundation
import TypeFitLocalization

/// The contract every localization reader keeps on any bytes, checked by the fuzz targets
/// (Tests/Fuzz/Targets) and by the seed-corpus replay test.
///
/// `LocalizationReader.read(_:path:format:options:)` never traps or hangs, and every string and
/// diagnostic it returns names the file that was read and a 1-based line.
public enum ReaderInvariants {
  /// The path every input is reported under; its `.lproj` folder gives it a locale.
  public static let path = "de.lproj/Fuzz"

  /// Reads `bytes` in `format` and returns the broken promises (empty when all hold).
  public static func violations(_ bytes: UnsafeRawBufferPointer, format: LocalizationFormat) -> [String] {
    let result = LocalizationReader.read(Data(bytes), path: path, format: format)
    var broken: [String] = []
    for string in result.strings {
      if string.location.file != path {
        broken.append("string \(string.key) reported in \(string.location.file)")
      }
      if string.location.line < 1 || string.location.column < 1 {
        broken.append("string \(string.key) at \(string.location)")
      }
    }
    for diagnostic in result.diagnostics {
      if diagnostic.file != path { broken.append("diagnostic reported in \(diagnostic.file)") }
      if let line = diagnostic.line, line < 1 { broken.append("diagnostic at line \(line)") }
    }
    return broken
  }
}
