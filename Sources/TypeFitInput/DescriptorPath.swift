/// The paths that name a descriptor open in the process rather than a file: `/dev/stdin`,
/// `/dev/fd/N` and `/proc/self/fd/N`, written exactly so.
///
/// On Linux each is a symbolic link (`/dev/stdin -> /proc/self/fd/0`, and `/proc/self/fd/0 ->`
/// whatever the shell put there: `/tmp/p.json`, `pipe:[123]`), so judged as a link a
/// `--config /dev/stdin < typefit.json` leads outside `/dev` and was refused as a link out of
/// its repository (the sixteenth attack's A16-7). No repository put the descriptor in place:
/// the command line's caller did. What is open on it is read as what it is: a regular file is
/// read, a FIFO, device, socket or folder refused by its kind (``InputFile``).
///
/// ```swift
/// DescriptorPath.descriptor(named: "/dev/stdin")       // 0
/// DescriptorPath.descriptor(named: "/proc/self/fd/7")  // 7
/// DescriptorPath.descriptor(named: "/dev/fd/07")       // nil: not how the kernel names it
/// ```
package enum DescriptorPath {
  /// The descriptor `path` names, or `nil` when it names none of these ways. `N` is written as
  /// the kernel lists it: decimal digits, no sign, no leading zero, at most `Int32.max`.
  package static func descriptor(named path: String) -> Int32? {
    if path == "/dev/stdin" { return 0 }
    for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
      let digits = path.utf8.dropFirst(prefix.utf8.count)
      guard !digits.isEmpty, digits.count <= 10, digits.allSatisfy({ (0x30...0x39).contains($0) }),
        digits.count == 1 || digits.first != 0x30
      else { return nil }
      let value = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
      return value <= Int(Int32.max) ? Int32(value) : nil
    }
    return nil
  }
}
