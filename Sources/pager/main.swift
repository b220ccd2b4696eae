import PagerKit

PagerProgram.main()
