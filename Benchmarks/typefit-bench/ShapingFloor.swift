internal import CHarfBuzz
import Foundation

/// The physical floor of TypeFit's approach: bare `hb_shape` of each string once per optical
/// size (Inter and Inter Display at one weight), with no itemization, breaking or fallback.
///
/// The benchmark is the only place outside TypeFitText that calls HarfBuzz, because measuring
/// the floor means calling it bare.
final class ShapingFloor {
  private let fonts: [OpaquePointer]
  private let buffer: OpaquePointer = hb_buffer_create()

  init?(paths: [String]) {
    var fonts: [OpaquePointer] = []
    for path in paths {
      guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
      let face = hb_face_create(blob, 0)
      fonts.append(hb_font_create(face))
      hb_face_destroy(face)
      hb_blob_destroy(blob)
    }
    self.fonts = fonts
  }

  deinit {
    hb_buffer_destroy(buffer)
    for font in fonts { hb_font_destroy(font) }
  }

  /// Shapes every string with every font; returns the total glyph count as a checksum.
  func shapeAll(_ strings: [[UInt16]]) -> Int {
    var glyphs = 0
    for font in fonts {
      for units in strings {
        hb_buffer_clear_contents(buffer)
        units.withUnsafeBufferPointer {
          hb_buffer_add_utf16(buffer, $0.baseAddress, Int32($0.count), 0, Int32($0.count))
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        glyphs += Int(hb_buffer_get_length(buffer))
      }
    }
    return glyphs
  }
}
