import Foundation

/// Removes the temporary report files when a signal ends the process, so an interrupted run
/// leaves the previous report as it was and no stray file beside it.
///
/// Handled: every signal whose default action ends the process (`Term` or `Core` in the table of
/// `signal(7)`) but SIGKILL, which cannot be caught. These exit with 128 + the signal: SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM,
/// SIGTERM, SIGSTKFLT, SIGXCPU, SIGVTALRM, SIGPROF, SIGIO (also named SIGPOLL), SIGPWR and the
/// real-time signals SIGRTMIN to SIGRTMAX (34 to 64 with glibc, whose threads keep 32 and 33).
/// A signal the parent set to be ignored (`nohup` ignores SIGHUP) stays ignored. SIGPIPE is
/// ignored (a closed pipe is a write error, exit 4), and so is SIGXFSZ (a file size limit,
/// `ulimit -f`): the write that crosses the limit fails with `EFBIG` and is reported as an output
/// error (exit 4) instead of ending the run. The crash signals
/// (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS) remove the temporary files too;
/// sent by another process (`kill -SEGV`) they end the run as SIGTERM does, and raised by a
/// crash they go on to the handler that was there before (the Swift runtime's crash report,
/// which ends the process by the signal).
///
/// Every report being written has a slot of its own in ``pending``, so reports written at the
/// same time, on any threads, are all removed; the handlers are installed once per process,
/// whichever thread asks first: the executable asks as it starts
/// (``TypeFitTool/runOnCommandStack(argumentBytes:io:)``), so a signal before any report is
/// written ends the run alike.
enum InterruptCleanup {
  /// The signals whose handler removes the temporary files and exits with 128 + the signal.
  static let endingSignals: [Int32] = {
    var signals: [Int32] = [
      SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGTERM, SIGXCPU, SIGVTALRM, SIGPROF,
    ]
    #if os(Linux)
      signals += [SIGSTKFLT, SIGIO, SIGPWR]
      signals += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    #endif
    return signals
  }()

  /// The temporary files to remove, read by the signal handlers: 64 reports written at the same
  /// time in one process (the command-line tool writes one; a 65th is written all the same, but
  /// a signal does not remove its temporary file).
  static let pending = PendingRemovals(capacity: 64)

  /// Removes the file `name` in the open `folder` when a signal ends the process, until
  /// ``unregister(_:)`` with the slot returned; `folder` must stay open until then.
  static func register(_ name: String, inFolder folder: Int32) -> PendingRemovals.Slot? {
    installHandlers()
    return pending.claim(name, inFolder: folder)
  }

  static func unregister(_ slot: PendingRemovals.Slot?) {
    if let slot { pending.release(slot) }
  }

  /// Removes every registered temporary file; called from the signal handlers.
  static func removePending() { pending.removeAll() }

  /// Installs the handlers the first time it is called, on whichever thread (a `static let` is
  /// initialized once, the other threads waiting for it).
  static func installHandlers() { _ = installation }

  private static let installation: Void = {
    // Made before any handler can read it.
    _ = pending
    // A parent may have started us with these signals blocked (test runners do): unblock them
    // so an interrupt still cleans up instead of waiting for the run to finish.
    var set = sigset_t()
    sigemptyset(&set)
    for signalNumber in endingSignals + crashSignals { sigaddset(&set, signalNumber) }
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    let ignored = unsafeBitCast(SIG_IGN, to: Int.self)
    for signalNumber in endingSignals {
      let previous = signal(signalNumber) { received in
        InterruptCleanup.removePending()
        _exit(128 + received)
      }
      if let previous, unsafeBitCast(previous, to: Int.self) == ignored { signal(signalNumber, SIG_IGN) }
    }
    signal(SIGXFSZ, SIG_IGN)
    installCrashHandlers()
  }()

  /// The crash signals: their handler removes the temporary files, then hands the signal to the
  /// handler that was there before (the Swift runtime's crash report, or the default action).
  static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS]

  /// The actions the crash signals had before ours, indexed by signal number; read by the
  /// handler, so allocated once and never freed.
  nonisolated(unsafe) private static var previousActions: UnsafeMutablePointer<sigaction>?

  /// Called once, from ``installation``.
  private static func installCrashHandlers() {
    let count = Int(crashSignals.max()!) + 1
    let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: count)
    previous.initialize(repeating: sigaction(), count: count)
    previousActions = previous
    for signalNumber in crashSignals {
      var action = sigaction()
      action.__sigaction_handler.sa_sigaction = { received, info, _ in
        InterruptCleanup.removePending()
        // Sent by another process (`kill -SEGV`): no crash here, so the run ends as on SIGTERM
        // (the runtime's crash report would find nothing wrong, and carry on).
        guard let info, info.pointee.si_code != SI_USER, let previous = InterruptCleanup.previousActions
        else {
          _exit(128 + received)
        }
        // The earlier handler takes over: a fault (a positive `si_code`, set by the kernel)
        // happens again when this handler returns; a signal the process raised (`abort`) is
        // raised again, and is delivered once this handler returns.
        sigaction(received, previous + Int(received), nil)
        if info.pointee.si_code > 0 { return }
        raise(received)
      }
      sigemptyset(&action.sa_mask)
      // On the alternate stack when there is one (a stack overflow), as the runtime's handler.
      action.sa_flags = SA_SIGINFO | SA_ONSTACK
      sigaction(signalNumber, &action, previous + Int(signalNumber))
      // A signal the parent set to be ignored stays ignored.
      let ignored = unsafeBitCast(SIG_IGN, to: Int.self)
      if let handler = previous[Int(signalNumber)].__sigaction_handler.sa_handler,
        unsafeBitCast(handler, to: Int.self) == ignored
      {
        sigaction(signalNumber, previous + Int(signalNumber), nil)
      }
    }
  }
}
