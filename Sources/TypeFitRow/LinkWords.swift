/// Words for "link" per language, for rule TF005 (an in-app drill-in row must not call itself a
/// link, Docs/References.md#list-row-navigable: "Do not call a navigable row a \"link\" in its accessible name").
///
/// Words match whole words, ignoring case, except in languages written without spaces (Chinese,
/// Japanese, Thai), where they match anywhere. The list is extensible:
///
/// ```swift
/// let words = LinkWords.standard.adding(["hyperlänk"], for: "sv")
/// words.matches(in: "Öppna länk", language: "sv")  // ["länk"]
/// ```
///
/// German: "Link" and "Links" (plural) are words for link, but "links" is also the everyday word
/// for "left" and "Linke" means "the left one" / the party. TypeFit lists only "Link" and
/// "Verknüpfung" for German, so "Links abbiegen" and "Linke Spalte" do not match.
///
/// **Verb phrases are not names.** A row that acts on a link ("Copy link", "Link kopieren",
/// "Partager le lien") or links something ("Link new device") does not call itself a link: the
/// word is the object or the verb of an action, not the name of the destination. Where a verb
/// list exists for the language (``verbsByLanguage``: English, German, French, Spanish, Italian,
/// Portuguese, Dutch), an occurrence is passed over when a listed verb stands within two words
/// before it or right after it (German and Dutch put the infinitive last), and, in English, when
/// "link" opens the name and is not followed by "to", "for" or "of" (an imperative: "Link new
/// device", but "Link to Help Center" is a name). A name matches when one occurrence is left.
public struct LinkWords: Sendable, Hashable, Codable {
  /// Words per primary language subtag (`de`, `zh`), lowercase.
  public private(set) var wordsByLanguage: [String: [String]]
  /// Languages whose words match inside other text (no spaces between words).
  public private(set) var substringLanguages: Set<String>
  /// Verbs that make a link word the object of an action ("copy", "kopieren"), per primary
  /// language subtag, lowercase; empty for languages without a list.
  public private(set) var verbsByLanguage: [String: Set<String>]

  public init(
    wordsByLanguage: [String: [String]], substringLanguages: Set<String>,
    verbsByLanguage: [String: Set<String>] = [:]
  ) {
    self.wordsByLanguage = wordsByLanguage.mapValues { $0.map { $0.lowercased() } }
    self.substringLanguages = substringLanguages
    self.verbsByLanguage = verbsByLanguage.mapValues { Set($0.map { $0.lowercased() }) }
  }

  /// Verbs of actions on a link, by language: copy, share, open, send, paste, edit, add, remove,
  /// delete, create, generate, reset, get, visit, follow, save, and "link" itself as a verb.
  public static let standardVerbs: [String: Set<String>] = [
    "en": [
      "copy", "share", "open", "send", "paste", "edit", "add", "remove", "delete", "create", "generate",
      "reset", "get", "visit", "follow", "save", "invite", "insert", "unlink", "revoke",
    ],
    "de": [
      "kopieren", "teilen", "öffnen", "senden", "einfügen", "bearbeiten", "hinzufügen", "entfernen",
      "löschen", "erstellen", "erzeugen", "zurücksetzen", "besuchen", "speichern", "kopiere", "teile",
      "öffne",
    ],
    "fr": [
      "copier", "partager", "ouvrir", "envoyer", "coller", "modifier", "ajouter", "supprimer", "créer",
      "générer", "réinitialiser", "visiter", "enregistrer",
    ],
    "es": [
      "copiar", "compartir", "abrir", "enviar", "pegar", "editar", "añadir", "agregar", "eliminar", "borrar",
      "crear", "generar", "visitar", "guardar",
    ],
    "it": [
      "copia", "copiare", "condividi", "condividere", "apri", "aprire", "invia", "inviare", "incolla",
      "modifica", "aggiungi", "rimuovi", "elimina", "crea", "genera", "visita", "salva",
    ],
    "pt": [
      "copiar", "compartilhar", "partilhar", "abrir", "enviar", "colar", "editar", "adicionar", "remover",
      "excluir", "apagar", "criar", "gerar", "visitar", "salvar", "guardar",
    ],
    "nl": [
      "kopiëren", "kopieer", "delen", "deel", "openen", "open", "versturen", "verstuur", "plakken",
      "bewerken", "toevoegen", "verwijderen", "maken", "genereren", "bezoeken", "opslaan",
    ],
  ]

  /// Words after an English "link" that make it a name, not an imperative.
  static let englishNameLinks: Set<String> = ["to", "for", "of"]

