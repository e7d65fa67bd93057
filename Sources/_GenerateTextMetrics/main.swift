// Placeholder; the generator is written in the following commits.
print("_GenerateTextMetrics: not yet implemented")
