import ControlSpecModel
import Foundation
import Testing

@testable import CaseLanguage

/// `controlspec members` lists every contract key with its argument and result shapes.
@Suite(.enabled(if: RealRegistry.url != nil)) struct ContractSignatureTests {
    static func signatures() throws -> [String: ContractSignature] {
        let schema = Schema(registry: try Registry(contentsOf: try #require(RealRegistry.url)))
        return Dictionary(uniqueKeysWithValues: schema.contractSignatures.map { ($0.key, $0) })
    }

    @Test func everyContractKeyHasASignature() throws {
        let schema = Schema(registry: try Registry(contentsOf: try #require(RealRegistry.url)))
        #expect(schema.contractSignatures.map(\.key) == schema.contractMemberKeys)
    }

    @Test func signaturesGiveWireKindsOfArgumentsAndResults() throws {
        let signatures = try Self.signatures()
        let setTitle = try #require(signatures["UIButton.setTitle(_:for:)"])
        #expect(setTitle.kind == "method" && setTitle.hasReceiver)
        #expect(setTitle.arguments.map(\.label) == ["_", "for"])
        #expect(setTitle.arguments.map(\.shape.wire) == ["string or null", "options UIControl.State"])
        #expect(setTitle.result.wire == "void")
        let setter = try #require(signatures["UIControl.isEnabled="])
        #expect(setter.kind == "setter" && setter.arguments.map(\.shape.wire) == ["bool"])
        let constant = try #require(signatures["UIControl.State.highlighted"])
        #expect(constant.kind == "constant" && !constant.hasReceiver && constant.arguments.isEmpty)
        #expect(constant.result.wire == "options UIControl.State")
        let initializer = try #require(signatures["UIButton.init(type:)"])
        #expect(initializer.kind == "initializer" && !initializer.hasReceiver)
        #expect(initializer.result.wire == "object UIButton")
        let tap = try #require(signatures["Harness.tap(_:)"])
        #expect(tap.kind == "function" && !tap.hasReceiver && tap.arguments.map(\.shape.wire) == ["object UIControl"])
        let frame = try #require(signatures["UIView.frame"])
        #expect(frame.result.wire == "rect")
        let system = try #require(signatures["UIButton.systemButton(with:target:action:)"])
        #expect(system.kind == "classMethod" && !system.hasReceiver)
    }
}
