/// A JSON value that remembers where it was written, for readers that report lines.
struct JSONValue {
  /// The value itself; containers hold positioned children.
  indirect enum Content {
    case object([JSONMember])
    case array([JSONValue])
    case string(String)
    case number(String)
    case bool(Bool)
    case null
  }

  var content: Content
  /// 1-based line of the value's first character.
  var line: Int
  /// 1-based column, in UTF-8 bytes, of the value's first character.
  var column: Int

  /// The members of an object, or `nil` for any other type.
  var members: [JSONMember]? {
    if case .object(let members) = content { return members }
    return nil
  }

  /// The text of a string, or `nil` for any other type.
  var string: String? {
    if case .string(let text) = content { return text }
    return nil
  }

  /// The first member named `key` of an object; `nil` if absent or not an object.
  subscript(key: String) -> JSONValue? {
    members?.first { $0.key == key }?.value
  }

  /// A short name of the type for messages: `object`, `array`, `string`, `number`…
  var typeName: String {
    switch content {
    case .object: return "object"
    case .array: return "array"
    case .string: return "string"
    case .number: return "number"
    case .bool: return "boolean"
    case .null: return "null"
    }
  }
}

/// One `"key": value` pair of a JSON object, in document order.
struct JSONMember {
  var key: String
  var value: JSONValue
}
