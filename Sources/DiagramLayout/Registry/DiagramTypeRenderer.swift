/// A diagram type's renderer: a parsed `MermaidSource` in, an SVG document out.
package protocol DiagramTypeRenderer {
  static func render(_ source: MermaidSource, context: DiagramContext) throws(DiagramError)
    -> String
}
