import TypeFitRow

/// Finds SwiftUI list rows in one file's tokens: the views placed directly in a `List`, `Form`
/// or `Section` (also through `ForEach`, `Group`, `if` and `switch`, and through a view member
/// of the same file named there), recognised by bracket-matched call patterns.
///
/// The walk keeps a work list of token ranges with their context instead of recursing, so
/// nesting depth costs memory only.
struct SwiftUIRowRecognizer {
  let stream: TokenStream
  let resolver: StringReferenceResolver
  let components: [String: RowComponentMapping]

  /// Where a token range sits.
  enum Context {
    /// Not in a list: views here are not rows.
    case outside
    /// Directly in a list's content: each view is a row.
    case list
    /// In a menu, toolbar or swipe action: not rows, and a `Section` here does not start a list.
    case blocked
  }

  /// Containers whose content views are rows: a `List` or `Form`, and a UIKit cell's
  /// `UIHostingConfiguration { … }` (iOS 16), which draws its content as the cell's (the
  /// sixty-first attack's A61-10 found no rows in it).
  static let listContainers: Set<String> = ["List", "Form", "UIHostingConfiguration"]
  /// Containers whose screens, pushed ones included, inherit their modifiers.
  static let navigationContainers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView"]
  /// Containers of screens shown side by side or one at a time (`TabView`): their content holds
  /// no rows of its own, but every screen in it, and every screen those push, inherits their
  /// modifiers (`TabView { NavigationStack { List { … } } }.lineLimit(1)`; the nineteenth
  /// attack's A19-5 found a tab's rows without the limit).
  static let tabContainers: Set<String> = ["TabView"]
  static let transparent: Set<String> = ["ForEach", "Group", "DisclosureGroup", "OutlineGroup"]
  static let blockers: Set<String> = [
    "Menu", "ControlGroup", "ToolbarItem", "ToolbarItemGroup", "contextMenu", "toolbar",
    "swipeActions",
    "confirmationDialog", "alert", "menu", "searchSuggestions",
  ]
  static let rowConstructs: Set<String> = Set([
    "NavigationLink", "Button", "Link", "Toggle", "Picker", "LabeledContent", "Label", "Text", "VStack",
    "HStack", "ViewThatFits", "ShareLink",
  ]).union(SwiftUIConstructs.controlRowNames).union(SwiftUIConstructs.textFieldNames)
  /// Controls whose label a list row does not show (iOS draws a `Slider`'s and a `Gauge`'s label
  /// for VoiceOver in a `Form`): their closures hold no rows (the sixty-first attack's A61-6
  /// made a row of a `Slider`'s label).
  static let unlabelledControls: Set<String> = ["Slider", "Gauge"]

  /// Ranges left to scan, with their context and the text modifiers the views around them set
  /// in the environment (`List { … }.lineLimit(1)`), which rows inside inherit.
  private var work:
    [(range: Range<Int>, context: Context, environment: TextModifiers, screen: TextModifiers)] = []
  /// What the navigation container around the range being scanned sets in the environment
  /// (`NavigationStack { … }.lineLimit(1)`): every screen it pushes inherits it, a
  /// `NavigationLink`'s destination too (the eighteenth attack's A18-3), where the list's own
  /// modifiers do not reach.
  private var screen = TextModifiers()
  private var emitted: Set<SourcePosition> = []
  private var followed: Set<String> = []
  /// The `if` of each `else if` known to start no Dynamic Type row: it is in a chain one of whose
  /// branches at or after it is not a text layout (``dynamicTypeRow(at:limit:environment:)``).
  private var notDynamicTypeRows: Set<Int> = []
  /// The end of the last ternary found not to be a row of texts: the ternaries nested in it are
  /// not tried again (``expressionRow(at:limit:environment:)``).
  private var notTernaryRowsBefore = 0
  private(set) var rows: [SourceRow] = []
  /// Where each view placed directly in a list's content starts (its name's token), rows or
  /// not: a custom view (`AccountRow(…)`) is not a row the model can measure, but the
  /// accessibility rules (TF012, TF014) look at its modifiers. In source order after
  /// ``recognize()``.
  private(set) var listViews: [Int] = []
  /// The app's views and view members placed in a list's content that this file does not
  /// expand itself (`Form { NotificationsSection(); Section { generalRows } }`), each name once:
  /// ``PlacedListContent`` follows them into the files declaring them (A21-25).
  private(set) var placements: [ListPlacement] = []
  private var placedNames: Set<String> = []
  /// The `Picker` option lists of the run, each made once (``PickerOptionLists``): given by the
  /// caller for each file and taken back after it.
  var optionLists = PickerOptionLists()
  /// Whether the file calls `List` or `Form`.
  private let fileHasList: Bool

