import ControlSpecModel
import Foundation

/// The full-text index of both languages, or of one of its parts (``SearchParts``), embedded in the site
/// as script files: `assets/search-index.js` defines the global `ControlSpecSearchIndex` and each part
/// `assets/search/NN.js` adds itself to it (script files, because `fetch` fails on `file://`).
///
/// English and other alphabetic text is indexed by words, the parts of camel-case names
/// (`setTitle` → `settitle`, `set`, `title`) and is matched by prefix; Chinese, which has no spaces
/// between words, by single characters and character bigrams (`标题` → `标`, `题`, `标题`).
/// The terms of one document, each with its weight there (``SearchIndex/termWeights(of:)``).
typealias TermWeights = [(term: String, weight: Int)]

struct SearchIndex: Codable, Equatable {
    /// One search result: a member, a constant or a case, in one language.
    struct Document: Codable, Equatable {
        /// The title shown in the results (`setTitle(_:for:)`).
        var title: String
        /// The class and the kind (`UIButton · Instance Method`).
        var meta: String
        /// A short plain-text excerpt.
        var snippet: String
        /// The page, relative to the site folder, with a `#fragment` for constants and cases.
        var url: String
        var language: String
        /// Equal for the same thing in both languages (`UIButton.setTitle(_:for:)#title-falls-back`), so
        /// that results show it once, in the reader's language.
        var key: String

        enum CodingKeys: String, CodingKey {
            case title = "t"
            case meta = "m"
            case snippet = "s"
            case url = "u"
            case language = "l"
            case key = "k"
        }
    }

    var documents: [Document] = []
    /// Term → flat list of (document index, weight) pairs, document indices ascending.
    var terms: [String: [Int]] = [:]

    /// The name of the global the script defines.
    static let globalName = "ControlSpecSearchIndex"

    /// Adds a document whose texts have the given weights.
    mutating func add(_ document: Document, texts: [(String, Int)]) {
        add(document, termWeights: Self.termWeights(of: texts))
    }

    /// Adds a document with its terms' weights (``termWeights(of:)``).
    mutating func add(_ document: Document, termWeights: TermWeights) {
        let index = documents.count
        documents.append(document)
        for (term, weight) in termWeights {
            terms[term, default: []].appendPosting(document: index, weight: weight)
        }
    }

    /// The terms of a document whose texts have the given weights, each with its weight in the document.
    ///
    /// A term's weight in the document is ten times the largest weight of a text it occurs in, plus
    /// how often it occurs (up to 9), so that among equally placed matches the page that talks most
    /// about the term comes first.
    static func termWeights(of texts: [(String, Int)]) -> TermWeights {
        var found: [String: TermWeight] = [:]
        for (text, weight) in texts {
            SearchTokenizer.forEachTerm(in: text) { found[$0, default: TermWeight()].add(weight) }
        }
        return found.map { (term: $0.key, weight: $0.value.weight * 10 + min($0.value.count, 9)) }
    }

    /// A term in one document: the largest weight of a text it occurs in, and how often it occurs.
    private struct TermWeight {
        var weight = 0
        var count = 0

        mutating func add(_ textWeight: Int) {
            weight = max(weight, textWeight)
            count += 1
        }
    }

    /// Appends documents after this index's, with their terms: term `i` has the (document, weight)
    /// pairs `postings[bounds[i]..<bounds[i + 1]]`, documents counted from the first of `documents`.
    mutating func append(documents newDocuments: [Document], terms newTerms: [String], bounds: [Int], postings: [Int]) {
        let offset = documents.count
        documents += newDocuments
        for (position, term) in newTerms.enumerated() {
            // Taken out and put back, so that the list is extended in place (one lookup, no copy). No
            // `reserveCapacity`: reserving the exact size each time would defeat the array's geometric
            // growth and make long lists quadratic.
            var list = terms.removeValue(forKey: term) ?? []
            for index in stride(from: bounds[position], to: bounds[position + 1], by: 2) {
                list.append(postings[index] + offset)
                list.append(postings[index + 1])
            }
            terms[term] = list
        }
    }

    /// Appends the documents of `other` after this index's, with their terms.
    mutating func append(_ other: SearchIndex) {
        let offset = documents.count
        documents += other.documents
        for (term, postings) in other.terms {
            var list = terms.removeValue(forKey: term) ?? []
            for index in stride(from: 0, to: postings.count, by: 2) {
                list.append(postings[index] + offset)
                list.append(postings[index + 1])
            }
            terms[term] = list
        }
    }

