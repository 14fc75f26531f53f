// A Lottie file to try `springfit` on, built in; the repository ships the same bytes.

/// Built-in Lottie files to try `springfit` on: `springfit fit --example NAME` and
/// `springfit preview --example NAME` read them as if they were files, and the repository
/// ships each as `Examples/NAME.json` for `springfit lottie bake`.
///
/// ```swift
/// let document = try LottieDocument(json: Array(LottieExample.lottiePop.json.utf8))
/// let fits = LottieMotionFit.fits(document.motions())
/// ```
public enum LottieExample: String, Sendable, CaseIterable {
  /// A designer's scale pop: one layer, `Pop`, whose 3-D scale `[x, y, 100]` goes from 40 %
  /// over 112 % and 96 % to 100 % in 26 frames at 30 fps, x and y each with their own eases.
  case lottiePop = "lottie-pop"

  /// One line for `springfit examples`.
  public var summary: String {
    switch self {
    case .lottiePop:
      "A designer's Lottie scale pop (layer Pop, scale [x, y, 100] from 40 % over 112 % to "
        + "100 % in 26 frames); the repository's Examples/lottie-pop.json."
    }
  }

  /// The file's path in the repository, for `springfit lottie bake`.
  public var repositoryPath: String { "Examples/\(rawValue).json" }

  /// The Lottie document's text, byte for byte the repository's file.
  public var json: String {
    switch self {
    case .lottiePop: Self.lottiePopJSON
    }
  }

  /// `Examples/lottie-pop.json`.
  private static let lottiePopJSON = """
    {
      "v": "5.7.4", "fr": 30, "ip": 0, "op": 60, "w": 400, "h": 400, "nm": "scale pop",
      "layers": [
        {
          "ind": 1, "ty": 4, "nm": "Pop", "ip": 0, "op": 60, "st": 0, "sr": 1,
          "ks": {
            "a": {"a": 0, "k": [0, 0, 0]},
            "p": {"a": 0, "k": [200, 200, 0]},
            "r": {"a": 0, "k": 0},
            "o": {"a": 0, "k": 100},
            "s": {"a": 1, "k": [
              {"t": 0, "s": [40, 40, 100],
               "o": {"x": [0.33, 0.2, 0.33], "y": [0, 0, 0]}, "i": {"x": [0.67, 0.6, 0.67], "y": [1, 1, 1]}},
              {"t": 8, "s": [112, 116, 100],
               "o": {"x": [0.33, 0.4, 0.33], "y": [0, 0, 0]}, "i": {"x": [0.67, 0.7, 0.67], "y": [1, 1, 1]}},
              {"t": 14, "s": [96, 95, 100],
               "o": {"x": [0.33, 0.33, 0.33], "y": [0, 0, 0]}, "i": {"x": [0.67, 0.67, 0.67], "y": [1, 1, 1]}},
              {"t": 20, "s": [101, 101.5, 100],
               "o": {"x": [0.33, 0.33, 0.33], "y": [0, 0, 0]}, "i": {"x": [0.67, 0.67, 0.67], "y": [1, 1, 1]}},
              {"t": 26, "s": [100, 100, 100]}
            ]}
          },
          "shapes": [
            {"ty": "rc", "nm": "Box", "s": {"a": 0, "k": [100, 100]}, "p": {"a": 0, "k": [0, 0]}, "r": {"a": 0, "k": 0}},
            {"ty": "fl", "nm": "Fill", "c": {"a": 0, "k": [1, 0.4, 0.2, 1]}, "o": {"a": 0, "k": 100}}
          ]
        }
      ]
    }

    """
}
