// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ControlSpec",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "controlspec", targets: ["controlspec"]),
        .library(name: "ReferenceControls", targets: ["ReferenceControls"]),
    ],
    targets: [
        // Layer 0: the C library, seen only by ControlSpecMarkdown.
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        // Layer 1: Markdown → Swift values. The outline walk is C (cmark's tree in a region of its own);
        // ControlSpecMarkdown is the only Swift importer of CCmark and of the walk.
        .target(name: "CMarkdownOutline", dependencies: ["CCmark"]),
        .target(name: "ControlSpecMarkdown", dependencies: ["CCmark", "CMarkdownOutline"]),
        // Layer 2: registry, pages, cases, diagnostics, lint, coverage.
        .target(name: "ControlSpecModel", dependencies: ["ControlSpecMarkdown"]),
        // The plug: plain-data values and the protocol every implementation speaks.
        .target(name: "ControlContract"),
        // Layer 3: the case language (parse, check, interpret) against the contract.
        .target(name: "CaseLanguage", dependencies: ["ControlSpecModel", "ControlContract"]),
        // The pure-Swift model of UIControl/UIButton, and its binding to the contract.
        .target(name: "ReferenceControls"),
        .target(name: "ReferenceBinding", dependencies: ["ReferenceControls", "ControlContract"]),
        // Deliberately faulty variants of the reference, for measuring what the suite catches.
        .target(
            name: "FaultyImplementations", dependencies: ["ReferenceBinding", "ReferenceControls", "ControlContract"]
        ),
        // Implementations in other processes: the wire protocol, client and server.
        .target(name: "ControlSpecProcess", dependencies: ["ControlContract"]),
        .executableTarget(
            name: "controlspec-reference-driver",
            dependencies: ["ControlSpecProcess", "ReferenceBinding"]
        ),
        // Layer 4: running cases, results as data, expectations.
        .target(
            name: "ControlSpecRunner",
            dependencies: ["CaseLanguage", "ControlSpecModel", "ControlContract"]
        ),
        // Layer 5: renderers.
        .target(name: "ControlSpecHTML"),
        .target(
            name: "ControlSpecReport",
            dependencies: ["ControlSpecRunner", "ControlSpecHTML", "ControlSpecModel"],
            resources: [.copy("Resources/report.css"), .copy("Resources/report.js")]
        ),
        .target(
            name: "ControlSpecSite",
            dependencies: ["ControlSpecModel", "ControlSpecHTML", "ControlSpecMarkdown"],
            resources: [.copy("Resources/site.css"), .copy("Resources/site.js")]
        ),
        // The Dash / Zeal docset: the site's pages and an SQLite search index.
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        // zlib compresses the docsets' feed archives (.tgz).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(
            name: "ControlSpecDocset", dependencies: ["CSQLite", "CZlib", "ControlSpecModel"],
            resources: [.copy("Resources/icon.png"), .copy("Resources/icon@2x.png")]
        ),
        // Publishing: one action that checks, runs and writes site, report and results into one folder,
        // incrementally, with the cache of the previous publish.
        .target(
            name: "ControlSpecPublish",
            dependencies: [
                "ControlSpecModel", "CaseLanguage", "ControlSpecRunner", "ControlSpecSite", "ControlSpecReport",
                "ControlSpecDocset", "ControlContract",
            ]
        ),
        // The live preview: the site served by libmicrohttpd (Debian `libmicrohttpd-dev`), the pages watched
        // with inotify, rebuilt with the incremental publish on every save.
        .systemLibrary(
            name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]
        ),
        .target(
            name: "ControlSpecPreview",
            dependencies: [
                "CMicroHTTPD", "ControlSpecPublish", "ControlSpecModel", "ControlSpecRunner", "ControlSpecHTML",
            ],
            resources: [.copy("Resources/live.js"), .copy("Resources/live.css")]
        ),
        // Exporting the cases as a Swift Testing package, and reading its outcomes back.
        .target(
            name: "ControlSpecExport", dependencies: ["ControlSpecModel", "ControlSpecRunner", "ControlSpecHTML"],
            resources: [.copy("Resources/Harness.swift")]
        ),
        // Layer 6: the command line.
        .target(
            name: "ControlSpecCLI",
            dependencies: [
                "ControlSpecModel", "CaseLanguage", "ControlSpecRunner", "ControlSpecReport",
                "ControlSpecSite", "ReferenceBinding", "ControlContract", "ControlSpecProcess",
                "ControlSpecExport", "ControlSpecPublish", "FaultyImplementations",
                "ControlSpecDocset", "ControlSpecPreview",
            ]
        ),
        .executableTarget(name: "controlspec", dependencies: ["ControlSpecCLI"]),
        // Beside the product: the benchmark, a tool of its own (`controlspec-bench`) that `controlspec` does not
        // link. Its library holds the synthetic corpora, the measurements and the command; it measures the
        // command line's own publish.
        .target(
            name: "ControlSpecBench",
            dependencies: [
                "ControlSpecMarkdown", "ControlSpecModel", "CaseLanguage", "ControlSpecRunner", "ControlSpecSite",
                "ControlSpecPublish", "ControlSpecReport", "ReferenceBinding", "ControlContract", "ControlSpecProcess",
                "ControlSpecCLI",
            ]
        ),
        .executableTarget(name: "controlspec-bench", dependencies: ["ControlSpecBench", "ControlSpecCLI"]),

        // Fixtures shared by the test targets.
        .target(
            name: "ControlSpecTestSupport", dependencies: ["ControlSpecModel"], path: "Tests/ControlSpecTestSupport"
        ),
        .testTarget(name: "ControlSpecMarkdownTests", dependencies: ["ControlSpecMarkdown"]),
        .testTarget(
            name: "ControlSpecModelTests",
            dependencies: ["ControlSpecModel", "ControlSpecMarkdown", "ControlSpecTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "CaseLanguageTests",
            dependencies: ["CaseLanguage", "ControlContract", "ControlSpecModel", "ControlSpecTestSupport"]
        ),
        .testTarget(name: "ReferenceControlsTests", dependencies: ["ReferenceControls"]),
        .testTarget(
            name: "ReferenceBindingTests", dependencies: ["ReferenceBinding", "ReferenceControls", "ControlContract"]
        ),
        .testTarget(
            name: "ControlSpecRunnerTests",
            dependencies: [
                "ControlSpecRunner", "CaseLanguage", "ControlSpecModel", "ControlContract", "ReferenceBinding",
                "ControlSpecTestSupport",
            ]
        ),
        .testTarget(
            name: "ControlSpecRenderTests",
            dependencies: [
                "ControlSpecReport", "ControlSpecSite", "ControlSpecHTML", "ControlSpecRunner", "ControlSpecModel",
                "CaseLanguage", "ControlSpecTestSupport",
            ],
            exclude: ["Goldens"]
        ),
        .testTarget(
            name: "ControlSpecCLITests",
            dependencies: ["ControlSpecCLI", "ControlSpecModel", "ControlSpecRunner", "ControlSpecReport"]
        ),
        .testTarget(
            name: "FaultyImplementationsTests",
            dependencies: [
                "FaultyImplementations", "ReferenceBinding", "ReferenceControls", "ControlContract", "ControlSpecModel",
                "ControlSpecRunner", "ControlSpecReport", "CaseLanguage",
            ]
        ),
        .testTarget(
            name: "ControlSpecBenchTests",
            dependencies: [
                "ControlSpecBench", "ControlSpecModel", "CaseLanguage", "ControlSpecCLI", "ControlSpecRunner",
            ]
        ),
        .testTarget(
            name: "ControlSpecPublishTests",
            dependencies: [
                "ControlSpecPublish", "ControlSpecBench", "ControlSpecModel", "ControlSpecSite", "ControlSpecRunner",
                "ControlSpecReport", "ReferenceBinding", "ControlContract",
            ]
        ),
        .testTarget(name: "ControlSpecPreviewTests", dependencies: ["ControlSpecPreview", "ControlSpecCLI"]),
        .testTarget(
            name: "ControlSpecProcessTests",
            dependencies: ["ControlSpecProcess", "ReferenceBinding", "ControlContract"]
        ),
        .testTarget(
            name: "ControlSpecDocsetTests",
            dependencies: ["ControlSpecDocset", "ControlSpecModel", "ControlSpecSite"]
        ),
        .testTarget(
            name: "ControlSpecExportTests",
            dependencies: [
                "ControlSpecExport", "ControlSpecModel", "ControlSpecRunner", "ReferenceBinding", "CaseLanguage",
                "ControlSpecTestSupport",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Fuzzing (CONTRIBUTING.md, "Fuzzing"): the entry points are a library that the tests feed the kept
// inputs of Tests/FuzzRegressions; the fuzzer executable links libFuzzer, so it exists only when
// CONTROLSPEC_FUZZ is set (scripts/fuzz.sh builds it with `--sanitize=fuzzer`).
package.targets += [
    .target(
        name: "ControlSpecFuzzing",
        dependencies: ["CaseLanguage", "ControlContract", "ControlSpecModel", "ControlSpecSite", "ReferenceBinding"]
    ),
    .testTarget(name: "ControlSpecFuzzingTests", dependencies: ["ControlSpecFuzzing", "ControlSpecModel"]),
]
if Context.environment["CONTROLSPEC_FUZZ"] != nil {
    package.targets.append(.executableTarget(name: "controlspec-fuzz", dependencies: ["ControlSpecFuzzing"]))
}
