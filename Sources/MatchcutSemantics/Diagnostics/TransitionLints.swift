import MatchcutSource

/// The transition lints that need no geometry (LANGUAGE §9).
struct TransitionLints {
  let sink: DiagnosticSink

  private typealias Site = MatchSite.Site
  private typealias Match = MatchSite

  /// `explorers[i]` explored `scenes[i]`; its `treeMatches` are the matches of the scene's trees.
  func run(scenes: [Scene], explorers: [Explorer]) {
    // The explorer's walk of each tree collected its matches, which two lints read.
    let matches = explorers.map(\.treeMatches)
    multipleSources(scenes, matches)
    // A scene with a failed action has an unknown state graph: "no partner in any state" would
    // be a follow-on of that error.
    let failed = Set(zip(scenes, explorers).filter { !$1.failedSites.isEmpty }.map { $0.0.name })
    unpartnered(scenes, matches, skipping: failed)
    geometryAfterMatch(scenes, matches)
    neverChanging(explorers)
  }

  /// Several `isSource: true` views of one group present in one state (swiftui-semantics §14:
  /// "results are undefined").
  private func multipleSources(_ scenes: [Scene], _ matches: [[[Match]]]) {
    var reported: Set<[Site]> = []
    for (sceneIndex, scene) in scenes.enumerated() {
      for index in scene.trees.indices {
        var groups: [String: [(site: Site, id: String)]] = [:]
        for match in matches[sceneIndex][index] where match.isSource {
          groups[match.group, default: []].append((match.site, match.id))
        }
        for key in groups.keys.sorted() {
          guard let members = groups[key], members.count > 1 else { continue }
          let sites = members.map(\.site)
          guard reported.insert(sites).inserted else { continue }
          let second = sites[1]
          sink.warning(
            "semantics.multiple-sources",
            "several views with isSource: true in matched geometry group '\(members[0].id)' are present at once (state s\(index) of '\(scene.name)'); SwiftUI's results are undefined",
            file: second.file, range: second.range,
            notes: [
              DiagnosticNote(
                "the other source is here", at: SourceSpan(path: sites[0].file, range: sites[0].range)),
              // OpenSwiftUI `MatchedGeometryScope`: views register at the front of the group's
              // list, and the first one not being removed with isSource: true is the source.
              DiagnosticNote(
                "SwiftUI uses the one inserted most recently (of views inserted together, the last drawn) "
                  + "as the source and draws the others on its frame"),
              DiagnosticNote("pass isSource: false to all views of the group but one"),
            ])
        }
      }
    }
  }

  /// A matched id whose group never holds two different views in any state of any scene.
  private func unpartnered(_ scenes: [Scene], _ matches: [[[Match]]], skipping failed: Set<String>) {
    var skipped: Set<Site> = []
    var groupPaths: [String: Set<String>] = [:]
    var siteGroups: [Site: Set<String>] = [:]
    var siteIDs: [Site: String] = [:]
    for (sceneIndex, scene) in scenes.enumerated() {
      for treeMatches in matches[sceneIndex] {
        for match in treeMatches {
          let group = scene.name + "|" + match.group
          groupPaths[group, default: []].insert(match.path)
          siteGroups[match.site, default: []].insert(group)
          siteIDs[match.site] = match.id
          if failed.contains(scene.name) { skipped.insert(match.site) }
        }
      }
    }
    for site in siteGroups.keys.sorted() where !skipped.contains(site) {
      let partnered = siteGroups[site, default: []].contains { (groupPaths[$0]?.count ?? 0) > 1 }
      if !partnered {
        sink.warning(
          "semantics.unmatched-geometry",
          "matched geometry id '\(siteIDs[site] ?? "")' has no partner in any state; the effect does nothing",
          file: site.file, range: site.range)
      }
    }
  }

  /// `padding` or a fixed `frame` after a size-matching `matchedGeometryEffect` in one chain.
  private func geometryAfterMatch(_ scenes: [Scene], _ matches: [[[Match]]]) {
    for (sceneIndex, scene) in scenes.enumerated() {
      // A tree without any matched geometry has nothing after one.
      for (index, tree) in scene.trees.enumerated() where !matches[sceneIndex][index].isEmpty {
        tree.visit { node in
          var matched = false
          for modifier in node.modifiers {
            switch modifier.kind {
            case .matchedGeometry(let m):
              if m.matchesSize { matched = true }
            case .padding, .paddingInsets, .frame:
              if matched {
                sink.warning(
                  "semantics.geometry-after-match",
                  "'\(modifier.kind.name)' after 'matchedGeometryEffect' is not part of the matched geometry",
                  file: node.file, range: modifier.range,
                  notes: [
                    DiagnosticNote(
                      "move it before matchedGeometryEffect so both views of the pair match the same frame")
                  ])
              }
            default:
              break
            }
          }
        }
      }
    }
  }

  /// Actions offered in some state that never change any state.
  private func neverChanging(_ explorers: [Explorer]) {
    var offered: [String: (file: String, range: SourceRange, kind: TriggerKind)] = [:]
    var changing: Set<String> = []
    for explorer in explorers {
      for (site, info) in explorer.offeredSites { offered[site] = info }
      changing.formUnion(explorer.changingSites)
      changing.formUnion(explorer.failedSites)
    }
    for site in offered.keys.sorted() where !changing.contains(site) {
      guard let info = offered[site], info.kind != .appear, info.kind != .press else { continue }
      sink.warning(
        "semantics.action-without-effect", "this \(info.kind.rawValue) action never changes the state",
        file: info.file, range: info.range)
    }
  }
}
