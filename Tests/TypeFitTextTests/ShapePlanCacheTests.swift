internal import CHarfBuzz
import Testing

@testable import TypeFitText

/// ``ShapePlanCache`` answers with the plan of each key, also when keys alternate and the plan of
/// the last call is reused or passed over.
@Suite("Shape plans: the last plan reused only for its own key")
struct ShapePlanCacheTests {
  /// One shaped glyph as (glyph, cluster, advance in font units).
  struct Glyph: Equatable {
    var glyph: UInt32
    var cluster: UInt32
    var advance: Int32
  }

  /// `text` shaped left to right in Latin with `language`, through `cache` or (`nil`) `hb_shape`.
  private func shaped(
    _ text: String, language: String, face: FontFace, tabularDigits: Bool, cache: ShapePlanCache?
  ) -> [Glyph] {
    let buffer = hb_buffer_create()!
    defer { hb_buffer_destroy(buffer) }
    let units = Array(text.utf16)
    hb_buffer_add_utf16(buffer, units, Int32(units.count), 0, Int32(units.count))
    hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
    hb_buffer_set_script(buffer, HB_SCRIPT_LATIN)
    hb_buffer_set_language(buffer, hb_language_from_string(language, -1))
    if let cache {
      cache.shape(buffer, face: face, tabularDigits: tabularDigits, withoutComposition: false)
    } else {
      var features = tabularDigits ? [ShapingContext.tabularDigitsFeature] : []
      hb_shape(face.hbFont, buffer, &features, UInt32(features.count))
    }
    var count: UInt32 = 0
    let infos = hb_buffer_get_glyph_infos(buffer, &count)!
    let positions = hb_buffer_get_glyph_positions(buffer, &count)!
    return (0..<Int(count)).map {
      Glyph(glyph: infos[$0].codepoint, cluster: infos[$0].cluster, advance: positions[$0].x_advance)
    }
  }

  @Test("alternating faces, languages and digit styles give hb_shape's glyphs")
  func alternatingKeys() throws {
    let faces = Engines.system.stack.faces
    let first = try #require(faces.first)
    let second = try #require(faces.dropFirst().first { $0 !== first })
    let cache = ShapePlanCache()
    // The same key twice (the last plan reused), then each field changed in turn and back.
    let calls: [(String, String, FontFace, Bool)] = [
      ("Wi-Fi 0123", "en", first, false), ("Wi-Fi 0123", "en", first, false),
      ("Wi-Fi 0123", "en", first, true), ("Wi-Fi 0123", "en", first, false),
      ("Ärger 1111", "de", first, false), ("Ärger 1111", "en", first, false),
      ("Ärger 1111", "de", second, false), ("Wi-Fi 0123", "en", first, true),
      ("Wi-Fi 0123", "en", second, true), ("Wi-Fi 0123", "en", first, true),
    ]
    var tabularDiffers = false
    for (text, language, face, tabular) in calls {
      let viaCache = shaped(text, language: language, face: face, tabularDigits: tabular, cache: cache)
      let direct = shaped(text, language: language, face: face, tabularDigits: tabular, cache: nil)
      #expect(viaCache == direct, "\(text) \(language) tnum \(tabular)")
      #expect(viaCache.count == text.unicodeScalars.count)
      if tabular {
        let proportional = shaped(text, language: language, face: face, tabularDigits: false, cache: cache)
        tabularDiffers = tabularDiffers || proportional != viaCache
      }
    }
    // The digit style reaches the plan: `tnum` changes some advance of "Wi-Fi 0123".
    #expect(tabularDiffers)
  }
}
