#!/usr/bin/env python3
"""A minimal, independent model of UIKit's UIControl and UIButton, served over the ControlSpec
wire protocol (conformance/PROTOCOL.md) on stdin/stdout.

Standard library only. Written from UIKit's documentation and observed behaviour, not translated
from the Swift reference model, so that the two can disagree and the suite can tell which is right.
Known gaps: see README.md next to this file.
"""

import json
import math
import sys
import traceback
import uuid

# The newest wire protocol version this implementation speaks; it speaks 1 too (no callbacks then).
PROTOCOL_VERSION = 2
PROTOCOL_VERSIONS = (1, 2)
NAME = "python-minimal"
VERSION = "0.1.0"


# ---------------------------------------------------------------------------------------------
# Failures travel back as {"unsupported": ...} or {"failed": ...}.

class Failed(Exception):
    """The call was refused: a bad argument, a wrong receiver, an unrecognized selector."""


class Relayed(Exception):
    """A closure the runner ran for us failed; the call that was running fails with the same failure."""

    def __init__(self, failure):
        super().__init__(json.dumps(failure))
        self.failure = failure


class RunnerGone(BaseException):
    """The runner closed stdin or said goodbye while a callback waited: stop at once, whatever runs.

    A BaseException, so that no member's error handling turns it into a failed call."""


# ---------------------------------------------------------------------------------------------
# UIKit constants (UIControl.h, UIButton.h, UIView.h).

class State:
    NORMAL, HIGHLIGHTED, DISABLED, SELECTED, FOCUSED = 0, 1 << 0, 1 << 1, 1 << 2, 1 << 3


class Event:
    TOUCH_DOWN = 1 << 0
    TOUCH_DOWN_REPEAT = 1 << 1
    TOUCH_DRAG_INSIDE = 1 << 2
    TOUCH_DRAG_OUTSIDE = 1 << 3
    TOUCH_DRAG_ENTER = 1 << 4
    TOUCH_DRAG_EXIT = 1 << 5
    TOUCH_UP_INSIDE = 1 << 6
    TOUCH_UP_OUTSIDE = 1 << 7
    TOUCH_CANCEL = 1 << 8
    VALUE_CHANGED = 1 << 12
    PRIMARY_ACTION_TRIGGERED = 1 << 13
    MENU_ACTION_TRIGGERED = 1 << 14
    EDITING_DID_BEGIN = 1 << 16
    EDITING_CHANGED = 1 << 17
    EDITING_DID_END = 1 << 18
    EDITING_DID_END_ON_EXIT = 1 << 19

    # The single events with their Swift names.
    SINGLE = [
        ("touchDown", TOUCH_DOWN), ("touchDownRepeat", TOUCH_DOWN_REPEAT),
        ("touchDragInside", TOUCH_DRAG_INSIDE), ("touchDragOutside", TOUCH_DRAG_OUTSIDE),
        ("touchDragEnter", TOUCH_DRAG_ENTER), ("touchDragExit", TOUCH_DRAG_EXIT),
        ("touchUpInside", TOUCH_UP_INSIDE), ("touchUpOutside", TOUCH_UP_OUTSIDE),
        ("touchCancel", TOUCH_CANCEL), ("valueChanged", VALUE_CHANGED),
        ("primaryActionTriggered", PRIMARY_ACTION_TRIGGERED), ("menuActionTriggered", MENU_ACTION_TRIGGERED),
        ("editingDidBegin", EDITING_DID_BEGIN), ("editingChanged", EDITING_CHANGED),
        ("editingDidEnd", EDITING_DID_END), ("editingDidEndOnExit", EDITING_DID_END_ON_EXIT),
    ]


HORIZONTAL_LEFT, HORIZONTAL_RIGHT, HORIZONTAL_LEADING, HORIZONTAL_TRAILING = 1, 2, 4, 5
FORCE_RIGHT_TO_LEFT = 4  # UISemanticContentAttribute.forceRightToLeft
LEFT_TO_RIGHT, RIGHT_TO_LEFT = 0, 1  # UIUserInterfaceLayoutDirection

# How far outside its bounds a tracked finger still counts as inside a control. UIKit does not
# document it; on devices the drag-exit happens roughly 70 points outside the bounds.
TRACKING_MARGIN = 70.0

SYSTEM_BLUE = (0.0, 122.0 / 255.0, 1.0, 1.0)
WHITE = (1.0, 1.0, 1.0, 1.0)
HALF_BLACK = (0.0, 0.0, 0.0, 0.5)


# ---------------------------------------------------------------------------------------------
# Objects.

class NSObject:
    class_name = "NSObject"

    def perform(self, action, sender):
        """Handles an action message; False when the object has no such method."""
        return False


class NSNull(NSObject):
    class_name = "NSNull"


class UIImage(NSObject):
    class_name = "UIImage"

    def __init__(self, width, height):
        self.size = (width, height)


class UIView(NSObject):
    class_name = "UIView"

    def __init__(self, frame=(0.0, 0.0, 0.0, 0.0)):
        self.origin = (frame[0], frame[1])
        self.size = (frame[2], frame[3])
        self.bounds_origin = (0.0, 0.0)
        self.hidden = False
        self.alpha = 1.0
        self.user_interaction_enabled = True
        self.background_color = None
        self.tag = 0
        self.semantic_content_attribute = 0
        self.superview = None
        self.subviews = []

    # Geometry: frame and bounds share the size; setting bounds keeps the center still.
    @property
    def frame(self):
        return (self.origin[0], self.origin[1], self.size[0], self.size[1])

    @frame.setter
    def frame(self, rect):
        self.origin = (rect[0], rect[1])
        self.size = (rect[2], rect[3])

    @property
    def bounds(self):
        return (self.bounds_origin[0], self.bounds_origin[1], self.size[0], self.size[1])

    @bounds.setter
    def bounds(self, rect):
        center = self.center
        self.bounds_origin = (rect[0], rect[1])
        self.size = (rect[2], rect[3])
        self.center = center

    @property
    def center(self):
        return (self.origin[0] + self.size[0] / 2, self.origin[1] + self.size[1] / 2)

    @center.setter
    def center(self, point):
        self.origin = (point[0] - self.size[0] / 2, point[1] - self.size[1] / 2)

    @property
    def effective_layout_direction(self):
        return RIGHT_TO_LEFT if self.semantic_content_attribute == FORCE_RIGHT_TO_LEFT else LEFT_TO_RIGHT

    def add_subview(self, view):
        if view is self:
            raise Failed("cannot add a view as its own subview")
        view.remove_from_superview()
        self.subviews.append(view)
        view.superview = self

    def remove_from_superview(self):
        if self.superview is not None:
            self.superview.subviews.remove(self)
            self.superview = None

    def point_inside(self, point):
        x, y, width, height = self.bounds
        return x <= point[0] < x + width and y <= point[1] < y + height

    def takes_touches(self):
        """Whether hit-testing can pick this view: visible and interactive."""
        return not self.hidden and self.alpha > 0.01 and self.user_interaction_enabled

    def to_superview(self, point):
        return (point[0] - self.bounds_origin[0] + self.origin[0], point[1] - self.bounds_origin[1] + self.origin[1])