    /// The JavaScript file of one part of the index, which adds the part to the global that
    /// ``manifestScript`` defines (`ControlSpecSearchIndex.parts[7] = {…}`). Written straight into one
    /// buffer.
    func partScriptData(_ part: Int) -> Data {
        var out = Array(
            "// Generated by ControlSpec: part \(part) of the search index.\nwindow.\(Self.globalName).parts[\(part)] = "
                .utf8)
        ScriptJSON.write(self, to: &out)
        out += Array(";\n".utf8)
        return Data(out)
    }

    /// `assets/search-index.js`: defines the global with the number of parts and an empty list that
    /// the parts (`assets/search/NN.js`, loaded after it) fill.
    static let manifestScript = """
        // Generated by ControlSpec: the search index of the site, in parts (search/00.js, search/01.js, …) that \
        each add themselves to `parts`.
        window.\(globalName) = {"partCount":\(SearchParts.count),"parts":[]};

        """
}

/// The search index as JSON for a script, written directly: the same text `JSONEncoder` writes with
/// `.sortedKeys` and `.withoutEscapingSlashes` (keys in Swift's string order, the order of their UTF-8
/// bytes for text in Unicode normalization form C), at a fraction of the cost, with
/// U+2028, U+2029 and `<` escaped as well (they end lines in older JavaScript engines, and `<` keeps
/// the file inert as HTML).
enum ScriptJSON {
    static func text(of index: SearchIndex) -> String {
        var out: [UInt8] = []
        write(index, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    static func write(_ index: SearchIndex, to out: inout [UInt8]) {
        out.reserveCapacity(out.count + index.documents.count * 256 + index.terms.count * 32)
        out += Array(#"{"documents":["#.utf8)
        for (position, document) in index.documents.enumerated() {
            if position > 0 { out.append(UInt8(ascii: ",")) }
            let fields = [
                ("k", document.key), ("l", document.language), ("m", document.meta), ("s", document.snippet),
                ("t", document.title), ("u", document.url),
            ]
            for (offset, (key, value)) in fields.enumerated() {
                out.append(offset == 0 ? UInt8(ascii: "{") : UInt8(ascii: ","))
                appendString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                appendString(value, to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
        out += Array(#"],"terms":{"#.utf8)
        let keys = index.terms.keys.sorted()
        for (position, key) in keys.enumerated() {
            if position > 0 { out.append(UInt8(ascii: ",")) }
            appendString(key, to: &out)
            out += Array(":[".utf8)
            for (offset, number) in (index.terms[key] ?? []).enumerated() {
                if offset > 0 { out.append(UInt8(ascii: ",")) }
                appendNumber(number, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        }
        out += Array("}}".utf8)
    }

    /// The decimal digits of a number, as `JSONEncoder` writes an `Int`.
    private static func appendNumber(_ number: Int, to out: inout [UInt8]) {
        guard number > 0 else {
            if number == 0 { out.append(UInt8(ascii: "0")) } else { out += Array(String(number).utf8) }
            return
        }
        var divisor = 1
        while divisor <= number / 10 { divisor *= 10 }
        while divisor > 0 {
            out.append(UInt8(ascii: "0") + UInt8(number / divisor % 10))
            divisor /= 10
        }
    }

    private static func appendString(_ text: String, to out: inout [UInt8]) {
        let plain = text.utf8.allSatisfy { byte in
            byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "<")
                && byte != 0xE2
        }
        if plain {
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: text.utf8)
            out.append(UInt8(ascii: "\""))
            return
        }
        out.append(UInt8(ascii: "\""))
        var bytes = text.utf8.makeIterator()
        while let byte = bytes.next() {
            switch byte {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x08: out += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C: out += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case 0..<0x20: out += Array(("\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)).utf8)
            case UInt8(ascii: "<"): out += Array("\\u003c".utf8)
            case 0xE2:
                // U+2028 and U+2029 are E2 80 A8 and E2 80 A9; other characters pass through.
                guard let second = bytes.next() else {
                    out.append(byte)
                    break
                }
                guard second == 0x80, let third = bytes.next() else {
                    out += [byte, second]
                    break
                }
                switch third {
                case 0xA8: out += Array("\\u2028".utf8)
                case 0xA9: out += Array("\\u2029".utf8)
                default: out += [byte, second, third]
                }
            default:
                out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}

extension [Int] {
    /// Appends one (document, weight) pair of a term's postings.
    fileprivate mutating func appendPosting(document: Int, weight: Int) {
        append(document)
        append(weight)
    }
}
