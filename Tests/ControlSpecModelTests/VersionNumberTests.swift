import ControlSpecModel
import Testing

/// Versions compared as numbers, component by component, missing components as zero.
@Suite struct VersionNumberTests {
    @Test func readsDottedDigits() {
        #expect(VersionNumber("13.4")?.components == [13, 4])
        #expect(VersionNumber("26")?.components == [26])
        #expect(VersionNumber("17.0.1")?.components == [17, 0, 1])
        for text in ["", "14.", ".5", "v15", "15.0 beta", "1..2", "-1", "１５.0", "+15"] {
            #expect(VersionNumber(text) == nil, "\(text)")
        }
    }

    @Test func comparesComponentsAsNumbers() throws {
        func version(_ text: String) -> VersionNumber { VersionNumber(text) ?? VersionNumber(-1) }
        #expect(version("13.10") > version("13.9"))
        #expect(version("9.0") < version("15.0"))
        #expect(version("15") == version("15.0"))
        #expect(version("15.0.1") > version("15"))
        #expect(version("26.0") > version("16.0"))
        #expect(!(version("15.0") < version("15")))
        #expect(Set([version("15"), version("15.0"), version("15.0.0")]).count == 1)
        #expect(version("13.4").description == "13.4")
        #expect(VersionNumber(13, 0) == VersionNumber("13"))
    }
}
