import TypeFitRow

/// The accessibility patterns of TF012–TF016: what VoiceOver, Switch Control and Full Keyboard
/// Access get from a row, decided on the SwiftUI code that builds it.
///
/// - TF012: a view placed directly in a list that acts on `.onTapGesture` (or a `TapGesture`)
///   and is not a control, without `.accessibilityAddTraits(.isButton)`.
/// - TF013: an `Image(systemName:)` disclosure chevron in a row that VoiceOver reads: not
///   `.accessibilityHidden(true)`, or labelled, and not inside a view that hides it, ignores its
///   children or replaces their label.
/// - TF014: a plain stack placed directly in a list with two or more texts, no control, and no
///   `.accessibilityElement(children: .combine)` (or `.ignore`).
/// - TF015: `.accessibilityAddTraits(.isLink)` in a `NavigationLink` row.
/// - TF016: an `ODSListItem` with `trailingCheckmarkIsSelected:` or `trailingToggleIsOn:` as a
///   `NavigationLink`'s label (anywhere in the file, not only in a list).
///
/// An accessibility modifier whose argument is an expression (`.accessibilityHidden(flag)`) is
/// a note saying it was not followed, never a guess.
extension SourceRuleScanner {
  /// Views that are one accessibility element with a trait of their own (button, link,
  /// adjustable…) and read their label content as one name.
  static let controls: Set<String> = [
    "Button", "NavigationLink", "Link", "Toggle", "Picker", "Menu", "Stepper", "Slider", "TextField",
    "SecureField", "TextEditor", "DatePicker", "ColorPicker", "ShareLink", "EditButton", "PasteButton",
  ]

  /// Containers that are not accessibility elements: their texts are read one by one.
  static let plainStacks: Set<String> = ["HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack"]

  /// Gestures that make a view act on a tap.
  static let tapGestures: Set<String> = ["TapGesture", "SpatialTapGesture"]

  func accessibilityPatterns(into findings: inout Findings) {
    var calls: [CallSyntax] = []
    var seen = Set<Int>()
    // Tokens the split-row walks may read in one file: nested rows read their contents again,
    // so hostile nesting is cut off here rather than read quadratically.
    var budget = 2_000_000
    for position in listViews where seen.insert(position).inserted {
      guard let call = CallSyntax.parse(at: position, in: stream) else { continue }
      calls.append(call)
      tapGesture(call, into: &findings)
      splitRow(call, budget: &budget, into: &findings)
    }
    chevrons(in: rowRanges + calls.map { $0.nameIndex..<max($0.nameIndex + 1, $0.end) }, into: &findings)
    navigationLinks(into: &findings)
  }

  // MARK: - Modifiers

  /// Whether a call's modifiers add `trait` (`.accessibilityAddTraits(.isButton)`,
  /// `[.isButton, .isHeader]`, the older `.accessibility(addTraits:)`): `true`, `false`, or
  /// `nil` when a traits argument is an expression that cannot be read.
  func addsTrait(_ trait: String, in modifiers: [CallSyntax.Modifier]) -> Bool? {
    var unreadable = false
    for argument in traitArguments(modifiers) {
      if hasMember(trait, in: argument.range) { return true }
      if !hasAnyMember(in: argument.range) { unreadable = true }
    }
    return unreadable ? nil : false
  }

  /// The arguments of `.accessibilityAddTraits(…)` and `.accessibility(addTraits: …)`.
  func traitArguments(_ modifiers: [CallSyntax.Modifier]) -> [CallSyntax.Argument] {
    modifiers.flatMap { modifier -> [CallSyntax.Argument] in
      switch modifier.name {
      case "accessibilityAddTraits": Array(modifier.arguments.prefix(1))
      case "accessibility": modifier.arguments.filter { $0.label == "addTraits" }
      default: []
      }
    }
  }

  /// Whether `.member` (a leading-dot member such as `.isLink`) occurs in a range.
  func hasMember(_ member: String, in range: Range<Int>) -> Bool {
    range.contains { stream.isIdentifier($0, member) && stream.isPunctuation($0 - 1, ".") }
  }

  /// Whether a range names any leading-dot member (`.isButton`), as opposed to a variable.
  func hasAnyMember(in range: Range<Int>) -> Bool {
    range.contains {
      stream[$0].kind == .identifier && stream.isPunctuation($0 - 1, ".")
        && ($0 - 1 == range.lowerBound || stream[$0 - 2].kind == .punctuation)
    }
  }

