/// Round tick values for a numeric axis (Heckbert, "Nice numbers for graph labels", Graphics
/// Gems 1990): a step of 1, 2 or 5 × 10^k giving about `count` intervals, and the range
/// widened to whole steps.
struct NiceScale: Equatable, Sendable {
  var low: Double
  var high: Double
  var step: Double

  /// The most ticks drawn, whatever the range.
  static let maximumTicks = 50

  init(low: Double, high: Double, count: Int = 5, rounding: Bool = false) {
    var low = low
    var high = high
    if high < low { swap(&low, &high) }
    if high == low {
      low -= 1
      high += 1
    }
    let rough = (high - low) / Double(max(count, 1))
    let magnitude = Self.power10(rough)
    let fraction = rough / magnitude
    // Heckbert's two modes: a range of our own choosing is widened to the step above; a
    // given range keeps its ends, so the step nearest to the rough one fits it best.
    let nice: Double =
      rounding
      ? (fraction < 1.5 ? 1 : fraction < 3 ? 2 : fraction < 7 ? 5 : 10)
      : (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10)
    step = nice * magnitude
    self.low = (low / step).rounded(.down) * step
    self.high = (high / step).rounded(.up) * step
  }

  /// A fixed range (given in the source) with nice steps inside it.
  init(fixedLow low: Double, high: Double, count: Int = 5) {
    let nice = NiceScale(low: low, high: high, count: count, rounding: true)
    self.low = min(low, high)
    self.high = max(low, high) == self.low ? self.low + 1 : max(low, high)
    step = nice.step
  }

  /// The tick values from the first step at or above `low` to `high`.
  var ticks: [Double] {
    guard step > 0, step.isFinite else { return [low, high] }
    var values: [Double] = []
    var value = (low / step).rounded(.up) * step
    while value <= high + step * 1e-9, values.count < Self.maximumTicks {
      // Multiply rather than accumulate, so 0.1 steps do not drift into 0.30000000000000004.
      values.append(abs(value) < step * 1e-9 ? 0 : value)
      value = ((value / step).rounded() + 1) * step
    }
    return values
  }

  /// 10^floor(log10(value)) without Foundation's `log10`: exact powers of ten.
  static func power10(_ value: Double) -> Double {
    guard value > 0, value.isFinite else { return 1 }
    var power = 1.0
    while power * 10 <= value { power *= 10 }
    while power > value { power /= 10 }
    return power
  }
}
