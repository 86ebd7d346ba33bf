import ControlContract
import ControlSpecModel
import Testing

@testable import CaseLanguage

@Suite struct SchemaTests {
    @Test(
        "Declaration strings parse into symbols",
        arguments: [
            ("func setTitle(_ title: String?, for state: UIControl.State)", "setTitle(_:for:)", false),
            ("var isEnabled: Bool { get set }", "isEnabled", false),
            ("init(type buttonType: UIButton.ButtonType)", "init(type:)", true),
            (
                "class func systemButton(with image: UIImage?, target: Any?, action: Selector?) -> Self",
                "systemButton(with:target:action:)", true
            ),
            ("static var highlighted: UIControl.State { get }", "highlighted", true),
            ("case system", "system", true),
            (
                "@available(iOS 14.0, *) @MainActor open func addAction(_ action: UIAction, for controlEvents: UIControl.Event)",
                "addAction(_:for:)", false
            ),
            (
                "func enumerateEventHandlers(_ iterator: (UIAction?, Any?, Selector?, UIControl.Event, UnsafeMutablePointer<ObjCBool>) -> Void)",
                "enumerateEventHandlers(_:)", false
            ),
            ("convenience init(title: String = \"\", children: [UIMenuElement] = [])", "init(title:children:)", true),
            ("init?(systemName name: String)", "init(systemName:)", true),
            (
                "var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? { get set }",
                "configurationUpdateHandler", false
            ),
            ("@NSCopying var tintColor: UIColor! { get set }", "tintColor", false),
        ])
    func parsesDeclaration(_ string: String, symbol: String, isStatic: Bool) throws {
        let declaration = try DeclarationParser.parse(string).get()
        #expect(declaration.symbol == symbol)
        #expect(declaration.isStatic == isStatic)
    }

    @Test func readOnlyAndSettablePropertiesAreTold() throws {
        for (string, settable) in [
            ("var state: UIControl.State { get }", false), ("var isEnabled: Bool { get set }", true),
            ("let a: Int", false), ("public private(set) var b: Int", false), ("var c: Int", true),
        ] {
            let declaration = try DeclarationParser.parse(string).get()
            #expect(declaration.kind == .variable(settable: settable), "\(string)")
        }
    }

    @Test func defaultValuesAreKeptAsText() throws {
        let declaration = try DeclarationParser.parse(
            "func f(a: Int = 1, b: [String] = [\"x\", \"y\"], c: UIControl.State = .normal)"
        ).get()
        #expect(declaration.parameters.map(\.defaultValue) == ["1", "[\"x\", \"y\"]", ".normal"])
    }

    @Test func builtInDeclarationsAllParse() {
        #expect(Schema.builtin.problems.isEmpty, "\(Schema.builtin.problems.map(\.summary))")
        #expect(TestSchema.schema.problems.isEmpty, "\(TestSchema.schema.problems.map(\.summary))")
    }

    @Test func everyValueMemberHasAnInterpreterImplementation() {
        for type in TestSchema.schema.types.values where type.isNative {
            for member in type.members.values.joined() {
                if case .constant = member.kind { continue }
                guard let key = member.nativeKey else {
                    Issue.record("\(member.key) of a value type has no native key")
                    continue
                }
                // A transformer's callAsFunction(_:) is compiled as a call of the case's closure instead.
                if NativeLibrary.runsClosure(key) { continue }
                #expect(NativeLibrary.function(for: key, type: type.name, rawValues: []) != nil, "\(key)")
                if case .property(settable: true) = member.kind {
                    #expect(NativeLibrary.setter(for: MemberKey.setter(key)) != nil, "\(key)=")
                }
            }
        }
    }

    @Test func membersAreKeyedByTheClassThatDeclaresThem() {
        let schema = TestSchema.schema
        #expect(schema.ancestry(of: "UIButton") == ["UIButton", "UIControl", "UIView", "UIResponder", "NSObject"])
        let isEnabled = schema.members(named: "isEnabled", of: .named("UIButton"), isStatic: false)
        #expect(isEnabled.map(\.key) == ["UIControl.isEnabled"])
        let frame = schema.members(named: "frame", of: .named("UIButton"), isStatic: false)
        #expect(frame.first?.key == "UIView.frame")
        #expect(frame.first?.type == .named("CGRect"))
        let setTitle = schema.members(named: "setTitle", of: .named("UIButton"), isStatic: false)
        #expect(setTitle.first?.parameters.map(\.type) == [.optional(.string), .named("UIControl.State")])
    }

    @Test func initializersAreKeyedByTheClassTheyCreate() {
        let schema = TestSchema.schema
        let symbols = schema.initializers(of: "UIButton").map(\.key)
        #expect(symbols.contains("UIButton.init(type:)"))
        #expect(symbols.contains("UIButton.init(frame:)"))
        #expect(symbols.contains("UIButton.init()"))
        #expect(schema.initializers(of: "RecordingControl").map(\.key).contains("RecordingControl.init(frame:)"))
    }

    @Test func registryConstantsBecomeValues() {
        let constants = TestSchema.schema.constants(of: "UIControl.State")
        #expect(constants.first { $0.name == "selected" }?.value == .options(type: "UIControl.State", raw: 4))
        let types = TestSchema.schema.constants(of: "UIButton.ButtonType")
        #expect(types.first { $0.name == "system" }?.value == .enumeration(type: "UIButton.ButtonType", raw: 1))
    }

    @Test func unreadableRegistryDeclarationsAreProblemsNotCrashes() {
        let registry = Registry(members: [
            Registry.Member(
                id: "UIControl.broken", className: "UIControl", kind: .property, name: "broken", swift: "var (",
                objc: "")
        ])
        let schema = Schema(registry: registry)
        #expect(schema.problems.map(\.id) == ["case.schema.badDeclaration"])
        #expect(schema.problems.first?.summary.contains("UIControl.broken") == true)
    }

    @Test func contractMemberKeysListTheHarnessAndSetters() {
        let keys = Set(TestSchema.schema.contractMemberKeys)
        for key in [
            "Harness.tap(_:)", "Harness.touchDown(_:at:tapCount:)", "UIControl.isEnabled=", "UIView.frame=",
            "UIButton.setTitle(_:for:)", "Harness.makeAction(title:identifier:)", "UIAction.invocationCount",
        ] {
            #expect(keys.contains(key), "\(key)")
        }
        // The recorders are the kit's own objects, not members an implementation provides.
        for key in KitHarness.keys { #expect(!keys.contains(key), "\(key)") }
        #expect(!keys.contains("CGRect.width"))
        #expect(!keys.contains("UIControl.state="))
    }
}
