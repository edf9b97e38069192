print("typefit-bench: not yet")
