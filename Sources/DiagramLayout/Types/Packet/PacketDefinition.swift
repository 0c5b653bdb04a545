extension DiagramType {
  /// Packet diagrams (`packet`, `packet-beta`).
  public static let packet = DiagramType(registered: "packet")
}

extension DiagramTypeDefinition {
  /// The packet type: parsed, laid out and drawn as SVG.
  static let packet = DiagramTypeDefinition(
    .packet, keywords: ["packet", "packet-beta"], proseName: "packet",
    examplesFolder: "packet", limitedItems: "fields",
    render: { source, context throws(DiagramError) in
      try PacketRenderer.render(source, context: context)
    }
  )
}
