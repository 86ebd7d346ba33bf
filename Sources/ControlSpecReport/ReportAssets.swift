import ControlSpecHTML
import Foundation

/// The stylesheet and script every report page loads; one copy each, beside the pages.
enum ReportAssets {
    static let stylesheetPath = "report.css"
    static let scriptPath = "report.js"

    static var files: [String: Data] {
        [stylesheetPath: Data(stylesheet.utf8), scriptPath: Data(script.utf8)]
    }

    static let stylesheet = ResourceText.load("report", "css", from: .module)

    static let script = ResourceText.load("report", "js", from: .module)
}
