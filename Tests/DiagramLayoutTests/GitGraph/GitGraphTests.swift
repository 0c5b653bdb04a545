import Foundation
import Testing

@testable import DiagramLayout

@Suite struct GitGraphTests {
  func graph(_ text: String) throws -> GitGraph {
    try GitGraphParser.parse(try MermaidSource(parsing: text))
  }

  static let example = """
    gitGraph
       commit id: "1"
       commit id: "2"
       branch nice_feature
       checkout nice_feature
       commit id: "3"
       checkout main
       commit id: "4"
       checkout nice_feature
       branch very_nice_feature order: 1
       checkout very_nice_feature
       commit id: "5"
       checkout main
       commit id: "6" tag: "v1" type: HIGHLIGHT
       checkout nice_feature
       commit id: "7"
       checkout main
       merge nice_feature id: "customID" tag: "customTag" type: REVERSE
       checkout very_nice_feature
       commit id: "8"
       checkout main
       commit id: "9"
    """

  @Test func commandsBuildTheHistory() throws {
    let git = try graph(Self.example)
    #expect(git.branches.map(\.name) == ["main", "nice_feature", "very_nice_feature"])
    #expect(git.commits.map(\.id) == ["1", "2", "3", "4", "5", "6", "7", "customID", "8", "9"])
    let byID = Dictionary(uniqueKeysWithValues: git.commits.enumerated().map { ($1.id, $0) })
    let merge = git.commits[byID["customID"]!]
    #expect(merge.parents.map { git.commits[$0].id } == ["6", "7"])
    #expect(merge.type == .reverse && merge.tags == ["customTag"])
    #expect(git.commits[byID["5"]!].parents.map { git.commits[$0].id } == ["3"])
    #expect(git.commits[byID["6"]!].type == .highlight)
  }

