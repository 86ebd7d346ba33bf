import Foundation

/// Text files a module ships as SwiftPM resources (style sheets, scripts), read once.
package enum ResourceText {
    /// The text of `name.type` in `bundle`, exactly as it is on disk.
    ///
    /// A missing resource is a broken build, not bad input, so it stops the program.
    package static func load(_ name: String, _ type: String, from bundle: Bundle) -> String {
        guard let url = bundle.url(forResource: name, withExtension: type),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { preconditionFailure("the resource \(name).\(type) is missing from \(bundle.bundlePath)") }
        return text
    }
}
