/// Finds the titles and messages of alerts and confirmation dialogs in one file's tokens
/// (``DialogText``), wherever they are: they are never list rows.
///
/// Recognised: SwiftUI's `.alert(title, isPresented:…)` and `.confirmationDialog(title, …)`
/// (the title a `LocalizedStringKey` or a `Text`; the message the `Text`s of the `message:`
/// closure, in the parentheses or trailing), the older `Alert(title: Text("k"), message:
/// Text("m"), …)`, and UIKit's `UIAlertController(title:message:preferredStyle:)` (its texts are
/// `String`s: a literal is shown as written, `NSLocalizedString(…)` and SwiftGen accessors name
/// keys). Each text's alternatives (`c ? "a" : "b"`, a computed property's strings) are texts
/// too. Only keys are kept: a verbatim or computed text names no string of the catalogs.
///
/// ```swift
/// // Alert(title: Text("delete.title"), message: Text("delete.message"), primaryButton: …)
/// recognizer.recognize().map(\.part)  // [.title, .message]
/// ```
struct DialogTextRecognizer {
  let stream: TokenStream
  let resolver: StringReferenceResolver

  /// Whether a file may show an alert or a dialog (a byte search before it is lexed): `alert`,
  /// `Alert` (also in `UIAlertController`) or `confirmationDialog`.
  static func mightContainDialogs(_ bytes: [UInt8]) -> Bool {
    bytes.containsSequence(Array("lert".utf8)) || bytes.containsSequence(Array("confirmationDialog".utf8))
  }

  /// The modifiers whose first unlabeled argument is the title and whose `message:` closure
  /// holds the message.
  private static let modifiers: Set<String> = ["alert", "confirmationDialog"]

  /// The dialog texts of the file, in source order.
  func recognize() -> [DialogText] {
    var texts: [DialogText] = []
    for position in 0..<stream.count where stream[position].kind == .identifier {
      let name = stream[position].text
      let isMember = stream.isPunctuation(position - 1, ".")
      // The name first: only these calls' arguments are split.
      let isModifier = isMember && Self.modifiers.contains(name)
      guard isModifier || (!isMember && (name == "Alert" || name == "UIAlertController")),
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
        // `Alert` takes `Text`s; `UIAlertController` takes `String`s.
        let literalIsKey = name == "Alert"
        for argument in arguments {
          guard let label = argument.label, let part = DialogText.Part(rawValue: label) else { continue }
          append(argument.range, literalIsKey: literalIsKey, construct: name, part: part, to: &texts)
        }
      }
    }
    return texts
  }

  /// Each `Text(…)` in `range` (a `message:` closure), as the dialog's message.
  private func appendTexts(in range: Range<Int>, construct: String, to texts: inout [DialogText]) {
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
    _ range: Range<Int>, literalIsKey: Bool, construct: String, part: DialogText.Part,
    to texts: inout [DialogText]
  ) {
    guard !range.isEmpty else { return }
    let location = stream.location(range.lowerBound)
    for reference in resolver.resolveAll(range, in: stream, literalIsKey: literalIsKey) {
      guard case .key(let key, _) = reference, !key.isEmpty else { continue }
      texts.append(DialogText(reference: reference, location: location, construct: construct, part: part))
    }
  }
}
