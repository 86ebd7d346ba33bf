// ControlSpecModel: see ARCHITECTURE.md.
