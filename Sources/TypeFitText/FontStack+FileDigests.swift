extension FontStack {
  /// The digest of each font file the stack's faces read, by the path the faces name it
  /// (`FontFileDigest`: 16 hexadecimal digits over the bytes held, the font read into memory up
  /// to the end of its last table, a mapped system font whole). JSON heads and sharded NDJSON
  /// summary lines write it (`"fonts"`, `"digests"`), so `typefit merge` refuses shards whose runs
  /// read different bytes at one path.
  ///
  /// A file named by several faces, paths or links is digested once. The time is that of reading
  /// the bytes once more: about 20 ms for the built-in stack's files (Docs/Reliability.md,
  /// A13-24).
  public func fileDigests() -> [String: String] {
    var byFile: [ObjectIdentifier: String] = [:]
    var byPath: [String: String] = [:]
    for face in faces where byPath[face.path] == nil {
      let file = ObjectIdentifier(face.mapping)
      let digest = byFile[file] ?? FontFileDigest.hex(of: face.mapping.bytes)
      byFile[file] = digest
      byPath[face.path] = digest
    }
    return byPath
  }
}
