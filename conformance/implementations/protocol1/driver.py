"""FROZEN. A UIControl/UIButton driver written to wire protocol version 1 as PROTOCOL.md first published it.

Do not change this file: it stands for the outside drivers written against version 1, and its results are pinned
(pinned-results.json, checked by Protocol1CompatibilityTests). What version 1 said and this driver follows:
the implementation answers hello with protocol 1; constants are not members (the kit knows their raw values);
the harness's recorders are the implementation's (ActionRecorder.init(), EventRecorder.init(observing:) and
their properties); a target is any object handle of the session.
"""
import json
import sys

EVENTS = [
    ("touchDown", 1), ("touchDownRepeat", 2), ("touchDragInside", 4), ("touchDragOutside", 8),
    ("touchDragEnter", 16), ("touchDragExit", 32), ("touchUpInside", 64), ("touchUpOutside", 128),
    ("touchCancel", 256), ("valueChanged", 1 << 12), ("primaryActionTriggered", 1 << 13),
    ("menuActionTriggered", 1 << 14), ("editingDidBegin", 1 << 16), ("editingChanged", 1 << 17),
    ("editingDidEnd", 1 << 18), ("editingDidEndOnExit", 1 << 19),
]
HIGHLIGHTED, DISABLED, SELECTED = 1, 2, 4
RECORDED_SELECTORS = ("handle:", "handleOther:", "handle:event:", "handleWithoutSender")


def v(kind, value):
    return {"kind": kind, "value": value}


VOID = {"kind": "void"}
NULL = {"kind": "null"}


class Failure(Exception):
    pass


class Obj:
    class_name = "NSObject"


class View(Obj):
    class_name = "UIView"

    def __init__(self, frame):
        self.frame = frame


class Control(View):
    class_name = "UIControl"

    def __init__(self, frame):
        super().__init__(frame)
        self.enabled, self.selected, self.highlighted, self.tracking = True, False, False, False
        self.targets = []  # [target, selector, events] in the order added

    def state(self):
        return ((HIGHLIGHTED if self.highlighted else 0) | (0 if self.enabled else DISABLED)
                | (SELECTED if self.selected else 0))

    def send(self, events):
        for target, selector, mask in list(self.targets):
            if mask & events and isinstance(target, ActionRecorder):
                target.receive(selector, self)
            elif mask & events and isinstance(target, EventRecorder):
                target.receive(selector)


class Button(Control):
    class_name = "UIButton"

    def __init__(self, frame, button_type=0):
        super().__init__(frame)
        self.button_type = button_type
        self.titles = {}

    def title(self, state):
        if state in self.titles:
            return self.titles[state]
        return self.titles.get(0)


class ActionRecorder(Obj):
    class_name = "ActionRecorder"

    def __init__(self):
        self.actions, self.senders = [], []

    def receive(self, selector, sender):
        if selector in RECORDED_SELECTORS:
            self.actions.append(selector)
            if selector != "handleWithoutSender":
                self.senders.append(sender)


class EventRecorder(Obj):
    class_name = "EventRecorder"

    def __init__(self, control):
        self.names = []
        for name, raw in EVENTS:
            control.targets.append([self, name + ":", raw])

    def receive(self, selector):
        self.names.append(selector[:-1])


class Session:
    def __init__(self):
        self.objects, self.ids = {}, {}

    def handle(self, obj):
        if id(obj) not in self.ids:
            self.ids[id(obj)] = len(self.objects) + 1
            self.objects[self.ids[id(obj)]] = obj
        return {"kind": "object", "id": self.ids[id(obj)], "className": obj.class_name}

    def value(self, wire):
        if wire.get("kind") == "null":
            return None
        if wire.get("kind") == "object":
            if wire["id"] not in self.objects:
                raise Failure("unknown object %d" % wire["id"])
            return self.objects[wire["id"]]
        return wire


def rect(wire):
    return {key: wire[key] for key in ("x", "y", "width", "height")}


def rect_value(r):
    return dict(kind="rect", **r)


def options(type_name, raw):
    return {"kind": "options", "type": type_name, "raw": raw}


def tap(control, count=1):
    for number in range(1, count + 1):
        if not control.enabled:
            return
        control.highlighted, control.tracking = True, True
        control.send(1 | (2 if number > 1 else 0))
        control.highlighted, control.tracking = False, False
        control.send(64 | (1 << 13 if isinstance(control, Button) else 0))


def touch_down(control, tap_count=1):
    if control.enabled:
        control.highlighted, control.tracking = True, True
        control.send(1 | (2 if tap_count > 1 else 0))


def touch_up(control):
    if control.tracking:
        control.highlighted, control.tracking = False, False
        control.send(64 | (1 << 13 if isinstance(control, Button) else 0))


def add_target(s, c, a):
    target, selector, mask = s.value(a[0]), a[1]["value"], a[2]["raw"]
    for entry in c.targets:
        if entry[0] is target and entry[1] == selector:
            entry[2] |= mask
            return VOID
    c.targets.append([target, selector, mask])
    return VOID


def remove_target(s, c, a):
    target, selector, mask = s.value(a[0]), a[1], a[2]["raw"]
    for entry in list(c.targets):
        if (target is None or entry[0] is target) and (selector["kind"] == "null" or entry[1] == selector["value"]):
            entry[2] &= ~mask
            if entry[2] == 0:
                c.targets.remove(entry)
    return VOID


def actions_for(s, c, a):
    target, mask = s.value(a[0]), a[1]["raw"]
    found = [v("string", e[1]) for e in c.targets if e[0] is target and e[2] & mask]
    return v("array", found) if found else NULL


