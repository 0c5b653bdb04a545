/// The mark drawn at one end of a class relation or an ER relationship (UML 2.5 §11.5.4 and
/// §11.8.3; crow's foot notation as Mermaid draws it).
enum EdgeMarker: Equatable {
  case none
  /// A filled triangle (transitions, associations).
  case arrow
  /// A hollow triangle (inheritance, realization).
  case triangle
  /// A filled diamond (composition).
  case filledDiamond
  /// A hollow diamond (aggregation).
  case hollowDiamond
  /// A hollow circle on the line (a lollipop interface).
  case lollipop
  /// Crow's foot ends: the inner mark (`zero` circle or `one` bar), then the outer (`one` bar
  /// or `many` fork) at the entity.
  case crowsFoot(minimum: Minimum, many: Bool)

  enum Minimum: Equatable {
    case zero, one
  }

  /// How far back from the outline the line stops: the marker fills that stretch. Crow's foot
  /// marks lie over the line, which runs to the outline.
  var inset: Double {
    switch self {
    case .none, .crowsFoot: return 0
    case .arrow: return 8
    case .triangle: return 13
    case .filledDiamond, .hollowDiamond: return 18
    case .lollipop: return 10
    }
  }

  /// Room the marker takes across the line (the fork's toes, a bar, a triangle's base).
  var width: Double {
    switch self {
    case .none: return 0
    case .arrow: return 9
    case .triangle: return 14
    case .filledDiamond, .hollowDiamond: return 11
    case .lollipop: return 10
    case .crowsFoot: return 16
    }
  }

  /// Room the marker takes along the line, so end texts are placed past it.
  var length: Double {
    switch self {
    case .crowsFoot: return 22
    default: return inset
    }
  }
}