  /// Read back from the SVG: the commits of a branch share one lane (one y in LR), lanes
  /// differ between branches, and each merge link starts on the merged branch's lane and
  /// ends on the merging one's.
  @Test func branchesShareALaneAndMergesJoinTheRightLanes() throws {
    let git = try graph(Self.example)
    let layout = GitGraphLayout(git, measurer: TextMeasurer())
    var laneY: [Int: Double] = [:]
    for dot in layout.dots {
      let branch = git.commits[dot.index].branch
      if let y = laneY[branch] {
        #expect(abs(y - dot.center.y) < 1e-9)
      } else {
        laneY[branch] = dot.center.y
      }
      #expect(dot.lane == layout.lanes[branch])
    }
    #expect(Set(laneY.values).count == 3)
    // `order: 1` puts very_nice_feature right after main.
    #expect(layout.lanes == [0, 2, 1])
    let svg = try ChartChecks.render(Self.example)
    let commits = ChartChecks.groups(svg, "commit")
    #expect(commits.map(\.id) == git.commits.map(\.id))
    for (group, dot) in zip(commits, layout.dots) {
      let numbers = ChartChecks.pathNumbers(in: group.body)
      if !numbers.isEmpty, !group.body.hasPrefix("><rect") {
        #expect(abs(numbers[1] - dot.center.y) < 0.01)
      }
    }
    let mergeIndex = git.commits.firstIndex { $0.id == "customID" }!
    let links = layout.links.filter { $0.child == mergeIndex }
    #expect(links.count == 2)
    let second = links.first { $0.parent == git.commits.firstIndex { $0.id == "7" }! }!
    #expect(
      abs(second.path.first!.y - laneY[1]!) < 1e-9 && abs(second.path.last!.y - laneY[0]!) < 1e-9)
    #expect(layout.dots.map(\.center.x) == layout.dots.map(\.center.x).sorted())
  }

  @Test func orientationsAndOptions() throws {
    let text =
      "---\nconfig:\n  gitGraph:\n    mainBranchName: trunk\n    showBranches: false\n"
      + "    parallelCommits: true\n---\ngitGraph TB:\n commit\n branch b\n commit\n checkout trunk\n commit\n"
    let git = try graph(text)
    #expect(git.orientation == .topToBottom && git.branches[0].name == "trunk")
    #expect(!git.showBranches && git.parallelCommits)
    let layout = GitGraphLayout(git, measurer: TextMeasurer())
    // Parallel: the commits after the branch point sit at the same step.
    #expect(layout.dots[1].center.y == layout.dots[2].center.y)
    #expect(layout.dots[1].center.x != layout.dots[2].center.x)
    let bt = GitGraphLayout(try graph("gitGraph BT:\n commit\n commit\n"), measurer: TextMeasurer())
    #expect(bt.dots[0].center.y > bt.dots[1].center.y)
    #expect(!(try ChartChecks.render(text)).contains("class=\"branch\""))
  }

  @Test func cherryPicks() throws {
    let git = try graph(
      "gitGraph\n commit id: \"ZERO\"\n branch develop\n branch release\n commit id:\"A\"\n"
        + " checkout main\n commit id:\"ONE\"\n checkout develop\n commit id:\"B\"\n"
        + " checkout main\n merge develop id:\"MERGE\"\n checkout release\n"
        + " cherry-pick id:\"MERGE\" parent:\"B\"\n")
    let picked = git.commits.last!
    #expect(picked.type == .cherryPick && picked.tags == ["cherry-pick:MERGE|parent:B"])
    #expect(picked.parents.map { git.commits[$0].id } == ["A", "MERGE"])
  }

  @Test(arguments: [
    ("gitGraph\n commit\n merge main\n", 3, "cannot merge a branch into itself"),
    (
      "gitGraph\n commit\n checkout nope\n", 3,
      "cannot check out 'nope': no branch has that name yet"
    ),
    (
      "gitGraph\n commit\n branch a\n branch a\n", 4,
      "the branch 'a' already exists (use 'checkout')"
    ),
    (
      "gitGraph\n commit\n branch a\n checkout main\n merge a\n", 5,
      "cannot merge 'a': both branches have the same head"
    ),
    (
      "gitGraph\n branch a\n commit\n checkout main\n merge a\n", 5,
      "cannot merge: the current branch 'main' has no commits"
    ),
    (
      "gitGraph\n commit id: \"x\"\n cherry-pick id: \"x\"\n", 3,
      "cannot cherry-pick 'x': it is on the current branch"
    ),
    (
      "gitGraph\n commit id: \"x\"\n branch b\n cherry-pick id: \"y\"\n", 4,
      "cherry-pick needs the id of an existing commit ('id: \"…\"')"
    ),
    (
      "gitGraph\n commit id: \"x\"\n branch b\n cherry-pick id: \"x\" parent: \"x\"\n", 4,
      "'parent:' is only for cherry-picking a merge commit"
    ),
    ("gitGraph\n commit type: ODD\n", 2, "expected type NORMAL, REVERSE or HIGHLIGHT, found 'ODD'"),
    (
      "gitGraph\n rebase\n", 2,
      "expected commit, branch, checkout, switch, merge or cherry-pick, found 'rebase'"
    ),
  ])
  func invalidOperationsAreErrorsAtTheirLine(_ text: String, _ line: Int, _ message: String) {
    do {
      _ = try graph(text)
      Issue.record("no error for \(text)")
    } catch let error as DiagramError {
      #expect(error.position.line == line)
      #expect(error.message == message)
    } catch {
      Issue.record("\(error)")
    }
  }

  @Test func commitLimitIsExact() throws {
    let ok = "gitGraph\n" + String(repeating: " commit\n", count: 500)
    #expect(try graph(ok).commits.count == 500)
    #expect(throws: DiagramError.self) { try graph(ok + " commit\n") }
  }

  @Test func hostileTextIsInert() throws {
    let svg = try ChartChecks.render(
      "gitGraph\n commit id: \"<script>alert(1)</script>\" tag: \"</text><img src=x onerror=alert(1)>\"\n"
        + " branch \"<svg/onload=alert(1)>\"\n commit\n")
    #expect(!svg.contains("<script") && !svg.contains("<img") && !svg.contains("<svg/onload"))
  }
}
