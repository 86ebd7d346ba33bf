#!/usr/bin/env bash
# Installs what ControlSpec needs on a Debian machine with Swift at /opt/swift (run as root).
# With --bench, also Hugo, the peer that `controlspec-bench --peers` measures beside DocC.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
# strace: the test that kills the tool at each rename of an output swap; libmicrohttpd: `controlspec preview`.
packages=(libcmark-dev libsqlite3-dev zlib1g-dev libmicrohttpd-dev pkg-config chromium chromium-driver fonts-wqy-microhei strace)
if [[ "${1:-}" == "--bench" ]]; then packages+=(hugo); fi
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if ((${#missing[@]})); then
    apt-get update -qq
    apt-get install -y -qq "${missing[@]}" >/dev/null
fi
python3 -c "import selenium" 2>/dev/null || python3 -m pip install --quiet selenium
# axe-core for the browser tests' accessibility check; its Playwright half is not needed.
python3 -c "import importlib.util, sys; sys.exit(importlib.util.find_spec('axe_playwright_python') is None)" \
    || python3 -m pip install --quiet --no-deps axe-playwright-python==0.1.8
export PATH="/opt/swift/usr/bin:$PATH"
swift --version >/dev/null
