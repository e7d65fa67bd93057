import AdNetwork
import SwiftUI

// Hand-counted (swiftui-semantics §23.18): `Interstitial` comes from a package Matchcut cannot
// read. Made where a view could stand, it is a placeholder; its property read is then a
// stand-in, a condition on it is false, and setting its property is skipped. The button still
// toggles `shown`: one Bool, 2 states, 2 taps.
struct AdScreen: View {
  // expected-warning@+1 {{'Interstitial' is not declared in the module; it may come from 'AdNetwork'}}
  @State private var ad: Interstitial = Interstitial(unitID: "test")
  @State private var shown = false

  var body: some View {
    VStack {
      Button {
        // expected-warning@+2 {{this condition comes from 'Interstitial', which is not evaluated; it is taken as false}}
        // expected-warning@+1 {{'Interstitial' is not declared in the module; Matchcut cannot read the module it comes from: its uses are skipped}}
        if ad.isReady { shown = false }
        ad.delegate = nil
        shown.toggle()
      } label: {
        Text("Show")
      }
      if shown { Color.orange.frame(height: 40) }
    }
  }
}

#Preview("Ad") { AdScreen() }

// expect-scene "Ad": states 2, transitions 2, tap 2
