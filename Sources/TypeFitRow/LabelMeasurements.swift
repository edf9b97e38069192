/// A row layout's label measurements in reading order (title, subtitle, value): at most
/// ``capacity``, kept inline in the layout instead of in an array of their own.
///
/// A row has at most three labels, and the JSON and NDJSON reports keep a layout for every
/// (row, context, category): an array per layout was an allocation and a release each (about a
/// tenth of those reports' cost on a String Catalog). It reads like the array it replaces
/// (a random-access collection indexed from 0) and encodes as one.
public struct LabelMeasurements: RandomAccessCollection, MutableCollection, Sendable, Hashable, Codable,
  ExpressibleByArrayLiteral
{
  /// The most labels held: a row's title, subtitle and value.
  public static let capacity = 3

  /// The labels at 0..<count; the slots after hold an empty measurement (no storage).
  private var slots: (LabelMeasurement, LabelMeasurement, LabelMeasurement)
  /// How many labels are held.
  public private(set) var count: Int

  /// No labels.
  public init() {
    self.init(slots: (Self.unused, Self.unused, Self.unused), count: 0)
  }

  private init(slots: (LabelMeasurement, LabelMeasurement, LabelMeasurement), count: Int) {
    self.slots = slots
    self.count = count
  }

  /// The labels given that are present, in that order.
  public init(_ first: LabelMeasurement?, _ second: LabelMeasurement?, _ third: LabelMeasurement?) {
    // Each label moved into its slot once; a row's layout always has a title, so the first is
    // the common case.
    guard let first else {
      self.init()
      if let second { append(second) }
      if let third { append(third) }
      return
    }
    if let second {
      if let third {
        self.init(slots: (first, second, third), count: 3)
      } else {
        self.init(slots: (first, second, Self.unused), count: 2)
      }
    } else if let third {
      self.init(slots: (first, third, Self.unused), count: 2)
    } else {
      self.init(slots: (first, Self.unused, Self.unused), count: 1)
    }
  }

  /// The labels of a sequence of at most ``capacity``.
  public init(_ labels: some Sequence<LabelMeasurement>) {
    self.init()
    for label in labels { append(label) }
  }

  public init(arrayLiteral elements: LabelMeasurement...) {
    self.init(elements)
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  public subscript(position: Int) -> LabelMeasurement {
    get {
      precondition(position >= 0 && position < count, "LabelMeasurements index out of range")
      return switch position {
      case 0: slots.0
      case 1: slots.1
      default: slots.2
      }
    }
    set {
      precondition(position >= 0 && position < count, "LabelMeasurements index out of range")
      switch position {
      case 0: slots.0 = newValue
      case 1: slots.1 = newValue
      default: slots.2 = newValue
      }
    }
  }

  /// Adds a label after the others. The label is moved into its slot (`consuming`), not
  /// copied: appending to a layout in place (`layout.pointee.labels.append(…)`) copies nothing else.
  ///
  /// - Precondition: fewer than ``capacity`` labels are held.
  public mutating func append(_ label: consuming LabelMeasurement) {
    precondition(count < Self.capacity, "a row layout holds at most \(Self.capacity) labels")
    switch count {
    case 0: slots.0 = label
    case 1: slots.1 = label
    default: slots.2 = label
    }
    count += 1
  }

  /// Calls `body` with the labels, as an array's `withUnsafeBufferPointer` does: the pointer is
  /// valid only during the call. To read a layout's labels in place, without a copy, use
  /// ``elements(of:)``.
  public func withUnsafeBufferPointer<Result>(
    _ body: (UnsafeBufferPointer<LabelMeasurement>) throws -> Result
  ) rethrows -> Result {
    try withUnsafePointer(to: self) { try body(Self.elements(of: $0)) }
  }

  /// The labels of the value at `pointer`, read in place (passing the value to a method may copy
  /// it, retaining each label's array and text); valid as long as the value there is.
  public static func elements(of pointer: UnsafePointer<Self>) -> UnsafeBufferPointer<LabelMeasurement> {
    // A homogeneous tuple's elements lie one stride apart, as an array's do.
    let slots = UnsafeRawPointer(pointer) + MemoryLayout<Self>.offset(of: \Self.slots)!
    return UnsafeBufferPointer(
      start: slots.assumingMemoryBound(to: LabelMeasurement.self), count: pointer.pointee.count)
  }

  public static func == (a: Self, b: Self) -> Bool { a.elementsEqual(b) }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for label in self { hasher.combine(label) }
  }

  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    self.init()
    while !container.isAtEnd {
      guard count < Self.capacity else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "a row layout holds at most \(Self.capacity) labels")
      }
      append(try container.decode(LabelMeasurement.self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for label in self { try container.encode(label) }
  }

  /// What an unused slot holds: no array or string storage.
  private static var unused: LabelMeasurement {
    LabelMeasurement(
      role: .title, textStyle: .body, pointSize: 0, leading: 0, weight: .regular, trackingMilliEm: 0,
      tracking: 0, maxWidth: 0, lineLimit: nil,
      layout: LabelLayout(
        linesNeeded: 0, linesShown: 0, lineWidths: [], naturalWidth: 0, lineHeight: 0, height: 0,
        isTruncated: false, visibleText: ""))
  }
}
