/// The rows a run plans, counted before any layout against ``CheckSession/maximumRowLayouts``:
/// how many, their weight (``CheckItem/rowLayoutWeight``) and the other values they are laid out
/// with (``CheckItem/partAlternatives``). Both ways of counting (over the strings the first
/// read kept, and over the input read again) add their rows here and stop when it says.
struct PlannedRowTally {
  /// The weight past which the run is refused: the limit over the layouts per row.
  let weightLimit: Int
  private(set) var rows = 0
  private(set) var weight = 0
  private var alternatives = 0

  init(weightLimit: Int) {
    self.weightLimit = weightLimit
  }

  /// Counts `item`; returns whether the rest need not be planned: the weight has passed the
  /// limit and the rows have more other values than a chunk holds
  /// (``BatchChecker/partAlternativesPerChunk``). Rows without them are counted to the end, for
  /// the message's exact numbers; 3,200 titles of one `Picker` label over 3,200 options were all
  /// planned, each with every option, before the refusal (the fifty-seventh attack's A57-1).
  mutating func add(_ item: CheckItem) -> Bool {
    rows += 1
    weight = CheckSession.adding(item.rowLayoutWeight, to: weight)
    alternatives += item.partAlternatives?.count ?? 0
    return weight > weightLimit && alternatives > BatchChecker.partAlternativesPerChunk
  }
}
