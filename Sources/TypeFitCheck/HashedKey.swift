/// A dictionary key with its hash worked out once, when it is made.
///
/// ``BoundedCache`` looks a key up in two generations and may insert it, the batch checker
/// looks each row up in its chunk's index and in the run's cache, and a dictionary hashes its
/// keys again each time it grows; hashing a `String` goes through Unicode normalization when
/// the text is not ASCII (thousands of instructions for a row's or a label's texts).
/// Equality is the key's own (for a ``Row``, canonical equivalence of its texts); equal keys
/// have equal hashes because the stored hash is the key's `hashValue` (this process's seed).
///
/// ```swift
/// let key = HashedKey("Benachrichtigungen")
/// var index: [HashedKey<String>: Int] = [key: 1]
/// index[HashedKey("Benachrichtigungen")]  // 1
/// ```
package struct HashedKey<Key: Hashable & Sendable>: Hashable, Sendable {
  package let key: Key
  /// `key.hashValue`.
  package let hash: Int

  package init(_ key: Key) {
    self.key = key
    hash = key.hashValue
  }

  package static func == (lhs: HashedKey, rhs: HashedKey) -> Bool {
    lhs.hash == rhs.hash && lhs.key == rhs.key
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }
}
