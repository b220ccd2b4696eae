import CPixman
import Foundation
import Raster

print("scrollkit-bench: pixman \(String(cString: pixman_version_string()))")
FillBenchmarks.run()