  init(stream: TokenStream, resolver: StringReferenceResolver, components: [String: RowComponentMapping]) {
    self.stream = stream
    self.resolver = resolver
    self.components = components
    var hasList = false
    for position in 0..<stream.count where stream[position].kind == .identifier {
      if Self.listContainers.contains(stream[position].text),
        stream.isPunctuation(position + 1, "(") || stream.isPunctuation(position + 1, "{")
      {
        hasList = true
        break
      }
    }
    fileHasList = hasList
  }

  /// Runs the walk and returns the rows in source order.
  mutating func recognize() -> [SourceRow] {
    recognize(from: [(0..<stream.count, .outside, TextModifiers(), TextModifiers())])
  }

  /// Runs the walk over ranges that are a list's content (a view's `body` placed in a list of
  /// another file, with what that list sets in the environment) and returns their rows.
  mutating func recognize(
    listContent: [(range: Range<Int>, environment: TextModifiers, screen: TextModifiers)]
  )
    -> [SourceRow]
  {
    recognize(from: listContent.reversed().map { ($0.range, .list, $0.environment, $0.screen) })
  }

  private mutating func recognize(
    from start: [(range: Range<Int>, context: Context, environment: TextModifiers, screen: TextModifiers)]
  ) -> [SourceRow] {
    let declarations = ViewDeclarationIndex(stream)
    work = start
    while let item = work.popLast() {
      screen = item.screen
      scan(item.range, context: item.context, environment: item.environment, declarations: declarations)
    }
    rows.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    listViews.sort()
    return rows
  }

