// How the keyframe fuzz targets read their input: as `springfit fit FILE` does, detected once
// (SpringFormats' `InputDocument`) and then laid under the options (`KeyframeInput`), with the
// message each failure prints built as well.

import ArgumentParsing
import SpringFormats

/// The fit subject `springfit fit` would read from `bytes`, or `nil` when it refuses them.
///
/// Every refusal's message is built, since the command prints it.
func keyframeFuzzSubject(_ bytes: [UInt8], name: String, flags: KeyframeFlags) -> FitSubject? {
  let document: InputDocument
  do {
    document = try InputDocument.detect(bytes)
  } catch {
    switch error {
    case .keyframes(let error):
      _ = KeyframeInput.inputError(error, name: name).failure(inputName: name).message
    case .lottie(let error):
      _ = error.description
    }
    return nil
  }
  do {
    return try KeyframeInput.subject(from: document, name: name, flags: flags)
  } catch {
    _ = error.failure(inputName: name).message
    return nil
  }
}
