import TypeFitInput
import TypeFitLocalization

/// The keys the app's Swift sources only ever speak (``SourceKeyRole/Kind/spoken``): every use
/// of the key is in a spoken place (``SpokenContexts``), or in the body of a type or function
/// whose name is only used in spoken places (one level deep:
/// `.accessibilityLabel(StatusRowAccessibilityLabel(viewModel: vm).finalLabel())` makes the keys
/// of `StatusRowAccessibilityLabel`'s methods spoken).
///
/// Conservative: any other occurrence of the key's literal (or SwiftGen accessor) in the shipped
/// code, wherever it is and whatever it does, keeps the key a visible label; a file whose brackets
/// nest too deep to be matched has no spoken place. Keys are compared in ``LocalizedKeyShape``:
/// `Text("a-\(name)")` is `a-%@`, as is a literal `"a-%lld"`.
///
/// Files are added one by one (``add(tokens:stream:path:isGenerated:swiftGen:)``), then
/// ``roles()`` decides. Time and memory are linear in the tokens: each name keeps at most
/// ``maximumOtherUses`` places, and a type is followed one level only, whatever it references
/// (itself included).
struct SpokenKeyIndex {
  /// The uses a name keeps outside spoken places; a name used more often is never followed.
  static let maximumOtherUses = 64

  /// A token of a file.
  private struct Place {
    var file: Int
    var token: Int
  }

  /// One occurrence of a key.
  private struct Occurrence {
    var place: Place
    var line: Int
    var column: Int
  }

  /// A spoken range of a file, with its reason's number in ``reasons``.
  private struct SpokenRange {
    var range: Range<Int>
    var reason: Int
  }

  /// The uses of a name, its declarations' name tokens left out.
  private struct NameUses {
    /// The first use in a spoken place, with its reason's number.
    var spoken: (place: Place, reason: Int)?
    var others: [Place] = []
    var tooMany = false
  }

  private var paths: [String] = []
  private var reasons: [String] = []
  /// Each file's spoken places, merged and in order.
  private var spokenRanges: [[SpokenRange]] = []
  private var occurrences: [String: [Occurrence]] = [:]
  /// The bodies (braces included) of each declared type and function, by file.
  private var bodies: [String: [(file: Int, range: Range<Int>)]] = [:]
  private var uses: [String: NameUses] = [:]

  /// Adds a file's shipped tokens. `stream` is the file's tokens with their brackets matched
  /// (`nil` when they nest too deep: the file then has no spoken place, and every key in it is
  /// shown). A SwiftGen file (`isGenerated`) declares keys but does not use them: its literals
  /// are not occurrences.
  mutating func add(
    tokens: [SwiftToken], stream: TokenStream?, path: String, isGenerated: Bool, speaks: Bool = true,
    swiftGen: SwiftGenStrings
  ) {
    let file = paths.count
    paths.append(path)
    var ranges: [SpokenRange] = []
    if let stream, speaks {
      for place in SpokenContexts.ranges(in: stream) {
        reasons.append(place.reason)
        ranges.append(SpokenRange(range: place.range, reason: reasons.count - 1))
      }
    }
    let merged = Self.merged(ranges)
    spokenRanges.append(merged)
    for position in tokens.indices {
      let token = tokens[position]
      let place = Place(file: file, token: position)
      if token.kind == .string, !isGenerated, let key = token.literal?.keyShape, !key.isEmpty {
        occurrences[key, default: []].append(Occurrence(place: place, line: token.line, column: token.column))
        continue
      }
      guard token.kind == .identifier else { continue }
      let previous = position > 0 ? tokens[position - 1] : nil
      if let previous, Self.declares(previous) {
        if let body = Self.body(after: position, in: tokens, stream: stream) {
          bodies[token.text, default: []].append((file, body))
        }
        continue
      }
      if !isGenerated, previous?.isPunctuation(".") != true, swiftGen.roots.contains(token.text),
        let entry = swiftGen.lookup(Self.dottedNames(from: position, in: tokens))
      {
        let key = LocalizedKeyShape.of(entry.key)
        occurrences[key, default: []].append(Occurrence(place: place, line: token.line, column: token.column))
      }
      var named = uses[token.text] ?? NameUses()
      if let spoken = Self.range(containing: position, in: merged) {
        if named.spoken == nil { named.spoken = (place, spoken.reason) }
      } else if !named.tooMany {
        if named.others.count < Self.maximumOtherUses {
          named.others.append(place)
        } else {
          named.tooMany = true
          named.others = []
        }
      }
      uses[token.text] = named
    }
  }

