import TypeFitRow

/// Reads the texts of a row's label view (a `NavigationLink`'s label closure, a `Toggle`'s
/// label, a `VStack` in a list) and assigns them to title, subtitle and value.
///
/// The first text is the title. A later text in the same `VStack` as the title is the subtitle;
/// a later text elsewhere (after a `Spacer()` in an `HStack`, outside the title's stack) is the
/// value; a text beside the subtitle in its line (`VStack { Text(t); HStack { Text(s); Text(s2)
/// } }`) is an alternative of the subtitle. Texts in an `else` branch or a later `case` of a
/// `switch` are alternatives of the part before them. `Label(_:systemImage:)` and `Image` before
/// the title give a leading icon.
/// The scan is a loop with an explicit stack of containers; it does not recurse.
struct LabelContentReader {
  let stream: TokenStream
  let resolver: StringReferenceResolver
  /// Whether `ViewThatFits` children and Dynamic Type branches are read as alternative layouts
  /// (``LayoutAlternatives``). A layout is read by a reader without it, so reading goes one
  /// level deep, never recursing further.
  var readsAlternativeLayouts = true
  /// Whether a `LabeledContent` in the label is read as a title and a value; its own closures
  /// are read by a reader without it (one level deep).
  var readsLabeledContent = true
  /// Whether texts placed directly in the label (not in a stack) are stacked, the second a
  /// subtitle below the title: the label of a `Toggle`, `Picker` or `LabeledContent`, which
  /// iOS 16 and later draws as a title and a description below it (A20-18). Elsewhere the
  /// second is the trailing value.
  var stacksDirectTexts = false
  /// Whether the control whose label this is styles the second of the texts placed directly in
  /// it as a subtitle, subheadline (a `Toggle`, `Picker` or `LabeledContent`, with
  /// ``stacksDirectTexts``); a subtitle in a plain stack, or in a label without this, is drawn
  /// in the environment's font, body unless a `.font` says otherwise (``SubtitleStyle``, A81-14).
  var stylesDirectSubtitle = false

  /// What a label view holds.
  struct Content {
    var title: DiscoveredText?
    var subtitle: DiscoveredText?
    var value: DiscoveredText?
    var leading: LeadingContent = .none
    /// The first custom view called in the label (`AccountRow`), when no text was found.
    var customView: String?
    /// Options of a `Picker` (texts in its content).
    var allTexts: [DiscoveredText] = []
    /// Whether the label holds a `Label` shown as its icon alone (`.labelStyle(.iconOnly)`).
    var hasIconOnlyLabel = false
    /// The control whose title is the label's title: a titled control before the label's
    /// first text, with a text after it (`VStack { Toggle("k", isOn: $on); Text(note) }`); the
    /// row has its accessory (``SwiftUIConstructs``).
    var titleControl: String?
    /// The symbol of the info button that is the label's last view beside its texts
    /// (``TrailingInfoButton``): the row's accessory; `nil` when it ends with none.
    var infoButton: AccessorySymbol?
    /// How many buttons of the default style (``TrailingInfoButton/rowTakingControls``) the
    /// label has besides its info button: with one, the row is not the info button's target
    /// (the sixty-eighth attack's A68-9).
    var defaultStyleButtons = 0
  }

  fileprivate enum ContainerKind: Equatable {
    case vertical
    case horizontal
    case branch
    case other
    /// A `Group`: its views are laid out by the stack around it, as if written there (the
    /// sixtieth attack's A60-5 read a second line in a `Group` as the value).
    case group
    /// A parenthesised expression (`(Text("a") + Text("b")).lineLimit(1)`): its modifiers
    /// apply to the texts inside, which stay in the stack around it.
    case parenthesised
  }

  fileprivate struct Container {
    var close: Int
    var kind: ContainerKind
    var identity: Int
    var modifiers: TextModifiers
    /// Whether this container or one around it is a branch: texts in it are alternatives.
    /// Set by ``Swift/Array/push(_:)`` from the container around it, so a chain of 4,000
    /// nested branches (`c0 ? Text("a") : c1 ? …`) is not searched for each text (A27-3).
    var isInBranch = false
    /// The stack a text in it is in: the identity of the innermost container at or around it
    /// that is neither a branch nor a parenthesised expression. Set by ``Swift/Array/push(_:)``.
    var stackIdentity: Int?
    /// The stack around this container's stack (``stackIdentity``), `nil` at the label's top:
    /// `VStack { HStack { t; Spacer(); v }; s }` puts `s` below the line of `t`. Set by
    /// ``Swift/Array/push(_:)``.
    var parentStack: Int?
    /// The index (among the label's texts) of the text this container's texts are parts of: a
    /// parenthesised group after `Text("a") +`, or a branch or group inside one (A27-5).
    var joinsText: Int?

    init(close: Int, kind: ContainerKind, identity: Int, modifiers: TextModifiers, joinsText: Int? = nil) {
      self.close = close
      self.kind = kind
      self.identity = identity
      self.modifiers = modifiers
      self.joinsText = joinsText
    }
  }

  /// Views whose closure is a plain container of the label's views.
  static let stacks: [String: Bool] = [
    "VStack": true, "LazyVStack": true, "HStack": false, "LazyHStack": false, "ZStack": false, "Group": false,
    "ViewThatFits": false,
  ]

