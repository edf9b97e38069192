import Foundation

/// The independent Pango line-count oracle from `../shared/tools/`, built on demand.
///
/// Pango has its own UAX #14 breaker, HarfBuzz shaping and fontconfig fallback; at 72 dpi with
/// hinting off one Pango unit is one point. It is a peer, not the truth.
public final class PangoOracle: Sendable {
  /// One request row: family, weight, size (pt), width (pt), language, text.
  public struct Request: Sendable {
    public var family: String
    public var weight: Int
    public var size: Double
    public var width: Double
    public var language: String
    public var text: String
    public init(
      family: String, weight: Int = 400, size: Double, width: Double, language: String, text: String
    ) {
      self.family = family
      self.weight = weight
      self.size = size
      self.width = width
      self.language = language
      self.text = text
    }
  }

  /// Pango's answer: lines, widest line and unwrapped width, in points.
  public struct Answer: Sendable, Hashable {
    public var lines: Int
    public var widestLine: Double
    public var unwrappedWidth: Double
  }

  public let executable: URL

  /// Builds the oracle into a temporary folder.
  ///
  /// - Returns: `nil` (after printing why) when `../shared/tools` or Pango's development files
  ///   are missing.
  public static func build() -> PangoOracle? {
    guard let shared = TestPaths.requireShared("Pango oracle") else { return nil }
    let source = shared.appendingPathComponent("tools/pango-oracle.c")
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "typefit-pango-oracle-\(getpid())")
    let status = run(
      "/bin/sh",
      ["-c", "cc -O2 '\(source.path)' $(pkg-config --cflags --libs pangocairo) -o '\(output.path)'"])
    guard status == 0 else {
      print("SKIPPED: Pango oracle: could not build it (is libpango1.0-dev installed?)")
      return nil
    }
    return PangoOracle(executable: output)
  }

  init(executable: URL) { self.executable = executable }

  /// Lays out every request, in order, in one Pango process.
  public func answers(_ requests: [Request]) throws -> [Answer] {
    let process = Process()
    process.executableURL = executable
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    let rows = requests.map { r in
      "\(r.family)\t\(r.weight)\t\(r.size)\t\(r.width)\t\(r.language)\t\(r.text)\n"
    }.joined()
    let writer = Thread {
      input.fileHandleForWriting.write(Data(rows.utf8))
      try? input.fileHandleForWriting.close()
    }
    writer.start()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map { line in
      let fields = line.split(separator: "\t")
      return Answer(
        lines: Int(fields[0]) ?? 0, widestLine: Double(fields[1]) ?? 0, unwrappedWidth: Double(fields[2]) ?? 0
      )
    }
  }

  @discardableResult
  static func run(_ executable: String, _ arguments: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
  }
}
