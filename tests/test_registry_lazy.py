"""``import bootcamps`` and ``names()`` import no bootcamp module; ``get(id)`` imports only that one."""

import json
import subprocess
import sys

PROBE = """
import json, sys
def loaded():
    return sorted(m for m in sys.modules if m.startswith("bootcamps.") and m.count(".") == 2
                  and not m.startswith(("bootcamps.kit.", "bootcamps.templates.")))
import bootcamps
after_import = loaded()
names = bootcamps.names()
after_names = loaded()
bootcamps.get("cipher/caesar")
after_get = loaded()
print(json.dumps({"import": after_import, "names": after_names, "get": after_get, "n": len(names)}))
"""


def test_listing_imports_no_bootcamp_and_get_imports_one():
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, check=True)
    seen = json.loads(out.stdout)
    assert seen["n"] >= 2  # there was something to import
    assert seen["import"] == [] and seen["names"] == []
    assert seen["get"] == ["bootcamps.cipher.caesar"]
