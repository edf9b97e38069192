import TypeFitRow

/// The row each SwiftUI construct makes when it sits directly in a list.
///
/// | Construct | Parts | Accessory | Navigable |
/// |---|---|---|---|
/// | `NavigationLink("k", …)`, `NavigationLink(…) { label }`, `NavigationLink { } label: { }` | label's | disclosure | yes |
/// | `Button`, `Link` | label's; `systemImage:` is a leading icon | none | no |
/// | `Toggle` | label's | switch | no |
/// | `Picker` | title; value = the selected option (options as alternatives) | disclosure | no |
/// | `LabeledContent` | title, value | none | no |
/// | `Label`, `Text`, `VStack`/`HStack` of texts | label's | none (switch for a `Toggle` in the `HStack`, info button for a trailing info `Button`) | no |
/// | `Stepper`, `DatePicker`, `ColorPicker` | label's | none: the control's width is not modelled | no |
/// | `TextField`, `SecureField` | the placeholder (title or `prompt:`), one line unless `axis:` | none | no |
/// | `Menu("k") { … }`, `ShareLink("k", item:)` | title | none | no |
///
/// A control drawn as a `Label` of its title and an image (`Button("k", systemImage:)`,
/// `ShareLink("k", item:)`) under `.labelStyle(.iconOnly)` shows no text: no row.
struct SwiftUIConstructs {
  /// Controls a list shows as a row of their title beside the control (A20-9). The control's
  /// width is not taken from the title's yet (the row model has no stepper, date or colour
  /// well accessory), so the title is measured at the width a row without accessory gives it.
  static let controlRowNames: Set<String> = ["Stepper", "DatePicker", "ColorPicker"]

  /// Text fields a list shows as a row of their placeholder (the title argument or `prompt:`),
  /// drawn on one line and cut at its end when too long, unless the field grows (`axis:
  /// .vertical`). The sixty-first attack's A61-6 found them checked as labels that wrap.
  static let textFieldNames: Set<String> = ["TextField", "SecureField"]

  /// Whether a text field grows to more lines: `axis: .vertical` (or `Axis.vertical`).
  static func growsVertically(_ call: CallSyntax, in stream: TokenStream) -> Bool {
    guard let axis = call.argument("axis"), let last = axis.range.last else { return false }
    return stream[last].isIdentifier("vertical")
  }

  /// Controls whose title argument, with an image (`systemImage:`, `image:`; a `ShareLink`'s
  /// own), SwiftUI draws as a `Label`, which a label style shows as its icon alone.
  static let titledLabelNames: Set<String> = ["Button", "Toggle", "Menu", "ShareLink"]

  let stream: TokenStream
  let resolver: StringReferenceResolver

  /// A recognised row, and ranges (destinations) to scan for lists of their own.
  struct Recognition {
    var row: SourceRow?
    var nested: [Range<Int>] = []
    /// Whether the construct is a row that shows no text (its label a `Label` with
    /// `.labelStyle(.iconOnly)`): its label is not searched for rows of its own.
    var showsNoText = false
    /// A `Picker`'s option texts, whose every text is the alternatives of the row's value (the
    /// selected option): made into one list by the caller, which keeps the lists of a run
    /// (``PickerOptionLists``).
    var options: [DiscoveredText]?
  }

