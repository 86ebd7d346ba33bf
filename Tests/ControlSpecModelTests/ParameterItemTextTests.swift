import Testing

@testable import ControlSpecModel

@Suite("Parameter item text")
struct ParameterItemTextTests {
    @Test(arguments: [
        ("- `title`: The title.", "The title."), ("* `title` – The title.", "The title."),
        ("+ `title` - - the title", "- the title"), ("  - `title`:   spaced", "spaced"),
        ("1. `title`: numbered", "numbered"), ("12) `title`: numbered", "numbered"), ("- `title`：标题。", "标题。"),
        ("- `title`： 标题", "标题"), ("- `title`", ""), ("- `title`:", ""), ("", ""),
        ("- `title`: - a bullet", "- a bullet"),
        ("- `title`:* a bullet", "a bullet"), ("- `title`:\u{3000}wide", "wide"), ("- `title`:é", "é"),
        // Another name's span is part of the description; the first span of the name is dropped.
        ("- `other`: another name", "`other`: another name"), ("- `title``title`: twice", "`title`: twice"),
        // A combining mark makes another character of the colon or dash, which then stays.
        ("- `title`:\u{301} combining", ":\u{301} combining"), ("- `title` -\u{301} dash", "-\u{301} dash"),
    ])
    func theDescriptionFollowsTheMarkerTheNameAndItsColonOrDash(item: String, description: String) {
        #expect(String(ParameterItemText.description(of: item[...], name: "title")) == description)
    }
}
