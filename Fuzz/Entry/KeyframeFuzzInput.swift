// How the keyframe fuzz targets read their input: as `springfit fit FILE` does, through
// SpringFormats' `FitRequest` (detected once, then laid under the keyframe fields), with the
// message each failure prints built as well.

import SpringFormats

/// The fit subject `springfit fit` would read from `bytes`, or `nil` when it refuses them.
///
/// Every refusal's message is built, since the command prints it.
func keyframeFuzzSubject(_ bytes: [UInt8], name: String, flags: FitKeyframeFields) -> FitSubject? {
  do {
    return try FitRequest(input: .document(bytes, name: name), keyframes: flags).read().subject
  } catch {
    _ = error.description
    return nil
  }
}
