// A Lottie motion described as a selection names it, for messages.

extension LottieMotion {
  /// `layer 'Pop' [1] scale motion 1`: the layer's name, the index path `--layer` also
  /// takes, the property and the number.
  public var selectionDescription: String {
    "layer '\(layerName)' [\(layerIndexPath)] \(propertyName) motion \(number)"
  }
}