class Registration:
    """One target–action pair, or one UIAction, and the events it is registered for."""

    def __init__(self, target, action, events, ui_action=None):
        self.target = target
        self.action = action
        self.events = events
        self.ui_action = ui_action


class UIMenuElement(NSObject):
    class_name = "UIMenuElement"


class UIAction(UIMenuElement):
    """An action whose handler is a closure of the case, run by a callback to the runner (protocol 2)."""

    class_name = "UIAction"

    def __init__(self, session, title, identifier, handler, log=None):
        self.session = session
        self.title = title
        # UIAction.h: a nil identifier gets a unique one.
        self.identifier = identifier if identifier is not None else "com.controlspec.python." + str(uuid.uuid4())
        # A closure id of the case, or None for the harness's makeAction, whose handler only writes `log`.
        self.handler = handler
        self.log = log
        self.sender = None

    def copy(self):
        # UIControl.addAction keeps a copy (the reference model reads UIKit so too: inferred); the copy runs the
        # same handler, so a harness action's log counts the calls of both.
        return UIAction(self.session, self.title, self.identifier, self.handler, self.log)

    def run(self, sender):
        """Runs the handler with this action as its argument, `sender` visible meanwhile."""
        if self.log is not None:
            self.log.invocation_count += 1
            self.log.last_sender = sender
        if self.handler is None:
            return
        self.sender = sender
        try:
            self.session.call_closure(self.handler, [self.session.handle(self)])
        finally:
            self.sender = None


class ActionLog:
    """What the handler of a harness action (makeAction) saw: how often it ran, and its last sender."""

    def __init__(self):
        self.invocation_count = 0
        self.last_sender = None


class UIControl(UIView):
    class_name = "UIControl"

    def __init__(self, frame=(0.0, 0.0, 0.0, 0.0)):
        super().__init__(frame)
        self.enabled = True
        self.selected = False
        self.highlighted = False
        self.content_vertical_alignment = 0
        self.content_horizontal_alignment = 0
        self.registrations = []
        self.tracking = False
        self.touch_inside = False
        # UIControl.h (iOS 14): a control, not only a button, can show its menu as its primary action.
        self.shows_menu_as_primary_action = False

    # -- State ---------------------------------------------------------------------------------

    @property
    def state(self):
        state = State.NORMAL
        if self.highlighted:
            state |= State.HIGHLIGHTED
        if not self.enabled:
            state |= State.DISABLED
        if self.selected:
            state |= State.SELECTED
        return state

    def set_state_flag(self, name, value):
        setattr(self, name, value)
        self.state_changed()

    def state_changed(self):
        """Subclasses refresh what depends on the state."""

    @property
    def effective_content_horizontal_alignment(self):
        alignment = self.content_horizontal_alignment
        right_to_left = self.effective_layout_direction == RIGHT_TO_LEFT
        if alignment == HORIZONTAL_LEADING:
            return HORIZONTAL_RIGHT if right_to_left else HORIZONTAL_LEFT
        if alignment == HORIZONTAL_TRAILING:
            return HORIZONTAL_LEFT if right_to_left else HORIZONTAL_RIGHT
        return alignment

    # -- Target–action ---------------------------------------------------------------------------

    def add_target(self, target, action, events):
        # Apple: the same target–action pair is registered once; adding it again adds events.
        if events == 0:
            return
        for registration in self.registrations:
            if registration.target is target and registration.action == action:
                registration.events |= events
                return
        self.registrations.append(Registration(target, action, events))

    def remove_target(self, target, action, events):
        # Apple: a nil target means every target, and delivery stops for every action method of the
        # target whatever the action; the action only picks which emptied registrations are deleted.
        for registration in list(self.registrations):
            if registration.ui_action is not None:
                continue
            if target is not None and registration.target is not target:
                continue
            registration.events &= ~events
            if registration.events == 0 and (action is None or registration.action == action):
                self.registrations.remove(registration)

    def all_targets(self, null):
        targets = []
        for registration in self.registrations:
            if registration.ui_action is not None:
                continue
            target = null if registration.target is None else registration.target
            if not any(existing is target for existing in targets):
                targets.append(target)
        return targets

    @property
    def all_control_events(self):
        events = 0
        for registration in self.registrations:
            events |= registration.events
        return events

    def actions(self, target, event):
        # Apple: "Specifying nil always returns nil", even with responder-chain registrations.
        if target is None:
            return None
        names = [
            registration.action for registration in self.registrations
            if registration.ui_action is None and registration.target is target
            and registration.events & event == event
        ]
        return names or None

    def send_action(self, action, target):
        deliver(action, target, self)

    def send_ui_action(self, action):
        action.run(self)

    def send_actions(self, events):
        # Registrations added by an action wait for the next event.
        for registration in list(self.registrations):
            if registration.events & events and registration in self.registrations:
                if registration.ui_action is not None:
                    self.send_ui_action(registration.ui_action)
                else:
                    self.send_action(registration.action, registration.target)

    def add_action(self, action, events):
        # UIControl.h: "UIActions are uniqued based on their identifier, and subsequent actions with the same
        # identifier replace previously added actions." The replacement keeps the old one's events (our reading).
        if events == 0:
            raise Failed("Attempt to set action '%s' with no event mask set" % action.title)
        for registration in list(self.registrations):
            if registration.ui_action is not None and registration.ui_action.identifier == action.identifier:
                events |= registration.events
                self.registrations.remove(registration)
        self.registrations.append(Registration(None, None, events, ui_action=action.copy()))

    def remove_action(self, identifier, events):
        for registration in list(self.registrations):
            if registration.ui_action is not None and registration.ui_action.identifier == identifier:
                registration.events &= ~events
                if registration.events == 0:
                    self.registrations.remove(registration)

    # -- Tracking hooks, overridden by RecordingControl ------------------------------------------

    def begin_tracking(self, touch):
        return True

    def continue_tracking(self, touch):
        return True

    def end_tracking(self, touch):
        pass

    def cancel_tracking(self):
        self.tracking = False
        self.touch_inside = False
        self.set_state_flag("highlighted", False)
        self.send_actions(Event.TOUCH_CANCEL)

    # -- Touches ---------------------------------------------------------------------------------

    def is_mostly_inside(self, point):
        x, y, width, height = self.bounds
        margin = TRACKING_MARGIN
        return x - margin <= point[0] < x + width + margin and y - margin <= point[1] < y + height + margin

    def touch_began(self, touch):
        if not (self.enabled and self.user_interaction_enabled):
            return
        self.tracking = bool(self.begin_tracking(touch))
        if not self.tracking:
            return
        self.touch_inside = True
        self.set_state_flag("highlighted", True)
        events = Event.TOUCH_DOWN
        if touch.tap_count > 1:
            events |= Event.TOUCH_DOWN_REPEAT
        self.send_actions(events)

    def touch_moved(self, touch):
        if not self.tracking:
            return
        self.tracking = bool(self.continue_tracking(touch))
        if not self.tracking:
            return
        inside = self.is_mostly_inside(touch.location)
        was_inside = self.touch_inside
        self.touch_inside = inside
        self.set_state_flag("highlighted", inside)
        if inside != was_inside:
            self.send_actions(Event.TOUCH_DRAG_ENTER if inside else Event.TOUCH_DRAG_EXIT)
        self.send_actions(Event.TOUCH_DRAG_INSIDE if inside else Event.TOUCH_DRAG_OUTSIDE)

    def touch_ended(self, touch):
        if not self.tracking:
            return
        inside = self.is_mostly_inside(touch.location)
        self.end_tracking(touch)
        self.tracking = False
        self.send_actions(Event.TOUCH_UP_INSIDE if inside else Event.TOUCH_UP_OUTSIDE)
        self.touch_inside = False
        self.set_state_flag("highlighted", False)

    def touch_cancelled(self, touch):
        if self.tracking:
            self.cancel_tracking()


