import Foundation

/// Strings from the real corpora in `../shared/corpus`, read independently of TypeFit's own
/// readers (plain JSON for `.xcstrings`, a line pattern for `.strings`): the one sampler of the
/// tests (realistic text, filled and unescaped) and of `typefit-bench` (the unique raw values).
public enum CorpusSample {
  /// How the values are taken.
  public struct Options: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Each (language folder or catalog language, value) pair once. The key is the language as
    /// found, so a `Base.lproj` value and the same `en.lproj` value are both kept (both as `en`).
    public static let unique = Options(rawValue: 1 << 0)
    /// `.strings` values with `\"` and `\n` written as the characters they stand for.
    public static let unescaped = Options(rawValue: 1 << 1)
    /// Format specifiers filled by fixed samples: `%@` → `Alexandra`, `%d`, `%lld`, `%.1f` →
    /// `1,234` (with or without a position, `%1$@`).
    public static let filled = Options(rawValue: 1 << 2)

    /// What the tests measure: every value as an app shows it.
    public static let displayed: Options = [.unescaped, .filled]
    /// What the benchmark times and dumps: each value once, exactly as in the file.
    public static let uniqueRaw: Options = [.unique]
  }

  /// Every (language, text) pair of the corpora, unescaped and with format specifiers filled.
  public static func strings(in shared: URL) -> [(language: String, text: String)] {
    strings(in: shared, options: .displayed)
  }

  /// The (language, text) pairs of the corpora under `shared/corpus`, sorted by language, then
  /// text; `Base.lproj` values are `en`. Empty when the folder cannot be read.
  public static func strings(in shared: URL, options: Options) -> [(language: String, text: String)] {
    var result: [(String, String)] = []
    var seen = Set<String>()
    func add(_ language: String, _ value: String, as shown: String) {
      guard !options.contains(.unique) || seen.insert(language + "\u{1}" + value).inserted else { return }
      result.append((shown, options.contains(.filled) ? fill(value) : value))
    }
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
              add(language, text, as: language)
            }
          }
        }
      } else if url.pathExtension == "strings", let text = try? String(contentsOf: url, encoding: .utf8) {
        let language = url.deletingLastPathComponent().deletingPathExtension().lastPathComponent
        let range = NSRange(text.startIndex..., in: text)
        for match in pattern.matches(in: text, range: range) {
          guard let valueRange = Range(match.range(at: 1), in: text) else { continue }
          var value = String(text[valueRange])
          if options.contains(.unescaped) {
            value = value.replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(
              of: "\\n", with: "\n")
          }
          add(language, value, as: language == "Base" ? "en" : language)
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
