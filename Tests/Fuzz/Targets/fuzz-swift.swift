// libFuzzer entry point for the Swift lexer and row discovery; built by Scripts/fuzz with
// Tests/_TypeFitTestSupport/SwiftDiscoveryInvariants.swift.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwift(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  let broken = SwiftDiscoveryInvariants.violations(UnsafeRawBufferPointer(start: data, count: count))
  precondition(broken.isEmpty, broken.joined(separator: "; "))
  return 0
}
