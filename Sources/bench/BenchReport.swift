import Foundation

/// Prints the benchmark's table and target verdicts.
enum BenchReport {
    /// The CPU model, from /proc/cpuinfo.
    static var cpuModel: String {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
              let colon = line.firstIndex(of: ":") else { return "unknown" }
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }

    /// `value` in a field of `width` characters, right-aligned.
    static func field(_ value: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - value.count)) + value
    }

    static func ms(_ v: Double?) -> String { v.map { String(format: "%.2f", $0) } ?? "-" }
    static func ratio(_ a: Double?, _ b: Double?) -> String {
        guard let a, let b, b > 0 else { return "-" }
        return String(format: "%.2fx", a / b)
    }

    /// PASS or MISS for a target that holds when `ok`.
    static func verdict(_ ok: Bool) -> String { ok ? "PASS" : "MISS" }
}
