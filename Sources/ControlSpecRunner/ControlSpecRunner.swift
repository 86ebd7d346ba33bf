// ControlSpecRunner: see ARCHITECTURE.md.
