/// Rule TF008, `label-wraps`: its catalog entry and its evaluation.
enum TF008LabelWraps: RuleDefinition {
  static let descriptor = RuleDescriptor(
    id: .labelWraps, name: "label-wraps", severity: .note,
    summary: "A label wraps onto more than one line; says from which category and to how many lines.",
    rationale:
      "List Row (Navigable) guide (Docs/References.md#list-row-navigable), Acceptance Checks › Dynamic Type: rows \"grow in height rather than truncating\"; wrapping is "
      + "the expected adaptation, reported so designs can be checked at those sizes.",
    source:
      "HIG Typography: \"consider … a stacked layout\" at large sizes (https://developer.apple.com/design/human-interface-guidelines/typography)",
    fix:
      "Nothing required; review the layout at the listed categories, and shorten text that wraps already at "
      + "Large.")

  /// "title wraps from xLarge (2 lines), up to 4 lines at AX5": the bytes of
  /// ``writeMessage(role:first:firstLines:most:mostLines:into:)`` in one string of the right
  /// size, since this finding is made for most rows (appending the nine parts to a `String` one
  /// by one cost about 6,800 instructions per finding).
  static func message(
    role: LabelRole, first: ContentSizeCategory, firstLines: Int, most: ContentSizeCategory, mostLines: Int
  ) -> String {
    let length = messageUTF8Count(
      role: role, first: first, firstLines: firstLines, most: most, mostLines: mostLines)
    return String(unsafeUninitializedCapacity: length) { buffer in
      writeMessage(
        role: role, first: first, firstLines: firstLines, most: most, mostLines: mostLines, into: buffer)
    }
  }

  /// Writes the UTF-8 bytes of ``message(role:first:firstLines:most:mostLines:)`` at the start
  /// of `buffer`, which holds at least
  /// ``messageUTF8Count(role:first:firstLines:most:mostLines:)`` bytes, and returns their count:
  /// the JSON report writes the message from them without making a `String`.
  static func writeMessage(
    role: LabelRole, first: ContentSizeCategory, firstLines: Int, most: ContentSizeCategory, mostLines: Int,
    into buffer: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    var cursor = MessageCursor(buffer: buffer)
    cursor.write(role.rawValue)
    cursor.write(" wraps from ")
    cursor.write(first.description)
    cursor.write(" (")
    cursor.write(firstLines)
    cursor.write(" lines)")
    if mostLines > firstLines {
      cursor.write(", up to ")
      cursor.write(mostLines)
      cursor.write(" lines at ")
      cursor.write(most.description)
    }
    return cursor.offset
  }

  /// Where ``writeMessage(role:first:firstLines:most:mostLines:into:)`` writes next: each part
  /// copied whole, through methods of a value (local functions passed as closures kept the
  /// offset in a box checked for exclusive access at each use, about 300 instructions a part).
  private struct MessageCursor {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    var offset = 0

    mutating func write(_ text: String) {
      var text = text
      let count = text.withUTF8 { bytes in
        precondition(offset + bytes.count <= buffer.count, "TF008 message buffer too small")
        if let start = bytes.baseAddress, let base = buffer.baseAddress {
          (base + offset).update(from: start, count: bytes.count)
        }
        return bytes.count
      }
      offset += count
    }

    /// A line count in decimal, as `String(value)` writes it.
    mutating func write(_ value: Int) {
      if value < 0 { write("-") }
      let digits = TF008LabelWraps.decimalDigits(value.magnitude)
      precondition(offset + digits <= buffer.count, "TF008 message buffer too small")
      var rest = value.magnitude
      for index in (0..<digits).reversed() {
        buffer[offset + index] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      }
      offset += digits
    }
  }

  /// The length in UTF-8 bytes of ``message(role:first:firstLines:most:mostLines:)``, without
  /// writing it.
  static func messageUTF8Count(
    role: LabelRole, first: ContentSizeCategory, firstLines: Int, most: ContentSizeCategory, mostLines: Int
  ) -> Int {
    var length =
      role.rawValue.utf8.count + " wraps from ".utf8.count + first.description.utf8.count + " (".utf8.count
      + decimalDigits(firstLines) + " lines)".utf8.count
    if mostLines > firstLines {
      length +=
        ", up to ".utf8.count + decimalDigits(mostLines) + " lines at ".utf8.count
        + most.description.utf8.count
    }
    return length
  }

  /// The length of `String(value)`.
  private static func decimalDigits(_ value: Int) -> Int {
    (value < 0 ? 1 : 0) + decimalDigits(value.magnitude)
  }

  /// The number of decimal digits of `value`.
  private static func decimalDigits(_ value: UInt) -> Int {
    var digits = 1
    var rest = value / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    return digits
  }

  /// TF008: a label wraps.
  static func findings(in input: RuleInput) -> [Finding] {
    let layouts = input.layouts
    var findings: [Finding] = []
    for role in LabelRole.allCases where layouts.first?.label(role) != nil {
      // One pass, no array per role: most labels never wrap. A label the row lacks is absent at
      // every category (the builder places the same labels at each), so only the first is read.
      var firstIndex: Int?
      var mostIndex = 0
      var mostLines = 0
      var wrapping = 0
      for i in layouts.indices {
        let lines = layouts[i].label(role)?.metrics.linesShown ?? 0
        guard lines > 1 else { continue }
        wrapping += 1
        if firstIndex == nil { firstIndex = i }
        // The first category with the most lines, as `max(by:)` gives.
        if lines > mostLines {
          mostLines = lines
          mostIndex = i
        }
      }
      guard let firstIndex else { continue }
      let first = layouts[firstIndex]
      let firstLines = first.label(role)?.metrics.linesShown ?? 0
      var categories: [ContentSizeCategory] = []
      categories.reserveCapacity(wrapping)
      for i in firstIndex..<layouts.endIndex where (layouts[i].label(role)?.metrics.linesShown ?? 0) > 1 {
        categories.append(layouts[i].category)
      }
      // The message is written only if read (most reports count notes without printing them).
      let text = FindingText.labelWraps(
        role: role, first: first.category, firstLines: firstLines, most: layouts[mostIndex].category,
        mostLines: mostLines)
      findings.append(
        Finding(
          ruleID: .labelWraps, severity: descriptor.severity, text: text, role: role, categories: categories))
    }
    return findings
  }
}
