import ControlContract
import ControlSpecProcess
import Foundation
import Testing

/// One value of every `Value` case, with the exact line the protocol document shows for it.
private let documentedValues: [(Value, String)] = [
    (.void, #"{"kind":"void"}"#),
    (.null, #"{"kind":"null"}"#),
    (.bool(true), #"{"kind":"bool","value":true}"#),
    (.int(-3), #"{"kind":"int","value":-3}"#),
    (.float(0.5), #"{"kind":"float","value":0.5}"#),
    (.string("播放 \"Play\"\n"), #"{"kind":"string","value":"播放 \"Play\"\n"}"#),
    (.array([.int(1), .null]), #"{"kind":"array","value":[{"kind":"int","value":1},{"kind":"null"}]}"#),
    (.point(x: 10, y: 20.5), #"{"kind":"point","x":10,"y":20.5}"#),
    (.size(width: 100, height: 44), #"{"height":44,"kind":"size","width":100}"#),
    (.rect(x: 0, y: 0, width: 100, height: 44), #"{"height":44,"kind":"rect","width":100,"x":0,"y":0}"#),
    (
        .insets(top: 1, left: 2, bottom: 3, right: 4),
        #"{"bottom":3,"kind":"insets","left":2,"right":4,"top":1}"#
    ),
    (
        .color(red: 1, green: 0, blue: 0, alpha: 0.5),
        #"{"alpha":0.5,"blue":0,"green":0,"kind":"color","red":1}"#
    ),
    (.attributedString("Play"), #"{"kind":"attributedString","value":"Play"}"#),
    (.selector("handle:"), #"{"kind":"selector","value":"handle:"}"#),
    (
        .enumeration(type: "UIButton.ButtonType", raw: 1),
        #"{"kind":"enumeration","raw":1,"type":"UIButton.ButtonType"}"#
    ),
    (.options(type: "UIControl.State", raw: 5), #"{"kind":"options","raw":5,"type":"UIControl.State"}"#),
    (
        .object(ObjectHandle(id: 1, className: "UIButton")),
        #"{"className":"UIButton","id":1,"kind":"object"}"#
    ),
    (
        .structure(
            type: "UIButton.Configuration", fields: [Field("title", .string("Play")), Field("subtitle", .null)]),
        #"{"fields":[{"name":"title","value":{"kind":"string","value":"Play"}},"#
            + #"{"name":"subtitle","value":{"kind":"null"}}],"kind":"structure","type":"UIButton.Configuration"}"#
    ),
    (
        .enumCase(type: "UIButton.Configuration.CornerStyle", name: "capsule"),
        #"{"kind":"enumCase","name":"capsule","type":"UIButton.Configuration.CornerStyle"}"#
    ),
    (.closure(ClosureHandle(id: 2)), #"{"id":2,"kind":"closure"}"#),
]

@Suite("Wire values")
struct WireValueTests {
    @Test("every Value case survives a trip through its wire JSON", arguments: documentedValues.map(\.0))
    func everyCaseRoundTrips(value: Value) throws {
        let json = WireCodec.line(WireValue(value))
        let decoded = try JSONDecoder().decode(WireValue.self, from: Data(json.utf8))
        #expect(decoded.value == value)
    }

    @Test("every Value case has the documented JSON shape")
    func everyCaseHasTheDocumentedShape() {
        for (value, json) in documentedValues {
            #expect(WireCodec.line(WireValue(value)) == json, "\(value.debugDescription)")
        }
    }

    @Test("the documented examples cover every Value case")
    func examplesCoverEveryCase() {
        let kinds = Set(documentedValues.map { WireCodec.line(WireValue($0.0)) }.compactMap(kind(in:)))
        #expect(kinds.count == 20)
    }

    @Test("numbers that are not finite travel as strings and come back")
    func nonFiniteNumbersRoundTrip() throws {
        let value = Value.rect(x: .infinity, y: -.infinity, width: 0, height: 0)
        let json = WireCodec.line(WireValue(value))
        #expect(json.contains(#""x":"inf""#) && json.contains(#""y":"-inf""#))
        #expect(try JSONDecoder().decode(WireValue.self, from: Data(json.utf8)).value == value)
        let nan = try JSONDecoder().decode(WireValue.self, from: Data(#"{"kind":"float","value":"nan"}"#.utf8))
        guard case .float(let number) = nan.value else { Issue.record("not a float: \(nan.value)"); return }
        #expect(number.isNaN)
    }

    @Test("floats written without a fraction and ints are read as written")
    func integralNumbersAreAccepted() throws {
        let float = try JSONDecoder().decode(WireValue.self, from: Data(#"{"kind":"float","value":2}"#.utf8))
        #expect(float.value == .float(2))
        let rect = try JSONDecoder().decode(
            WireValue.self, from: Data(#"{"kind":"rect","x":0,"y":0.0,"width":1e2,"height":44}"#.utf8))
        #expect(rect.value == .rect(x: 0, y: 0, width: 100, height: 44))
    }

    @Test("an unknown kind or a missing field is an error")
    func malformedValuesAreRejected() {
        for json in [
            #"{"kind":"matrix"}"#, #"{"kind":"point","x":1}"#, #"{"kind":"bool","value":"yes"}"#,
            #"{"kind":"float","value":"infinity"}"#, #"{"value":1}"#,
        ] {
            #expect(throws: DecodingError.self, "\(json)") {
                try JSONDecoder().decode(WireValue.self, from: Data(json.utf8))
            }
        }
    }

    private func kind(in json: String) -> String? {
        let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return object?["kind"] as? String
    }
}
