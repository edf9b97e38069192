import Foundation

/// Loads the faces of one font stack, each font file read once and each face of it built once.
///
/// A font file is read (or mapped) once per device, inode, size and times (``FontFileKey``),
/// whatever path, symbolic link or hard link names it (twelfth attack A5), and its FreeType and
/// HarfBuzz face is built once per file read, face index and variation settings
/// (``LoadedFontFace``), shared by every stack face (``FontFace``) naming them: 1,000 links to
/// one 19 MB CJK collection hold one read and one face, not 1,000 faces of about 1 MB each.
/// Each stack face keeps the path it was named by.
///
/// The bytes of distinct files read into memory are counted against a cap (``readByteCap``); a
/// file mapped rather than read (a root-owned package font under
/// ``FontFileMapping/systemFontFolder``) is not counted: its pages are the page cache's, shared
/// with every process, and not read until used.
struct FontFaceLoader {
  /// What a stack face's loaded data depends on: the file read, the face index and the
  /// variation settings (sorted by axis).
  private struct FaceKey: Hashable {
    let file: ObjectIdentifier
    let index: Int
    let variations: [String]
  }

  /// The most bytes of distinct font files read into memory for one stack.
  let readByteCap: Int
  /// The bytes of the distinct files held read into memory so far (mapped files not counted).
  private(set) var readBytes = 0
  private var mappingsByPath: [String: FontFileMapping] = [:]
  private var mappingsByFile: [FontFileKey: FontFileMapping] = [:]
  private var faces: [FaceKey: LoadedFontFace] = [:]

  init(readByteCap: Int) {
    self.readByteCap = readByteCap
  }

  /// The stack face `path` names, at `index` with `variations`: built from the face already
  /// loaded for that file, index and settings, else loaded (the file read once, see above).
  ///
  /// - Throws: what ``LoadedFontFace/init(path:index:variations:mapping:)`` throws for a file
  ///   that cannot be read or is not a font (nothing is kept of it);
  ///   ``FontFaceLoader/CapExceeded`` when the face loads but its file, read into memory, would
  ///   bring the bytes read past ``readByteCap`` (the file is not kept).
  mutating func face(path: String, index: Int, variations: [String: Double]) throws -> FontFace {
    try LoadedFontFace.checkIndex(index, path: path)
    let known = mappingsByPath[path] ?? FontFileKey(path: path).flatMap { mappingsByFile[$0] }
    let mapping = try known ?? FontFileMapping(path: path)
    let key = FaceKey(
      file: ObjectIdentifier(mapping), index: index,
      variations: variations.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
    if let loaded = faces[key] {
      mappingsByPath[path] = mapping
      return FontFace(path: path, loaded: loaded)
    }
    let loaded = try LoadedFontFace(path: path, index: index, variations: variations, mapping: mapping)
    if known == nil, !mapping.isMapped {
      // Counted once the file serves a face: a file that is not a font is let go at once.
      guard mapping.bytes.count <= readByteCap - readBytes else {
        throw CapExceeded(fileBytes: mapping.bytes.count, readBytes: readBytes)
      }
      readBytes += mapping.bytes.count
    }
    mappingsByPath[path] = mapping
    mappingsByFile[FontFileKey(mapping)] = mapping
    faces[key] = loaded
    return FontFace(path: path, loaded: loaded)
  }

  /// A face whose file would bring the bytes a stack reads past its cap.
  struct CapExceeded: Error {
    /// The size of the face's file.
    let fileBytes: Int
    /// The bytes of the distinct files read before it.
    let readBytes: Int
  }
}
