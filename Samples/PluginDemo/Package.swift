// swift-tools-version: 6.0
// A package that uses Matchcut's build-tool plugin (TOOLING §5): the `.mcut` files among the
// PluginDemo target's sources become `NAME.timeline.json` resources, read through
// `Bundle.module`. See docs/build-integration.md.
import PackageDescription

let package = Package(
  name: "PluginDemo",
  dependencies: [
    // `name:` pins the package's name whatever the checkout's folder is called, so the
    // `.plugin(…, package: "Matchcut")` reference below always resolves.
    .package(name: "Matchcut", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "PluginDemo",
      swiftSettings: [.swiftLanguageMode(.v6)],
      plugins: [.plugin(name: "MatchcutPlugin", package: "Matchcut")])
  ]
)