def all_targets(s, c, a):
    unique = []
    for entry in c.targets:
        if all(entry[0] is not seen for seen in unique):
            unique.append(entry[0])
    return v("array", [s.handle(t) if t is not None else NULL for t in unique])


def all_events(s, c, a):
    mask = 0
    for entry in c.targets:
        mask |= entry[2]
    return options("UIControl.Event", mask)


def set_title(button, title, state):
    if title is None:
        button.titles.pop(state, None)
    else:
        button.titles[state] = title
    return VOID


def setter(attribute, convert=lambda wire: wire["value"]):
    return lambda s, o, a: setattr(o, attribute, convert(a[0])) or VOID


MEMBERS = {
    "UIView.init(frame:)": lambda s, o, a: s.handle(View(rect(a[0]))),
    "UIView.frame": lambda s, o, a: rect_value(o.frame),
    "UIView.frame=": setter("frame", rect),
    "UIControl.init(frame:)": lambda s, o, a: s.handle(Control(rect(a[0]))),
    "UIControl.isEnabled": lambda s, o, a: v("bool", o.enabled),
    "UIControl.isEnabled=": setter("enabled"),
    "UIControl.isSelected": lambda s, o, a: v("bool", o.selected),
    "UIControl.isSelected=": setter("selected"),
    "UIControl.isHighlighted": lambda s, o, a: v("bool", o.highlighted),
    "UIControl.isHighlighted=": setter("highlighted"),
    "UIControl.isTracking": lambda s, o, a: v("bool", o.tracking),
    "UIControl.state": lambda s, o, a: options("UIControl.State", o.state()),
    "UIControl.addTarget(_:action:for:)": add_target,
    "UIControl.removeTarget(_:action:for:)": remove_target,
    "UIControl.actions(forTarget:forControlEvent:)": actions_for,
    "UIControl.allTargets": all_targets,
    "UIControl.allControlEvents": all_events,
    "UIControl.sendActions(for:)": lambda s, o, a: o.send(a[0]["raw"]) or VOID,
    "UIButton.init(type:)": lambda s, o, a: s.handle(Button({"x": 0, "y": 0, "width": 0, "height": 0}, a[0]["raw"])),
    "UIButton.init(frame:)": lambda s, o, a: s.handle(Button(rect(a[0]))),
    "UIButton.buttonType": lambda s, o, a: {"kind": "enumeration", "type": "UIButton.ButtonType", "raw": o.button_type},
    "UIButton.setTitle(_:for:)": lambda s, o, a: set_title(o, a[0].get("value"), a[1]["raw"]),
    "UIButton.title(for:)": lambda s, o, a: NULL if o.title(a[0]["raw"]) is None else v("string", o.title(a[0]["raw"])),
    "UIButton.currentTitle": lambda s, o, a: NULL if o.title(o.state()) is None else v("string", o.title(o.state())),
    "Harness.tap(_:)": lambda s, o, a: tap(s.value(a[0])) or VOID,
    "Harness.tap(_:count:)": lambda s, o, a: tap(s.value(a[0]), a[1]["value"]) or VOID,
    "Harness.touchDown(_:at:)": lambda s, o, a: touch_down(s.value(a[0])) or VOID,
    "Harness.touchDown(_:at:tapCount:)": lambda s, o, a: touch_down(s.value(a[0]), a[2]["value"]) or VOID,
    "Harness.touchUp(_:)": lambda s, o, a: touch_up(s.value(a[0])) or VOID,
    "ActionRecorder.init()": lambda s, o, a: s.handle(ActionRecorder()),
    "ActionRecorder.actions": lambda s, o, a: v("array", [v("string", x) for x in o.actions]),
    "ActionRecorder.senders": lambda s, o, a: v("array", [s.handle(x) for x in o.senders]),
    "ActionRecorder.count": lambda s, o, a: v("int", len(o.actions)),
    "ActionRecorder.reset()": lambda s, o, a: o.__init__() or VOID,
    "EventRecorder.init(observing:)": lambda s, o, a: s.handle(EventRecorder(s.value(a[0]))),
    "EventRecorder.names": lambda s, o, a: v("array", [v("string", x) for x in o.names]),
    "EventRecorder.events": lambda s, o, a: v("array", [options("UIControl.Event", dict(EVENTS)[x]) for x in o.names]),
    "EventRecorder.reset()": lambda s, o, a: setattr(o, "names", []) or VOID,
}
KEYS = list(MEMBERS)
sessions = {}


def answer(request):
    kind = request["type"]
    if kind == "hello":
        implementation = {"name": "protocol1-frozen", "version": "1.0", "supportedMembers": KEYS}
        return {"type": "hello", "protocol": 1, "implementation": implementation}
    if kind == "newSession":
        sessions[len(sessions) + 1] = Session()
        return {"type": "result", "id": request["id"], "value": v("int", len(sessions))}
    if kind == "closeSession":
        sessions.pop(request["session"], None)
        return {"type": "result", "id": request["id"], "value": VOID}
    if kind == "invoke":
        session = sessions[request["session"]]
        receiver = request.get("receiver")
        obj = session.value(dict(receiver, kind="object")) if receiver else None
        value = MEMBERS[KEYS[request["member"]]](session, obj, request["arguments"])
        return {"type": "result", "id": request["id"], "value": value}
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
        except Exception as error:  # pylint: disable=broad-except
            print("protocol1 driver: %r" % error, file=sys.stderr)
            response = {"type": "error", "id": request.get("id"), "failure": {"failed": str(error)}}
        print(json.dumps(response), flush=True)


if __name__ == "__main__":
    main()
