/// The rows and cells of one HTML `<table>` as `HTMLBlockReader` meets its tags, for the
/// terminal's table layout: `<th>` cells of the first row make the header, `thead`/`tbody`/
/// `tfoot` only group rows, and a missing `</td>` or `</tr>` closes at the next cell or row as
/// HTML's parser closes them.
struct TableCollector {
  /// Whether a `<table>` is open.
  var isOpen = false
  /// Whether a `<td>` or `<th>` is open (its content is collected by the reader).
  private(set) var inCell = false
  private var rows: [[[Inline]]] = []
  private var row: [[Inline]]?
  private var headerRow = false
  private var firstRowIsHeader = false
  /// Set at `</table>`: the header row (when the first row was all `<th>`) and the rows.
  private(set) var finished: (header: [[Inline]]?, rows: [[[Inline]]])?

  init(isOpen: Bool = false) {
    self.isOpen = isOpen
  }

  /// Takes one table tag; `cell` is the content read since the last tag. `false` when the
  /// table is not one the terminal draws (an empty table, content outside a cell).
  mutating func take(_ name: String, isEnd: Bool, cell: [Inline]) -> Bool {
    if inCell {
      row?.append(cell)
      inCell = false
    } else if !cell.isEmpty {
      return false
    }
    switch (name, isEnd) {
    case ("td", false), ("th", false):
      if row == nil { startRow() }
      if name == "td" { headerRow = false }
      inCell = true
    case ("tr", false):
      endRow()
      startRow()
    case ("tr", true):
      endRow()
    case ("table", true):
      endRow()
      guard !rows.isEmpty else { return false }
      let header = firstRowIsHeader ? rows.first : nil
      finished = (header, firstRowIsHeader ? Array(rows.dropFirst()) : rows)
      isOpen = false
    default:
      break  // `</td>`, `</th>`, `thead`, `tbody`, `tfoot`
    }
    return true
  }

  private mutating func startRow() {
    row = []
    headerRow = true
  }

  private mutating func endRow() {
    guard let finishedRow = row else { return }
    if rows.isEmpty && headerRow && !finishedRow.isEmpty { firstRowIsHeader = true }
    if !finishedRow.isEmpty { rows.append(finishedRow) }
    row = nil
  }
}
