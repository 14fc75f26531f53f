public import SpringKit

extension KeyframeFormat {
  /// What the writers of the formats take beyond the keyframes; each format reads its own.
  public struct Settings: Sendable, Hashable {
    /// The value the motion starts from, progress 0 of CSS `linear()` (``css``).
    public var from: Double
    /// The value the motion comes to rest at, progress 1 of CSS `linear()` (``css``).
    public var to: Double
    /// The declaration of one keyframe, with `{value}` where the value goes (``css``,
    /// ``webAnimations``).
    public var template: String
    /// The Core Animation key path of the Swift snippet (``swift``).
    public var keyPath: String
    /// Lottie's frames per second (``lottie``).
    public var frameRate: Double
    /// The layer property a Lottie export animates (``lottie``).
    public var lottieProperty: LottieExportProperty
    /// Whether a Lottie export is a whole playable file rather than one property
    /// (``lottie``).
    public var lottieDocument: Bool
    /// CSS and Web Animations: what the motion becomes with `prefers-reduced-motion: reduce`
    /// (``CSSReducedMotionRule``, ``WebAnimationsKeyframesWriter/document(for:reducedMotion:standIn:precision:)``);
    /// `nil` for no variant.
    public var reducedMotion: ReducedMotion?

    /// Settings with `springfit keyframes`' defaults: a scale from 0 to 1 at 60 frames per
    /// second.
    public init(
      from: Double = 0, to: Double = 1, template: String = "transform: scale({value})",
      keyPath: String = "transform.scale", frameRate: Double = 60,
      lottieProperty: LottieExportProperty = .scale, lottieDocument: Bool = false,
      reducedMotion: ReducedMotion? = nil
    ) {
      self.from = from
      self.to = to
      self.template = template
      self.keyPath = keyPath
      self.frameRate = frameRate
      self.lottieProperty = lottieProperty
      self.lottieDocument = lottieDocument
      self.reducedMotion = reducedMotion
    }
  }

  /// A written file: its text, and what a reader should be told about it.
  public struct Output: Sendable, Hashable {
    /// The text, ending with a newline.
    public var text: String
    /// For ``css``: why the stylesheet has no `linear()` transition, if it has none.
    public var cssOmission: CSSSpringStylesheet.EasingOmission?
  }

  /// Why a writer refused keyframes: the error of the format's own writer.
  public enum WriteError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The JSON writer refused a value (``json``).
    case json(JSONError)
    /// The keyframes or the template do not fit the format (``css``, ``webAnimations``).
    case keyframes(KeyframeFormatError)
    /// The Lottie writer refused the keyframes or the frame rate (``lottie``).
    case lottie(LottieExportError)

    /// The writer's own sentence.
    public var description: String {
      switch self {
      case .json(let error): error.description
      case .keyframes(let error): error.description
      case .lottie(let error): error.description
      }
    }
  }

  /// Writes keyframes of one value in this format.
  ///
  /// - Parameters:
  ///   - keyframes: The keyframes, planned for an interpolation the format accepts
  ///     (``accepts(_:)``).
  ///   - settings: What the format's writer takes besides the keyframes.
  ///   - standIn: For a critically damped ``Settings/reducedMotion``, the stand-in spring's
  ///     keyframes (`ReducedMotion.spring(replacing:)`), planned as `keyframes` were.
  /// - Returns: The text, ending with a newline, and for CSS the transition it left out.
  /// - Throws: ``WriteError`` with the writer's own error.
  /// - Complexity: O(n) for n keyframes.
  public func write(
    _ keyframes: SpringKeyframes<Double>, settings: Settings,
    standIn: SpringKeyframes<Double>? = nil
  )
    throws(WriteError) -> Output
  {
    switch self {
    case .json:
      do {
        return Output(text: try KeyframeJSONWriter(style: .pretty).string(for: keyframes) + "\n")
      } catch {
        throw .json(error)
      }
    case .csv:
      return Output(text: KeyframeCSVWriter().string(for: keyframes))
    case .css:
      do throws(KeyframeFormatError) {
        let css = try CSSSpringStylesheet(
          keyframes: keyframes, from: settings.from, to: settings.to,
          writer: CSSKeyframesWriter(template: settings.template))
        guard let policy = settings.reducedMotion else {
          return Output(text: css.text, cssOmission: css.omission)
        }
        let rule: CSSReducedMotionRule
        if case .criticallyDamped = policy {
          guard let standIn else {
            throw KeyframeFormatError.needsStandIn
          }
          rule = CSSReducedMotionRule(
            policy,
            standIn: try CSSSpringStylesheet(
              keyframes: standIn, from: settings.from, to: settings.to,
              writer: CSSKeyframesWriter(name: "spring-reduced", template: settings.template)))
        } else {
          rule = try CSSReducedMotionRule(
            policy, writer: CSSKeyframesWriter(template: settings.template))
        }
        return Output(text: css.text + "\n" + rule.text, cssOmission: css.omission)
      } catch {
        throw .keyframes(error)
      }
    case .swift:
      return Output(text: SwiftKeyframesWriter(keyPath: settings.keyPath).string(for: keyframes))
    case .webAnimations:
      do throws(KeyframeFormatError) {
        let writer = WebAnimationsKeyframesWriter(template: settings.template)
        guard let policy = settings.reducedMotion else {
          return Output(text: try writer.string(for: keyframes) + "\n")
        }
        let document = try writer.document(
          for: keyframes, reducedMotion: policy, standIn: standIn)
        do {
          return Output(text: try JSONWriter(style: writer.style).string(for: document) + "\n")
        } catch {
          throw KeyframeFormatError.nonFiniteNumber
        }
      } catch {
        throw .keyframes(error)
      }
    case .lottie:
      let writer = LottieKeyframesWriter(
        frameRate: settings.frameRate, property: settings.lottieProperty)
      do {
        guard settings.lottieDocument else {
          return Output(text: try writer.string(for: keyframes) + "\n")
        }
        return Output(
          text: try LottieDocumentWriter(keyframes: writer).string(for: keyframes) + "\n")
      } catch {
        throw .lottie(error)
      }
    }
  }
}

extension KeyframeFormat.Output {
  /// An output with no remark.
  init(text: String) { self.init(text: text, cssOmission: nil) }
}
