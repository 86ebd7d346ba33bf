import ControlSpecModel
import Testing

@testable import ControlSpecSite

@Suite struct SiteThreadsTests {
    /// The fuzz target renders on the calling thread alone: the files must be those of a build on every core.
    @Test func oneThreadBuildsTheSameFilesAsEveryCore() {
        let corpus = SiteFixture.corpus
        let everyCore = SiteGenerator(corpus: corpus, statuses: SiteFixture.statuses).generate(threads: 3)
        let one = SiteGenerator(corpus: corpus, statuses: SiteFixture.statuses).generate(threads: 1)
        #expect(!one.files.isEmpty)
        #expect(one.files.map(\.path) == everyCore.files.map(\.path))
        #expect(one.files.map(\.contents) == everyCore.files.map(\.contents))
        #expect(one.diagnostics.count == everyCore.diagnostics.count)
    }
}
