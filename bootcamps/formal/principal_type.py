"""The principal simple type of a closed lambda term (Hindley–Milner inference without let).

Terms are built from variables, abstractions ``λx. M`` (the body reaches as far right as
possible) and applications (juxtaposition, associating to the left). Types are type variables
and arrows ``A -> B`` (the arrow associates to the right). The principal type is the most
general type the term has: every other type of the term is a substitution instance of it. It is
unique up to renaming its type variables, so the verifier reads any spelling (``->`` or ``→``,
any variable names, redundant parentheses) and compares after renaming variables in order of
first appearance; the gold names them a, b, c, ... The generator draws random closed terms and
keeps those that are typable, not too small and whose type stays short. The traced solver is
algorithm W with one global substitution: one state per subterm, innermost first, where an
application unifies the function's type with ``argument -> fresh``. The plain solver collects
all equations first and solves them with a union-find over type nodes.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

NAMES = "xyzuvwfghkmnpqrs"  # binder names are drawn from these
MAX_CHARS = 400

# Terms: ["var", name] | ["lam", name, body] | ["app", fn, arg]
# Types: int (a type variable) | (dom, cod) (an arrow)


@dataclass(frozen=True)
class Config:
    lambdas: int = 2
    applications: int = 1
    max_type_size: int = 4  # arrows in the answer

    def __post_init__(self) -> None:
        if not 1 <= self.lambdas <= len(NAMES):
            raise ValueError(f"lambdas must be in 1..{len(NAMES)}, got {self.lambdas}")
        if not 1 <= self.applications <= 12:
            raise ValueError(f"applications must be in 1..12, got {self.applications}")
        if not 2 <= self.max_type_size <= 16:
            raise ValueError(f"max_type_size must be in 2..16, got {self.max_type_size}")


# ---------------------------------------------------------------- terms


def render_term(term: list) -> str:
    kind = term[0]
    if kind == "var":
        return term[1]
    if kind == "lam":
        return f"λ{term[1]}. {render_term(term[2])}"
    fn, arg = term[1], term[2]
    left = f"({render_term(fn)})" if fn[0] == "lam" else render_term(fn)
    right = render_term(arg) if arg[0] == "var" else f"({render_term(arg)})"
    return f"{left} {right}"


def random_term(rng: random.Random, lambdas: int, applications: int) -> list:
    """A closed term with exactly the given numbers of binders and applications (names unshadowed)."""
    names = rng.sample(NAMES, lambdas)

    def build(lams: int, apps: int, scope: list[str], fresh: list[str]) -> list:
        if lams == 0 and apps == 0:
            return ["var", rng.choice(scope)]
        choices = []
        if lams > 0:
            choices.append("lam")
        if apps > 0 and scope:
            choices.append("app")
        if not scope:
            choices = ["lam"]
        if rng.choice(choices) == "lam":
            name = fresh[0]
            return ["lam", name, build(lams - 1, apps, scope + [name], fresh[1:])]
        apps -= 1
        lam_left = rng.randint(0, lams)
        app_left = rng.randint(0, apps)
        fn = build(lam_left, app_left, scope, fresh)
        arg = build(lams - lam_left, apps - app_left, scope, fresh[lam_left:])
        return ["app", fn, arg]

    return build(lambdas, applications, [], names)


# ---------------------------------------------------------------- types


def render_type(ty, names: dict | None = None) -> str:
    if isinstance(ty, int):
        return names[ty] if names is not None else f"t{ty}"
    dom, cod = ty
    left = render_type(dom, names)
    if not isinstance(dom, int):
        left = f"({left})"
    return f"{left} -> {render_type(cod, names)}"


def canonical(ty) -> str:
    """Rename variables a, b, c, ... in order of first appearance (left to right)."""
    order: dict = {}

    def walk(x) -> None:
        if isinstance(x, int):
            order.setdefault(x, len(order))
        else:
            walk(x[0])
            walk(x[1])

    walk(ty)
    letters = {v: _letter(i) for v, i in order.items()}
    return render_type(ty, letters)


def _letter(i: int) -> str:
    return "abcdefghijklmnopqrstuvwxyz"[i] if i < 26 else f"a{i}"


def arrows(ty) -> int:
    return 0 if isinstance(ty, int) else 1 + arrows(ty[0]) + arrows(ty[1])


_TOKEN = re.compile(r"\s*(->|→|\(|\)|'?[A-Za-zα-ω][A-Za-z0-9_α-ω]*'*)")


def parse_type(text: str):
    """A type from model text (variables are identifiers, optionally 'a style), or None."""
    if not isinstance(text, str) or len(text) > MAX_CHARS:
        return None
    text = text.strip().rstrip(".").strip()
    tokens: list[str] = []
    pos = 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m:
            if text[pos:].strip() == "":
                break
            return None
        tokens.append(m.group(1))
        pos = m.end()
    if not tokens:
        return None
    ids: dict[str, int] = {}
    at = [0]

    def peek() -> str | None:
        return tokens[at[0]] if at[0] < len(tokens) else None

    def atom(depth: int):
        tok = peek()
        if tok is None or depth > 60:
            return None
        at[0] += 1
        if tok == "(":
            inner = arrow(depth + 1)
            if inner is None or peek() != ")":
                return None
            at[0] += 1
            return inner
        if tok in ("->", "→", ")"):
            return None
        return ids.setdefault(tok, len(ids))

    def arrow(depth: int):
        left = atom(depth)
        if left is None:
            return None
        if peek() in ("->", "→"):
            at[0] += 1
            right = arrow(depth + 1)
            return None if right is None else (left, right)
        return left

    ty = arrow(0)
    if ty is None or at[0] != len(tokens):
        return None
    return ty


# ---------------------------------------------------------------- algorithm W pieces


def resolve(ty, subst: dict):
    while isinstance(ty, int) and ty in subst:
        ty = subst[ty]
    if isinstance(ty, int):
        return ty
    return (resolve(ty[0], subst), resolve(ty[1], subst))


def occurs(v: int, ty, subst: dict) -> bool:
    ty = resolve(ty, subst)
    if isinstance(ty, int):
        return ty == v
    return occurs(v, ty[0], subst) or occurs(v, ty[1], subst)


def unify(a, b, subst: dict) -> list[tuple[int, object]] | None:
    """Extend subst in place so that a and b are equal; the new bindings, or None on failure."""
    added: list[tuple[int, object]] = []
    stack = [(a, b)]
    while stack:
        x, y = stack.pop()
        x, y = resolve(x, subst), resolve(y, subst)
        if x == y:
            continue
        if isinstance(y, int) and not isinstance(x, int):
            x, y = y, x
        if isinstance(x, int):
            if occurs(x, y, subst):
                return None
            subst[x] = y
            added.append((x, y))
            continue
        stack.append((x[1], y[1]))
        stack.append((x[0], y[0]))
    return added


def infer_w(term: list):
    subst: dict = {}
    counter = [0]

    def fresh() -> int:
        counter[0] += 1
        return counter[0]

    def go(t: list, env: dict):
        if t[0] == "var":
            return env[t[1]]
        if t[0] == "lam":
            a = fresh()
            return (a, go(t[2], {**env, t[1]: a}))
        f = go(t[1], env)
        x = go(t[2], env)
        r = fresh()
        if unify(f, (x, r), subst) is None:
            raise TypeError("not typable")
        return r

    try:
        return resolve(go(term, {}), subst)
    except TypeError:
        return None


_INTROS = (
    "In the simply typed lambda calculus (no let, no constants), give the principal type of the closed term",
    "Infer the most general (principal) simple type of this lambda term, Hindley–Milner style:",
    "What is the principal type of the following closed λ-term?",
)
_RULES = (
    "Notation: λx. M is a function with parameter x whose body extends as far right as possible; application is "
    "juxtaposition and associates to the left (f x y means (f x) y). A type is a type variable or an arrow A -> B, "
    "and the arrow associates to the right (a -> b -> c means a -> (b -> c)). A variable's type is its binder's type; "
    "λx. M has type A -> B when x has type A and M has type B; M N has type B when M has type A -> B and N has type A. "
    "The principal type is the most general one: every type the term can have is obtained from it by substituting "
    "types for its variables."
)


class PrincipalType(Bootcamp):
    id = "formal/principal_type"
    description = "Infer the principal simple type of a closed lambda term (algorithm W with unification)"
    Config = Config
    LEVELS = {
        "1": Config(lambdas=3, applications=2, max_type_size=4),
        "2": Config(lambdas=3, applications=3, max_type_size=5),
        "3": Config(lambdas=4, applications=4, max_type_size=6),
        "4": Config(lambdas=5, applications=5, max_type_size=8),
        "5": Config(lambdas=6, applications=7, max_type_size=10),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            term = random_term(rng, config.lambdas, config.applications)
            ty = infer_w(term)
            if ty is None or not 2 <= arrows(ty) <= config.max_type_size:
                continue
            return {"term": term}, canonical(ty)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = render_term(data["term"])
        lines = [f"{rng.choice(_INTROS)}", f"  {text}", _RULES]
        lines.append(answer_instruction("the type, using -> and parentheses, with type variables named as you like (like (a -> b) -> a -> b)"))
        return "\n".join(lines)

    def check(self, data: dict, answer: str, text: str) -> float:
        ty = parse_type(text)
        if ty is None:
            return 0.0
        return 1.0 if canonical(ty) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        subst: dict = {}
        counter = [0]
        show = lambda ty: render_type(resolve(ty, subst))  # noqa: E731

        def subst_text() -> list[str]:
            return [f"t{v} := {render_type(ty)}" for v, ty in sorted(subst.items())]

        def go(term: list, env: dict):
            """Returns (type, the text recorded for it)."""
            text = render_term(term)
            if term[0] == "var":
                t.state(f"variable {text}")
                ty = t.fetch(f"env[{text}]", render_type(env[term[1]]))
                return env[term[1]], t.compute(f"type({text})", ty, why="the type given to its binder")
            if term[0] == "lam":
                counter[0] += 1
                a = counter[0]
                t.state(f"binder λ{term[1]}")
                t.compute(f"env[{term[1]}]", f"t{a}", why="a fresh type variable for the parameter")
                body, body_text = go(term[2], {**env, term[1]: a})
                t.state(f"abstraction {text}")
                b = t.fetch(f"type({render_term(term[2])})", body_text)
                return (a, body), t.compute(f"type({text})", render_type(resolve((a, body), subst)),
                                            why=f"t{a} -> ({b}), substitution applied")
            f, f_text = go(term[1], env)
            x, x_text = go(term[2], env)
            counter[0] += 1
            r = counter[0]
            t.state(f"application {text}")
            t.fetch("substitution", subst_text())
            t.fetch(f"type({render_term(term[1])})", f_text)
            t.fetch(f"type({render_term(term[2])})", x_text)
            t.compute("unify", f"{show(f)} = {render_type((resolve(x, subst), r))}",
                      why="the function type must be argument -> fresh result (substitution applied)")
            added = unify(f, (x, r), subst)
            if added is None:
                raise ValueError("generated term is not typable")
            t.compute("new bindings", [f"t{v} := {render_type(ty)}" for v, ty in added])
            t.compute("substitution", subst_text())
            return r, t.compute(f"type({text})", show(r), why=f"the result type t{r} under the substitution")

        top, top_text = go(data["term"], {})
        t.state("answer")
        t.fetch("substitution", subst_text())
        t.fetch(f"type({render_term(data['term'])})", top_text)
        final = t.compute("resolved", render_type(resolve(top, subst)), why="apply the substitution fully")
        return t.compute("answer", canonical(resolve(top, subst)), why=f"{final} with variables renamed a, b, c, ...")

    def solve(self, data: dict) -> str:
        # collect all equations, then solve them with union-find over type nodes
        nodes: list = []  # node id -> ("var",) or ("arrow", dom_id, cod_id)
        equations: list[tuple[int, int]] = []

        def new(kind) -> int:
            nodes.append(kind)
            return len(nodes) - 1

        def walk(term: list, env: dict) -> int:
            if term[0] == "var":
                return env[term[1]]
            if term[0] == "lam":
                a = new(("var",))
                b = walk(term[2], {**env, term[1]: a})
                return new(("arrow", a, b))
            f, x = walk(term[1], env), walk(term[2], env)
            r = new(("var",))
            equations.append((f, new(("arrow", x, r))))
            return r

        root = walk(data["term"], {})
        parent = list(range(len(nodes)))
        # each class keeps an arrow representative when it has one
        shape = {i: (i if nodes[i][0] == "arrow" else None) for i in range(len(nodes))}

        def find(i: int) -> int:
            while parent[i] != i:
                parent[i] = parent[parent[i]]
                i = parent[i]
            return i

        work = list(equations)
        while work:
            a, b = work.pop()
            ra, rb = find(a), find(b)
            if ra == rb:
                continue
            sa, sb = shape[ra], shape[rb]
            parent[rb] = ra
            shape[ra] = sa if sa is not None else sb
            if sa is not None and sb is not None:
                work.append((nodes[sa][1], nodes[sb][1]))
                work.append((nodes[sa][2], nodes[sb][2]))

        def build(i: int, path: frozenset):
            r = find(i)
            if r in path:
                raise ValueError("occurs check: not typable")
            s = shape[r]
            if s is None:
                return r
            return (build(nodes[s][1], path | {r}), build(nodes[s][2], path | {r}))

        return canonical(build(root, frozenset()))

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        ty = parse_type(case.answer)
        out = []
        if not isinstance(ty, int):
            out.append(canonical((ty[1], ty[0])) if canonical((ty[1], ty[0])) != case.answer else "a")
            out.append(canonical(ty[1]))
        out.append(canonical((0, ty)) if not isinstance(ty, int) else "a -> a")
        same = re.sub(r"\b[b-z]\b", "a", case.answer)
        if same != case.answer:
            out.append(same)
        return out


BOOTCAMP = PrincipalType()
