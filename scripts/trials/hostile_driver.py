"""A wire-protocol implementation that misbehaves in one way, named by its first argument.

It answers like conformance/implementations/minimal/driver.py until the misbehaviour
applies. It writes its process id (and those of any child it starts) to $TRIALS_PIDS.
"""
import json
import os
import signal
import subprocess
import sys
import time

MODE = sys.argv[1]
BIG = int(os.environ.get("TRIALS_BIG", "60000000"))
ESC = "\x1b[2J\x1b]0;owned\x07\u202eevil\x9b31m"
out = sys.stdout.buffer

with open(os.environ.get("TRIALS_PIDS", "/dev/null"), "a") as f:
    f.write("%d\n" % os.getpid())

NORMAL, DISABLED, SELECTED = 0, 2, 4
KEYS = ["UIControl.init(frame:)", "UIControl.isEnabled", "UIControl.isEnabled=", "UIControl.isSelected",
        "UIControl.isSelected=", "UIControl.state", "UIControl.State.normal", "UIControl.State.disabled",
        "UIControl.State.selected"]
VOID = {"kind": "void"}
sessions = {}
invokes = 0


def options(raw):
    return {"kind": "options", "type": "UIControl.State", "raw": raw}


def send(message):
    data = message if isinstance(message, bytes) else json.dumps(message).encode()
    out.write(data + b"\n")
    out.flush()


def member(session, receiver, key, args):
    objects = sessions[session]
    control = objects.get(receiver["id"]) if receiver else None
    if key == "UIControl.init(frame:)":
        objects[len(objects) + 1] = {"enabled": True, "selected": False}
        return {"kind": "object", "id": len(objects), "className": "UIControl"}
    if key.endswith("="):
        control[key[10:-1].lower().replace("is", "")] = args[0]["value"]
        return VOID
    if key in ("UIControl.isEnabled", "UIControl.isSelected"):
        return {"kind": "bool", "value": control[key[10:].lower().replace("is", "")]}
    if key == "UIControl.state":
        return options((0 if control["enabled"] else DISABLED) | (SELECTED if control["selected"] else 0))
    return options({"normal": NORMAL, "disabled": DISABLED, "selected": SELECTED}[key.split(".")[-1]])


