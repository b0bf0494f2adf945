"""More small interpreters for code tasks: exception flow, generators, closures, class attributes,
for/else loops, tuple assignment and Makefile rebuilds.

Every program is data (JSON-ready lists) generated from a grammar and interpreted here; nothing is
ever ``exec``-ed or ``eval``-ed. Each section renders its program as Python (or Makefile) text
and runs it with its own rules, which the bootcamps state in their prompts. Conditions on an
integer ``n`` are shared: ``["mod", k, r]`` (n % k == r), ``["gt", t]`` (n > t), ``["lt", t]``.
"""

from __future__ import annotations

import random
from typing import Any

# ---------------------------------------------------------------- conditions on one integer


def cond_holds(cond: list, n: int) -> bool:
    kind = cond[0]
    if kind == "mod":
        return n % cond[1] == cond[2]
    if kind == "gt":
        return n > cond[1]
    if kind == "lt":
        return n < cond[1]
    raise ValueError(f"unknown condition {kind!r}")


def render_cond(cond: list, var: str = "n") -> str:
    if cond[0] == "mod":
        return f"{var} % {cond[1]} == {cond[2]}"
    return f"{var} {'>' if cond[0] == 'gt' else '<'} {cond[1]}"


def random_cond(rng: random.Random, high: int) -> list:
    roll = rng.random()
    if roll < 0.5:
        k = rng.randint(2, 4)
        return ["mod", k, rng.randrange(k)]
    return ["gt" if roll < 0.75 else "lt", rng.randint(1, high - 1)]


# ---------------------------------------------------------------- exception flow
# A function f(n) whose body is a try block of items ["print", label], ["raise", cond, exc] and
# ["return", cond]; inner handlers [exc_class, label, reraise]; an optional finally label and a
# label printed after the try statement. A driver loop calls f(n) for each input inside its own
# try with handlers [exc_class, label] (the last is always ``Exception``), and optional
# ``else`` / ``finally`` labels. Each print shows its label followed by n.

EXCEPTIONS = ("ValueError", "KeyError", "IndexError")
HANDLER_CLASSES = ("ValueError", "KeyError", "IndexError", "LookupError", "Exception")


def exc_matches(exc: str, handler: str) -> bool:
    """Whether ``except handler`` catches ``exc``: LookupError is the base of KeyError and IndexError."""
    if handler == "Exception" or handler == exc:
        return True
    return handler == "LookupError" and exc in ("KeyError", "IndexError")


def first_handler(exc: str, handlers: list[list]) -> int | None:
    for i, h in enumerate(handlers):
        if exc_matches(exc, h[0]):
            return i
    return None


def run_exception_call(f: dict, n: int) -> tuple[list[str], str | None]:
    """What f(n) prints and the exception class that escapes it (None when it returns)."""
    out: list[str] = []
    exc, returned = None, False
    for item in f["body"]:
        if item[0] == "print":
            out.append(f"{item[1]}{n}")
        elif cond_holds(item[1], n):
            if item[0] == "raise":
                exc = item[2]
            else:
                returned = True
            break
    escaped = exc
    if exc is not None:
        h = first_handler(exc, f["handlers"])
        if h is not None:
            out.append(f"{f['handlers'][h][1]}{n}")
            escaped = exc if f["handlers"][h][2] else None
    if f["finally"]:
        out.append(f"{f['finally']}{n}")
    if escaped is None and not returned:
        out.append(f"{f['after']}{n}")
    return out, escaped


def run_exception_program(data: dict) -> list[str]:
    f, d = data["f"], data["driver"]
    out: list[str] = []
    for n in data["inputs"]:
        printed, escaped = run_exception_call(f, n)
        out += printed
        if escaped is None:
            out.append(f"{d['after']}{n}")
            if d["else"]:
                out.append(f"{d['else']}{n}")
        else:
            h = first_handler(escaped, d["handlers"])
            assert h is not None, "the driver's last handler is Exception"
            out.append(f"{d['handlers'][h][1]}{n}")
        if d["finally"]:
            out.append(f"{d['finally']}{n}")
    return out


def _say(label: str, pad: str) -> str:
    return f'{pad}print("{label}" + str(n))'


def render_exception_program(data: dict) -> str:
    f, d = data["f"], data["driver"]
    lines = ["def f(n):", "    try:"]
    for item in f["body"]:
        if item[0] == "print":
            lines.append(_say(item[1], " " * 8))
        else:
            lines.append(f"        if {render_cond(item[1])}:")
            lines.append(f"            raise {item[2]}" if item[0] == "raise" else "            return")
    for cls, label, reraise in f["handlers"]:
        lines += [f"    except {cls}:", _say(label, " " * 8)]
        if reraise:
            lines.append("        raise")
    if f["finally"]:
        lines += ["    finally:", _say(f["finally"], " " * 8)]
    lines += [_say(f["after"], "    "), "", ""]
    lines += [f"for n in {list(data['inputs'])}:", "    try:", "        f(n)", _say(d["after"], " " * 8)]
    for cls, label in d["handlers"]:
        lines += [f"    except {cls}:", _say(label, " " * 8)]
    if d["else"]:
        lines += ["    else:", _say(d["else"], " " * 8)]
    if d["finally"]:
        lines += ["    finally:", _say(d["finally"], " " * 8)]
    return "\n".join(lines)