class RecordingControl(UIControl):
    """The harness control that logs its tracking calls and can refuse tracking."""

    class_name = "RecordingControl"

    def __init__(self, frame):
        super().__init__(frame)
        self.tracking_calls = []
        self.begin_tracking_result = True
        self.continue_tracking_result = True

    def begin_tracking(self, touch):
        self.tracking_calls.append("beginTracking")
        return self.begin_tracking_result

    def continue_tracking(self, touch):
        self.tracking_calls.append("continueTracking")
        return self.continue_tracking_result

    def end_tracking(self, touch):
        self.tracking_calls.append("endTracking")

    def cancel_tracking(self):
        self.tracking_calls.append("cancelTracking")
        super().cancel_tracking()


class UILabel(UIView):
    class_name = "UILabel"

    def __init__(self):
        super().__init__()
        self.text = None


class UIImageView(UIView):
    class_name = "UIImageView"

    def __init__(self):
        super().__init__()
        self.image = None
        self.highlighted_image = None


class UIButton(UIControl):
    class_name = "UIButton"

    def __init__(self, button_type=0, frame=(0.0, 0.0, 0.0, 0.0)):
        super().__init__(frame)
        self.button_type = button_type
        # Per-state content, keyed by the raw state.
        self.content = {kind: {} for kind in ("title", "titleColor", "titleShadowColor", "image",
                                              "backgroundImage", "attributedTitle")}
        self.title_label = UILabel()
        self.image_view = UIImageView()
        self.adjusts_image_when_highlighted = True
        self.adjusts_image_when_disabled = True
        self.shows_touch_when_highlighted = False
        self.reverses_title_shadow_when_highlighted = False
        self.line_break_mode = 5  # NSLineBreakMode.byTruncatingMiddle
        self.title_shadow_offset = (0.0, 0.0)
        self.content_edge_insets = (0.0, 0.0, 0.0, 0.0)
        self.title_edge_insets = (0.0, 0.0, 0.0, 0.0)
        self.image_edge_insets = (0.0, 0.0, 0.0, 0.0)
        self.role = 0
        self.pointer_interaction_enabled = False
        self.changes_selection_as_primary_action = False

    def default_content(self, kind):
        if kind == "titleColor":
            return WHITE if self.button_type == 0 else SYSTEM_BLUE
        if kind == "titleShadowColor":
            # UIButton.h: currentTitleShadowColor "default is white(0,0.5)", 50 % black.
            return HALF_BLACK
        return None

    def content_for(self, kind, state):
        # Apple: a state without its own content uses the normal state's.
        values = self.content[kind]
        if state in values:
            return values[state]
        if State.NORMAL in values:
            return values[State.NORMAL]
        return self.default_content(kind)

    def set_content(self, kind, value, state):
        if value is None:
            self.content[kind].pop(state, None)
        else:
            self.content[kind][state] = value
        self.state_changed()

    def current(self, kind):
        return self.content_for(kind, self.state)

    def state_changed(self):
        attributed = self.current("attributedTitle")
        self.title_label.text = attributed if attributed is not None else self.current("title")
        self.image_view.image = self.current("image")

    def send_actions(self, events):
        super().send_actions(events)
        # A button's primary action is its tap.
        if events & Event.TOUCH_UP_INSIDE:
            if self.changes_selection_as_primary_action:
                self.set_state_flag("selected", not self.selected)
            super().send_actions(Event.PRIMARY_ACTION_TRIGGERED)


