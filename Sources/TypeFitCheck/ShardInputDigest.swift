import TypeFitRow

/// A 64-bit FNV-1a hash of every row a sharded run planned, in input order: each row's key,
/// locale, variant, label texts and shape (each label's text style, line limit, truncation,
/// weight and fonts; the row's leading content, accessory, navigability, size limits and list
/// style; its role and place in the Swift source). Every shard plans the whole input, so the
/// shards of one run have the same digest, and a shard run after the input changed (a value
/// edited between two jobs of a CI matrix, or a `.lineLimit(1)` removed from the Swift source:
/// the twenty-first attack's A21-21 merged such shards) has another: `typefit merge` refuses to
/// mix them (``CheckSummary/inputDigest``).
///
/// ```swift
/// var digest = ShardInputDigest()
/// digest.add(item)   // for each planned row, in order
/// digest.hex         // "9f3c0a…" (16 hexadecimal digits)
/// ```
public struct ShardInputDigest: Sendable, Hashable {
  /// FNV-1a's 64-bit offset basis and prime (the constants of ``Shard/stableHash(_:)``).
  private var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  private static let prime: UInt64 = 0x0000_0100_0000_01b3

  public init() {}

  /// Adds one planned row.
  public mutating func add(_ item: CheckItem) {
    add(item.key)
    add(item.locale)
    add(item.variantName)
    for (role, label) in item.row.labels {
      add(role.rawValue)
      add(label.text)
      add(Self.shape(of: label))
    }
    add(Self.shape(of: item))
    // The end of a row: no text has a byte 0xFF (UTF-8 never holds it).
    mix(0xFF)
  }

  /// What a label's layout depends on besides its text, written out in a fixed order.
  static func shape(of label: RowLabel) -> String {
    func written<Value>(_ value: Value?) -> String { value.map { "\($0)" } ?? "-" }
    let categories = label.sizeCategories.map { "\($0.lowerBound.rawValue)...\($0.upperBound.rawValue)" }
    return [
      label.textStyle.rawValue, written(label.lineLimit), label.truncationMode.rawValue,
      written(label.weight?.rawValue), "\(label.italic)", "\(label.monospacedDigits)", written(categories),
      written(label.fixedPointSize), written(label.relativePointSize), written(label.minimumScaleFactor),
    ].joined(separator: " ")
  }

  /// What a row's layout and rules depend on besides its labels (the leading content,
  /// accessory, navigability, size limits, list style, role and the place in the Swift source
  /// that gave the shape), written out in a fixed order.
  static func shape(of item: CheckItem) -> String {
    func written<Value>(_ value: Value?) -> String { value.map { "\($0)" } ?? "-" }
    let row = item.row
    let categories = row.sizeCategories.map { "\($0.lowerBound.rawValue)...\($0.upperBound.rawValue)" }
    var fields = [
      "\(row.leading)", row.accessory.rawValue, written(row.accessorySize), "\(row.isNavigable)",
      written(row.language), written(categories), written(row.listStyle?.rawValue), item.role.rawValue,
      written(item.sourceLocation),
    ]
    // Only a row with a SwiftUI info symbol says it, so other rows' digests stay as they were.
    if let symbol = row.accessorySymbol { fields.append("symbol=\(AccessorySymbol.written(symbol))") }
    return fields.joined(separator: " ")
  }

  /// The hash in 16 lowercase hexadecimal digits.
  public var hex: String {
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// A text and the byte 0 after it, so that `a` + `bc` and `ab` + `c` differ.
  private mutating func add(_ text: String) {
    for byte in text.utf8 { mix(byte) }
    mix(0)
  }

  private mutating func mix(_ byte: UInt8) {
    hash ^= UInt64(byte)
    hash &*= Self.prime
  }
}