def random_exception_program(
    rng: random.Random, inputs: int, raises: int, handlers: int, reraise: bool, returns: bool, lookup: bool
) -> dict:
    """A random program (labels A, B, C, ... in source order)."""
    labels = iter("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    classes = [c for c in HANDLER_CLASSES if lookup or c != "LookupError"]
    body: list[list] = [["print", next(labels)]]
    kinds = ["raise"] * raises + (["return"] if returns else [])
    rng.shuffle(kinds)
    used: set = set()
    for kind in kinds:
        cond = random_cond(rng, 12)
        while (cond[0], cond[1]) in used or (cond[0] == "mod" and ("mod", cond[1]) in used):
            cond = random_cond(rng, 12)  # a repeated test would make later items unreachable
        used.add((cond[0], cond[1]))
        body.append(["raise", cond, rng.choice(EXCEPTIONS)] if kind == "raise" else ["return", cond])
        body.append(["print", next(labels)])
    inner = [[c, next(labels), reraise and rng.random() < 0.4] for c in rng.sample(classes[:-1], handlers)]
    fin = next(labels) if rng.random() < 0.7 or not inner else ""
    f = {"body": body, "handlers": inner, "finally": fin, "after": next(labels)}
    after = next(labels)
    outer = [[c, next(labels)] for c in rng.sample(classes[:-1], rng.randint(0, 2))] + [["Exception", next(labels)]]
    driver = {
        "after": after,
        "handlers": outer,
        "else": next(labels) if rng.random() < 0.5 else "",
        "finally": next(labels) if rng.random() < 0.5 else "",
    }
    return {"f": f, "driver": driver, "inputs": rng.sample(range(13), inputs)}


# ---------------------------------------------------------------- generators
# ``def gen(tag, n)`` prints tag+"s" when first resumed, then for i in range(n): prints
# tag+"y"+i, yields i*mul+add, and when resumed prints tag+"r"+i; after the loop it prints tag+"e"
# and stops. Consumer ops: ["make", var, n] (var = gen(var, n): prints nothing, generators are
# lazy), ["say", word] (print(word)), ["next", var] (print("v" + str(next(var)))), ["loop", var,
# limit] (for v in var: print("v" + str(v)); then ``if v >= limit: break`` when limit is not
# None). A generator is {"n", "state": new | suspended | done, "i"}.


def gen_resume(g: dict, tag: str, mul: int, add: int) -> tuple[dict, list[str], int | None]:
    """Resume a generator: its new state, what it prints, the value yielded (None: it stopped)."""
    out: list[str] = []
    if g["state"] == "done":
        return g, out, None
    if g["state"] == "new":
        out.append(f"{tag}s")
        i = 0
    else:
        out.append(f"{tag}r{g['i']}")
        i = g["i"] + 1
    if i < g["n"]:
        out.append(f"{tag}y{i}")
        return {"n": g["n"], "state": "suspended", "i": i}, out, i * mul + add
    out.append(f"{tag}e")
    return {"n": g["n"], "state": "done", "i": i}, out, None


def run_generator_program(data: dict) -> list[str]:
    gens: dict[str, dict] = {}
    out: list[str] = []
    mul, add = data["mul"], data["add"]
    for op in data["ops"]:
        kind, var = op[0], op[1]
        if kind == "make":
            gens[var] = {"n": op[2], "state": "new", "i": 0}
        elif kind == "say":
            out.append(var)
        elif kind == "next":
            gens[var], printed, value = gen_resume(gens[var], var, mul, add)
            if value is None:
                raise ValueError(f"next({var}) would raise StopIteration")
            out += printed + [f"v{value}"]
        else:
            while True:
                gens[var], printed, value = gen_resume(gens[var], var, mul, add)
                out += printed
                if value is None:
                    break
                out.append(f"v{value}")
                if op[2] is not None and value >= op[2]:
                    break
    return out


def render_generator_program(data: dict) -> str:
    lines = [
        "def gen(tag, n):",
        '    print(tag + "s")',
        "    for i in range(n):",
        '        print(tag + "y" + str(i))',
        f"        yield {'i' if data['mul'] == 1 else 'i * ' + str(data['mul'])}{' + ' + str(data['add']) if data['add'] else ''}",
        '        print(tag + "r" + str(i))',
        '    print(tag + "e")',
        "",
        "",
    ]
    for op in data["ops"]:
        kind, var = op[0], op[1]
        if kind == "make":
            lines.append(f'{var} = gen("{var}", {op[2]})')
        elif kind == "say":
            lines.append(f'print("{var}")')
        elif kind == "next":
            lines.append(f'print("v" + str(next({var})))')
        else:
            lines += [f"for v in {var}:", '    print("v" + str(v))']
            if op[2] is not None:
                lines += [f"    if v >= {op[2]}:", "        break"]
    return "\n".join(lines)


def random_generator_program(rng: random.Random, gens: int, ops: int, max_n: int) -> dict:
    """Ops that never call next() on a generator with no yield left."""
    mul, add = rng.randint(1, 4), rng.randint(0, 9)
    names = ["p", "q", "w"][:gens]
    left: dict[str, int] = {}  # yields left per generator
    sizes: dict[str, int] = {}
    program: list[list] = []
    says = iter([f"m{k}" for k in rng.sample(range(1, 100), 12)])
    for var in names:
        n = rng.randint(2, max_n)
        program.append(["make", var, n])
        left[var] = sizes[var] = n
        if rng.random() < 0.5:
            program.append(["say", next(says)])
    while len(program) < ops + 2 * gens:
        var = rng.choice(names)
        roll = rng.random()
        if roll < 0.55 and left[var] > 0:
            program.append(["next", var])
            left[var] -= 1
        elif roll < 0.75:
            program.append(["say", next(says, "m0")])
        elif left[var] >= 0:  # a loop that breaks after a few values, or runs to the end
            take = rng.randint(1, left[var]) if left[var] else 0
            if 0 < take < left[var] and rng.random() < 0.7:
                # values rise with i, so the first v >= limit is the take-th value from here
                index = sizes[var] - left[var] + take - 1
                program.append(["loop", var, index * mul + add - rng.randrange(mul)])
                left[var] -= take
            else:
                program.append(["loop", var, None])
                left[var] = -1  # finished: no more next()
    return {"mul": mul, "add": add, "ops": program}



# ---------------------------------------------------------------- closures and late binding
# Statements: ["set", name, value]; ["lam", f, op, var, early] (f = lambda x: x op var, or with
# a default argument ``var=var`` that copies the value now when early); ["comp", fs, n, op,
# early] (fs = [lambda x: x op i for i in range(n)]: late lambdas share the comprehension's own
# i, which ends at n - 1); ["loop", fs, n, op] (a for loop appending lambda x: x op i, reading
# the GLOBAL i later, which the loop leaves at n - 1); ["make", f, value] (f = make(value) with
# ``def make(a): return lambda x: x op a`` whose op is the program's "make_op"); ["call", f,
# index, arg] (print(f(arg)) or print(fs[index](arg))). A closure is [op, "global", name] (read
# the global when called) or [op, "value", v] (a value fixed when it was made).


def closure_apply(op: str, x: int, y: int) -> int:
    return x + y if op == "+" else x - y if op == "-" else x * y


def run_closure_program(data: dict) -> list[int]:
    env: dict[str, int] = {}
    funcs: dict[str, Any] = {}
    out: list[int] = []
    for st in data["statements"]:
        kind = st[0]
        if kind == "set":
            env[st[1]] = st[2]
        elif kind == "lam":
            funcs[st[1]] = [st[2], "value", env[st[3]]] if st[4] else [st[2], "global", st[3]]
        elif kind == "comp":
            funcs[st[1]] = [[st[3], "value", i if st[4] else st[2] - 1] for i in range(st[2])]
        elif kind == "loop":
            funcs[st[1]] = [[st[3], "global", "i"] for _ in range(st[2])]
            env["i"] = st[2] - 1
        elif kind == "make":
            funcs[st[1]] = [data["make_op"], "value", st[2]]
        else:
            c = funcs[st[1]] if st[2] is None else funcs[st[1]][st[2]]
            y = env[c[2]] if c[1] == "global" else c[2]
            out.append(closure_apply(c[0], st[3], y))
    return out


def render_closure_program(data: dict) -> str:
    lines = ["def make(a):", f"    return lambda x: x {data['make_op']} a", "", ""]
    for st in data["statements"]:
        kind = st[0]
        if kind == "set":
            lines.append(f"{st[1]} = {st[2]}")
        elif kind == "lam":
            lines.append(f"{st[1]} = lambda x{', ' + st[3] + '=' + st[3] if st[4] else ''}: x {st[2]} {st[3]}")
        elif kind == "comp":
            lines.append(f"{st[1]} = [lambda x{', i=i' if st[4] else ''}: x {st[3]} i for i in range({st[2]})]")
        elif kind == "loop":
            lines += [f"{st[1]} = []", f"for i in range({st[2]}):", f"    {st[1]}.append(lambda x: x {st[3]} i)"]
        elif kind == "make":
            lines.append(f"{st[1]} = make({st[2]})")
        else:
            callee = st[1] if st[2] is None else f"{st[1]}[{st[2]}]"
            lines.append(f"print({callee}({st[3]}))")
    return "\n".join(lines)


def random_closure_program(rng: random.Random, defs: int, calls: int, kinds: tuple[str, ...]) -> dict:
    """``defs`` definitions (of ``kinds``) mixed with re-assignments of captured globals, then
    ``calls`` prints interleaved after them; every call names a defined function."""
    ops = ("+", "-", "*")
    statements: list[list] = [["set", "c", rng.randint(1, 9)], ["set", "d", rng.randint(1, 9)]]
    funcs: dict[str, int | None] = {}  # name -> list length (None: a single function)
    singles, lists = iter("fghkmpqrstuvw"), iter(("fs", "gs", "hs", "ks", "ms", "ps"))
    has_i = False
    made_calls = 0
    for step in range(defs):
        kind = rng.choice(kinds)
        if kind == "lam":
            name = next(singles)
            statements.append(["lam", name, rng.choice(ops), rng.choice(("c", "d") + (("i",) if has_i else ())), rng.random() < 0.4])
            funcs[name] = None
        elif kind == "make":
            name = next(singles)
            statements.append(["make", name, rng.randint(1, 9)])
            funcs[name] = None
        else:
            name = next(lists)
            size = rng.randint(2, 4)
            if kind == "comp":
                statements.append(["comp", name, size, rng.choice(ops), rng.random() < 0.4])
            else:
                statements.append(["loop", name, size, rng.choice(ops)])
                has_i = True
            funcs[name] = size
        # change a captured global after some definitions: late binding then shows
        if rng.random() < 0.6:
            statements.append(["set", rng.choice(("c", "d") + (("i",) if has_i else ())), rng.randint(1, 9)])
        share = calls // defs if step < defs - 1 else calls - made_calls
        for _ in range(share):
            name = rng.choice(sorted(funcs))
            index = None if funcs[name] is None else rng.randrange(funcs[name])
            statements.append(["call", name, index, rng.randint(1, 9)])
            made_calls += 1
    return {"make_op": rng.choice(ops), "statements": statements}


# ---------------------------------------------------------------- class and instance attributes
# ``class Box`` has class attributes ``count`` (Box.count += 1 in __init__), ``size`` and the
# list ``tags``; instances get ``v`` in __init__. Statements: ["new", obj, v]; ["iset", obj,
# attr, n] (obj.attr = n); ["cset", attr, n] (Box.attr = n); ["iadd", obj, attr, n] (obj.attr
# += n: reads through the class, writes the instance); ["cadd", attr, n]; ["append", obj, n]
# (obj.tags.append(n): mutates whichever list obj.tags finds); ["ladd", obj, n] (obj.tags +=
# [n]: extends that list in place AND binds it on the instance); ["lnew", obj, n] (obj.tags =
# obj.tags + [n]: a new list on the instance); ["del", obj, attr]; ["print", what, owner, attr]
# with what in "attr", "len", "sum" and owner an instance name or "Box".
# State: {"cls": {attr: value}, "objs": {name: {attr: value}}, "lists": [[...]]}; a list value
# is ["list", index].


def attr_lookup(state: dict, owner: str, attr: str) -> Any:
    if owner != "Box" and attr in state["objs"][owner]:
        return state["objs"][owner][attr]
    return state["cls"][attr]


def attr_step(state: dict, st: list) -> int | None:
    """Run one statement on ``state`` (in place); the printed value for a print."""
    kind = st[0]
    objs, cls, lists = state["objs"], state["cls"], state["lists"]
    if kind == "new":
        objs[st[1]] = {"v": st[2]}
        cls["count"] += 1
    elif kind == "iset":
        objs[st[1]][st[2]] = st[3]
    elif kind == "cset":
        cls[st[1]] = st[2]
    elif kind == "iadd":
        objs[st[1]][st[2]] = attr_lookup(state, st[1], st[2]) + st[3]
    elif kind == "cadd":
        cls[st[1]] += st[2]
    elif kind in ("append", "ladd"):
        ref = attr_lookup(state, st[1], "tags")
        lists[ref[1]].append(st[2])
        if kind == "ladd":
            objs[st[1]]["tags"] = ref
    elif kind == "lnew":
        ref = attr_lookup(state, st[1], "tags")
        lists.append(lists[ref[1]] + [st[2]])
        objs[st[1]]["tags"] = ["list", len(lists) - 1]
    elif kind == "del":
        del objs[st[1]][st[2]]
    elif kind == "print":
        value = attr_lookup(state, st[2], st[3])
        if st[1] == "attr":
            return value
        items = lists[value[1]]
        return len(items) if st[1] == "len" else sum(items)
    else:
        raise ValueError(f"unknown statement {kind!r}")
    return None


def new_attr_state(data: dict) -> dict:
    return {"cls": {"count": 0, "size": data["size"], "tags": ["list", 0]}, "objs": {}, "lists": [[]]}


def run_attr_program(data: dict) -> list[int]:
    state = new_attr_state(data)
    out = []
    for st in data["statements"]:
        value = attr_step(state, st)
        if value is not None:
            out.append(value)
    return out


def render_attr_statement(st: list) -> str:
    kind = st[0]
    if kind == "new":
        return f"{st[1]} = Box({st[2]})"
    if kind == "iset":
        return f"{st[1]}.{st[2]} = {st[3]}"
    if kind == "cset":
        return f"Box.{st[1]} = {st[2]}"
    if kind == "iadd":
        return f"{st[1]}.{st[2]} += {st[3]}"
    if kind == "cadd":
        return f"Box.{st[1]} += {st[2]}"
    if kind == "append":
        return f"{st[1]}.tags.append({st[2]})"
    if kind == "ladd":
        return f"{st[1]}.tags += [{st[2]}]"
    if kind == "lnew":
        return f"{st[1]}.tags = {st[1]}.tags + [{st[2]}]"
    if kind == "del":
        return f"del {st[1]}.{st[2]}"
    inner = f"{st[2]}.{st[3]}"
    return f"print({inner})" if st[1] == "attr" else f"print({st[1]}({inner}))"


def render_attr_program(data: dict) -> str:
    head = [
        "class Box:",
        "    count = 0",
        f"    size = {data['size']}",
        "    tags = []",
        "",
        "    def __init__(self, v):",
        "        self.v = v",
        "        Box.count += 1",
        "",
        "",
    ]
    return "\n".join(head + [render_attr_statement(st) for st in data["statements"]])


def random_attr_program(rng: random.Random, objects: int, statements: int, prints: int, lists: bool) -> dict:
    """Objects are created first; statements only touch existing attributes (``del`` only an
    instance's own ``size``/``tags``); prints are spread through the program and end it."""
    data: dict = {"size": rng.randint(1, 9), "statements": []}
    names = ["a", "b", "c", "e"][:objects]
    state = new_attr_state(data)
    sts: list[list] = [["new", name, rng.randint(1, 9)] for name in names]
    for st in sts:
        attr_step(state, st)
    kinds = ["iset", "cset", "iadd", "cadd", "del"] + (["append", "ladd", "lnew", "append"] if lists else [])
    body: list[list] = []
    while len(body) < statements:
        kind = rng.choice(kinds)
        obj = rng.choice(names)
        n = rng.randint(1, 9)
        if kind in ("iset", "iadd"):
            st = [kind, obj, rng.choice(("size", "v", "count")), n]
        elif kind in ("cset", "cadd"):
            st = [kind, rng.choice(("size", "count")), n]
        elif kind == "del":
            own = [(o, x) for o in names for x in ("size", "tags", "count") if x in state["objs"][o]]
            if not own:
                continue
            st = ["del", *rng.choice(own)]
        else:
            st = [kind, obj, n]
        attr_step(state, st)  # applied as it is drawn, so a del only removes what exists
        body.append(st)
    slots = sorted(rng.randrange(len(body) + 1) for _ in range(prints - 1)) + [len(body)]
    out: list[list] = list(sts)
    for i in range(len(body) + 1):
        out += [_random_print(rng, names, lists) for _ in range(slots.count(i))]
        if i < len(body):
            out.append(body[i])
    data["statements"] = out
    return data


def _random_print(rng: random.Random, names: list[str], lists: bool) -> list:
    owner = rng.choice(names + ["Box"])
    if lists and rng.random() < 0.4:
        return ["print", rng.choice(("len", "sum")), owner, "tags"]
    attrs = ("size", "count") if owner == "Box" else ("size", "count", "v")
    return ["print", "attr", owner, rng.choice(attrs)]


# ---------------------------------------------------------------- tuple assignment
# Variables a, b, c and a list L of four ints. Statements are ["tup", targets, exprs]: every
# right-hand expression is evaluated first (old values), then the targets are assigned LEFT TO
# RIGHT, so a target ``L[a]`` uses the value ``a`` has when that target's turn comes (possibly
# just assigned). Expressions: ["v", name], ["n", k], ["l", k] (L[k]), ["lv", name] (L[name]),
# ["+", x, y], ["-", x, y]; targets: ["v", name], ["l", k], ["lv", name].

TUPLE_VARS = ("a", "b", "c")


def tuple_eval(e: list, env: dict[str, int], lst: list[int]) -> int:
    kind = e[0]
    if kind == "v":
        return env[e[1]]
    if kind == "n":
        return e[1]
    if kind == "l":
        return lst[e[1]]
    if kind == "lv":
        i = env[e[1]]
        if not 0 <= i < len(lst):
            raise IndexError(f"L[{e[1]}] with {e[1]} = {i}")
        return lst[i]
    x, y = tuple_eval(e[1], env, lst), tuple_eval(e[2], env, lst)
    return x + y if kind == "+" else x - y


def tuple_assign(target: list, value: int, env: dict[str, int], lst: list[int]) -> None:
    if target[0] == "v":
        env[target[1]] = value
    else:
        i = target[1] if target[0] == "l" else env[target[1]]
        if not 0 <= i < len(lst):
            raise IndexError(f"L[{target[1]}] with index {i}")
        lst[i] = value


def tuple_step(st: list, env: dict[str, int], lst: list[int]) -> None:
    values = [tuple_eval(e, env, lst) for e in st[2]]
    for target, value in zip(st[1], values):
        tuple_assign(target, value, env, lst)


def run_tuple_program(data: dict) -> list[int]:
    env = dict(zip(TUPLE_VARS, data["start"]))
    lst = list(data["list"])
    for st in data["statements"]:
        tuple_step(st, env, lst)
    return [env[v] for v in TUPLE_VARS] + lst


def render_tuple_expr(e: list, top: bool = True) -> str:
    kind = e[0]
    if kind in ("v", "n"):
        return str(e[1])
    if kind in ("l", "lv"):
        return f"L[{e[1]}]"
    text = f"{render_tuple_expr(e[1], False)} {kind} {render_tuple_expr(e[2], False)}"
    return text if top else f"({text})"


def render_tuple_program(data: dict) -> str:
    lines = [f"{v} = {x}" for v, x in zip(TUPLE_VARS, data["start"])] + [f"L = {list(data['list'])}"]
    for st in data["statements"]:
        lines.append(", ".join(render_tuple_expr(t) for t in st[1]) + " = " + ", ".join(render_tuple_expr(e) for e in st[2]))
    lines.append("print(a, b, c, L)")
    return "\n".join(lines)


def random_tuple_program(rng: random.Random, statements: int, width: int, indexed: bool) -> dict:
    """Statements of ``width`` targets (2..3) that never index out of range and keep values small."""
    start = [rng.randint(0, 3) for _ in TUPLE_VARS]
    lst = [rng.randint(0, 9) for _ in range(4)]
    env = dict(zip(TUPLE_VARS, start))
    cur = list(lst)
    out: list[list] = []

    def operand() -> list:
        roll = rng.random()
        if roll < 0.55:
            return ["v", rng.choice(TUPLE_VARS)]
        if roll < 0.75 or not indexed:
            return ["n", rng.randint(0, 3)] if roll < 0.65 else ["l", rng.randrange(4)]
        return ["lv", rng.choice(TUPLE_VARS)] if rng.random() < 0.5 else ["l", rng.randrange(4)]

    def target() -> list:
        if indexed and rng.random() < 0.35:
            return ["lv", rng.choice(TUPLE_VARS)] if rng.random() < 0.6 else ["l", rng.randrange(4)]
        return ["v", rng.choice(TUPLE_VARS)]

    tries = 0
    while len(out) < statements:
        tries += 1
        if tries > 5000:
            raise RuntimeError("no tuple program within limits in 5000 tries")
        n = rng.randint(2, width)
        targets = [target() for _ in range(n)]
        if len({tuple(t) for t in targets}) < n:
            continue  # a target named twice teaches nothing new
        exprs = [operand() if rng.random() < 0.6 else [rng.choice("+-"), operand(), operand()] for _ in range(n)]
        trial_env, trial = dict(env), list(cur)
        try:
            tuple_step(["tup", targets, exprs], trial_env, trial)
        except IndexError:
            continue
        if max(abs(v) for v in [*trial_env.values(), *trial]) > 40:
            continue
        env, cur = trial_env, trial
        out.append(["tup", targets, exprs])
    return {"start": start, "list": lst, "statements": out}


# ---------------------------------------------------------------- for/else and while/else
# Blocks run in order; each print shows a label, maybe followed by a number. A loop's ``else``
# runs only when the loop ends without ``break``.
#   for:    {"kind": "for", "items", "cont": cond|None, "show": label, "brk": cond, "bl": label, "else": label}
#   while:  {"kind": "while", "start", "limit", "step", "brk": cond, "bl": label, "else": label}
#   nested: {"kind": "nested", "outer", "inner", "brk": cond on x + y, "bl": label, "ie": label,
#            "skip": bool (the inner else ends with ``continue``), "after": label,
#            "obrk": cond on y | None, "else": label}
# A label "" means that print is absent.


def _sum_cond(cond: list) -> str:
    return f"(x + y) % {cond[1]} == {cond[2]}" if cond[0] == "mod" else render_cond(cond, "x + y")


def run_loop_block(block: dict) -> list[str]:
    out: list[str] = []
    kind = block["kind"]
    if kind == "for":
        for x in block["items"]:
            if block["cont"] and cond_holds(block["cont"], x):
                continue
            if block["show"]:
                out.append(f"{block['show']}{x}")
            if cond_holds(block["brk"], x):
                out.append(f"{block['bl']}{x}")
                break
        else:
            out.append(block["else"])
    elif kind == "while":
        n = block["start"]
        while n < block["limit"]:
            n += block["step"]
            if cond_holds(block["brk"], n):
                out.append(f"{block['bl']}{n}")
                break
        else:
            out.append(f"{block['else']}{n}")
    else:
        for y in block["outer"]:
            for x in block["inner"]:
                if cond_holds(block["brk"], x + y):
                    out.append(f"{block['bl']}{x + y}")
                    break
            else:
                out.append(f"{block['ie']}{y}")
                if block["skip"]:
                    continue
            out.append(f"{block['after']}{y}")
            if block["obrk"] and cond_holds(block["obrk"], y):
                break
        else:
            out.append(block["else"])
    return out


def run_loop_program(data: dict) -> list[str]:
    return [token for block in data["blocks"] for token in run_loop_block(block)]


def render_loop_block(block: dict) -> list[str]:
    kind = block["kind"]
    if kind == "for":
        lines = [f"for x in {block['items']}:"]
        if block["cont"]:
            lines += [f"    if {render_cond(block['cont'], 'x')}:", "        continue"]
        if block["show"]:
            lines.append(f'    print("{block["show"]}" + str(x))')
        lines += [f"    if {render_cond(block['brk'], 'x')}:", f'        print("{block["bl"]}" + str(x))', "        break",
                  "else:", f'    print("{block["else"]}")']
        return lines
    if kind == "while":
        return [f"n = {block['start']}", f"while n < {block['limit']}:", f"    n += {block['step']}",
                f"    if {render_cond(block['brk'], 'n')}:", f'        print("{block["bl"]}" + str(n))', "        break",
                "else:", f'    print("{block["else"]}" + str(n))']
    lines = [f"for y in {block['outer']}:", f"    for x in {block['inner']}:", f"        if {_sum_cond(block['brk'])}:",
             f'            print("{block["bl"]}" + str(x + y))', "            break", "    else:", f'        print("{block["ie"]}" + str(y))']
    if block["skip"]:
        lines.append("        continue")
    lines.append(f'    print("{block["after"]}" + str(y))')
    if block["obrk"]:
        lines += [f"    if {render_cond(block['obrk'], 'y')}:", "        break"]
    return lines + ["else:", f'    print("{block["else"]}")']


def render_loop_program(data: dict) -> str:
    return "\n".join(line for block in data["blocks"] for line in render_loop_block(block))


def random_loop_program(rng: random.Random, blocks: int, kinds: tuple[str, ...], length: int) -> dict:
    labels = iter("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    out = []
    for _ in range(blocks):
        kind = rng.choice(kinds)
        if kind == "for":
            out.append({"kind": "for", "items": [rng.randint(0, 15) for _ in range(length)],
                        "cont": random_cond(rng, 15) if rng.random() < 0.4 else None,
                        "show": next(labels) if rng.random() < 0.6 else "", "brk": random_cond(rng, 15),
                        "bl": next(labels), "else": next(labels)})
        elif kind == "while":
            out.append({"kind": "while", "start": rng.randint(0, 5), "limit": rng.randint(8, 8 + 3 * length),
                        "step": rng.randint(1, 4), "brk": random_cond(rng, 20), "bl": next(labels), "else": next(labels)})
        else:
            out.append({"kind": "nested", "outer": [rng.randint(0, 6) for _ in range(rng.randint(2, 3))],
                        "inner": [rng.randint(0, 9) for _ in range(rng.randint(2, length))],
                        "brk": random_cond(rng, 15), "bl": next(labels), "ie": next(labels), "skip": rng.random() < 0.5,
                        "after": next(labels), "obrk": random_cond(rng, 6) if rng.random() < 0.5 else None, "else": next(labels)})
    return {"blocks": out}


# ---------------------------------------------------------------- Makefile rebuilds
# rules: [[target, [prereq, ...]], ...] in file order; times: {file: mtime or None (missing)}.
# ``make goal`` brings each prerequisite up to date first (left to right, each target at most
# once), then rebuilds the target when it is missing or some prerequisite is newer than it (a
# rebuilt file counts as newer than everything). A file with no rule is a source; it exists.

MAKE_SOURCES = ("main.c", "util.c", "io.c", "net.c", "util.h", "io.h", "config.h", "parse.y", "lex.l", "data.csv")
MAKE_TARGETS = ("main.o", "util.o", "io.o", "net.o", "parse.c", "lex.c", "parse.o", "lex.o", "libcore.a", "tables.c",
                "tables.o", "libnet.a", "app", "tool", "docs.html", "bundle.tar")


def make_rebuilds(rules: list[list], times: dict[str, int | None], goal: str) -> list[str]:
    """Targets rebuilt by ``make goal``, in the order their recipes run."""
    deps = {t: p for t, p in rules}
    current = dict(times)
    done: set[str] = set()
    built: list[str] = []
    now = max(v for v in times.values() if v is not None) + 1

    def update(target: str) -> None:
        if target in done or target not in deps:
            return
        done.add(target)
        for p in deps[target]:
            update(p)
        mine = current[target]
        if mine is None or any(current[p] > mine for p in deps[target]):
            current[target] = now
            built.append(target)

    update(goal)
    return built


def render_makefile(rules: list[list]) -> str:
    out = []
    for target, prereqs in rules:
        out += [f"{target}: {' '.join(prereqs)}", f"\t./build {target}", ""]
    return "\n".join(out).rstrip()


def random_makefile(rng: random.Random, sources: int, targets: int, missing: float) -> tuple[list[list], dict]:
    """Rules listed goal first (make's default goal is the first rule); every target is reachable
    from the goal. Times are distinct integers; some targets are missing."""
    srcs = rng.sample(MAKE_SOURCES, sources)
    names = rng.sample(MAKE_TARGETS, targets)
    # names[0] is the goal; target k may depend on sources and on targets after it in the list
    rules = []
    for k, name in enumerate(names):
        later = names[k + 1 :]
        pool = srcs + later
        size = rng.randint(1, min(3, len(pool)))
        prereqs = rng.sample(pool, size)
        rules.append([name, prereqs])
    # every target is named by an earlier rule, so (by induction) all are reachable from the goal
    for k in range(1, len(rules)):
        if not any(names[k] in r[1] for r in rules[:k]):
            rng.choice(rules[:k])[1].append(names[k])
    # a consistent build (every target newer than its prerequisites), then a few files touched
    # later (edited sources, or a target rebuilt by hand) and some targets deleted
    times: dict[str, int | None] = {x: rng.randint(100, 300) for x in srcs}
    deps = dict((t, p) for t, p in rules)
    for name in reversed(names):
        times[name] = max(times[x] for x in deps[name]) + rng.randint(1, 40)
    top = max(times.values())
    for x in rng.sample(srcs + names, rng.randint(1, 2)):
        times[x] = top + rng.randint(1, 60)
    for t in names:
        if rng.random() < missing:
            times[t] = None
    return rules, times


# ---------------------------------------------------------------- shell pipelines
# Stages on a list of lines (C locale, lower-case ASCII words): ["cut", f] (cut -d, -f f),
# ["grep", s, invert] (lines containing s; -v: not containing), ["sort", reverse], ["uniq"]
# (drops ADJACENT repeats only), ["uniqc"] (uniq -c, written "<count> <line>" without padding),
# ["bycount"] (sort -k1,1nr -k2,2: count descending, then text ascending), ["head", k],
# ["tail", k], ["wc"] (wc -l: the number of lines).

WORDS = ("ant", "bee", "cat", "dog", "eel", "fox", "gnu", "hen", "owl", "yak")


def pipe_stage(lines: list[str], stage: list) -> list[str]:
    kind = stage[0]
    if kind == "cut":
        return [line.split(",")[stage[1] - 1] for line in lines]
    if kind == "grep":
        return [line for line in lines if (stage[1] in line) != stage[2]]
    if kind == "sort":
        return sorted(lines, reverse=stage[1])
    if kind in ("uniq", "uniqc"):
        runs: list[list] = []
        for line in lines:
            if runs and runs[-1][0] == line:
                runs[-1][1] += 1
            else:
                runs.append([line, 1])
        return [r[0] for r in runs] if kind == "uniq" else [f"{n} {text}" for text, n in runs]
    if kind == "bycount":
        return sorted(lines, key=lambda s: (-int(s.split(" ", 1)[0]), s.split(" ", 1)[1]))
    if kind == "head":
        return lines[: stage[1]]
    if kind == "tail":
        return lines[-stage[1] :] if stage[1] else []
    if kind == "wc":
        return [str(len(lines))]
    raise ValueError(f"unknown stage {kind!r}")


def run_pipeline(lines: list[str], stages: list[list]) -> list[str]:
    for stage in stages:
        lines = pipe_stage(lines, stage)
    return lines


def render_stage(stage: list) -> str:
    kind = stage[0]
    return {
        "cut": lambda: f"cut -d, -f{stage[1]}",
        "grep": lambda: f"grep {'-v ' if stage[2] else ''}{stage[1]}",
        "sort": lambda: "sort -r" if stage[1] else "sort",
        "uniq": lambda: "uniq",
        "uniqc": lambda: "uniq -c",
        "bycount": lambda: "sort -k1,1nr -k2,2",
        "head": lambda: f"head -n {stage[1]}",
        "tail": lambda: f"tail -n {stage[1]}",
        "wc": lambda: "wc -l",
    }[kind]()


def random_pipeline(rng: random.Random, csv: bool, extra: int) -> list[list]:
    """A pipeline from templates, with ``extra`` optional filter stages mixed in."""
    stages: list[list] = [["cut", rng.randint(1, 2)]] if csv else []
    filters = [["grep", rng.choice("aeo"), rng.random() < 0.5]] if rng.random() < 0.6 else []
    template = rng.randrange(4)
    if template == 0:  # a frequency table
        stages += filters + [["sort", False], ["uniqc"], ["bycount"], [rng.choice(("head", "tail")), rng.randint(2, 4)]]
    elif template == 1:  # uniq without sort only drops adjacent repeats
        stages += filters + [["uniq"], ["wc"] if rng.random() < 0.5 else ["tail", rng.randint(2, 4)]]
    elif template == 2:
        stages += filters + [["sort", rng.random() < 0.5], ["uniq"], [rng.choice(("head", "tail")), rng.randint(2, 4)]]
    else:
        stages += [["uniqc"], ["bycount"], ["head", rng.randint(2, 4)]]
    for _ in range(extra):  # more filters up front (after cut)
        stages.insert(1 if csv else 0, ["grep", rng.choice("aeiou"), rng.random() < 0.5])
    return stages


def random_pipeline_input(rng: random.Random, lines: int, csv: bool) -> list[str]:
    """Words with runs of repeats (so uniq and uniq -c matter); CSV rows pair two words."""
    pool = rng.sample(WORDS, rng.randint(3, 6))
    out: list[str] = []
    while len(out) < lines:
        word = rng.choice(pool)
        out += [word] * min(lines - len(out), rng.choice((1, 1, 2, 3)))
    if csv:
        other = rng.sample(WORDS, 4)
        out = [f"{rng.choice(other)},{w}" if rng.random() < 0.5 else f"{w},{rng.choice(other)}" for w in out]
    return out
