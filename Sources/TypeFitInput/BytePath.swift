/// Paths taken apart and compared as the kernel takes them: by bytes, with the byte `/` as the
/// only separator.
///
/// Swift's `String` works in grapheme clusters (`Character`) and compares by canonical
/// equivalence, which is right for text shown to people and wrong for paths: `/` followed by
/// U+0301 COMBINING ACUTE ACCENT is one `Character`, so `"a/\u{301}b".split(separator: "/")` is
/// one name, not two, and a folder `é` written NFC (U+00E9) is `==` and `hasPrefix` to the
/// different folder `é` written NFD (`e` + U+0301) that Linux keeps beside it. Every path split,
/// joined, compared or tested for containment goes through here, so the names read, the files
/// written and the "a link leads out" checks agree with the file system byte for byte.
///
/// ```swift
/// BytePath.names(of: "reports/\u{301}/../r.json")      // ["reports", "\u{301}", "..", "r.json"]
/// BytePath.isInside("/src/cafe\u{301}/x", "/src/caf\u{E9}")  // false: another folder
/// BytePath.isInside("/src/caf\u{E9}/x", "/src/caf\u{E9}")    // true
/// ```
package enum BytePath {
  /// How many names `path` has below `folder`, a folder holding it (``isInside(_:_:)``): 0 for
  /// the folder itself, 2 for `folder/a/b`.
  package static func depth(of path: String, below folder: String) -> Int {
    names(of: path).count - names(of: folder).count
  }

  /// The names of `path` between `/` bytes, empty ones (from `//`, a leading or a trailing
  /// `/`) left out; `.` and `..` are kept as names.
  package static func names(of path: String) -> [String] {
    path.unicodeScalars.split(separator: "/").map { String($0) }
  }

  /// The path by its names, by bytes: without `.` names and repeated or trailing `/`, a leading
  /// `/` kept (`.//app/x` is `app/x`, not the absolute `/app/x`; `./\u{301}x` loses its `./`);
  /// `.` for a relative path of no other names; `""` stays `""`. `..` names stay.
  package static func tidied(_ path: String) -> String {
    guard !path.isEmpty, !isTidy(path) else { return path }
    let joined = names(of: path).filter { $0 != "." && !$0.isEmpty }.joined(separator: "/")
    if isAbsolute(path) { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  /// Whether ``tidied(_:)`` leaves `path` as it is: no name of it is `.` or empty, but for the
  /// empty one before an absolute path's leading `/` (`/` and `.`, also left as they are, are
  /// not taken for tidy: they go through the whole tidying). Read by bytes without splitting: a
  /// report tidies the path of every result it writes, almost always the same few tidy paths.
  package static func isTidy(_ path: String) -> Bool {
    let slash = UInt8(ascii: "/")
    let dot = UInt8(ascii: ".")
    let checked: Bool? = path.utf8.withContiguousStorageIfAvailable { bytes in
      var nameStart = 0
      for index in 0...bytes.count where index == bytes.count || bytes[index] == slash {
        let length = index - nameStart
        if length == 0, index > 0 || bytes.count == 1 { return false }
        if length == 1, bytes[nameStart] == dot { return false }
        nameStart = index + 1
      }
      return true
    }
    return checked ?? false
  }

  /// The last name of `path` (`de.lproj` for `App/de.lproj/`); empty for `/` or `""`.
  package static func lastName(of path: String) -> String {
    path.unicodeScalars.split(separator: "/").last.map { String($0) } ?? ""
  }

  /// The folder holding an absolute path without `.` or `..`: everything before its last `/`
  /// (`/src/app` for `/src/app/x.json`), `/` for a name at the top.
  package static func folder(of path: String) -> String {
    let scalars = path.unicodeScalars
    guard let slash = scalars.lastIndex(of: "/"), slash != scalars.startIndex else { return "/" }
    return String(scalars[..<slash])
  }

  /// Whether `path` starts with the byte `/` (`"/\u{301}x".hasPrefix("/")` is `false`: its
  /// first `Character` is `/` with the accent).
  package static func isAbsolute(_ path: String) -> Bool {
    path.utf8.first == UInt8(ascii: "/")
  }

  /// Whether the name `name` has an extension: a `.` after its first byte (`a.strings`, not
  /// `.hidden` or `Folder`). Links are judged by this when their target must not be looked at.
  package static func hasExtension(_ name: String) -> Bool {
    guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return false }
    return dot != name.utf8.startIndex
  }

  /// Whether `path` ends with the byte `/` (it names a folder).
  package static func endsWithSlash(_ path: String) -> Bool {
    path.utf8.last == UInt8(ascii: "/")
  }

  /// `name` inside `folder`, with one `/` between them.
  package static func join(_ folder: String, _ name: String) -> String {
    folder.utf8.last == UInt8(ascii: "/") ? folder + name : folder + "/" + name
  }

  /// Whether `a` and `b` are the same bytes (the same path to the kernel).
  package static func isSame(_ a: String, _ b: String) -> Bool {
    UTF8Bytes.same(a, b)
  }

  /// Whether `path` is `folder` or lies inside it, by bytes: `path` equals `folder`, or
  /// starts with `folder` and a `/`. Both are absolute paths without `.` or `..` (links
  /// resolved when containment is the question); a `folder` of `/` holds every absolute path.
  package static func isInside(_ path: String, _ folder: String) -> Bool {
    let folderBytes = Array(folder.utf8)
    let pathBytes = Array(path.utf8)
    if folderBytes == pathBytes { return true }
    let slash = UInt8(ascii: "/")
    let prefix = folderBytes.last == slash ? folderBytes : folderBytes + [slash]
    return pathBytes.count >= prefix.count && pathBytes.starts(with: prefix)
  }

  /// Whether the relative path `path` goes up out of the folder it is taken from, its `..` taken
  /// away by name: `../x`, `a/../../x`; not `a/../x`, `./x` or an absolute path.
  package static func goesUp(_ path: String) -> Bool {
    guard !isAbsolute(path) else { return false }
    var depth = 0
    for name in names(of: path) {
      switch name {
      case ".": continue
      case "..":
        depth -= 1
        if depth < 0 { return true }
      default: depth += 1
      }
    }
    return false
  }

  /// Whether `path` lies inside `folder` and is not `folder` itself (``isInside(_:_:)``
  /// without equality; every absolute path but `/` is below `/`).
  package static func isBelow(_ path: String, _ folder: String) -> Bool {
    !isSame(path, folder) && isInside(path, folder)
  }

  /// The deepest folder holding both `a` and `b` (absolute paths without `.` or `..`), names
  /// compared by bytes: `/` when they share none.
  ///
  /// ```swift
  /// BytePath.sharedFolder("/x/src", "/x/src/Sources/App")  // "/x/src"
  /// BytePath.sharedFolder("/tmp/a", "/tmp/b/c")  // "/tmp"
  /// ```
  package static func sharedFolder(_ a: String, _ b: String) -> String {
    var shared: [String] = []
    for (first, second) in zip(names(of: a), names(of: b)) {
      guard isSame(first, second) else { break }
      shared.append(first)
    }
    return "/" + shared.joined(separator: "/")
  }

  /// `path` made absolute from the folder `base` (when it does not start with `/`), with `.`,
  /// `..` and repeated `/` removed by name, links not resolved (`..` at the top stays at `/`):
  /// where the path points as written.
  ///
  /// ```swift
  /// BytePath.absolute("a/./b/../c", from: "/src")  // "/src/a/c"
  /// BytePath.absolute("/x/\u{301}/../y", from: "/src")  // "/x/y"
  /// ```
  package static func absolute(_ path: String, from base: String) -> String {
    var parts: [String] = []
    for name in names(of: isAbsolute(path) ? path : join(base, path)) {
      switch name {
      case ".": continue
      case "..": if !parts.isEmpty { parts.removeLast() }
      default: parts.append(name)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// Whether the bytes of path `a` come before those of `b`: the order of the names a folder
  /// lists, the same for every normalization.
  package static func precedes(_ a: String, _ b: String) -> Bool {
    UTF8Bytes.precedes(a, b)
  }
}