def hostile_value(value):
    """The value an invoke answers with, in the modes that spoil values."""
    if MODE == "wrong-type":
        return {"kind": "string", "value": "not a bool"}
    if MODE == "huge-string":
        return {"kind": "string", "value": "x" * BIG}
    if MODE == "huge-array":
        return {"kind": "array", "value": [{"kind": "int", "value": 1}] * (BIG // 30)}
    if MODE == "null-value":
        return {"kind": "null"}
    if MODE == "unknown-kind":
        return {"kind": "quaternion", "value": 1}
    if MODE == "missing-field":
        return {"kind": "bool"}
    if MODE == "esc-string":
        return {"kind": "string", "value": ESC}
    if MODE == "esc-type":
        return {"kind": "options", "type": ESC, "raw": 1}
    if MODE == "nan":
        return {"kind": "float", "value": "nan"}
    if MODE == "huge-int":
        return {"kind": "int", "value": 10 ** 400}
    if MODE == "object-unknown":
        return {"kind": "object", "id": 999, "className": ESC}
    return value


def answer(request):
    global invokes
    kind = request.get("type")
    if kind == "hello":
        implementation = {"name": "hostile-" + MODE, "version": "1.0", "supportedMembers": KEYS}
        if MODE == "esc-name":
            implementation["name"] = ESC
        if MODE == "hello-protocol-3":
            return {"type": "hello", "protocol": 3, "implementation": implementation}
        if MODE == "hello-no-members":
            del implementation["supportedMembers"]
        if MODE == "hello-wrong-type":
            return {"type": "result", "id": 0, "value": VOID}
        if MODE == "hello-huge-members":
            implementation["supportedMembers"] = KEYS + ["M%d%s" % (i, ESC) for i in range(int(os.environ.get("TRIALS_MEMBERS", "200000")))]
        return {"type": "hello", "protocol": 1, "implementation": implementation}
    if kind == "newSession":
        sessions[len(sessions) + 1] = {}
        return {"type": "result", "id": request["id"], "value": {"kind": "int", "value": len(sessions)}}
    if kind == "closeSession":
        return {"type": "result", "id": request["id"], "value": VOID}
    if kind == "invoke":
        invokes += 1
        key = KEYS[request["member"]]
        value = member(request["session"], request.get("receiver"), key, request["arguments"])
        if key in ("UIControl.isEnabled", "UIControl.isSelected", "UIControl.state"):
            value = hostile_value(value)
        if MODE == "esc-error":
            return {"type": "error", "id": request["id"], "failure": {"failed": ESC * 10}}
        if MODE == "huge-error":
            return {"type": "error", "id": request["id"], "failure": {"failed": "e" * BIG}}
        if MODE == "failure-unknown-kind":
            return {"type": "error", "id": request["id"], "failure": {"weird": ESC}}
        if MODE == "failure-two-kinds":
            return {"type": "error", "id": request["id"], "failure": {"failed": "a", "unsupported": "b"}}
        if MODE == "wrong-id":
            return {"type": "result", "id": request["id"] + 1000, "value": value}
        if MODE == "string-id":
            return {"type": "result", "id": str(request["id"]), "value": value}
        if MODE == "callback-v1":
            send({"type": "callback", "id": 1, "closure": 1, "arguments": []})
        return {"type": "result", "id": request["id"], "value": value}
    return {"type": "error", "id": request.get("id"), "failure": {"unsupported": "request"}}


def before_answer(request):
    """What happens before an answer is written, in the modes that spoil the stream."""
    kind = request.get("type")
    first_invoke = kind == "invoke" and invokes == 0
    if MODE == "crash-at-hello" and kind == "hello":
        sys.stderr.write("crashing" + ESC + "\n")
        sys.exit(3)
    if MODE == "segv-on-invoke" and kind == "invoke":
        os.kill(os.getpid(), signal.SIGSEGV)
    if MODE == "crash-on-invoke" and kind == "invoke":
        sys.stderr.write("Traceback: boom " + ESC + "\n")
        sys.exit(1)
    if MODE in ("hang-at-hello", "hang-ignoring-sigterm-at-hello") and kind == "hello":
        time.sleep(3600)
    if MODE in ("hang-on-invoke", "hang-ignoring-sigterm") and kind == "invoke":
        time.sleep(3600)
    if MODE == "garbage-at-hello" and kind == "hello":
        send(b"this is not json " + ESC.encode())
    if MODE == "garbage" and kind == "invoke":
        send(b"\x00\xff garbage " + ESC.encode())
    if MODE == "invalid-utf8" and kind == "invoke":
        send(b'{"type":"result","id":' + str(request["id"]).encode() + b',"value":{"kind":"string","value":"\xff\xfe"}}')
        return True
    if MODE == "json-array" and kind == "invoke":
        send(b"[1,2,3]")
    if MODE == "blank-flood" and kind == "invoke":
        out.write(b"\n" * 100000)
    if MODE == "crlf-flood" and kind == "invoke":
        out.write(b"\r\n" * 100000)
    if MODE == "stderr-flood" and kind == "invoke":
        sys.stderr.write(("noise " + ESC + "\n") * 200000)
        sys.stderr.flush()
        sys.exit(2)
    if MODE == "unsolicited" and kind == "invoke":
        send({"type": "result", "id": 424242, "value": VOID})
    if MODE == "duplicate" and kind == "invoke":
        send({"type": "result", "id": request["id"], "value": VOID})
    if MODE == "early-exit" and kind == "invoke" and invokes >= 3:
        os._exit(0)
    if MODE == "close-stdout" and first_invoke:
        os.close(1)
        time.sleep(3600)
    if MODE == "partial-line" and kind == "invoke":
        out.write(b'{"type":"result","id":')
        out.flush()
        os._exit(0)
    if MODE == "deep-array" and kind == "invoke":
        depth = 100000
        send(b'{"type":"result","id":' + str(request["id"]).encode() + b',"value":' + b'{"kind":"array","value":[' * depth + b"]}" * depth + b"}")
        return True
    if MODE == "over-limit" and first_invoke:
        out.write(b'{"type":"result","id":1,"value":{"kind":"string","value":"' + b"x" * (64 * 1024 * 1024 + 10) + b'"}}\n')
        out.flush()
    if MODE == "grandchild" and kind == "hello":
        # A child that keeps stdout open and outlives the driver.
        child = subprocess.Popen(["sleep", "3600"], stdout=sys.stdout, stderr=subprocess.DEVNULL)
        with open(os.environ.get("TRIALS_PIDS", "/dev/null"), "a") as f:
            f.write("%d\n" % child.pid)
    if MODE == "slow" and kind == "invoke":
        time.sleep(0.3)
    return False


def main():
    if MODE.startswith("hang-ignoring-sigterm"):
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
    if MODE == "exit-at-start":
        sys.exit(0)
    if MODE == "no-hello":
        for line in sys.stdin:
            pass
        return
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        if request.get("type") == "goodbye":
            if MODE == "hang-at-goodbye":
                time.sleep(3600)
            break
        if before_answer(request):
            continue
        try:
            response = answer(request)
        except Exception as error:
            sys.stderr.write("driver: %r\n" % error)
            response = {"type": "error", "id": request.get("id"), "failure": {"failed": str(error)}}
        send(response)
    if MODE == "grandchild":
        os._exit(0)


if __name__ == "__main__":
    main()