  func read(_ range: Range<Int>, outer: TextModifiers = TextModifiers()) -> Content {
    var content = Content()
    var containers: [Container] = []
    var texts: [(text: DiscoveredText, container: Int?, isAlternative: Bool)] = []
    var skipped: [Int: Int] = [:]
    var position = range.lowerBound
    var nextIdentity = 0
    var vertical: Set<Int> = []
    var concatenation: TextConcatenation?
    /// Ternaries whose `?` was read and whose `:` was not.
    var openTernaries = 0
    var branchEnds = ExpressionEnds()
    /// Parenthesised groups by the first token after them (and their modifiers): the count of
    /// texts before the group, and the text the group joins (`Text("a") + (…)`), if any.
    var groupsEndingAt: [Int: (firstText: Int, joinsText: Int?)] = [:]
    /// The `switch` statements around the current place: where each body ends, and whether its
    /// first `case` was met (its texts are the part's own; a later case's, alternatives).
    var switches: [(close: Int, sawCase: Bool)] = []
    /// The count of texts when an `if` chain started, by the `}` of each of its branches read so
    /// far: an `else` after branches that showed no text (`if loading { ProgressView() } else {
    /// Text(v) }`) holds the part's own text, not an alternative of the part before the `if`
    /// (the fifty-ninth attack's A59-11b made the value the title's alternative).
    var chainStarts: [Int: Int] = [:]
    /// The stacks a `Spacer()` was met in, and the texts that come after one in their stack.
    var spacedStacks: Set<Int> = []
    var afterSpacer: Set<Int> = []
    /// The texts that mark the row rather than name it (``LeadingMarks``), and the `ZStack`
    /// each text in one is in (the innermost), by the text's index.
    var marks: Set<Int> = []
    var zStackTexts: [Int: Int] = [:]
    var zStacks: Set<Int> = []
    /// Where the last `if` chain before the title ends whose branches draw a text in an image's
    /// place (``LeadingMarks/isMarkChain(_:in:)``): its texts are passed over, marks when they
    /// are mark-like (``LeadingMarks/isMarkLike(_:in:)``), labels checked on their own otherwise.
    var markChainEnd = 0
    /// The texts read in such chains (marks or not): while every text read so far is one, a
    /// next chain is before the title too (the sixty-seventh attack's A67-5: two chains made the
    /// second chain's text the title).
    var chainTexts: Set<Int> = []
    /// The texts that are controls' titles, and the control whose title is the first text.
    var controlTexts: Set<Int> = []
    var titleControl: String?
    /// The stack around each stack a text was read in (``Container/parentStack``).
    var stackParents: [Int: Int] = [:]
    while position < range.upperBound {
      while let last = containers.last, position >= last.close { containers.removeLast() }
      while let last = switches.last, position >= last.close { switches.removeLast() }
      if let skipTo = skipped[position] {
        position = skipTo
        continue
      }
      let token = stream[position]
      let isMember = position > range.lowerBound && stream.isPunctuation(position - 1, ".")
      if token.kind == .keyword, token.text == "else", position + 1 < range.upperBound,
        stream[position + 1].kind == .keyword, stream[position + 1].text == "if"
      {
        // `else if`: its branch is an alternative too, as an `else` is (A17-20 read it as the value).
        if let branch = elseIfBranch(at: position + 1, limit: range.upperBound) {
          let start = chainStarts[position - 1]
          if let start { chainStarts[branch.close] = start }
          if start != texts.count {
            nextIdentity += 1
            containers.push(
              Container(
                close: branch.close, kind: .branch, identity: nextIdentity,
                modifiers: currentModifiers(containers, outer: outer)))
          }
          position = branch.next
        } else {
          position += 1
        }
        continue
      }
      if token.kind == .keyword, token.text == "else", stream.isPunctuation(position + 1, "{"),
        let close = stream.partner[position + 1]
      {
        if chainStarts[position - 1] == texts.count {
          // The branches before showed no text: this one's is the part's own.
          position += 2
          continue
        }
        nextIdentity += 1
        containers.push(
          Container(
            close: close, kind: .branch, identity: nextIdentity,
            modifiers: currentModifiers(containers, outer: outer)))
        position += 2
        continue
      }
      if token.kind == .keyword, token.text == "switch",
        let brace = stream.bodyBrace(after: position, limit: range.upperBound),
        let close = stream.partner[brace]
      {
        // `switch state { case .a: Text("a") … }`: the subject holds no views (read as tokens,
        // `state {` looked like a call, and its first case's text left its stack: the sixtieth
        // attack's A60-4 read a second line's cases as the title's alternatives).
        switches.append((close, false))
        position = brace + 1
        continue
      }
      if token.kind == .keyword, token.text == "case" || token.text == "default",
        let current = switches.indices.last, position < switches[current].close
      {
        // The first case of a switch is the part's own text; each later one an alternative, to
        // the end of the switch.
        if switches[current].sawCase {
          nextIdentity += 1
          containers.push(
            Container(
              close: switches[current].close, kind: .branch, identity: nextIdentity,
              modifiers: currentModifiers(containers, outer: outer)))
        }
        switches[current].sawCase = true
        position += 1
        continue
      }
      if token.kind == .keyword, token.text == "case" || token.text == "default",
        texts.contains(where: { !$0.isAlternative })
      {
        // A later case of a switch: what follows until the switch ends is an alternative.
        var close = range.upperBound
        if let switchClose = containers.last?.close { close = switchClose }
        nextIdentity += 1
        containers.push(
          Container(
            close: close, kind: .branch, identity: nextIdentity,
            modifiers: currentModifiers(containers, outer: outer)))
        position += 1
        continue
      }
      if readsAlternativeLayouts, token.kind == .keyword, token.text == "if",
        let branches = dynamicTypeBranches(at: position, limit: range.upperBound)
      {
        // `if dynamicTypeSize.isAccessibilitySize { … } else { … }`: one layout per branch.
        let enclosing = currentModifiers(containers, outer: outer)
        let layouts = branches.ranges.map { nestedReader.read($0, outer: enclosing) }
        add(
          LayoutAlternatives.merge(
            layouts, unlimited: false, origin: ChoiceOrigin(layoutsAt: position, in: stream)), to: &texts,
          content: &content,
          identity: &nextIdentity, vertical: &vertical, containers: containers)
        position = branches.end
        continue
      }
      if readsAlternativeLayouts, token.kind == .keyword, token.text == "if", texts.isEmpty,
        containers.last?.isInBranch != true,
        let layouts = wholeLayoutBranches(
          at: position, limit: range.upperBound, enclosing: containers.last?.kind,
          modifiers: currentModifiers(containers, outer: outer))
      {
        // `if a { VStack { t0; s0 } } else { VStack { t1; s1 } }`: each branch is a whole layout
        // of the label, read as a layout of its own and merged as the Dynamic Type branches are
        // (the fifty-ninth attack's A59-5 read the else branch's title and subtitle as
        // alternatives of the first branch's last text).
        add(
          LayoutAlternatives.merge(
            layouts.contents, unlimited: false, origin: ChoiceOrigin(layoutsAt: position, in: stream)),
          to: &texts, content: &content,
          identity: &nextIdentity, vertical: &vertical, containers: containers)
        position = layouts.end
        continue
      }
      if token.kind == .keyword, token.text == "if", texts.count == chainTexts.count,
        containers.last?.isInBranch != true,
        let chain = ifChainBranches(at: position, limit: range.upperBound),
        LeadingMarks.isMarkChain(chain.ranges, in: stream)
      {
        // `if let icon { Image(icon) } else { Text(initial) }` before the title: the text stands
        // in the image's place, not the title (A62-10 left it), and so does a second such chain
        // after it (A67-5). The `if` is read below.
        markChainEnd = chain.end
      }
      if token.kind == .keyword, token.text == "if",
        let brace = stream.bodyBrace(after: position, limit: range.upperBound)
      {
        // `if c { Text("a") }`: the condition holds no views and is skipped. Read as tokens,
        // `c {` looked like a call with a trailing closure, a container of its own, and the
        // branch's text left its stack (the fifty-eighth attack's A58-1: a subtitle's chain was
        // read as the value).
        if let close = stream.partner[brace] { chainStarts[close] = texts.count }
        position = brace + 1
        continue
      }
      if token.kind == .punctuation, token.text == "(", ParenthesisedViews.opens(at: position, in: stream),
        let close = stream.partner[position], close < range.upperBound
      {
        // `(Text("a") + Text("b")).lineLimit(1)`: the modifiers after `)` apply inside (A21-29).
        let after = ParenthesisedViews.modifiers(after: close, limit: range.upperBound, in: stream)
        // `Text("a") + (on ? Text("b") : Text("c"))`: the group is a part of the join (A27-5).
        let follows = stream.isPunctuation(position - 1, "+")
        let groupBefore = follows ? groupsEndingAt[position - 1] : nil
        // `(on ? Text("a") : Text("b")) + (on2 ? …)`: a group after a group joins its first text
        // too (A28-1 read the second as the row's value).
        let joins =
          follows && concatenation?.end == position - 1
          ? concatenation?.index
          : groupBefore.flatMap { $0.joinsText ?? (texts.count > $0.firstText ? $0.firstText : nil) }
        nextIdentity += 1
        containers.push(
          Container(
            close: close, kind: .parenthesised, identity: nextIdentity,
            modifiers: currentModifiers(containers, outer: outer).under(
              TextModifiers(after.modifiers, in: stream, custom: resolver.modifiers)), joinsText: joins))
        groupsEndingAt[after.end] = (firstText: texts.count, joinsText: containers.last?.joinsText)
        if after.end > close + 1 { skipped[close] = after.end }
        position += 1
        continue
      }
      if ParenthesisedViews.isTernaryQuestion(at: position, in: stream) {
        openTernaries += 1
        position += 1
        continue
      }
      if token.isPunctuation(":"), openTernaries > 0 {
        // `on ? Text("a") : Text("b")`: the view after `:` is shown instead (A21-29 read both).
        openTernaries -= 1
        let limit = min(range.upperBound, containers.last?.close ?? range.upperBound)
        nextIdentity += 1
        containers.push(
          Container(
            close: branchEnds.end(from: position + 1, limit: limit, in: stream), kind: .branch,
            identity: nextIdentity,
            modifiers: currentModifiers(containers, outer: outer)))
        position += 1
        continue
      }
      guard token.kind == .identifier, !isMember, let call = CallSyntax.parse(at: position, in: stream) else {
        position += 1
        continue
      }
      let enclosing = currentModifiers(containers, outer: outer)
      let isAlternative = containers.last?.isInBranch ?? false
      switch call.name {
      case "Text"
      where ParenthesisedViews.isDecoration(call, in: stream)
        && (stream.isPunctuation(position - 1, "+") || stream.isPunctuation(call.end, "+")):
        // An inline image or a space in a join: the run goes on past it, nothing measured.
        if concatenation?.end == position - 1, stream.isPunctuation(position - 1, "+") {
          concatenation?.end = call.end
        }
        position = call.end
      case "Text" where call.hasParentheses:
        if var text = textOf(call) {
          enclosing.apply(
            to: &text, explicit: TextModifiers(call.modifiers, in: stream, custom: resolver.modifiers))
          let follows = stream.isPunctuation(position - 1, "+")
          let group = follows ? groupsEndingAt[position - 1] : nil
          if let index = concatenation?.index, concatenation?.end == position - 1, follows {
            // `Text("a") + Text("b")` is one text (A17-20 read the second as the value). The
            // run is changed in place: a copy of it would copy its set of parts at each part.
            concatenation?.end = call.end
            concatenation?.add(text, to: &texts[index].text)
            if !LeadingMarks.isMark(call, in: stream) { marks.remove(index) }
          } else if let group,
            let index = group.joinsText ?? (texts.count > group.firstText ? group.firstText : nil)
          {
            // `(on ? Text("a") : Text("b")) + Text("c")`: a part after a group joins the group's
            // first text, not a value beside it (twenty-seventh attack A27-5).
            concatenation = TextConcatenation(index: index, end: call.end)
            concatenation?.add(text, to: &texts[index].text)
            if !LeadingMarks.isMark(call, in: stream) { marks.remove(index) }
          } else if let index = containers.last?.joinsText {
            // A text in a group that is a part of a join, a branch of a ternary in it too.
            if concatenation?.index != index {
              concatenation = TextConcatenation(index: index, end: call.end)
            }
            concatenation?.end = call.end
            concatenation?.add(text, to: &texts[index].text)
            if !LeadingMarks.isMark(call, in: stream) { marks.remove(index) }
          } else {
            let stack = containers.last?.stackIdentity
            if let stack, spacedStacks.contains(stack) { afterSpacer.insert(texts.count) }
            // A mark beside the title, not a line above it (`VStack { Text("#\(n)"); … }`). A text
            // in an image's place before the title is passed over: a mark when it is mark-like, a
            // label checked on its own when it has words (`Text("profile.no_photo")`, A67-5).
            let inChain = position < markChainEnd
            if LeadingMarks.isMark(call, in: stream) || inChain,
              !(stack.map(vertical.contains) ?? stacksDirectTexts)
            {
              if inChain { chainTexts.insert(texts.count) }
              if !inChain || LeadingMarks.isMarkLike(call, in: stream) { marks.insert(texts.count) }
            }
            if let zStack = containers.last(where: { zStacks.contains($0.identity) }) {
              zStackTexts[texts.count] = zStack.identity
            }
            noteParent(of: containers.last, in: &stackParents)
            texts.append((text, stack, isAlternative))
            concatenation = TextConcatenation(index: texts.count - 1, end: call.end)
          }
        }
        position = call.end
      case "LabeledContent" where readsLabeledContent:
        // Read as directly in a list: title from its first argument or `label:`, value from
        // `value:` or its content, its modifiers applied (A17-7 took the value as the title).
        let modifiers = enclosing.under(TextModifiers(call.modifiers, in: stream, custom: resolver.modifiers))
        let parts = labeledContentParts(call, modifiers: modifiers)
        nextIdentity += 1
        if texts.isEmpty && content.leading == .none { content.leading = parts.leading }
        if let title = parts.title { texts.append((title, nextIdentity, isAlternative)) }
        if let value = parts.value { texts.append((value, nil, isAlternative)) }
        position = call.end > position ? call.end : position + 1
      case "Label"
      where enclosing.under(TextModifiers(call.modifiers, in: stream, custom: resolver.modifiers))
        .hidesLabelTitle == true:
        // `.labelStyle(.iconOnly)` shows the icon alone: no text to measure (A17-15).
        if texts.isEmpty && content.leading == .none { content.leading = .symbol }
        content.hasIconOnlyLabel = true
        position = call.end > position ? call.end : position + 1
      case "Label" where call.hasParentheses && call.firstUnlabeled != nil:
        if var text = textOf(call) {
          let own = TextModifiers(call.modifiers, in: stream, custom: resolver.modifiers)
          enclosing.apply(to: &text, explicit: own)
          noteParent(of: containers.last, in: &stackParents)
          texts.append((text, containers.last?.stackIdentity, isAlternative))
          // `.labelStyle(.titleOnly)` shows the title alone: no leading icon (A18-7).
          if texts.count == 1 && enclosing.under(own).hidesLabelIcon != true { content.leading = .symbol }
        }
        position = call.end
      case "Label" where call.closure(nil) != nil:
        // Label { title } icon: { image }; `.titleOnly` leaves the icon out (A18-7).
        let labelModifiers = enclosing.under(
          TextModifiers(call.modifiers, in: stream, custom: resolver.modifiers))
        if texts.isEmpty && labelModifiers.hidesLabelIcon != true {
          content.leading =
            call.closure("icon").flatMap { LeadingImageFrame.leading(inIcon: $0.range, stream: stream) }
            ?? .symbol
        }
        if let icon = call.closure("icon") { skipped[icon.range.lowerBound] = icon.range.upperBound }
        let title = call.closure(nil)!
        nextIdentity += 1
        containers.push(
          Container(
            close: title.range.upperBound, kind: .other, identity: nextIdentity,
            modifiers: labelModifiers))
        skipModifiers(of: call, after: title, in: &skipped)
        position = title.range.lowerBound
      case "Toggle"
      where enclosing.under(TextModifiers(call.modifiers, in: stream, custom: resolver.modifiers))
        .hidesControlLabels == true:
        // `.labelsHidden()`: its switch alone; its label is for VoiceOver only (A18-13, A19-9).
        position = call.end > position ? call.end : position + 1
      case "Image":
        // Before the first text, or in an image-or-text chain before the title (after its text:
        // `if c { Text(t) } else { Image("a").resizable().frame(width: 40, height: 40) }`).
        if texts.count == chainTexts.count && content.leading == .none {
          content.leading = LeadingImageFrame.leading(of: call, in: stream) ?? .symbol
        }
        position = call.end
      case let name
      where LeadingImageFrame.imageViews.contains(name) && texts.count == chainTexts.count
        && content.leading == .none:
        // An avatar placeholder or remote image with a literal frame before the title (A20-17).
        if let leading = LeadingImageFrame.leading(of: call, in: stream) { content.leading = leading }
        position = call.end > position ? call.end : position + 1
      case "ViewThatFits" where readsAlternativeLayouts && call.closure(nil) != nil:
        // SwiftUI shows the first child that fits: alternatives, none of them cut (of several).
        let modifiers = enclosing.under(TextModifiers(call.modifiers, in: stream, custom: resolver.modifiers))
        let layouts = children(of: call.closure(nil)!.range).map { nestedReader.read($0, outer: modifiers) }
        add(
          // One child is always shown, cut or not: it keeps its own limit (A18-8).
          LayoutAlternatives.merge(
            layouts, unlimited: layouts.count > 1, origin: ChoiceOrigin(layoutsAt: position, in: stream)),
          to: &texts, content: &content,
          identity: &nextIdentity, vertical: &vertical, containers: containers)
        position = call.end > position ? call.end : position + 1
      case let name where Self.stacks[name] != nil && call.closure(nil) != nil:
        let body = call.closure(nil)!
        nextIdentity += 1
        if Self.stacks[name]! { vertical.insert(nextIdentity) }
        if name == "ZStack" { zStacks.insert(nextIdentity) }
        containers.push(
          Container(
            close: body.range.upperBound,
            kind: Self.stacks[name]!
              ? .vertical
              : name == "HStack" || name == "LazyHStack" ? .horizontal : name == "Group" ? .group : .other,
            identity: nextIdentity,
            modifiers: enclosing.under(TextModifiers(call.modifiers, in: stream, custom: resolver.modifiers)))
        )
        skipModifiers(of: call, after: body, in: &skipped)
        position = body.range.lowerBound
      case "Spacer":
        if let stack = containers.last?.stackIdentity { spacedStacks.insert(stack) }
        position = call.end > position ? call.end : position + 1
      case let name
      where Self.titledControls.contains(name) && call.hasParentheses && call.firstUnlabeled != nil:
        // `Button("k") { action }`, `NavigationLink("k") { destination }`, `Menu("k") { items }`,
        // `Link("k", destination:)`: the control draws its title; its closures are an action, a
        // destination or a menu's items, never the row's texts (the sixty-first attack's A61-1
        // and A61-2 lost the title and read a destination's text as the value). An empty title
        // (`Toggle("", isOn:)`) draws no text. A control before any text is the title when a
        // text follows (`VStack { Toggle("k", isOn:); Text(note) }`, the sixty-second attack's
        // A62-1 lost it and its switch); alone, or followed only by controls (`HStack {
        // Toggle(t, isOn:) }`, a `ViewThatFits` child in a list), it is a row construct of its
        // own, which the row recognizer makes with its accessory (A18-8).
        if texts.isEmpty, call.closure(nil) == nil, content.customView == nil { content.customView = name }
        let own = TextModifiers(call.modifiers, in: stream, custom: resolver.modifiers)
        let hidden =
          enclosing.under(own).hidesLabelTitle == true && SwiftUIConstructs.titledLabelNames.contains(name)
          && (name == "ShareLink" || call.argument("systemImage") != nil || call.argument("image") != nil)
        if hidden, !texts.isEmpty,
          TrailingInfoButton.isIconOnlyInfoButton(call, modifiers: enclosing.under(own), in: stream),
          call.end >= (containers.last?.close ?? range.upperBound),
          containers.last.map({ $0.kind == .horizontal }) ?? !stacksDirectTexts
        {
          // `Button("k", systemImage: "info.circle").labelStyle(.iconOnly)` at the row's end: an
          // info button, as the `label:` form below.
          content.infoButton = TrailingInfoButton.symbol(
            of: call, image: nil, enclosing: enclosing, in: stream, custom: resolver.modifiers)
        } else if TrailingInfoButton.takesRow(call, modifiers: enclosing.under(own)) {
          content.defaultStyleButtons += 1
        }
        if !hidden, let argument = call.firstUnlabeled, stream.literalText(argument.range) != "" {
          var text = resolver.text(argument.range, in: stream, literalIsKey: true)
          enclosing.apply(to: &text, explicit: own)
          let stack = containers.last?.stackIdentity
          if let stack, spacedStacks.contains(stack) { afterSpacer.insert(texts.count) }
          if texts.isEmpty { titleControl = name }
          controlTexts.insert(texts.count)
          noteParent(of: containers.last, in: &stackParents)
          texts.append((text, stack, isAlternative))
          concatenation = nil
        }
        position = call.end > position ? call.end : position + 1
      case let name
      where TrailingInfoButton.buttonNames.contains(name) && !texts.isEmpty
        && call.end >= (containers.last?.close ?? range.upperBound)
        && (containers.last.map { $0.kind == .horizontal } ?? !stacksDirectTexts)
        && infoImage(of: call, enclosing: enclosing) != nil:
        // `HStack { Text("k"); Spacer(); Button { … } label: { Image(systemName: "info.circle") } }`:
        // the info button at the row's end is its accessory, as UIKit's `.detailButton`, drawn
        // from its symbol at the font around it (A67-4); a `Menu` with that label too (A68-10).
        content.infoButton = TrailingInfoButton.symbol(
          of: call, image: infoImage(of: call, enclosing: enclosing), enclosing: enclosing, in: stream,
          custom: resolver.modifiers)
        position = call.end
      case let name where Self.titledControls.contains(name) && call.closure("label") != nil:
        // `Button { action } label: { … }`, `NavigationLink { destination } label: { … }`: the
        // label alone is read, its views in the stack around it (two such buttons in a `VStack`
        // are two lines), then the rest of the call is passed over.
        let label = call.closure("label")!
        let own = enclosing.under(TextModifiers(call.modifiers, in: stream, custom: resolver.modifiers))
        if TrailingInfoButton.takesRow(call, modifiers: own) { content.defaultStyleButtons += 1 }
        nextIdentity += 1
        containers.push(
          Container(close: label.range.upperBound, kind: .group, identity: nextIdentity, modifiers: own))
        skipModifiers(of: call, after: label, in: &skipped)
        position = label.range.lowerBound
      default:
        if let body = call.closure(nil) {
          // ForEach, ScrollView, a custom container: its closure's views are the label's. A
          // control's (`Button(action:) { Label(…) }`) is its label: in the stack around it, under
          // the control's modifiers (`.labelStyle(.iconOnly)` hides the label's title; the
          // sixty-second attack's A62-9 read it as the row's value).
          let isControlLabel = Self.titledControls.contains(call.name)
          let own =
            isControlLabel
            ? enclosing.under(TextModifiers(call.modifiers, in: stream, custom: resolver.modifiers))
            : enclosing
          if isControlLabel, TrailingInfoButton.takesRow(call, modifiers: own) {
            content.defaultStyleButtons += 1
          }
          nextIdentity += 1
          containers.push(
            Container(
              close: body.range.upperBound, kind: isControlLabel ? .group : .other, identity: nextIdentity,
              modifiers: own))
          skipModifiers(of: call, after: body, in: &skipped)
          position = body.range.lowerBound
          continue
        }
        if content.customView == nil, call.name.first?.isUppercase == true,
          call.hasParentheses || !call.closures.isEmpty,
          !["Spacer", "Divider", "Color", "Circle", "Rectangle", "RoundedRectangle", "ProgressView"].contains(
            call.name)
        {
          content.customView = call.name
        }
        position = call.end > position ? call.end : position + 1
      }
    }
    // A control first with no text after it but controls' titles: not this label's title.
    if titleControl != nil,
      !texts.indices.dropFirst().contains(where: { !texts[$0].isAlternative && !controlTexts.contains($0) })
    {
      texts.removeAll()
      titleControl = nil
    }
    content.titleControl = titleControl
    assign(
      texts, to: &content, vertical: vertical, afterSpacer: afterSpacer, parents: stackParents,
      marks: LeadingMarks.leadingCount(
        of: texts.map(\.isAlternative), marks: marks.union(chainTexts), zStacks: zStackTexts))
    return content
  }

