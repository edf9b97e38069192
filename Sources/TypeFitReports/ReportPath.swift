/// How reports write the path of a localization file.
///
/// ```swift
/// ReportPath.relative("/src/app/de.lproj/A.strings", to: "/src/app")  // "de.lproj/A.strings"
/// ReportPath.uriReference("de.lproj/Mein Text.strings")               // "de.lproj/Mein%20Text.strings"
/// ```
enum ReportPath {
  /// The path relative to `root` when it lies inside it; else unchanged. A leading `./` is
  /// dropped either way.
  static func relative(_ path: String, to root: String?) -> String {
    var result = path
    if let root, !root.isEmpty {
      let prefix = root.hasSuffix("/") ? root : root + "/"
      if result.hasPrefix(prefix) { result = String(result.dropFirst(prefix.count)) }
    }
    while result.hasPrefix("./") { result = String(result.dropFirst(2)) }
    return result
  }

  /// The path joined to `root` when it is relative and a root is given; else unchanged. A
  /// leading `./` is dropped.
  ///
  /// ```swift
  /// ReportPath.absolute("./de.lproj/A.strings", root: "/src/app")  // "/src/app/de.lproj/A.strings"
  /// ```
  static func absolute(_ path: String, root: String?) -> String {
    var result = path
    while result.hasPrefix("./") { result = String(result.dropFirst(2)) }
    guard !isAbsolute(result), let root, !root.isEmpty else { return result }
    return (root.hasSuffix("/") ? root : root + "/") + result
  }

  /// Whether a relative path leads out of the folder it is relative to: with `.` and `..`
  /// taken by name, a `..` climbs above its start (`../x`, `a/../../x`).
  static func leavesFolder(_ path: String) -> Bool {
    var depth = 0
    for part in path.split(separator: "/") {
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
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
      } else if part != "." {
        parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// Whether the path is absolute (starts with `/`).
  static func isAbsolute(_ path: String) -> Bool { path.hasPrefix("/") }

  /// The path as a URI reference: `/` kept, RFC 3986 unreserved characters kept, every other
  /// UTF-8 byte percent-encoded.
  static func uriReference(_ path: String) -> String {
    var output = ""
    for byte in path.utf8 {
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
    let path = folder.hasSuffix("/") ? folder : folder + "/"
    return "file://" + uriReference(path)
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