class KitObject(NSObject):
    """A harness recorder of the kit (a negative handle id): an action sent to it is reported to the runner, which
    records it (PROTOCOL.md, "The kit's harness")."""

    def __init__(self, session, handle):
        self.session = session
        self.kit_handle = handle
        self.class_name = handle["className"]

    def perform(self, action, sender):
        self.session.kit_actions.append((self, action, sender))
        return True


def deliver(action, target, sender):
    """UIApplication.sendAction(_:to:from:for:) for this model."""
    if target is None:
        # The responder chain: no view of this model implements action methods.
        return
    if not target.perform(action, sender):
        raise Failed("-[%s %s]: unrecognized selector sent to instance" % (target.class_name, action))


class Touch:
    def __init__(self, location, tap_count, on_control):
        self.location = location
        self.tap_count = tap_count
        self.on_control = on_control


def receives_touch(control, point):
    """Whether a touch at `point` (control coordinates) hits the control: it and its superviews are
    visible and interactive, the control is enabled, and the point is inside each of their bounds.
    Views in front of the control and its own subviews are not considered."""
    if not control.enabled:
        return False
    view = control
    while view is not None:
        if not view.takes_touches() or not view.point_inside(point):
            return False
        point = view.to_superview(point)
        view = view.superview
    return True


# ---------------------------------------------------------------------------------------------
# Values (conformance/PROTOCOL.md, "Values").

def number(value):
    if math.isnan(value):
        return "nan"
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    return float(value)


def read_number(value):
    if isinstance(value, str):
        spelled = {"nan": math.nan, "inf": math.inf, "-inf": -math.inf}
        if value not in spelled:
            raise Failed("not a number: %r" % value)
        return spelled[value]
    return float(value)


VOID = {"kind": "void"}
NULL = {"kind": "null"}


def v_bool(value):
    return {"kind": "bool", "value": bool(value)}


def v_int(value):
    return {"kind": "int", "value": int(value)}


def v_float(value):
    return {"kind": "float", "value": number(value)}


def v_string(value):
    return NULL if value is None else {"kind": "string", "value": value}


def v_point(point):
    return {"kind": "point", "x": number(point[0]), "y": number(point[1])}


def v_size(size):
    return {"kind": "size", "width": number(size[0]), "height": number(size[1])}


def v_rect(rect):
    return {"kind": "rect", "x": number(rect[0]), "y": number(rect[1]),
            "width": number(rect[2]), "height": number(rect[3])}


def v_insets(insets):
    return {"kind": "insets", "top": number(insets[0]), "left": number(insets[1]),
            "bottom": number(insets[2]), "right": number(insets[3])}


def v_color(color):
    if color is None:
        return NULL
    return {"kind": "color", "red": number(color[0]), "green": number(color[1]),
            "blue": number(color[2]), "alpha": number(color[3])}


def v_enum(type_name, raw):
    return {"kind": "enumeration", "type": type_name, "raw": raw}


def v_options(type_name, raw):
    return {"kind": "options", "type": type_name, "raw": raw}


def describe(value):
    return json.dumps(value, ensure_ascii=False)


class Arguments:
    """A call's arguments, read with the type each parameter expects."""

    def __init__(self, session, values):
        self.session = session
        self.values = values

    def at(self, index, kind):
        if index >= len(self.values):
            raise Failed("missing argument %d" % (index + 1))
        value = self.values[index]
        if not isinstance(value, dict) or value.get("kind") != kind:
            raise Failed("argument %d: expected %s, got %s" % (index + 1, kind, describe(value)))
        return value

    def is_null(self, index):
        return index < len(self.values) and self.values[index].get("kind") == "null"

    def bool(self, index):
        return bool(self.at(index, "bool")["value"])

    def int(self, index):
        if index < len(self.values) and self.values[index].get("kind") == "float":
            value = read_number(self.values[index]["value"])
            if value == int(value):
                return int(value)
        return int(self.at(index, "int")["value"])

    def float(self, index):
        if index < len(self.values) and self.values[index].get("kind") == "int":
            return float(self.values[index]["value"])
        return read_number(self.at(index, "float")["value"])

    def string(self, index, optional=False):
        if optional and self.is_null(index):
            return None
        return self.at(index, "string")["value"]

    def attributed_string(self, index):
        if self.is_null(index):
            return None
        return self.at(index, "attributedString")["value"]

    def selector(self, index, optional=False):
        if optional and self.is_null(index):
            return None
        return self.at(index, "selector")["value"]

    def point(self, index):
        value = self.at(index, "point")
        return (read_number(value["x"]), read_number(value["y"]))

    def size(self, index):
        value = self.at(index, "size")
        return (read_number(value["width"]), read_number(value["height"]))

    def rect(self, index):
        value = self.at(index, "rect")
        return tuple(read_number(value[key]) for key in ("x", "y", "width", "height"))

    def insets(self, index):
        value = self.at(index, "insets")
        return tuple(read_number(value[key]) for key in ("top", "left", "bottom", "right"))

    def color(self, index):
        if self.is_null(index):
            return None
        value = self.at(index, "color")
        return tuple(read_number(value[key]) for key in ("red", "green", "blue", "alpha"))

    def enum(self, index, type_name):
        value = self.at(index, "enumeration")
        if value["type"] != type_name:
            raise Failed("argument %d: expected %s, got %s" % (index + 1, type_name, value["type"]))
        return value["raw"]

    def options(self, index, type_name):
        value = self.at(index, "options")
        if value["type"] != type_name:
            raise Failed("argument %d: expected %s, got %s" % (index + 1, type_name, value["type"]))
        return value["raw"]

    def object(self, index, cls, optional=False):
        if optional and self.is_null(index):
            return None
        value = self.at(index, "object")
        obj = self.session.objects.get(value["id"])
        if obj is None and value["id"] < 0:
            obj = self.session.kit_object(value)
        if obj is None:
            raise Failed("no object #%d in this session" % value["id"])
        if not isinstance(obj, cls):
            raise Failed("argument %d: <%s #%d> is not a %s" % (index + 1, obj.class_name, value["id"], cls.class_name))
        return obj

    def target(self, index):
        return self.object(index, NSObject, optional=True)

    def closure(self, index):
        """The id of the case's closure at `index` (protocol 2)."""
        return self.at(index, "closure")["id"]


