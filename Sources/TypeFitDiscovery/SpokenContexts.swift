import TypeFitInput

/// The places in one file whose text VoiceOver (or Voice Control) speaks and the screen never
/// shows: the token ranges of the arguments and assignments below, each with the reason a key
/// in it is spoken (``SpokenKeyIndex``).
///
/// - SwiftUI modifiers: `.accessibilityLabel(…)`, `.accessibilityHint(…)`,
///   `.accessibilityValue(…)`, `.accessibilityInputLabels(…)`, `.accessibilityCustomContent(…)`,
///   and the `named:` argument of `.accessibilityAction(named:…)`;
/// - UIKit assignments to `accessibilityLabel`, `accessibilityHint`, `accessibilityValue` and
///   `accessibilityUserInputLabels` (`cell.accessibilityLabel = NSLocalizedString("k", comment: "")`),
///   to the end of the statement's line (brackets opened on it followed to their end);
/// - announcements: the `argument:` of `UIAccessibility.post(notification:argument:)`, and
///   `AccessibilityNotification.Announcement(…)`;
/// - custom actions and content: the `name:` of `UIAccessibilityCustomAction(…)` and
///   `AccessibilityCustomAction(…)`, the `label:` and `value:` of `AXCustomContent(…)`.
///
/// ```swift
/// // Image(systemName: "star").accessibilityLabel("a11y.star")
/// SpokenContexts.ranges(in: stream).first?.reason  // "argument of .accessibilityLabel at Rating.swift:1"
/// ```
enum SpokenContexts {
  /// A range of tokens whose texts are spoken, and why.
  struct Place {
    var range: Range<Int>
    var reason: String
  }

  /// Whether a file may hold a spoken place (a byte search before it is scanned).
  static func mightContain(_ bytes: [UInt8]) -> Bool {
    bytes.containsSequence(Array("ccessibility".utf8))
      || bytes.containsSequence(Array("AXCustomContent".utf8))
  }

  /// SwiftUI modifiers whose every argument is spoken.
  private static let spokenModifiers: Set<String> = [
    "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityInputLabels",
    "accessibilityCustomContent",
  ]

  /// UIKit properties whose assigned text is spoken.
  private static let spokenProperties: Set<String> = [
    "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityUserInputLabels",
  ]

  /// Initializers whose arguments of these labels are spoken (`nil`: every argument).
  private static let spokenInitializers: [String: Set<String>?] = [
    "UIAccessibilityCustomAction": ["name"], "AccessibilityCustomAction": ["name"],
    "AXCustomContent": ["label", "value"], "Announcement": nil,
  ]

  /// The spoken places of `stream`, in source order of their starts; linear in its tokens.
  static func ranges(in stream: TokenStream) -> [Place] {
    var places: [Place] = []
    let file = BytePath.lastName(of: stream.file)
    for position in 0..<stream.count where stream[position].kind == .identifier {
      let name = stream[position].text
      let isMember = stream.isPunctuation(position - 1, ".")
      let at = "\(file):\(stream[position].line)"
      if stream.isPunctuation(position + 1, "("), let close = stream.partner[position + 1] {
        let arguments = position + 2..<close
        if isMember, spokenModifiers.contains(name) {
          places.append(Place(range: arguments, reason: "argument of .\(name) at \(at)"))
        } else if isMember, name == "accessibilityAction" {
          for argument in CallSyntax.splitArguments(arguments, in: stream) where argument.label == "named" {
            places.append(Place(range: argument.range, reason: "name of .accessibilityAction at \(at)"))
          }
        } else if isMember, name == "post", stream.isIdentifier(position - 2, "UIAccessibility") {
          for argument in CallSyntax.splitArguments(arguments, in: stream) where argument.label == "argument"
          {
            places.append(
              Place(range: argument.range, reason: "announcement of UIAccessibility.post at \(at)"))
          }
        } else if let labels = spokenInitializers[name] {
          for argument in CallSyntax.splitArguments(arguments, in: stream)
          where labels == nil || labels!.contains(argument.label ?? "") {
            places.append(Place(range: argument.range, reason: "argument of \(name) at \(at)"))
          }
        }
      } else if spokenProperties.contains(name), stream.isPunctuation(position + 1, "="),
        !stream.isPunctuation(position + 2, "="), !declaresVariable(before: position, in: stream)
      {
        let end = statementEnd(from: position + 2, in: stream)
        if end > position + 2 {
          places.append(Place(range: position + 2..<end, reason: "assigned to \(name) at \(at)"))
        }
      }
    }
    return places
  }

  /// Whether the name at `position` is declared there (`let accessibilityLabel = "k"`): a
  /// local constant, whose text may be shown elsewhere.
  private static func declaresVariable(before position: Int, in stream: TokenStream) -> Bool {
    position > 0 && stream[position - 1].kind == .keyword
      && ["let", "var"].contains(stream[position - 1].text)
  }

  /// The end of the expression that starts at `start`: the first token on a later line than
  /// the one before it (a bracket opened on the line is followed to its partner), a `;`, or an
  /// unmatched closer. A line that continues with an operator (`?`, `:`, `+`, `.`) at its end or
  /// at the next line's start is followed, so a ternary written on two lines is read whole.
  private static func statementEnd(from start: Int, in stream: TokenStream) -> Int {
    var position = start
    var line = position < stream.count ? stream[position].line : 0
    while position < stream.count {
      let token = stream[position]
      if token.line != line {
        let continues =
          (token.kind == .punctuation && [".", "?", ":", "+"].contains(token.text))
          || (stream[position - 1].kind == .punctuation
            && ["?", ":", "+", "=", ","].contains(stream[position - 1].text))
        guard continues else { break }
        line = token.line
      }
      if token.isPunctuation(";") { break }
      if ["(", "[", "{"].contains(token.text), token.kind == .punctuation {
        guard let close = stream.partner[position] else { break }
        position = close + 1
        line = stream[close].line
        continue
      }
      if token.kind == .punctuation, [")", "]", "}"].contains(token.text) { break }
      position += 1
    }
    return position
  }
}
