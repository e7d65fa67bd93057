/// The diagnostic output formats of `--diagnostics-format` (TOOLING §1).
public enum DiagnosticFormat: String, Sendable, CaseIterable {
  /// `path:line:col: severity: message` plus snippet; see `TextDiagnosticRenderer`.
  case text
  /// JSON Lines; see `JSONDiagnosticRenderer`.
  case json
  /// One SARIF 2.1.0 log; see `SARIFDiagnosticRenderer`.
  case sarif
}

/// Identifies the tool in machine-readable diagnostic output.
public struct ToolInfo: Sendable, Hashable {
  public var name: String
  public var version: String
  public var informationURI: String

  public init(name: String, version: String, informationURI: String) {
    self.name = name
    self.version = version
    self.informationURI = informationURI
  }
}

extension DiagnosticFormat {
  /// Renders `diagnostics` (already in the order to print) in this format.
  ///
  /// SARIF is one document even for zero diagnostics; text and JSON Lines are empty then.
  public func render(
    _ diagnostics: [Diagnostic], files: [String: SourceFile], tool: ToolInfo, color: Bool
  ) -> String {
    switch self {
    case .text:
      TextDiagnosticRenderer.render(diagnostics, files: files, color: color, programName: tool.name)
    case .json:
      JSONDiagnosticRenderer.render(diagnostics, files: files)
    case .sarif:
      SARIFDiagnosticRenderer.render(
        diagnostics, files: files, toolName: tool.name, toolVersion: tool.version,
        informationURI: tool.informationURI)
    }
  }
}
