/// Shell-style patterns for string keys: `*` matches any run of characters (dots included),
/// `?` one character; everything else matches itself. `menu.*` matches `menu.open`.
public struct Glob: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The pattern as written.
  public let pattern: String
  private let characters: [Character]

  public init(_ pattern: String) {
    self.pattern = pattern
    characters = Array(pattern)
  }

  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(String.self))
  }
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(pattern)
  }

  public var description: String { pattern }

  /// Whether the whole of `text` matches.
  /// - Complexity: O(pattern × text) in the worst case, with no recursion.
  public func matches(_ text: String) -> Bool {
    let text = Array(text)
    var p = 0
    var t = 0
    var starP = -1
    var starT = 0
    while t < text.count {
      if p < characters.count, characters[p] == "?" || characters[p] == text[t] {
        p += 1
        t += 1
      } else if p < characters.count, characters[p] == "*" {
        starP = p
        starT = t
        p += 1
      } else if starP >= 0 {
        p = starP + 1
        starT += 1
        t = starT
      } else {
        return false
      }
    }
    while p < characters.count, characters[p] == "*" { p += 1 }
    return p == characters.count
  }
}
