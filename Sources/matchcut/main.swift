import Matchcut

print("matchcut \(MatchcutVersion.string)")
