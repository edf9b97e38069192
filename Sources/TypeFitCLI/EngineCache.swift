import TypeFit
import TypeFitConcurrency

/// Text engines by font stack, loaded once each and shared by all threads of a run.
final class EngineCache: Sendable {
  private let engines = Locked([FontStackDefinition: Result<TextEngine, TextError>]())

  /// The engine for `definition`, loading its stack on first use.
  ///
  /// - Throws: the ``TextError`` the stack raised when it loaded (remembered, not retried).
  func engine(for definition: FontStackDefinition) throws -> TextEngine {
    try engines.withLock { engines in
      if let cached = engines[definition] { return cached }
      let result: Result<TextEngine, TextError>
      do {
        result = .success(try TextEngine(definition: definition))
      } catch let error as TextError {
        result = .failure(error)
      } catch {
        result = .failure(.invalidFontStack("\(error)"))
      }
      engines[definition] = result
      return result
    }.get()
  }
}