  /// Controls that draw a title given as their first argument (`Button("k")`), or the view of
  /// their `label:` closure; their other closures (an action, a destination, a menu's items, a
  /// disclosure group's content) show nothing in the row.
  static let titledControls: Set<String> = [
    "Button", "Link", "Menu", "ShareLink", "Stepper", "Toggle", "NavigationLink", "DisclosureGroup",
    // A62-2: the controls a list row draws with their title, after another text too.
    "DatePicker", "ColorPicker", "TextField", "SecureField",
  ]

  /// Passes over what follows `closure` in `call` when the scan reaches the closure's end: the
  /// call's later closures and its modifiers' arguments and closures (`.contextMenu { … }`,
  /// `.popover { … }`, `.swipeActions { … }`, `.overlay { … }`), whose texts are no part of the
  /// row. The sixty-first attack's A61-3 and A61-4 read them as the title or the value. What the
  /// modifiers set for the texts is read from ``CallSyntax/modifiers``, not by the scan.
  private func skipModifiers(
    of call: CallSyntax, after closure: CallSyntax.Closure, in skipped: inout [Int: Int]
  ) {
    if call.end > closure.range.upperBound { skipped[closure.range.upperBound] = call.end }
  }

  /// The info symbol's view that is the whole label of `call` (``TrailingInfoButton/image(of:modifiers:in:custom:)``),
  /// under the modifiers around the call (`enclosing`) and its own.
  private func infoImage(of call: CallSyntax, enclosing: TextModifiers) -> CallSyntax? {
    guard TrailingInfoButton.buttonNames.contains(call.name) else { return nil }
    return TrailingInfoButton.image(
      of: call,
      modifiers: enclosing.under(TextModifiers(call.modifiers, in: stream, custom: resolver.modifiers)),
      in: stream, custom: resolver.modifiers)
  }

