extension ShapingContext {
  /// Whether `units[range]` is shaped in `face` with `ccmp` off: the context skips it, the run
  /// is left to right in a script of HarfBuzz's default shaper, and the face's
  /// ``CompositionTriggers`` find no trigger in the text (see there for why that is exact).
  func shapesWithoutComposition(
    _ units: UnsafeBufferPointer<UInt16>, range: Range<Int>, face: FontFace, level: UInt8, script: ScriptCode
  ) -> Bool {
    guard skipsComposition, level & 1 == 0, script.isShapedByDefaultShaper else { return false }
    let memo = compositionMemo
    let triggers: CompositionTriggers?
    if memo.face === face {
      triggers = memo.triggers
    } else {
      triggers = try? face.compositionTriggers.get()
      memo.face = face
      memo.triggers = triggers
    }
    return triggers?.allowsSkip(units, range: range, font: face.hbFont) ?? false
  }
}

/// The triggers of the face a ``ShapingContext`` shaped last (runs mostly follow each other in
/// one face), so that a run asks the face's lock only when the face changes.
final class CompositionMemo {
  /// The face (held, so that its identity cannot pass to another), or `nil` before the first
  /// run.
  var face: FontFace?
  /// Its triggers; `nil` when it is always shaped with `ccmp`.
  var triggers: CompositionTriggers?
}

extension ScriptCode {
  /// Whether HarfBuzz shapes the script with its default shaper whatever the face: none of the
  /// scripts `hb_ot_shaper_categorize` (`src/hb-ot-shaper.hh`, https://github.com/harfbuzz/harfbuzz,
  /// 6.0.0) sends to another shaper. Only these are shaped without `ccmp`: the other shapers
  /// add their own normalization, reordering and inserted characters, which
  /// ``CompositionTriggers`` does not model.
  var isShapedByDefaultShaper: Bool {
    switch rawValue {
    case Self.latin.rawValue, Self.common.rawValue, Self.inherited.rawValue: true
    case 0x4379_726C,  // Cyrl
      0x4772_656B,  // Grek
      0x4172_6D6E,  // Armn
      0x4765_6F72,  // Geor
      0x4861_6E69,  // Hani
      0x4869_7261,  // Hira
      0x4B61_6E61,  // Kana
      0x426F_706F:  // Bopo
      true
    default: false
    }
  }
}