# ---------------------------------------------------------------------------------------------
# Sessions and members.

class Session:
    def __init__(self, number, server):
        self.number = number
        self.server = server
        self.objects = {}
        self.ids = {}
        self.next_id = 1
        self.touches = {}
        self.null = NSNull()
        # Actions sent to the kit's objects during the current call: (target, selector, sender).
        self.kit_actions = []

    def kit_object(self, value):
        obj = KitObject(self, {"id": value["id"], "className": value["className"]})
        self.objects[value["id"]] = obj
        self.ids[id(obj)] = value["id"]
        return obj

    def handle(self, obj):
        """The wire value of `obj`, registering it on first sight."""
        if obj is None:
            return NULL
        key = id(obj)
        if key not in self.ids:
            self.ids[key] = self.next_id
            self.objects[self.next_id] = obj
            self.next_id += 1
        return {"kind": "object", "id": self.ids[key], "className": obj.class_name}

    def call_closure(self, closure, arguments):
        """Runs the case's closure `closure` through the runner and returns its value."""
        return self.server.call_back(self.number, closure, arguments)


MEMBERS = {}


def member(key, receiver=None):
    """Registers a member body `body(session, receiver, args)`; `receiver` is the class it needs."""
    def register(body):
        MEMBERS[key] = (receiver, body)
        return body
    return register


def prop(key, cls, attribute, to_wire, from_args, settable=True):
    member(key, cls)(lambda session, obj, args: to_wire(getattr(obj, attribute)))
    if settable:
        def setter(session, obj, args):
            setattr(obj, attribute, from_args(args))
            return VOID
        member(key + "=", cls)(setter)


def state_prop(key, attribute):
    member(key, UIControl)(lambda session, obj, args: v_bool(getattr(obj, attribute)))

    def setter(session, obj, args):
        obj.set_state_flag(attribute, args.bool(0))
        return VOID
    member(key + "=", UIControl)(setter)


# UIView
member("UIView.init(frame:)")(lambda session, obj, args: session.handle(UIView(args.rect(0))))
member("UIView.init()")(lambda session, obj, args: session.handle(UIView()))
prop("UIView.frame", UIView, "frame", v_rect, lambda args: args.rect(0))
prop("UIView.bounds", UIView, "bounds", v_rect, lambda args: args.rect(0))
prop("UIView.center", UIView, "center", v_point, lambda args: args.point(0))
member("UIView.superview", UIView)(lambda session, obj, args: session.handle(obj.superview))
member("UIView.subviews", UIView)(
    lambda session, obj, args: {"kind": "array", "value": [session.handle(view) for view in obj.subviews]})
prop("UIView.isHidden", UIView, "hidden", v_bool, lambda args: args.bool(0))
prop("UIView.alpha", UIView, "alpha", v_float, lambda args: args.float(0))
prop("UIView.isUserInteractionEnabled", UIView, "user_interaction_enabled", v_bool, lambda args: args.bool(0))
prop("UIView.backgroundColor", UIView, "background_color", v_color, lambda args: args.color(0))
prop("UIView.tag", UIView, "tag", v_int, lambda args: args.int(0))
prop("UIView.semanticContentAttribute", UIView, "semantic_content_attribute",
     lambda raw: v_enum("UISemanticContentAttribute", raw), lambda args: args.enum(0, "UISemanticContentAttribute"))
member("UIView.effectiveUserInterfaceLayoutDirection", UIView)(
    lambda session, obj, args: v_enum("UIUserInterfaceLayoutDirection", obj.effective_layout_direction))


@member("UIView.addSubview(_:)", UIView)
def add_subview(session, view, args):
    view.add_subview(args.object(0, UIView))
    return VOID


@member("UIView.removeFromSuperview()", UIView)
def remove_from_superview(session, view, args):
    view.remove_from_superview()
    return VOID


member("UIView.point(inside:with:)", UIView)(lambda session, obj, args: v_bool(obj.point_inside(args.point(0))))

# UIControl
member("UIControl.init(frame:)")(lambda session, obj, args: session.handle(UIControl(args.rect(0))))
state_prop("UIControl.isEnabled", "enabled")
state_prop("UIControl.isSelected", "selected")
state_prop("UIControl.isHighlighted", "highlighted")
member("UIControl.state", UIControl)(lambda session, obj, args: v_options("UIControl.State", obj.state))
member("UIControl.isTracking", UIControl)(lambda session, obj, args: v_bool(obj.tracking))
member("UIControl.isTouchInside", UIControl)(lambda session, obj, args: v_bool(obj.touch_inside))
prop("UIControl.contentVerticalAlignment", UIControl, "content_vertical_alignment",
     lambda raw: v_enum("UIControl.ContentVerticalAlignment", raw),
     lambda args: args.enum(0, "UIControl.ContentVerticalAlignment"))
prop("UIControl.contentHorizontalAlignment", UIControl, "content_horizontal_alignment",
     lambda raw: v_enum("UIControl.ContentHorizontalAlignment", raw),
     lambda args: args.enum(0, "UIControl.ContentHorizontalAlignment"))
member("UIControl.effectiveContentHorizontalAlignment", UIControl)(
    lambda session, obj, args: v_enum("UIControl.ContentHorizontalAlignment",
                                      obj.effective_content_horizontal_alignment))
member("UIControl.allControlEvents", UIControl)(
    lambda session, obj, args: v_options("UIControl.Event", obj.all_control_events))
member("UIControl.allTargets", UIControl)(
    lambda session, obj, args: {"kind": "array",
                                "value": [session.handle(target) for target in obj.all_targets(session.null)]})


