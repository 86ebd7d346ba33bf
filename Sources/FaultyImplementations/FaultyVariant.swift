import ControlContract
import ReferenceBinding

/// A deliberately faulty variant of the reference implementation: the reference with one documented behaviour
/// broken, to check that the conformance suite notices (a mutant, in mutation-testing terms).
///
/// A variant is made in one of two ways: at the contract, by changing what crosses it (wrong raw values, a
/// member that ignores an argument), or inside the model, by creating subclasses of `UIControl` or `UIButton`
/// that override one behaviour (through ``ReferenceObjectFactory``).
package struct FaultyVariant: Sendable {
    /// How the variant departs from the reference.
    enum Mechanism: Sendable {
        case contract(ContractFault)
        case subclasses(ReferenceObjectFactory)
    }

    /// A short kebab-case name (`no-normal-fallback-for-titles`).
    package let name: String
    /// One sentence: what is broken, and which documented behaviour that violates.
    package let summary: String
    /// Globs over member IDs (`UIButton.setTitle(_:for:)`, `UIControl.is*`) whose cases are expected to catch the
    /// variant; running only those cases is enough to see it caught.
    package let memberPatterns: [String]
    let mechanism: Mechanism

    init(_ name: String, _ summary: String, members memberPatterns: [String], _ mechanism: Mechanism) {
        self.name = name
        self.summary = summary
        self.memberPatterns = memberPatterns
        self.mechanism = mechanism
    }

    /// The name the variant's implementation reports: `faulty:` and the variant's name.
    package var implementationName: String { "faulty:" + name }

    /// The variant as an implementation cases can run against; it supports the same members as the reference.
    package var implementation: any ControlImplementation {
        switch mechanism {
        case .contract(let fault):
            ContractFaultImplementation(name: implementationName, fault: fault)
        case .subclasses(let factory):
            ReferenceImplementation(
                name: implementationName, version: ReferenceImplementation.version, factory: factory)
        }
    }
}
