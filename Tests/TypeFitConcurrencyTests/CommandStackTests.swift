import Testing

@testable import TypeFitConcurrency

@Suite("CommandStack: a command's stack whatever ulimit -s says")
struct CommandStackTests {
  @Test("a command moves to a thread of its own only under a stack limit below 8 MiB")
  func ownThreadBelowEightMebibytes() {
    #expect(CommandStack.bytes == 8_388_608)
    #expect(CommandStack.needsOwnThread(stackLimit: 262_144))
    #expect(CommandStack.needsOwnThread(stackLimit: 8_388_607))
    #expect(!CommandStack.needsOwnThread(stackLimit: 8_388_608))
    #expect(!CommandStack.needsOwnThread(stackLimit: 67_108_864))
    #expect(!CommandStack.needsOwnThread(stackLimit: nil))
  }

  @Test("run gives the command's result, the command run once")
  func runGivesTheResult() {
    var calls = 0
    let code = CommandStack.run {
      calls += 1
      return 7
    }
    #expect(code == 7)
    #expect(calls == 1)
  }
}
