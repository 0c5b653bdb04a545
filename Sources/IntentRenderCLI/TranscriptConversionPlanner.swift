import Foundation
import MarkdownRender
import Transcript

/// One transcript to convert: where it is read from and where it goes (`nil`: standard output).
struct TranscriptConversionPlan: Sendable {
  var input: String
  var output: String?
  /// The one record to read (a conversation of a ChatGPT export), when the input is split.
  var record: Int?
}

/// Turns the command's inputs into jobs: one input alone, or a batch into `--out-dir`.
enum TranscriptConversionPlanner {
  /// The page listing the sessions of an HTML batch.
  static let indexName = "index.html"

  struct Plan {
    var single: TranscriptConversionPlan?
    var batch: [TranscriptConversionPlan] = []
  }

  static func plan(_ options: TranscriptCommand.Options, context: CommandContext) throws -> Plan {
    let inputs = options.inputs
    let isDirectory = { (path: String) -> Bool in
      var flag: ObjCBool = false
      return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
    }
    if inputs.count == 1, !isDirectory(inputs[0]), options.outDirectory == nil {
      return Plan(single: TranscriptConversionPlan(input: inputs[0], output: options.output))
    }
    if inputs.contains("-") {
      throw CLIError.usage("'-' (standard input) cannot be combined with other inputs")
    }
    guard let outDirectory = options.outDirectory else {
      throw CLIError.usage(
        "a directory or several inputs need --out-dir DIR (-o names a single output)")
    }
    let format = TranscriptCommand.format(options, output: nil, context: context)
    var jobs: [TranscriptConversionPlan] = []
    // The index of an HTML batch keeps its name.
    var taken: Set<String> = format == .html ? [indexName] : []
    func add(_ input: String, relative: String) {
      let base = visible((relative as NSString).deletingPathExtension)
      let count = conversations(in: input, format: options.inputFormat.format)
      for record in 0..<count {
        // A ChatGPT export of several conversations becomes one page each: `conversations-1`.
        let name = count == 1 ? base : "\(base)-\(record + 1)"
        var candidate = "\(name).\(format.fileExtension)"
        var counter = 2
        while taken.contains(candidate) {
          candidate = "\(name)-\(counter).\(format.fileExtension)"
          counter += 1
        }
        taken.insert(candidate)
        jobs.append(
          TranscriptConversionPlan(
            input: input, output: outDirectory + "/" + candidate, record: count == 1 ? nil : record)
        )
      }
    }
    for input in inputs {
      if isDirectory(input) {
        for relative in transcriptFiles(in: input, warn: context.warn) {
          add(input + "/" + relative, relative: relative)
        }
      } else {
        add(input, relative: URL(fileURLWithPath: input).lastPathComponent)
      }
    }
    return Plan(single: nil, batch: jobs)
  }

  /// How many conversations `path` holds: the count of a ChatGPT export's conversations, 1
  /// for any other input (and for anything that cannot be read: the conversion reports it).
  static func conversations(in path: String, format: TranscriptFormat?) -> Int {
    // Only a regular file is looked into: a FIFO read here would be empty for its conversion.
    let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type]
    guard (path as NSString).pathExtension.lowercased() == "json",
      type as? FileAttributeType == .typeRegular, format == nil || format == .chatgpt,
      let reader = try? TranscriptReader(source: .file(path), format: format),
      reader.format == .chatgpt, let count = try? reader.recordCount()
    else { return 1 }
    return max(1, count)
  }

  /// `path` with the leading dots of its last component dropped, so a page made from a
  /// dotfile (Aider's `.aider.chat.history.md`) is not hidden itself.
  static func visible(_ path: String) -> String {
    // A name without a slash has no folder (and Foundation's `deletingLastPathComponent`
    // traps on a one-character name, such as `a` of `a.jsonl`).
    let folder = path.contains("/") ? (path as NSString).deletingLastPathComponent : ""
    var name = String((path as NSString).lastPathComponent.drop { $0 == "." })
    if name.isEmpty { name = "transcript" }
    return folder.isEmpty ? name : folder + "/" + name
  }

  /// `.json`, `.jsonl` and Aider history files under `directory` (sub-agent sessions left to
  /// their session), relative paths sorted for a stable order. Only regular files (or links
  /// to them) are converted: a FIFO would block its conversion forever, and a device could be
  /// endless, so each of those is left out with a warning.
  static func transcriptFiles(in directory: String, warn: (String) -> Void = { _ in }) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
    var found: [String] = []
    var skipped: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      // Aider keeps its history in `.aider.chat.history.md` (`--chat-history-file` names
      // another, kept here when it ends the same way); other dotfiles and Markdown are not
      // chats.
      let aider = name.hasSuffix(".aider.chat.history.md")
      if name.hasPrefix("."), !aider { continue }
      let ext = (name as NSString).pathExtension.lowercased()
      guard ext == "json" || ext == "jsonl" || aider else { continue }
      // Claude Code's sub-agent sessions (`<session>/subagents/agent-*.jsonl` and their
      // `.meta.json`) are drawn inside their session's page, not as pages of their own.
      if ((relative as NSString).deletingLastPathComponent as NSString).lastPathComponent
        == "subagents",
        name.hasPrefix("agent-")
      {
        continue
      }
      var info = stat()
      guard stat(directory + "/" + relative, &info) == 0 else { continue }
      switch info.st_mode & S_IFMT {
      case S_IFREG: found.append(relative)
      case S_IFDIR: continue
      default: skipped.append(relative)
      }
    }
    for relative in skipped.sorted() {
      warn("\(directory)/\(relative): not a regular file (a FIFO, socket or device); skipped")
    }
    return found.sorted()
  }
}
