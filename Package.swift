// swift-tools-version: 6.2
import PackageDescription

/// Upcoming features every target opts into (see STYLE.md).
let upcomingFeatures: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

/// SpringKit imports no Foundation, so on Linux it links libm itself.
let linkLibm: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux]))]

let package = Package(
  name: "SpringKit",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "SpringKit", targets: ["SpringKit"]),
    .library(name: "SpringFitting", targets: ["SpringFitting"]),
    .library(name: "SpringScenarios", targets: ["SpringScenarios"]),
    .library(name: "SpringFormats", targets: ["SpringFormats"]),
    .executable(name: "springfit", targets: ["springfit"]),
  ],
  dependencies: [],
  targets: [
    .target(name: "SpringKit", swiftSettings: upcomingFeatures, linkerSettings: linkLibm),
    .target(
      name: "SpringFitting", dependencies: ["SpringKit"], swiftSettings: upcomingFeatures,
      linkerSettings: linkLibm),
    // The seed motions (the bouncing menu, the scale pop, ...): their models and frames, the
    // keyframes `springfit fit --example` fits, and the scale pop's fitted spring.
    .target(
      name: "SpringScenarios", dependencies: ["SpringKit", "SpringFitting"],
      swiftSettings: upcomingFeatures),
    // The "Did you mean …?" suggestions, the one trim and the one decimal grammar
    // (DecimalNumber) SpringFormats' readers and the command line share; not a product.
    .target(name: "NameSuggestions", swiftSettings: upcomingFeatures),
    .target(
      name: "SpringFormats",
      dependencies: ["SpringKit", "SpringFitting", "SpringScenarios", "NameSuggestions"],
      swiftSettings: upcomingFeatures,
      linkerSettings: linkLibm),
    // springfit's generic command-line machinery (declarations, scanner, help renderer,
    // usage errors, files and streams), which knows nothing of springs; not a product.
    .target(
      name: "ArgumentParsing", dependencies: ["NameSuggestions"], swiftSettings: upcomingFeatures),
    .executableTarget(
      name: "springfit",
      dependencies: [
        "ArgumentParsing", "NameSuggestions", "SpringKit", "SpringFitting", "SpringScenarios",
        "SpringFormats",
      ],
      swiftSettings: upcomingFeatures),
    // Draws Plots/ (Scripts/plots.sh); not a product.
    .executableTarget(
      name: "springplots",
      dependencies: [
        "SpringKit", "SpringFitting", "SpringScenarios", "SpringFormats", "_SpringTestSupport",
      ],
      swiftSettings: upcomingFeatures),
    .target(
      name: "_SpringTestSupport", dependencies: ["SpringKit"], swiftSettings: upcomingFeatures),
    .testTarget(
      name: "SpringKitTests", dependencies: ["SpringKit", "_SpringTestSupport"],
      swiftSettings: upcomingFeatures),
    .testTarget(
      name: "SpringScenariosTests",
      dependencies: ["SpringScenarios", "SpringFitting", "_SpringTestSupport"],
      swiftSettings: upcomingFeatures),
    .testTarget(
      name: "SpringFormatsTests",
      dependencies: ["SpringFormats", "SpringFitting", "SpringScenarios", "_SpringTestSupport"],
      exclude: ["Snapshots"], swiftSettings: upcomingFeatures),
    .testTarget(
      name: "SpringFittingTests", dependencies: ["SpringFitting", "_SpringTestSupport"],
      swiftSettings: upcomingFeatures),
    .testTarget(
      name: "ArgumentParsingTests", dependencies: ["ArgumentParsing", "NameSuggestions"],
      swiftSettings: upcomingFeatures),
    .testTarget(
      name: "SpringfitTests",
      dependencies: [
        "springfit", "ArgumentParsing", "SpringFormats", "SpringScenarios", "_SpringTestSupport",
      ],
      exclude: ["Snapshots"], swiftSettings: upcomingFeatures),
  ]
)
