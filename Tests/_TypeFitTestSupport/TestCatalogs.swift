/// Test inputs shared by the reader tests and the command-line tests.
public enum TestCatalogs {
  /// The twenty-ninth attack's A29-6 catalog: `a` new in `en` and needs_review in `de`, `b`'s
  /// `de` `one` form stale and `other` translated, `c` not translated (its key is its `en` text).
  public static let mixedStates = """
    { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
     "a" : { "localizations" : { "en" : { "stringUnit" : { "state" : "new", "value" : "A long english text" } },
                                 "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Ein Text" } } } },
     "b" : { "localizations" : { "de" : { "variations" : { "plural" : {
       "one" : { "stringUnit" : { "state" : "stale", "value" : "Eins" } },
       "other" : { "stringUnit" : { "state" : "translated", "value" : "x" } } } } } } },
     "c" : { "shouldTranslate" : false } } }
    """

  /// A String Catalog whose key `k` (de) has three problems in its substitutions: a bad `%q` in
  /// the value, a bad `%z` in one form of `a`, and `c` without forms; 2 × 2 combinations of
  /// forms, which once repeated the problems in 11 warnings. Each problem is to be reported
  /// once, where it is written.
  public static let substitutionProblems = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "k" : {
          "localizations" : {
            "de" : {
              "stringUnit" : { "state" : "translated", "value" : "%q %#@a@ %#@b@ %#@c@" },
              "substitutions" : {
                "a" : {
                  "argNum" : 1, "formatSpecifier" : "d",
                  "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Apfel %z" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Äpfel" } }
                  } }
                },
                "b" : {
                  "argNum" : 2, "formatSpecifier" : "d",
                  "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Birne" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Birnen" } }
                  } }
                }
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """
}