@member("UIControl.addTarget(_:action:for:)", UIControl)
def add_target(session, control, args):
    control.add_target(args.target(0), args.selector(1), args.options(2, "UIControl.Event"))
    return VOID


@member("UIControl.removeTarget(_:action:for:)", UIControl)
def remove_target(session, control, args):
    control.remove_target(args.target(0), args.selector(1, optional=True), args.options(2, "UIControl.Event"))
    return VOID


@member("UIControl.actions(forTarget:forControlEvent:)", UIControl)
def actions_for_target(session, control, args):
    names = control.actions(args.target(0), args.options(1, "UIControl.Event"))
    if names is None:
        return NULL
    return {"kind": "array", "value": [v_string(name) for name in names]}


@member("UIControl.sendAction(_:to:for:)", UIControl)
def send_action(session, control, args):
    control.send_action(args.selector(0), args.target(1))
    return VOID


@member("UIControl.sendActions(for:)", UIControl)
def send_actions(session, control, args):
    control.send_actions(args.options(0, "UIControl.Event"))
    return VOID


@member("UIControl.cancelTracking(with:)", UIControl)
def cancel_tracking(session, control, args):
    control.cancel_tracking()
    return VOID


@member("UIControl.addAction(_:for:)", UIControl)
def add_action(session, control, args):
    control.add_action(args.object(0, UIAction), args.options(1, "UIControl.Event"))
    return VOID


@member("UIControl.removeAction(_:for:)", UIControl)
def remove_action(session, control, args):
    control.remove_action(args.object(0, UIAction).identifier, args.options(1, "UIControl.Event"))
    return VOID


@member("UIControl.removeAction(identifiedBy:for:)", UIControl)
def remove_action_identified(session, control, args):
    control.remove_action(args.string(0), args.options(1, "UIControl.Event"))
    return VOID


@member("UIControl.sendAction(_:)", UIControl)
def send_ui_action(session, control, args):
    control.send_ui_action(args.object(0, UIAction))
    return VOID


@member("UIControl.performPrimaryAction()", UIControl)
def perform_primary_action(session, control, args):
    # UIControl.h (iOS 17.4): "the control's primary action is performed"; for a control without a menu that
    # sends .primaryActionTriggered.
    control.send_actions(Event.PRIMARY_ACTION_TRIGGERED)
    return VOID


# UIAction. The Swift initializer's parameters all come, defaults filled in by the case language; this model
# keeps the title, the identifier and the handler.
@member("UIAction.init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)")
def make_action(session, obj, args):
    return session.handle(UIAction(session, args.string(0), args.string(2, optional=True), args.closure(6)))


prop("UIAction.title", UIAction, "title", v_string, lambda args: args.string(0))
member("UIAction.identifier", UIAction)(lambda session, obj, args: v_string(obj.identifier))
member("Harness.makeAction(title:identifier:)")(
    lambda session, obj, args: session.handle(
        UIAction(session, args.string(0), args.string(1, optional=True), None, ActionLog())))
member("UIAction.invocationCount", UIAction)(
    lambda session, obj, args: v_int(obj.log.invocation_count if obj.log is not None else 0))
member("UIAction.lastSender", UIAction)(
    lambda session, obj, args: session.handle(obj.log.last_sender if obj.log is not None else None))


@member("UIControl.init(frame:primaryAction:)")
def make_control_with_action(session, obj, args):
    control = UIControl(args.rect(0))
    action = args.object(1, UIAction, optional=True)
    if action is not None:
        control.add_action(action, Event.PRIMARY_ACTION_TRIGGERED)
    return session.handle(control)


# UIButton
member("UIButton.init(type:)")(
    lambda session, obj, args: session.handle(UIButton(button_type=args.enum(0, "UIButton.ButtonType"))))
member("UIButton.init(frame:)")(lambda session, obj, args: session.handle(UIButton(frame=args.rect(0))))


def with_primary_action(session, control, args):
    action = args.object(1, UIAction, optional=True)
    if action is not None:
        control.add_action(action, Event.PRIMARY_ACTION_TRIGGERED)
    return session.handle(control)


member("UIButton.init(type:primaryAction:)")(
    lambda session, obj, args: with_primary_action(session, UIButton(button_type=args.enum(0, "UIButton.ButtonType")),
                                                   args))
# UIButton.h: a button made with init(frame:primaryAction:) is of the custom type.
member("UIButton.init(frame:primaryAction:)")(
    lambda session, obj, args: with_primary_action(session, UIButton(frame=args.rect(0)), args))

member("UIButton.buttonType", UIButton)(lambda session, obj, args: v_enum("UIButton.ButtonType", obj.button_type))


def per_state(name, to_wire, read):
    """`UIButton.setName(_:for:)`, `UIButton.name(for:)` and `UIButton.currentName`."""
    kind = name[0].lower() + name[1:]

    def setter(session, button, args):
        button.set_content(kind, read(args), args.options(1, "UIControl.State"))
        return VOID
    member("UIButton.set%s(_:for:)" % name, UIButton)(setter)
    member("UIButton.%s(for:)" % kind, UIButton)(
        lambda session, button, args: to_wire(session, button.content_for(kind, args.options(0, "UIControl.State"))))
    member("UIButton.current%s" % name, UIButton)(lambda session, button, args: to_wire(session, button.current(kind)))


per_state("Title", lambda session, value: v_string(value), lambda args: args.string(0, optional=True))
per_state("TitleColor", lambda session, value: v_color(value), lambda args: args.color(0))
per_state("TitleShadowColor", lambda session, value: v_color(value), lambda args: args.color(0))
per_state("Image", lambda session, value: session.handle(value), lambda args: args.object(0, UIImage, optional=True))
per_state("BackgroundImage", lambda session, value: session.handle(value),
          lambda args: args.object(0, UIImage, optional=True))
per_state("AttributedTitle",
          lambda session, value: NULL if value is None else {"kind": "attributedString", "value": value},
          lambda args: args.attributed_string(0))
