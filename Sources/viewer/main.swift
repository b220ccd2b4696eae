import ViewerKit

ViewerProgram.main()
