import Foundation
import TypeFit
import TypeFitConcurrency
import TypeFitInput

/// Text engines by font stack, loaded once each and shared by all threads of a run, at most
/// ``defaultMaximumMappedBytes`` of font files at once and as many engines as that limit allows
/// (``defaultMaximumEngines``, 256).
///
/// `measure --batch` lets every line name its own font file, so the cache is bounded: when a
/// new engine would exceed either limit, the engines used least recently are dropped (and
/// loaded again if named again; results do not change). A single font file is identified by
/// its device and inode after opening, so any number of paths, links or hard links to one file
/// share one engine; its size and times (``FontFileVersion``) are part of the key, so a file
/// changed on disk since its engine was loaded (rewritten in place, truncated) is loaded again,
/// or reported if it no longer loads, and the engine of its old contents is dropped.
final class EngineCache: Sendable {
  /// The fewest engines a cache keeps room for, whatever its byte limit.
  static let minimumMaximumEngines = 16
  /// What an engine is allowed beyond its font files when the number of engines follows the byte
  /// limit: 4 MiB, its FreeType and HarfBuzz objects and shaping caches rounded up (see
  /// `Docs/Reliability.md`, fix20h). 1 GiB of font files then admits 256 engines.
  static let bytesPerEngine = 4 << 20
  /// The most bytes of font files kept mapped by the cached engines (each maps every one of its
  /// files once): 1 GiB, fourteen times the system stack (Inter, Noto, Noto CJK and Noto Color
  /// Emoji: 77 MB of font files). The engine just loaded is kept even when it alone is larger.
  static let defaultMaximumMappedBytes = 1 << 30
  /// The most engines kept at once by default: what the byte limit allows at ``bytesPerEngine``
  /// each, 256. It was a fixed 16, so a `measure --batch` cycling 17 fonts (330 MB, a third of the
  /// byte limit) dropped each font just before it was named again and re-read every line (the
  /// thirteenth attack's A13-23: 17.8 s against 1.1 s for 16).
  static let defaultMaximumEngines = maximumEngines(forMappedBytes: defaultMaximumMappedBytes)

  let maximumEngines: Int
  let maximumMappedBytes: Int

  /// The number of engines a byte limit allows: `bytes` / ``bytesPerEngine``, at least
  /// ``minimumMaximumEngines``.
  static func maximumEngines(forMappedBytes bytes: Int) -> Int {
    max(minimumMaximumEngines, bytes / bytesPerEngine)
  }

  /// - Parameters:
  ///   - maximumEngines: the most engines kept at once (at least 1); `nil` for what
  ///     `maximumMappedBytes` allows (``maximumEngines(forMappedBytes:)``).
  ///   - maximumMappedBytes: the most bytes of font files the kept engines may map.
  init(
    maximumEngines: Int? = nil,
    maximumMappedBytes: Int = EngineCache.defaultMaximumMappedBytes
  ) {
    self.maximumEngines = max(1, maximumEngines ?? Self.maximumEngines(forMappedBytes: maximumMappedBytes))
    self.maximumMappedBytes = maximumMappedBytes
  }

  /// What an engine is cached under.
  enum Key: Hashable {
    /// A stack definition, as given.
    case stack(FontStackDefinition)
    /// One face of one font file, however its path named it, as it was when opened.
    case face(FontFileIdentity, FontFileVersion, index: Int)
  }

  private struct Entry {
    let result: Result<TextEngine, TextError>
    let bytes: Int
    var lastUse: UInt64
  }

  private struct State {
    var entries: [Key: Entry] = [:]
    var clock: UInt64 = 0
    var mappedBytes = 0
    var loads = 0
  }

  /// How many engines were loaded, how many are cached and the font bytes they map.
  struct Statistics: Equatable {
    var loads: Int
    var entries: Int
    var mappedBytes: Int
  }

  private let state = Locked(State())

  /// Loads so far, cached engines and their mapped bytes.
  var statistics: Statistics {
    state.withLock { Statistics(loads: $0.loads, entries: $0.entries.count, mappedBytes: $0.mappedBytes) }
  }

