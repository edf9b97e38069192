internal import CHarfBuzz
import TypeFitDynamicType

extension ShapingContext {
  /// Shapes one line's text for drawing: the same itemization and font choice as `prepare`,
  /// with glyphs placed in visual order (runs reordered by UAX #9 rule L2).
  func drawLine(
    _ text: String, language: String?, weight: FontWeight, pointSize: Double, trackingEm: Double,
    monospacedDigits: Bool = false
  )
    throws
    -> DrawnLine
  {
    let utf16 = Array(text.utf16)
    return try utf16.withUnsafeBufferPointer { units in
      let clusterStarts = try clusterBoundaries(units)
      let clusterCount = clusterStarts.count - 1
      let clusters = ClusterScalars(units, clusterStarts: clusterStarts)
      let levels = try BidiResolver.levels(units)
      let scripts = ScriptResolver.resolve(clusters)
      let instance = stack.opticalInstance(forPointSize: pointSize)
      let hbLanguage = try settings(for: language).hbLanguage
      var missing = Set<UInt32>()
      let faces = chooseFaces(
        clusters: clusters, scripts: scripts, instance: instance, language: language,
        weight: weight,
        missing: &missing)
      if !missing.isEmpty { throw TextError.missingGlyphs(codePoints: missing.sorted()) }
      let primary = Int32(stack.primaryFace(instance: instance, weight: weight))
      let runs = ShapingRun.split(
        clusterCount: clusterCount, clusterStarts: clusterStarts, faces: faces, scripts: scripts,
        levels: levels)
      var glyphs: [PositionedGlyph] = []
      var x = 0.0
      for run in Self.visualOrder(runs) {
        let faceID = Int(faces[run.start])
        let face = stack.faces[faceID]
        let unitStart = Int(clusterStarts[run.start])
        guard
          let shaped = shapeRun(
            units, range: unitStart..<Int(clusterStarts[run.end]), face: face, level: run.level,
            script: scripts[run.start], language: hbLanguage, tabularDigits: monospacedDigits)
        else { continue }
        let infos = shaped.infos
        let positions = shaped.positions
        let count = shaped.count
        let scale = pointSize / face.unitsPerEm
        for g in 0..<count {
          let cluster = Int(infos[g].cluster)
          glyphs.append(
            PositionedGlyph(
              key: GlyphKey(face: faceID, glyph: infos[g].codepoint),
              x: x + Double(positions[g].x_offset) * scale, y: Double(positions[g].y_offset) * scale,
              cluster: cluster))
          x += Double(positions[g].x_advance) * scale
          let lastOfCluster = g + 1 == count || Int(infos[g + 1].cluster) != cluster
          if lastOfCluster, faceID == primary { x += trackingEm * pointSize }
        }
      }
      let isRTL = levels.first.map { $0 & 1 == 1 } ?? false
      return DrawnLine(text: text, glyphs: glyphs, width: x, pointSize: pointSize, isRightToLeft: isRTL)
    }
  }

  /// Reorders runs from logical to visual order by UAX #9 rule L2: from the highest level down
  /// to the lowest odd level, reverse every maximal sequence at that level or higher.
  static func visualOrder(_ runs: [ShapingRun]) -> [ShapingRun] {
    guard let highest = runs.map(\.level).max() else { return runs }
    let lowestOdd = runs.map(\.level).filter { $0 & 1 == 1 }.min() ?? (highest + 1)
    var order = runs
    var level = highest
    while level >= lowestOdd, level > 0 {
      var i = 0
      while i < order.count {
        guard order[i].level >= level else {
          i += 1
          continue
        }
        var j = i
        while j < order.count, order[j].level >= level { j += 1 }
        order[i..<j].reverse()
        i = j
      }
      level -= 1
    }
    return order
  }
}

extension TextEngine {
  /// Shapes a layout's shown lines for drawing, glyphs in visual order, at the layout's size,
  /// with the tracking the layout was measured with (``PreparedText/trackingEm(pointSize:)``).
  ///
  /// - Parameters:
  ///   - layout: a layout of `prepared`.
  ///   - prepared: the prepared text the layout came from (for its language and weight).
  /// - Throws: ``TextError/missingGlyphs(codePoints:)`` as `prepare` would.
  public func drawLines(of layout: TextLayout, prepared: PreparedText) throws -> [DrawnLine] {
    if prepared.italic, let engine = try italicVariant(), engine !== self {
      var upright = prepared
      upright.italic = false
      return try engine.drawLines(of: layout, prepared: upright)
    }
    let context = try borrowContext()
    defer { returnContext(context) }
    return try layout.lines.map { line in
      try context.drawLine(
        line.text, language: prepared.language, weight: prepared.weight, pointSize: layout.pointSize,
        trackingEm: prepared.trackingEm(pointSize: layout.pointSize),
        monospacedDigits: prepared.monospacedDigits)
    }
  }

  /// The outline of a drawn glyph, in em (multiply by the line's point size); empty for a
  /// glyph with no outline (a space).
  ///
  /// - Throws: ``TextError/invalidParameter(name:value:reason:)`` for a key whose face is not
  ///   in this engine's stack; ``TextError/glyphOutline(glyph:path:call:code:)`` when FreeType
  ///   cannot load or decompose the glyph.
  public func outline(of key: GlyphKey) throws(TextError) -> GlyphOutline {
    guard key.face >= 0, key.face < stack.faces.count else {
      throw .invalidParameter(
        name: "glyph key", value: "face \(key.face)", reason: "the stack has \(stack.faces.count) faces")
    }
    return try stack.faces[key.face].outline(ofGlyph: key.glyph)
  }

  /// The outline a picture draws for a glyph: ``outline(of:)``, or, for a glyph of a colour
  /// face (an emoji face, ``FontStack``'s emoji fallbacks) that has none, a ring in its advance
  /// (`GlyphOutline.colorGlyphStandIn(advanceEm:)`), so an emoji's place is not blank.
  ///
  /// - Throws: as ``outline(of:)``.
  public func pictureOutline(of key: GlyphKey) throws(TextError) -> GlyphOutline {
    let outline = try outline(of: key)
    let face = stack.faces[key.face]
    guard outline.commands.isEmpty, face.hasColorGlyphs else { return outline }
    return .colorGlyphStandIn(advanceEm: face.glyphAdvanceEm(key.glyph))
  }
}
