// ControlSpecHTML: see ARCHITECTURE.md.
