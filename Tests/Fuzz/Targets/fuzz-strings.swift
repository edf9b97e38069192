// libFuzzer entry point for the .strings reader; built by Scripts/fuzz with ReaderInvariants.swift.
import TypeFitLocalization

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrings(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  ReaderInvariants.check(UnsafeRawBufferPointer(start: data, count: count), format: .strings)
  return 0
}