  private mutating func scan(
    _ range: Range<Int>, context: Context, environment: TextModifiers, declarations: ViewDeclarationIndex
  ) {
    var position = range.lowerBound
    while position < range.upperBound {
      let token = stream[position]
      // A mapped component called through its module or type (`DesignKit.SettingsRow(…)`) is
      // the component, not a member (the thirty-sixth attack's A36-10: such rows were lost).
      let isMember =
        position > 0 && stream.isPunctuation(position - 1, ".")
        && !(position > 1 && callsComponent(at: position) && stream[position - 2].kind == .identifier
          && stream[position - 2].text.first?.isUppercase == true)
      if context == .list,
        let end = expressionRow(at: position, limit: range.upperBound, environment: environment)
      {
        position = end
        continue
      }
      if token.kind == .punctuation, let close = stream.partner[position], close > position,
        close < range.upperBound
      {
        let inner = position + 1..<close
        work.append(
          (
            inner, token.text == "{" ? context : (context == .blocked ? .blocked : .outside), environment,
            screen
          ))
        position = close + 1
        continue
      }
      if context == .list, token.kind == .keyword, token.text == "if",
        let end = dynamicTypeRow(at: position, limit: range.upperBound, environment: environment)
      {
        position = end
        continue
      }
      // `.switch` (a toggle style) is a member, no statement: looking for its body from each one
      // of a chain (`.toggleStyle(c0 ? .switch : c1 ? .switch : …)`) was quadratic (A27-3).
      if token.kind == .keyword, !isMember, ["if", "guard", "while", "for", "switch"].contains(token.text),
        let body = conditionBody(after: position, limit: range.upperBound)
      {
        // The condition holds no rows; `x.y {` there is not a trailing closure.
        work.append((body.lowerBound..<body.upperBound - 1, context, environment, screen))
        position = body.upperBound
        continue
      }
      if token.kind == .keyword, token.text == "let" || token.text == "var", context == .list {
        // A local declaration in a view builder (`let name = Text(…)`) is not itself a row.
        var equals = position + 1
        while equals < range.upperBound, equals < position + 12, !stream.isPunctuation(equals, "=") {
          equals += 1
        }
        if stream.isPunctuation(equals, "=") {
          let end = stream.expressionEnd(from: equals + 1, limit: range.upperBound)
          work.append((equals + 1..<end, .outside, TextModifiers(), screen))
          position = max(end, equals + 1)
          continue
        }
      }
      guard token.kind == .identifier, !isMember else {
        position += 1
        continue
      }
      if let component = qualifiedComponent(at: position, limit: range.upperBound) {
        position = component
        continue
      }
      let name = token.text
      let followsCall = stream.isPunctuation(position + 1, "(") || stream.isPunctuation(position + 1, "{")
      if context == .list, !followsCall, !stream.isPunctuation(position + 1, "."),
        let body = declarations.bodies[name],
        followed.insert(name).inserted
      {
        work.append((body, .list, environment, screen))
      }
      if context == .list, stream.isPunctuation(position + 1, "("), let body = declarations.bodies[name],
        Self.rowConstructs.contains(name) == false, followed.insert(name).inserted
      {
        work.append((body, .list, environment, screen))
      }
      if context == .list, name.first?.isLowercase == true, declarations.bodies[name] == nil,
        !stream.isPunctuation(position + 1, "{"), !stream.isPunctuation(position + 1, "."),
        placedNames.insert(name).inserted
      {
        // A view member this file does not declare: perhaps an extension's in another file.
        placements.append(ListPlacement(name: name, isMember: true, environment: environment, screen: screen))
      }
      guard
        let call = CallSyntax.parse(at: position, in: stream, explicitInitializer: components[name] != nil),
        call.end > position + 1
      else {
        position += 1
        continue
      }
      var end = min(call.end, range.upperBound)
      // What the call's own modifiers set for the views inside it (A17-9: `.lineLimit(1)` on a
      // `List`, `Section` or `Form` applies to its rows, the rows' own modifiers winning).
      let inside = environment.under(TextModifiers(call.modifiers, in: stream, custom: resolver.modifiers))
      if context == .list, Self.isListView(name) {
        listViews.append(position)
        if placedNames.insert(name).inserted {
          placements.append(ListPlacement(name: name, isMember: false, environment: inside, screen: screen))
        }
      }
      if let mapping = components[name] {
        emit(DesignSystemRows.component(call, mapping: mapping, stream: stream, resolver: resolver))
        pushNested(call, context: context, environment: environment)
      } else if name == "ODSListItem" {
        emit(DesignSystemRows.odsListItem(call, stream: stream, resolver: resolver))
        pushNested(call, context: context, environment: environment)
      } else if Self.listContainers.contains(name) {
        for closure in call.closures { work.append((closure.range, .list, inside, screen)) }
        pushModifiers(call, environment: environment)
      } else if name == "Section" {
        // A Section starts a list only in a file that builds a List or Form (else it is likely a
        // menu's section, such as a context menu built in its own file).
        let contentContext: Context =
          context == .list || (context == .outside && fileHasList) ? .list : .blocked
        for closure in call.closures {
          let isContent = closure.label == nil || closure.label == "content"
          work.append((closure.range, isContent ? contentContext : .outside, inside, screen))
        }
        pushModifiers(call, environment: environment)
      } else if Self.transparent.contains(name) {
        var closures = call.closures
        // A `DisclosureGroup` in a list draws its label as a row with a chevron (A21-28).
        if context == .list, name == "DisclosureGroup",
          let row = disclosureGroupRow(call, environment: environment)
        {
          emit(row)
          closures.removeAll { $0.label == "label" }
        }
        for closure in closures { work.append((closure.range, context, inside, screen)) }
        pushModifiers(call, environment: environment)
      } else if Self.blockers.contains(name) {
        // `Menu("k") { … }` directly in a list is a button row showing its title (A20-9); its
        // items are not rows.
        if context == .list, name == "Menu",
          let row = construct(call, environment: environment).row
        {
          emit(row)
        }
        for closure in call.closures { work.append((closure.range, .blocked, environment, screen)) }
        pushModifiers(call, environment: environment)
      } else if Self.unlabelledControls.contains(name) {
        for closure in call.closures { work.append((closure.range, .outside, inside, screen)) }
        for argument in call.arguments { work.append((argument.range, .outside, environment, screen)) }
        pushModifiers(call, environment: environment)
      } else if Self.tabContainers.contains(name) {
        // Its tabs are screens: not rows here, but they and the screens they push inherit what its
        // modifiers set, as a navigation container's do (A19-5).
        for closure in call.closures { work.append((closure.range, .blocked, inside, inside)) }
        for argument in call.arguments { work.append((argument.range, .blocked, environment, screen)) }
        pushModifiers(call, environment: environment)
      } else if context == .list, Self.rowConstructs.contains(name) {
        // A `ViewThatFits` of rows (links, buttons) is one row, shown as whichever fits (A18-8);
        // read as a stack of texts, a link's destination would give its title.
        let alternatives = name == "ViewThatFits" ? alternativeRows(call, environment: inside) : nil
        var recognized =
          alternatives.map { SwiftUIConstructs.Recognition(row: $0.row, nested: $0.nested) }
          ?? construct(call, environment: environment)
        if name == "Text", var title = recognized.row?.title {
          // `Text("a") + Text("b")` is one row of one text, not a row per part (A17-20).
          end = joinedTexts(after: end, limit: range.upperBound, into: &title, environment: environment)
          recognized.row?.title = title
        }
        if let row = recognized.row {
          emit(mappedLabel(row, of: call))
        } else if !recognized.showsNoText {
          // A Picker's content is its options, never rows.
          for closure in call.closures {
            let isOptions = name == "Picker" || SwiftUIConstructs.controlRowNames.contains(name)
            work.append((closure.range, isOptions ? .blocked : context, inside, screen))
          }
        }
        // A destination is another screen: it does not inherit the row's environment here.
        for range in recognized.nested { work.append((range, .outside, screen, screen)) }
        pushModifiers(call, environment: environment)
      } else if Self.navigationContainers.contains(name) {
        // The screens it shows, and those they push, inherit what its modifiers set.
        let outer = screen
        screen = inside
        pushNested(call, context: context, environment: environment)
        screen = outer
      } else {
        pushNested(call, context: context, environment: environment)
      }
      position = max(end, position + 1)
    }
  }

