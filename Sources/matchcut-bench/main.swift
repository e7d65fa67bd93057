import Matchcut

print("matchcut-bench: no benchmarks yet")
