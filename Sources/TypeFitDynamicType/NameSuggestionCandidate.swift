extension NameSuggestion {
  /// A candidate name prepared once for comparison with many searches
  /// (``NameSuggestion/Search``): lowercased, as bytes when it is
  /// ASCII, and with a count of its letters by class, whose difference from a search's gives a
  /// lower bound on their edit distance without computing it.
  ///
  /// ```swift
  /// let candidate = NameSuggestion.Candidate("settings.title")
  /// var search = NameSuggestion.Search(for: "setings.title")
  /// search.consider(candidate)
  /// search.result  // "settings.title"
  /// ```
  public struct Candidate: Sendable {
    /// The name as given.
    public let name: String
    /// The name lowercased, as characters.
    let letters: [Character]
    /// The lowercased name's bytes if each is a character of its own (ASCII without carriage
    /// returns), else `nil`.
    let bytes: [UInt8]?
    /// ``LetterCounts`` of ``bytes``, when the name is ASCII.
    let counts: LetterCounts?
    /// The most Unicode scalars one of ``letters`` holds (1 for ASCII): comparing two
    /// `Character`s reads their scalars, so a cell of the edit distance costs up to this much
    /// per side. A name of long clusters (`e` and 30 combining marks each) is as much work as
    /// a name that many times longer.
    let scalarsPerLetter: Int

    /// The name's length in lowercased characters, the length searches compare.
    public var length: Int { letters.count }

    /// The most work a search adds to compare its letter counts with a candidate's.
    public static let countsWork = LetterCounts.classCount

    /// The bytes read to prepare the name, a measure of the time it took.
    public let work: Int

    /// Prepares `name` for comparison.
    public init(_ name: String) {
      self.name = name
      let lowered = name.lowercased()
      letters = Array(lowered)
      bytes = lowered.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D } ? Array(lowered.utf8) : nil
      counts = bytes.map(LetterCounts.init)
      scalarsPerLetter = bytes != nil ? 1 : letters.reduce(1) { max($0, $1.unicodeScalars.count) }
      work = 2 * lowered.utf8.count + (bytes?.count ?? 0)
    }
  }

  /// How many bytes of an ASCII name fall in each of 64 classes (letters, digits and common
  /// punctuation each have a class of their own). Each edit changes at most one class's count
  /// up and one down (a substitution), or one count by one (an insertion or a deletion), so
  /// the larger of the total increase and the total decrease from one name's counts to
  /// another's is at most their Levenshtein distance (the q-gram lemma for q = 1, Ukkonen 1992,
  /// "Approximate string-matching with q-grams and maximal matches").
  struct LetterCounts: Sendable {
    /// The number of classes, and so the work of one ``distanceBound(to:)``.
    static let classCount = 64
    private var counts: [Int]

    /// Counts `bytes` by class.
    init(_ bytes: [UInt8]) {
      counts = Array(repeating: 0, count: Self.classCount)
      for byte in bytes {
        // Bytes from 0x40 by their low 5 bits (lowercase letters are 1...26, `_` 31), bytes
        // below by the same bits from 32 on (digits 48...57, `.` 46, `-` 45, space 32).
        counts[Int(byte & 0x1F) | (byte < 0x40 ? 0x20 : 0)] += 1
      }
    }

    /// A lower bound on the Levenshtein distance of the names counted by `self` and `other`.
    func distanceBound(to other: LetterCounts) -> Int {
      var increase = 0
      var decrease = 0
      for index in 0..<Self.classCount {
        let difference = other.counts[index] - counts[index]
        if difference > 0 { increase += difference } else { decrease -= difference }
      }
      return max(increase, decrease)
    }
  }
}
