import SwiftUI

// Hand-derived from the focus rule (swiftui-semantics §22.4): a tap on a text or secure field
// with `.focused` gives it focus, writing the field's value (or `true`) through the binding.
//
// "Checkout": `field` ∈ {nil, .name, .card} = 3 states. s0 (nil): the name field → .name, the
// card field → .card (Done leaves nil: no edge). s1 (.name): card → .card, Done → nil (a tap on
// the focused field changes nothing). s2 (.card): name → .name, Done → nil. 6 taps; the
// `onChange` reaction moves the ring within each of them and adds no state of its own beyond
// `ring`, which always equals `field` after the reaction.
enum CheckoutField: Hashable {
  case name, card
}

struct Checkout: View {
  @FocusState private var field: CheckoutField?
  @State private var ring: CheckoutField?
  @State private var name = ""
  @State private var number = ""
  @Namespace private var space

  var body: some View {
    VStack(spacing: 12) {
      TextField("Name on card", text: $name)
        .padding(12)
        .background {
          if ring == .name { RoundedRectangle(cornerRadius: 8).matchedGeometryEffect(id: "ring", in: space) }
        }
        .focused($field, equals: .name)
      SecureField("Card number", text: $number)
        .padding(12)
        .background {
          if ring == .card { RoundedRectangle(cornerRadius: 8).matchedGeometryEffect(id: "ring", in: space) }
        }
        .focused($field, equals: .card)
      Button("Done") { field = nil }
    }
    .onChange(of: field) {
      withAnimation(.snappy) { ring = field }
    }
  }
}

// "Search": `editing` ∈ {false, true} = 2 states; the field's tap sets true (s0→s1) and Cancel
// sets false (s1→s0): 2 taps.
struct Search: View {
  @FocusState private var editing: Bool
  @State private var query = ""

  var body: some View {
    HStack {
      TextField("Search", text: $query).focused($editing)
      if editing {
        Button("Cancel") { editing = false }
      }
    }
  }
}

#Preview("Checkout") { Checkout() }
#Preview("Search") { Search() }

// expect-scene "Checkout": states 3, transitions 6, tap 6
// expect-scene "Search": states 2, transitions 2, tap 2
