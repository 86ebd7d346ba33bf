// ControlSpecSite: see ARCHITECTURE.md.
