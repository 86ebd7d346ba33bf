// The reference implementation served over the wire protocol (conformance/PROTOCOL.md), so the
// runner can test the process plumbing against a known-good implementation, and other tools can
// drive the reference model from any language.
import ControlSpecProcess
import ReferenceBinding

WireServer(implementation: ReferenceImplementation()).serve()
