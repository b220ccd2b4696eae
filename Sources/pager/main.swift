import Foundation

// The paging demo has its own issue; until it lands, say so plainly instead of pretending.
FileHandle.standardError.write(Data("pager: not built yet; the paging demo lands with its own issue.\n".utf8))
exit(2)