  /// Records the stack around `container`'s stack (``Container/parentStack``), for a text in it.
  private func noteParent(of container: Container?, in parents: inout [Int: Int]) {
    guard let container, let stack = container.stackIdentity, let parent = container.parentStack else {
      return
    }
    parents[stack] = parent
  }

  private var nestedReader: LabelContentReader {
    LabelContentReader(
      stream: stream, resolver: resolver, readsAlternativeLayouts: false,
      readsLabeledContent: readsLabeledContent)
  }

  /// The title and value of a `LabeledContent` in a label, read as ``SwiftUIConstructs`` reads
  /// one directly in a list, by a reader that reads no further `LabeledContent` (one level deep).
  private func labeledContentParts(
    _ call: CallSyntax, modifiers: TextModifiers
  ) -> (title: DiscoveredText?, value: DiscoveredText?, leading: LeadingContent) {
    let reader = LabelContentReader(
      stream: stream, resolver: resolver, readsAlternativeLayouts: false, readsLabeledContent: false)
    var title: DiscoveredText?
    var value: DiscoveredText?
    var leading = LeadingContent.none
    if let argument = call.firstUnlabeled {
      var text = resolver.text(argument.range, in: stream, literalIsKey: true)
      modifiers.apply(to: &text, explicit: TextModifiers())
      title = text
    } else if let label = call.closure("label") {
      let read = reader.read(label.range, outer: modifiers)
      title = read.title
      leading = read.leading
    }
    if let argument = call.argument("value") {
      // The modifiers around apply to the value as to a value `Text` in the closure (A81-5).
      var text = resolver.text(argument.range, in: stream, literalIsKey: false)
      modifiers.apply(to: &text, explicit: TextModifiers())
      value = text
    } else if let body = call.closure("content") ?? call.closure(nil) {
      value = reader.read(body.range, outer: modifiers).title
    }
    return (title, value, leading)
  }