  /// The row `call` makes.
  ///
  /// - Parameter environment: What the views around the call set for the text inside
  ///   (`Section { … }.lineLimit(1)`); the call's own modifiers and the texts' own win over it.
  func row(_ call: CallSyntax, environment: TextModifiers = TextModifiers()) -> Recognition {
    let reader = LabelContentReader(stream: stream, resolver: resolver)
    let outer = environment.under(TextModifiers(call.modifiers, in: stream, custom: resolver.modifiers))
    let location = stream.location(call.nameIndex)
    var row = SourceRow(location: location, construct: .text)
    row.sizeCategories = outer.sizeCategories
    // The list's style, not one set on the row itself (a `List` reads its own environment).
    row.listStyle = environment.listStyle
    var recognition = Recognition()
    /// The title from a leading string argument (`Button("k")`), else nil.
    func titleArgument() -> DiscoveredText? {
      guard let argument = call.firstUnlabeled else { return nil }
      var text = resolver.text(argument.range, in: stream, literalIsKey: true)
      outer.apply(to: &text, explicit: TextModifiers())
      return text
    }
    var showsNoText = false
    /// The symbol of the info button the label ends with (``TrailingInfoButton``), if any, and
    /// how many default-style buttons the label has besides it.
    var infoButton: AccessorySymbol?
    var otherButtons = 0
    // `Button("k", systemImage: "x")`, `Toggle` and `Menu` with an image, and `ShareLink("k",
    // item:)` draw a `Label` of their title: `.labelStyle(.iconOnly)`, their own or around, shows
    // the icon alone and leaves the title to VoiceOver, as on a `Label` (A21-26 measured it).
    if Self.titledLabelNames.contains(call.name), call.firstUnlabeled != nil, outer.hidesLabelTitle == true,
      call.name == "ShareLink" || call.argument("systemImage") != nil || call.argument("image") != nil
    {
      return Recognition(row: nil, showsNoText: true)
    }
    /// A `Toggle`, `Picker` or `LabeledContent` label stacks its texts: title, then subtitle,
    /// which the control draws at subheadline (``SubtitleStyle``).
    var stacking = reader
    stacking.stacksDirectTexts = ["Toggle", "Picker", "LabeledContent"].contains(call.name)
    stacking.stylesDirectSubtitle = stacking.stacksDirectTexts
    func fill(from range: Range<Int>) {
      let content = stacking.read(range, outer: outer)
      showsNoText = content.title == nil && content.hasIconOnlyLabel
      row.title =
        content.title
        ?? content.customView.map {
          DiscoveredText(reference: .unresolved("custom view \($0)"), location: location)
        }
      row.subtitle = content.subtitle
      row.value = content.value
      row.leading = content.leading
      // A control whose title is the label's (`VStack { Toggle("k", isOn:); Text(note) }`):
      // its switch or disclosure indicator is the row's (the sixty-second attack's A62-1).
      if row.accessory == .none {
        switch content.titleControl {
        case "Toggle": row.accessory = .toggle
        case "NavigationLink":
          row.accessory = .disclosure
          row.isNavigable = true
        default: break
        }
      }
      if let symbol = content.infoButton { infoButton = symbol }
      otherButtons += content.defaultStyleButtons
    }
    /// The label view: a `label:` closure, or a `label:` argument (`label: Text("k")` or
    /// `label: { … }`).
    func labelRange() -> Range<Int>? {
      if let closure = call.closure("label") { return closure.range }
      guard let argument = call.argument("label"), !argument.range.isEmpty else { return nil }
      if stream.isPunctuation(argument.range.lowerBound, "{"),
        let close = stream.partner[argument.range.lowerBound]
      {
        return argument.range.lowerBound + 1..<close
      }
      return argument.range
    }
    switch call.name {
    case "NavigationLink":
      row.construct = .navigationLink
      row.accessory = .disclosure
      row.isNavigable = true
      if let title = titleArgument() {
        row.title = title
        recognition.nested += call.closures.map(\.range)
      } else if let label = labelRange() {
        fill(from: label)
        recognition.nested += call.closures.filter { $0.label == nil }.map(\.range)
      } else if let label = call.closure(nil) {
        fill(from: label.range)
      }
      if let destination = call.argument("destination") { recognition.nested.append(destination.range) }
    case "Button", "Link":
      row.construct = call.name == "Button" ? .button : .link
      if let title = titleArgument() {
        row.title = title
        // Drawn as a `Label`: `.labelStyle(.titleOnly)` leaves its icon out (A18-7).
        if call.argument("systemImage") != nil || call.argument("image") != nil, outer.hidesLabelIcon != true
        {
          row.leading = .symbol
        }
      } else if let label = labelRange() {
        fill(from: label)
      } else if call.argument("action") != nil || call.name == "Link", let label = call.closure(nil) {
        fill(from: label.range)
      }
    case "Toggle":
      // `.labelsHidden()`: the switch alone; its title is for VoiceOver only (A18-13).
      if outer.hidesControlLabels == true { return Recognition(row: nil, showsNoText: true) }
      row.construct = .toggle
      // `.toggleStyle(.button)`: a button that stays pressed, no switch beside the title (A20-7).
      row.accessory = outer.togglesWithoutSwitch == true ? .none : .toggle
      if let title = titleArgument() {
        row.title = title
        if call.argument("systemImage") != nil, outer.hidesLabelIcon != true { row.leading = .symbol }
      } else if let label = labelRange() ?? call.closure(nil)?.range {
        fill(from: label)
      }
    case "Picker":
      // `.pickerStyle(.segmented)`: the segments alone, no title and no disclosure (A23-10).
      if outer.hidesControlLabels == true || outer.hidesPickerLabel == true {
        return Recognition(row: nil, showsNoText: true)
      }
      row.construct = .picker
      row.accessory = .disclosure
      let options = call.closure("content") ?? call.closure(nil)
      if let title = titleArgument() {
        row.title = title
      } else if let label = labelRange() {
        fill(from: label)
      }
      let optionTexts = options.map { reader.read($0.range).allTexts } ?? []
      // Each option with the other texts it stands for: `ForEach(Kind.allCases) { Text($0.title) }`
      // is one option text whose alternatives are every case's (the fifty-eighth attack's A58-3
      // kept the first key alone: 17 of Ice Cubes' Pickers were laid out with one option). The
      // caller makes them the value's alternatives (``Recognition/options``).
      row.value = DiscoveredText(reference: .unresolved("the selected option"), location: location)
      recognition.options = optionTexts
      // An option `Text("k")` is a `LocalizedStringKey`: SwiftUI shows its value's Markdown
      // read, as for any `Text("k")` (A24-15: the link's URL was measured).
      let keyed = optionTexts.filter { $0.reference.key != nil }
      row.value?.rendersMarkdown =
        !keyed.isEmpty && keyed.allSatisfy { LocalizedStringKeyTexts.rendersMarkdown($0, in: stream) }
    case "TextField", "SecureField":
      if outer.hidesControlLabels == true { return Recognition(row: nil, showsNoText: true) }
      row.construct = .control(call.name)
      // The prompt, when given, is what the empty field draws (the sixty-second attack's A62-7
      // measured the title beside it); else the title is the placeholder.
      if let prompt = call.argument("prompt"), let text = reader.read(prompt.range, outer: outer).title {
        row.title = text
      } else if let title = titleArgument(), stream.literalText(call.firstUnlabeled!.range) != "" {
        row.title = title
      }
      guard var title = row.title else { return Recognition(row: nil) }
      // A single-line field's placeholder is one line whatever its limit; one that grows
      // (`axis: .vertical`) keeps the limit set on it (A62-12: `axis: .horizontal` grows not).
      if !Self.growsVertically(call, in: stream) { title.lineLimit = 1 }
      row.title = title
    case "Stepper", "DatePicker", "ColorPicker", "Menu", "ShareLink":
      if outer.hidesControlLabels == true { return Recognition(row: nil, showsNoText: true) }
      let isControl = Self.controlRowNames.contains(call.name)
      row.construct = isControl ? .control(call.name) : .menuButton(call.name)
      if let title = titleArgument() {
        row.title = title
      } else if isControl, let label = labelRange() ?? call.closure(nil)?.range {
        fill(from: label)
      } else if call.name == "ShareLink", let label = labelRange() ?? call.closure(nil)?.range {
        fill(from: label)
      } else if call.name == "Menu", let label = labelRange() {
        fill(from: label)
      }
      if row.title == nil { return Recognition(row: nil) }
    case "LabeledContent":
      row.construct = .labeledContent
      if let title = titleArgument() {
        row.title = title
        if let value = call.argument("value") {
          // The row's font, line limit and Dynamic Type range apply to the value as to a value
          // `Text` in the closure (the eighty-first attack's A81-5 measured it at body, unlimited).
          var text = resolver.text(value.range, in: stream, literalIsKey: false)
          outer.apply(to: &text, explicit: TextModifiers())
          row.value = text
        } else if let content = call.closure("content") ?? call.closure(nil) {
          let read = reader.read(content.range, outer: outer)
          row.value = read.title
        }
      } else if let label = labelRange() {
        fill(from: label)
        if let content = call.closure(nil) {
          row.value = reader.read(content.range, outer: outer).title
        }
      }
    case "Label":
      row.construct = .label
      // `.labelStyle(.iconOnly)`: the icon alone, no text to measure (A17-15).
      if outer.hidesLabelTitle == true { return Recognition(row: nil) }
      if call.firstUnlabeled != nil {
        row.title = reader.textOf(call).map { text in
          var text = text
          outer.apply(to: &text, explicit: TextModifiers())
          return text
        }
        // `.labelStyle(.titleOnly)`: the title alone, no leading icon (A18-7).
        row.leading = outer.hidesLabelIcon == true ? .none : .symbol
      } else if call.closure(nil) != nil {
        fill(from: call.nameIndex..<call.end)
      }
    case "Text":
      row.construct = .text
      row.title = reader.textOf(call).map { text in
        var text = text
        outer.apply(to: &text, explicit: TextModifiers())
        return text
      }
    case "VStack", "HStack", "ViewThatFits":
      row.construct = .textStack
      fill(from: call.nameIndex..<call.end)
      if row.title == nil || row.title?.reference == .unresolved("custom view \(call.name)") {
        return Recognition(row: nil)
      }
      if case .unresolved(let reason) = row.title?.reference, reason.hasPrefix("custom view") {
        return Recognition(row: nil)
      }
      // A `Toggle` beside the texts (`HStack { Text(…); Spacer(); Toggle(…).labelsHidden() }`)
      // draws its switch at the row's end: the row's accessory (A19-9 measured the texts with
      // the whole width).
      if call.name == "HStack", let body = call.closure(nil), hasToggle(directlyIn: body.range) {
        row.accessory = .toggle
      }
    default:
      return Recognition(row: nil)
    }
    guard row.title != nil else {
      return Recognition(row: nil, nested: recognition.nested, showsNoText: showsNoText)
    }
    // A symbol image after a `Spacer()` at the stack's end: a checkmark's room (A82-6).
    if row.accessory == .none, infoButton == nil,
      TrailingSymbolImage.endsStack(call, label: labelRange() ?? call.closure(nil)?.range, in: stream)
    {
      row.accessory = .checkmark
    }
    // An info button at the label's end: UIKit's `.detailButton`, or `.detailDisclosureButton`
    // beside a `NavigationLink`'s chevron.
    if let infoButton {
      row.accessory = TrailingInfoButton.accessory(beside: row.accessory)
      if row.accessory == .infoButton || row.accessory == .detailDisclosure {
        // In a `NavigationLink`'s row, a button's or beside another button, the row is not the
        // info button's target (A68-9).
        row.accessorySymbol = TrailingInfoButton.symbol(
          infoButton, inRowOf: call.name, isNavigable: row.isNavigable, otherButtons: otherButtons)
      }
    }
    // `.badge(…)` on the row: trailing secondary text, the row's value when it has none (A20-8).
    if row.value == nil, let badge = call.modifiers.first(where: { $0.name == "badge" }) {
      row.value = badgeText(badge, environment: environment)
    }
    recognition.row = row
    return recognition
  }

