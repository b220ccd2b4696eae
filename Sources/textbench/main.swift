print("textbench")
