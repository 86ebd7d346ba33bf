// ReferenceBinding: see ARCHITECTURE.md.
