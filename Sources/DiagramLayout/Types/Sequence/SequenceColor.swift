/// Validates the colours `box` and `rect` may carry, so only inert values reach the SVG.
///
/// Accepted: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(…)`/`rgba(…)` of numbers, and CSS
/// colour names (a list, so `box Another Group` is a title, not a colour). Anything else
/// (`url(…)`, `var(…)`, expressions) is rejected and the theme's colour is used instead.
enum SequenceColor {
  /// The normalised colour if `text` is one of the accepted forms, else nil.
  static func validate(_ text: String) -> String? {
    let value = SequenceText.trim(text).lowercased()
    if names.contains(value) { return value }
    // `#hex` and `rgb(…)` go through the flowchart's style validation.
    guard value.hasPrefix("#") || value.hasPrefix("rgb") else { return nil }
    return StyleParser.color(value)
  }

  /// Splits a leading colour off `text` (`Purple Alice & John` → `purple`, `Alice & John`).
  ///
  /// A functional colour may contain spaces, so it runs to its closing parenthesis.
  static func splitLeading(_ text: String) -> (color: String?, rest: String) {
    let trimmed = SequenceText.trim(text)
    let lower = trimmed.lowercased()
    if ["rgb(", "rgba("].contains(where: { lower.hasPrefix($0) }),
      let close = trimmed.firstIndex(of: ")")
    {
      let candidate = String(trimmed[...close])
      let rest = String(trimmed[trimmed.index(after: close)...])
      if let color = validate(candidate) { return (color, SequenceText.trim(rest)) }
      return (nil, trimmed)
    }
    let word = trimmed.prefix(while: { $0 != " " && $0 != "\t" })
    if let color = validate(String(word)) {
      return (color, SequenceText.trim(String(trimmed.dropFirst(word.count))))
    }
    return (nil, trimmed)
  }

  /// The CSS Color Module Level 4 named colours.
  private static let names: Set<String> = Set(
    """
    aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue
    blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk
    crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki
    darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen
    darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue
    dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite
    gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki
    lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan
    lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen
    lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen
    magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen
    mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream
    mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid
    palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum
    powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown
    seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen
    steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow
    yellowgreen transparent
    """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
}
