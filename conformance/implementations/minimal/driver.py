"""The smallest ControlSpec implementation: a UIControl that can be enabled, disabled and selected.

Run it with:  controlspec run --impl exec:'python3 conformance/implementations/minimal/driver.py'
"""
import json
import sys

# UIControl.h: UIControlStateDisabled = 1 << 1, UIControlStateSelected = 1 << 2.
NORMAL, DISABLED, SELECTED = 0, 2, 4


class Control:
    """A UIControl with the two flags its state is made from."""

    def __init__(self, frame):
        self.frame = frame
        self.enabled = True
        self.selected = False

    def state(self):
        return (0 if self.enabled else DISABLED) | (SELECTED if self.selected else 0)


def options(raw):
    return {"kind": "options", "type": "UIControl.State", "raw": raw}


VOID = {"kind": "void"}

# Each member key with its body: body(session, receiver, arguments) returns a wire value.
MEMBERS = {
    "UIControl.init(frame:)": lambda session, control, args: session.add(Control(args[0])),
    "UIControl.isEnabled": lambda session, control, args: {"kind": "bool", "value": control.enabled},
    "UIControl.isEnabled=": lambda session, control, args: setattr(control, "enabled", args[0]["value"]) or VOID,
    "UIControl.isSelected": lambda session, control, args: {"kind": "bool", "value": control.selected},
    "UIControl.isSelected=": lambda session, control, args: setattr(control, "selected", args[0]["value"]) or VOID,
    "UIControl.state": lambda session, control, args: options(control.state()),
    # Constants: the runner asks for each one a case names.
    "UIControl.State.normal": lambda session, control, args: options(NORMAL),
    "UIControl.State.disabled": lambda session, control, args: options(DISABLED),
    "UIControl.State.selected": lambda session, control, args: options(SELECTED),
}
KEYS = list(MEMBERS)  # A member's position in this list is its number in "invoke".


class Session:
    """One case's objects, by the handle id the runner sees."""

    def __init__(self):
        self.objects = {}

    def add(self, obj):
        handle = len(self.objects) + 1
        self.objects[handle] = obj
        return {"kind": "object", "id": handle, "className": "UIControl"}


sessions = {}


def answer(request):
    kind = request["type"]
    if kind == "hello":
        implementation = {"name": "minimal", "version": "1.0", "supportedMembers": KEYS}
        return {"type": "hello", "protocol": 1, "implementation": implementation}
    if kind == "newSession":
        number = len(sessions) + 1
        sessions[number] = Session()
        return {"type": "result", "id": request["id"], "value": {"kind": "int", "value": number}}
    if kind == "closeSession":
        sessions.pop(request["session"], None)
        return {"type": "result", "id": request["id"], "value": VOID}
    if kind == "invoke":
        session = sessions[request["session"]]
        receiver = request.get("receiver")
        control = session.objects.get(receiver["id"]) if receiver else None
        body = MEMBERS[KEYS[request["member"]]]
        return {"type": "result", "id": request["id"], "value": body(session, control, request["arguments"])}
    return {"type": "error", "id": request.get("id"), "failure": {"unsupported": "request " + kind}}


def main():
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        if request["type"] == "goodbye":
            break
        try:
            response = answer(request)
        except Exception as error:  # A bug costs one call, not the run; the trace goes to stderr.
            print("driver: %r" % error, file=sys.stderr)
            response = {"type": "error", "id": request.get("id"), "failure": {"failed": str(error)}}
        print(json.dumps(response), flush=True)


if __name__ == "__main__":
    main()
