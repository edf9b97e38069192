import TypeFitDynamicType

extension FontStack {
  /// Which SF cut the primary face (smallest optical size, regular weight) is.
  public var sfCut: SFCut {
    let face = faces[primary[0].faces.face(for: .regular)]
    return SFCut.classify(path: face.path, family: face.familyName)
  }

  /// One line naming the width model in use and the SF cut, for `typefit fonts`.
  public var widthModelDescription: String {
    switch definition.metrics.widths {
    case .sfIOS:
      return "sf-ios (iOS cut of SF, modelled): SF's iOS 26.1 advances for printable ASCII, SF tracking "
        + "included; other characters of the primary face scaled to SF; kerning from the largest optical "
        + "size's face of the weight (blended between neighbouring weights), scaled per SF design"
    case .sfFace:
      let cut =
        switch sfCut {
        case .macOS: "macOS cut: −T(size)/2048 em per character below 20 pt to give iOS widths"
        case .iOS: "iOS cut: used as it is"
        case .unknown: "cut unknown (file does not say macOS or iOS): used as it is"
        case .notSF: "primary face is not SF: used as it is"
        }
      return "sf-face: the face's own advances + \(definition.metrics.tracking.rawValue) tracking; \(cut)"
    case .font:
      return "font: the faces' own advances + \(definition.metrics.tracking.rawValue) tracking"
    }
  }
}
