// libFuzzer entry point for the .xcstrings reader; built by Scripts/fuzz with ReaderInvariants.swift.
import TypeFitLocalization

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXcstrings(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  ReaderInvariants.check(UnsafeRawBufferPointer(start: data, count: count), format: .xcstrings)
  return 0
}
