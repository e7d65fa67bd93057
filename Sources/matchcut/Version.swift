import Matchcut

/// The version string, read without touching the pipeline.
let matchcutVersionString = MatchcutVersion.string
