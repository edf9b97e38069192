/// Entity and numeric character references in inline Markdown (CommonMark 0.31.2 §2.5,
/// "Entity and numeric character references", https://spec.commonmark.org/0.31.2/#entity-and-numeric-character-references),
/// which `AttributedString(markdown:)`, and so SwiftUI's `Text("k")`, shows as the characters
/// they name: `Tom &amp; Jerry` → `Tom & Jerry`, `&#x41;` → `A`, `&nbsp;` → U+00A0.
///
/// - a decimal reference `&#` + 1 to 7 digits + `;`, a hexadecimal one `&#x` (or `&#X`) + 1 to 6
///   hexadecimal digits + `;`: the code point, U+FFFD for 0, a surrogate or one past U+10FFFF;
/// - a named reference `&name;` with a name of HTML5's list of entities: ``names`` holds the
///   HTML 4 set (Latin-1, symbols and Greek, special characters) and the common HTML5 names of
///   ASCII punctuation; a name HTML5 has and this table lacks is measured as written (longer
///   than shown: the stricter), as is any other `&…;` (CommonMark shows it as written).
///
/// A reference is not read inside a code span or an autolink (they are copied as written).
enum MarkdownCharacterReference {
  /// The longest name of HTML5's entities (`CounterClockwiseContourIntegral`, 31 letters):
  /// a scan for `;` stops after it, so reading a reference is bounded.
  static let maximumNameLength = 32

  /// The reference starting with the `&` at `index` before `end`: its characters and the
  /// index after its `;`, or `nil` when none starts there.
  static func read(_ characters: [Character], at index: Int, before end: Int) -> (String, Int)? {
    var position = index + 1
    guard position < end else { return nil }
    if characters[position] == "#" {
      position += 1
      var radix = 10
      if position < end, characters[position] == "x" || characters[position] == "X" {
        radix = 16
        position += 1
      }
      let first = position
      var value: UInt32 = 0
      while position < end, characters[position].isASCII, let digit = characters[position].hexDigitValue,
        digit < radix, position - first < 8
      {
        value = value * UInt32(radix) + UInt32(digit)
        position += 1
      }
      let digits = position - first
      guard digits >= 1, digits <= (radix == 10 ? 7 : 6), position < end, characters[position] == ";" else {
        return nil
      }
      let scalar = value == 0 ? nil : Unicode.Scalar(value)
      return (String(Character(scalar ?? "\u{FFFD}")), position + 1)
    }
    let first = position
    while position < end, position - first <= maximumNameLength,
      characters[position].isASCII, characters[position].isLetter || characters[position].isNumber
    {
      position += 1
    }
    guard position > first, position < end, characters[position] == ";",
      let scalars = names[String(characters[first..<position])]
    else { return nil }
    return (scalars, position + 1)
  }