member("UIButton.titleLabel", UIButton)(lambda session, obj, args: session.handle(obj.title_label))
member("UIButton.imageView", UIButton)(lambda session, obj, args: session.handle(obj.image_view))
for key, attribute in [
    ("adjustsImageWhenHighlighted", "adjusts_image_when_highlighted"),
    ("adjustsImageWhenDisabled", "adjusts_image_when_disabled"),
    ("showsTouchWhenHighlighted", "shows_touch_when_highlighted"),
    ("reversesTitleShadowWhenHighlighted", "reverses_title_shadow_when_highlighted"),
    ("isPointerInteractionEnabled", "pointer_interaction_enabled"),
    ("changesSelectionAsPrimaryAction", "changes_selection_as_primary_action"),
]:
    prop("UIButton." + key, UIButton, attribute, v_bool, lambda args: args.bool(0))
prop("UIControl.showsMenuAsPrimaryAction", UIControl, "shows_menu_as_primary_action", v_bool,
     lambda args: args.bool(0))
# UIButton.lineBreakMode and titleShadowOffset are not announced: Swift does not import them, so no case
# calls them (conformance/REGISTRY.md, swiftUnavailable).
for key, attribute in [("contentEdgeInsets", "content_edge_insets"), ("titleEdgeInsets", "title_edge_insets"),
                       ("imageEdgeInsets", "image_edge_insets")]:
    prop("UIButton." + key, UIButton, attribute, v_insets, lambda args: args.insets(0))
prop("UIButton.role", UIButton, "role", lambda raw: v_enum("UIButton.Role", raw),
     lambda args: args.enum(0, "UIButton.Role"))

# Labels, image views, images
prop("UILabel.text", UILabel, "text", v_string, lambda args: args.string(0, optional=True))
member("UIImageView.image", UIImageView)(lambda session, obj, args: session.handle(obj.image))
member("UIImage.size", UIImage)(lambda session, obj, args: v_size(obj.size))
member("UIImage.isSymbolImage", UIImage)(lambda session, obj, args: v_bool(False))

# Harness
member("RecordingControl.init(frame:)")(lambda session, obj, args: session.handle(RecordingControl(args.rect(0))))
member("RecordingControl.trackingCalls", RecordingControl)(
    lambda session, obj, args: {"kind": "array", "value": [v_string(call) for call in obj.tracking_calls]})
prop("RecordingControl.beginTrackingResult", RecordingControl, "begin_tracking_result", v_bool,
     lambda args: args.bool(0))
prop("RecordingControl.continueTrackingResult", RecordingControl, "continue_tracking_result", v_bool,
     lambda args: args.bool(0))
member("Harness.makeImage(width:height:)")(
    lambda session, obj, args: session.handle(UIImage(args.float(0), args.float(1))))


def touch_down(session, control, point, tap_count=1):
    touch = Touch(point, tap_count, receives_touch(control, point))
    session.touches[id(control)] = touch
    if touch.on_control:
        control.touch_began(touch)


def touch_move(session, control, point):
    touch = session.touches.get(id(control))
    if touch is None:
        return
    touch.location = point
    if touch.on_control:
        control.touch_moved(touch)


def touch_up(session, control):
    touch = session.touches.pop(id(control), None)
    if touch is not None and touch.on_control:
        control.touch_ended(touch)


def touch_cancel(session, control):
    touch = session.touches.pop(id(control), None)
    if touch is not None and touch.on_control:
        control.touch_cancelled(touch)


def center(control):
    x, y, width, height = control.bounds
    return (x + width / 2, y + height / 2)


def harness(key):
    """A touch helper whose first argument is the control."""
    def register(body):
        def run(session, obj, args):
            body(session, args.object(0, UIControl), args)
            return VOID
        MEMBERS[key] = (None, run)
        return body
    return register


@harness("Harness.touchDown(_:at:)")
def harness_touch_down(session, control, args):
    touch_down(session, control, args.point(1))


@harness("Harness.touchDown(_:at:tapCount:)")
def harness_touch_down_repeat(session, control, args):
    touch_down(session, control, args.point(1), args.int(2))


@harness("Harness.touchMove(_:to:)")
def harness_touch_move(session, control, args):
    touch_move(session, control, args.point(1))


@harness("Harness.touchUp(_:)")
def harness_touch_up(session, control, args):
    touch_up(session, control)


@harness("Harness.touchCancel(_:)")
def harness_touch_cancel(session, control, args):
    touch_cancel(session, control)


@harness("Harness.tap(_:)")
def harness_tap(session, control, args):
    touch_down(session, control, center(control))
    touch_up(session, control)


@harness("Harness.tap(_:count:)")
def harness_tap_count(session, control, args):
    for tap_count in range(1, max(args.int(1), 1) + 1):
        touch_down(session, control, center(control), tap_count)
        touch_up(session, control)


@harness("Harness.tap(_:at:)")
def harness_tap_at(session, control, args):
    touch_down(session, control, args.point(1))
    touch_up(session, control)


# ---------------------------------------------------------------------------------------------
# Constants: the runner asks for each one a case names (`UIControl.State.highlighted`, no receiver).

def constants(type_name, wire, values):
    for name, raw in values:
        MEMBERS["%s.%s" % (type_name, name)] = (None, lambda session, obj, args, raw=raw: wire(type_name, raw))


constants("UIControl.State", v_options, [
    ("normal", State.NORMAL), ("highlighted", State.HIGHLIGHTED), ("disabled", State.DISABLED),
    ("selected", State.SELECTED), ("focused", State.FOCUSED),
    ("application", 0x00FF0000), ("reserved", 0xFF000000),  # UIControlStateApplication, …Reserved
])
constants("UIControl.Event", v_options, Event.SINGLE + [
    ("allTouchEvents", 0x00000FFF), ("allEditingEvents", 0x000F0000),  # UIControl.h
    ("applicationReserved", 0x0F000000), ("systemReserved", 0xF0000000), ("allEvents", 0xFFFFFFFF),
])
# UIControl.h: UIControlContentVerticalAlignment and UIControlContentHorizontalAlignment.
constants("UIControl.ContentVerticalAlignment", v_enum, [("center", 0), ("top", 1), ("bottom", 2), ("fill", 3)])
constants("UIControl.ContentHorizontalAlignment", v_enum, [
    ("center", 0), ("left", HORIZONTAL_LEFT), ("right", HORIZONTAL_RIGHT), ("fill", 3),
    ("leading", HORIZONTAL_LEADING), ("trailing", HORIZONTAL_TRAILING),
])
# UIButton.h: UIButtonType (roundedRect is another name for system) and UIButtonRole. UIButtonTypePlain (6) is
# tvOS only, so iOS has no such constant to announce.
constants("UIButton.ButtonType", v_enum, [
    ("custom", 0), ("system", 1), ("detailDisclosure", 2), ("infoLight", 3), ("infoDark", 4),
    ("contactAdd", 5), ("close", 7), ("roundedRect", 1),
])
constants("UIButton.Role", v_enum, [("normal", 0), ("primary", 1), ("cancel", 2), ("destructive", 3)])


