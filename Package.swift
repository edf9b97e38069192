// swift-tools-version:6.0
// TypeFit: predicts how iOS list rows lay out at every Dynamic Type size.
import PackageDescription

let package = Package(
  name: "TypeFit",
  // macOS 15: BatchChecker shares work through Synchronization.Atomic.
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "TypeFit", targets: ["TypeFit"]),
    .library(name: "TypeFitText", targets: ["TypeFitText"]),
    // Pure Swift, no C library (Scripts/check-pure-products proves it in CI): the row model,
    // Dynamic Type tables and readers for a tool that brings its own measurer (CoreText).
    .library(name: "TypeFitDynamicType", targets: ["TypeFitDynamicType"]),
    .library(name: "TypeFitRow", targets: ["TypeFitRow"]),
    .library(name: "TypeFitInput", targets: ["TypeFitInput"]),
    .library(name: "TypeFitLocalization", targets: ["TypeFitLocalization"]),
    .library(name: "TypeFitCheck", targets: ["TypeFitCheck"]),
    .library(name: "TypeFitReports", targets: ["TypeFitReports"]),
    .executable(name: "typefit", targets: ["typefit"]),
    // `swift package typefit-check`: runs `typefit check` on the package's localization files.
    .plugin(name: "TypeFitCheckPlugin", targets: ["TypeFitCheckPlugin"]),
    .executable(name: "typefit-bench", targets: ["typefit-bench"]),
  ],
  dependencies: [],
  targets: [
    // MARK: C system libraries (Debian -dev packages / Homebrew formulae)
    .systemLibrary(
      name: "CHarfBuzz", pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
    .systemLibrary(
      name: "CICU", pkgConfig: "icu-uc",
      providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]),
    // Linux's `fstatfs` (sys/vfs.h, part of the C library): the walker and reader keep out of
    // /proc and /sys, and so does the font loader.
    .systemLibrary(name: "CStatFS"),
    // Prefixed C shim: ICU's version-renamed symbols and FreeType's macros. Plural rules
    // (`uplrules_*`) are in ICU's i18n library, beside icu-uc's in the same folder.
    .target(
      name: "CTypeFitShims", dependencies: ["CICU", "CFreeType"], linkerSettings: [.linkedLibrary("icui18n")]),

    // MARK: Layers
    // Every target lists every module it imports (Scripts/check-imports checks it).
    // Dynamic Type and SF facts as data: categories, text styles, weights, tracking, scaled metrics.
    .target(name: "TypeFitDynamicType"),
    // What a measurer returns for one label (`LabelLayout`, `LabelMetrics`): the one result type
    // per boundary, shared by the text core and the row model, which stay apart (pure Swift).
    .target(name: "TypeFitLayoutResults", dependencies: ["TypeFitDynamicType"]),
    // Concurrency primitives (pure Swift): `Locked<Value>` and the ordered concurrent map.
    .target(name: "TypeFitConcurrency"),
    // Input from outside, checked before use (pure Swift over the C library): paths as bytes
    // (`BytePath`), folder listings and file kinds (`FileSystemPath`), links resolved without
    // leaving the given roots (`ConfinedLink`), regular files read within a size limit
    // (`InputFile`) and numbers range-checked before conversion (`InputNumber`).
    .target(name: "TypeFitInput", dependencies: ["CStatFS"]),
    // Text measurement core: the only module that touches the C libraries (HarfBuzz, FreeType, ICU).
    // It judges a stack file's font paths as the walkers judge inputs (TypeFitInput).
    .target(
      name: "TypeFitText",
      dependencies: [
        "CHarfBuzz", "CFreeType", "CStatFS", "CTypeFitShims", "TypeFitConcurrency", "TypeFitDynamicType",
        "TypeFitLayoutResults", "TypeFitInput",
      ]),
    // List-row model, profiles, devices and conformance rules (pure Swift). Written sizes
    // (`WIDTHxHEIGHT`) are read through TypeFitInput's `InputNumber`.
    .target(
      name: "TypeFitRow", dependencies: ["TypeFitDynamicType", "TypeFitLayoutResults", "TypeFitInput"]),
    // Localization file readers (.xcstrings, .strings, .stringsdict, XLIFF, Android).
    .target(name: "TypeFitLocalization", dependencies: ["TypeFitInput"]),
    // Row discovery from Swift sources: a hand-written lexer and bracket-matched row patterns.
    .target(
      name: "TypeFitDiscovery",
      dependencies: ["TypeFitDynamicType", "TypeFitInput", "TypeFitRow", "TypeFitLocalization"]),
    // The text core as the row model's measurer (`TextEngineMeasurer`).
    .target(
      name: "TypeFitTextMeasuring", dependencies: ["TypeFitText", "TypeFitRow", "TypeFitDynamicType"]),
    // Config and the parallel batch checker (pure Swift: it measures through `LabelMeasuring`).
    .target(
      name: "TypeFitCheck",
      dependencies: [
        "TypeFitConcurrency", "TypeFitDynamicType", "TypeFitInput", "TypeFitRow", "TypeFitLocalization",
        "TypeFitDiscovery",
      ]),
    // Streaming report writers: text, JSON, NDJSON, SARIF, JUnit (no C).
    .target(
      name: "TypeFitReports",
      dependencies: [
        "TypeFitCheck", "TypeFitDiscovery", "TypeFitInput", "TypeFitRow", "TypeFitLocalization",
        "TypeFitDynamicType",
      ]),
    // Pictures: SVG strips drawn from glyph outlines, the HTML report and row page.
    .target(
      name: "TypeFitPictures",
      dependencies: [
        "TypeFitReports", "TypeFitCheck", "TypeFitText", "TypeFitTextMeasuring", "TypeFitRow",
        "TypeFitDynamicType",
      ],
      resources: [.embedInCode("Resources/HTMLReport.js"), .embedInCode("Resources/HTMLReport.css")]),
    // Umbrella: one import for library users.
    .target(
      name: "TypeFit",
      dependencies: [
        "TypeFitCheck", "TypeFitDiscovery", "TypeFitDynamicType", "TypeFitInput", "TypeFitLayoutResults",
        "TypeFitLocalization", "TypeFitPictures", "TypeFitReports", "TypeFitRow", "TypeFitText",
        "TypeFitTextMeasuring",
      ]),
    // Command-line interface as a library, so it can be tested in-process.
    .target(
      name: "TypeFitCLI",
      dependencies: ["TypeFit", "TypeFitConcurrency", "TypeFitDynamicType", "TypeFitInput"]),
    .executableTarget(name: "typefit", dependencies: ["TypeFitCLI"]),
    .plugin(
      name: "TypeFitCheckPlugin",
      capability: .command(
        intent: .custom(
          verb: "typefit-check",
          description: "Check the package's localized strings as iOS list rows at every Dynamic Type size")),
      dependencies: ["typefit"], path: "Plugins/TypeFitCheck"),
    // The benchmark takes its corpus sample from the tests' sampler (`CorpusSample`, pure Swift).
    .executableTarget(
      name: "typefit-bench", dependencies: ["TypeFit", "CHarfBuzz", "_TypeFitTestSupport"],
      path: "Benchmarks/typefit-bench"),

    // MARK: Tests
    // Pure-Swift support (no C): golden files, corpus samples, the fixed-advance measurer.
    .target(
      name: "_TypeFitTestSupport",
      dependencies: ["TypeFitDynamicType", "TypeFitRow", "TypeFitLocalization", "TypeFitDiscovery"],
      path: "Tests/_TypeFitTestSupport"),
    // Support that needs the text core: fuzz inputs for measuring.
    .target(
      name: "_TypeFitTextTestSupport", dependencies: ["TypeFitDynamicType", "TypeFitText"],
      path: "Tests/_TypeFitTextTestSupport"),
    .testTarget(
      name: "TypeFitTextTests",
      dependencies: ["TypeFitText", "CHarfBuzz", "TypeFitDynamicType", "_TypeFitTestSupport"]),
    .testTarget(name: "TypeFitDynamicTypeTests", dependencies: ["TypeFitDynamicType"]),
    .testTarget(
      name: "TypeFitRowTests",
      dependencies: ["TypeFitRow", "TypeFitDynamicType", "TypeFitInput", "_TypeFitTestSupport"],
      exclude: ["Goldens"]),  // TSV golden tables, read at run time through #filePath
    // Depends only on the readers, so it builds without the C libraries.
    .testTarget(
      name: "TypeFitLocalizationTests",
      dependencies: ["TypeFitInput", "TypeFitLocalization", "_TypeFitTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "TypeFitDiscoveryTests",
      dependencies: ["TypeFitDiscovery", "TypeFitDynamicType", "TypeFitInput", "TypeFitRow", "_TypeFitTestSupport"],
      exclude: ["Fixtures"]),  // Swift fixtures, read at run time through #filePath
    .testTarget(
      name: "TypeFitCheckTests",
      dependencies: [
        "TypeFit", "TypeFitCheck", "TypeFitDiscovery", "TypeFitDynamicType", "TypeFitInput",
        "TypeFitLocalization",
        "TypeFitRow",
        "TypeFitText",
        "TypeFitTextMeasuring", "_TypeFitTestSupport", "_TypeFitTextTestSupport",
      ]),
    .testTarget(
      name: "TypeFitReportsTests",
      dependencies: [
        "TypeFitReports", "TypeFitCheck", "TypeFitDiscovery", "TypeFitDynamicType", "TypeFitLocalization",
        "TypeFitRow",
        "_TypeFitTestSupport",
      ]),
    .testTarget(
      name: "TypeFitPicturesTests",
      dependencies: [
        "TypeFitPictures", "TypeFitReports", "TypeFitCheck", "TypeFitDiscovery", "TypeFitDynamicType",
        "TypeFitLocalization", "TypeFitRow", "TypeFitText", "TypeFitTextMeasuring", "_TypeFitTestSupport",
      ],
      exclude: ["Goldens"]),  // golden SVGs, read at run time through #filePath
    .testTarget(
      name: "TypeFitCLITests",
      dependencies: ["TypeFit", "TypeFitCLI", "TypeFitConcurrency", "TypeFitInput", "_TypeFitTestSupport"]),
    .testTarget(name: "TypeFitConcurrencyTests", dependencies: ["TypeFitConcurrency"]),
  ]
)