  /// A `ViewThatFits` in a list whose every child is one call of a construct that makes a row
  /// and is not a text layout (`NavigationLink`, `Button`, `Toggle`, …): the children's rows
  /// merged into one (``LayoutAlternatives/merge(rows:)``), with their destinations; `nil` when
  /// a child is anything else (texts and stacks are read as a stack of texts, as before; an
  /// `if`, a custom view, a view that makes no row).
  private mutating func alternativeRows(_ call: CallSyntax, environment: TextModifiers) -> (
    row: SourceRow, nested: [Range<Int>]
  )? {
    guard let body = call.closure(nil) else { return nil }
    var rows: [SourceRow] = []
    var nested: [Range<Int>] = []
    for child in LabelContentReader(stream: stream, resolver: resolver).children(of: body.range) {
      let name = stream[child.lowerBound].text
      guard stream[child.lowerBound].kind == .identifier, Self.rowConstructs.contains(name),
        !Self.textLayouts.contains(name),
        let childCall = CallSyntax.parse(at: child.lowerBound, in: stream), childCall.end == child.upperBound
      else { return nil }
      let recognition = construct(childCall, environment: environment)
      guard let row = recognition.row else { return nil }
      rows.append(row)
      nested += recognition.nested
    }
    return LayoutAlternatives.merge(rows: rows).map { ($0, nested) }
  }

  /// The row `call` makes (``SwiftUIConstructs/row(_:environment:)``), a `Picker`'s value given
  /// its options' texts from the run's lists (``optionLists``).
  private mutating func construct(_ call: CallSyntax, environment: TextModifiers)
    -> SwiftUIConstructs.Recognition
  {
    var recognition = SwiftUIConstructs(stream: stream, resolver: resolver).row(
      call, environment: environment)
    if let options = recognition.options {
      recognition.row?.value?.setAlternatives(optionLists.list(of: options))
    }
    return recognition
  }

