"""Read a query parameter out of generated URLs: split off the fragment, split the query on '&'
and '=', decode '+' and %XX escapes, and take the last value of a repeated key."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import ExactStringAnswer
from bootcamps.kit.textkit import FIRST_NAMES
from bootcamps.kit.wordlist import common_words
from bootcamps.trace import Tracer

HOSTS = ("shop.example.com", "api.test", "maps.example.org", "news.example.net", "tickets.test")
PATHS = ("/search", "/items/list", "/v2/query", "/cart", "/find", "/report/view", "/go")
KEYS = ("q", "page", "sort", "user", "tag", "city", "ref", "lang", "size", "note")
SAFE = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~")


@dataclass(frozen=True)
class Config:
    urls: int = 1
    params: int = 3
    escapes: bool = False  # values carry spaces, '&', '=', '/' and other escaped characters
    repeats: bool = False  # the asked key may occur more than once

    def __post_init__(self) -> None:
        if not 1 <= self.urls <= 8:
            raise ValueError(f"urls must be in 1..8, got {self.urls}")
        if not 2 <= self.params <= len(KEYS):
            raise ValueError(f"params must be in 2..{len(KEYS)}, got {self.params}")


def encode(value: str, rng: random.Random) -> str:
    """Percent-encode ``value``; a space is written '+' or '%20' at random."""
    out = []
    for c in value:
        if c in SAFE:
            out.append(c)
        elif c == " ":
            out.append(rng.choice(("+", "%20")))
        else:
            out.append("".join(f"%{b:02X}" for b in c.encode()))
    return "".join(out)


def decode(text: str) -> str:
    """'+' is a space and %XX a byte (UTF-8), as in form-encoded query strings."""
    raw, i = bytearray(), 0
    while i < len(text):
        c = text[i]
        code = text[i + 1 : i + 3]
        if c == "%" and len(code) == 2 and all(x in "0123456789abcdefABCDEF" for x in code):
            raw.append(int(code, 16))
            i += 3
            continue
        raw.extend(b" " if c == "+" else c.encode())
        i += 1
    return raw.decode()


def _value(rng: random.Random, escapes: bool) -> str:
    kind = rng.randrange(4)
    if kind == 0:
        base = rng.choice(common_words())
    elif kind == 1:
        base = str(rng.randint(1, 500))
    elif kind == 2:
        base = rng.choice(FIRST_NAMES)
    else:
        base = "-".join(rng.sample(common_words(), 2))
    if escapes and rng.random() < 0.7:
        # ASCII only: the answer parser's folding is slow on long non-ASCII replies (see the report)
        extra = rng.choice((" ", " & ", "=", "/", "?", " #", "%", ", ", "+", ":"))
        base = base + extra + rng.choice(common_words())
    return base


_TEMPLATES = (
    "{rules}\n{urls}\nWhat is the decoded value of the query parameter \"{key}\"{which}?",
    "Here {are}:\n{urls}\nGive the value of the parameter \"{key}\"{which}, decoded. {rules}",
    "Parse the query string{s} below and report the value of \"{key}\"{which}. {rules}\n{urls}",
)
_RULES = ("The query is the part after the first '?' and before any '#'; it is split on '&' into key=value pairs "
          "(split each pair at its first '='). In keys and values, '+' stands for a space and %XX for the byte with "
          "hexadecimal code XX (bytes are UTF-8). When a key occurs several times, its last value counts.")


class UrlQuery(ExactStringAnswer, Bootcamp):
    id = "text/url_query"
    description = "Decode a query parameter from URLs (fragments, '+' and %XX escapes, repeated keys)"
    Config = Config
    LEVELS = {
        "1": Config(urls=1, params=3),
        "2": Config(urls=1, params=4, escapes=True),
        "3": Config(urls=2, params=5, escapes=True, repeats=True),
        "4": Config(urls=3, params=6, escapes=True, repeats=True),
        "5": Config(urls=5, params=7, escapes=True, repeats=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        paths = rng.sample(PATHS, config.urls)
        urls = []
        for path in paths:
            keys = rng.sample(KEYS, config.params)
            pairs = [(k, _value(rng, config.escapes)) for k in keys]
            if config.repeats and rng.random() < 0.6:
                k = rng.choice(keys)
                pairs.insert(rng.randint(0, len(pairs)), (k, _value(rng, config.escapes)))
            query = "&".join(f"{encode(k, rng)}={encode(v, rng)}" for k, v in pairs)
            fragment = f"#{rng.choice(('top', 'q=wrong', 'section-2', 'page=9'))}" if config.escapes and rng.random() < 0.5 else ""
            urls.append(f"https://{rng.choice(HOSTS)}{path}?{query}{fragment}")
        target = rng.randrange(config.urls)
        key = rng.choice([p.split("=")[0] for p in urls[target].split("?", 1)[1].split("#")[0].split("&")])
        data = {"urls": urls, "target": target, "key": key}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        many = len(data["urls"]) > 1
        path = "/" + data["urls"][data["target"]].split("/", 3)[3].split("?")[0]
        which = f" in the URL whose path is {path}" if many else ""
        text = rng.choice(_TEMPLATES).format(rules=_RULES, urls="\n".join(data["urls"]), key=data["key"], which=which,
                                             are="are some URLs" if many else "is a URL", s="s" if many else "")
        return f"{text}\n{answer_instruction('the decoded value exactly, without quotes')}"

    def program(self, t: Tracer, data: dict) -> str:
        t.state("query")
        url = t.fetch(f"urls[{data['target']}]", data["urls"][data["target"]])
        query = t.compute("query", url.split("?", 1)[1].split("#", 1)[0], why="after '?', before '#'")
        value = ""
        for i, pair in enumerate(query.split("&")):
            t.state(f"pair {i}")
            pair = t.fetch(f"pairs[{i}]", pair)
            key, _, raw = pair.partition("=")
            if t.compute("key", decode(key)) == data["key"]:
                value = t.compute("value", decode(raw), why="decoded; a later pair would replace it")
        t.state("answer")
        return t.compute("answer", value)

    def solve(self, data: dict) -> str:
        # The pairs into a dict (later keys overwrite earlier ones), decoding with bytes.fromhex.
        query = data["urls"][data["target"]].partition("?")[2].partition("#")[0]
        table = {}
        for pair in query.split("&"):
            k, _, v = pair.partition("=")
            parts = v.replace("+", " ").split("%")
            raw = parts[0].encode()
            for piece in parts[1:]:
                raw += bytes.fromhex(piece[:2]) + piece[2:].encode()
            table[k] = raw.decode()
        return table[data["key"]]


BOOTCAMP = UrlQuery()
