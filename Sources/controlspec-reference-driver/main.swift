// The reference implementation served over the wire protocol (conformance/PROTOCOL.md).
print("not yet")
