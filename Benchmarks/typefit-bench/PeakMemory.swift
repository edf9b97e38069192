import Foundation

/// Peak resident memory of this process, from `/proc/self/status` (Linux).
///
/// `reset()` writes 5 to `/proc/self/clear_refs`, which sets the peak (VmHWM) back to the
/// current resident size, so the peak read after a case belongs to that case.
enum PeakMemory {
  /// Resets the peak to the current resident size; false where the kernel does not allow it.
  @discardableResult
  static func reset() -> Bool {
    guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
    defer { try? handle.close() }
    return (try? handle.write(contentsOf: Data("5".utf8))) != nil
  }

  /// The peak resident size in MB (VmHWM), or nil when unreadable.
  static func peakMegabytes() -> Double? { field("VmHWM") }

  /// The current resident size in MB (VmRSS), or nil when unreadable.
  static func currentMegabytes() -> Double? { field("VmRSS") }

  private static func field(_ name: String) -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
      let digits = line.dropFirst(name.count + 1).filter(\.isNumber)
      return Double(digits).map { $0 / 1024 }
    }
    return nil
  }
}
