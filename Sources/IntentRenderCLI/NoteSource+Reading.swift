import RenderJobs

extension NoteSource {
  /// Maps `path` when that pays, else reads it (or standard input) with `InputText`; the
  /// file is opened once either way.
  static func read(_ path: String?, context: CommandContext) throws -> NoteSource {
    guard let path, path != "-" else {
      let input = try InputText.read(path, context: context)
      return .text(name: input.name, input.text)
    }
    let file = try InputFile.open(path)
    defer { file.close() }
    if let mapped = MappedFile.map(file.descriptor) {
      return .mapped(name: path, mapped)
    }
    let input = try InputText.read(
      descriptor: file.descriptor, name: path, context: context,
      limit: InputStreamReader.maximumBytes)
    return .text(name: input.name, input.text)
  }
}
