import Testing

@testable import TypeFitConcurrency

@Suite("CommandStack: a command's stack whatever ulimit -s says")
struct CommandStackTests {
  @Test(
    "a command moves to a thread of its own only under a stack limit below 2 MiB, the work's threads' size")
  func ownThreadBelowTwoMebibytes() {
    #expect(CommandStack.bytes == 2_097_152)
    #expect(CommandStack.bytes == WorkerThreads.stackBytes)
    #expect(CommandStack.needsOwnThread(stackLimit: 131_072))
    #expect(CommandStack.needsOwnThread(stackLimit: 2_097_151))
    #expect(!CommandStack.needsOwnThread(stackLimit: 2_097_152))
    #expect(!CommandStack.needsOwnThread(stackLimit: 8_388_608))
    #expect(!CommandStack.needsOwnThread(stackLimit: nil))
  }

  @Test("the refusal names the stack limit, the size needed and the system's reason")
  func refusal() {
    #expect(
      CommandStack.refusal(stackLimit: 131_072, status: 11)
        == "the stack limit (ulimit -s 128 KiB) is below the 2048 KiB a command needs, and a thread with that "
        + "stack could not be started (Resource temporarily unavailable): raise ulimit -s, or the process limit "
        + "(ulimit -u)")
    #expect(
      CommandStack.refusal(stackLimit: 131_072, status: 11, addressSpaceLimited: true).hasSuffix(
        "raise ulimit -s, the address-space limit (ulimit -v) or the process limit (ulimit -u)"))
  }

  @Test("run gives the command's result, the command run once")
  func runGivesTheResult() {
    var calls = 0
    let code = CommandStack.run {
      calls += 1
      return 7
    } refused: { _ in
      99
    }
    #expect(code == 7)
    #expect(calls == 1)
  }
}