  /// A row of texts written as an expression directly in a list (A21-29): a parenthesised one
  /// with its modifiers (`(Text("a") + Text("b")).lineLimit(1)`, `(on ? Text("a") :
  /// Text("b")).lineLimit(1)`), or a ternary whose every branch is one text layout (`on ?
  /// Text("a") : Text("b")`, one row with the other an alternative). Emits it and returns where
  /// it ends; `nil` for anything else (read as before: views in parentheses are not rows).
  private mutating func expressionRow(at position: Int, limit: Int, environment: TextModifiers) -> Int? {
    let end: Int
    var modifiers: [CallSyntax.Modifier] = []
    if ParenthesisedViews.opens(at: position, in: stream) {
      guard let close = stream.partner[position], close < limit,
        holdsTextLayout(directlyIn: position + 1..<close)
      else { return nil }
      let after = ParenthesisedViews.modifiers(after: close, limit: limit, in: stream)
      // `(on ? Text("a") : Text("b")) + Text("c")`: the parts joined to it are the same text, one
      // row (A28-1 read the part after the `+` as a row of its own); the modifiers were the group's.
      if stream.isPunctuation(after.end, "+"), let run = joinedRun(from: position, limit: limit),
        run.end > after.end
      {
        end = run.end
      } else {
        (modifiers, end) = (after.modifiers, after.end)
      }
    } else if stream[position].isIdentifier("Text"),
      position == 0 || !stream.isPunctuation(position - 1, "."),
      let run = joinedRun(from: position, limit: limit), run.holdsGroup
    {
      // `Text("c") + (on ? Text("a") : Text("b"))`: one row of one text (A28-1). A join of
      // `Text` calls alone is read by the `Text` row as before.
      end = run.end
    } else if position >= notTernaryRowsBefore,
      ParenthesisedViews.isTernaryQuestion(at: position, in: stream),
      position + 1 < limit,
      stream[position + 1].kind == .identifier && Self.textLayouts.contains(stream[position + 1].text)
        || stream[position + 1].isPunctuation("(")
    {
      end = stream.expressionEnd(from: position + 1, limit: limit)
      let pairs = TernaryPairs(position - 1..<end, in: stream)
      guard let (first, second) = pairs.branches(of: position - 1..<end) else { return nil }
      for branch in [first] + TernaryBranches.leaves(of: second, in: stream) {
        // A branch is one text layout, or texts joined with `+` (`on ? Text("a") + Text("b") :
        // Text("z")`, A28-1 made a row of each branch).
        guard let head = branch.first,
          isTextLayoutCall(at: head, ending: branch.upperBound)
            || joinedRun(from: head, limit: branch.upperBound)?.end == branch.upperBound
        else {
          // The ternaries nested in this one are not tried again (each would pair the rest).
          notTernaryRowsBefore = end
          return nil
        }
      }
    } else {
      return nil
    }
    let content = LabelContentReader(stream: stream, resolver: resolver).read(
      position..<end, outer: environment)
    guard let title = content.title else { return nil }
    let outer = environment.under(TextModifiers(modifiers, in: stream, custom: resolver.modifiers))
    var row = SourceRow(location: stream.location(position), construct: .text, title: title)
    row.subtitle = content.subtitle
    row.value = content.value
    row.leading = content.leading
    row.sizeCategories = outer.sizeCategories
    row.listStyle = environment.listStyle
    emit(row)
    return end
  }

  /// The row a `DisclosureGroup` directly in a list draws for its label: the title argument
  /// (`DisclosureGroup("k") { … }`) or the `label:` closure's texts, with the modifiers of the
  /// group and around it, and the chevron that expands it at the trailing edge: a disclosure
  /// accessory (the chevron's room is the disclosure indicator's, `disclosureLayoutWidth`;
  /// UNCONFIRMED, Docs/Profiles.md), not navigable: it shows its content in place. `nil` when the
  /// label shows no text.
  private func disclosureGroupRow(_ call: CallSyntax, environment: TextModifiers) -> SourceRow? {
    let outer = environment.under(TextModifiers(call.modifiers, in: stream, custom: resolver.modifiers))
    var row = SourceRow(location: stream.location(call.nameIndex), construct: .disclosureGroup)
    if let argument = call.firstUnlabeled {
      var text = resolver.text(argument.range, in: stream, literalIsKey: true)
      outer.apply(to: &text, explicit: TextModifiers())
      row.title = text
    } else if let label = call.closure("label") {
      let content = LabelContentReader(stream: stream, resolver: resolver).read(label.range, outer: outer)
      row.title = content.title
      row.subtitle = content.subtitle
      row.value = content.value
      row.leading = content.leading
    }
    guard row.title != nil else { return nil }
    row.accessory = .disclosure
    row.isNavigable = false
    row.sizeCategories = outer.sizeCategories
    row.listStyle = environment.listStyle
    return row
  }

  /// Whether the call at `position` is a text layout (`Text`, `VStack`, …) ending at `end`.
  private func isTextLayoutCall(at position: Int, ending end: Int) -> Bool {
    guard stream[position].kind == .identifier, Self.textLayouts.contains(stream[position].text),
      let call = CallSyntax.parse(at: position, in: stream)
    else { return false }
    return call.end == end
  }