  /// Where the branch of an `else if` at `keyword` (the `if`) ends (its `}`) and where its
  /// views start (after its `{`); `nil` when it has no body before `limit`. The condition is
  /// skipped: it holds no views.
  private func elseIfBranch(at keyword: Int, limit: Int) -> (close: Int, next: Int)? {
    if readsAlternativeLayouts, let branches = dynamicTypeBranches(at: keyword, limit: limit) {
      // A Dynamic Type chain: the `if` is read as layouts, all of them this branch's.
      return (branches.end, keyword)
    }
    guard let brace = stream.bodyBrace(after: keyword, limit: limit), let close = stream.partner[brace],
      close < limit
    else { return nil }
    return (close, brace + 1)
  }

  /// Adds the texts of merged alternative layouts: the title and subtitle in a stack of their
  /// own, the value outside it.
  private func add(
    _ merged: Content, to texts: inout [(text: DiscoveredText, container: Int?, isAlternative: Bool)],
    content: inout Content, identity: inout Int, vertical: inout Set<Int>, containers: [Container]
  ) {
    let isAlternative = containers.last?.isInBranch ?? false
    // Before any text, the layouts' title and subtitle are a stack of their own, the value
    // beside it. After one, the layouts are the next views of the stack they are in (`VStack {
    // Text(t); ViewThatFits { … } }` is a second line: the sixtieth attack's A60-5 read it as
    // the value).
    let stack: Int?
    if texts.isEmpty, let enclosing = containers.last,
      enclosing.kind == .vertical || enclosing.kind == .group,
      let enclosingStack = enclosing.stackIdentity, vertical.contains(enclosingStack)
    {
      // In a vertical stack the layouts are its first line: a text after them in that stack is
      // the line below (the sixty-second attack's A62-11 read it as the value).
      stack = enclosingStack
      if content.leading == .none { content.leading = merged.leading }
    } else if texts.isEmpty {
      identity += 1
      vertical.insert(identity)
      stack = identity
      if content.leading == .none { content.leading = merged.leading }
    } else {
      stack = containers.last?.stackIdentity
    }
    if content.customView == nil { content.customView = merged.customView }
    if merged.hasIconOnlyLabel { content.hasIconOnlyLabel = true }
    for (text, container) in [(merged.title, stack), (merged.subtitle, stack), (merged.value, nil)] {
      if let text { texts.append((text, container, isAlternative)) }
    }
  }

