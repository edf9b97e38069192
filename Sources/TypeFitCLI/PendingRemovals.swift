import Foundation
import Synchronization

/// The temporary files a signal must remove, one slot per report being written: claimed and
/// given back by any thread, and read by a signal handler.
///
/// A slot holds the open folder and the file's name in memory allocated once, with the table,
/// and never freed while it lives: claiming a slot and giving it back allocate and free nothing,
/// so threads that write reports at the same time (the in-process tests do) cannot free one
/// entry twice, and a handler never reads freed memory. Until the twenty-fifth round this was one
/// pointer to a `malloc`ed entry, swapped without a lock: two threads that read the same old entry
/// both freed it, and the test process aborted with `double free or corruption (fasttop)`; and
/// a second report open at the same time took the first one's place, so a signal left the first
/// temporary file behind (Docs/Reliability.md, twenty-fifth round).
///
/// Each slot's state is an atomic: free, being filled by the thread that claimed it, or
/// ready. The handler reads only ready slots, with atomic loads and `unlinkat`, both
/// async-signal-safe.
final class PendingRemovals: @unchecked Sendable {
  /// A slot claimed by ``claim(_:inFolder:)``, given back by ``release(_:)``.
  struct Slot: Equatable, Sendable {
    fileprivate let index: Int
  }

  /// The bytes a slot keeps for a name: `NAME_MAX` (255) and its terminating zero.
  static let nameCapacity = 256

  /// The number of slots: the reports that can be registered at the same time.
  let capacity: Int

  private static let free = 0
  private static let filling = 1
  private static let ready = 2

  /// The state of each slot (``free``, ``filling``, ``ready``).
  private let states: UnsafeMutablePointer<Atomic<Int>>
  /// The open folder of each slot's file, written only by the thread that holds the slot.
  private let folders: UnsafeMutablePointer<Int32>
  /// Each slot's name, ``nameCapacity`` bytes a slot, ending with a zero byte.
  private let names: UnsafeMutablePointer<CChar>

  /// - Parameter capacity: the number of slots (at least 1).
  init(capacity: Int) {
    precondition(capacity > 0, "a table of pending removals needs a slot")
    self.capacity = capacity
    states = .allocate(capacity: capacity)
    for index in 0..<capacity { (states + index).initialize(to: Atomic(Self.free)) }
    folders = .allocate(capacity: capacity)
    folders.initialize(repeating: -1, count: capacity)
    names = .allocate(capacity: capacity * Self.nameCapacity)
    names.initialize(repeating: 0, count: capacity * Self.nameCapacity)
  }

  deinit {
    states.deinitialize(count: capacity)
    states.deallocate()
    folders.deallocate()
    names.deallocate()
  }

  /// Registers the file `name` in the open `folder` for removal by ``removeAll()``; `folder`
  /// must stay open until the slot is released.
  ///
  /// - Returns: the slot, or `nil` when every slot is taken or `name` is not a file name
  ///   (empty, longer than 255 bytes, or holding a slash or a zero byte).
  func claim(_ name: String, inFolder folder: Int32) -> Slot? {
    let bytes = Array(name.utf8)
    guard !bytes.isEmpty, bytes.count < Self.nameCapacity, !bytes.contains(0),
      !bytes.contains(UInt8(ascii: "/"))
    else { return nil }
    for index in 0..<capacity {
      guard
        states[index].compareExchange(expected: Self.free, desired: Self.filling, ordering: .acquiring)
          .exchanged
      else { continue }
      folders[index] = folder
      let name = names + index * Self.nameCapacity
      for (offset, byte) in bytes.enumerated() { name[offset] = CChar(bitPattern: byte) }
      name[bytes.count] = 0
      states[index].store(Self.ready, ordering: .releasing)
      return Slot(index: index)
    }
    return nil
  }

  /// Gives `slot` back: its file is no longer removed by a signal.
  func release(_ slot: Slot) {
    states[slot.index].store(Self.free, ordering: .releasing)
  }

  /// Removes the file of every registered slot. Async-signal-safe: atomic loads and `unlinkat`.
  func removeAll() {
    for index in 0..<capacity { remove(index) }
  }

  /// Removes the file of `slot`, if it is still registered (what ``removeAll()`` does for each).
  func remove(_ slot: Slot) { remove(slot.index) }

  private func remove(_ index: Int) {
    guard states[index].load(ordering: .acquiring) == Self.ready else { return }
    unlinkat(folders[index], names + index * Self.nameCapacity, 0)
  }

  /// The name registered in `slot`, or `nil` when the slot is free.
  func name(_ slot: Slot) -> String? {
    guard states[slot.index].load(ordering: .acquiring) == Self.ready else { return nil }
    return String(cString: names + slot.index * Self.nameCapacity)
  }

  /// The number of slots registered now.
  var registeredCount: Int {
    (0..<capacity).count { states[$0].load(ordering: .acquiring) == Self.ready }
  }
}
