// The layout model is written in the shared vocabulary (`Axis`, `Axes`, `EdgeSet`, `ShapeKind`,
// `ContentMode`, `FontWeight`, `TextStyleName`, `TextAlignment`): a client of the layout model
// speaks those types, so it gets them with the model.
@_exported import MatchcutViews