  /// The keys only spoken, in the order of their first occurrence (file, then place).
  func roles() -> [SourceKeyRole] {
    // One level deep: the bodies of the names used only in spoken places (their own bodies
    // apart) are spoken too.
    var ranges = spokenRanges
    var reasons = reasons
    for (name, declared) in bodies.sorted(by: { $0.key < $1.key }) {
      guard let named = uses[name], let spoken = named.spoken, !named.tooMany else { continue }
      let outside = named.others.contains { use in
        !declared.contains { $0.file == use.file && $0.range.contains(use.token) }
      }
      guard !outside else { continue }
      reasons.append("in \(name), used only as the \(reasons[spoken.reason])")
      for body in declared {
        ranges[body.file].append(SpokenRange(range: body.range, reason: reasons.count - 1))
      }
    }
    for file in ranges.indices where ranges[file].count > spokenRanges[file].count {
      ranges[file] = Self.merged(ranges[file])
    }
    var found: [(first: Occurrence, role: SourceKeyRole)] = []
    for (key, places) in occurrences {
      var first: (Occurrence, SpokenRange)?
      for occurrence in places {
        guard let range = Self.range(containing: occurrence.place.token, in: ranges[occurrence.place.file])
        else {
          first = nil
          break
        }
        if first == nil { first = (occurrence, range) }
      }
      guard let (occurrence, range) = first else { continue }
      let location = SourceLocation(
        file: paths[occurrence.place.file], line: occurrence.line, column: occurrence.column)
      found.append(
        (
          occurrence,
          SourceKeyRole(key: key, kind: .spoken, reason: reasons[range.reason], location: location)
        ))
    }
    return found.sorted {
      ($0.first.place.file, $0.first.place.token, $0.role.key) < (
        $1.first.place.file, $1.first.place.token, $1.role.key
      )
    }.map(\.role)
  }

  /// Whether `token` declares the name after it: `struct`, `class`, `enum`, `extension`,
  /// `actor`, `func`.
  private static func declares(_ token: SwiftToken) -> Bool {
    switch token.kind {
    case .keyword: ["struct", "class", "enum", "extension", "func"].contains(token.text)
    case .identifier: token.text == "actor"
    default: false
    }
  }

  /// The braces of the body of the declaration whose name is at `name`: the first `{` before
  /// another declaration starts, `=`, or a `}`, followed to its partner; `nil` without one.
  private static func body(after name: Int, in tokens: [SwiftToken], stream: TokenStream?) -> Range<Int>? {
    guard let stream else { return nil }
    var position = name + 1
    while position < tokens.count {
      let token = tokens[position]
      if token.kind == .keyword,
        ["func", "var", "let", "struct", "class", "enum", "case", "init"].contains(token.text)
      {
        return nil
      }
      if token.kind == .punctuation {
        switch token.text {
        case "{": return stream.partner[position].map { position..<$0 + 1 }
        case "}", "=", ";": return nil
        case "(", "[":
          guard let close = stream.partner[position] else { return nil }
          position = close + 1
          continue
        default: break
        }
      }
      position += 1
    }
    return nil
  }

  /// `A.B.c` from `start`: the names joined by dots.
  private static func dottedNames(from start: Int, in tokens: [SwiftToken]) -> [String] {
    var names = [tokens[start].text]
    var position = start + 1
    while position + 1 < tokens.count, tokens[position].isPunctuation("."),
      tokens[position + 1].kind == .identifier
    {
      names.append(tokens[position + 1].text)
      position += 2
    }
    return names
  }

  /// Ranges sorted by start, overlapping ones joined (the first one's reason kept).
  private static func merged(_ ranges: [SpokenRange]) -> [SpokenRange] {
    var result: [SpokenRange] = []
    for range in ranges.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      if let last = result.last, range.range.lowerBound < last.range.upperBound {
        result[result.count - 1].range =
          last.range.lowerBound..<max(last.range.upperBound, range.range.upperBound)
      } else {
        result.append(range)
      }
    }
    return result
  }

  /// The range of the sorted, disjoint `ranges` that holds `token` (a binary search).
  private static func range(containing token: Int, in ranges: [SpokenRange]) -> SpokenRange? {
    var low = 0
    var high = ranges.count
    while low < high {
      let middle = (low + high) / 2
      if ranges[middle].range.lowerBound <= token { low = middle + 1 } else { high = middle }
    }
    guard low > 0, ranges[low - 1].range.contains(token) else { return nil }
    return ranges[low - 1]
  }
}

extension SwiftStringLiteral {
  /// The key the literal names as a `LocalizedStringKey`, in ``LocalizedKeyShape``: its text,
  /// with each interpolation written `%@` and a `%` of its text `%%` when it has one (as Xcode
  /// extracts `"a-\(x)"`); `nil` for an unterminated literal.
  var keyShape: String? {
    guard isTerminated else { return nil }
    guard hasInterpolation else { return plainText.map(LocalizedKeyShape.of) }
    var key = ""
    for segment in segments {
      switch segment {
      case .text(let text): key += text.replacingOccurrences(of: "%", with: "%%")
      case .interpolation: key += "%@"
      }
    }
    return key
  }
}
