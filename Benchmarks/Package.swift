// swift-tools-version: 6.2
import PackageDescription

// Benchmarks live in their own package so that the library's package stays free of
// benchmark-only code; run with `swift run -c release --package-path Benchmarks springbench`.
let package = Package(
  name: "SpringKitBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "SpringKit", path: "..")],
  targets: [
    .executableTarget(
      name: "springbench",
      dependencies: [
        .product(name: "SpringKit", package: "SpringKit"),
        .product(name: "SpringFitting", package: "SpringKit"),
      ],
      swiftSettings: [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
      ])
  ]
)