  /// The end of the views joined with `+` from `start` (`Text("a") + (on ? Text("b") :
  /// Text("c")) + Text("d")`), each a `Text` call or a parenthesised group holding a text layout
  /// (``holdsTextLayout(directlyIn:)``) with its modifiers, and whether one is such a group;
  /// `nil` when `start` is neither.
  ///
  /// - Complexity: linear in the run's tokens at its own level (each group's once).
  private func joinedRun(from start: Int, limit: Int) -> (end: Int, holdsGroup: Bool)? {
    var end = start
    var holdsGroup = false
    var next = start
    while next < limit {
      if stream[next].isIdentifier("Text"), let call = CallSyntax.parse(at: next, in: stream),
        call.hasParentheses, call.end <= limit
      {
        end = call.end
      } else if stream[next].isPunctuation("("), let close = stream.partner[next], close < limit,
        holdsTextLayout(directlyIn: next + 1..<close)
      {
        end = ParenthesisedViews.modifiers(after: close, limit: limit, in: stream).end
        holdsGroup = true
      } else {
        break
      }
      guard end + 1 < limit, stream.isPunctuation(end, "+") else { break }
      next = end + 1
    }
    return end > start ? (end, holdsGroup) : nil
  }

  /// Whether a text layout (`Text`, `VStack`, …) is called at the top level of `range` (not
  /// inside brackets, not as a member): one pass, stepping over brackets.
  private func holdsTextLayout(directlyIn range: Range<Int>) -> Bool {
    var position = range.lowerBound
    while position < range.upperBound {
      if let close = stream.closingPartner(ofOpeningAt: position, before: range.upperBound) {
        position = close + 1
        continue
      }
      let token = stream[position]
      if token.kind == .identifier, Self.textLayouts.contains(token.text),
        position == range.lowerBound || !stream.isPunctuation(position - 1, ".")
      {
        return true
      }
      position += 1
    }
    return false
  }

  /// Reads the `+ Text(…)` parts joined to a text row's text from `start` (``TextConcatenation``)
  /// and returns the first token after them.
  private func joinedTexts(
    after start: Int, limit: Int, into title: inout DiscoveredText, environment: TextModifiers
  ) -> Int {
    let reader = LabelContentReader(stream: stream, resolver: resolver)
    var concatenation = TextConcatenation(index: 0, end: start)
    var position = start
    while position + 1 < limit, stream.isPunctuation(position, "+"), stream[position + 1].kind == .identifier,
      stream[position + 1].text == "Text",
      let part = CallSyntax.parse(at: position + 1, in: stream), part.hasParentheses, part.end <= limit
    {
      if var text = reader.textOf(part) {
        environment.apply(
          to: &text, explicit: TextModifiers(part.modifiers, in: stream, custom: resolver.modifiers))
        concatenation.add(text, to: &title)
      }
      position = part.end
    }
    return position
  }

  /// Whether a call in a list's content places a view there: a type name (uppercase) that is
  /// not a list, section or transparent container.
  /// The position of a mapped component's name called through its module or type from
  /// `position` (`DesignKit.SettingsRow(` or `Kit.Rows.SettingsRow(`: each name before it
  /// capitalised, at most four), `nil` otherwise.
  func qualifiedComponent(at position: Int, limit: Int) -> Int? {
    guard !components.isEmpty, stream[position].text.first?.isUppercase == true else { return nil }
    var name = position
    for _ in 0..<4 {
      guard name + 2 < limit, stream.isPunctuation(name + 1, "."), stream[name + 2].kind == .identifier else {
        return nil
      }
      name += 2
      if callsComponent(at: name) { return name }
      guard stream[name].text.first?.isUppercase == true else { return nil }
    }
    return nil
  }

  /// Whether the name at `position` is a mapped component called there: `SettingsRow(`, or its
  /// initializer called explicitly, `SettingsRow.init(` (the thirty-eighth attack's A38-6).
  func callsComponent(at position: Int) -> Bool {
    components[stream[position].text] != nil
      && (stream.isPunctuation(position + 1, "(")
        || CallSyntax.isExplicitInitializer(at: position + 1, in: stream))
  }

  static func isListView(_ name: String) -> Bool {
    guard name.first?.isUppercase == true else { return false }
    return !listContainers.contains(name) && !transparent.contains(name) && !blockers.contains(name)
      && !tabContainers.contains(name) && name != "Section"
  }

