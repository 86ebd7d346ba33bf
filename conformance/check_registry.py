#!/usr/bin/env python3
"""Validate conformance/registry.json (the UIControl / UIButton API registry).

Usage:
    python3 conformance/check_registry.py [path/to/registry.json]

With no argument the script checks the registry.json that sits next to it.
It prints every violation it finds (one per line, prefixed with the member
index and id), then a count summary per class and kind. The exit status is
0 when the file is clean, 1 when there is at least one violation, and 2 when
the file cannot be read or is not JSON at all.

Python 3 standard library only.
"""

import json
import os
import re
import sys
from collections import Counter, OrderedDict

FORMAT_VERSION = 3
TOP_LEVEL_KEYS = ["formatVersion", "sdk", "sources", "members"]
MEMBER_KEYS = [
    "id", "class", "kind", "name", "swift", "objc", "introduced", "deprecated",
    "replacement", "parent", "rawValue", "topic", "platforms",
]
# objcValue: present only on the constants of a Swift enum without raw values, and required there.
# deprecatedPlatforms: present exactly on the members with a `deprecated` version.
# inherits, conformsTo: only on class entries, both required there (the class page's Relationships).
# swiftUnavailable: required exactly on the members deprecated in iOS 7.0 or earlier, which Swift's importer
# refuses ("APIs deprecated as of iOS 7 and earlier are unavailable in Swift"): the message Swift gives.
OPTIONAL_MEMBER_KEYS = ["objcValue", "deprecatedPlatforms", "inherits", "conformsTo", "swiftUnavailable"]
SWIFT_UNAVAILABLE_MESSAGE = "APIs deprecated as of iOS 7 and earlier are unavailable in Swift"
# The last iOS version whose deprecations Swift's importer makes unavailable.
SWIFT_UNAVAILABLE_THROUGH = (7, 0)
# Members UIButton.h (iOS 17.0 SDK, itsnebulalol/sdks) marks API_UNAVAILABLE(xros): null visionOS.
HEADER_UNAVAILABLE_ON_VISIONOS = {"UIButton.font", "UIButton.lineBreakMode", "UIButton.titleShadowOffset"}
# The platforms of `platforms`, in this order; a null value means unavailable there.
PLATFORMS = ["iOS", "iPadOS", "macCatalyst", "tvOS", "visionOS"]
# Platform availability as Apple's documentation states it (the availability list at the top of each
# page under https://developer.apple.com/documentation/uikit/, copies read in 2026): `documented`. The header
# copies REGISTRY.md names are older than iOS 26 for UIButton.h, so these pages pin the values where a
# platform was opened later (UIButton's menu members reached tvOS 17.0) or where a value is easy to get
# wrong. Order: iOS, iPadOS, macCatalyst, tvOS, visionOS; None = the page lists no such platform.
DOC = "https://developer.apple.com/documentation/uikit/"
DOCUMENTED_PLATFORMS = {
    "UIControl.contextMenuInteraction": (("14.0", "14.0", "14.0", "17.0", "1.0"), "uicontrol/contextmenuinteraction"),
    "UIControl.isContextMenuInteractionEnabled": (
        ("14.0", "14.0", "14.0", "17.0", "1.0"), "uicontrol/iscontextmenuinteractionenabled"),
    "UIControl.showsMenuAsPrimaryAction": (("14.0", "14.0", "14.0", "17.0", "1.0"), "uicontrol/showsmenuasprimaryaction"),
    "UIControl.toolTip": (("15.0", "15.0", "15.0", None, "1.0"), "uicontrol/tooltip"),
    "UIControl.toolTipInteraction": (("15.0", "15.0", "15.0", None, "1.0"), "uicontrol/tooltipinteraction"),
    "UIControl.performPrimaryAction()": (("17.4", "17.4", "17.4", "17.4", "1.1"), "uicontrol/performprimaryaction()"),
    "UIControl.contextMenuInteraction(_:configurationForMenuAtLocation:)": (
        ("14.0", "14.0", "14.0", "17.0", "1.0"), "uicontrol/contextmenuinteraction(_:configurationformenuatlocation:)"),
    "UIControl.isSymbolAnimationEnabled": (("17.0", "17.0", "17.0", "17.0", "1.0"), "uicontrol/issymbolanimationenabled"),
    "UIControl.init(frame:primaryAction:)": (("14.0", "14.0", "14.0", "14.0", "1.0"), "uicontrol/init(frame:primaryaction:)"),
    "UIControl.Event.menuActionTriggered": (("14.0", "14.0", "14.0", "14.0", "1.0"), "uicontrol/event/menuactiontriggered"),
    "UIControl.Event.primaryActionTriggered": (
        ("9.0", "9.0", "13.1", "9.0", "1.0"), "uicontrol/event/primaryactiontriggered"),
    "UIButton.menu": (("14.0", "14.0", "14.0", "17.0", "1.0"), "uibutton/menu"),
    "UIButton.changesSelectionAsPrimaryAction": (
        ("15.0", "15.0", "15.0", "17.0", "1.0"), "uibutton/changesselectionasprimaryaction"),
    "UIButton.preferredMenuElementOrder": (("16.0", "16.0", "16.0", "17.0", "1.0"), "uibutton/preferredmenuelementorder"),
    "UIButton.isHovered": (("15.0", "15.0", "15.0", "15.0", "1.0"), "uibutton/ishovered"),
    "UIButton.behavioralStyle": (("15.0", "15.0", "15.0", None, "1.0"), "uibutton/behavioralstyle"),
    "UIButton.isPointerInteractionEnabled": (("13.4", "13.4", "13.4", None, "1.0"), "uibutton/ispointerinteractionenabled"),
    "UIButton.PointerStyleProvider": (("13.4", "13.4", "13.4", None, "1.0"), "uibuttonpointerstyleprovider"),
    "UIButton.ButtonType.close": (("13.0", "13.0", "13.1", None, "1.0"), "uibutton/buttontype-swift.enum/close"),
    "UIButton.Role.primary": (("14.0", "14.0", "14.0", "14.0", "1.0"), "uibutton/role-swift.enum/primary"),
    "UIButton.Configuration": (("15.0", "15.0", "15.0", "15.0", "1.0"), "uibuttonconfiguration"),
    "UIButton.Configuration.symbolContentTransition": (
        ("26.0", "26.0", "26.0", "26.0", "26.0"), "uibuttonconfiguration/symbolcontenttransition"),
}
# Default argument values, as Apple's Swift declarations show them (the declaration at the top of each page under
# https://developer.apple.com/documentation/uikit/, copies read in 2026): `documented`. Keyed by member ID and
# parameter name; a `swift` declaration may carry a default only when it is listed here, and must carry each one.
DOCUMENTED_DEFAULTS = {
    ("UIButton.init(configuration:primaryAction:)", "primaryAction"): ("nil", "uibutton/init(configuration:primaryaction:)"),
    ("UIButton.init(type:primaryAction:)", "buttonType"): (".system", "uibutton/init(type:primaryaction:)"),
}
# Raw types of a Swift enum; an enum inheriting none of them has no raw values.
RAW_TYPES = {"Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "String"}
CLASSES = ["UIControl", "UIButton"]              # also the required sort order
KINDS = ["class", "property", "method", "classMethod", "initializer", "type", "constant"]
VERSION_RE = re.compile(r"^\d+\.\d+$")
IDENT = r"[A-Za-z_][A-Za-z0-9_]*"
IDENT_RE = re.compile(rf"^{IDENT}$")
# A function-style name: base(label:label:) with `_` allowed as a label, or base().
FUNC_NAME_RE = re.compile(rf"^({IDENT})\(((?:{IDENT}:)*)\)$")
PROPERTY_DECL_RE = re.compile(rf"^var ({IDENT}): (.+) \{{ get( set)? \}}$")
STATIC_CONST_RE = re.compile(rf"^static var ({IDENT}): (.+) \{{ get \}}$")
CASE_RE = re.compile(rf"^case ({IDENT})$")
TYPE_DECL_RE = re.compile(rf"^(struct|enum|class|typealias) ({IDENT})\b")
CLASS_DECL_RE = re.compile(rf"^(?:@MainActor )?class ({IDENT})(?: : .+)?$")


class Checker:
    def __init__(self, path):
        self.path = path
        self.errors = []
        # (member id, parameter name) -> the default value its `swift` declaration spells
        self.defaults = {}

    def error(self, where, message):
        self.errors.append(f"{where}: {message}")

    # ------------------------------------------------------------ helpers
    @staticmethod
    def is_str(value):
        return isinstance(value, str)

    @staticmethod
    def is_int(value):
        # bool is a subclass of int in Python; JSON true/false is not a raw value.
        return isinstance(value, int) and not isinstance(value, bool)

    @staticmethod
    def version_tuple(text):
        major, minor = text.split(".")
        return int(major), int(minor)

    @staticmethod
    def split_top_level(text, sep=","):
        """Split on `sep` outside (), [], <> and string-free nesting."""
        parts, depth, current = [], 0, []
        pairs = {"(": ")", "[": "]", "<": ">"}
        closers = set(pairs.values())
        i = 0
        while i < len(text):
            ch = text[i]
            if ch == "-" and i + 1 < len(text) and text[i + 1] == ">":
                current.append("->")  # keep arrows from closing an angle bracket
                i += 2
                continue
            if ch in pairs:
                depth += 1
            elif ch in closers:
                depth -= 1
                if depth < 0:
                    return None
            if ch == sep and depth == 0:
                parts.append("".join(current))
                current = []
            else:
                current.append(ch)
            i += 1
        if depth != 0:
            return None
        parts.append("".join(current))
        return parts

    @staticmethod
    def matching_paren(text, open_index):
        depth = 0
        for i in range(open_index, len(text)):
            if text[i] == "(":
                depth += 1
            elif text[i] == ")":
                depth -= 1
                if depth == 0:
                    return i
        return -1

    def function_labels(self, where, member_id, decl, head_len):
        """Return (labels, rest) for a declaration whose parameter list starts
        right after `head_len` characters, or None after reporting a problem.
        Default values are recorded in `self.defaults` for check_documented_defaults."""
        if head_len >= len(decl) or decl[head_len] != "(":
            self.error(where, f"swift declaration has no parameter list: {decl!r}")
            return None
        close = self.matching_paren(decl, head_len)
        if close < 0:
            self.error(where, f"swift declaration has unbalanced parentheses: {decl!r}")
            return None
        inner = decl[head_len + 1:close].strip()
        rest = decl[close + 1:]
        if not inner:
            return [], rest
        params = self.split_top_level(inner)
        if params is None:
            self.error(where, f"swift parameter list is not balanced: {decl!r}")
            return None
        labels = []
        for raw in params:
            param = raw.strip()
            if ":" not in param:
                self.error(where, f"swift parameter {param!r} has no ': Type' part")
                return None
            head, ptype = param.split(":", 1)
            if not ptype.strip():
                self.error(where, f"swift parameter {param!r} has an empty type")
                return None
            words = head.split()
            if len(words) not in (1, 2) or not all(IDENT_RE.match(w) for w in words):
                self.error(where, f"swift parameter {param!r} is not 'label name: Type' or 'name: Type'")
                return None
            if "=" in ptype:
                ptype, default = (part.strip() for part in ptype.split("=", 1))
                if not ptype or not default:
                    self.error(where, f"swift parameter {param!r} is not 'label name: Type = default'")
                    return None
                self.defaults[(member_id, words[-1])] = default
            labels.append(words[0])
        return labels, rest

    # ------------------------------------------------------------ top level
    def run(self):
        try:
            with open(self.path, encoding="utf-8") as handle:
                text = handle.read()
        except OSError as exc:
            print(f"error: cannot read {self.path}: {exc}", file=sys.stderr)
            return 2
        try:
            doc = json.loads(text, object_pairs_hook=self.reject_duplicate_keys)
        except ValueError as exc:
            print(f"error: {self.path} is not valid JSON: {exc}", file=sys.stderr)
            return 2

        self.check_document(doc)
        members = doc.get("members") if isinstance(doc, dict) else None
        if isinstance(members, list):
            self.check_members(members, doc.get("sdk"))
            self.print_summary(members)

        if self.errors:
            print(f"\n{len(self.errors)} violation(s) in {self.path}:", file=sys.stderr)
            for line in self.errors:
                print(f"  - {line}", file=sys.stderr)
            return 1
        print(f"\nOK: {self.path} passes all checks.")
        return 0

    @staticmethod
    def reject_duplicate_keys(pairs):
        seen = OrderedDict()
        for key, value in pairs:
            if key in seen:
                raise ValueError(f"duplicate key {key!r} in one object")
            seen[key] = value
        return seen

    def check_document(self, doc):
        if not isinstance(doc, dict):
            self.error("document", "top level must be a JSON object")
            return
        for key in TOP_LEVEL_KEYS:
            if key not in doc:
                self.error("document", f"missing top-level key {key!r}")
        for key in doc:
            if key not in TOP_LEVEL_KEYS:
                self.error("document", f"unexpected top-level key {key!r}")
        if "formatVersion" in doc and (not self.is_int(doc["formatVersion"]) or doc["formatVersion"] != FORMAT_VERSION):
            self.error("document", f"formatVersion must be the integer {FORMAT_VERSION}")
        if "sdk" in doc and (not self.is_str(doc["sdk"]) or not re.match(r"^iOS \d+(\.\d+)?$", doc["sdk"])):
            self.error("document", "sdk must be a string like 'iOS 18'")
        if "sources" in doc:
            sources = doc["sources"]
            if not isinstance(sources, list) or not sources:
                self.error("document", "sources must be a non-empty array of strings")
            else:
                for i, src in enumerate(sources):
                    if not self.is_str(src) or not src.strip():
                        self.error("document", f"sources[{i}] must be a non-empty string")
                if len(set(s for s in sources if self.is_str(s))) != len(sources):
                    self.error("document", "sources contains duplicates")
        if "members" in doc and not isinstance(doc["members"], list):
            self.error("document", "members must be an array")

    # ------------------------------------------------------------ members
    def check_members(self, members, sdk):
        sdk_version = None
        if self.is_str(sdk):
            match = re.match(r"^iOS (\d+)(?:\.(\d+))?$", sdk)
            if match:
                sdk_version = (int(match.group(1)), 99)

        ids = Counter()
        valid = []  # members whose basic shape is good enough for cross-checks
        for index, member in enumerate(members):
            where = f"members[{index}]"
            if not isinstance(member, dict):
                self.error(where, "must be a JSON object")
                continue
            if self.is_str(member.get("id")):
                where = f"members[{index}] ({member['id']})"
                ids[member["id"]] += 1
            if self.check_member_shape(where, member):
                valid.append((index, where, member))

        for mid, count in ids.items():
            if count > 1:
                self.error(f"id {mid}", f"appears {count} times; ids must be unique")

        by_id = {m["id"]: m for _, _, m in valid}
        for index, where, member in valid:
            self.check_member_semantics(where, member, by_id, sdk_version)

        self.check_order(members)
        self.check_types_have_constants(valid)
        self.check_documented_platforms(by_id)
        self.check_documented_defaults()

    def check_documented_defaults(self):
        """Every default in DOCUMENTED_DEFAULTS is spelled by its declaration, and no other default is."""
        for (mid, param), (value, page) in DOCUMENTED_DEFAULTS.items():
            written = self.defaults.get((mid, param))
            if written != value:
                shown = "no default" if written is None else f"'= {written}'"
                self.error(f"id {mid}", f"parameter {param!r} has {shown}, but {DOC}{page} declares '= {value}'; "
                                        "write it in 'swift' as Apple shows it")
        for (mid, param), written in sorted(self.defaults.items()):
            if (mid, param) not in DOCUMENTED_DEFAULTS:
                self.error(f"id {mid}", f"parameter {param!r} has default '= {written}', which no Apple declaration "
                                        "in DOCUMENTED_DEFAULTS shows; remove it or add it there with its page")

    def check_documented_platforms(self, by_id):
        """Every member in DOCUMENTED_PLATFORMS exists and has exactly the platforms Apple's page lists."""
        for mid, (versions, page) in DOCUMENTED_PLATFORMS.items():
            member = by_id.get(mid)
            if member is None:
                self.error(f"id {mid}", "is pinned in DOCUMENTED_PLATFORMS but missing from the registry")
                continue
            platforms = member.get("platforms")
            if not isinstance(platforms, dict):
                continue  # check_platforms already reported the shape
            for name, documented in zip(PLATFORMS, versions):
                if platforms.get(name) != documented:
                    shown = "unavailable (null)" if documented is None else repr(documented)
                    self.error(f"id {mid}", f"platforms.{name} is {platforms.get(name)!r}, but {DOC}{page} "
                                            f"lists {shown}; set it to {shown} or update DOCUMENTED_PLATFORMS with a source")

    def check_member_shape(self, where, member):
        ok = True
        for key in MEMBER_KEYS:
            if key not in member:
                self.error(where, f"missing key {key!r}")
                ok = False
        for key in member:
            if key not in MEMBER_KEYS and key not in OPTIONAL_MEMBER_KEYS:
                self.error(where, f"unexpected key {key!r}")
        if not ok:
            return False

        for key in ("id", "class", "kind", "name", "swift", "objc", "topic"):
            if not self.is_str(member[key]) or not member[key].strip():
                self.error(where, f"{key!r} must be a non-empty string")
                ok = False
        for key in ("deprecated", "replacement", "parent"):
            if member[key] is not None and not self.is_str(member[key]):
                self.error(where, f"{key!r} must be a string or null")
                ok = False
        if not self.is_str(member["introduced"]) and member["introduced"] is not None:
            self.error(where, "'introduced' must be a version string or null")
            ok = False
        if member["rawValue"] is not None and not self.is_int(member["rawValue"]):
            self.error(where, "'rawValue' must be an integer or null")
            ok = False
        if "objcValue" in member and not self.is_int(member["objcValue"]):
            self.error(where, "'objcValue' must be an integer")
            ok = False
        if not ok:
            return False

        if member["class"] not in CLASSES:
            self.error(where, f"class {member['class']!r} is not one of {CLASSES}")
            ok = False
        if member["kind"] not in KINDS:
            self.error(where, f"kind {member['kind']!r} is not one of {KINDS}")
            ok = False
        for key in ("introduced", "deprecated"):
            value = member[key]
            if value is not None and not VERSION_RE.match(value):
                self.error(where, f"{key!r} value {value!r} does not match ^\\d+\\.\\d+$")
                ok = False
        for key in ("swift", "objc", "topic", "name", "id"):
            if member[key] != member[key].strip() or "\n" in member[key]:
                self.error(where, f"{key!r} has leading/trailing whitespace or a line break")
        ok = self.check_relationships(where, member) and ok
        return self.check_platforms(where, member) and ok

    def check_relationships(self, where, member):
        """A class entry names its superclasses (nearest first, ending in NSObject, the first one the
        superclass of its `swift` declaration) and its protocols, each with a non-empty source."""
        if member["kind"] != "class":
            for key in ("inherits", "conformsTo"):
                if key in member:
                    self.error(where, f"{key!r} is only for class entries")
            return True
        inherits, conforms = member.get("inherits"), member.get("conformsTo")
        if not isinstance(inherits, list) or not inherits or not all(self.is_str(n) and n for n in inherits):
            self.error(where, "a class entry needs 'inherits': its superclasses, nearest first, e.g. "
                              "[\"UIView\", \"UIResponder\", \"NSObject\"]")
            return False
        ok = True
        if inherits[-1] != "NSObject":
            self.error(where, "'inherits' must end with NSObject")
            ok = False
        declared = re.search(r":\s*(" + IDENT + ")", member["swift"])
        if declared and declared.group(1) != inherits[0]:
            self.error(where, f"'inherits' starts with {inherits[0]!r}, but 'swift' declares {declared.group(1)!r}")
            ok = False
        if not isinstance(conforms, list) or not all(
                isinstance(c, dict) and sorted(c) == ["name", "source"] and self.is_str(c["name"]) and c["name"]
                and self.is_str(c["source"]) and c["source"].strip() for c in conforms):
            self.error(where, "a class entry needs 'conformsTo': a list of {\"name\": protocol, \"source\": header text}")
            ok = False
        return ok

    def check_platforms(self, where, member):
        """`platforms` names every platform once, in order, each a version or null; `deprecatedPlatforms`
        (only on deprecated members) gives a version for some of the available platforms, never before
        the platform's introduction."""
        platforms = member["platforms"]
        if not isinstance(platforms, dict) or list(platforms) != PLATFORMS:
            self.error(where, f"'platforms' must be an object with exactly the keys {PLATFORMS}, in that order "
                              "(null for a platform where the member is unavailable)")
            return False
        ok = True
        for name, value in platforms.items():
            if value is not None and (not self.is_str(value) or not VERSION_RE.match(value)):
                self.error(where, f"platforms.{name} value {value!r} must be null or match ^\\d+\\.\\d+$")
                ok = False
        if not ok:
            return False
        if platforms["iOS"] != member["introduced"] or platforms["iPadOS"] != member["introduced"]:
            self.error(where, "platforms.iOS and platforms.iPadOS must equal 'introduced'")
            ok = False
        deprecated = member.get("deprecatedPlatforms")
        if member["deprecated"] is None:
            if "deprecatedPlatforms" in member:
                self.error(where, "'deprecatedPlatforms' is only for members with a 'deprecated' version")
                ok = False
            return ok
        if not isinstance(deprecated, dict):
            self.error(where, "a deprecated member needs a 'deprecatedPlatforms' object (platform -> version)")
            return False
        for name, value in deprecated.items():
            if name not in PLATFORMS:
                self.error(where, f"deprecatedPlatforms names unknown platform {name!r}; known: {PLATFORMS}")
                ok = False
            elif platforms[name] is None:
                self.error(where, f"deprecatedPlatforms.{name} is set, but platforms.{name} is null (unavailable)")
                ok = False
            elif not self.is_str(value) or not VERSION_RE.match(value):
                self.error(where, f"deprecatedPlatforms.{name} value {value!r} does not match ^\\d+\\.\\d+$")
                ok = False
            elif self.version_tuple(value) < self.version_tuple(platforms[name]):
                self.error(where, f"deprecatedPlatforms.{name} {value} is before platforms.{name} {platforms[name]}")
                ok = False
        if ok and deprecated.get("iOS") != member["deprecated"]:
            self.error(where, "deprecatedPlatforms.iOS must equal 'deprecated'")
            ok = False
        return ok

    def expected_id(self, member):
        kind, cls, name, parent = member["kind"], member["class"], member["name"], member["parent"]
        if kind == "class":
            return cls
        if kind == "constant":
            return f"{parent}.{name}" if parent else None
        # Members of a nested type (`UIButton.Configuration.title`) are named after that type.
        return f"{parent or cls}.{name}"

    def check_swift_availability(self, where, member):
        """`swiftUnavailable` stands exactly on the members deprecated in iOS 7.0 or earlier, with Swift's message,
        and the members UIButton.h marks API_UNAVAILABLE(xros) have no visionOS version."""
        deprecated = member.get("deprecated")
        version = self.version_tuple(deprecated) if self.is_str(deprecated) else None
        needs = version is not None and version <= SWIFT_UNAVAILABLE_THROUGH
        written = member.get("swiftUnavailable")
        if needs and written != SWIFT_UNAVAILABLE_MESSAGE:
            self.error(where, f"deprecated in iOS {deprecated}, so Swift's importer refuses it: set "
                              f"'swiftUnavailable' to {SWIFT_UNAVAILABLE_MESSAGE!r}")
        if not needs and "swiftUnavailable" in member:
            self.error(where, "'swiftUnavailable' is only for members deprecated in iOS 7.0 or earlier")
        platforms = member.get("platforms")
        if member.get("id") in HEADER_UNAVAILABLE_ON_VISIONOS and isinstance(platforms, dict) \
                and platforms.get("visionOS") is not None:
            self.error(where, "UIButton.h marks it API_UNAVAILABLE(xros): set platforms.visionOS to null")

    @staticmethod
    def version_tuple(text):
        parts = text.split(".")
        if not all(part.isdigit() for part in parts):
            return None
        return tuple(int(part) for part in parts)

    def check_member_semantics(self, where, member, by_id, sdk_version):
        kind, cls, name, mid = member["kind"], member["class"], member["name"], member["id"]
        self.check_swift_availability(where, member)

        # --- id form
        expected = self.expected_id(member)
        if expected is not None and mid != expected:
            self.error(where, f"id should be {expected!r} (class/kind/name/parent say so)")
        if not mid.startswith(cls):
            self.error(where, f"id must start with its class {cls!r}")

        # --- name form per kind
        if kind in ("method", "classMethod", "initializer"):
            match = FUNC_NAME_RE.match(name)
            if not match:
                self.error(where, f"name {name!r} must look like base(label:label:) or base()")
            elif kind == "initializer" and match.group(1) != "init":
                self.error(where, "initializer names must start with 'init('")
            elif kind != "initializer" and match.group(1) == "init":
                self.error(where, f"a {kind} must not be named init(...)")
        elif kind == "class":
            if name != cls:
                self.error(where, "a class entry's name must equal its class")
        else:
            if not IDENT_RE.match(name):
                self.error(where, f"name {name!r} must be a plain identifier for kind {kind!r}")

        # --- parent / rawValue rules
        if kind == "constant":
            parent = member["parent"]
            if parent is None:
                self.error(where, "constants need a parent type id")
            else:
                target = by_id.get(parent)
                if target is None:
                    self.error(where, f"parent {parent!r} is not an id in the registry")
                elif target["kind"] != "type":
                    self.error(where, f"parent {parent!r} is a {target['kind']}, not a type")
                elif target["class"] != cls:
                    self.error(where, f"parent {parent!r} belongs to {target['class']}, not {cls}")
            target = by_id.get(parent) if parent else None
            if target is not None and self.has_no_raw_values(target):
                if member["rawValue"] is not None:
                    self.error(where, f"{parent} is a Swift enum without raw values: set rawValue to null "
                                      "and put the Objective-C value in objcValue")
                if "objcValue" not in member:
                    self.error(where, f"constants of {parent} (a Swift enum without raw values) need an "
                                      "integer objcValue, the value of the Objective-C enumerator")
            else:
                if member["rawValue"] is None:
                    self.error(where, "constants need an integer rawValue")
                if "objcValue" in member:
                    self.error(where, "objcValue is only for constants of a Swift enum without raw values; "
                                      "use rawValue")
        else:
            parent = member["parent"]
            if parent is not None:
                target = by_id.get(parent)
                if kind == "class":
                    self.error(where, "a class entry cannot have a parent")
                elif target is None:
                    self.error(where, f"parent {parent!r} is not an id in the registry")
                elif target["kind"] != "type" or target["swift"].startswith("typealias "):
                    self.error(where, f"parent {parent!r} must be a nested struct, enum or class entry")
                elif target["class"] != cls:
                    self.error(where, f"parent {parent!r} belongs to {target['class']}, not {cls}")
            if member["rawValue"] is not None:
                self.error(where, "only constants may have a rawValue")
            if "objcValue" in member:
                self.error(where, "only constants may have an objcValue")

        # --- availability
        introduced, deprecated = member["introduced"], member["deprecated"]
        if introduced is None:
            self.error(where, "introduced version is required")
        if introduced and deprecated and self.version_tuple(deprecated) < self.version_tuple(introduced):
            self.error(where, f"deprecated {deprecated} is earlier than introduced {introduced}")
        if sdk_version:
            for key in ("introduced", "deprecated"):
                value = member[key]
                if value and self.version_tuple(value) > sdk_version:
                    self.error(where, f"{key} {value} is newer than the registry sdk")

        # --- replacement
        replacement = member["replacement"]
        if replacement is not None:
            if deprecated is None:
                self.error(where, "replacement is set but the member is not deprecated")
            if replacement == mid:
                self.error(where, "a member cannot replace itself")
            elif replacement not in by_id:
                self.error(where, f"replacement {replacement!r} is not an id in the registry")
            elif by_id[replacement]["deprecated"] is not None:
                self.error(where, f"replacement {replacement!r} is itself deprecated")

        # --- swift declaration shape
        self.check_swift(where, member)

    def check_swift(self, where, member):
        kind, name, decl = member["kind"], member["name"], member["swift"]
        if decl.startswith(("open ", "public ", "@MainActor var", "@MainActor func", "@discardableResult")):
            self.error(where, f"swift declaration must not carry open/public/@MainActor/@discardableResult prefixes: {decl!r}")
            return

        if kind == "property":
            match = PROPERTY_DECL_RE.match(decl)
            if not match:
                self.error(where, f"property declaration must be 'var NAME: TYPE {{ get }}' or "
                                  f"'var NAME: TYPE {{ get set }}', got {decl!r}")
            elif match.group(1) != name:
                self.error(where, f"swift declares {match.group(1)!r} but name is {name!r}")
            return

        if kind == "constant":
            case = CASE_RE.match(decl)
            static = STATIC_CONST_RE.match(decl)
            if case:
                declared = case.group(1)
            elif static:
                declared = static.group(1)
                if member["parent"] and static.group(2) != member["parent"]:
                    self.error(where, f"static constant type {static.group(2)!r} should be its parent "
                                      f"{member['parent']!r}")
            else:
                self.error(where, f"constant declaration must be 'case NAME' or "
                                  f"'static var NAME: TYPE {{ get }}', got {decl!r}")
                return
            if declared != name:
                self.error(where, f"swift declares {declared!r} but name is {name!r}")
            return

        if kind == "type":
            match = TYPE_DECL_RE.match(decl)
            if not match:
                self.error(where, f"type declaration must start with struct/enum/class/typealias NAME, got {decl!r}")
            elif match.group(2) != name:
                self.error(where, f"swift declares type {match.group(2)!r} but name is {name!r}")
            return

        if kind == "class":
            match = CLASS_DECL_RE.match(decl)
            if not match:
                self.error(where, f"class declaration must look like '@MainActor class NAME : SUPER', got {decl!r}")
            elif match.group(1) != name:
                self.error(where, f"swift declares class {match.group(1)!r} but name is {name!r}")
            return

        # functions
        if kind == "initializer":
            match = re.match(r"^init[?!]?", decl)
            if not match:
                self.error(where, f"initializer declaration must start with 'init', got {decl!r}")
                return
            parsed = self.function_labels(where, member["id"], decl, match.end())
            if parsed is None:
                return
            labels, rest = parsed
            if rest.strip():
                self.error(where, f"unexpected text after the initializer's parameters: {rest!r}")
            base = "init"
        else:
            prefixes = ("func ", "mutating func ") if kind == "method" else ("class func ", "static func ")
            prefix = next((p for p in prefixes if decl.startswith(p)), None)
            if prefix is None:
                wanted = "'func'" if kind == "method" else "'class func' or 'static func'"
                self.error(where, f"a {kind} declaration must start with {wanted}, got {decl!r}")
                return
            match = re.match(rf"^{re.escape(prefix)}({IDENT})", decl)
            if not match:
                self.error(where, f"cannot read the function name in {decl!r}")
                return
            base = match.group(1)
            parsed = self.function_labels(where, member["id"], decl, match.end())
            if parsed is None:
                return
            labels, rest = parsed
            rest = rest.strip()
            if rest and not re.match(r"^-> \S.*$", rest):
                self.error(where, f"text after the parameters must be '-> ReturnType', got {rest!r}")
            if rest in ("-> Void", "-> ()"):
                self.error(where, "omit '-> Void' for functions that return nothing")

        derived = f"{base}({''.join(label + ':' for label in labels)})"
        if derived != name:
            self.error(where, f"swift declaration spells {derived!r} but name is {name!r}")

    def check_order(self, members):
        keys = []
        for member in members:
            if not isinstance(member, dict):
                return
            try:
                keys.append((CLASSES.index(member["class"]), KINDS.index(member["kind"]), member["id"]))
            except (KeyError, ValueError, TypeError):
                return  # already reported as a shape error
        for i in range(1, len(keys)):
            if keys[i] < keys[i - 1]:
                self.error(f"members[{i}] ({members[i]['id']})",
                           f"out of order after {members[i - 1]['id']!r}; sort by class "
                           f"({' < '.join(CLASSES)}), then kind ({' < '.join(KINDS)}), then id")

    def check_types_have_constants(self, valid):
        parents = Counter(m["parent"] for _, _, m in valid if m["kind"] == "constant")
        for _, where, member in valid:
            if member["kind"] != "type":
                continue
            decl = member["swift"]
            is_enumish = decl.startswith("enum ") or "OptionSet" in decl
            if is_enumish and parents[member["id"]] == 0:
                self.error(where, "enum/option-set type has no constant entries")

    @staticmethod
    def has_no_raw_values(type_member):
        """True for a `type` entry declared as a Swift enum that inherits no raw type."""
        match = re.match(rf"^enum {IDENT}(?: : (.+))?$", type_member["swift"])
        if not match:
            return False
        inherited = [part.strip() for part in (match.group(1) or "").split(",")]
        return not any(part in RAW_TYPES for part in inherited)

    # ------------------------------------------------------------ summary
    @staticmethod
    def print_summary(members):
        counts = Counter()
        for member in members:
            if isinstance(member, dict):
                counts[(member.get("class"), member.get("kind"))] += 1
        width = max(len(k) for k in KINDS)
        print("Registry summary (members per class and kind)")
        total = 0
        classes = CLASSES + sorted({c for c, _ in counts if c not in CLASSES and c is not None})
        for cls in classes:
            class_total = sum(n for (c, _), n in counts.items() if c == cls)
            if not class_total:
                continue
            print(f"  {cls} ({class_total})")
            for kind in KINDS + sorted({k for c, k in counts if c == cls and k not in KINDS and k}):
                n = counts.get((cls, kind), 0)
                if n:
                    print(f"    {kind:<{width}}  {n:>4}")
            total += class_total
        deprecated = sum(1 for m in members if isinstance(m, dict) and m.get("deprecated"))
        print(f"  total {total} members ({deprecated} deprecated)")


def main(argv):
    if len(argv) > 2 or (len(argv) == 2 and argv[1] in ("-h", "--help")):
        print(__doc__.strip())
        return 0 if len(argv) == 2 else 2
    default = os.path.join(os.path.dirname(os.path.abspath(__file__)), "registry.json")
    path = argv[1] if len(argv) == 2 else default
    return Checker(path).run()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
