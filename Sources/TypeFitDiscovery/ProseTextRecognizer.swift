import TypeFitInput

/// Finds, in one file's tokens and wherever they are, the texts iOS shows outside any list row
/// and wraps onto as many lines as they need, as ``SourceKeyRole/Kind/prose`` roles of their
/// keys: the titles and messages of alerts and confirmation dialogs (an alert is laid out
/// across its width and scrolled when taller than the screen, fresh23 F23-10), and the titles
/// of keyboard shortcuts (`UIKeyCommand`), which iPadOS lists in its shortcut menu and menu bar,
/// never in a row of the app (fresh24 F24-13). TypeFit does not lay those menus out.
///
/// Recognised: SwiftUI's `.alert(title, isPresented:…)` and `.confirmationDialog(title, …)`
/// (the title a `LocalizedStringKey` or a `Text`; the message the `Text`s of the `message:`
/// closure, in the parentheses or trailing), the older `Alert(title: Text("k"), message:
/// Text("m"), …)`, UIKit's `UIAlertController(title:message:preferredStyle:)` and
/// `UIKeyCommand(title:…, discoverabilityTitle:…)` (their texts are `String`s: a literal is
/// shown as written, `NSLocalizedString(…)` and SwiftGen accessors name keys). Each text's
/// alternatives (`c ? "a" : "b"`, a computed property's strings) are texts too. Only keys are
/// kept: a verbatim or computed text names no string of the catalogs.
///
/// ```swift
/// // Alert(title: Text("delete.title"), message: Text("delete.message"), primaryButton: …) in A.swift, line 3
/// recognizer.recognize().map(\.reason)  // ["title of Alert at A.swift:3", "message of Alert at A.swift:3"]
/// ```
struct ProseTextRecognizer {
  let stream: TokenStream
  let resolver: StringReferenceResolver

  /// Whether a file may show an alert, a dialog or a key command (a byte search before it is
  /// lexed): `alert`, `Alert` (also in `UIAlertController`), `confirmationDialog` or `KeyCommand`.
  static func mightContainProse(_ bytes: [UInt8]) -> Bool {
    bytes.containsSequence(Array("lert".utf8)) || bytes.containsSequence(Array("confirmationDialog".utf8))
      || bytes.containsSequence(Array("KeyCommand".utf8))
  }

  /// The calls, not members, whose labelled arguments (``Part``) are texts.
  private static let initializers: Set<String> = ["Alert", "UIAlertController", "UIKeyCommand"]

  /// The modifiers whose first unlabeled argument is the title and whose `message:` closure
  /// holds the message.
  private static let modifiers: Set<String> = ["alert", "confirmationDialog"]

  /// Which text of the dialog or key command a key is.
  enum Part: String {
    /// The dialog's or key command's title.
    case title
    /// The dialog's message, below the title.
    case message
    /// A key command's title in iPadOS's shortcut menu, when it differs from ``title``.
    case discoverabilityTitle
  }

  /// The roles of the texts of the file, in source order (a key as often as it is
  /// shown): each `prose`, its table `Localizable` when the source names none.
  func recognize() -> [SourceKeyRole] {
    var texts: [SourceKeyRole] = []
    for position in 0..<stream.count where stream[position].kind == .identifier {
      let name = stream[position].text
      let isMember = stream.isPunctuation(position - 1, ".")
      // The name first: only these calls' arguments are split.
      let isModifier = isMember && Self.modifiers.contains(name)
      guard isModifier || (!isMember && Self.initializers.contains(name)),
        stream.isPunctuation(position + 1, "("), let close = stream.partner[position + 1]
      else { continue }
      let arguments = CallSyntax.splitArguments(position + 2..<close, in: stream)
      if isModifier {
        let construct = ".\(name)"
        if let title = arguments.first(where: { $0.label == nil }) {
          append(title.range, literalIsKey: true, construct: construct, part: .title, to: &texts)
        }
        var after = close + 1
        let trailing = CallSyntax.trailingClosures(from: &after, in: stream) ?? []
        let messages =
          arguments.filter { $0.label == "message" }.map(\.range)
          + trailing.filter { $0.label == "message" }.map(\.range)
        for message in messages { appendTexts(in: message, construct: construct, to: &texts) }
      } else {
        // `Alert` takes `Text`s; `UIAlertController` and `UIKeyCommand` take `String`s.
        let literalIsKey = name == "Alert"
        for argument in arguments {
          guard let label = argument.label, let part = Part(rawValue: label) else { continue }
          append(argument.range, literalIsKey: literalIsKey, construct: name, part: part, to: &texts)
        }
      }
    }
    return texts
  }

  /// Each `Text(…)` in `range` (a `message:` closure), as the dialog's message.
  private func appendTexts(in range: Range<Int>, construct: String, to texts: inout [SourceKeyRole]) {
    for position in range
    where stream.isIdentifier(position, "Text") && !stream.isPunctuation(position - 1, ".")
      && stream.isPunctuation(position + 1, "(")
    {
      guard let close = stream.partner[position + 1], close < range.upperBound else { continue }
      append(position..<close + 1, literalIsKey: true, construct: construct, part: .message, to: &texts)
    }
  }

  /// The keys the expression in `range` can show, each a text of `part`.
  private func append(
    _ range: Range<Int>, literalIsKey: Bool, construct: String, part: Part,
    to texts: inout [SourceKeyRole]
  ) {
    guard !range.isEmpty else { return }
    let location = stream.location(range.lowerBound)
    let reason =
      "\(part.rawValue) of \(construct) at \(BytePath.lastName(of: location.file)):\(location.line)"
    for reference in resolver.resolveAll(range, in: stream, literalIsKey: literalIsKey) {
      guard case .key(let key, let table) = reference, !key.isEmpty else { continue }
      texts.append(
        SourceKeyRole(
          key: key, table: table ?? "Localizable", kind: .prose, reason: reason, location: location))
    }
  }
}
