import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow

/// One text of a discovered row: what it refers to and how the source styles it.
public struct DiscoveredText: Sendable, Hashable {
  /// The catalog key or other text the part shows.
  public var reference: StringReference
  /// For a key written as an interpolated literal (`NavigationLink("n-\(count)")`, whose
  /// ``reference`` is unresolved), the key in ``LocalizedKeyShape`` (each interpolation `%@`,
  /// a `%` of its text `%%`) and its table: Xcode extracts `n-%lld` or `n-%@` by the value's
  /// type, which the source alone does not say, so the planner takes the one key of the table
  /// with that shape, if only one has it (the seventieth attack's A70-7). `nil` otherwise.
  public var interpolatedKey: StringReference?
  /// Where the text's expression starts in the Swift source.
  public var location: SourceLocation
  /// The Dynamic Type style the source sets (`.font(.subheadline)`,
  /// `UIFont.preferredFont(forTextStyle:)`), or for a SwiftUI subtitle whose source sets no
  /// font the one SwiftUI draws it in (body, or subheadline directly in a `Toggle`, `Picker` or
  /// `LabeledContent` label: `SubtitleStyle`); `nil` when none is known (the part's default).
  public var textStyle: TextStyle?
  /// The line limit the source sets (`.lineLimit(2)`, `numberOfLines = 2`), or `nil` when it sets
  /// none or sets unlimited (`.lineLimit(nil)`, `numberOfLines = 0`).
  public var lineLimit: Int?
  /// The fraction of its size SwiftUI may shrink the text to before truncating it
  /// (`.minimumScaleFactor(0.5)`, between 0 and 1), or `nil` when the source sets none.
  public var minimumScaleFactor: Double?
  /// The weight the source sets (`.bold()`, `.fontWeight(.semibold)`), or `nil`.
  public var weight: FontWeight?
  /// The content size categories the text reaches, or `nil` for all twelve: a
  /// `.dynamicTypeSize(…)` on it or around it (`RowLabel.sizeCategories`).
  public var sizeCategories: ClosedRange<ContentSizeCategory>?
  /// The size in points of a font that does not scale (`.font(.system(size: 17))`), or `nil`
  /// (`RowLabel.fixedPointSize`).
  public var fixedPointSize: Double?
  /// The size in points at Large of a font that scales relative to ``textStyle``
  /// (`.font(.custom("Avenir", size: 34, relativeTo: .body))`,
  /// `UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 34))`), or `nil`
  /// (`RowLabel.relativePointSize`).
  public var relativePointSize: Double?
  /// How the text is cut past its line limit (`.truncationMode(.middle)`, `lineBreakMode =
  /// .byTruncatingHead`), or `nil` for the default (tail).
  public var truncationMode: TruncationMode?
  /// Whether a `.font(…)` (or `.environment(\.font, …)`) on the text or a view around it sets
  /// its font, read or not (`.font(font)` leaves ``textStyle`` `nil`): a SwiftUI subtitle
  /// with none is drawn at body, SwiftUI's default font (``SubtitleStyle``).
  var setsFont = false
  /// The case the text is shown in (`.textCase(.uppercase)` on it or around it), or `nil` for
  /// the text as written.
  public var textCase: TextCase?
  /// Whether SwiftUI reads the looked-up value as inline Markdown: the key is a string literal
  /// a SwiftUI view takes as a `LocalizedStringKey` (`Text("k")`, `Button("k")`), not
  /// `Text(verbatim:)`, a `String` or a UIKit label (`LocalizedStringKeyTexts`).
  public var rendersMarkdown = false
  /// Other texts the part can show, when the source picks one at run time (a `Picker`'s options).
  /// Added to with ``addAlternative(_:)``.
  public private(set) var alternatives: [StringReference]
  /// What picks the text among ``reference`` and ``alternatives`` at run time, when discovery
  /// knows it: the value they are read from (`kind` of `kind.title`, `k` of `ForEach(keys) { k
  /// in`), or the index or condition that chooses them; `nil` when it does not.
  public var choiceOrigin: ChoiceOrigin?
  /// Which of ``reference`` and ``alternatives`` each case of an enum shows, when the part reads a
  /// property of the enum that `switch self` gives case by case (``CaseChoices``); `nil` otherwise.
  public var caseChoices: CaseChoices?

  public init(
    reference: StringReference, location: SourceLocation, textStyle: TextStyle? = nil, lineLimit: Int? = nil,
    weight: FontWeight? = nil, alternatives: [StringReference] = [], minimumScaleFactor: Double? = nil
  ) {
    self.minimumScaleFactor = minimumScaleFactor
    self.reference = reference
    self.location = location
    self.textStyle = textStyle
    self.lineLimit = lineLimit
    self.weight = weight
    self.alternatives = alternatives
  }

  /// Makes `list` the other texts the part can show (a `Picker`'s options, one array shared
  /// by every `Picker` of the same options). It clears ``choiceOrigin`` and ``caseChoices``.
  mutating func setAlternatives(_ list: [StringReference]) {
    alternatives = list
    choiceOrigin = nil
    caseChoices = nil
  }

  /// Adds a text the part can show. It clears ``choiceOrigin``: texts gathered from more than
  /// one place are picked by more than one thing. It clears ``caseChoices`` too.
  public mutating func addAlternative(_ reference: StringReference) {
    alternatives.append(reference)
    choiceOrigin = nil
    caseChoices = nil
  }
}
