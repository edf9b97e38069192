import Foundation
import TypeFitLocalization

/// Reads fuzzer bytes in one format and traps when a reader breaks its contract.
///
/// The contract (LocalizationReader.read(_:path:format:options:)): never trap, never hang, and
/// every string and diagnostic carries a 1-based location in the file that was read.
enum ReaderInvariants {
  /// The path every input is reported under; the `.lproj` folder gives it a locale.
  static let path = "de.lproj/Fuzz"

  static func check(_ bytes: UnsafeRawBufferPointer, format: LocalizationFormat) {
    let result = LocalizationReader.read(Data(bytes), path: path, format: format)
    for string in result.strings {
      precondition(string.location.file == path, "string reported in another file")
      precondition(string.location.line >= 1 && string.location.column >= 1, "string line below 1")
    }
    for diagnostic in result.diagnostics {
      precondition(diagnostic.file == path, "diagnostic reported in another file")
      precondition((diagnostic.line ?? 1) >= 1, "diagnostic line below 1")
    }
  }
}
