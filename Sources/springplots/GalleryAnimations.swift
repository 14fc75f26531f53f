import Foundation
import SpringFormats
import SpringKit
import SpringScenarios

/// The seed animations of `Plots/animations/`: for each scenario `springfit scenario` draws,
/// the animated SVG, its still and its frames, and the index page that plays them all.
enum GalleryAnimations {
  /// The folder inside the plots directory.
  static let folder = "animations"

  /// The scenarios of the gallery, in the order of the index.
  static let scenarios: [Scenario] = [
    .menuBounce, .menuDrag, .shineButton, .counter, .donutSweep, .animationView,
  ]

  /// Every file of the folder: its name and text.
  static func files() throws -> [(name: String, text: String)] {
    let drawings = try scenarios.map { try ScenarioDrawing($0) }
    var files: [(String, String)] = []
    for drawing in drawings {
      let name = drawing.scenario.name
      files.append((name + ".svg", drawing.svg()))
      files.append((name + "-still.svg", drawing.stillSVG()))
      files.append((name + ".json", try drawing.json()))
    }
    files.append(("index.html", ScenarioGallery.indexHTML(drawings)))
    return files
  }

  /// Writes the folder, removing files that are no longer drawn.
  static func write(into directory: URL) throws {
    let folder = directory.appendingPathComponent(Self.folder, isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let files = try self.files()
    let current = Set(files.map(\.name))
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where !current.contains(file) {
      try FileManager.default.removeItem(at: folder.appendingPathComponent(file))
      print("removed \(Self.folder)/\(file)")
    }
    for (name, text) in files {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name), options: .atomic)
    }
    print("wrote \(files.count) files in \(Self.folder)/")
  }
}
