// libFuzzer entry point for the .stringsdict reader; built by Scripts/fuzz with ReaderInvariants.swift.
import TypeFitLocalization

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsdict(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  ReaderInvariants.check(UnsafeRawBufferPointer(start: data, count: count), format: .stringsdict)
  return 0
}
