import ControlContract
import Foundation

/// `{"type":"action","session":1,"target":{"id":-1,"className":"ActionRecorder"},"selector":"handle:",
/// "sender":{"kind":"object","id":2,"className":"UIButton"}}`: an action the implementation sent to one of the
/// kit's objects during an `invoke`, written before that call's answer and not answered (PROTOCOL.md, "The kit's
/// harness").
enum KitActionMessage {
    private struct Message: Codable {
        var type: String
        var session: Int?
        var target: ObjectHandle
        var selector: String
        var sender: WireValue?
    }

    /// The action a line carries; nil when the line is another message.
    static func action(in line: String) -> KitAction? {
        // Most lines are answers: only a line that names the type is decoded twice.
        guard line.contains("\"action\"") else { return nil }
        guard let message = try? JSONDecoder().decode(Message.self, from: Data(line.utf8)), message.type == "action"
        else { return nil }
        return KitAction(target: message.target, selector: message.selector, sender: message.sender?.value ?? .null)
    }

    /// The line a server writes for `action` in session `session`.
    static func line(for action: KitAction, session: Int) -> String {
        WireCodec.line(
            Message(
                type: "action", session: session, target: action.target, selector: action.selector,
                sender: WireValue(action.sender)))
    }
}
