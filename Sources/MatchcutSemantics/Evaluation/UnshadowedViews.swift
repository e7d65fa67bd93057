/// The built-in views a call can reach without asking anything but the local scopes
/// (`Interpreter.evalCall`): those no declaration of the module can shadow.
///
/// A call `HStack { … }` first asks the scopes, then `self`'s members, the module's types and
/// enums, and only then the built-in views — ~6 hashes of the name for every built-in view
/// call. For a name the module declares nowhere (no type, nested type or enum of that name, no
/// method, computed or stored property of any struct, no `extension View` function), every one of
/// those questions answers no, whatever the receiver, so the call goes straight to the built-in
/// view once the scopes (which can shadow anything at run time) have not found the name.
enum UnshadowedViews {
  /// Each unshadowed built-in view with the argument labels `builtinView` accepts for it
  /// (`Builtins.viewLabels`; `Color`, checked by its own initializer, accepts none here).
  static func table(for module: Module) -> [String: Set<String>] {
    var declared: Set<String> = []
    for type in Array(module.types.values) + Array(module.nestedTypes.values) {
      declared.formUnion(type.methods.keys)
      declared.formUnion(type.computed.keys)
      declared.formUnion(type.stored.map(\.name))
      declared.insert(type.name)
    }
    declared.formUnion(module.types.keys)
    declared.formUnion(module.enums.keys)
    declared.formUnion(module.viewExtensions.keys)
    for qualified in module.nestedTypes.keys {
      declared.insert(qualified)
      if let last = qualified.split(separator: ".").last { declared.insert(String(last)) }
    }
    var table: [String: Set<String>] = [:]
    for (name, labels) in Builtins.viewLabels
    where !declared.contains(name) && !Builtins.isKnownModifier(name) {
      table[name] = labels
    }
    if !declared.contains("Color") { table["Color"] = [] }
    return table
  }
}
