import TypeFitInput
import TypeFitLocalization

/// How reports write the path of a localization file.
///
/// Paths are split and compared by bytes (`BytePath`), as the file system names them: a root
/// `é` written NFC is not a prefix of the folder `é` written NFD beside it.
///
/// ```swift
/// ReportPath.relative("/src/app/de.lproj/A.strings", to: "/src/app")  // "de.lproj/A.strings"
/// ReportPath.uriReference("de.lproj/Mein Text.strings")               // "de.lproj/Mein%20Text.strings"
/// ```
public enum ReportPath {
  /// The path relative to `root` when it lies inside it; else unchanged. Both are first taken
  /// by their names (`tidied(_:)`): `.` names and repeated and trailing `/` go, so
  /// `/src//app/./x` under the root `/src` is `app/x`, never the root-relative `/app/x`
  /// (twelfth attack A3), and `app/./x` and `app////x` are `app/x` as their inputs are (A4).
  public static func relative(_ path: String, to root: String?) -> String {
    var result = tidied(path)
    guard let root, !root.isEmpty else { return result }
    var folder = tidied(root)
    // Compared in place, by bytes: `starts(with:)` on the two UTF-8 views stepped an index
    // through each byte (about 900 instructions a path; the JSON and NDJSON reports ask once
    // per result).
    let restStart: Int? = result.withUTF8 { path in folder.withUTF8 { Self.restStart(of: path, inside: $0) } }
    guard let restStart else { return result }
    return result.withUTF8 {
      String(decoding: UnsafeBufferPointer(rebasing: $0[restStart...]), as: UTF8.self)
    }
  }

  /// Where the bytes of `path` after `folder` begin, when `path` lies inside it: the folder's
  /// bytes and a `/` lead the path's (the root `/` ends with one); `nil` otherwise.
  private static func restStart(
    of path: UnsafeBufferPointer<UInt8>, inside folder: UnsafeBufferPointer<UInt8>
  ) -> Int? {
    guard path.count >= folder.count,
      UnsafeBufferPointer(rebasing: path[..<folder.count]).elementsEqual(folder)
    else { return nil }
    guard folder.last != UInt8(ascii: "/") else { return folder.count }
    guard folder.count < path.count, path[folder.count] == UInt8(ascii: "/") else { return nil }
    return folder.count + 1
  }

  /// An input path as reports record it: ``relative(_:to:)``, so `check app`, `check ./app/`
  /// and `check /abs/app` with root `/abs` all record `app`, and their shards merge (eleventh
  /// attack L3). `..` names stay as written (a link may make `a/..` other than `.`).
  ///
  /// ```swift
  /// ReportPath.input("./app/./de.lproj//", root: nil)  // "app/de.lproj"
  /// ```
  static func input(_ path: String, root: String?) -> String {
    relative(path, to: root)
  }

  /// The path by its names, by bytes (``BytePath/tidied(_:)``): without `.` names and repeated
  /// or trailing `/`, a leading `/` kept; `..` names stay.
  static func tidied(_ path: String) -> String { BytePath.tidied(path) }

  /// Whether ``tidied(_:)`` leaves `path` as it is (``BytePath/isTidy(_:)``).
  static func isTidy(_ path: String) -> Bool { BytePath.isTidy(path) }

  /// The path joined to `root` when it is relative and a root is given; else unchanged. A
  /// leading `./` is dropped.
  ///
  /// ```swift
  /// ReportPath.absolute("./de.lproj/A.strings", root: "/src/app")  // "/src/app/de.lproj/A.strings"
  /// ```
  static func absolute(_ path: String, root: String?) -> String {
    var rest = Substring(path)
    while rest.utf8.starts(with: "./".utf8) {
      rest = Substring(rest.utf8.dropFirst(2).drop { $0 == UInt8(ascii: "/") })
    }
    let result = String(rest)
    guard !isAbsolute(result), let root, !root.isEmpty else { return result }
    return BytePath.join(root, result)
  }

  /// Whether a relative path leads out of the folder it is relative to: with `.` and `..`
  /// taken by name, a `..` climbs above its start (`../x`, `a/../../x`).
  static func leavesFolder(_ path: String) -> Bool {
    var depth = 0
    for part in BytePath.names(of: path) {
      if part == ".." {
        depth -= 1
        if depth < 0 { return true }
      } else if part != "." {
        depth += 1
      }
    }
    return false
  }

  /// An absolute path with `.`, `..` and repeated `/` removed by name (`/a/b/../c` → `/a/c`);
  /// `..` at the top stays at `/`.
  static func lexicallyNormalized(_ path: String) -> String {
    BytePath.absolute(path, from: "/")
  }

  /// Whether the path is absolute (starts with the byte `/`).
  static func isAbsolute(_ path: String) -> Bool { BytePath.isAbsolute(path) }

  /// The path as a URI reference: `/` kept, RFC 3986 unreserved characters kept, every other
  /// UTF-8 byte percent-encoded.
  static func uriReference(_ path: String) -> String {
    uriReference(bytes: path.utf8)
  }

  /// ``uriReference(_:)`` of a path's bytes (one that is not UTF-8, `App%FF`).
  static func uriReference(bytes path: some Sequence<UInt8>) -> String {
    var output = ""
    for byte in path {
      if isUnreserved(byte) || byte == UInt8(ascii: "/") {
        output.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        output += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return output
  }

  /// A `file://` URI for an absolute folder, ending in `/` (SARIF `originalUriBaseIds`).
  static func fileURI(forFolder folder: String) -> String {
    "file://" + uriReference(BytePath.join(folder, ""))
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
    default: false
    }
  }
}
