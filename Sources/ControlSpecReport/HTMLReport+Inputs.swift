import ControlSpecModel
import ControlSpecRunner

extension HTMLReport {
    /// What the report shows beyond ``results`` (the case code, evidence and source, and where each case is on
    /// the site), as text, so that an incremental publish can tell whether the last report still holds.
    package func inputFacts() -> String {
        OutputSink.string(writeInputFacts(to:))
    }

    /// Writes the text of ``inputFacts()`` to `sink` piece by piece: streamed into a hasher, it tells
    /// whether the report's inputs changed without holding the case code of the whole corpus as one text.
    package func writeInputFacts(to sink: OutputSink) {
        sink.write(siteBase ?? "no site")
        sink.write("\n")
        sink.write(mutation.map { String(describing: $0) } ?? "no mutation summary")
        for result in results.cases {
            sink.write("\n")
            sink.write(links.link(for: result, language: .english) ?? "")
            if result.chinese != nil {
                sink.write("\n")
                sink.write(links.link(for: result, language: .chinese) ?? "")
            }
            if let item = links.englishCase(of: result) {
                sink.write("\n")
                sink.write(String(item.block.firstCodeLine))
                sink.write("\n")
                sink.write(item.evidence?.rawValue ?? "no evidence")
                sink.write("\n")
                sink.write(item.source ?? "no source")
                sink.write("\n")
                sink.write(item.block.code)
            }
        }
    }
}
