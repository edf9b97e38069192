// libFuzzer entry point for font stack files (--stack FILE): any bytes give a definition whose
// numbers are in range, or an error naming file:line:column; never a trap. Built by Scripts/fuzz.
import TypeFitCLI
import TypeFitText

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStack(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = [UInt8](UnsafeRawBufferPointer(start: data, count: count))
  do {
    let definition = try FontStackFileReader(file: "stack.json").definition(from: bytes)
    if let em = definition.metrics.lineHeightEm {
      precondition((0.1...10).contains(em), "lineHeightEm \(em)")
    }
    for family in definition.primary + definition.languageFallbacks + definition.scriptFallbacks
      + definition.lastResort
    {
      if let size = family.fromPointSize { precondition((0...1000).contains(size), "fromPointSize \(size)") }
      for face in family.faces { precondition((0...65_535).contains(face.index ?? 0), "index") }
    }
  } catch {
    precondition("\(error)".hasPrefix("stack.json:"), "error without a place: \(error)")
  }
  return 0
}
