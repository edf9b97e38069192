import TypeFitDynamicType
import TypeFitLocalization

/// The "did you mean" searches for the keys `typefit.json`'s rows name (`title`, `subtitle`,
/// `value`) that no input has: the input's distinct keys are noted as they stream by
/// (``observe(_:)``), and once the input is read (``finish()``) each named key none of them
/// was looks for the closest (``NameSuggestion/Search``). Searching while the keys streamed by
/// searched for named keys found later too (thirty-first attack A31-4: 1,000 rows naming 2,000
/// keys, all in a 60,000-key input, took 13 s of CPU in a debug build against 3 s).
///
/// Comparing every stale key with every input key is quadratic, and each comparison costs an
/// edit distance, so the work is bounded three ways:
/// - each distinct input key is offered once (every locale's file has the same keys);
/// - only to the searches whose key length lets the two be close (searches are grouped by
///   length); the key is read once (``NameSuggestion/Candidate``), and a search computes its
///   distance only if the two keys' letter counts leave it possible to beat the closest so
///   far, and stops as soon as it cannot;
/// - the work (characters read, groups looked at and edit-distance cells) has a budget,
///   ``workBudget``: a comparison that could pass it is not started, no search goes on and no
///   hint is offered, which ``hintsWithdrawnNote`` says once. Hints are all or nothing, so a
///   hint is never a worse one than the full search would have found.
///
/// ```swift
/// var suggestions = KeySuggestions(for: ["row.titel"])
/// for key in ["row.title", "row.value"] { suggestions.observe(key) }
/// suggestions.finish()
/// suggestions.hint(for: "row.titel")  // "row.title"
/// ```
///
/// Each input key is offered to the searches in one order (by key length, then as the
/// configuration lists them), so whether the budget holds is the same on every run of the
/// same input.
struct KeySuggestions {
  /// The most work all searches together may do. Measured in a debug build (which runs this
  /// loop far slower than a release build): 1,000 stale 50-letter keys against 1,000 random
  /// keys of the same letters reach it after about 40 s of CPU; before the bound they took
  /// 37 s in a release build and grew with rows × keys × length².
  static let workBudget = 200_000_000

  /// The searches, by the key they look for (by bytes).
  private var searches: [ExactText: NameSuggestion.Search] = [:]
  /// The keys still looked for, by their length in lowercased characters, as the search
  /// compares them (``NameSuggestion/Search``), in the order of the configuration.
  private var pending: [Int: [ExactText]] = [:]
  /// The lengths of ``pending``, ascending: groups are visited in this order so the work done
  /// before the budget runs out is the same on every run.
  private var lengths: [Int] = []
  /// The distinct input keys noted so far, and the same in the order met (the order the
  /// searches are offered them in, ``finish()``).
  private var offered = Set<ExactText>()
  private var candidates: [ExactText] = []
  /// The work done so far, including what the searches report.
  private(set) var work = 0
  /// Whether the budget ran out: no hint is offered.
  private(set) var isWithdrawn = false

  /// The work allowed, ``workBudget`` unless a test asks for less.
  let budget: Int

  /// Starts a search for each of `keys` (duplicates by bytes are searched once).
  init(for keys: [String], budget: Int = workBudget) {
    self.budget = budget
    for key in keys where searches[ExactText(key)] == nil {
      searches[ExactText(key)] = NameSuggestion.Search(for: key)
      pending[key.lowercased().count, default: []].append(ExactText(key))
    }
    lengths = pending.keys.sorted()
  }

  /// Whether some search still wants keys.
  var isSearching: Bool { !isWithdrawn && !pending.isEmpty }

  /// Notes an input key: it ends the search for itself, and is kept to be offered to the
  /// searches left at ``finish()``.
  mutating func observe(_ key: String) {
    guard isSearching else { return }
    let exact = ExactText(key)
    guard offered.insert(exact).inserted else { return }
    candidates.append(exact)
    if searches[exact] != nil {
      let length = key.lowercased().count
      pending[length]?.removeAll { $0 == exact }
      if pending[length]?.isEmpty == true { pending[length] = nil }
    }
  }

  /// Runs the searches for the named keys no input key was, over the input keys in the order
  /// met; call once, after the last ``observe(_:)``, before ``hint(for:)``, ``isWithdrawn`` and
  /// ``work`` are read.
  mutating func finish() {
    let keys = candidates
    candidates = []
    offered = []
    for key in keys where isSearching { offer(key.text) }
  }

  /// Offers an input key to the searches whose length is within reach of its own.
  private mutating func offer(_ key: String) {
    let candidate = NameSuggestion.Candidate(key)
    let length = candidate.length
    work += candidate.work
    for targetLength in lengths {
      work += 1
      let reach = NameSuggestion.reach(forLength: targetLength)
      guard let targets = pending[targetLength], abs(targetLength - length) <= reach else { continue }
      for target in targets {
        guard work + searches[target]!.mostWork(for: candidate) <= budget else {
          isWithdrawn = true
          return
        }
        let before = searches[target]!.work
        searches[target]!.consider(candidate)
        work += searches[target]!.work - before
      }
    }
  }

  /// The input key closest to `key`, if any is close enough and the budget held (after
  /// ``finish()``).
  func hint(for key: String) -> String? {
    isWithdrawn ? nil : searches[ExactText(key)]?.result
  }

  /// The note said once in place of hints when the budget ran out.
  static let hintsWithdrawnNote =
    "rows: no \"did you mean\" hints for the keys no input has: comparing them with the input's keys "
    + "took more than \(workBudget / 1_000_000) million steps (see Docs/Reliability.md, G12)"
}
