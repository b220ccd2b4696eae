import Foundation

/// `SCROLLKIT_SNAPSHOT_RECORD=prune swift test`: removes the reference files no assertion
/// asked for. The folders searched are the `__Snapshots__` folders beside the test files
/// whose assertions ran (every test file in those directories, so a deleted test file's
/// folder goes too). As `swift test` runs XCTest and Swift Testing in two processes, each
/// pass adds what it asked for to `snapshot-asked-<run>.txt` in the artifacts folder, and
/// the last pass removes what neither asked for. A filtered run (`--filter`, `--skip`)
/// prunes nothing: it did not ask for every reference; nor does the test binary run by
/// itself, which cannot know what the other pass would ask for.
enum ReferencePruner {
    /// Adds this pass's `asked` references to the run's list; in the last pass, prunes.
    static func finishPass(asked: Set<String>, folder: URL, run: String) {
        // Run otherwise (the test binary alone), a pass cannot know what the other asked for.
        guard TestRun.isUnderSwiftTest else {
            print("snapshot prune: skipped, prune runs under swift test: \(SnapshotRecordMode.environmentVariable)=prune swift test")
            return
        }
        let list = folder.appendingPathComponent("snapshot-asked-\(run).txt")
        guard TestRun.isLastPass else {
            do {
                try add(asked, toList: list)
            } catch {
                print("snapshot prune: could not write \(list.path): \(error); nothing will be pruned")
            }
            return
        }
        let all = asked.union(references(inList: list))
        try? FileManager.default.removeItem(at: list)
        guard TestRun.isFullRun else {
            print("snapshot prune: skipped, the run was filtered (--filter or --skip); prune needs a full run")
            return
        }
        let removed = prune(keeping: all)
        print(removed.isEmpty ? "snapshot prune: no unused references"
              : "snapshot prune: removed \(removed.count) unused reference\(removed.count == 1 ? "" : "s"):\n"
                + removed.map { "  \($0)" }.joined(separator: "\n"))
    }

    /// The lock file that makes `add(_:toList:)` one process at a time.
    static let lockName = ".snapshot-asked.lock"

    /// Adds `asked` to the run's list at `list`, under the folder's lock: the XCTest worker
    /// processes of `swift test --parallel` end at once, and a list rewritten by one without
    /// another's references would have the last pass prune references that tests use.
    static func add(_ asked: Set<String>, toList list: URL) throws {
        let folder = list.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FolderLock.withLock(in: folder, named: lockName) {
            let all = asked.union(references(inList: list))
            try all.sorted().joined(separator: "\n").write(to: list, atomically: true, encoding: .utf8)
        }
    }

    /// The references in the run's list at `list`; none when there is no list yet.
    static func references(inList list: URL) -> Set<String> {
        guard let text = try? String(contentsOf: list, encoding: .utf8) else { return [] }
        return Set(text.split(separator: "\n").map(String.init))
    }

    /// Removes every file under the `__Snapshots__` folders of `keeping`'s references that
    /// is not in `keeping` (standardized paths), and folders left empty; returns the
    /// removed files' paths, sorted.
    static func prune(keeping: Set<String>) -> [String] {
        let roots = Set(keeping.map {
            URL(fileURLWithPath: $0).deletingLastPathComponent().deletingLastPathComponent().path
        }).filter { $0.hasSuffix("/" + SnapshotPaths.folderName) }
        var removed: [String] = []
        let manager = FileManager.default
        for root in roots.sorted() {
            guard let walker = manager.enumerator(at: URL(fileURLWithPath: root), includingPropertiesForKeys: [.isRegularFileKey]) else { continue }
            var folders: [URL] = []
            for case let url as URL in walker {
                if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                    let path = url.standardizedFileURL.path
                    if !keeping.contains(path), (try? manager.removeItem(at: url)) != nil { removed.append(path) }
                } else {
                    folders.append(url)
                }
            }
            for folder in folders.reversed() where (try? manager.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
                try? manager.removeItem(at: folder)
            }
        }
        return removed.sorted()
    }
}
