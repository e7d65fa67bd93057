// Semantics produces the resolved view model of `MatchcutViews` (`ViewNode`, `ViewKind`,
// `ResolvedModifier` and their vocabulary): a client of the semantic pass reads those types, so
// it gets them with the pass.
@_exported import MatchcutViews
