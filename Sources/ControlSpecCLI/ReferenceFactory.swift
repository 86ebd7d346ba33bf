import ControlContract
import ReferenceBinding

/// Creates the in-process reference implementation.
enum ReferenceFactory {
    static func make() -> any ControlImplementation { ReferenceImplementation() }
}
