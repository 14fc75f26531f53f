// springplots: draws every plot of Plots/ with SpringKit's own SVG charts.
//
//   swift run springplots [DIRECTORY]     (default: Plots)
//
// Writes NAME.svg and NAME.csv for each plot, the seed animations in animations/ and the
// index README.md. Scripts/plots.sh
// calls it; CI draws into a temporary directory and compares with Plots/.
import Foundation

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("-h") || arguments.contains("--help") || arguments.count > 1 {
  print("usage: springplots [DIRECTORY]   (writes every plot's SVG and CSV, default Plots)")
  exit(arguments.count > 1 ? 64 : 0)
}
let directory = URL(fileURLWithPath: arguments.first ?? "Plots", isDirectory: true)
do {
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  // Pictures of plots that no longer exist would go stale unnoticed: remove them.
  let current = Set(Plot.all.flatMap { [$0.name + ".svg", $0.name + ".csv"] })
  for file in try FileManager.default.contentsOfDirectory(atPath: directory.path)
  where (file.hasSuffix(".svg") || file.hasSuffix(".csv")) && !current.contains(file) {
    try FileManager.default.removeItem(at: directory.appendingPathComponent(file))
    print("removed \(file)")
  }
  for plot in Plot.all {
    let (svg, csv) = try plot.files()
    try Data(svg.utf8).write(
      to: directory.appendingPathComponent(plot.name + ".svg"), options: .atomic)
    try Data(csv.utf8).write(
      to: directory.appendingPathComponent(plot.name + ".csv"), options: .atomic)
    print("wrote \(plot.name).svg and \(plot.name).csv")
  }
  try GalleryAnimations.write(into: directory)
  try Data(PlotIndex.markdown(Plot.all).utf8).write(
    to: directory.appendingPathComponent("README.md"), options: .atomic)
  print("wrote README.md")
} catch {
  FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
  exit(1)
}
