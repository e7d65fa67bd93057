import Matchcut
import MatchcutEmit
import MatchcutLayout
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Set by SIGINT/SIGTERM while previewing; read by the serving loop.
private let previewStopRequested = Atomic<Bool>(false)

/// `matchcut preview FILE|DIR [--port N]`: the player for the file's scenes on a local server
/// (127.0.0.1 only), recompiled on every save (the watch's polling: sizes and modification times,
/// settled for 100 ms), the new timeline pushed to the open pages by server-sent events, and the
/// diagnostics shown on the page while the file does not compile. Ctrl-C stops it
/// (docs/gallery.md "Preview").
enum PreviewCommand: Command {
  static let name = "preview"
  static let abstract = "Serve a live preview of the scenes on 127.0.0.1, updated on every save."
  static let synopsis = "FILE|DIR [--port N] [options]"
  static let positionals = PositionalSpec(
    name: "FILE|DIR", help: "The source file, or a folder of samples.", minimum: 1, maximum: 1)
  static let options: [OptionSpec] = [
    OptionSpec(["--port"], value: "N", help: "The port on 127.0.0.1 (default 8017; 0 picks a free one)."),
    OptionSpec(
      ["--canvas"], value: "CANVAS",
      help: "Device preset (.iPhone15Pro, .iPhoneSE, .iPadPro11) or WxH; overrides #Canvas."),
  ]
  static let defaultPort = 8017
  /// How often the inputs are polled and stopping is checked, in milliseconds.
  static let pollMilliseconds: Int32 = 200

  static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitStatus {
    var port = defaultPort
    if let text = arguments.value("--port") {
      guard let value = Int(text), value >= 0, value <= 65535 else {
        return UsageFailure("'--port' needs a port number from 0 to 65535, not '\(text)'").report()
      }
      port = value
    }
    let canvas: Canvas?
    switch SceneSelection.canvas(arguments) {
    case .success(let value): canvas = value
    case .failure(let failure): return failure.report()
    }
    let path = arguments.positionals[0]
    guard path != "-" else { return UsageFailure("'preview' cannot watch standard input ('-')").report() }
    guard FileSystem.kind(of: path) != nil else {
      Terminal.err("matchcut: error: no such file or directory: '\(path)'\n")
      return .failure
    }
    let server: PreviewServer
    do {
      server = try PreviewServer(port: port)
    } catch {
      Terminal.err("matchcut: error: \(error)\n")
      return .failure
    }
    previewStopRequested.store(false, ordering: .relaxed)
    signal(SIGINT) { _ in previewStopRequested.store(true, ordering: .relaxed) }
    signal(SIGTERM) { _ in previewStopRequested.store(true, ordering: .relaxed) }
    var stopSignals = sigset_t()
    sigemptyset(&stopSignals)
    sigaddset(&stopSignals, SIGINT)
    sigaddset(&stopSignals, SIGTERM)
    sigprocmask(SIG_UNBLOCK, &stopSignals, nil)

    var session = PreviewSession(path: path, canvas: canvas)
    rebuild(&session, context: context)
    Terminal.err("matchcut: previewing on http://127.0.0.1:\(server.port)/ (Ctrl-C stops)\n")
    var snapshot = InputSnapshot.take(session.watched)
    var changedAt: InputSnapshot?
    while !previewStopRequested.load(ordering: .relaxed) {
      for request in server.waitForRequests(milliseconds: pollMilliseconds) {
        answer(request, session: session, server: server)
      }
      let current = InputSnapshot.take(session.watched)
      if current != snapshot {
        // Editors save in steps: rebuild once the inputs stayed the same for one poll.
        if current == changedAt {
          snapshot = current
          changedAt = nil
          rebuild(&session, context: context)
          for (client, key) in server.streams.sorted(by: { $0.key < $1.key }) {
            let event = session.event(scene: Int(key) ?? 0)
            server.sendEvent(client, event: event.name, data: event.data)
          }
        } else {
          changedAt = current
        }
      }
    }
    server.closeAll()
    Terminal.err("matchcut: stopped previewing\n")
    return .success
  }

  private static func rebuild(_ session: inout PreviewSession, context: CommandContext) {
    for result in session.rebuild() {
      context.report(result.diagnostics, files: result.compilation.filesByPath)
    }
    let scenes = session.scenes.count
    Terminal.err(
      session.errors == nil
        ? "matchcut: built \(scenes) scene\(scenes == 1 ? "" : "s") (version \(session.version))\n"
        : "matchcut: does not compile; the page shows the errors (version \(session.version))\n")
  }

  private static func answer(_ request: PreviewServer.Request, session: PreviewSession, server: PreviewServer)
  {
    guard request.method == "GET" || request.method == "HEAD" else {
      server.respond(
        request.client, status: "405 Method Not Allowed", type: "text/plain", body: Array("GET only\n".utf8))
      return
    }
    let path = request.path
    if path == "/events" {
      let scene = request.query("scene") ?? "0"
      server.openStream(request.client, key: scene)
      if request.query("v") != String(session.version) {
        let event = session.event(scene: Int(scene) ?? 0)
        server.sendEvent(request.client, event: event.name, data: event.data)
      }
      return
    }
    if path == "/favicon.ico" {
      server.respond(request.client, status: "204 No Content", type: "image/x-icon", body: [])
      return
    }
    var scene: Int?
    if path == "/" || path == "/index.html" {
      scene = 0
    } else if path.hasPrefix("/scene/") {
      scene = Int(path.dropFirst("/scene/".count))
    }
    guard let number = scene else {
      server.respond(
        request.client, status: "404 Not Found", type: "text/plain", body: Array("not found\n".utf8))
      return
    }
    server.respond(
      request.client, status: "200 OK", type: "text/html; charset=utf-8",
      body: request.method == "HEAD" ? [] : Array(session.page(scene: number).utf8))
  }
}
