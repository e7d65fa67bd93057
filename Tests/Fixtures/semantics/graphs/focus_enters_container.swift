import SwiftUI

// Hand-derived from the focus rule (swiftui-semantics §22.4): `.focused` on a view that contains
// a text field takes its value when focus enters that view, and is reset when focus leaves it.
//
// "Billing": each `BillingField` binds its own `editing` to its inner field, and the form binds
// `focus` to each whole `BillingField`. The state is (focus, editing of street, editing of
// city). s0 = (nil, false, false). A tap on the street field enters both bindings around it:
// s1 = (.street, true, false); on the city field: s2 = (.city, false, true). From s1 a tap on
// the city field first resets what focus leaves (`focus` holds .street → nil, street's
// `editing` holds true → false), then sets what it enters: s2. From s2 the street field gives
// s1. A tap on the field that has focus changes nothing. 3 states, 4 taps. Without the reset
// both `editing` flags would end true; without the container binding `focus` would stay nil.
enum BillingSlot: Hashable {
  case street, city
}

struct BillingField: View {
  var title: String
  @Binding var text: String
  @FocusState private var editing: Bool

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text(title).font(.caption)
      TextField(title, text: $text)
        .padding(8)
        .background {
          RoundedRectangle(cornerRadius: 6).fill(editing ? Color.blue.opacity(0.2) : Color.gray.opacity(0.1))
        }
        .focused($editing)
    }
  }
}

struct Billing: View {
  @FocusState private var focus: BillingSlot?
  @State private var street = ""
  @State private var city = ""
  @Namespace private var space

  var body: some View {
    VStack(spacing: 16) {
      BillingField(title: "Street", text: $street)
        .background {
          if focus == .street { Capsule().matchedGeometryEffect(id: "marker", in: space) }
        }
        .focused($focus, equals: .street)
      BillingField(title: "City", text: $city)
        .background {
          if focus == .city { Capsule().matchedGeometryEffect(id: "marker", in: space) }
        }
        .focused($focus, equals: .city)
    }
    .animation(.snappy, value: focus)
    .padding()
  }
}

#Preview("Billing") { Billing() }

// expect-scene "Billing": states 3, transitions 4, tap 4
