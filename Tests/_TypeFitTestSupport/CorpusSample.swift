import Foundation

/// Strings from the real corpora in `../shared/corpus`, read independently of TypeFit's own
/// readers (plain JSON for `.xcstrings`, a line pattern for `.strings`), for tests that need
/// realistic text.
public enum CorpusSample {
  /// Every (language, text) pair of the corpora, with format specifiers filled by fixed samples.
  public static func strings(in shared: URL) -> [(language: String, text: String)] {
    var result: [(String, String)] = []
    let corpus = shared.appendingPathComponent("corpus")
    guard let walker = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil) else {
      return []
    }
    let pattern = try! NSRegularExpression(
      pattern: #"^\s*"(?:[^"\\]|\\.)*"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;"#, options: [.anchorsMatchLines])
    for case let url as URL in walker {
      if url.pathExtension == "xcstrings", let data = try? Data(contentsOf: url),
        let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let entries = root["strings"] as? [String: Any]
      {
        for (_, entry) in entries {
          guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] else {
            continue
          }
          for (language, value) in localizations {
            if let unit = (value as? [String: Any])?["stringUnit"] as? [String: Any],
              let text = unit["value"] as? String
            {
              result.append((language, fill(text)))
            }
          }
        }
      } else if url.pathExtension == "strings", let text = try? String(contentsOf: url, encoding: .utf8) {
        let language = url.deletingLastPathComponent().deletingPathExtension().lastPathComponent
        let range = NSRange(text.startIndex..., in: text)
        for match in pattern.matches(in: text, range: range) {
          guard let valueRange = Range(match.range(at: 1), in: text) else { continue }
          let value = String(text[valueRange]).replacingOccurrences(of: "\\\"", with: "\"")
            .replacingOccurrences(of: "\\n", with: "\n")
          result.append((language == "Base" ? "en" : language, fill(value)))
        }
      }
    }
    return result.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
  }

  static func fill(_ text: String) -> String {
    text.replacingOccurrences(of: #"%(\d+\$)?@"#, with: "Alexandra", options: .regularExpression)
      .replacingOccurrences(
        of: #"%(\d+\$)?(l{0,2}[dui]|\.?\d*f)"#, with: "1,234", options: .regularExpression)
  }
}
