#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The HTTP side of `matchcut preview`: a small server on 127.0.0.1 only, with plain POSIX
/// sockets and one thread (`poll`), no dependencies.
///
/// It binds the loopback address, so no other interface can reach it, and it answers only
/// requests whose `Host` is the loopback address or `localhost` (a web page elsewhere cannot use
/// a DNS name pointing here to read it). Responses are written with `MSG_NOSIGNAL` and a send
/// timeout: a client that goes away or stops reading is dropped, never the server.
public final class PreviewServer {
  /// One request: its path (with the query) and the client it came from.
  public struct Request: Sendable, Hashable {
    public var client: Int32
    public var method: String
    public var target: String

    /// The path without the query, e.g. `/events`.
    public var path: String { String(target.prefix { $0 != "?" }) }

    /// The query's value for `name` (`scene` in `/events?scene=2`), undecoded.
    public func query(_ name: String) -> String? {
      guard let mark = target.firstIndex(of: "?") else { return nil }
      for pair in target[target.index(after: mark)...].split(separator: "&") {
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        if parts.first.map(String.init) == name { return parts.count > 1 ? String(parts[1]) : "" }
      }
      return nil
    }
  }

  /// Why the server could not start.
  public enum StartError: Error, Sendable, Hashable, CustomStringConvertible {
    case socket(Int32)
    case bind(port: Int, errno: Int32)
    case listen(Int32)

    public var description: String {
      switch self {
      case .socket(let code): "cannot open a socket: \(PreviewServer.message(code))"
      case .bind(let port, let code): "cannot listen on 127.0.0.1:\(port): \(PreviewServer.message(code))"
      case .listen(let code): "cannot listen: \(PreviewServer.message(code))"
      }
    }
  }

  /// The port it listens on (the one asked for, or the system's pick for 0).
  public let port: Int
  private let listener: Int32
  private var pending: [Int32: [UInt8]] = [:]
  /// Clients holding an event stream open, with what they asked for (`scene`).
  public private(set) var streams: [Int32: String] = [:]
  /// Longest request head read; longer ones are refused.
  static let maximumHead = 16 * 1024