  /// The branches of an `if` on the Dynamic Type size that has an `else` (each `else if` one
  /// more), and where the statement ends; `nil` for any other `if`.
  func dynamicTypeBranches(at keyword: Int, limit: Int) -> (ranges: [Range<Int>], end: Int)? {
    guard let first = stream.bodyBrace(after: keyword, limit: limit),
      (keyword + 1..<first).contains(where: {
        stream[$0].kind == .identifier && LayoutAlternatives.dynamicTypeNames.contains(stream[$0].text)
      })
    else { return nil }
    return ifChainBranches(at: keyword, limit: limit)
  }

  /// The layouts of an `if` with an `else` whose branches are whole layouts of the label: at
  /// least one branch holds two parts (a title and a subtitle or value), not one text that the
  /// others replace. Each branch is read by a reader that reads no further layouts (one level
  /// deep), its texts stacked when the `if` is in a vertical stack or directly in a label that
  /// stacks its texts. `nil` for any other `if`.
  ///
  /// - Complexity: linear in the statement's tokens; the caller asks only for an `if` outside
  ///   any branch, before the label's first text, so no token is read by two such questions.
  private func wholeLayoutBranches(
    at keyword: Int, limit: Int, enclosing: ContainerKind?, modifiers: TextModifiers
  ) -> (contents: [Content], end: Int)? {
    guard let branches = ifChainBranches(at: keyword, limit: limit) else { return nil }
    var reader = nestedReader
    reader.stacksDirectTexts = enclosing == .vertical || (enclosing == nil && stacksDirectTexts)
    // Branches directly in a control's label are its label's texts; in a stack, plain lines.
    reader.stylesDirectSubtitle = enclosing == nil && stylesDirectSubtitle
    let contents = branches.ranges.map { reader.read($0, outer: modifiers) }
    guard contents.contains(where: { $0.title != nil && ($0.subtitle != nil || $0.value != nil) }) else {
      return nil
    }
    return (contents, branches.end)
  }

