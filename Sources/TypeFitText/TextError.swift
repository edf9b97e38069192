import Foundation
import TypeFitConcurrency

/// Why text could not be measured, or a font could not be used.
///
/// Errors from C libraries carry the failing call and the library's own error code, so a
/// report can name both (`FT_New_Face failed with FreeType error 1`).
public enum TextError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No configured font covers these Unicode scalars; measuring `.notdef` would be a lie.
  case missingGlyphs(codePoints: [UInt32])
  /// Font files of one family the stack names are not on this machine: `files` as the stack
  /// names them, each once; `searched`, the folders a name without a folder was looked for in
  /// (empty when every file is a path).
  case fontNotFound(family: String, files: [String], package: String?, searched: [String])
  /// Font files of one family a stack file names outside its repository
  /// (``FontStackDefinition/fileRoot``) are missing, unreadable or not fonts: which one is not
  /// said, so that a stack file from a repository cannot tell what exists on the machine
  /// (`files` as the stack file names them; `searched` as for ``fontNotFound(family:files:package:searched:)``).
  case fontUnusable(family: String, files: [String], package: String?, searched: [String])
  /// Several families cannot be used: one error per family, in the stack's order (``messages``
  /// lists the first ``listedLimit`` and how many more).
  case fontsUnavailable([TextError])
  /// A font file exists but cannot be opened as a font.
  case fontUnreadable(path: String, call: String, code: Int32)
  /// A font file that must not be handed to FreeType: not a regular file, or a face index
  /// outside 0…65,535.
  case invalidFontFile(path: String, reason: String)
  /// There was not enough memory (or address space under a limit such as `ulimit -v`) to read
  /// a font file of `bytes` bytes or to make FreeType's or HarfBuzz's objects for it.
  case fontOutOfMemory(path: String, bytes: Int)
  /// A face of a stack would bring the bytes of the distinct font files the stack reads into
  /// memory past the stack's cap (``FontStack/readByteCap``): `stackFile` is the stack file as
  /// named (`nil` for a built-in stack), `family` and `file` the face as the stack names it,
  /// `bytes` the total with its file, `cap` the cap, in bytes.
  case stackReadCapExceeded(stackFile: String?, family: String, file: String, bytes: Int, cap: Int)
  /// A stack would load more different faces than `cap` (each its own FreeType and HarfBuzz
  /// face); `family` and `file` name the first one past it.
  case stackFaceCapExceeded(stackFile: String?, family: String, file: String, cap: Int)
  /// A font stack definition is malformed.
  case invalidFontStack(String)
  /// A layout parameter is out of range (a width that is NaN or negative, a size ≤ 0).
  case invalidParameter(name: String, value: String, reason: String)
  /// An ICU call failed.
  case icu(call: String, code: Int32)
  /// FreeType could not load or decompose a glyph's outline (`call` is the failing function).
  case glyphOutline(glyph: UInt32, path: String, call: String, code: Int32)

  public var description: String {
    switch self {
    case .missingGlyphs(let codePoints):
      let names = codePoints.map(Self.codePointName)
      return "no configured font covers \(names.joined(separator: ", "))"
    case .fontNotFound(let family, let files, let package, let searched):
      let hint = package.map { " (install the Debian package \($0): apt-get install -y \($0))" } ?? ""
      return "font '\(family)' not found: \(Self.listed(files))\(Self.folders(searched))\(hint)"
    case .fontUnusable(let family, let files, let package, let searched):
      let hint = package.map { "; if it is meant to be installed: apt-get install -y \($0)" } ?? ""
      let one = files.count == 1
      return "font '\(family)' cannot be used: \(Self.listed(files))\(Self.folders(searched)) "
        + (one ? "is missing, unreadable or not a font" : "are missing, unreadable or not fonts")
        + " (a stack file's fonts outside its repository are used only when they load, and which of these it is "
        + "is not said)" + hint
    case .fontsUnavailable:
      return messages.joined(separator: "; ")
    case .fontUnreadable(let path, let call, let code):
      let meaning = Self.freeTypeMeaning[code].map { " (\($0))" } ?? ""
      return "cannot read font \(path): \(call) failed with error \(code)\(meaning)"
    case .invalidFontFile(let path, let reason):
      return "cannot use font \(path): \(reason)"
    case .fontOutOfMemory(let path, let bytes):
      return "cannot read font \(path): out of memory while reading its \(bytes) bytes; "
        + Self.memoryAdvice + "; every font the run loads counts against it (the "
        + "whole stack with its fallbacks, and each font measure --batch lines name)"
    case .stackReadCapExceeded(let stackFile, let family, let file, let bytes, let cap):
      let mebibytes = cap > 0 && cap % (1 << 20) == 0 ? " (\(cap >> 20) MiB)" : ""
      if stackFile == nil, family == file {
        // `--font PATH` or a batch line's font: one file, judged by its table directory before
        // it is read (fourteenth attack A14-4).
        return "cannot read font \(file): its tables reach \(bytes) bytes, more than the cap of \(cap) bytes"
          + "\(mebibytes) of font files one font stack reads into memory; not read (a font is read up to the "
          + "end of its last table, as its table directory says)"
      }
      let stack = stackFile.map { "font stack file \($0)" } ?? "the font stack"
      return "\(stack): font '\(family)' (\(file)) would bring the font files the stack reads into memory to "
        + "\(bytes) bytes, more than the cap of \(cap) bytes\(mebibytes) for one stack; name fewer "
        + "different font files (names and links of one file are read once, and fonts of "
        + "\(FontFileMapping.systemFontFolder) that only root can change are mapped and not counted)"
    case .stackFaceCapExceeded(let stackFile, let family, let file, let cap):
      let stack = stackFile.map { "font stack file \($0)" } ?? "the font stack"
      return
        "\(stack): font '\(family)' (\(file)) would be one more than the \(cap) different faces one stack "
        + "loads; name fewer different faces (the faces of one file, index and variations, and indices of a "
        + "collection that lead to one font, are loaded once)"
    case .invalidFontStack(let reason):
      return "invalid font stack: \(reason)"
    case .invalidParameter(let name, let value, let reason):
      return "invalid \(name) \(value): \(reason)"
    case .icu(let call, let code):
      return "ICU \(call) failed with UErrorCode \(code)"
    case .glyphOutline(let glyph, let path, let call, let code):
      let meaning = Self.freeTypeMeaning[code].map { " (\($0))" } ?? ""
      return "cannot draw glyph \(glyph) of \(path): \(call) failed with FreeType error \(code)\(meaning)"
    }
  }

  /// The messages of the error, one per family for ``fontsUnavailable(_:)`` (the first
  /// ``listedLimit``, then how many more), else ``description`` alone; the command-line tool
  /// writes each on its own line.
  public var messages: [String] {
    guard case .fontsUnavailable(let errors) = self else { return [description] }
    let more = errors.count - Self.listedLimit
    return errors.prefix(Self.listedLimit).map(\.description)
      + (more > 0 ? ["and \(more) more font famil\(more == 1 ? "y" : "ies") cannot be used"] : [])
  }

  /// Whether the error (or one of several) is a font that did not fit in the memory left
  /// (``fontOutOfMemory(path:bytes:)``).
  public var isOutOfMemory: Bool {
    switch self {
    case .fontOutOfMemory: true
    case .fontsUnavailable(let errors): errors.contains { $0.isOutOfMemory }
    default: false
    }
  }

  /// Whether the error (or one of several) is a stack file's font outside its repository that
  /// cannot be used for a reason not said (``fontUnusable(family:files:package:searched:)``):
  /// a font that does not fit a memory limit is among such reasons.
  public var withholdsReason: Bool {
    switch self {
    case .fontUnusable: true
    case .fontsUnavailable(let errors): errors.contains { $0.withholdsReason }
    default: false
    }
  }

  /// The most files, folders or families a font error names; the rest are counted (a stack file
  /// of 9,998 missing families was one message of 169 KB, thirteenth attack A13-17).
  public static let listedLimit = 10

  /// What an out-of-memory font error advises: raising the memory limit that is set
  /// (`ulimit -v`, `ulimit -d` or both, as ``ResourceLimit/memoryLimitOptions()`` reads them when
  /// the message is made), or, with neither set, memory for the process (forty-fourth attack,
  /// A44-6: under `ulimit -d` the advice named `ulimit -v`).
  static var memoryAdvice: String {
    memoryAdvice(limitOptions: ResourceLimit.memoryLimitOptions())
  }

  /// ``memoryAdvice`` for the limits named by `limitOptions` (`nil` for none).
  static func memoryAdvice(limitOptions: String?) -> String {
    guard let limitOptions else { return "give the process more memory (no ulimit -v or ulimit -d is set)" }
    return "raise the memory limit of the process (\(limitOptions))"
  }

  /// `a.otf, b.otf`, at most ``listedLimit`` names then `and 3 more`.
  static func listed(_ names: [String]) -> String {
    let more = names.count - listedLimit
    return names.prefix(listedLimit).joined(separator: ", ") + (more > 0 ? " and \(more) more" : "")
  }

  /// ` in /a or /b` for the folders searched (at most ``listedLimit``, then `or 3 more folders`);
  /// empty for none.
  static func folders(_ searched: [String]) -> String {
    guard let last = searched.last else { return "" }
    let more = searched.count - listedLimit
    if more > 0 {
      return " in " + searched.prefix(listedLimit).joined(separator: ", ")
        + " or \(more) more folder\(more == 1 ? "" : "s")"
    }
    if searched.count == 1 { return " in " + last }
    return " in " + searched.dropLast().joined(separator: ", ") + " or " + last
  }

  /// What FreeType's error codes mean and what to do, for messages a user can act on. Codes
  /// and names from FreeType's `fterrdef.h` (`include/freetype/fterrdef.h` in the FreeType
  /// sources, <https://freetype.org/freetype2/docs/reference/ft2-error_code_values.html>).
  static let freeTypeMeaning: [Int32: String] = [
    0x01: "cannot open the file: check the path and its permissions",
    0x02: "not a font file: unknown format (give a .ttf, .otf or .ttc file)",
    0x03: "broken font file: invalid file format",
    0x04: "unsupported font format version",
    0x06: "no such face in this file: check the #INDEX of a collection",
    0x07: "a feature of this font is not supported by FreeType",
    0x08: "broken font file: invalid table",
    0x09: "broken font file: a table offset points outside the file",
    0x0A: "broken font file: an array is too large",
    0x40: "out of memory while loading the font",
    0x51: "cannot open the file as a stream",
    0x52: "broken or truncated font file: invalid seek",
    0x53: "broken or truncated font file: invalid skip",
    0x54: "broken or truncated font file: read past its end",
    // A read past the end of the data: a font read from memory gets this where a path would
    // get 0x02 (FreeType turns it into "unknown format" only after trying Mac resource forks
    // next to a path, `FT_Open_Face` in `src/base/ftobjs.c`).
    0x55:
      "not a font file, or a truncated one: a read went past the end of its data (give a .ttf, .otf or .ttc file)",
    0x56: "broken font file: invalid frame operation",
    0x58: "broken or truncated font file: invalid frame read",
    0x8E: "broken font file: a required table is missing",
    0x8F: "broken font file: no horizontal header (hhea)",
    0x90: "broken font file: no glyph locations (loca)",
    0x91: "broken font file: no name table",
    0x92: "broken font file: no character map (cmap)",
    0x93: "broken font file: no horizontal metrics (hmtx)",
    0x94: "broken font file: no PostScript table (post)",
    0x95: "broken font file: invalid horizontal metrics",
    0x96: "broken font file: invalid character map format",
    0x97: "broken font file: invalid ppem value",
    0x98: "broken font file: invalid vertical metrics",
    0x99: "broken font file: could not find context",
    0x9A: "broken font file: invalid PostScript table format",
    0x9B: "broken font file: invalid PostScript table",
    0xA0: "broken CFF font: syntax error in its data",
    0xA1: "broken CFF font: argument stack underflow",
    0xA2: "broken CFF font: the font is marked as ignored",
    0xA3: "broken CFF font: no Unicode glyph name dictionary",
    0xA4: "broken CFF font: glyph too big for hinting",
    0xB0: "broken BDF font: missing STARTFONT field",
  ]

  /// `U+00E9` style name of a code point (at least four hex digits).
  public static func codePointName(_ codePoint: UInt32) -> String {
    let hex = String(codePoint, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}

extension TextError: LocalizedError {
  /// The same text as ``description``, which the `typefit` command prints after `Error:`;
  /// Foundation's `localizedDescription` returns it.
  public var errorDescription: String? { description }
}
