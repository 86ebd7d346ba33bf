// ControlSpecProcess: see ARCHITECTURE.md.