  /// `.accessibilityHidden(true)` (or `.accessibility(hidden: true)`) among the modifiers:
  /// `true`, `false` (absent or `false`), or `nil` for an expression.
  func isHidden(_ modifiers: [CallSyntax.Modifier]) -> Bool? {
    for modifier in modifiers {
      let argument: CallSyntax.Argument?
      switch modifier.name {
      case "accessibilityHidden": argument = modifier.arguments.first
      case "accessibility": argument = modifier.arguments.first { $0.label == "hidden" }
      default: argument = nil
      }
      guard let argument else { continue }
      guard argument.range.count == 1, stream[argument.range.lowerBound].kind == .keyword else { return nil }
      if stream[argument.range.lowerBound].text == "true" { return true }
    }
    return false
  }

  /// How `.accessibilityElement(children:)` groups a view's children: `.combine`, `.ignore`
  /// (the default of `.accessibilityElement()`), `.contain`, `nil` when absent, or
  /// `"expression"` when the argument cannot be read.
  func childBehavior(_ modifiers: [CallSyntax.Modifier]) -> String? {
    guard let modifier = modifiers.last(where: { $0.name == "accessibilityElement" }) else { return nil }
    guard let argument = modifier.arguments.first(where: { $0.label == "children" }) else { return "ignore" }
    for name in ["combine", "ignore", "contain"] where hasMember(name, in: argument.range) { return name }
    return "expression"
  }

  /// Whether a modifier gives the view an accessibility label (`.accessibilityLabel(…)`,
  /// `.accessibility(label:)`).
  func labels(_ modifiers: [CallSyntax.Modifier]) -> CallSyntax.Modifier? {
    modifiers.first {
      $0.name == "accessibilityLabel"
        || ($0.name == "accessibility" && $0.arguments.contains { $0.label == "label" })
    }
  }

  // MARK: - TF012 tap-gesture rows

  private func tapGesture(_ call: CallSyntax, into findings: inout Findings) {
    guard !Self.isControl(call.name),
      let gesture = call.modifiers.first(where: { modifier in
        if modifier.name == "onTapGesture" { return true }
        guard ["gesture", "simultaneousGesture", "highPriorityGesture"].contains(modifier.name),
          let first = modifier.arguments.first?.range.lowerBound
        else { return false }
        return stream[first].kind == .identifier && Self.tapGestures.contains(stream[first].text)
      })
    else { return }
    let what =
      gesture.name == "onTapGesture"
      ? ".onTapGesture" : ".\(gesture.name)(\(stream[gesture.arguments[0].range.lowerBound].text))"
    switch addsTrait("isButton", in: call.modifiers) {
    case true?: return
    case nil:
      findings.add(
        gesture.nameIndex, .tapGestureRow,
        "\(what) on \(call.name) in a list, with traits from an expression, not followed; check that the row "
          + "has the button trait", note: true)
    case false?:
      // A default `.accessibilityAction { … }` lets VoiceOver activate the row, but the trait is still missing.
      let hasAction = call.modifiers.contains { $0.name == "accessibilityAction" && $0.arguments.isEmpty }
      findings.add(
        gesture.nameIndex, .tapGestureRow,
        hasAction
          ? "\(what) on \(call.name) in a list: the row has no button trait (its .accessibilityAction lets "
            + "VoiceOver activate it, but VoiceOver does not announce it as a button and Full Keyboard Access "
            + "does not reach it); make it a NavigationLink or a Button, or add .accessibilityAddTraits(.isButton)"
          : "\(what) on \(call.name) in a list: the row has no button trait, so VoiceOver does not announce it "
            + "as a button and Switch Control and Full Keyboard Access cannot activate it; make it a "
            + "NavigationLink or a Button")
    }
  }

  // MARK: - TF014 split rows

  private func splitRow(_ call: CallSyntax, budget: inout Int, into findings: inout Findings) {
    guard Self.plainStacks.contains(call.name), isHidden(call.modifiers) != true,
      !call.modifiers.contains(where: { $0.name == "redacted" })  // a loading placeholder, not content
    else { return }
    let behavior = childBehavior(call.modifiers)
    if behavior == "combine" || behavior == "ignore" { return }
    guard budget > 0, let texts = elementTexts(in: call.closures.map(\.range), budget: &budget),
      texts.count >= 2
    else { return }
    let quoted = texts.prefix(3).map { stream.sourceText($0, limit: 30) }.joined(separator: ", ")
    let more = texts.count > 3 ? ", …" : ""
    if behavior == "expression" {
      findings.add(
        call.nameIndex, .rowSplit,
        "\(call.name) row with \(texts.count) texts (\(quoted)\(more)) groups its children by an expression, not "
          + "followed; check that they are combined into one element", note: true)
      return
    }
    let contain = behavior == "contain" ? " (.accessibilityElement(children: .contain) keeps them apart)" : ""
    findings.add(
      call.nameIndex, .rowSplit,
      "\(call.name) row with \(texts.count) texts (\(quoted)\(more)) that VoiceOver reads as separate elements"
        + "\(contain); add .accessibilityElement(children: .combine)")
  }

