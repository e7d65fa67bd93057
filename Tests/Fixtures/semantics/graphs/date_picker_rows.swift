import SwiftUI

// Hand-counted: date pickers are drawn in their compact style (label, then the date and time
// buttons) and, like the other controls, offer no action of their own: editing a date is not
// explored. The one action is the button's toggle: 2 states, 2 taps.
struct Reminder: View {
  @State private var due = Date()
  @State private var done = false

  var body: some View {
    Form {
      DatePicker("Due", selection: $due, displayedComponents: [.date])
      DatePicker("Starts", selection: $due)
      DatePicker(selection: $due, displayedComponents: .hourAndMinute) {
        Text("Alarm")
      }
      Button(done ? "Undo" : "Done") { done.toggle() }
    }
  }
}

#Preview("Reminder") { Reminder() }

// expect-scene "Reminder": states 2, transitions 2, tap 2