  /// Named references and the characters they name, from HTML5's list
  /// (https://html.spec.whatwg.org/multipage/named-characters.html): the HTML 4 entities and
  /// the HTML5 names of ASCII punctuation.
  static let names: [String: String] = [
    // ASCII (HTML 4 and HTML5 names).
    "amp": "&", "AMP": "&", "lt": "<", "LT": "<", "gt": ">", "GT": ">", "quot": "\"", "QUOT": "\"",
    "apos": "'", "excl": "!", "num": "#", "dollar": "$", "percnt": "%", "lpar": "(", "rpar": ")",
    "ast": "*", "midast": "*", "plus": "+", "comma": ",", "period": ".", "sol": "/", "colon": ":",
    "semi": ";", "equals": "=", "quest": "?", "commat": "@", "lsqb": "[", "lbrack": "[", "bsol": "\\",
    "rsqb": "]", "rbrack": "]", "Hat": "^", "lowbar": "_", "UnderBar": "_", "grave": "`",
    "DiacriticalGrave": "`", "lcub": "{", "lbrace": "{", "verbar": "|", "vert": "|", "VerticalLine": "|",
    "rcub": "}", "rbrace": "}", "Tab": "\t", "NewLine": "\n",
    // Latin-1 (HTML 4, ISO 8859-1).
    "nbsp": "\u{A0}", "NonBreakingSpace": "\u{A0}", "iexcl": "\u{A1}", "cent": "\u{A2}", "pound": "\u{A3}",
    "curren": "\u{A4}", "yen": "\u{A5}", "brvbar": "\u{A6}", "sect": "\u{A7}", "uml": "\u{A8}",
    "Dot": "\u{A8}", "copy": "\u{A9}", "COPY": "\u{A9}", "ordf": "\u{AA}", "laquo": "\u{AB}",
    "not": "\u{AC}", "shy": "\u{AD}", "reg": "\u{AE}", "REG": "\u{AE}", "circledR": "\u{AE}",
    "macr": "\u{AF}", "deg": "\u{B0}", "plusmn": "\u{B1}", "pm": "\u{B1}", "sup2": "\u{B2}",
    "sup3": "\u{B3}", "acute": "\u{B4}", "micro": "\u{B5}", "para": "\u{B6}", "middot": "\u{B7}",
    "centerdot": "\u{B7}", "cedil": "\u{B8}", "sup1": "\u{B9}", "ordm": "\u{BA}", "raquo": "\u{BB}",
    "frac14": "\u{BC}", "frac12": "\u{BD}", "half": "\u{BD}", "frac34": "\u{BE}", "iquest": "\u{BF}",
    "Agrave": "\u{C0}", "Aacute": "\u{C1}", "Acirc": "\u{C2}", "Atilde": "\u{C3}", "Auml": "\u{C4}",
    "Aring": "\u{C5}", "AElig": "\u{C6}", "Ccedil": "\u{C7}", "Egrave": "\u{C8}", "Eacute": "\u{C9}",
    "Ecirc": "\u{CA}", "Euml": "\u{CB}", "Igrave": "\u{CC}", "Iacute": "\u{CD}", "Icirc": "\u{CE}",
    "Iuml": "\u{CF}", "ETH": "\u{D0}", "Ntilde": "\u{D1}", "Ograve": "\u{D2}", "Oacute": "\u{D3}",
    "Ocirc": "\u{D4}", "Otilde": "\u{D5}", "Ouml": "\u{D6}", "times": "\u{D7}", "Oslash": "\u{D8}",
    "Ugrave": "\u{D9}", "Uacute": "\u{DA}", "Ucirc": "\u{DB}", "Uuml": "\u{DC}", "Yacute": "\u{DD}",
    "THORN": "\u{DE}", "szlig": "\u{DF}", "agrave": "\u{E0}", "aacute": "\u{E1}", "acirc": "\u{E2}",
    "atilde": "\u{E3}", "auml": "\u{E4}", "aring": "\u{E5}", "aelig": "\u{E6}", "ccedil": "\u{E7}",
    "egrave": "\u{E8}", "eacute": "\u{E9}", "ecirc": "\u{EA}", "euml": "\u{EB}", "igrave": "\u{EC}",
    "iacute": "\u{ED}", "icirc": "\u{EE}", "iuml": "\u{EF}", "eth": "\u{F0}", "ntilde": "\u{F1}",
    "ograve": "\u{F2}", "oacute": "\u{F3}", "ocirc": "\u{F4}", "otilde": "\u{F5}", "ouml": "\u{F6}",
    "divide": "\u{F7}", "div": "\u{F7}", "oslash": "\u{F8}", "ugrave": "\u{F9}", "uacute": "\u{FA}",
    "ucirc": "\u{FB}", "uuml": "\u{FC}", "yacute": "\u{FD}", "thorn": "\u{FE}", "yuml": "\u{FF}",
    // Special characters (HTML 4).
    "OElig": "\u{152}", "oelig": "\u{153}", "Scaron": "\u{160}", "scaron": "\u{161}", "Yuml": "\u{178}",
    "fnof": "\u{192}", "circ": "\u{2C6}", "tilde": "\u{2DC}", "ensp": "\u{2002}", "emsp": "\u{2003}",
    "thinsp": "\u{2009}", "zwnj": "\u{200C}", "zwj": "\u{200D}", "lrm": "\u{200E}", "rlm": "\u{200F}",
    "ndash": "\u{2013}", "mdash": "\u{2014}", "lsquo": "\u{2018}", "rsquo": "\u{2019}", "sbquo": "\u{201A}",
    "ldquo": "\u{201C}", "rdquo": "\u{201D}", "bdquo": "\u{201E}", "dagger": "\u{2020}", "Dagger": "\u{2021}",
    "bull": "\u{2022}", "bullet": "\u{2022}", "hellip": "\u{2026}", "mldr": "\u{2026}", "permil": "\u{2030}",
    "prime": "\u{2032}", "Prime": "\u{2033}", "lsaquo": "\u{2039}", "rsaquo": "\u{203A}", "oline": "\u{203E}",
    "frasl": "\u{2044}", "euro": "\u{20AC}", "image": "\u{2111}", "weierp": "\u{2118}", "real": "\u{211C}",
    "trade": "\u{2122}", "TRADE": "\u{2122}", "alefsym": "\u{2135}", "larr": "\u{2190}", "uarr": "\u{2191}",
    "rarr": "\u{2192}", "darr": "\u{2193}", "harr": "\u{2194}", "crarr": "\u{21B5}", "lArr": "\u{21D0}",
    "uArr": "\u{21D1}", "rArr": "\u{21D2}", "dArr": "\u{21D3}", "hArr": "\u{21D4}",
    // Mathematical symbols (HTML 4).
    "forall": "\u{2200}", "part": "\u{2202}", "exist": "\u{2203}", "empty": "\u{2205}", "nabla": "\u{2207}",
    "isin": "\u{2208}", "notin": "\u{2209}", "ni": "\u{220B}", "prod": "\u{220F}", "sum": "\u{2211}",
    "minus": "\u{2212}", "lowast": "\u{2217}", "radic": "\u{221A}", "prop": "\u{221D}", "infin": "\u{221E}",
    "ang": "\u{2220}", "and": "\u{2227}", "or": "\u{2228}", "cap": "\u{2229}", "cup": "\u{222A}",
    "int": "\u{222B}", "there4": "\u{2234}", "sim": "\u{223C}", "cong": "\u{2245}", "asymp": "\u{2248}",
    "ne": "\u{2260}", "equiv": "\u{2261}", "le": "\u{2264}", "ge": "\u{2265}", "sub": "\u{2282}",
    "sup": "\u{2283}", "nsub": "\u{2284}", "sube": "\u{2286}", "supe": "\u{2287}", "oplus": "\u{2295}",
    "otimes": "\u{2297}", "perp": "\u{22A5}", "sdot": "\u{22C5}", "lceil": "\u{2308}", "rceil": "\u{2309}",
    "lfloor": "\u{230A}", "rfloor": "\u{230B}", "lang": "\u{27E8}", "rang": "\u{27E9}", "loz": "\u{25CA}",
    "spades": "\u{2660}", "clubs": "\u{2663}", "hearts": "\u{2665}", "diams": "\u{2666}",
    "check": "\u{2713}", "checkmark": "\u{2713}", "cross": "\u{2717}", "star": "\u{2606}",
    "starf": "\u{2605}",
    // Greek (HTML 4).
    "Alpha": "\u{391}", "Beta": "\u{392}", "Gamma": "\u{393}", "Delta": "\u{394}", "Epsilon": "\u{395}",
    "Zeta": "\u{396}", "Eta": "\u{397}", "Theta": "\u{398}", "Iota": "\u{399}", "Kappa": "\u{39A}",
    "Lambda": "\u{39B}", "Mu": "\u{39C}", "Nu": "\u{39D}", "Xi": "\u{39E}", "Omicron": "\u{39F}",
    "Pi": "\u{3A0}", "Rho": "\u{3A1}", "Sigma": "\u{3A3}", "Tau": "\u{3A4}", "Upsilon": "\u{3A5}",
    "Phi": "\u{3A6}", "Chi": "\u{3A7}", "Psi": "\u{3A8}", "Omega": "\u{3A9}", "alpha": "\u{3B1}",
    "beta": "\u{3B2}", "gamma": "\u{3B3}", "delta": "\u{3B4}", "epsilon": "\u{3B5}", "zeta": "\u{3B6}",
    "eta": "\u{3B7}", "theta": "\u{3B8}", "iota": "\u{3B9}", "kappa": "\u{3BA}", "lambda": "\u{3BB}",
    "mu": "\u{3BC}", "nu": "\u{3BD}", "xi": "\u{3BE}", "omicron": "\u{3BF}", "pi": "\u{3C0}",
    "rho": "\u{3C1}", "sigmaf": "\u{3C2}", "sigma": "\u{3C3}", "tau": "\u{3C4}", "upsilon": "\u{3C5}",
    "phi": "\u{3C6}", "chi": "\u{3C7}", "psi": "\u{3C8}", "omega": "\u{3C9}", "thetasym": "\u{3D1}",
    "upsih": "\u{3D2}", "piv": "\u{3D6}",
  ]
}