  /// The branches of an `if` that has an `else` (each `else if` one more), and where the
  /// statement ends; `nil` for an `if` without `else`. A chain cut short (an `else` followed by
  /// neither `{` nor `if`, an `else if` with no body) ends before the cut, so that no `else if`
  /// of a long chain walks the rest of it again to find the same cut (A21-18).
  private func ifChainBranches(at keyword: Int, limit: Int) -> (ranges: [Range<Int>], end: Int)? {
    var ranges: [Range<Int>] = []
    var current = keyword
    while let brace = stream.bodyBrace(after: current, limit: limit), let close = stream.partner[brace],
      close < limit
    {
      ranges.append(brace + 1..<close)
      let elseAt = close + 1
      guard elseAt < limit, stream[elseAt].kind == .keyword, stream[elseAt].text == "else" else {
        return ranges.count > 1 ? (ranges, elseAt) : nil
      }
      if stream.isPunctuation(elseAt + 1, "{"), let last = stream.partner[elseAt + 1], last < limit {
        ranges.append(elseAt + 2..<last)
        return (ranges, last + 1)
      }
      guard elseAt + 1 < limit, stream[elseAt + 1].kind == .keyword, stream[elseAt + 1].text == "if" else {
        return ranges.count > 1 ? (ranges, elseAt) : nil
      }
      current = elseAt + 1
    }
    return ranges.count > 1 ? (ranges, current - 1) : nil
  }

  /// The views of a `ViewThatFits` closure: each call at its top level (with its modifiers),
  /// and each braced block (an `if` branch).
  func children(of range: Range<Int>) -> [Range<Int>] {
    var children: [Range<Int>] = []
    var position = range.lowerBound
    while position < range.upperBound {
      if let close = stream.closingPartner(ofOpeningAt: position, before: range.upperBound) {
        if stream.isPunctuation(position, "{") { children.append(position + 1..<close) }
        position = close + 1
        continue
      }
      let isMember = position > range.lowerBound && stream.isPunctuation(position - 1, ".")
      if stream[position].kind == .identifier, !isMember,
        let call = CallSyntax.parse(at: position, in: stream),
        call.end > position
      {
        let end = min(call.end, range.upperBound)
        children.append(position..<end)
        position = end
        continue
      }
      position += 1
    }
    return children
  }

  /// The modifiers around the current place: the innermost container's, which already hold
  /// those of the containers around it and of the row (`outer`), the nearer winning.
  private func currentModifiers(_ containers: [Container], outer: TextModifiers) -> TextModifiers {
    containers.last?.modifiers ?? outer
  }

  /// The text of `Text(…)` or `Label(_:…)`.
  func textOf(_ call: CallSyntax) -> DiscoveredText? {
    guard let argument = call.argument("verbatim") ?? call.firstUnlabeled else { return nil }
    let literalIsKey = call.argument("verbatim") == nil
    let table = call.argument("tableName").flatMap { stream.literalText($0.range) }
    return resolver.text(argument.range, in: stream, literalIsKey: literalIsKey, table: table)
  }

  /// Whether a text in `container` goes below a title in `titleContainer`: both in one
  /// vertical stack, or both directly in a label that stacks its texts (``stacksDirectTexts``),
  /// or `container` a stack placed in the title's vertical stack (`VStack { t; HStack { s;
  /// Spacer(); v } }`, the sixty-first attack's A61-5 lost `s`).
  private func stacksBelow(
    _ container: Int?, _ titleContainer: Int?, _ vertical: Set<Int>, _ parents: [Int: Int]
  )
    -> Bool
  {
    guard let container else { return stacksDirectTexts && titleContainer == nil }
    if container == titleContainer { return vertical.contains(container) }
    guard let titleContainer, vertical.contains(titleContainer) else { return false }
    return parents[container] == titleContainer
  }

