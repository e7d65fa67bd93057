import SwiftUI

// Hand-derived from Swift's rules (The Swift Programming Language, "Statements" → "Compiler
// Control Statements": conditional compilation blocks, platform conditions, `!`, `&&`, `||`,
// `#elseif`, nesting) for a preview taken as an iOS 17 device build in the debug configuration
// (docs/semantics.md, CompilationConditions): os(iOS) true, every other os false; UIKit
// importable, AppKit not; not a simulator, not Mac Catalyst; DEBUG set; Swift 6 language and
// compiler, so swift(>=5.9) and compiler(>=5.9) hold. Each tap moves `stage` on only when that
// stage's check returns the value below. (`conditional_compilation.mcut` covers os(iOS)/#else
// in a view builder, targetEnvironment(simulator), canImport(AppKit), DEBUG on a member,
// #available and a postfix #if.)
//   0 #if os(macOS) is false, the #elseif os(iOS) branch is taken → 2
//   1 canImport(UIKit) holds, canImport(AppKit) does not → "uikit"
//   2 swift(>=5.9) && compiler(>=5.9) holds; swift(<5.0) does not → 59
//   3 !os(watchOS) holds; os(watchOS) || os(tvOS) does not → "not watch"
//   4 nested: inside #if DEBUG, targetEnvironment(simulator) is false, so its #else → "device debug"
//   5 statements inside an action: `#if os(iOS)` keeps `stage = 6`, the `#else` branch (which
//     would go to 99) is dropped; targetEnvironment(macCatalyst) is false → 6
// Stages 0…6: 7 states, 6 taps; at 6 no case matches and the tap changes nothing.
func platformCode() -> Int {
  #if os(macOS)
    return 1
  #elseif os(iOS)
    return 2
  #else
    return 3
  #endif
}

func importable() -> String {
  #if canImport(AppKit)
    return "appkit"
  #elseif canImport(UIKit)
    return "uikit"
  #else
    return "none"
  #endif
}

func languageVersion() -> Int {
  #if swift(<5.0)
    return 50
  #elseif swift(>=5.9) && compiler(>=5.9)
    return 59
  #else
    return 0
  #endif
}

func watchCheck() -> String {
  #if os(watchOS) || os(tvOS)
    return "watch or tv"
  #elseif !os(watchOS)
    return "not watch"
  #else
    return "?"
  #endif
}

func buildKind() -> String {
  #if DEBUG
    #if targetEnvironment(simulator)
      return "simulator debug"
    #else
      return "device debug"
    #endif
  #else
    return "release"
  #endif
}

struct ConditionalChecks: View {
  @State private var stage = 0

  func advance() {
    switch stage {
    case 0 where platformCode() == 2: stage = 1
    case 1 where importable() == "uikit": stage = 2
    case 2 where languageVersion() == 59: stage = 3
    case 3 where watchCheck() == "not watch": stage = 4
    case 4 where buildKind() == "device debug": stage = 5
    case 5:
      #if targetEnvironment(macCatalyst)
        stage = 98
      #elseif os(iOS)
        stage = 6
      #else
        stage = 99
      #endif
    default: break
    }
  }

  var body: some View {
    Text("Stage \(stage)")
      .onTapGesture { advance() }
  }
}

#Preview("LangConditional") { ConditionalChecks() }

// expect-scene "LangConditional": states 7, transitions 6, tap 6
