extension JSONNode {
  /// The value with, in every object at any depth, only the last member of each name: how
  /// Foundation's `JSONSerialization` and `JSONDecoder` read an object that names a member
  /// twice (the object becomes a dictionary, and the later value replaces the earlier one), so
  /// how Xcode reads a String Catalog entry such as `{"value": "Kurz", "value": "Lang"}`.
  ///
  /// Names are compared by their Unicode scalars (``ExactText``), as JSON text is: `"café"`
  /// with U+00E9 and with U+0301 are two names. A kept member stays where its last occurrence
  /// was written.
  ///
  /// - Parameter dropped: Receives each member left out, in document order, so the caller can
  ///   report it at its line.
  /// - Returns: `self` unchanged (no copy) when no object repeats a name.
  /// - Complexity: O(n) in the members of the value (larger objects are hashed; objects of up
  ///   to 16 members are compared pairwise, without allocating).
  func keepingLastMembers(dropped: inout [JSONMember]) -> JSONNode {
    guard hasRepeatedMemberName else { return self }
    var node = self
    switch content {
    case .object(let members):
      var kept: [JSONMember] = []
      kept.reserveCapacity(members.count)
      // For a large object, the index of each name's last occurrence (one pass, hashed).
      var lastIndex: [ExactText: Int] = [:]
      if members.count > 16 {
        for (index, member) in members.enumerated() { lastIndex[ExactText(member.key)] = index }
      }
      for (index, member) in members.enumerated() {
        let later =
          members.count > 16
          ? lastIndex[ExactText(member.key)] != index
          : members[(index + 1)...].contains { ExactText.sameBytes($0.key, member.key) }
        if later {
          dropped.append(member)
        } else {
          kept.append(JSONMember(key: member.key, value: member.value.keepingLastMembers(dropped: &dropped)))
        }
      }
      node.content = .object(kept)
    case .array(let items):
      node.content = .array(items.map { $0.keepingLastMembers(dropped: &dropped) })
    case .string, .number, .bool, .null:
      break
    }
    return node
  }

  /// Whether some object in the value, at any depth, names a member twice.
  private var hasRepeatedMemberName: Bool {
    switch content {
    case .object(let members):
      if members.count <= 16 {
        for index in members.indices {
          let name = members[index].key
          if members[(index + 1)...].contains(where: { ExactText.sameBytes($0.key, name) }) { return true }
        }
      } else {
        var seen = Set<ExactText>(minimumCapacity: members.count)
        for member in members where !seen.insert(ExactText(member.key)).inserted { return true }
      }
      return members.contains { $0.value.hasRepeatedMemberName }
    case .array(let items):
      return items.contains { $0.hasRepeatedMemberName }
    case .string, .number, .bool, .null:
      return false
    }
  }
}
