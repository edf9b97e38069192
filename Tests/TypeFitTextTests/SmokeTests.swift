import Testing
import TypeFitText

@Suite struct Smoke {
  @Test func wifi() throws {
    let engine = try TextEngine(definition: .singleFace(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf"))
    let l = try engine.measure("Wi-Fi Settings", parameters: LayoutParameters(pointSize: 17))
    print("NAT", l.naturalWidth, l.lineHeight, l.height)
    let sys = try TextEngine()
    for (t, lang) in [("Datenschutzeinstellungen für Benachrichtigungen", "de"), ("การตั้งค่าความเป็นส่วนตัว", "th"), ("設定を変更する", "ja"), ("إعدادات الخصوصية", "ar"), ("👨‍👩‍👧 family", "en"), ("https://example.com/very/long/path/that/goes/on", "en")] {
      let p = try sys.prepare(t, language: lang)
      for w in [80.0, 180.0] {
        let l = p.layout(LayoutParameters(pointSize: 17, maxWidth: w, lineLimit: 2))
        print(lang, w, l.linesNeeded, l.isTruncated, l.lines.map { "\($0.text)|\($0.width)" }, l.visibleText, l.height)
      }
    }
  }
}
