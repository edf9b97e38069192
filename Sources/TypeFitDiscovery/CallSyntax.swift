/// A call as it appears in SwiftUI code: a name, its parenthesized arguments, its trailing
/// closures (labeled or not), and the chain of modifiers after it.
///
/// ```swift
/// // NavigationLink(destination: A()) { Label("k", systemImage: "gear") }.tint(.red)
/// call.name        // "NavigationLink"
/// call.arguments   // [destination: A()]
/// call.closures    // [(label: nil, Label(…))]
/// call.modifiers   // [tint(.red)]
/// ```
struct CallSyntax {
  /// One argument: its label (`nil` when unlabeled) and its expression's token range.
  struct Argument {
    var label: String?
    var range: Range<Int>
  }

  /// A trailing closure: its label (`nil` for the first, unlabeled one) and the range inside
  /// its braces.
  struct Closure {
    var label: String?
    var range: Range<Int>
  }

  /// `.name(arguments) { closures }` after the call.
  struct Modifier {
    var name: String
    var nameIndex: Int
    var arguments: [Argument]
    var closures: [Closure]
  }

  var name: String
  var nameIndex: Int
  /// Whether the call has parentheses (`Text("a")`), as opposed to only a closure (`List { }`).
  var hasParentheses: Bool
  var arguments: [Argument]
  var closures: [Closure]
  var modifiers: [Modifier]
  /// The first token after the call and its modifiers.
  var end: Int

  /// The argument with `label`; `_` asks for the first unlabeled one.
  func argument(_ label: String) -> Argument? {
    label == "_" ? arguments.first { $0.label == nil } : arguments.first { $0.label == label }
  }

  /// The first unlabeled argument.
  var firstUnlabeled: Argument? { arguments.first { $0.label == nil } }

  /// The closure with `label` (`nil` for the unlabeled one).
  func closure(_ label: String?) -> Closure? { closures.first { $0.label == label } }

  /// Parses the call whose name is at `position`.
  ///
  /// - Parameter explicitInitializer: whether `.init(…)` after the name is the same call
  ///   (`SettingsRow.init(title: "k")` for `SettingsRow(title: "k")`).
  /// - Returns: `nil` when the token is not a name, or a bracket is unmatched.
  static func parse(at position: Int, in stream: TokenStream, explicitInitializer: Bool = false)
    -> CallSyntax?
  {
    guard position < stream.count, stream[position].kind == .identifier else { return nil }
    var current = position + 1
    current = skipGenericArguments(from: current, in: stream)
    // The line the arguments' `(` must be on: the name's, or `init`'s.
    var line = stream[position].line
    if explicitInitializer, isExplicitInitializer(at: current, in: stream) {
      line = stream[current + 1].line
      current += 2
    }
    var hasParentheses = false
    var arguments: [Argument] = []
    if stream.isPunctuation(current, "("), let close = stream.partner[current], stream[current].line == line {
      hasParentheses = true
      arguments = splitArguments(current + 1..<close, in: stream)
      current = close + 1
    }
    guard var closures = trailingClosures(from: &current, in: stream) else { return nil }
    closures = argumentClosures(arguments, in: stream, before: closures)
    let modifiers = modifiers(from: &current, in: stream)
    return CallSyntax(
      name: stream[position].text, nameIndex: position, hasParentheses: hasParentheses, arguments: arguments,
      closures: closures, modifiers: modifiers, end: current)
  }

  /// The view-builder labels whose closure may be written inside the parentheses as well as
  /// after them: `List(content: { … })`, `Section(content: { … }, header: { … })`,
  /// `DisclosureGroup(content: { … }, label: { … })`,
  /// `Label(title: { … }, icon: { … })`, the forms Xcode's code completion writes.
  static let viewClosureLabels: Set<String> = [
    "content", "rowContent", "label", "header", "footer", "icon", "title",
  ]

  /// `trailing` with the closures written as arguments of ``viewClosureLabels`` before them, in
  /// source order. The first closure argument is the unlabeled one when no trailing closure is,
  /// as Swift matches a first trailing closure: `content:` of `Section(content:header:)`,
  /// `title:` of `Label(title:icon:)`; `label:` of `Button(action:label:)` stays labeled, after
  /// `action:`. The fifty-ninth attack's A59-12: `Section(content: { … }, header: …)`,
  /// `List(content:)` and `Form(content:)` gave no rows at all.
  private static func argumentClosures(
    _ arguments: [Argument], in stream: TokenStream, before trailing: [Closure]
  )
    -> [Closure]
  {
    var closures: [Closure] = []
    var isFirst = !trailing.contains { $0.label == nil }
    for argument in arguments {
      guard let label = argument.label, argument.range.count >= 2,
        stream.isPunctuation(argument.range.lowerBound, "{"),
        stream.partner[argument.range.lowerBound] == argument.range.upperBound - 1
      else { continue }
      let isUnlabeled = isFirst
      isFirst = false
      guard viewClosureLabels.contains(label) else { continue }
      closures.append(
        Closure(
          label: isUnlabeled ? nil : label,
          range: argument.range.lowerBound + 1..<argument.range.upperBound - 1))
    }
    return closures.isEmpty ? trailing : closures + trailing
  }

