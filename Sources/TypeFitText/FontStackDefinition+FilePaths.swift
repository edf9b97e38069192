import Foundation

extension FontStackDefinition {
  /// The paths of every font file this stack can read, found as ``FontStack`` finds them (the
  /// `searchPaths`, with `TYPEFIT_FONT_PATH` first) but not opened: the faces of every family,
  /// italic ones included, and the script families found by ``scriptDiscovery``. Faces whose
  /// file is not found are left out. In family order, each path once.
  ///
  /// A command that writes a file uses this to refuse writing over a font it reads.
  package func faceFilePaths() -> [String] {
    var seen = Set<String>()
    var paths: [String] = []
    var locator = FontFileLocator(searchPaths: searchPaths)
    let families = primary + languageFallbacks + scriptFallbacks + discoveredScriptFamilies() + lastResort
    for family in families {
      for face in family.faces {
        guard let path = locator.locate(face.file), seen.insert(path).inserted else {
          continue
        }
        paths.append(path)
      }
    }
    return paths
  }
}