  /// The engine for `definition`, loading its stack on first use.
  ///
  /// - Throws: the ``TextError`` the stack raised when it loaded (remembered while cached, not
  ///   retried).
  func engine(for definition: FontStackDefinition) throws -> TextEngine {
    let key = Self.key(for: definition)
    return try state.withLock { state in
      state.clock += 1
      if let cached = state.entries[key] {
        state.entries[key]?.lastUse = state.clock
        return cached.result
      }
      let result: Result<TextEngine, TextError>
      do {
        result = .success(try TextEngine(definition: definition))
      } catch let error as TextError {
        result = .failure(error)
      } catch {
        result = .failure(.invalidFontStack("\(error)"))
      }
      state.loads += 1
      // Memory that ran out may be there again once other engines are let go
      // (``releaseAll()``): that failure is not remembered.
      if case .failure(let error) = result, error.isOutOfMemory { return result }
      var storedKey = key
      if case .face(_, _, let index) = key, case .success(let engine) = result,
        let identity = engine.stack.faceFileIdentities.first,
        let version = engine.stack.faceFileVersions.first
      {
        // The file read may differ from the one identified if the path was replaced in
        // between: cache the engine under the file it actually read.
        storedKey = .face(identity, version, index: index)
      }
      if case .face(let identity, let version, let index) = storedKey {
        // The engines of the file's earlier contents are never used again.
        for case .face(identity, let other, index) in state.entries.keys where other != version {
          let old = Key.face(identity, other, index: index)
          state.mappedBytes -= state.entries.removeValue(forKey: old)?.bytes ?? 0
        }
      }
      let bytes = (try? result.get())?.stack.mappedFileBytes ?? 0
      if let replaced = state.entries.updateValue(
        Entry(result: result, bytes: bytes, lastUse: state.clock), forKey: storedKey)
      {
        state.mappedBytes -= replaced.bytes
      }
      state.mappedBytes += bytes
      evict(&state, keeping: storedKey)
      return result
    }.get()
  }

  /// Lets every cached engine go but `kept`'s (each is loaded again when asked for) and returns
  /// how many went: what `measure --batch` does under a memory limit before it refuses a line for
  /// room (the forty-third attack's A43-4: after about 50 lines naming different fonts, every
  /// later line was refused, each blaming its own size). The engine a line is measured with is
  /// kept, since it would be loaded again past what was judged.
  @discardableResult
  func releaseAll(keeping kept: FontStackDefinition? = nil) -> Int {
    let keptKey = kept.map(Self.key(for:))
    return state.withLock { state in
      let released = state.entries.keys.filter { $0 != keptKey && !Self.serves(kept: keptKey, $0) }
      for key in released { state.mappedBytes -= state.entries.removeValue(forKey: key)?.bytes ?? 0 }
      return released.count
    }
  }

  /// Whether `key` is where the engine of `kept` is stored: a face's engine is stored under the
  /// file it read, whose version the key `kept` gives too.
  private static func serves(kept: Key?, _ key: Key) -> Bool {
    guard case .face(let identity, _, let index) = kept, case .face(identity, _, index) = key else {
      return false
    }
    return true
  }

  /// Drops the least recently used engines until both limits hold, never `kept`.
  private func evict(_ state: inout State, keeping kept: Key) {
    while state.entries.count > maximumEngines
      || (state.mappedBytes > maximumMappedBytes && state.entries.count > 1)
    {
      guard
        let oldest = state.entries.filter({ $0.key != kept }).min(by: { $0.value.lastUse < $1.value.lastUse })
      else { return }
      state.entries[oldest.key] = nil
      state.mappedBytes -= oldest.value.bytes
    }
  }

  /// `.face` for a stack of one face of a file that opens (``FontStackDefinition/singleFace(path:index:)``),
  /// identified by the opened file's device and inode; `.stack` otherwise (loading then reports
  /// why the file cannot be used).
  static func key(for definition: FontStackDefinition) -> Key {
    guard definition.primary.count == 1, let face = definition.primary[0].faces.first,
      definition == .singleFace(path: face.file, index: face.index ?? 0)
    else { return .stack(definition) }
    let path = NSString(string: face.file).expandingTildeInPath
    // Not opened unless regular: opening a device can act on it (A64-1, A66-5).
    guard let (descriptor, info) = try? RegularFileDescriptor.open(path) else { return .stack(definition) }
    close(descriptor)
    return .face(
      FontFileIdentity(info), FontFileVersion(info),
      index: face.index ?? 0)
  }
}