  /// Whether `.init(` starts at `position`: an explicit initializer call after a type's name.
  static func isExplicitInitializer(at position: Int, in stream: TokenStream) -> Bool {
    stream.isPunctuation(position, ".") && position + 2 < stream.count
      && stream[position + 1].kind == .keyword
      && stream[position + 1].text == "init" && stream.isPunctuation(position + 2, "(")
  }

  /// Reads the chain of modifiers (`.lineLimit(1).bold()`) from `current`, which ends after
  /// the last one: after a call, or after the `)` of a parenthesised expression
  /// (`(Text("a") + Text("b")).lineLimit(1)`).
  static func modifiers(from current: inout Int, in stream: TokenStream) -> [Modifier] {
    var modifiers: [Modifier] = []
    // A postfix `#if` in the chain: its branches' modifiers are chosen at the end (A21-30).
    var conditional = ConditionalModifiers()
    while true {
      var dot = current
      while dot < stream.count && stream[dot].isConditionalCompilation {
        conditional.take(stream[dot])
        dot += 1
      }
      // A keyword is a member name too when it is called: an app's `.if(condition) { … }` modifier.
      guard stream.isPunctuation(dot, "."), dot + 1 < stream.count,
        stream[dot + 1].kind == .identifier
          || stream[dot + 1].kind == .keyword
            && (stream.isPunctuation(dot + 2, "(") || stream.isPunctuation(dot + 2, "{"))
      else { break }
      var next = dot + 2
      var modifierArguments: [Argument] = []
      if stream.isPunctuation(next, "("), let close = stream.partner[next] {
        modifierArguments = splitArguments(next + 1..<close, in: stream)
        next = close + 1
      }
      guard let modifierClosures = trailingClosures(from: &next, in: stream) else { break }
      conditional.addModifier()
      modifiers.append(
        Modifier(
          name: stream[dot + 1].text, nameIndex: dot + 1, arguments: modifierArguments,
          closures: modifierClosures))
      current = next
    }
    return conditional.chosen(modifiers, in: stream)
  }

  /// Skips `<…>` after a type name when it closes on the same line within a few tokens.
  static func skipGenericArguments(from position: Int, in stream: TokenStream) -> Int {
    guard stream.isPunctuation(position, "<") else { return position }
    var depth = 0
    var current = position
    while current < stream.count && current < position + 40 {
      if stream[current].isPunctuation("<") { depth += 1 }
      if stream[current].isPunctuation(">") {
        depth -= 1
        if depth == 0 { return current + 1 }
      }
      if stream[current].line != stream[position].line { break }
      current += 1
    }
    return position
  }

  /// Reads `{ … }` and `label: { … }` closures from `position`.
  static func trailingClosures(from position: inout Int, in stream: TokenStream) -> [Closure]? {
    var closures: [Closure] = []
    while true {
      if stream.isPunctuation(position, "{") {
        guard closures.isEmpty, let close = stream.partner[position] else { break }
        closures.append(Closure(label: nil, range: position + 1..<close))
        position = close + 1
      } else if !closures.isEmpty, position + 2 < stream.count,
        stream[position].kind == .identifier || stream[position].kind == .keyword,
        stream.isPunctuation(position + 1, ":"), stream.isPunctuation(position + 2, "{"),
        let close = stream.partner[position + 2]
      {
        closures.append(Closure(label: stream[position].text, range: position + 3..<close))
        position = close + 1
      } else {
        break
      }
    }
    return closures
  }

  /// Splits an argument list at its top-level commas.
  static func splitArguments(_ range: Range<Int>, in stream: TokenStream) -> [Argument] {
    var arguments: [Argument] = []
    var start = range.lowerBound
    var current = range.lowerBound
    func close(at end: Int) {
      guard start < end else { return }
      var label: String?
      var expression = start
      if end - start >= 2, stream[start].kind == .identifier || stream[start].kind == .keyword,
        stream.isPunctuation(start + 1, ":")
      {
        label = stream[start].text
        expression = start + 2
      }
      arguments.append(Argument(label: label, range: expression..<end))
    }
    while current < range.upperBound {
      let token = stream[current]
      if let partner = stream.closingPartner(ofOpeningAt: current, before: range.upperBound) {
        current = partner + 1
        continue
      }
      if token.isPunctuation(",") {
        close(at: current)
        start = current + 1
      }
      current += 1
    }
    close(at: range.upperBound)
    return arguments
  }
}
