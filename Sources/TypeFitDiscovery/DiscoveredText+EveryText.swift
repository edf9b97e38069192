import TypeFitLocalization

extension DiscoveredText {
  /// Every text that `texts` can show, each once, in source order: each text's own reference,
  /// then its alternatives. A `Picker`'s options are such texts: `ForEach(Kind.allCases) {
  /// Text($0.title) }` is one option whose alternatives are every case's title.
  ///
  /// A computed property's alternatives are one list shared by every text that reads it
  /// (``TypeMemberStrings/part(_:)``): a list met again, in the same storage, is not read again,
  /// so N options reading one property of K cases cost N + K, not N × K.
  static func everyText(of texts: [DiscoveredText]) -> [StringReference] {
    var seen = Set<StringReference>()
    var listsRead = Set<UInt>()
    var references: [StringReference] = []
    for text in texts {
      if seen.insert(text.reference).inserted { references.append(text.reference) }
      let storage = text.alternatives.storageIdentity
      guard storage == 0 || listsRead.insert(storage).inserted else { continue }
      for alternative in text.alternatives where seen.insert(alternative).inserted {
        references.append(alternative)
      }
    }
    return references
  }
}