  /// Whether a call is a control: one of ``controls``, or a call whose name ends in a control's
  /// name (`makePurchaseButton(product:)`, `FollowButton(…)`), whose body is not followed.
  static func isControl(_ name: String) -> Bool {
    if controls.contains(name) { return true }
    let lowered = name.lowercased()
    return ["button", "buttons", "toggle", "link", "picker", "menu"].contains { lowered.hasSuffix($0) }
  }

  /// Whether a call draws text: `Text`, `Label`, or a view whose name says it is a text
  /// (`EmojiTextApp`, `AttributedTextView`) and is not a text field.
  static func isText(_ name: String) -> Bool {
    name == "Text" || name == "Label"
      || (name.first?.isUppercase == true && name.contains("Text") && !controls.contains(name))
  }

  /// The bodies (inside their braces) of the `if`/`else if`/`else` chain whose `if` is at
  /// `position`, and where the chain ends; `nil` when the `if` has no body before `limit`.
  private func ifChainBodies(at position: Int, limit: Int) -> (bodies: [Range<Int>], end: Int)? {
    var bodies: [Range<Int>] = []
    var open = BranchTree.ifBody(stream, at: position, limit: limit)
    var end = position + 1
    while let brace = open, let close = stream.partner[brace], close < limit {
      bodies.append(brace + 1..<close)
      end = close + 1
      guard end < limit, stream[end].kind == .keyword, stream[end].text == "else" else { break }
      open = BranchTree.elseBody(stream, after: end, limit: limit)
      if open == nil { end += 1 }
    }
    return bodies.isEmpty ? nil : (bodies, end)
  }

  /// The texts of a row that are accessibility elements of their own: `Text`, `Label` and
  /// text view calls (the range of each one's first argument), not hidden and not inside a stack
  /// that combines them (which counts as one); `Text(a) + Text(b)` is one text, a ternary
  /// of texts is its first branch's (only one branch is shown), and an `if`/`else` chain's are
  /// its body's with the most texts. `nil` when the row holds a
  /// control: combining would swallow it.
  func elementTexts(in ranges: [Range<Int>], budget: inout Int) -> [Range<Int>]? {
    var texts: [Range<Int>] = []
    var work = ranges
    while let range = work.popLast() {
      var position = range.lowerBound
      /// Ternaries whose `?` was passed and whose `:` was not.
      var openTernaries = 0
      while position < range.upperBound, budget > 0 {
        budget -= 1
        if ParenthesisedViews.isTernaryQuestion(at: position, in: stream) {
          openTernaries += 1
        } else if openTernaries > 0, stream[position].isPunctuation(":") {
          // `on ? Text("a") : Text("b")` shows one branch: the views after the `:` (to the end of
          // the ternary, a chain's later branches too) are not more texts on screen (A28-2).
          openTernaries -= 1
          position = max(position + 1, stream.expressionEnd(from: position + 1, limit: range.upperBound))
          continue
        } else if stream[position].kind == .keyword, stream[position].text == "if",
          let chain = ifChainBodies(at: position, limit: range.upperBound)
        {
          // `if on { Text("a") } else { Text("b") }` shows one body, as a ternary shows one
          // branch: the texts are the body's with the most (a fresh user's U56-7: both bodies'
          // texts were counted).
          var widest: [Range<Int>] = []
          for body in chain.bodies {
            guard let shown = elementTexts(in: [body], budget: &budget) else { return nil }
            if shown.count > widest.count { widest = shown }
          }
          texts += widest
          position = chain.end
          continue
        } else if stream[position].isPunctuation("+"), stream.isPunctuation(position + 1, "("),
          let close = stream.partner[position + 1], close < range.upperBound
        {
          // `Text("a") + (on ? Text("b") : Text("c"))`: the group is part of the text before it.
          position = close + 1
          continue
        }
        guard stream[position].kind == .identifier, !stream.isPunctuation(position - 1, "."),
          let call = CallSyntax.parse(at: position, in: stream), call.end > position + 1
        else {
          position += 1
          continue
        }
        if Self.isControl(call.name) { return nil }
        let end = max(position + 1, min(call.end, range.upperBound))
        defer { position = end }
        // A list inside a row has rows of its own; hidden views and images are not read.
        if isHidden(call.modifiers) == true || Self.nonTextViews.contains(call.name)
          || SwiftUIRowRecognizer.listContainers.contains(call.name)
        {
          continue
        }
        // `Text(a) + Text(b)` concatenates into one text.
        if call.name == "Text", stream.isPunctuation(position - 1, "+") { continue }
        let behavior = childBehavior(call.modifiers)
        if Self.isText(call.name) || behavior == "combine" || behavior == "ignore" {
          let first = call.arguments.first?.range ?? call.nameIndex..<call.nameIndex + 1
          texts.append(first.isEmpty ? call.nameIndex..<call.nameIndex + 1 : first)
          continue
        }
        work += call.closures.map(\.range) + call.modifiers.flatMap { $0.closures.map(\.range) }
      }
    }
    texts.sort { $0.lowerBound < $1.lowerBound }
    return texts
  }