  /// Listens on 127.0.0.1:`port` (0: any free port).
  public init(port: Int) throws(StartError) {
    signal(SIGPIPE, SIG_IGN)
    #if canImport(Glibc)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw .socket(errno) }
    var yes: Int32 = 1
    _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(truncatingIfNeeded: port).bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let bound = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else {
      let code = errno
      close(descriptor)
      throw .bind(port: port, errno: code)
    }
    guard listen(descriptor, 16) == 0 else {
      let code = errno
      close(descriptor)
      throw .listen(code)
    }
    var actual = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &actual) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    self.listener = descriptor
    self.port = Int(UInt16(bigEndian: actual.sin_port))
  }

  deinit { close(listener) }

  /// Closes every client and the listening socket's clients; the listener closes with the value.
  public func closeAll() {
    for client in Array(pending.keys) + Array(streams.keys) { close(client) }
    pending = [:]
    streams = [:]
  }

  /// Waits up to `milliseconds` for connections and requests; returns the complete requests
  /// read (empty on timeout or when a signal interrupts the wait).
  public func waitForRequests(milliseconds: Int32) -> [Request] {
    var watched = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0)]
    for client in pending.keys.sorted() {
      watched.append(pollfd(fd: client, events: Int16(POLLIN), revents: 0))
    }
    // Event streams are watched only for hang-ups (a browser sends nothing more on them).
    for client in streams.keys.sorted() {
      watched.append(pollfd(fd: client, events: Int16(POLLIN), revents: 0))
    }
    let ready = poll(&watched, nfds_t(watched.count), milliseconds)
    guard ready > 0 else { return [] }
    var requests: [Request] = []
    for entry in watched where entry.revents != 0 {
      if entry.fd == listener {
        acceptClient()
      } else if streams[entry.fd] != nil {
        var scratch = [UInt8](repeating: 0, count: 512)
        let count = recv(entry.fd, &scratch, scratch.count, 0)
        if count <= 0 { drop(entry.fd) }
      } else if let request = readRequest(entry.fd) {
        requests.append(request)
      }
    }
    return requests
  }

  private func acceptClient() {
    let client = accept(listener, nil, nil)
    guard client >= 0 else { return }
    // A client that stops reading is dropped after 2 s instead of stalling the server.
    var timeout = timeval(tv_sec: 2, tv_usec: 0)
    _ = setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    #if canImport(Darwin)
      var yes: Int32 = 1
      _ = setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
    #endif
    pending[client] = []
  }

  /// Reads what `client` sent; a whole request head gives a request (a bad one is answered
  /// and closed here).
  private func readRequest(_ client: Int32) -> Request? {
    var chunk = [UInt8](repeating: 0, count: 4096)
    let count = recv(client, &chunk, chunk.count, 0)
    guard count > 0 else {
      drop(client)
      return nil
    }
    var buffer = pending[client] ?? []
    buffer.append(contentsOf: chunk[0..<count])
    guard let end = Self.headEnd(buffer) else {
      if buffer.count > Self.maximumHead {
        respond(
          client, status: "431 Request Header Fields Too Large", type: "text/plain",
          body: Array("too large\n".utf8))
      } else {
        pending[client] = buffer
      }
      return nil
    }
    let head = String(decoding: buffer[0..<end], as: UTF8.self)
    let lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
    let first = (lines.first ?? "").split(separator: " ")
    guard first.count == 3, first[1].hasPrefix("/") else {
      respond(client, status: "400 Bad Request", type: "text/plain", body: Array("bad request\n".utf8))
      return nil
    }
    var host = ""
    for line in lines.dropFirst() {
      let parts = line.split(separator: ":", maxSplits: 1)
      if parts.count == 2, parts[0].lowercased() == "host" {
        host = parts[1].trimmingSpaces
      }
    }
    guard Self.isLoopbackHost(host, port: port) else {
      respond(
        client, status: "403 Forbidden", type: "text/plain",
        body: Array("only 127.0.0.1 and localhost\n".utf8))
      return nil
    }
    pending[client] = nil
    return Request(client: client, method: String(first[0]), target: String(first[1]))
  }

  /// Whether a `Host` header names this server on the loopback interface.
  static func isLoopbackHost(_ host: String, port: Int) -> Bool {
    ["127.0.0.1:\(port)", "localhost:\(port)", "127.0.0.1", "localhost"].contains(host.lowercased())
  }

  static func headEnd(_ bytes: [UInt8]) -> Int? {
    guard bytes.count >= 4 else { return nil }
    for index in 0...(bytes.count - 4)
    where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
      return index
    }
    return nil
  }

  /// Answers `client` and closes it.
  public func respond(_ client: Int32, status: String, type: String, body: [UInt8]) {
    let head =
      "HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\n"
      + "Cache-Control: no-store\r\nConnection: close\r\n\r\n"
    _ = send(client, Array(head.utf8) + body)
    drop(client)
  }

  /// Keeps `client` open as a server-sent event stream for `key`.
  public func openStream(_ client: Int32, key: String) {
    let head =
      "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
      + "Connection: keep-alive\r\n\r\n: matchcut preview\n\n"
    pending[client] = nil
    if send(client, Array(head.utf8)) { streams[client] = key } else { drop(client) }
  }

  /// Sends one event to stream `client`; a client gone is dropped.
  public func sendEvent(_ client: Int32, event: String, data: String) {
    var text = "event: \(event)\n"
    for line in data.split(separator: "\n", omittingEmptySubsequences: false) { text += "data: \(line)\n" }
    text += "\n"
    if !send(client, Array(text.utf8)) { drop(client) }
  }

  private func drop(_ client: Int32) {
    pending[client] = nil
    streams[client] = nil
    close(client)
  }

  /// Writes all of `bytes`; false when the client went away or stalled.
  private func send(_ client: Int32, _ bytes: [UInt8]) -> Bool {
    #if canImport(Glibc)
      let flags = Int32(MSG_NOSIGNAL)
    #else
      let flags: Int32 = 0
    #endif
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { raw in
        systemSend(client, raw.baseAddress.map { $0 + offset }, bytes.count - offset, flags)
      }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return false }
      offset += written
    }
    return true
  }

  static func message(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}

/// `send(2)`, named apart from the method.
private func systemSend(_ socket: Int32, _ buffer: UnsafeRawPointer?, _ length: Int, _ flags: Int32) -> Int {
  send(socket, buffer, length, flags)
}

extension Substring {
  fileprivate var trimmingSpaces: String {
    String(self.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
