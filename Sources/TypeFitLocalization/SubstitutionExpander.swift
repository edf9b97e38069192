/// Expands `%#@name@` references into every combination of their forms.
///
/// Used by both String Catalog substitutions and `.stringsdict` variables. A form's text may
/// itself contain references; they are expanded too, up to ``maximumNestedReplacements``
/// per result so that a form referring to itself cannot loop.
///
/// `"%#@files@ in %#@folders@"` with two forms each yields four results, ordered
/// files.one+folders.one, files.one+folders.other, files.other+folders.one, files.other+folders.other.
struct SubstitutionExpander {
  /// One way a variable can be written (a plural form or a width).
  struct Form {
    var component: StringVariant.Component
    var text: String
    var location: SourceLocation
  }

  /// One fully expanded text.
  struct Expansion {
    var text: String
    var components: [StringVariant.Component]
    /// The location of the first form substituted, or `nil` if nothing was substituted.
    var location: SourceLocation?
  }

  /// What expanding produced.
  struct Outcome {
    var expansions: [Expansion]
    /// Referenced names with no forms, in the order first seen.
    var missingNames: [String]
    /// `true` when results were dropped because of the combination limit.
    var wasTruncated: Bool
  }

  /// The most results for one text.
  var maximumCombinations: Int
  /// The most substitutions applied to one result before references are left as written.
  var maximumNestedReplacements = 16
  /// The forms of a variable, or `nil` when the name is not defined.
  var forms: (String) -> [Form]?

  func expand(_ text: String) -> Outcome {
    struct Pending {
      var text: String
      var components: [StringVariant.Component]
      var location: SourceLocation?
      var searchOffset: Int
      var replacements: Int
    }
    var stack = [Pending(text: text, components: [], location: nil, searchOffset: 0, replacements: 0)]
    var results: [Expansion] = []
    var missing: [String] = []
    var truncated = false
    while var item = stack.popLast() {
      guard let reference = SubstitutionReference.first(in: item.text, fromUTF8Offset: item.searchOffset)
      else {
        results.append(Expansion(text: item.text, components: item.components, location: item.location))
        continue
      }
      guard item.replacements < maximumNestedReplacements, let choices = forms(reference.name),
        !choices.isEmpty
      else {
        if !missing.contains(reference.name) { missing.append(reference.name) }
        item.searchOffset = reference.endOffset
        stack.append(item)
        continue
      }
      let utf8 = Array(item.text.utf8)
      let before = utf8[..<reference.startOffset]
      let after = utf8[reference.endOffset...]
      for choice in choices.reversed() {
        if results.count + stack.count >= maximumCombinations {
          truncated = true
          break
        }
        let newText =
          String(decoding: before, as: UTF8.self) + choice.text + String(decoding: after, as: UTF8.self)
        stack.append(
          Pending(
            text: newText, components: item.components + [choice.component],
            location: item.location ?? choice.location, searchOffset: reference.startOffset,
            replacements: item.replacements + 1))
      }
    }
    return Outcome(expansions: results, missingNames: missing, wasTruncated: truncated)
  }
}

/// A `%#@name@` (or `%1$#@name@`) reference found in a text, as UTF-8 offsets.
struct SubstitutionReference: Equatable {
  var name: String
  var startOffset: Int
  var endOffset: Int

  /// The first reference at or after `start` (a UTF-8 offset), or `nil`.
  static func first(in text: String, fromUTF8Offset start: Int) -> SubstitutionReference? {
    let bytes = Array(text.utf8)
    var index = start
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "%") else {
        index += 1
        continue
      }
      var cursor = index + 1
      while cursor < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[cursor]) {
        cursor += 1
      }
      if cursor > index + 1 {
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "$") else {
          index += 1
          continue
        }
        cursor += 1
      }
      guard cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "#"),
        bytes[cursor + 1] == UInt8(ascii: "@")
      else {
        index += 1
        continue
      }
      let nameStart = cursor + 2
      guard let nameEnd = bytes[nameStart...].firstIndex(of: UInt8(ascii: "@")) else { return nil }
      return SubstitutionReference(
        name: String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self), startOffset: index,
        endOffset: nameEnd + 1)
    }
    return nil
  }
}