  // MARK: - TF013 chevrons

  /// Symbol names of a trailing disclosure chevron (and its circled forms).
  static func isChevron(_ symbol: String) -> Bool {
    symbol.hasPrefix("chevron.right") || symbol.hasPrefix("chevron.forward")
      || symbol == "chevron.compact.right"
  }

  private func chevrons(in ranges: [Range<Int>], into findings: inout Findings) {
    // A chevron reached inside a view that silences it in one walk is silent, whatever the others say.
    var candidates: [Int: CallSyntax] = [:]
    var silenced = Set<Int>()
    var work = ranges.map { ($0, false) }
    var visited = Set<Int>()
    var steps = 0
    while let (range, isSilent) = work.popLast() {
      var position = range.lowerBound
      while position < range.upperBound, steps < 1_000_000 {
        steps += 1
        guard stream[position].kind == .identifier, !stream.isPunctuation(position - 1, "."),
          let call = CallSyntax.parse(at: position, in: stream), call.end > position + 1
        else {
          position += 1
          continue
        }
        let silences = isSilent || silencesChildren(call)
        if call.name == "Image", let symbol = call.argument("systemName"), chevronSymbol(symbol.range) != nil
        {
          if silences { silenced.insert(position) } else { candidates[position] = call }
        }
        // Each call's contents are walked once per silencing state.
        if visited.insert(position << 1 | (silences ? 1 : 0)).inserted {
          work += call.arguments.map { ($0.range, silences) } + call.closures.map { ($0.range, silences) }
          for modifier in call.modifiers {
            work +=
              modifier.arguments.map { ($0.range, silences) } + modifier.closures.map { ($0.range, silences) }
          }
        }
        position = max(position + 1, min(call.end, range.upperBound))
      }
    }
    for (position, call) in candidates.sorted(by: { $0.key < $1.key }) where !silenced.contains(position) {
      guard let symbol = call.argument("systemName").flatMap({ chevronSymbol($0.range) }) else { continue }
      let image = "Image(systemName: \"\(symbol)\")"
      if let label = labels(call.modifiers) {
        findings.add(
          position, .chevronNotDecorative,
          "\(image) in a row has its own accessibility label (.\(label.name)(\(stream.sourceText(label.arguments.first?.range ?? 0..<0, limit: 30)))): "
            + "the chevron is decorative; hide it with .accessibilityHidden(true)")
        continue
      }
      switch isHidden(call.modifiers) {
      case true?: continue
      case nil:
        findings.add(
          position, .chevronNotDecorative,
          "\(image) in a row is hidden by an expression, not followed; check that the chevron is "
            + ".accessibilityHidden(true)", note: true)
      case false?:
        findings.add(
          position, .chevronNotDecorative,
          "\(image) in a row is read by VoiceOver (the symbol's name, as its own element or in the row's name): "
            + "mark the chevron .accessibilityHidden(true)")
      }
    }
  }

  /// The chevron symbol a `systemName:` argument names (a literal, or either branch of a
  /// ternary of literals), or `nil`.
  func chevronSymbol(_ range: Range<Int>) -> String? {
    for position in range where stream[position].kind == .string {
      if let text = stream[position].literal?.plainText, Self.isChevron(text) { return text }
    }
    return nil
  }

