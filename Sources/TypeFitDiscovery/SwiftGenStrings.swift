/// SwiftGen's generated string accessors (`L10n.Scene.Settings.title`) mapped to the keys and
/// tables they look up, read from the generated file's `tr("Table", "Key", …)` calls.
///
/// A file is taken as SwiftGen output when it declares a `tr(` function inside an `enum` or
/// `extension` and has `static let`/`static func` members that call it with two string literals
/// (the shape of SwiftGen's `strings` templates: https://github.com/SwiftGen/SwiftGen, templates
/// `structured-swift5` and `flat-swift5`).
///
/// ```swift
/// // public enum L10n { public enum Scene { public enum Settings {
/// //   public static let title = L10n.tr("Localizable", "Scene.Settings.Title", fallback: "Settings")
/// strings.lookup(["L10n", "Scene", "Settings", "title"])  // ("Scene.Settings.Title", "Localizable")
/// ```
public struct SwiftGenStrings: Sendable {
  /// A key and the table (`.strings` file name without extension) it is looked up in.
  public struct Entry: Sendable, Hashable {
    public var key: String
    public var table: String
  }

  /// Accessor paths joined with `.` (`L10n.Scene.Settings.title`) to their entries.
  public private(set) var entries: [String: Entry] = [:]
  /// The outermost enum names of the generated files (`L10n`).
  public private(set) var roots: Set<String> = []

  public init() {}

  /// Whether a file's text looks like SwiftGen output worth tokenizing (a cheap byte search
  /// before lexing every file).
  public static func mightBeGenerated(_ bytes: [UInt8]) -> Bool {
    bytes.containsSequence(Array("func tr(".utf8)) && bytes.containsSequence(Array("enum ".utf8))
  }

  /// Adds the accessors of one tokenized file; files that are not SwiftGen output add nothing.
  ///
  /// - Returns: how many accessors were added.
  @discardableResult
  mutating func add(_ stream: TokenStream) -> Int {
    var declaresTr = false
    for position in 0..<max(0, stream.count - 1)
    where stream[position].text == "func" && stream[position].kind == .keyword
      && stream[position + 1].text == "tr"
    {
      declaresTr = true
      break
    }
    guard declaresTr else { return 0 }
    var scopes: [(name: [String], close: Int)] = []
    var added = 0
    var position = 0
    while position < stream.count {
      while let last = scopes.last, position > last.close { scopes.removeLast() }
      let token = stream[position]
      if token.kind == .keyword, token.text == "enum" || token.text == "extension" {
        var names: [String] = []
        var current = position + 1
        while current < stream.count, stream[current].kind == .identifier {
          names.append(stream[current].text)
          guard stream.isPunctuation(current + 1, ".") else { break }
          current += 2
        }
        var open = current
        while open < stream.count, open < current + 20, !stream.isPunctuation(open, "{") { open += 1 }
        if !names.isEmpty, stream.isPunctuation(open, "{"), let close = stream.partner[open] {
          let outer = token.text == "extension" ? [] : (scopes.last?.name ?? [])
          scopes.append((outer + names, close))
          if scopes.count == 1 || (token.text == "extension") { roots.insert(names[0]) }
          position = open + 1
          continue
        }
      }
      if token.kind == .keyword, token.text == "let" || token.text == "func", let scope = scopes.last,
        position + 1 < stream.count, stream[position + 1].kind == .identifier,
        stream[position + 1].text != "tr",
        let entry = Self.trCall(after: position + 2, in: stream)
      {
        entries[(scope.name + [stream[position + 1].text]).joined(separator: ".")] = entry
        added += 1
      }
      position += 1
    }
    return added
  }

  /// Finds `tr("Table", "Key"` within the next few tokens of a member declaration.
  static func trCall(after position: Int, in stream: TokenStream) -> Entry? {
    var current = position
    let limit = min(stream.count, position + 80)
    while current + 5 < limit {
      let token = stream[current]
      if token.kind == .keyword, token.text == "let" || token.text == "func" || token.text == "enum" {
        return nil
      }
      if token.isIdentifier("tr"), stream.isPunctuation(current + 1, "("),
        let table = stream[current + 2].literal?.plainText, stream.isPunctuation(current + 3, ","),
        let key = stream[current + 4].literal?.plainText
      {
        return Entry(key: key, table: table)
      }
      current += 1
    }
    return nil
  }

  /// The entry of an accessor path (`["L10n", "Scene", "title"]`); a leading module name
  /// (`MastodonLocalization.L10n…`) is dropped.
  public func lookup(_ path: [String]) -> Entry? {
    var components = path[...]
    while let first = components.first, !roots.contains(first), components.count > 1 {
      components.removeFirst()
    }
    return entries[components.joined(separator: ".")]
  }

  /// Adds an entry by hand (tests, or other generators).
  public mutating func add(path: String, key: String, table: String) {
    entries[path] = Entry(key: key, table: table)
    if let root = path.split(separator: ".").first { roots.insert(String(root)) }
  }
}

extension Array where Element == UInt8 {
  /// Whether `needle` occurs in the array (a plain search; inputs are capped at 16 MiB).
  func containsSequence(_ needle: [UInt8]) -> Bool {
    guard let first = needle.first, needle.count <= count else { return needle.isEmpty }
    var position = 0
    let last = count - needle.count
    while position <= last {
      if self[position] == first {
        var matched = true
        for offset in 1..<needle.count where self[position + offset] != needle[offset] {
          matched = false
          break
        }
        if matched { return true }
      }
      position += 1
    }
    return false
  }
}
