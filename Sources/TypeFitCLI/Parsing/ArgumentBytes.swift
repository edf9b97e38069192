import TypeFit
import TypeFitInput

/// Command-line arguments as the bytes the system passed, checked before they become strings.
///
/// `CommandLine.arguments` replaces bytes that are not UTF-8 with U+FFFD, so `measure --text`
/// would measure a replacement character the user never wrote, and a path such as `App\xFF`
/// would name another file (`App\u{FFFD}`, which `--output` would then replace). Every argument
/// must be valid UTF-8: the values of the options that carry text to lay out (``textOptions``)
/// are refused with the option's name, any other argument (a path, which Linux allows to be
/// any bytes, but which this tool's file walks and reports hold as text) by its position and
/// its escaped bytes.
public enum ArgumentBytes {
  /// Options whose value is text to measure or lay out.
  public static let textOptions: Set<String> = ["text", "title", "subtitle", "value"]

  /// The arguments as strings.
  ///
  /// - Parameter arguments: Each argument's bytes, without the program name.
  /// - Throws: ``UsageError`` naming the option and the byte offset (from 1) of the first value
  ///   of a ``textOptions`` option that is not UTF-8, or else the first other argument that is
  ///   not UTF-8, by its position (from 1) and its bytes escaped (`App\xFF`).
  public static func decode(_ arguments: [[UInt8]]) throws(UsageError) -> [String] {
    var pending: String?
    for argument in arguments {
      if let name = pending {
        pending = nil
        try check(argument[...], of: name)
        continue
      }
      guard argument.starts(with: Array("--".utf8)), argument.count > 2 else { continue }
      if let equals = argument.firstIndex(of: UInt8(ascii: "=")) {
        let name = String(decoding: argument[2..<equals], as: UTF8.self)
        if textOptions.contains(name) { try check(argument[(equals + 1)...], of: name) }
      } else {
        let name = String(decoding: argument[2...], as: UTF8.self)
        if textOptions.contains(name) { pending = name }
      }
    }
    for (index, argument) in arguments.enumerated()
    where UTF8Validation.firstInvalidOffset(argument[...]) != nil {
      throw UsageError(
        "argument \(index + 1), \(TerminalText.escaped(FileSystemPath.escaped(argument))), is not valid UTF-8; paths and values must be UTF-8 "
          + "(rename the file or folder)")
    }
    return arguments.map { String(decoding: $0, as: UTF8.self) }
  }

  /// The refusal of the first argument with a run of more than `CombiningMarkRun.maximum`
  /// combining marks, by its position (from 1), or `nil`. Every name an argument gives is
  /// compared with the known names, and Swift's comparison takes time growing with the square of
  /// such a run: one 128 KB `--device` took 105 s (the seventieth attack's A70-6). Asked by
  /// ``TypeFitTool/run(_:io:)``, which every command line goes through.
  static func markRunRefusal(_ arguments: [String]) -> UsageError? {
    guard let index = arguments.firstIndex(where: CombiningMarkRun.hasLongRun) else { return nil }
    return UsageError(
      "argument \(index + 1) has \(CombiningMarkRun.refusalReason()); no name, path or text needs so many")
  }

  private static func check(_ value: ArraySlice<UInt8>, of name: String) throws(UsageError) {
    guard let offset = UTF8Validation.firstInvalidOffset(value) else { return }
    throw UsageError(
      "the value of --\(name) is not valid UTF-8 (byte 0x\(hex(value[value.startIndex + offset])) at byte "
        + "\(offset + 1)); pass the text as UTF-8")
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
  }
}