  /// Whether `container` is a line below the title's: a vertical stack around the title's stack
  /// (`VStack { HStack { t; Spacer(); v }; s }`: a text in it after the title's line is the line
  /// below it, A61-5), or a stack placed in such a vertical stack beside the title's line
  /// (`VStack { HStack { t; Spacer(); v }; HStack { s; Spacer(); w } }`, the sixty-second attack's
  /// A62-10 lost `s`). At most ``maximumStackSteps`` stacks out are looked at.
  private func isLineBelow(
    _ container: Int?, title titleContainer: Int?, _ vertical: Set<Int>, _ parents: [Int: Int]
  )
    -> Bool
  {
    guard let container, container != titleContainer, var current = titleContainer else { return false }
    // The vertical stack the line is in: the container itself, or the one it is placed in.
    let isVertical = vertical.contains(container)
    guard let lines = isVertical ? container : parents[container], vertical.contains(lines) else {
      return false
    }
    for _ in 0..<Self.maximumStackSteps {
      guard let parent = parents[current] else { return false }
      if parent == lines { return true }
      // A stack around the title's own (`HStack { VStack { t; … }; Spacer(); v }`) is its line.
      if parent == container { return false }
      current = parent
    }
    return false
  }

  /// The most stacks out from the title's that ``isLineBelow(_:title:_:_:)`` looks at.
  static let maximumStackSteps = 8

  private func assign(
    _ texts: [(text: DiscoveredText, container: Int?, isAlternative: Bool)], to content: inout Content,
    vertical: Set<Int>, afterSpacer: Set<Int> = [], parents: [Int: Int] = [:], marks: Int = 0
  ) {
    var titleContainer: Int?
    var lastRole: LabelRole?
    var valueIndex: Int?
    var subtitleIndex: Int?
    // The marks before the title (``LeadingMarks``): passed over, an icon before the title.
    if marks > 0, content.leading == .none { content.leading = .symbol }
    for (index, entry) in texts.enumerated() {
      content.allTexts.append(entry.text)
      if index < marks { continue }
      if entry.isAlternative, let role = lastRole {
        switch role {
        case .title: content.title?.addAlternative(entry.text.reference)
        case .subtitle: content.subtitle?.addAlternative(entry.text.reference)
        case .value: content.value?.addAlternative(entry.text.reference)
        }
        continue
      }
      if content.title == nil {
        content.title = entry.text
        titleContainer = entry.container
        lastRole = .title
      } else if content.subtitle == nil,
        content.value == nil
          ? stacksBelow(entry.container, titleContainer, vertical, parents)
          : isLineBelow(entry.container, title: titleContainer, vertical, parents)
      {
        content.subtitle = entry.text
        // Its font: the one read with it, else what SwiftUI gives a second line here (A81-14).
        SubtitleStyle.resolve(
          &content.subtitle!,
          styledByControl: stylesDirectSubtitle && entry.container == nil && titleContainer == nil)
        subtitleIndex = index
        lastRole = .subtitle
      } else if let subtitleIndex, let container = entry.container,
        texts[subtitleIndex].container == container, container != titleContainer,
        !vertical.contains(container), afterSpacer.contains(index) == afterSpacer.contains(subtitleIndex)
      {
        // `VStack { Text(t); HStack { Text(s); Text(s2) } }`: a text beside the subtitle in its
        // line, on the same side of a `Spacer()`, is part of that line: an alternative of the
        // subtitle, as a later part of a join is, not the row's trailing value.
        content.subtitle?.addAlternative(entry.text.reference)
        lastRole = .subtitle
      } else if content.value == nil,
        !(entry.container == titleContainer && content.subtitle != nil
          && (entry.container != nil || stacksDirectTexts))
      {
        content.value = entry.text
        valueIndex = index
        lastRole = .value
      } else if let badge = valueIndex, let container = entry.container,
        texts[badge].container == container
          || (texts[badge].container == titleContainer
            && subtitleIndex.map { texts[$0].container } != container),
        !afterSpacer.contains(badge), afterSpacer.contains(index)
      {
        // `HStack { Text(t); if isNew { Text("New") }; Spacer(); Text(v) }`: a text between the
        // title and the `Spacer()` is a badge beside the title; the value is the text after the
        // `Spacer()` (the fifty-ninth attack's A59-11a lost it). Also a badge in the title's own
        // stack, nested in the one holding the `Spacer()` (`HStack { VStack { HStack { t; badge };
        // s }; Spacer(); v }`, the sixty-second attack's A62-10).
        content.value = entry.text
        valueIndex = index
        lastRole = .value
      } else if let subtitleIndex, let container = entry.container,
        texts[subtitleIndex].container == container,
        container != titleContainer, afterSpacer.contains(index)
      {
        // `VStack { HStack { t; Spacer(); v }; HStack { s; Spacer(); w } }`: the text after the
        // `Spacer()` of the subtitle's line is a value too, an alternative of the title line's
        // (the sixty-second attack's A62-10 lost `s` and `w`).
        content.value?.addAlternative(entry.text.reference)
        lastRole = .value
      } else {
        // A third line in the title's stack has no part in the row model; it is left out, and
        // the texts of its `else` with it (they are not the subtitle's).
        lastRole = nil
      }
    }
  }
}

extension Array where Element == LabelContentReader.Container {
  /// Appends `container`, with what it inherits from the one around it (the last): whether it
  /// is in a branch, the stack its texts are in, and the join they are parts of.
  fileprivate mutating func push(_ container: Element) {
    var container = container
    container.isInBranch = container.kind == .branch || last?.isInBranch == true
    let isPartOfExpression = container.kind == .branch || container.kind == .parenthesised
    let inheritsStack = isPartOfExpression || (container.kind == .group && last != nil)
    container.stackIdentity = inheritsStack ? last?.stackIdentity : container.identity
    container.parentStack = inheritsStack ? last?.parentStack : last?.stackIdentity
    if isPartOfExpression, container.joinsText == nil { container.joinsText = last?.joinsText }
    append(container)
  }
}