# ---------------------------------------------------------------------------------------------
# The wire protocol.

KEYS = list(MEMBERS)


def write(message):
    sys.stdout.write(json.dumps(message, ensure_ascii=False, allow_nan=False, separators=(",", ":")) + "\n")
    sys.stdout.flush()


def read_request():
    """The next request from the runner: a dict, a refusal to write back (a bad line), or None at end of input."""
    while True:
        line = sys.stdin.readline()
        if not line:
            return None
        if not line.strip():
            continue
        try:
            request = json.loads(line)
            if not isinstance(request, dict):
                raise ValueError("not a JSON object")
        except ValueError as error:
            return {"type": "error", "id": None, "failure": {"failed": "bad request: %s" % error}}, None
        return None, request


class Server:
    def __init__(self):
        self.sessions = {}
        self.next_session = 1
        self.protocol = PROTOCOL_VERSION
        self.next_callback = 1

    def handle(self, request):
        kind = request.get("type")
        if kind == "hello":
            # The runner's version when we speak it; else ours, and the runner reports the mismatch.
            offered = request.get("protocol")
            self.protocol = offered if offered in PROTOCOL_VERSIONS else PROTOCOL_VERSION
            return {"type": "hello", "protocol": self.protocol,
                    "implementation": {"name": NAME, "version": VERSION, "supportedMembers": KEYS}}
        request_id = request.get("id")
        try:
            return {"type": "result", "id": request_id, "value": self.perform(kind, request)}
        except Relayed as relayed:
            return {"type": "error", "id": request_id, "failure": relayed.failure}
        except Failed as failure:
            return {"type": "error", "id": request_id, "failure": {"failed": str(failure)}}
        except NotImplementedError as failure:
            return {"type": "error", "id": request_id, "failure": {"unsupported": str(failure)}}
        except Exception as error:  # A bug here must cost one call, not the whole run.
            traceback.print_exc(file=sys.stderr)
            return {"type": "error", "id": request_id,
                    "failure": {"failed": "internal error: %s: %s" % (type(error).__name__, error)}}

    def perform(self, kind, request):
        if kind == "newSession":
            number = self.next_session
            self.next_session += 1
            self.sessions[number] = Session(number, self)
            return v_int(number)
        if kind == "closeSession":
            if self.sessions.pop(request["session"], None) is None:
                raise Failed("no open session %r" % request["session"])
            return VOID
        if kind == "invoke":
            return self.invoke(request)
        raise NotImplementedError("unknown request type %r" % kind)

    def invoke(self, request):
        session = self.sessions.get(request["session"])
        if session is None:
            raise Failed("no open session %r" % request["session"])
        index = request["member"]
        if not 0 <= index < len(KEYS):
            raise NotImplementedError("member #%d" % index)
        key = KEYS[index]
        cls, body = MEMBERS[key]
        receiver = None
        if request.get("receiver") is not None:
            handle = request["receiver"]
            receiver = session.objects.get(handle["id"])
            if receiver is None:
                raise Failed("no object #%d in this session" % handle["id"])
        if cls is not None and not isinstance(receiver, cls):
            got = receiver.class_name if receiver is not None else "none"
            raise Failed("%s needs a %s receiver, got %s" % (key, cls.class_name, got))
        try:
            return body(session, receiver, Arguments(session, request.get("arguments", [])))
        finally:
            # Each action sent to a kit object goes to the runner before the answer of the call that sent it.
            for target, action, sender in session.kit_actions:
                write({"type": "action", "session": request["session"], "target": target.kit_handle,
                       "selector": action, "sender": session.handle(sender)})
            session.kit_actions.clear()

    def call_back(self, session_number, closure, arguments):
        """Asks the runner to run `closure` (PROTOCOL.md, "Callbacks") and serves its requests until the answer
        comes: the closure's body may call us again, and that call may call back in turn."""
        if self.protocol < 2:
            raise NotImplementedError("closure #%d: the runner speaks wire protocol %d, which has no callbacks"
                                      % (closure, self.protocol))
        callback_id = self.next_callback
        self.next_callback += 1
        write({"type": "callback", "id": callback_id, "session": session_number, "closure": closure,
               "arguments": arguments})
        while True:
            refusal, request = read_request() or (None, None)
            if refusal is not None:
                write(refusal)
                continue
            if request is None:
                raise RunnerGone()
            kind = request.get("type")
            if kind == "goodbye":
                raise RunnerGone()
            if kind in ("callbackResult", "callbackError"):
                if request.get("id") != callback_id:
                    raise Failed("the runner answered callback %r while callback %d waited"
                                 % (request.get("id"), callback_id))
                if kind == "callbackResult":
                    return request["value"]
                raise Relayed(request["failure"])
            write(self.handle(request))


def main():
    sys.stdin.reconfigure(encoding="utf-8")
    sys.stdout.reconfigure(encoding="utf-8")
    server = Server()
    try:
        while True:
            refusal, request = read_request() or (None, None)
            if refusal is not None:
                write(refusal)
                continue
            if request is None or request.get("type") == "goodbye":
                break
            if request.get("type") in ("callbackResult", "callbackError"):
                sys.stderr.write("ignored the answer to callback %r: no callback waits for it\n" % request.get("id"))
                continue
            write(server.handle(request))
    except RunnerGone:
        pass


if __name__ == "__main__":
    main()
