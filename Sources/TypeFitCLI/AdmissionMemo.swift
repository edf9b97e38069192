import Synchronization

/// The first answer a run gave about admitting a file under a memory limit, kept for the rest
/// of the run: a check reads its files twice under a limit (the strings of the first read are
/// read again rather than kept), and the second question, asked with whatever the process
/// then maps, could refuse a file the first admitted, so that one input under one limit ended
/// with exit 0 or with "nothing was checked" from run to run (the thirty-seventh attack's
/// A37-4, after the whole first read). Keyed by the question and the path, compared by bytes.
final class AdmissionMemo: Sendable {
  private let answers = Mutex<[[UInt8]: String?]>([:])

  /// The answer given first for `question` about `path`, or `ask()`'s, which is then kept.
  func answer(_ question: String, path: String, _ ask: () -> String?) -> String? {
    let key = Array(question.utf8) + [0] + Array(path.utf8)
    if let known = answers.withLock({ $0[key] }) { return known }
    let answer = ask()
    return answers.withLock { answers in
      if let earlier = answers[key] { return earlier }
      answers[key] = .some(answer)
      return answer
    }
  }
}
