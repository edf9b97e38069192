import Foundation
import TypeFitDynamicType
import TypeFitInput

/// A font stack with every face loaded and verified: the resolved form of a
/// ``FontStackDefinition``.
///
/// Loading checks that every face file exists and opens; a missing file is an error that
/// names the family, the file and the Debian package to install. Immutable and safe to share
/// between threads.
public final class FontStack: Sendable {
  /// The definition this stack was loaded from.
  public let definition: FontStackDefinition
  /// Every loaded face; a face's position here is its ``FaceID``.
  let faces: [FontFace]
  let primary: [(fromPointSize: Double, faces: WeightedFaces)]
  /// Each optical instance's smallest point size (`primary`'s `fromPointSize`s, ascending):
  /// one array that every ``PreparedText`` of the stack shares.
  let instanceFromPointSizes: [Double]
  let languageFallbacks: [(languages: [String], faces: WeightedFaces)]
  let scriptFallbacks: [String: [WeightedFaces]]
  let lastResort: [WeightedFaces]
  /// Every script fallback family once, in the definition's order (for characters whose
  /// resolved script's chain does not cover them, see ``widestFallbackChain(instance:weight:language:)``).
  let allScriptFallbacks: [WeightedFaces]
  /// The fallback families whose faces draw color glyphs (``FontFace/hasColorGlyphs``: Noto
  /// Color Emoji in the built-in stack), in the order of ``widestFallbackChain(instance:weight:language:)``.
  /// A cluster of emoji presentation (``EmojiPresentation``) takes the first of them that
  /// covers it, before the primary face and the symbol faces: iOS draws such a cluster with
  /// Apple Color Emoji, one emoji advance wide.
  let emojiFallbacks: [WeightedFaces]
  /// Optional faces that were not found (`family: file`), skipped at load.
  public let skippedFaces: [String]

  typealias FaceID = Int

  /// Faces of one family by weight.
  struct WeightedFaces: Sendable {
    let byWeight: [(weight: FontWeight, face: FaceID)]

    /// The face for `weight`, chosen as CSS does: the exact weight, else for weights above 500
    /// the nearest heavier then lighter, and for 500 and below the nearest lighter then heavier.
    func face(for weight: FontWeight) -> FaceID {
      if let exact = byWeight.first(where: { $0.weight == weight }) { return exact.face }
      let heavier = byWeight.filter { $0.weight > weight }.min { $0.weight < $1.weight }
      let lighter = byWeight.filter { $0.weight < weight }.max { $0.weight < $1.weight }
      if weight.rawValue > 500 { return (heavier ?? lighter)!.face }
      return (lighter ?? heavier)!.face
    }
  }

  /// The most bytes of distinct font files one stack may read into memory: 512 MiB.
  ///
  /// Fonts a stack file names are read whole into memory (`FontFileMapping`, eleventh attack
  /// B1), so a repository's stack naming many different large files could take gigabytes. The
  /// largest fonts in Debian's Noto packages are 11–27 MB (`NotoColorEmoji.ttf` 11 MB, the CJK
  /// collections 19–27 MB), and the built-in stack copied to a folder and read through
  /// `TYPEFIT_FONT_PATH` is 195 files, 76.6 MB, so 512 MiB holds several whole CJK families with
  /// room to spare while bounding a hostile stack. Names and links of one file count once;
  /// root-owned fonts under `/usr/share/fonts`, which are mapped, not read, do not count.
  public static let readByteCap = 512 << 20

