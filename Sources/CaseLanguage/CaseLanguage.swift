// CaseLanguage: see ARCHITECTURE.md.