  /// Views that make a row of texts on their own in a list, as a branch of a Dynamic Type `if`.
  static let textLayouts: Set<String> = [
    "VStack", "HStack", "LazyVStack", "LazyHStack", "Text", "Label", "ViewThatFits",
  ]

  /// An `if` on the Dynamic Type size directly in a list whose every branch is one text layout
  /// (`if dynamicTypeSize.isAccessibilitySize { VStack { … } } else { HStack { … } }`): one row,
  /// its layouts merged as in a label (``LayoutAlternatives``), at the `if`; returns where the
  /// statement ends. `nil` for any other `if`, which is read as before (a row per branch).
  private mutating func dynamicTypeRow(at keyword: Int, limit: Int, environment: TextModifiers) -> Int? {
    guard !notDynamicTypeRows.contains(keyword) else { return nil }
    let reader = LabelContentReader(stream: stream, resolver: resolver)
    guard let branches = reader.dynamicTypeBranches(at: keyword, limit: limit) else { return nil }
    var starts: [Int] = []
    for (index, branch) in branches.ranges.enumerated() {
      guard let first = branch.first.map({ stream.skippingDirectives($0) }), first < branch.upperBound,
        stream[first].kind == .identifier, Self.textLayouts.contains(stream[first].text),
        let call = CallSyntax.parse(at: first, in: stream), call.end == branch.upperBound
      else {
        // Every `else if` up to this branch starts a chain holding it: none is a Dynamic Type
        // row, and none walks the chain again (each did, the twenty-first attack's A21-18).
        for previous in branches.ranges[..<index] {
          // The branch after `previous` starts at `} else if`: its `if` is two tokens on.
          let elseIf = previous.upperBound + 2
          if elseIf < limit, stream[elseIf].kind == .keyword, stream[elseIf].text == "if" {
            notDynamicTypeRows.insert(elseIf)
          }
        }
        return nil
      }
      starts.append(first)
    }
    let content = reader.read(keyword..<branches.end, outer: environment)
    guard let title = content.title else { return nil }
    var row = SourceRow(location: stream.location(keyword), construct: .textStack, title: title)
    row.subtitle = content.subtitle
    row.value = content.value
    row.leading = content.leading
    row.sizeCategories = environment.sizeCategories
    row.listStyle = environment.listStyle
    emit(row)
    listViews += starts
    return branches.end
  }

  /// The body of an `if`/`guard`/`while`/`for`/`switch`: from after its `{` to after its `}`.
  /// The body's brace is the first `{` outside parentheses and brackets (Swift does not allow a
  /// trailing closure in a condition).
  private func conditionBody(after keyword: Int, limit: Int) -> Range<Int>? {
    var position = keyword + 1
    while position < limit {
      let token = stream[position]
      if token.kind == .punctuation {
        if token.text == "{" {
          guard let close = stream.partner[position], close < limit else { return nil }
          return position + 1..<close + 1
        }
        if token.text == "(" || token.text == "[" {
          guard let close = stream.partner[position] else { return nil }
          position = close + 1
          continue
        }
        if token.text == "}" || token.text == ")" || token.text == "]" || token.text == ";" { return nil }
      }
      position += 1
    }
    return nil
  }

  private mutating func emit(_ row: SourceRow?) {
    guard let row else { return }
    let key = SourcePosition(row.location)
    if emitted.insert(key).inserted { rows.append(row) }
  }

  /// Queues a call's arguments (not rows) and closures (same context, with what the call's
  /// modifiers set in the environment) for scanning.
  private mutating func pushNested(_ call: CallSyntax, context: Context, environment: TextModifiers) {
    for argument in call.arguments {
      work.append((argument.range, context == .blocked ? .blocked : .outside, environment, screen))
    }
    let inside = environment.under(TextModifiers(call.modifiers, in: stream, custom: resolver.modifiers))
    for closure in call.closures { work.append((closure.range, context, inside, screen)) }
    pushModifiers(call, environment: environment)
  }

  /// Queues modifier arguments and closures: a `.sheet` may hold a `List`, a `.toolbar` holds no rows.
  private mutating func pushModifiers(_ call: CallSyntax, environment: TextModifiers) {
    for modifier in call.modifiers {
      let context: Context = Self.blockers.contains(modifier.name) ? .blocked : .outside
      for argument in modifier.arguments { work.append((argument.range, context, environment, screen)) }
      for closure in modifier.closures { work.append((closure.range, context, environment, screen)) }
    }
  }
}