  /// Loads and verifies every face of `definition`.
  ///
  /// - Throws: ``TextError/fontUnreadable(path:call:code:)`` for a file that is not a usable
  ///   font, ``TextError/invalidFontStack(_:)`` for a definition without primary faces,
  ///   ``TextError/stackReadCapExceeded(stackFile:family:file:bytes:cap:)`` for the first face
  ///   whose file would bring the bytes read into memory past ``readByteCap``;
  ///   ``TextError/stackFaceCapExceeded(stackFile:family:file:cap:)`` for a face past the
  ///   1,024 different faces one stack loads; else, for each
  ///   family with files that cannot serve, ``TextError/fontNotFound(family:files:package:searched:)``
  ///   for its missing files, and for a stack file's files outside its repository
  ///   (``FontStackDefinition/fileRoot``) that do not load, whatever the reason,
  ///   ``TextError/fontUnusable(family:files:package:searched:)``: that error alone, or all of
  ///   them in ``TextError/fontsUnavailable(_:)``.
  public convenience init(_ definition: FontStackDefinition) throws {
    try self.init(definition, readByteCap: Self.readByteCap)
  }

  /// Loads and verifies every face of `definition`, reading at most `readByteCap` bytes of
  /// distinct font files into memory (see ``readByteCap``; tests give a small cap).
  package init(
    _ definition: FontStackDefinition, readByteCap: Int,
    maximumLoadedFaces: Int = FontFaceLoader.defaultMaximumLoadedFaces
  ) throws {
    guard !definition.primary.isEmpty, definition.primary.allSatisfy({ !$0.faces.isEmpty }) else {
      throw TextError.invalidFontStack("'\(definition.name)' has no primary faces")
    }
    self.definition = definition
    var loaded: [FontFace] = []
    var byKey: [String: FaceID] = [:]
    // One read per file and one loaded face per file, index and variation settings, however
    // many paths and links name them (``FontFaceLoader``); each stack face keeps its path.
    var loader = FontFaceLoader(readByteCap: readByteCap, maximumLoadedFaces: maximumLoadedFaces)
    // One error per family that cannot be used, in the stack's order (thirteenth attack A13-17:
    // every family's missing files were one message under the first family's name).
    var problems: [TextError] = []
    var skipped: [String] = []
    let trusted = definition.fileRoot.map { Self.trustedFolders(root: $0) }
    var locator = FontFileLocator(searchPaths: definition.searchPaths)
    var confinementChecks = 0
    // A stack file's folders are shown as written (`~daemon`, not the account's home: A15-4);
    // a built-in stack's with `~` expanded, where the user looks for them.
    let shownFolders = trusted == nil ? locator.folders : locator.writtenFolders

    /// - Parameter discovered: whether `scriptDiscovery` found the family by listing a search
    ///   folder, so its file names are the folder's, not the stack file's.
    func load(_ family: FontStackDefinition.Family, discovered: Bool = false) throws -> WeightedFaces {
      var result: [(FontWeight, FaceID)] = []
      // The files of this family that cannot serve, each once: not found (`missing`), or,
      // outside a stack file's repository, not used for a reason not said (`unusable`).
      var missing: [String] = []
      var unusable: [String] = []
      var searchedMissing = false
      var searchedUnusable = false
      /// A face that cannot serve: listed, or skipped when its family is optional.
      func passOver(_ face: FontStackDefinition.Face, outside: Bool, searched: Bool) {
        guard family.required ?? true else {
          // A discovered face outside a stack file's repository that does not load is not
          // named: its name came from listing that folder, so naming it would tell the stack
          // file what exists there (thirty-fourth attack A34-4).
          if !(discovered && outside) { skipped.append(family.family + ": " + face.file) }
          return
        }
        if outside {
          if !unusable.contains(face.file) { unusable.append(face.file) }
          searchedUnusable = searchedUnusable || searched
        } else {
          if !missing.contains(face.file) { missing.append(face.file) }
          searchedMissing = searchedMissing || searched
        }
      }
      defer {
        let package = family.package
        if !missing.isEmpty {
          problems.append(
            .fontNotFound(
              family: family.family, files: missing, package: package,
              searched: searchedMissing ? shownFolders : []))
        }
        if !unusable.isEmpty {
          problems.append(
            .fontUnusable(
              family: family.family, files: unusable, package: package,
              searched: searchedUnusable ? shownFolders : []))
        }
      }
      // Italic faces serve only the italic variant (``FontStackDefinition/italicVariant``).
      for face in family.faces where face.italic != true {
        let located = locator.locate(face.file)
        guard let path = located else {
          // Not found: said only when every place it was looked for is inside the repository
          // (``FontStackDefinition/fileRoot``); a stack file must not learn what is missing
          // elsewhere.
          let isPath = FontFileLocator.isPath(face.file)
          let outside =
            trusted.map { folders in
              !Self.missStaysInside(
                face.file, searched: isPath ? [] : locator.folders, trusted: folders,
                checks: &confinementChecks)
            } ?? false
          passOver(face, outside: outside, searched: !isPath)
          continue
        }
        // A stack file's face found outside its repository says nothing of why it fails:
        // unreadable and not a font read alike (``FontStackDefinition/fileRoot``).
        let outside =
          trusted.map { folders in
            guard let real = FileSystemPath.resolved(path) else { return true }
            return !folders.contains { BytePath.isInside(real, $0) }
          } ?? false
        // A stack file's face in a `.git` folder (by a link, or `searchPaths` naming one) is never
        // read: version control's files may hold the job's credentials (the thirty-sixth attack's
        // A36-9: `.git/config` was handed to FreeType). Passed over as a face outside is.
        if let root = definition.fileRoot, let real = FileSystemPath.resolved(path),
          VersionControlFolder.isEntered(by: real, roots: [root])
        {
          passOver(face, outside: true, searched: !FontFileLocator.isPath(face.file))
          continue
        }
        let key = "\(path)#\(face.index ?? 0)#\((face.variations ?? [:]).sorted { $0.key < $1.key })"
        if let id = byKey[key] {
          result.append((face.weight, id))
          continue
        }
        let loadedFace: FontFace
        do {
          loadedFace = try loader.face(
            path: path, index: face.index ?? 0, variations: face.variations ?? [:],
            // A font the user names (`--font`, a batch line's font, the built-in stacks) or one
            // inside the stack file's repository is judged by its table directory before it is
            // read (fourteenth attack A14-4); only a stack file's fonts outside its repository
            // load first (the cap must not tell the stack which files there are fonts).
            judgingSizeFirst: !outside
          )
        } catch is FontFaceLoader.FaceCountExceeded {
          throw TextError.stackFaceCapExceeded(
            stackFile: definition.filePath, family: family.family, file: face.file,
            cap: maximumLoadedFaces)
        } catch let error as FontFaceLoader.CapExceeded {
          throw TextError.stackReadCapExceeded(
            stackFile: definition.filePath, family: family.family, file: face.file,
            bytes: error.readBytes + error.fileBytes, cap: readByteCap)
        } catch  where outside {
          // Listed with the folders searched, as a name found nowhere is, so the message does
          // not tell whether some folder outside the repository holds the name (A15-5).
          passOver(face, outside: true, searched: !FontFileLocator.isPath(face.file))
          continue
        }
        byKey[key] = loaded.count
        result.append((face.weight, loaded.count))
        loaded.append(loadedFace)
      }
      return WeightedFaces(byWeight: result.map { (weight: $0.0, face: $0.1) })
    }

    let primary = try definition.primary.map { ($0.fromPointSize ?? 0, try load($0)) }
    let languages = try definition.languageFallbacks.map { ($0.languages ?? [], try load($0)) }
      .filter { !$0.1.byWeight.isEmpty }
    var scripts: [String: [WeightedFaces]] = [:]
    var allScripts: [WeightedFaces] = []
    let listed = definition.scriptFallbacks.map { (family: $0, discovered: false) }
    let discovered = definition.discoveredScriptFamilies().map { (family: $0, discovered: true) }
    for (family, isDiscovered) in listed + discovered {
      let faces = try load(family, discovered: isDiscovered)
      guard !faces.byWeight.isEmpty else { continue }
      allScripts.append(faces)
      for script in family.scripts ?? [] { scripts[script, default: []].append(faces) }
    }
    let last = try definition.lastResort.map { try load($0) }.filter { !$0.byWeight.isEmpty }
    if problems.count == 1 { throw problems[0] }
    if !problems.isEmpty { throw TextError.fontsUnavailable(problems) }
    faces = loaded
    skippedFaces = skipped
    self.primary = primary.sorted { $0.0 < $1.0 }.map { (fromPointSize: $0.0, faces: $0.1) }
    instanceFromPointSizes = self.primary.map(\.fromPointSize)
    languageFallbacks = languages.map { (languages: $0.0, faces: $0.1) }
    scriptFallbacks = scripts
    allScriptFallbacks = allScripts
    lastResort = last
    emojiFallbacks = (allScripts + last).filter { family in
      family.byWeight.contains { loaded[$0.face].hasColorGlyphs }
    }
  }

