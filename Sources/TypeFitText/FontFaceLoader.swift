import Foundation
import TypeFitInput

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
  /// What a stack face's loaded data depends on: the file read, where the face's table
  /// directory starts in it, the named instance (the face index's upper 16 bits, FreeType's
  /// convention) and the variation settings (sorted by axis).
  ///
  /// A collection's header lists the start of each font's table directory, and nothing stops
  /// two entries from naming one: a 19.5 MB repository `.ttc` listing 9,999 fonts at one
  /// directory, named by 9,999 stack faces, built 9,999 faces of about 0.4 MB each (3.8 GB,
  /// thirteenth attack A13-15). Faces are the same data wherever their directory is listed, so
  /// they are keyed by the directory's start, not the index.
  private struct FaceKey: Hashable {
    let file: ObjectIdentifier
    let directoryStart: Int
    let instance: Int
    let variations: [String]
  }

  /// The most bytes of distinct font files read into memory for one stack.
  let readByteCap: Int
  /// The most different faces (``LoadedFontFace``) one stack loads: each holds its own FreeType
  /// and HarfBuzz face, about 0.4 MB for a CJK face, and a stack of 10,000 faces over 10,000
  /// different table directories of one small file would otherwise reach 4 GB (thirteenth
  /// attack A13-15). The built-in `ios-system` stack loads about 200.
  static let defaultMaximumLoadedFaces = 1_024
  /// The most different faces this loader loads (``defaultMaximumLoadedFaces``; tests give
  /// fewer).
  let maximumLoadedFaces: Int
  /// The bytes of the distinct files held read into memory so far (mapped files not counted).
  private(set) var readBytes = 0
  private var mappingsByPath: [String: FontFileMapping] = [:]
  private var mappingsByFile: [FontFileKey: FontFileMapping] = [:]
  private var faces: [FaceKey: LoadedFontFace] = [:]

  init(readByteCap: Int, maximumLoadedFaces: Int = Self.defaultMaximumLoadedFaces) {
    self.readByteCap = readByteCap
    self.maximumLoadedFaces = maximumLoadedFaces
  }

  /// The stack face `path` names, at `index` with `variations`: built from the face already
  /// loaded for that file, index and settings, else loaded (the file read once, see above).
  ///
  /// - Throws: what ``LoadedFontFace/init(path:index:variations:mapping:)`` throws for a file
  ///   that cannot be read or is not a font (nothing is kept of it);
  ///   ``FontFaceLoader/CapExceeded`` when the face loads but its file, read into memory, would
  ///   bring the bytes read past ``readByteCap`` (the file is not kept).
  ///
  /// With `judgingSizeFirst` (a font the user names, or a file inside a stack file's
  /// repository), a file whose tables would bring the bytes read past the cap is refused before
  /// it is read (fourteenth attack A14-4: eight 2 GB files, each read before its refusal, and a
  /// `--font` or batch-line font read up to its last table, at most 2 GiB); a file outside a
  /// stack file's repository is judged only once it has loaded as a font, so the cap tells a
  /// repository's stack nothing of files there that are not fonts.
  mutating func face(path: String, index: Int, variations: [String: Double], judgingSizeFirst: Bool = false)
    throws -> FontFace
  {
    try LoadedFontFace.checkIndex(index, path: path)
    let known = mappingsByPath[path] ?? FontFileKey(path: path).flatMap { mappingsByFile[$0] }
    if known == nil, judgingSizeFirst, let planned = FontFileMapping.plannedReadBytes(path: path),
      planned > readByteCap - readBytes
    {
      throw CapExceeded(fileBytes: planned, readBytes: readBytes)
    }
    let mapping = try known ?? FontFileMapping(path: path)
    let key = FaceKey(
      file: ObjectIdentifier(mapping),
      directoryStart: FontFileExtent.directoryStart(ofFace: index, in: mapping.bytes),
      instance: index >> 16,
      variations: variations.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
    if let loaded = faces[key] {
      mappingsByPath[path] = mapping
      return FontFace(path: path, index: index, loaded: loaded)
    }
    guard faces.count < maximumLoadedFaces else { throw FaceCountExceeded() }
    // Another face of a file already read must fit what a memory limit leaves too (A43-1).
    if known != nil, HeadroomGuard.refusal(.fontFile(bytes: 0)) != nil {
      throw TextError.fontOutOfMemory(path: path, bytes: mapping.bytes.count)
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
    return FontFace(path: path, index: index, loaded: loaded)
  }

  /// A face that would be one more than ``maximumLoadedFaces``.
  struct FaceCountExceeded: Error {}

  /// A face whose file would bring the bytes a stack reads past its cap.
  struct CapExceeded: Error {
    /// The size of the face's file.
    let fileBytes: Int
    /// The bytes of the distinct files read before it.
    let readBytes: Int
  }
}
