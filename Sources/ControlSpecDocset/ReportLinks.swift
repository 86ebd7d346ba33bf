import ControlSpecModel

/// A docset holds the site, not the conformance report beside it: the site's links to the report
/// (``SiteContext/reportLink``, marked `class="report-link"`) would lead out of the docset to nothing.
/// The docset's copy of a page leaves them out: the footer's note as a whole, a case's result as its
/// text. A link to a report at an absolute address still leads somewhere and stays.
///
/// Searches compare UTF-8 bytes: Foundation's `range(of:)` bridged each page to `NSString`, which was a
/// tenth of a publish's processor time.
enum ReportLinks {
    private static let note = #"<span class="report-note">"#
    private static let link = #"<a class="report-link" href=""#

    /// `html` without its links to a report the docset does not hold; `html` itself when it has none.
    static func removed(from html: String) -> String {
        guard html.firstByteRange(of: link) != nil else { return html }
        var result = ""
        result.reserveCapacity(html.utf8.count)
        var rest = Substring(html)
        while let start = rest.firstByteRange(of: link) {
            let href = rest[start.upperBound...].prefix { $0 != "\"" }
            guard href.firstByteRange(of: "://") == nil,
                let close = rest[start.upperBound...].firstByteRange(of: "</a>")
            else {
                result += rest[..<start.upperBound]
                rest = rest[start.upperBound...]
                continue
            }
            var before = rest[..<start.lowerBound]
            var after = rest[close.upperBound...]
            if before.hasSuffix(note + " · "), after.hasPrefix("</span>") {
                // The footer's note: the separator, the link and the note's element go.
                before = before.dropLast(note.count + " · ".count)
                after = after.dropFirst("</span>".count)
                result += before
            } else {
                // A case's result: its text stays, without the link.
                let opening =
                    rest[start.upperBound...].firstIndex(of: ">").map { rest.index(after: $0) } ?? close.lowerBound
                result += before
                result += rest[opening..<close.lowerBound]
            }
            rest = after
        }
        result += rest
        return result
    }
}