  /// The most places ``missStaysInside(_:searched:trusted:checks:)`` looks at in one stack: past
  /// it, a file not found is reported as not usable, without saying why (a stack lists at most
  /// 64 folders and 10,000 faces).
  static let maximumConfinementChecks = 20_000

  /// Whether a face file `file` that was not found was looked for only inside the `trusted`
  /// folders (real paths), so saying it is missing tells nothing of the rest of the machine:
  /// for a path, the path; for a name, the name in each `searched` folder. A place is inside when
  /// the deepest part of it that exists has its real path in a trusted folder and the next name
  /// in it does not exist at all (a link there, even one leading nowhere, is not inside). After
  /// ``maximumConfinementChecks`` places (counted in `checks`), `false`.
  static func missStaysInside(_ file: String, searched: [String], trusted: [String], checks: inout Int)
    -> Bool
  {
    let expanded = NSString(string: file).expandingTildeInPath
    let places = FontFileLocator.isPath(file) ? [expanded] : searched.map { BytePath.join($0, file) }
    for place in places {
      checks += 1
      guard checks <= maximumConfinementChecks, placeStaysInside(place, trusted: trusted) else {
        return false
      }
    }
    return true
  }

  /// Whether the lookup of `place` stops inside the `trusted` folders (see
  /// ``missStaysInside(_:searched:trusted:checks:)``).
  private static func placeStaysInside(_ place: String, trusted: [String]) -> Bool {
    var path = place
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    if !BytePath.isAbsolute(path) {
      guard let folder = WorkingFolder.path() else { return false }
      path = BytePath.join(folder, path)
    }
    var below: String?
    while true {
      if let real = FileSystemPath.resolved(path) {
        guard trusted.contains(where: { BytePath.isInside(real, $0) }) else { return false }
        guard let below else { return true }
        var info = stat()
        return lstat(BytePath.join(real, below), &info) != 0 && errno == ENOENT
      }
      let parent = BytePath.folder(of: path)
      guard parent != path else { return false }
      below = BytePath.lastName(of: path)
      path = parent
    }
  }

