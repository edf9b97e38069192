/// The texts an expression can show: the first, and the others the source may pick at run time
/// (a computed property's other returns, a constant array's other elements), as a row part
/// takes them (``DiscoveredText/alternatives``).
struct TextChoices {
  var first: StringReference
  var alternatives: [StringReference] = []
  /// What picks among them at run time (``DiscoveredText/choiceOrigin``), when known.
  var origin: ChoiceOrigin?
  /// Which of them each case of an enum shows (``DiscoveredText/caseChoices``), when known.
  var caseChoices: CaseChoices?
}
