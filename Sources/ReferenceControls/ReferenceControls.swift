// ReferenceControls: see ARCHITECTURE.md.