  /// The real paths of the folders whose fonts a stack file with ``FontStackDefinition/fileRoot``
  /// `root` may have reported in full: the root, and the folders of `TYPEFIT_FONT_PATH`, which
  /// the environment sets, not the file.
  static func trustedFolders(root: String) -> [String] {
    var folders = [root]
    if let value = getenv("TYPEFIT_FONT_PATH") {
      folders += String(cString: value).split(separator: ":").compactMap {
        FileSystemPath.resolved(NSString(string: String($0)).expandingTildeInPath)
      }
    }
    return folders
  }

  /// The device and inode of each loaded face's file, in face order (a file serving several
  /// faces appears once per face).
  package var faceFileIdentities: [FontFileIdentity] { faces.map(\.mapping.identity) }

  /// The size and times of each loaded face's file when it was read, in face order.
  package var faceFileVersions: [FontFileVersion] { faces.map(\.mapping.version) }

  /// The number of distinct loaded faces (FreeType and HarfBuzz faces) the stack's faces share.
  package var loadedFaceCount: Int { Set(faces.map { ObjectIdentifier($0.loaded) }).count }

  /// Whether each loaded face's bytes are a mapping of its file (a system font) rather than a
  /// copy in memory (``FontFileMapping``), in face order.
  package var faceFilesMapped: [Bool] { faces.map(\.mapping.isMapped) }

