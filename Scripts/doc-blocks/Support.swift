// The few names the docs' loop fragments leave to the reader's app, so that the blocks
// compile as shown: a frame's duration, a drawing call, and recorded samples to fit.
// Scripts/check-doc-blocks.sh adds this file to the doc-block package.

import SpringKit

/// The duration of a display frame, as an app's display link reports it.
let frameDuration = 1.0 / 60

/// An app's drawing call for a value.
func draw(_ value: Double) {}

/// An app's drawing call for an SVG path at a vertical position.
func draw(_ path: String, at y: Double) {}

/// Recorded sample times, in seconds: 31 frames at 60 fps.
let times = (0...30).map { Double($0) / 60 }

/// Recorded positions at ``times``: `.bouncy` from 0 to 1.
let positions = times.map { time in Spring.bouncy.value(fromValue: 0.0, toValue: 1.0, time: time) }