  /// The built-in list: 29 language subtags (Norwegian as both `nb` and `no`).
  public static let standard = LinkWords(
    wordsByLanguage: [
      "en": ["link", "links", "hyperlink", "hyperlinks"],
      "de": ["link", "verknüpfung"],
      "fr": ["lien", "liens", "hyperlien"],
      "es": ["enlace", "enlaces", "vínculo", "vínculos"],
      "it": ["link", "collegamento", "collegamenti"],
      "pt": ["link", "links", "ligação", "ligações"],
      "nl": ["link", "links", "koppeling"],
      "sv": ["länk", "länkar", "länken"],
      "da": ["link", "links", "linket"],
      "nb": ["lenke", "lenker", "lenken", "kobling"],
      "no": ["lenke", "lenker", "lenken", "kobling"],
      "fi": ["linkki", "linkit", "linkin", "linkkiä"],
      "pl": ["link", "linki", "linku", "łącze", "odnośnik"],
      "cs": ["odkaz", "odkazy", "odkazu"],
      "ru": ["ссылка", "ссылки", "ссылку", "ссылок"],
      "uk": ["посилання"],
      "tr": ["bağlantı", "bağlantısı", "bağlantıyı", "link"],
      "el": ["σύνδεσμος", "σύνδεσμο", "σύνδεσμοι"],
      "hu": ["hivatkozás", "link", "linket"],
      "ro": ["link", "linkul", "legătură"],
      "ar": ["رابط", "الرابط", "روابط"],
      "he": ["קישור", "הקישור", "קישורים"],
      "ja": ["リンク"],
      "zh": ["链接", "鏈接", "連結"],
      "ko": ["링크"],
      "th": ["ลิงก์", "ลิงค์"],
      "vi": ["liên kết"],
      "id": ["tautan"],
      // Hindi keeps the English loanword in Devanagari (the bundled example's `hi`
      // "सहायता केंद्र लिंक", help centre link; the new-user walk's NU-7 found it missed).
      "hi": ["लिंक"],
    ],
    substringLanguages: ["ja", "zh", "th"], verbsByLanguage: standardVerbs)

  /// A copy with more words for a language (a primary subtag such as `sv`).
  public func adding(_ words: [String], for language: String, matchesInsideWords: Bool = false) -> LinkWords {
    var copy = self
    let key = Self.primaryLanguage(of: language)
    copy.wordsByLanguage[key, default: []] += words.map { $0.lowercased() }
    if matchesInsideWords { copy.substringLanguages.insert(key) }
    return copy
  }

  /// The words for "link" found in `text`, in the order listed.
  ///
  /// - Parameters:
  ///   - text: an accessible name.
  ///   - language: BCP 47 tag of the text; `nil` is treated as English. A language without a
  ///     list is checked against English, as apps often keep the loanword.
  public func matches(in text: String, language: String?) -> [String] {
    let key = language.map(Self.primaryLanguage(of:)) ?? "en"
    let words = wordsByLanguage[key] ?? wordsByLanguage["en"] ?? []
    let lowered = text.lowercased()
    // A whole-word match is also a substring match: most names contain no link word at all,
    // and the substring test spares them the word split.
    let candidates = words.filter { Self.utf8(of: lowered, contains: $0) }
    if candidates.isEmpty || substringLanguages.contains(key) { return candidates }
    let tokens = Self.words(of: lowered)
    let verbs = verbsByLanguage[key] ?? []
    return candidates.filter { word in
      let parts = Self.words(of: word)
      guard !parts.isEmpty, parts.count <= tokens.count else { return false }
      return (0...(tokens.count - parts.count)).contains { start in
        Array(tokens[start..<(start + parts.count)]) == parts
          && !isVerbPhrase(tokens, at: start, length: parts.count, verbs: verbs, language: key)
      }
    }
  }

  /// Whether the link word at `tokens[start..<start+length]` is part of an action (see the
  /// type's discussion): a verb within two words before it or right after it, or an English
  /// imperative "Link new device".
  private func isVerbPhrase(
    _ tokens: [String], at start: Int, length: Int, verbs: Set<String>, language: String
  ) -> Bool {
    guard !verbs.isEmpty else { return false }
    let end = start + length
    if tokens[max(0, start - 2)..<start].contains(where: verbs.contains) { return true }
    if end < tokens.count, verbs.contains(tokens[end]) { return true }
    if language == "en", start == 0, end < tokens.count, tokens[start] == "link",
      !Self.englishNameLinks.contains(tokens[end])
    {
      return true
    }
    return false
  }

  /// Whether `needle`'s UTF-8 bytes occur in `haystack`'s. Both are lowercased already; a byte
  /// match of two valid UTF-8 strings starts and ends on scalar boundaries, and the whole-word
  /// filter that follows checks grapheme boundaries. Far cheaper than `String.contains`, which
  /// this rule called for every row in every context.
  private static func utf8(of haystack: String, contains needle: String) -> Bool {
    var haystack = haystack
    var needle = needle
    return haystack.withUTF8 { text in
      needle.withUTF8 { word in
        guard let first = word.first else { return true }
        guard word.count <= text.count else { return false }
        var i = 0
        let last = text.count - word.count
        while i <= last {
          if text[i] == first {
            var j = 1
            while j < word.count && text[i + j] == word[j] { j += 1 }
            if j == word.count { return true }
          }
          i += 1
        }
        return false
      }
    }
  }

  /// Splits at every character that is neither a letter, a mark nor a digit.
  private static func words(of text: String) -> [String] {
    var words: [String] = []
    var current = ""
    for character in text {
      if character.isLetter || character.isNumber
        || character.unicodeScalars.allSatisfy({ $0.properties.isDiacritic })
      {
        current.append(character)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  static func primaryLanguage(of tag: String) -> String {
    String(tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
  }
}
