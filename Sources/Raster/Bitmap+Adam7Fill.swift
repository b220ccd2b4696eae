/// Filling the gaps of an Adam7 image whose decode stopped partway (a file cut short, damaged
/// data): every pixel no pass reached takes the value of the pixel at the top left of its
/// block in the passes read whole, as a browser shows an interlaced image arriving. Left as
/// the decode left them, those pixels were transparent between the ones it did reach, so a
/// file cut in its fifth pass showed a grey screen door over the checkerboard (seven pixels
/// in eight missing) instead of its picture, coarse.
extension Bitmap {
    /// The Adam7 pass (1 to 7) of each pixel, by its column and row modulo 8.
    static let adam7Pass: [[UInt8]] = [
        [1, 6, 4, 6, 2, 6, 4, 6], [7, 7, 7, 7, 7, 7, 7, 7], [5, 6, 5, 6, 5, 6, 5, 6], [7, 7, 7, 7, 7, 7, 7, 7],
        [3, 6, 4, 6, 3, 6, 4, 6], [7, 7, 7, 7, 7, 7, 7, 7], [5, 6, 5, 6, 5, 6, 5, 6], [7, 7, 7, 7, 7, 7, 7, 7],
    ]

    /// The block each pixel of the passes read whole stands for, after `passes` of Adam7's
    /// seven (1 to 6): pass 1 is every 8th pixel of every 8th row, pass 2 adds the ones
    /// half-way along, ... pass 6 leaves only the odd rows out.
    static func adam7BlockSize(afterPasses passes: Int) -> (width: Int, height: Int) {
        [(8, 8), (4, 8), (4, 4), (2, 4), (2, 2), (1, 2)][passes - 1]
    }

    /// Fills the pixels of this Adam7 image that its decode did not reach, `passes` passes
    /// (1 to 6) read whole and the next one through image row `rows` (its pixels in rows
    /// above that decoded), each with the pixel at the top left of its block in the passes
    /// read whole.
    /// - Complexity: O(width x height).
    func fillAdam7Gaps(afterPasses passes: Int, rowsOfNextPass rows: Int) {
        precondition((1...6).contains(passes), "a pass count with gaps left")
        let block = Self.adam7BlockSize(afterPasses: passes)
        for y in 0..<height {
            let source = row(y - y % block.height), target = row(y)
            let kinds = Self.adam7Pass[y % 8]
            let reached = y < rows ? passes + 1 : passes
            for x in 0..<width where Int(kinds[x % 8]) > reached {
                target[x] = source[x - x % block.width]
            }
        }
    }
}
