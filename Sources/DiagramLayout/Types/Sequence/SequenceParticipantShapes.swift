/// Participant heads and feet: boxes, the database cylinder, the stacked collections box and
/// the UML icons (actor, boundary, control, entity) drawn above their labels.
extension SequencePainter {
  mutating func paintParticipant(_ participant: SequenceLayout.Participant) {
    writer.open(
      "g",
      [
        ("class", "participant"), ("data-id", participant.id),
        ("data-kind", participant.kind.rawValue),
      ])
    writer.element(
      "line",
      [
        ("class", "lifeline"), ("x1", format(participant.centerX)),
        ("y1", format(participant.lifelineTop)), ("x2", format(participant.centerX)),
        ("y2", format(participant.lifelineBottom)), ("stroke", palette.line),
        ("stroke-width", "1"), ("stroke-dasharray", "3 3"),
      ])
    shape(participant.kind, in: participant.head)
    text(participant.label, cssClass: "participant-label")
    if let foot = participant.foot, let label = participant.footLabel {
      shape(participant.kind, in: foot)
      text(label, cssClass: "participant-label")
    }
    if let cross = participant.destroyedAt {
      let s = 9.0
      writer.element(
        "path",
        [
          ("class", "destroy"),
          (
            "d",
            "M\(format(cross.x - s)) \(format(cross.y - s))L\(format(cross.x + s)) "
              + "\(format(cross.y + s))M\(format(cross.x - s)) \(format(cross.y + s))"
              + "L\(format(cross.x + s)) \(format(cross.y - s))"
          ),
          ("stroke", palette.line), ("stroke-width", "2"),
        ])
    }
    writer.close()
    writer.newline()
  }

  private func format(_ value: Double) -> String { SVGNumber.format(value) }

  private var shapeStyle: [(StaticString, String)] {
    [("fill", palette.nodeFill), ("stroke", palette.nodeStroke), ("stroke-width", "1.5")]
  }

  private mutating func shape(_ kind: SequenceParticipant.Kind, in r: Rect) {
    let f = format
    switch kind {
    case .participant:
      writer.element("rect", [("class", "node-shape")] + rect(r) + [("rx", "3")] + shapeStyle)
    case .queue:
      // Mermaid's queue: a cylinder on its side, its open end on the right.
      let rx = min(8, r.width / 4)
      let ry = r.height / 2
      let d =
        "M\(f(r.x + rx)) \(f(r.y))H\(f(r.maxX - rx))A\(f(rx)) \(f(ry)) 0 0 1 \(f(r.maxX - rx)) "
        + "\(f(r.maxY))H\(f(r.x + rx))A\(f(rx)) \(f(ry)) 0 0 1 \(f(r.x + rx)) \(f(r.y))Z"
        + "M\(f(r.maxX - rx)) \(f(r.y))A\(f(rx)) \(f(ry)) 0 0 0 \(f(r.maxX - rx)) \(f(r.maxY))"
      writer.element("path", [("class", "node-shape"), ("d", d)] + shapeStyle)
    case .collections:
      let back = Rect(x: r.x + 4, y: r.y - 4, width: r.width, height: r.height)
      writer.element("rect", [("class", "node-shape")] + rect(back) + [("rx", "3")] + shapeStyle)
      writer.element("rect", [("class", "node-shape")] + rect(r) + [("rx", "3")] + shapeStyle)
    case .database:
      let ry = 6.0
      let d =
        "M\(f(r.x)) \(f(r.y + ry))A\(f(r.width / 2)) \(f(ry)) 0 0 1 \(f(r.maxX)) \(f(r.y + ry))"
        + "V\(f(r.maxY - ry))A\(f(r.width / 2)) \(f(ry)) 0 0 1 \(f(r.x)) \(f(r.maxY - ry))Z"
        + "M\(f(r.x)) \(f(r.y + ry))A\(f(r.width / 2)) \(f(ry)) 0 0 0 \(f(r.maxX)) \(f(r.y + ry))"
      writer.element("path", [("class", "node-shape"), ("d", d)] + shapeStyle)
    case .actor:
      let cx = r.center.x
      let top = r.y
      writer.element(
        "circle",
        [("class", "node-shape"), ("cx", f(cx)), ("cy", f(top + 7)), ("r", "7")] + shapeStyle)
      let d =
        "M\(f(cx)) \(f(top + 14))V\(f(top + 24))M\(f(cx - 11)) \(f(top + 18))H\(f(cx + 11))"
        + "M\(f(cx - 9)) \(f(top + 33))L\(f(cx)) \(f(top + 24))L\(f(cx + 9)) \(f(top + 33))"
      writer.element(
        "path", [("class", "node-stroke"), ("d", d), ("fill", "none")] + strokeOnly)
    case .boundary:
      let cx = r.center.x + 5
      let cy = r.y + 16
      writer.element(
        "path",
        [
          ("class", "node-stroke"),
          ("d", "M\(f(cx - 24)) \(f(cy - 11))V\(f(cy + 11))M\(f(cx - 24)) \(f(cy))H\(f(cx - 13))"),
          ("fill", "none"),
        ] + strokeOnly)
      circle(cx, cy)
    case .control:
      let cx = r.center.x
      let cy = r.y + 18
      circle(cx, cy)
      writer.element(
        "path",
        [
          ("class", "node-stroke"),
          ("d", "M\(f(cx + 4)) \(f(cy - 18))L\(f(cx - 3)) \(f(cy - 13))L\(f(cx + 4)) \(f(cy - 8))"),
          ("fill", "none"),
        ] + strokeOnly)
    case .entity:
      let cx = r.center.x
      let cy = r.y + 14
      circle(cx, cy)
      writer.element(
        "path",
        [
          ("class", "node-stroke"), ("d", "M\(f(cx - 13)) \(f(cy + 16))H\(f(cx + 13))"),
          ("fill", "none"),
        ]
          + strokeOnly)
    }
  }

  private var strokeOnly: [(StaticString, String)] {
    [("stroke", palette.nodeStroke), ("stroke-width", "1.5")]
  }

  private mutating func circle(_ cx: Double, _ cy: Double) {
    writer.element(
      "circle",
      [("class", "node-shape"), ("cx", format(cx)), ("cy", format(cy)), ("r", "13")] + shapeStyle)
  }
}
