"""Random words and sentences for text tasks, from a fixed built-in vocabulary (no downloads)."""

from __future__ import annotations

import random
import string

# Common English words, 1-9 letters; fixed so generation is reproducible everywhere.
VOCABULARY = tuple(
    """a an as at be by do go he if in is it me my no of on or so to up us we
    act add age ago aid aim air all and any arm art ask bad bag bar bed big bit box boy bus but buy
    can car cat cup cut day did dog dry due ear eat egg end eye far fat few fit fly for fun gas get
    god gun guy hat her him his hit hot how ice its job joy key kid law lay leg let lie lot low man
    map may mix new nor not now odd off oil old one our out own pay per pet put raw red rid row run
    sad say sea see set she sit six sky son sun tax tea ten the tie tip toe top toy try two use van
    war way web wet who why win yes yet you able also area away baby back ball band bank base bear
    beat best bird blue boat body book born both call calm card care case cash city club cold come
    cook cool copy cost dark data date deal deep door down draw drop each east easy edge else even
    ever face fact fair fall farm fast fear feel file fill film find fine fire fish five flat food
    foot form four free from full game gift girl give glad goal gold good grow hair half hall hand
    hard have head hear heat help here high hill hold home hope hour huge idea into iron item join
    jump just keep kind king know lack lady lake land last late lead left less life lift like line
    list live long look lose loud love main make many mark meet mind miss moon more most move much
    must name near need next nice nine none nose note once only open over page pain pair park part
    pass past path pick plan play poem pool poor pull push quiet rain rate read real rest rich ride
    ring rise risk road rock role roof room rule safe salt same sand save seat seed seem sell send
    ship shop show side sign sing size skin slow snow soft soil song soon sort star stay step stop
    such sure take talk tall team tell term test than that them then they thin this time tiny tone
    tree true turn type unit upon very view wait walk wall want warm wash wave weak wear week well
    west what when wide wife wild will wind wine wing wise wish with wood word work yard year zero
    about above adult after again agree alive allow alone among apple argue arise avoid awake basic
    beach begin below birth black blood board bread break bring brown build catch cause chain chair
    cheap check chest chief child clean clear climb clock close cloud coast count cover cream crowd
    dance death dream dress drink drive early earth eight empty enjoy enter equal error event every
    exact exist field fifty final first floor focus force frame fresh front fruit funny glass grass
    great green group guess guest happy heart heavy horse hotel house human image issue judge knife
    large laugh layer learn leave level light limit local lucky lunch magic major march match metal
    model money month mouth music never night noise north novel ocean offer often order other owner
    paint paper party peace phone piece place plant plate point power press price pride print prize
    proud queen quick quiet radio raise range reach ready river round route royal scale scene score
    sense seven shape share sharp sheep shelf shine shirt short shout sight skill sleep smart smile
    solid sound south space speak speed spend sport staff stage stand start state steel stick still
    stone storm story sugar sweet table taste teach thank thick thing think three tight title today
    total touch tower track trade train treat trust truth uncle under union until upper usual value
    video visit voice waste watch water wheel white whole woman world worry write young animal answer
    autumn battle beauty bridge bright button camera castle centre change circle coffee corner cotton
    danger degree desert dinner doctor dollar double driver energy engine escape family farmer finger
    flower forest friend garden gentle golden ground growth health hidden island jacket letter listen
    little market memory middle minute mirror mother nature number office orange palace pencil people
    pepper planet pocket praise prison public rabbit reason record repeat result rhythm saddle school
    search season second silver simple singer sister smooth spring square stream street strong summer
    symbol system talent thread ticket tomato travel valley viewer window winter wonder yellow balance
    blanket capital captain century chicken climate company concert country crystal distant evening
    example factory fashion feather freedom general harvest history holiday journey kitchen library
    machine morning natural network picture process quarter railway science shelter soldier station
    student surface teacher thunder tonight village weather weekend whisper""".split()
)


def random_word(rng: random.Random, length: int, alphabet: str = string.ascii_lowercase) -> str:
    """A random string of exactly ``length`` letters from ``alphabet``."""
    return "".join(rng.choice(alphabet) for _ in range(length))


_LONGEST = max(map(len, VOCABULARY))
# Words that fit a gap of ``room`` characters without leaving a gap of exactly one (a lone
# space cannot be filled), by room; larger rooms take any word.
_FITTING = {
    room: tuple(w for w in VOCABULARY if len(w) <= room and len(w) != room - 1)
    for room in range(1, _LONGEST + 2)
}


def random_sentence(rng: random.Random, n_chars: int) -> str:
    """Vocabulary words joined by single spaces, exactly ``n_chars`` characters long."""
    if n_chars < 1:
        raise ValueError(f"n_chars must be >= 1, got {n_chars}")
    # One batch draw covers most of the sentence (per-word rng.choice calls dominated the cost);
    # the tail is filled with words that fit exactly.
    words: list[str] = []
    room = n_chars
    for word in rng.choices(VOCABULARY, k=n_chars // 6):
        if len(word) > room - _LONGEST - 2:
            break
        words.append(word)
        room -= len(word) + 1
    while room > 0:
        word = rng.choice(_FITTING.get(room, VOCABULARY))
        words.append(word)
        room -= len(word) + 1  # the next word needs a space before it
    return " ".join(words)