  /// The text a row's `.badge(…)` shows (``ListRowBadge``): a key (`.badge("k")`,
  /// `.badge(Text("k"))`), a count as its digits (`.badge(12345)`, verbatim `12,345`), an
  /// expression unresolved; `nil` for a badge SwiftUI hides (`.badge(0)`).
  ///
  /// The list draws the badge beside the row's content, as a cell draws its value: what the
  /// views around the row set (`environment`) applies to it, the row's own modifiers
  /// (`.lineLimit(1)` on the `NavigationLink`) are taken as its content's only (unconfirmed: the
  /// looser reading, so no truncation is reported that SwiftUI may not draw).
  private func badgeText(_ badge: CallSyntax.Modifier, environment: TextModifiers) -> DiscoveredText? {
    var text: DiscoveredText
    switch ListRowBadge.shown(badge.arguments, in: stream) {
    case .nothing:
      return nil
    case .count(let digits):
      let start = badge.arguments.first?.range.lowerBound ?? badge.nameIndex
      text = DiscoveredText(reference: .verbatim(digits), location: stream.location(start))
    case .text(let range):
      text = resolver.text(range, in: stream, literalIsKey: true)
    }
    environment.apply(to: &text, explicit: TextModifiers())
    return text
  }

  /// Whether a `Toggle` is one of the views of a stack's content `range` (not inside another
  /// view, a branch or a modifier's argument): one pass over the range, stepping over brackets.
  func hasToggle(directlyIn range: Range<Int>) -> Bool {
    var position = range.lowerBound
    while position < range.upperBound {
      let token = stream[position]
      if token.kind == .punctuation, let close = stream.partner[position], close > position {
        position = close + 1
        continue
      }
      if token.kind == .identifier, token.text == "Toggle",
        position == range.lowerBound
          || !stream.isPunctuation(position - 1, "."),
        stream.isPunctuation(position + 1, "(") || stream.isPunctuation(position + 1, "{")
      {
        return true
      }
      position += 1
    }
    return false
  }
}
