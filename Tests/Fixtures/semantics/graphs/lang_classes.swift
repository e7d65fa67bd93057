import SwiftUI

// Hand-derived from Swift's rules (The Swift Programming Language, "Structures and Classes"
// → "Classes Are Reference Types", "Identity Operators", "Structures and Enumerations Are
// Value Types"; "Inheritance" → overriding methods and properties; "Initialization" →
// convenience initializers and "Automatic Initializer Inheritance"; "Type Casting"). Each tap
// moves `stage` on only when that stage's check computes the value below.
// (`class_super_calls.swift` covers `super.init` and `super.method()`.)
//   0 two references to one object see one mutation: b = a; b.deposit(5) → a.balance 10 + 5 = 15
//   1 identity: a === b for the copy of the reference; a !== c for an equal but separate
//     object → true
//   2 a struct copy does not share mutation: w2 = w1; w2.cash += 5 → w1 10, w2 15 → 1015
//   3 a convenience init delegates across to the designated one: Account() → 100; `Savings`
//     declares no designated init and defaults every stored property, so it inherits both
//     inits: Savings() → 100 as well → 200
//   4 an overridden computed property is dispatched on the dynamic type through `[Account]`:
//     "account 1,savings 2"
//   5 an overridden method through a base-class reference: Savings.deposit doubles via
//     super: 0 + 3 · 2 → 6
//   6 a struct holding a class reference copies the reference: the copy's account is the same
//     object, so depositing 4 through it shows in the original → 4
//   7 `is` and `as?` see the dynamic type: the `Account`-typed savings is a Savings, its rate
//     is 2; a function parameter of class type mutates the caller's object (no `inout`):
//     drain sets it to 0 → "true 2 0"
//   8 a `final class` value: the array holds the same tag twice and an equal new one; only the
//     first two are `===` to it → 2
// Stages 0…9: 10 states, 9 taps; at 9 no case matches and the tap changes nothing.
class Account {
  var balance: Int

  init(balance: Int) { self.balance = balance }
  convenience init() { self.init(balance: 100) }

  var summary: String { "account \(balance)" }

  func deposit(_ amount: Int) { balance += amount }
}

class Savings: Account {
  var rate = 2

  override var summary: String { "savings \(balance)" }

  override func deposit(_ amount: Int) { super.deposit(amount * rate) }
}

final class Tag {
  let name: String
  init(_ name: String) { self.name = name }
}

struct Wallet { var cash: Int }

struct Holder { let account: Account }

func drain(_ account: Account) { account.balance = 0 }

func shared() -> Int {
  let a = Account(balance: 10)
  let b = a
  b.deposit(5)
  return a.balance
}

func identity() -> Bool {
  let a = Account(balance: 1)
  let b = a
  let c = Account(balance: 1)
  return a === b && a !== c && !(a === c)
}

func valueCopy() -> Int {
  let w1 = Wallet(cash: 10)
  var w2 = w1
  w2.cash += 5
  return w1.cash * 100 + w2.cash
}

func overriddenDeposit() -> Int {
  let account: Account = Savings(balance: 0)
  account.deposit(3)
  return account.balance
}

func heldTwice() -> Int {
  let h1 = Holder(account: Account(balance: 0))
  let h2 = h1
  h2.account.deposit(4)
  return h1.account.balance
}

func casts() -> String {
  let account: Account = Savings(balance: 5)
  let rate = (account as? Savings)?.rate ?? 0
  drain(account)
  return "\(account is Savings) \(rate) \(account.balance)"
}

func sameTags() -> Int {
  let tag = Tag("x")
  let tags = [tag, tag, Tag("x")]
  return tags.filter { $0 === tag }.count
}

struct ClassChecks: View {
  @State private var stage = 0

  func advance() {
    let accounts: [Account] = [Account(balance: 1), Savings(balance: 2)]
    switch stage {
    case 0 where shared() == 15: stage = 1
    case 1 where identity(): stage = 2
    case 2 where valueCopy() == 1015: stage = 3
    case 3 where Account().balance + Savings().balance == 200: stage = 4
    case 4 where accounts.map { $0.summary }.joined(separator: ",") == "account 1,savings 2": stage = 5
    case 5 where overriddenDeposit() == 6: stage = 6
    case 6 where heldTwice() == 4: stage = 7
    case 7 where casts() == "true 2 0": stage = 8
    case 8 where sameTags() == 2: stage = 9
    default: break
    }
  }

  var body: some View {
    Text("Stage \(stage)")
      .onTapGesture { advance() }
  }
}

#Preview("LangClasses") { ClassChecks() }

// expect-scene "LangClasses": states 10, transitions 9, tap 9