  /// The bytes of font files held in memory (read or mapped) while the stack lives (each file
  /// whole, once).
  package var mappedFileBytes: Int {
    var seen = Set<ObjectIdentifier>()
    return faces.reduce(0) { total, face in
      seen.insert(ObjectIdentifier(face.mapping)).inserted ? total + face.mapping.bytes.count : total
    }
  }

  /// The number of optical instances (primary families by size): 2 for Inter/Inter Display.
  var opticalInstanceCount: Int { primary.count }

  /// The optical instance serving `pointSize`: the last primary family whose `fromPointSize`
  /// is at most the size.
  func opticalInstance(forPointSize pointSize: Double) -> Int {
    var chosen = 0
    for (i, entry) in primary.enumerated() where entry.fromPointSize <= pointSize { chosen = i }
    return chosen
  }

  /// The primary face of an optical instance at `weight`: the first face of every fallback
  /// chain.
  func primaryFace(instance: Int, weight: FontWeight) -> FaceID {
    primary[instance].faces.face(for: weight)
  }

  /// Faces to try, in order, for a cluster of `script` in text of `language`.
  func fallbackChain(instance: Int, weight: FontWeight, language: String?, script: String) -> [FaceID] {
    var chain = [primaryFace(instance: instance, weight: weight)]
    if let language {
      for entry in languageFallbacks
      where entry.languages.contains(where: { FontStack.language(language, matches: $0) }) {
        chain.append(entry.faces.face(for: weight))
      }
    }
    for faces in scriptFallbacks[script] ?? [] { chain.append(faces.face(for: weight)) }
    for faces in lastResort { chain.append(faces.face(for: weight)) }
    return chain
  }

  /// Every face of the stack that could serve a cluster, in order: the chain of
  /// ``fallbackChain(instance:weight:language:script:)`` without the script filter. Used for a
  /// character whose script ICU resolves from its neighbours (U+060C ARABIC COMMA after a Latin
  /// word resolves to Latin) when that script's chain does not cover it.
  func widestFallbackChain(instance: Int, weight: FontWeight, language: String?) -> [FaceID] {
    var chain = [primaryFace(instance: instance, weight: weight)]
    if let language {
      for entry in languageFallbacks
      where entry.languages.contains(where: { FontStack.language(language, matches: $0) }) {
        chain.append(entry.faces.face(for: weight))
      }
    }
    for faces in allScriptFallbacks { chain.append(faces.face(for: weight)) }
    for faces in lastResort { chain.append(faces.face(for: weight)) }
    return chain
  }

  /// Line height in em: the policy's value, or the primary face's own `hhea` metrics.
  func lineHeightEm(instance: Int, weight: FontWeight) -> Double {
    if let em = definition.metrics.lineHeightEm { return em }
    let face = faces[primary[instance].faces.face(for: weight)]
    return face.ascenderEm - face.descenderEm + face.lineGapEm
  }

  /// Whether a BCP 47 tag falls under a prefix on subtag boundaries (`zh-Hant-TW` under
  /// `zh-Hant`; `zh_HK` under `zh-HK`), ignoring case.
  static func language(_ tag: String, matches prefix: String) -> Bool {
    let tag = tag.replacingOccurrences(of: "_", with: "-").lowercased()
    let prefix = prefix.lowercased()
    return tag == prefix || tag.hasPrefix(prefix + "-")
  }
}
