/// A count with its noun in English singular or plural: `1 error`, `2 errors`, `0 notes`.
enum CountPhrase {
  /// The count and the noun, with `s` added unless the count is 1.
  static func text(_ count: Int, _ noun: String) -> String {
    "\(count) " + (count == 1 ? noun : noun + "s")
  }
}