  /// Whether a view keeps VoiceOver from reading what is inside it: hidden, ignoring its
  /// children, or an element (a control, or combined children) with a label of its own that
  /// replaces theirs.
  func silencesChildren(_ call: CallSyntax) -> Bool {
    if isHidden(call.modifiers) == true { return true }
    let behavior = childBehavior(call.modifiers)
    if behavior == "ignore" { return true }
    let isElement = Self.controls.contains(call.name) || behavior == "combine"
    return isElement && labels(call.modifiers) != nil
  }

  // MARK: - TF015 link traits, TF016 ODS selection items

  /// Every `NavigationLink` of the file: a link trait on a row (TF015), an ODS selection item
  /// as its label (TF016). Only the label and the link's own modifiers are read, never the
  /// destination (a screen of its own), so each token is read about once.
  private func navigationLinks(into findings: inout Findings) {
    let rowStarts = Set(listViews + rowRanges.map(\.lowerBound))
    let hasODS = stream.tokens.contains { $0.isIdentifier("ODSListItem") }
    for position in 0..<stream.count
    where stream.isIdentifier(position, "NavigationLink") && !stream.isPunctuation(position - 1, ".") {
      let isRow = rowStarts.contains(position)
      guard isRow || hasODS, let call = CallSyntax.parse(at: position, in: stream), call.end > position + 1
      else { continue }
      let labels = labelRanges(call)
      if isRow {
        let modifierRange = call.modifiers.first.map { $0.nameIndex - 1..<call.end }
        linkTrait(call, ranges: labels + (modifierRange.map { [$0] } ?? []), into: &findings)
      }
      if hasODS { for range in labels { odsSelectionItems(in: range, into: &findings) } }
    }
  }

  /// The token ranges of a `NavigationLink`'s label: a `label:` closure or argument, or the
  /// trailing closure when the destination is an argument (`NavigationLink(destination: D()) { … }`,
  /// `NavigationLink(value: v) { … }`); with a title (`NavigationLink("k") { D() }`) the closure
  /// is the destination and the label is the title.
  func labelRanges(_ call: CallSyntax) -> [Range<Int>] {
    var ranges = call.closures.filter { $0.label == "label" }.map(\.range)
    ranges += call.arguments.filter { $0.label == "label" }.map(\.range)
    let destinationIsArgument = call.arguments.contains { $0.label == "destination" || $0.label == "value" }
    if destinationIsArgument, let closure = call.closure(nil) { ranges.append(closure.range) }
    return ranges
  }

  private func linkTrait(_ call: CallSyntax, ranges: [Range<Int>], into findings: inout Findings) {
    for position in ranges.joined()
    where
      (stream.isIdentifier(position, "accessibilityAddTraits")
      || stream.isIdentifier(position, "accessibility"))
      && stream.isPunctuation(position - 1, ".") && stream.isPunctuation(position + 1, "(")
    {
      guard let close = stream.partner[position + 1] else { continue }
      let arguments = CallSyntax.splitArguments(position + 2..<close, in: stream)
      let modifier = CallSyntax.Modifier(
        name: stream[position].text, nameIndex: position, arguments: arguments, closures: [])
      guard let argument = traitArguments([modifier]).first else { continue }
      if hasMember("isLink", in: argument.range) {
        findings.add(
          position, .rowLinkTrait,
          ".\(stream[position].text)(\(stream.sourceText(argument.range, limit: 30))) on a NavigationLink row: "
            + "VoiceOver announces an in-app drill-in as a link; a NavigationLink is a button")
      } else if !hasAnyMember(in: argument.range),
        call.modifiers.contains(where: { $0.nameIndex == position })
      {
        findings.add(
          position, .rowLinkTrait,
          ".\(stream[position].text)(\(stream.sourceText(argument.range, limit: 30))) on a NavigationLink row: "
            + "traits from an expression, not followed; check that they do not include .isLink", note: true)
      }
    }
  }

  private func odsSelectionItems(in range: Range<Int>, into findings: inout Findings) {
    for position in range
    where stream.isIdentifier(position, "ODSListItem") && !stream.isPunctuation(position - 1, ".") {
      guard let item = CallSyntax.parse(at: position, in: stream) else { continue }
      for label in ["trailingCheckmarkIsSelected", "trailingToggleIsOn"] where item.argument(label) != nil {
        let shown = label == "trailingToggleIsOn" ? "a switch" : "a checkmark"
        findings.add(
          position, .odsSelectionNavigates,
          "ODSListItem with \(label): is the label of a NavigationLink: the row "
            + "shows \(shown) and the system's chevron, which ODS advises against")
      }
    }
  }
}
