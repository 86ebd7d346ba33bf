// ControlSpecReport: see ARCHITECTURE.md.
