import TypeFitLocalization

/// The option lists of the `Picker`s of one discovery run (``DiscoveredText/everyText(of:)``),
/// each made once: `Picker`s whose options are the same texts (`ForEach(Kind.allCases) {
/// Text($0.title) }` on many screens, or many times on one) share one array.
///
/// The fifty-ninth attack's A59-8: N `Picker`s over a computed property of N cases made N lists
/// of N references each, N × N before any limit was judged (4,000: over 60 s and 2 GB; an abort
/// under `ulimit -v`). Now the second and later `Picker`s cost their own option texts' count.
struct PickerOptionLists {
  /// The most lists kept; past them, a list is made for each `Picker` again.
  static let maximumLists = 1 << 14

  /// A `Picker`'s option texts as their lists are made from: each text's reference and its
  /// alternatives, the alternatives told apart by the identity of their storage (a computed
  /// property's alternatives are one array, ``TypeMemberStrings/part(_:)``), so a key is O(1)
  /// per option text to make, hash and compare, however long the lists. The arrays are held
  /// here, so a storage's address stays theirs while it is a key; two lists of the same texts
  /// in two storages are two keys (a list made twice, never a wrong one).
  struct Signature: Hashable {
    struct Option: Hashable {
      var reference: StringReference
      var alternatives: [StringReference]

      private var storage: UInt { alternatives.storageIdentity }

      static func == (lhs: Option, rhs: Option) -> Bool {
        lhs.reference == rhs.reference && lhs.alternatives.count == rhs.alternatives.count
          && lhs.storage == rhs.storage
      }

      func hash(into hasher: inout Hasher) {
        hasher.combine(reference)
        hasher.combine(alternatives.count)
        hasher.combine(storage)
      }
    }
    var options: [Option]
  }

  private var lists: [Signature: [StringReference]] = [:]

  /// Every text the options `texts` can show, each once, in source order
  /// (``DiscoveredText/everyText(of:)``): the array made for the first `Picker` of the same
  /// options.
  mutating func list(of texts: [DiscoveredText]) -> [StringReference] {
    let signature = Signature(
      options: texts.map { Signature.Option(reference: $0.reference, alternatives: $0.alternatives) })
    if let known = lists[signature] { return known }
    let list = DiscoveredText.everyText(of: texts)
    if lists.count < Self.maximumLists { lists[signature] = list }
    return list
  }
}
