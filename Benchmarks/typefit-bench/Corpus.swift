import Foundation

/// Benchmark inputs: the unique (language, text) pairs of `../shared/corpus`, read with plain
/// JSON and a `.strings` line pattern so the timed cases do not depend on TypeFit's readers, or,
/// without the corpus, a deterministic synthetic set.
enum BenchCorpus {
  static func sharedDirectory() -> URL? {
    let candidates = [
      URL(fileURLWithPath: FileManager.default.currentDirectoryPath).deletingLastPathComponent()
        .appendingPathComponent("shared"),
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared"),
    ]
    return candidates.first {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("corpus").path)
    }
  }

  /// (language, text) pairs, unique, in a stable order.
  static func strings() -> [(language: String, text: String)] {
    var result: [(String, String)] = []
    var seen = Set<String>()
    if let shared = sharedDirectory(),
      let walker = FileManager.default.enumerator(
        at: shared.appendingPathComponent("corpus"), includingPropertiesForKeys: nil)
    {
      let pattern = try! NSRegularExpression(
        pattern: #"^\s*"(?:[^"\\]|\\.)*"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;"#, options: [.anchorsMatchLines])
      for case let url as URL in walker {
        if url.pathExtension == "xcstrings", let data = try? Data(contentsOf: url),
          let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let entries = root["strings"] as? [String: Any]
        {
          for key in entries.keys.sorted() {
            guard let localizations = (entries[key] as? [String: Any])?["localizations"] as? [String: Any]
            else { continue }
            for language in localizations.keys.sorted() {
              if let unit = (localizations[language] as? [String: Any])?["stringUnit"] as? [String: Any],
                let text = unit["value"] as? String, seen.insert(language + "\u{1}" + text).inserted
              {
                result.append((language, text))
              }
            }
          }
        } else if url.pathExtension == "strings", let text = try? String(contentsOf: url, encoding: .utf8) {
          let language = url.deletingLastPathComponent().deletingPathExtension().lastPathComponent
          for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            if let range = Range(match.range(at: 1), in: text),
              seen.insert(language + "\u{1}" + text[range]).inserted
            {
              result.append((language == "Base" ? "en" : language, String(text[range])))
            }
          }
        }
      }
    }
    if result.isEmpty {
      FileHandle.standardError.write(Data("note: ../shared/corpus not found; using a synthetic set\n".utf8))
      let words = [
        "Settings", "Privacy", "Notifications", "Account", "Datenschutz", "Benachrichtigungen", "Wi-Fi",
      ]
      for i in 0..<2000 {
        result.append(
          ("en", (0..<(1 + i % 6)).map { words[($0 * 7 + i) % words.count] }.joined(separator: " ")))
      }
    }
    return result.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
  }
}
