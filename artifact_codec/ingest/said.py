"""The said reader: the words a model writes after a file it wrote, read for whether they say
that file is not kept as written (moved out of :mod:`.conventions.tool_calls`, fix-saidmod178).

:func:`says_not_kept` reads prose clause by clause: ``I deleted a.py.``, ``Also delete a.py.``,
``Removed files:`` and their neighbours (renamed, emptied, replaced, undone, struck, a failed
write) say a written file is not left as written; words of another thing (a helper in the
file, an import, a cache, a command the user runs) keep it. Its tables beyond English are in
:mod:`.said_words`. This module sits below the conventions and imports none of them: the
transcript readers (:mod:`.conventions.tool_calls`, :mod:`.conventions.cline`) and the
Markdown and bolt readers all call it.
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Iterable, Mapping
from collections.abc import Set as AbstractSet
from dataclasses import dataclass

from . import said_words

__all__ = ["SENTENCE", "said_paths", "says_not_kept"]


#: (fix-said137) The written file as the object of a phrasal verb or of a put-away: a pronoun,
#: ``the file``, ``the helper script``, ``the .py file``, or a path that is no possessive
#: (``a.py's imports`` is a thing of the file). A noun phrase of another head (``the code in
#: a.py``, ``the debug prints``) is none: the words then speak of that thing.
#: (Read only from a word's start: from inside a long word each start ran to its end, quadratic.)
_SAID_PATH = (
    r"(?<![\w./-])(?:\./)?(?:[\w-]+(?:/[\w.-]+)*\.\w+|[\w-]+/[\w.-]*)(?![\w./-]|['\u2019]s\b)"
)
_SAID_OBJECT = (
    r"[`'\"]?(?:it|them|both|everything|all\s+(?:of\s+)?(?:the\s+|my\s+)?files\b"
    r"|(?:the|my|that|this|our)\s+(?:[\w.-]+\s+){0,2}?"
    r"(?:files?|scripts?)\b|" + _SAID_PATH + r")[`'\"]?"
)
#: (fix-said137) The written file as a subject (``a.py is no longer there``): a path no
#: preposition stands before (``the helper in a.py is ...`` has another subject).
_SAID_SUBJECT = (
    r"(?:(?<!\bin\s)(?<!\bof\s)(?<!\bfrom\s)" + _SAID_PATH + r"|\bit|\bthey"
    r"|\bthe\s+(?:[\w.-]+\s+)?(?:files?|scripts?))[`'\"]?\s+"
)


#: (fix-said151: hunt130-saidgone, saidchanged, saidrmverb, saidtemporary, saidrenamed) More
#: shapes of the file not kept as written, each with the file as the verb's object or subject:
#: a shell command's name used as a verb (``rm'd``, ``rm'ed``, ``mv'd``, ``git rm'd``); a
#: slang word of throwing away with the file as its object (``chucked a.py``, ``axed``,
#: ``canned``, ``nixed``); a phrasal verb of removal or undo with its particle after the file
#: (``cleared a.py away``, ``blew a.py away``, ``rolled a.py back``) or before it (``threw out
#: a.py``); the file said absent with a contraction (``a.py isn't there anymore``); the file
#: emptied or changed after the write (``I cleared a.py``, ``a.py is empty now``, ``I replaced
#: a.py's contents with `x = 2```, ``I overwrote a.py with the original``, ``I then set x = 2 in
#: a.py``, ``I changed x in a.py afterwards``); the file said to have been there only for a
#: while (``a.py only existed temporarily``, ``a.py was only temporary``, ``was just a scratch
#: file``); the file's new name or place (``a.py is now called b.py``, ``a.py is now
#: lib/a.py``, ``a.py now lives in lib/``, ``a.py → b.py (renamed)``). ``cleared a.py of the
#: debug prints``, ``a.py is not empty``, ``a.py is now in the repo`` are none.
_CHANGE_VERB = (
    r"(?:changed|set|edited|modified|updated|tweaked|adjusted|patched|bumped|rewrote|rewritten"
    r"|altered|swapped|replaced|reworked|refactored)"
)
#: An arrow of a rename or move (fix-said189: the heavy ones too, ``\u279c``, ``\u2794``).
_ARROW = r"(?:\u2192|->|=>|\u21d2|\u27f6|\u279c|\u2794|\u279d|\u279e|\u27f9|\u2b95|\u21e8)"
_NEW_PLACE = r"(?:(?:\./)?[\w-]+(?:/[\w.-]+)*\.[A-Za-z]\w*|[\w-]+/[\w./-]*)"
_MORE_GONE = (
    r"(?P<more_gone>(?P<verb_gone>(?<![\w-])(?:git[\s-])?(?:rm|mv|rmdir|unlink|shred|del)"
    r"(?:['\u2019]e?d|-e?d|ed)\b)"
    r"|\b(?:chucked|axed|canned|nixed|culled|yeeted|torched|shredded|jettisoned|deep-sixed)\s+"
    + _SAID_OBJECT
    + r"|\b(?:cleared|blew|blown|swept|chucked|threw|thrown|tossed|wiped|rolled|backed|packed"
    r"|cleaned|tidied)\s+"
    + _SAID_OBJECT
    + r"\s+(?:away|back|out)\b(?!\s+(?:of|from|in|to)\b)"
    + r"|\b(?:cleared|blew|blown|swept|chucked|threw|thrown|tossed)\s+(?:away|out)\s+"
    + _SAID_OBJECT
    + r"|(?<![\w./-])"
    + _SAID_SUBJECT
    + r"(?:(?:is|are|was|were)(?:n't|n\u2019t|\s+not))\s+(?:there|here|around|present)\s+"
    r"(?:any\s*more|any\s+longer|now)\b"
    r"|\b(?:cleared|blanked|zeroed)\s+" + _SAID_OBJECT + r"(?!\s+(?:of|from|out|up|in|to)\b)"
    r"|(?<![\w./-])"
    + _SAID_SUBJECT
    + r"(?:is|are)\s+(?:now\s+)?(?:empty|blank|zero\s+bytes|0\s+bytes)"
    r"(?![\w-])"
    r"|\b(?:replac|overwr|clobber|swapp)\w*\s+(?:(?:the\s+)?(?:contents?|body|code|text)\s+of\s+"
    r"[`'\"]?(?:\./)?[\w-]+(?:/[\w.-]+)*\.\w+[`'\"]?|[`'\"]?(?:\./)?[\w-]+(?:/[\w.-]+)*\.\w+"
    r"[`'\"]?['\u2019]s\s+(?:contents?|body|code|text)|" + _SAID_OBJECT + r")\s+with\s+(?:`"
    r"|(?:the\s+|an?\s+|my\s+)?(?:original|backup|old|previous|earlier|prior|stashed|saved"
    r"|template|default|empty|blank|stub)\b)"
    r"|\b(?:then|later|afterwards?|subsequently)\s+(?:also\s+)?" + _CHANGE_VERB + r"\s+"
    r"(?:[^.;\n]{0,40}?\s)?(?:in\s+|of\s+)?[`'\"]?"
    + _SAID_PATH
    + r"|\b"
    + _CHANGE_VERB
    + r"\s+(?:[^.;\n]{0,40}?\s)?(?:in\s+|of\s+)?[`'\"]?"
    + _SAID_PATH
    + r"[`'\"]?\s+(?:again\s+)?(?:afterwards?|later(?:\s+on)?|after\s+that|subsequently)\b"
    r"|(?<![\w./-])" + _SAID_SUBJECT + r"(?:(?:only|just|merely|briefly)\s+)?existed\s+(?:only\s+)?"
    r"(?:temporarily|briefly|for\s+a\s+(?:moment|while|bit|second|minute))\b"
    r"|(?<![\w./-])" + _SAID_SUBJECT + r"(?:only|just|merely|briefly)\s+existed\b"
    r"|(?<![\w./-])" + _SAID_SUBJECT + r"(?:was|were)\s+(?:only\s+|just\s+|merely\s+)?(?:ever\s+)?"
    r"(?:(?:an?|the)\s+)?(?:temporary|temp|scratch|throwaway|throw-away|disposable|one-off)\b"
    r"|(?<![\w./-])"
    + _SAID_SUBJECT
    + r"(?:was|were)\s+(?:only\s+|just\s+)?(?:there|around|present)\s+"
    r"(?:temporarily|briefly|for\s+a\s+(?:moment|while|bit))\b"
    r"|(?<![\w./-])" + _SAID_SUBJECT + r"(?:is|are)\s+now\s+(?:called\s+|named\s+|known\s+as\s+"
    r"|(?:located\s+|found\s+)?(?:at|in|under|inside)\s+)?[`'\"]?"
    + _NEW_PLACE
    + r"|(?<![\w./-])"
    + _SAID_SUBJECT
    + r"(?:now\s+)?(?:lives|resides|sits)\s+(?:now\s+)?(?:at|in|under"
    r"|inside)\s+[`'\"]?"
    + _NEW_PLACE
    + r"|(?<![\w./-])"
    + _SAID_PATH
    + r"[`'\"]?\s*"
    + _ARROW
    + r"\s*[`'\"]?"
    + _NEW_PLACE
    + r"[^.\n]{0,24}?\b(?:renamed|moved|relocated|rename|move)\b"
    r"|\b(?:renamed|moved|relocated)\s*:\s*[`'\"]?" + _SAID_PATH + r")"
)


#: (fix-said160: hunt132-changedmore, renamedmore, templists) The file not kept as written in
#: the neighbours of :data:`_MORE_GONE`'s shapes: its contents emptied or replaced (``I
#: cleared a.py's contents``, ``a.py now has nothing in it``, ``a.py now reads x = 2``, ``a.py
#: now contains `x = 2```: code said after ``now``); a change said after a word of later
#: (``Afterwards, a.py was set to x = 2``, ``a.py was later changed``); a slang verb of doing
#: away with it (``I dumped a.py``, ``killed a.py``; not ``dumped a.py's output``, ``killed the
#: a.py process``); a new name or place (``a.py goes by b.py now``, ``a.py has become b.py``,
#: ``a.py is b.py now``, ``a.py now under lib/``, a line ``a.py → b.py`` alone); a life
#: said short (``a.py was short-lived``, ``ephemeral``, ``transient``, ``only lived for the
#: test run``). ``a.py now contains the helper``, ``a.py is new`` are none.
_SAID_LATER = (
    r"(?P<said_later>\b(?:cleared|emptied|wiped|blanked|erased|deleted|removed|zeroed|truncated"
    r"|dropped|gutted|nuked)\s+(?:out\s+)?(?:(?:all\s+)?(?:of\s+)?(?:the\s+)?(?:contents?|body|code"
    r"|text)\s+(?:of|in)\s+[`'\"]?" + _SAID_PATH + r"|[`'\"]?(?:\./)?[\w-]+(?:/[\w.-]+)*\.\w+"
    r"[`'\"]?['\u2019]s\s+(?:contents?|body|code|text))"
    r"|(?<![\w./-])" + _SAID_SUBJECT + r"(?:now\s+)?(?:has|holds|contains)\s+(?:now\s+)?"
    r"(?:nothing|no\s+(?:code|content|contents|text|lines))\b"
    r"|(?<![\w./-])" + _SAID_SUBJECT + r"(?:now\s+)?(?:reads|contains|holds|says)\s+(?:now\s+)?"
    # (fix-said189: hunt147-saidothers) not a file's name alone: ``a.py reads `config.toml```
    r"(?:only\s+|just\s+)?(?:`(?![\w./-]*\.[A-Za-z]\w*`)|[A-Za-z_]\w*\s*=)"
    r"|\b(?:then|later|afterwards?|subsequently|after\s+that),?\s+"
    + _SAID_SUBJECT
    + r"(?:was|were|got|has\s+been|had\s+been)\s+(?:also\s+)?"
    + _CHANGE_VERB
    + r"\b"
    r"|(?<![\w./-])" + _SAID_SUBJECT + r"(?:was|were|got|has\s+been|had\s+been)\s+(?:then"
    r"|later|afterwards|subsequently)\s+(?:also\s+)?" + _CHANGE_VERB + r"\b"
    r"|\b(?:dumped|killed|binned|offed|zapped|dropped|ditched|scrapped)\s+[`'\"]?"
    + _SAID_PATH
    + r"[`'\"]?(?!\s+(?:process|server|job|run|task|output|to|into|on|onto|in|with)\b)"
    r"|(?<![\w./-])" + _SAID_SUBJECT + r"(?:now\s+)?(?:goes\s+by|has\s+become|became"
    r"|(?:is|are)\s+now|(?:is|are)(?=\s+[`'\"]?" + _NEW_PLACE + r"[`'\"]?\s+now\b))\s+"
    r"(?:called\s+|named\s+)?[`'\"]?"
    + _NEW_PLACE
    + r"|(?<![\w./-])"
    + _SAID_SUBJECT
    + r"now\s+(?:at|in|under|inside)\s+[`'\"]?"
    + _NEW_PLACE
    + r"|(?m:^)[ \t*>-]*[`'\"]?"
    + _SAID_PATH
    + r"[`'\"]?\s*"
    + _ARROW
    + r"\s*"
    r"[`'\"]?" + _NEW_PLACE + r"[`'\"]?[ \t*]*(?m:$)"
    r"|(?<![\w./-])" + _SAID_SUBJECT + r"(?:was|were)\s+(?:only\s+|just\s+|merely\s+)?"
    r"(?:(?:an?|the)\s+)?(?:short-lived|ephemeral|transient)\b"
    r"|(?<![\w./-])" + _SAID_SUBJECT + r"(?:(?:only|just|merely|briefly)\s+)?lived\s+"
    r"(?:only\s+|just\s+)?(?:for|during|until|briefly|temporarily)\b)"
)


#: (fix-said171: hunt139-renamedwords, mergedgone, changedvalue, temporarywords) The file not
#: kept as written in more words, each with the file as the verb's subject or object: a new
#: name or place (``a.py has a new home in lib/``, ``is known as b.py``, ``a.py's name is now
#: b.py``, ``I gave a.py a new name``, ``a.py's new path is lib/a.py``, ``I re-homed a.py``,
#: ``a.py was promoted to lib/core.py``); merged into another file (``folded``, ``inlined``,
#: ``absorbed by``, ``subsumed into``); a value changed in it (``I bumped x in a.py to 2``, ``I
#: tweaked a.py so x is 2``, ``x in a.py is now 2``, ``a.py now sets x to 2``, ``Later I set x
#: = 2 in a.py``, ``a.py's x is 2 now``, ``I flipped x to 2 in a.py``); said temporary (``was
#: a stopgap``, ``served as a scratchpad``, ``is a throwaway``, ``was a stand-in``, ``was a
#: placeholder``, ``was for debugging only``). ``a.py is a placeholder for the config`` (present),
#: ``I set x to 1 in a.py``, ``the helper was folded into a.py`` are none.
_VALUE = r"(?:`|['\"]|-?\d|(?-i:True|False|None)\b|(?:true|false|null|none|on|off)\b)"
_SAID_MORE = (
    r"(?P<said_more>(?<![\w./-])" + _SAID_SUBJECT + r"(?:now\s+)?(?:has|got|gets|found|was\s+given"
    r"|received)\s+(?:a\s+)?new\s+(?:home|name|path|location|place|filename)\b"
    r"|(?<![\w./-])" + _SAID_SUBJECT + r"(?:is|are|was|were)\s+(?:now\s+)?(?:known|referred\s+to"
    r"|filed)\s+(?:as|under)\s+[`'\"]?"
    + _NEW_PLACE
    + r"|(?<![\w./-])(?:\./)?[\w-]+(?:/[\w.-]+)*\.\w+[`'\"]?['\u2019]s\s+(?:new\s+)?(?:file\s*)?"
    r"(?:name|path|home|location|place)\s+(?:is|are)\s+(?:now\s+)?[`'\"]?"
    + _NEW_PLACE
    + r"|\bgave\s+"
    + _SAID_OBJECT
    + r"\s+a\s+new\s+(?:home|name|path|location|place|filename)\b"
    r"|\bre-?(?:homed|housed|located|filed|parented)\s+"
    + _SAID_OBJECT
    + r"|(?<![\w./-])"
    + _SAID_SUBJECT
    + r"(?:was|were|has\s+been|have\s+been|got|is|are)\s+"
    r"(?:then\s+|later\s+|also\s+|since\s+|now\s+)?(?:promoted|demoted|hoisted|graduated|re-?homed"
    r"|re-?located|split\s+out|extracted|turned|converted|upgraded)\s+(?:in)?to\s+[`'\"]?"
    + _NEW_PLACE
    + r"|\b(?:promoted|demoted|hoisted|graduated|turned|converted)\s+"
    + _SAID_OBJECT
    + r"\s+(?:in)?to\s+[`'\"]?"
    + _NEW_PLACE
    + r"|(?<![\w./-])"
    + _SAID_SUBJECT
    + r"(?:was|were|has\s+been|have\s+been|got|is|are)\s+"
    r"(?:then\s+|later\s+|also\s+|since\s+|now\s+|just\s+)?(?:folded|inlined|merged|absorbed"
    r"|subsumed|consolidated|collapsed|combined|rolled|squashed|swallowed)\s+(?:back\s+)?"
    r"(?:into|in|by|with)\b"
    r"|\b(?:folded|inlined|merged|absorbed|subsumed|consolidated|collapsed|combined|squashed)\s+"
    + _SAID_OBJECT
    + r"\s+(?:back\s+)?(?:into|in|with)\b"
    r"|\b(?:bumped|flipped|changed|tweaked|switched|raised|lowered|increased|decreased"
    r"|incremented|decremented|adjusted|toggled|moved)\s+(?:[^.;\n]{0,30}?\s)?(?:in|of)\s+"
    r"[`'\"]?"
    + _SAID_PATH
    + r"[`'\"]?\s+(?:from\s+\S+\s+)?to\s+"
    + _VALUE
    + r"|\b(?:bumped|flipped|changed|tweaked|switched|raised|lowered|increased|decreased"
    r"|incremented|decremented|adjusted|toggled)\s+[\w.\[\]'\"`]{1,40}\s+(?:from\s+\S+\s+)?"
    r"to\s+"
    + _VALUE
    + r"[^.;\n]{0,20}?\s(?:in|of)\s+[`'\"]?"
    + _SAID_PATH
    + r"|\b(?:tweaked|changed|adjusted|edited|modified|patched|updated|amended)\s+"
    + _SAID_OBJECT
    + r"\s+so\s+(?:that\s+)?[\w.]{1,40}\s+(?:is|equals|=|==|becomes|reads)\s+"
    + _VALUE
    + r"|\b(?:in|of)\s+[`'\"]?"
    + _SAID_PATH
    + r"[`'\"]?\s+(?:is|are)\s+(?:now\s+"
    + _VALUE
    + r"|(?:set\s+to\s+)?"
    + _VALUE
    + r"[^.;,\n]{0,12}?\s+now\b)"
    r"|(?<![\w./-])(?:\./)?[\w-]+(?:/[\w.-]+)*\.\w+[`'\"]?['\u2019]s\s+[\w.]{1,40}\s+(?:is|are)\s+"
    r"(?:now\s+(?:set\s+to\s+)?" + _VALUE + r"|(?:set\s+to\s+)?" + _VALUE + r"[^.;,\n]{0,12}?"
    r"\s+now\b)"
    r"|(?<![\w./-])" + _SAID_SUBJECT + r"now\s+(?:sets|assigns|defines|has|uses|holds)\s+"
    r"[\w.]{1,40}\s+(?:to|=|as|of)\s+"
    + _VALUE
    + r"|\b(?:later|then|afterwards?|subsequently|after\s+that|next),?\s+(?:I|we)\s+(?:also\s+)?"
    r"(?:" + _CHANGE_VERB[3:-1] + r"|bumped|flipped|switched|toggled|raised|lowered|put)\b"
    r"[^.;\n]{0,40}?\s(?:in|of)\s+[`'\"]?"
    + _SAID_PATH
    + r"|(?<![\w./-])"
    + _SAID_SUBJECT
    + r"(?:(?:was|were)\s+(?:only\s+|just\s+|merely\s+)?"
    r"(?:ever\s+)?|(?:only\s+|just\s+|merely\s+)?(?:served|acted|existed|functioned)\s+as\s+"
    r"|(?:is|are)\s+(?:only\s+|just\s+|merely\s+)?(?=(?:an?\s+)?(?:throw-?away|disposable"
    r"|scratch\s*pad)))(?:(?:an?|the|my|our)\s+)?(?:quick\s+|temporary\s+|little\s+)?"
    r"(?:stopgap|stop-gap|scratch\s*pad|throw-?away|stand-?in|placeholder|makeshift|interim"
    r"|band-?aid|disposable|scaffolding|stub\s+until|crutch|prototype\s+I|experiment\s+I)\b"
    r"|(?<![\w./-])" + _SAID_SUBJECT + r"(?:was|were)\s+(?:only\s+|just\s+|merely\s+)?(?:for|to)"
    r"\s+(?:debugging|testing|test|debug|experimenting|experimentation|trying)\b"
    r"[^.;\n]{0,30}?\b(?:only|purposes)\b)"
)
#: (fix-marks183: hunt142-samevalue) A value said of a name in a file (``1``, ``"a"``,
#: ``True``), the name (no part of a path), a new name said after the words of one (``a new
#: name: a.py``), a purpose after a present word of temporary (``is a throwaway script for
#: this migration``).
_SAID_VALUE = re.compile(
    r"(?<![\w.])(?:-?\d[\w.]*\w|-?\d|'[^'\n]{0,80}'|\"[^\"\n]{0,80}\"|True|False|None|true"
    r"|false|null)(?![\w])"
)
_NAME_SAID = re.compile(r"(?<![\w./-])[A-Za-z_]\w{0,40}(?![\w/-]|\.\w)")
_NEW_NAME_AFTER = re.compile(
    r"\s*[:\u2014\u2013-]\s*[`'\"]?(?:\./)?(?P<path>[\w-][\w.-]*(?:/[\w.-]+)*)[`'\"]?[\s.!]*$"
)
_PURPOSE_AFTER = re.compile(
    r"(?i)\s+(?:(?:script|file|module|tool|helper|job|utility|program)\s+)?for\s+"
    r"(?:the|this|that|a|an|my|our)\b"
)
_PRESENT_TEMPORARY = re.compile(r"(?i)\s(?:is|are)\s")


def _written_content(wanted: AbstractSet[str] | Mapping[str, object], path: str) -> str | None:
    """(fix-marks183) The content written to ``path`` when ``wanted`` maps the written paths
    to their blocks (or lists of them: the last), else None."""
    if not isinstance(wanted, Mapping):
        return None
    value = wanted.get(path)
    if isinstance(value, list) and value:
        value = value[-1]
    content = getattr(value, "content", None)
    return content if isinstance(content, str) else None


def _said_as_written(
    sentence: str, word: re.Match[str], wanted: AbstractSet[str] | Mapping[str, object]
) -> bool:
    """(fix-marks183: hunt142-samevalue) Whether the words of :data:`_SAID_MORE` ``word`` say
    the file as written after all: the new value they give a name is the one the written
    content assigns it (``x in a.py is now 1``, ``I changed x to 1 in a.py``, for ``x = 1``
    written); the new name they give is the written path (``I gave the file a new name:
    a.py``); the present words of temporary give a purpose (``a.py is a throwaway script for
    this migration``). Each look is bounded by the words and a short stretch after them."""
    said = word.group()
    paths = [m.group(1) for m in _FILE_LIKE.finditer(said)]
    if any(path not in wanted for path in paths):
        return False
    if re.search(r"(?i)\bnew\s+(?:home|name|path|location|place|filename)\b", said):
        after = _NEW_NAME_AFTER.match(sentence, word.end())
        return after is not None and after.group("path") in wanted
    if re.search(r"(?i)throw-?away|disposable|scratch", said) and _PRESENT_TEMPORARY.search(said):
        return _PURPOSE_AFTER.match(sentence, word.end()) is not None
    values = [
        m
        for m in _SAID_VALUE.finditer(sentence, word.start(), min(len(sentence), word.end() + 40))
        if m.start() < word.end()
    ]
    if not values or not paths:
        return False
    value = values[-1].group()
    content = _written_content(wanted, paths[0])
    if content is None:
        return False
    names = _NAME_SAID.finditer(sentence, max(0, word.start() - 40), word.end())
    for name in dict.fromkeys(m.group() for m in names):
        assigned = re.search(
            r"(?m)(?<![\w.])"
            + re.escape(name)
            + r"\s*(?::[^=\n]{0,40})?=\s*"
            + re.escape(value)
            + r"[ \t]*(?:#[^\n]*)?$",
            content,
        )
        if assigned is not None:
            return True
    return False


#: (fix-said171) A word of the file done away with, read with the clause's thing words (``I
#: tore down the test server`` speaks of a server): torn down, never meant to stay.
_GONE_PLAIN = (
    r"\b(?:tore|torn|tear|tearing)\s+(?:down\s+"
    + _SAID_OBJECT
    + r"|"
    + _SAID_OBJECT
    + r"\s+down\b)"
    r"|\b(?:never|not)\s+(?:meant|intended|supposed|designed)\s+to\s+(?:stay|last|remain|stick"
    r"\s+around|be\s+kept|persist|be\s+permanent|survive|be\s+committed|ship)\b"
    r"|\bstashed\b"
)


#: The assistant's own words, after its write, that the file is not kept as written (fix-db93,
#: fix-agent102): one sentence naming a written path and a word of a failed write or of an
#: undo, in any word order, active or passive, in several languages: ``I couldn't write a.py``,
#: ``a.py could not be written``, ``The write to a.py failed``, ``Permission denied when
#: writing a.py``, ``a.py wasn't created``, ``I've reverted a.py``, ``I rolled back a.py``,
#: ``a.py no longer exists``, ``I deleted a.py``, ``L'écriture de a.py a échoué``. Such words
#: about another thing (a hint, ``if you can't write a.py``) refuse it too: a refusal, never a
#: file kept wrong. Not such words: a removal FROM something (``a.py is removed from the ignore
#: list``, ``removed the import from a.py``), a bug's description (``The bug where a.py is
#: removed on exit is fixed.``), and a failure the same sentence then says was overcome
#: (``I couldn't write a.py at first, so I ... wrote it again; it's saved now.``).
_NOT_KEPT_WORDS = re.compile(
    r"(?i)\bfail(?:ed|s|ure)?\b|\bdenied\b|\bE(?:ACCES|PERM|ROFS)\b"
    r"|\b(?:could(?:n't|n\u2019t|\s+not)|can(?:'t|\u2019t|not|\s+not)|unable\s+to"
    r"|not\s+able\s+to)\s+(?:be\s+)?(?:write|save|create|written|saved|created)\b"
    r"|(?:\bnot|\bnever|n't|n\u2019t)\s+(?:been\s+|be\s+|get\s+|got\s+)?"
    r"(?:written|saved|created|kept|applied|persisted)\b"
    r"|\b(?:revert(?:ed)?|undid|undone|undo|restored|discarded|deleted|removed|gone)\b"
    r"|\broll(?:ed)?\s+back\b|\brolled-back\b|\bno\s+longer\s+exists?\b"
    r"|\bdoes(?:n't|n\u2019t|\s+not)\s+exist\b"
    r"|\u00e9chou|\bn'a\s+pas\s+(?:pu|\u00e9t\u00e9)\b|\bannul\u00e9|\bsupprim\u00e9"
    r"|\bfehlgeschlagen\b|\bkonnte\s+nicht\b|\br\u00fcckg\u00e4ngig|\bgel\u00f6scht\b"
    r"|\bentfernt\b|\bfall\u00f3\b|\bno\s+(?:se\s+)?pud|\brevert\u00ed|\bdeshice\b"
    r"|\belimin(?:\u00e9|ado|ada)\b|\bborr(?:\u00e9|ado|ada)\b|\bfalhou\b"
    r"|\bn\u00e3o\s+(?:foi\s+poss\u00edvel|consegui)|\bremovid[oa]\b|\bexclu\u00edd[oa]\b"
    r"|\bnon\s+(?:\u00e8\s+stato|sono\s+riuscito)|\bimpossibile\b|\beliminat[oa]\b"
    r"|\u5931\u8d25|\u5931\u6557|\u65e0\u6cd5|\u7121\u6cd5|\u672a\u80fd|\u64a4\u9500"
    r"|\u64a4\u92b7|\u56de\u6eda|\u8fd8\u539f|\u9084\u539f|\u5220\u9664|\u522a\u9664"
    r"|\u524a\u9664|\u5143\u306b\u623b"
    # (lead, round 22: hunt111) an undo in other words, a write that did not happen said with
    # the negation apart from its verb, a command said in prose that undoes or removes it
    r"|\bdiscard(?:ed|ing)?\b|\breset\b|\bback(?:ed)?\s+out\b|\bput\s+back\b"
    r"|\brejected\b|\bnot\s+on\s+(?:the\s+)?disk\b|\bmissing\b"
    r"|(?:\bnot\b|n't|n\u2019t|\bnever\b|\bunable\b)[^.,;:\n]{0,24}?"
    r"\b(?:writ(?:e|ten|ing)|wrote|sav(?:e|ed|ing)|creat(?:e|ed|ing)|work(?:ed)?"
    r"|succeed(?:ed)?|persist(?:ed)?)\b"
    r"|\bgit\s+(?:checkout|restore|reset|stash|rm|clean)\b|(?<![\w-])(?:rm|mv|unlink)\s"
    r"|\bpas\s+pu\b|\bn'ai\s+pas\b|\bkonnte\b[^\n]{0,40}?\bnicht\b"
    r"|\bnicht\s+(?:geschrieben|gespeichert|erstellt|angelegt)\b"
    r"|(?:\u66f8\u304d\u8fbc|\u4fdd\u5b58|\u4f5c\u6210)[^\u3002\n]{0,8}?"
    r"(?:\u307e\u305b\u3093|\u3067\u304d\u306a|\u5931\u6557)"
    # (fix-agent108) a removal, an undo, a move or a replacement in more words: a verb of
    # removal; a move or rename whose object is a file (``moved a.py to old/``, ``renamed it``)
    # or whose subject is (``a.py was moved``); a file replaced or overwritten BY something (a
    # formatter, another file: what is left is that one's; overwritten WITH content is the
    # write itself); the same in French, German, Spanish, Italian
    r"|\b(?:erased|trashed|wiped|purged|unlinked|clobbered|nuked)\b"
    r"|\broll(?:ed|ing)?\s+(?:it|that|this|them|everything)\s+back\b"
    r"|\b(?:mov(?:e|ed|ing)|renam(?:e|ed|ing)|relocat(?:e|ed|ing))\s+(?:the\s+file\s+)?[`'\"]?"
    r"(?:it\b|that\s+file\b|(?:[\w-]+(?:/[\w.-]+)*\.\w+|[\w-]+/[\w.-]*)(?![\w./-]|['\u2019]s\b))"
    # (fix-said170: lead26-saidit) ``renamed the file to b.py``
    r"|\b(?:mov(?:e|ed|ing)|renam(?:e|ed|ing)|relocat(?:e|ed|ing))\s+(?:the|this)\s+file\b"
    r"(?!['\u2019]s)"
    # (fix-said189: hunt147-saidthings) not a path after ``in``/``of``/``from``: ``The `main()`
    # in app.py was renamed`` is of the thing in it
    r"|(?:(?<![\w./-])(?<!\bin\s)(?<!\bof\s)(?<!\bfrom\s)(?<!\bin\s`)(?<!\bof\s`)(?<!\bfrom\s`)"
    r"[\w-]+(?:/[\w.-]+)*\.\w+|\bit|\bthe\s+file)[`'\"]?\s+(?:was|were|has\s+been"
    r"|have\s+been|had\s+been|got|gets|is|will\s+be)\s+(?:then\s+|later\s+|also\s+"
    r"|since\s+|just\s+)?(?:moved|renamed|relocated|(?:replaced|overwritten)\s+by)\b"
    r"|\brevertid[oa]\b|\bcancellat[oa]\b|\bripristinat[oa]\b|\bspostat[oa]\b"
    r"|\bsovrascritt[oa]\b|\bzur\u00fcckgesetzt\b|\bverschoben\b|\b\u00fcberschrieben\b"
    r"|\bd\u00e9plac\u00e9|\b\u00e9cras\u00e9|\brestaur\u00e9|\bmovid[oa]\b"
    r"|\bsobrescrit[oa]\b|\brestaurad[oa]\b|\bnever\s+happened\b"
    # (lead, round 23: hunt124) more shapes: a status mark of a failure before the path, a
    # throw-away, an emptying, an undo spelled apart, a decision not to keep it, the work put
    # back as it was (``The repository is back to its original state.``), an old content back
    # in the file (``a.py now contains the old version again.``); a copy onto the file is read
    # by :data:`_COPIED_ONTO` and :data:`_CP_COMMAND`
    r"|[\u274c\u2717\u2718\u26d4\U0001f6ab\U0001f5d1]"
    r"|\bthr(?:own|ew|ow)\s+(?:it\s+|that\s+|them\s+|\S+\s+)?away\b|\b(?:got|get|gotten)\s+rid\b"
    r"|\bun-?(?:did|done|do)\b|\b(?:emptied|truncated|blanked|wiped\s+out|zeroed\s+out|dropped)\b"
    # (fix-said137: hunt125-keptcommit) not committed is on disk all the same; a file kept
    # open, a tool not applied to it (``apply black to a.py``) are no undo
    r"|(?:\bnot\b|n't|n\u2019t|\bnever\b)[^.,;:\n]{0,24}?\b(?:keep|kept)\b"
    r"(?!\s+(?:[\w./-]+\s+)?(?:open|running|going|in\s+mind|track)\b)"
    r"|(?:\bnot\b|n't|n\u2019t|\bnever\b)[^.,;:\n]{0,24}?\b(?:apply|applied)\b(?!\s+[\w-]+\s+to\b)"
    r"|\b(?:is|are|was|were|be|been|went|go|goes|gone|put|set|brought|turned)\s+back\s+to"
    r"\s+(?:its|their|the|how|what|where)\b"
    # (fix-said137: hunt125-keptwentback) not a source read again (``I went back to the spec``)
    # nor a measure back to normal (``The server is back to its normal speed``)
    r"(?<!\bthe)(?<!\bits)(?<!\btheir)"
    r"|\b(?:is|are|was|were|be|been|went|go|goes|gone|put|set|brought|turned)\s+back\s+to"
    r"\s+(?:the\s+(?!(?:specs?|specification|docs?|documentation|drawing\s+board|issue|ticket"
    r"|requirements?|design|notes|readme|task|problem|question|user|plan)\b)"
    r"|(?:its|their)\s+(?!(?:normal|usual|expected|typical)\s+(?:speed|performance|latency|pace"
    r"|level|throughput|size)\b))"
    r"|\b(?:original|initial|pristine|clean)\s+state\b"
    r"|\b(?:old|original|previous|earlier|prior)\s+(?:version|contents?|code|copy|one)\b"
    r"[^.;\n]{0,24}?\b(?:again|back)\b"
    r"|\bput\s+(?:[^;\n]{0,40}?\s)?back\b"
    # (lead, round 23: hunt125-saidnot) a removal said as a noun or a gerund (``the deletion of
    # a.py``, ``after deleting it``): a negated undo of it leaves the file removed
    r"|\b(?:deletion|removal|deleting|removing|erasing|erasure)\b"
    # (fix-said137: hunt128-saidcleanup, saidslang, saidabsent, saidaway) a phrasal verb of
    # removal with the file as its object, the particle after it (``cleaned it up``, ``tidied
    # a.py away``, ``backed a.py out``, ``taken a.py out``) or before it (``cleaned up a.py``,
    # ``cleared out a.py``), or ``cleaned up`` with no object (``have since cleaned up.``);
    # ``cleaned up the code in a.py``, ``taken out the debug prints``, ``backed a.py up``,
    # ``cleaned up and simplified a.py`` are none
    r"|\bcleaned\s+(?:out\s+|up\s+)?" + _SAID_OBJECT + r"\s+(?:up|out)\b"
    r"|\b(?:tidied|stashed|packed|put)\s+" + _SAID_OBJECT + r"\s+away\b"
    r"|\b(?:backed|taken|took|pulled|cleared|ripped|yanked)\s+" + _SAID_OBJECT + r"\s+out\b"
    r"|\b(?:cleaned\s+up|cleared\s+out)\s+"
    + _SAID_OBJECT
    + r"|\b(?:taken|took|pulled)\s+out\s+[`'\"]?"
    + _SAID_PATH
    + r"|(?<!\bis\s)(?<!\bare\s)(?<!\bwas\s)(?<!\bwere\s)(?<!\bbeen\s)(?<!\bget\s)"
    r"(?<!\bgot\s)\bcleaned\s+up(?=\s*(?:[.;!?)]|,(?!\s+\w+ed\b)|$)|\s+(?:afterwards?|after"
    r"\s+(?:myself|me|us|it|that|them)|again|later|too|as\s+well|now|since|then|once|when"
    r"|before)\b)"
    r"|" + _SAID_SUBJECT + r"(?:is|are|was|were|has\s+been|have\s+been|got)\s+(?:now\s+|since\s+"
    r"|also\s+|then\s+)?cleaned\s+up\b"
    # a plain word of throwing away
    r"|\b(?:tossed|binned|scrapped|ditched|zapped|junked)\b"
    # (fix-said151) more shapes of the file not kept as written (:data:`_MORE_GONE`)
    r"|" + _MORE_GONE + r""
    # (fix-said160) their neighbours (:data:`_SAID_LATER`)
    r"|" + _SAID_LATER + r""
    # (fix-said171) their neighbours (:data:`_SAID_MORE`, :data:`_GONE_PLAIN`)
    r"|" + _SAID_MORE + r"|" + _GONE_PLAIN + r""
    # the file said absent (``a.py is no longer there``, ``not in the repo anymore``, ``There
    # is no a.py anymore``, ``no longer lives in the repo``; ``The helper no longer lives in
    # a.py`` is none), or the work as it was (``back at HEAD``, ``Everything is as it was
    # before I started``, ``I left the repo as I found it``, ``I left things as they were``;
    # ``everything else is as it was`` is none)
    r"|" + _SAID_SUBJECT + r"(?:is|are|was|were)\s+(?:now\s+|also\s+)?(?:no\s+longer\s+"
    r"(?:there|here|around|present|in\b)|not\s+(?:there|here|around|present"
    r"|in\s+(?:the\s+)?[\w-]+)\s+any\s*(?:more|longer))"
    r"|\bthere(?:\s+is|\s+are|'s|\u2019s)\s+no\s+(?:longer\s+(?:a|an|any)\s+)?[`'\"]?"
    + _SAID_PATH
    + r"|\bno\s+longer\s+(?:lives|resides|sits|is\s+kept)\b(?!\s+(?:in|inside)\s+[`'\"]?"
    r"(?:\./)?[\w-]+(?:/[\w.-]+)*\.\w)"
    r"|\bback\s+(?:at|to)\s+[`'\"]?(?-i:HEAD)\b"
    r"|\b(?:everything|things|it|them|the\s+(?:repo|repository|project|working\s+tree"
    r"|workspace|codebase|checkout)|(?<!\bin\s)(?<!\bof\s)(?<!\bfrom\s)"
    + _SAID_PATH
    + r")[`'\"]?\s+(?:(?:is|are|was|were)\s+"
    r"(?:now\s+|again\s+|exactly\s+|just\s+)?)?as\s+(?:it|they|I|we)\s+(?:was|were"
    r"|had\s+been|found\s+(?:it|them))\b"
    # the file put away elsewhere (``stashed a.py away in old/``, ``archived a.py under
    # attic/``, ``put a.py in the trash``, ``sent a.py to the recycle bin``)
    r"|\b(?:stashed|archived|shelved)\s+(?:away\s+)?"
    + _SAID_OBJECT
    + r"|"
    + _SAID_SUBJECT
    + r"(?:is|are|was|were|has\s+been|have\s+been|got)\s+(?:now\s+"
    r"|then\s+|also\s+)?(?:stashed|archived|shelved)\b"
    r"|\b(?:put|moved|sent|dragged|dropped|threw|tossed|placed)\s+"
    + _SAID_OBJECT
    + r"\s+(?:in(?:to)?|to)\s+(?:the\s+)?(?:trash|recycle\s+bin|rubbish\s+bin|wastebasket"
    r"|garbage|bin)\b"
    # (fix-said159: hunt132-thingwhole) the whole content stripped or cut out of a file
    r"|\b(?:stripped|cut|took|taken|pulled|ripped|yanked|scraped|gutted)\s+(?:out\s+)?(?:every"
    r"|each|all)\s+(?:single\s+)?(?:(?:of\s+)?the\s+)?(?:lines?|statements?|code|contents?|text)"
    r"\s+(?:out\s+of|from)\b"
    r"|" + said_words.FOREIGN_UNDO.pattern
)
#: (fix-agent108) A clause whose subject is no file at all (``Nothing was saved.``, ``No files
#: were written.``, ``None of the files were created.``): a write that did not happen, of every
#: written file when the clause names none (``Nothing failed.`` is no such clause).
_NOTHING_WRITTEN = re.compile(
    r"(?i)\b(?:nothing|(?:no|zero)\s+(?:files?|changes?|edits?)|none\s+of\s+(?:the\s+|my\s+)?"
    r"(?:files?|changes?|edits?|writes?))\s+(?:was|were|has\s+been|have\s+been|got|is|are)\s+"
    r"(?:actually\s+|really\s+|ever\s+)?(?:written|saved|created|applied|persisted|kept)\b"
)
#: (fix-said152: hunt130-saidnochanges) The work undone said with no object, read as
#: :data:`_NOTHING_WRITTEN` is (of every written file when its clause names none): no change
#: left in the end (``No files were changed in the end.``, ``In the end I made no changes.``,
#: ``I didn't end up keeping any changes.``, ``I haven't changed anything.``), nothing left
#: behind (``I left no files behind.``, ``Nothing was left behind.``), one's own traces cleaned
#: (``I cleaned up after myself.``), the work tree clean once more (``The workspace is clean
#: again.``). Not such words: another change ruled out (``no other changes``, ``no changes to
#: the tests``, ``nothing else``, ``no files besides a.py``): those keep what was written.
_NOT_ELSEWHERE = (
    r"(?!\s+(?:to|on|in(?!\s+the\s+end\b)|into|inside|under|for|besides|except|other|apart"
    r"|outside|beyond|elsewhere|else|but|than|open|running)\b)"
)
_WORK_UNDONE = re.compile(
    r"(?i)\b(?:no|zero)\s+(?:files?|changes?|edits?|modifications?)\s+(?:were|was|have\s+been"
    r"|has\s+been|got|are|is)\s+(?:actually\s+|really\s+|ever\s+|ultimately\s+|finally\s+)?"
    r"(?:changed|modified|touched|edited|made|left|kept)\b" + _NOT_ELSEWHERE + r"|\bnothing\s+"
    r"(?:was|were|has\s+been|got|is)\s+(?:actually\s+|really\s+|ultimately\s+|finally\s+)?"
    r"(?:changed|modified|touched|edited|kept)\b" + _NOT_ELSEWHERE + r"|\b(?:made|make|making"
    r"|kept|keep|keeping|left|leave|leaving)\s+no\s+(?:changes?|edits?|modifications?|files?)"
    r"\b(?!\s+behind\b)" + _NOT_ELSEWHERE + r"|(?:\bnot|n't|n\u2019t|\bnever)\s+(?:end\s+up\s+"
    r"|ultimately\s+|actually\s+|really\s+|in\s+the\s+end\s+)?(?:keep(?:ing)?|kept|mak(?:e|ing)"
    r"|made|leav(?:e|ing)|left|chang(?:e|ed|ing)|touch(?:ed|ing)?|modif(?:y|ied|ying))\s+"
    r"(?:any|a\s+single)\s+(?:changes?|edits?|files?|modifications?)\b"
    + _NOT_ELSEWHERE
    + r"|(?:\bnot|n't|n\u2019t|\bnever)\s+(?:end\s+up\s+|ultimately\s+|actually\s+|really\s+)?"
    r"(?:chang(?:e|ed|ing)|touch(?:ed|ing)?|modif(?:y|ied|ying)|kept|keep(?:ing)?)\s+"
    r"anything\b" + _NOT_ELSEWHERE + r"|\b(?:left|leave|leaving)\s+(?:no\s+(?:files?|traces?"
    r"|changes?)|nothing)\s+behind\b|\b(?:nothing|no\s+(?:files?|traces?|changes?))\s+"
    r"(?:was|were|is|are|has\s+been|have\s+been|got)\s+left\s+behind\b|\bleft\s+no\s+traces?\b"
    r"|\bclean(?:ed|ing)?\s+up\s+after\s+(?:myself|ourselves|me|us)\b"
    r"|\b(?:workspace|work\s*tree|working\s+(?:tree|directory|copy)|repo(?:sitory)?|checkout"
    r"|project|codebase)\s+(?:is|was|are)\s+(?:now\s+)?(?:clean|pristine|untouched|unchanged)"
    r"\s+(?:again|once\s+more)\b|\bback\s+to\s+(?:a\s+)?clean\b"
)


#: (fix-said160: hunt132-undonemore) The work undone in more words, read as
#: :data:`_WORK_UNDONE` is: nothing remains (``No files remain.``, ``There are no changes
#: left.``, ``Nothing I wrote remains.``), nothing kept (``I kept nothing.``), nothing written
#: in the end (``I didn't write anything in the end.``), a clean tree again (``git status
#: shows a clean tree again.``). ``no other files remain``, ``I kept nothing else``, ``I
#: didn't write anything to the database`` are none (:data:`_NOT_ELSEWHERE`).
_WORK_UNDONE_MORE = re.compile(
    r"(?i)\b(?:no|zero)\s+(?:files?|changes?|edits?|modifications?)\s+(?:remain(?:s|ed)?"
    r"|(?:are|is|were|was)\s+(?:still\s+)?left|left|survived?)\b"
    + _NOT_ELSEWHERE
    + r"|\bnothing\s+(?:(?:that\s+)?(?:I|we)\s+(?:wrote|made|created|changed|added|did)\s+)?"
    r"(?:remains|remained|is\s+left|was\s+left|survived|stuck)\b"
    + _NOT_ELSEWHERE
    + r"|\b(?:kept|keep|keeping)\s+nothing\b"
    + _NOT_ELSEWHERE
    + r"|(?:\bnot|n't|n\u2019t|\bnever)\s+(?:end\s+up\s+|ultimately\s+|actually\s+|really\s+)?"
    r"(?:writ(?:e|ing)|written|wrote|sav(?:e|ed|ing)|creat(?:e|ed|ing)|add(?:ed|ing)?)\s+"
    r"anything\b"
    + _NOT_ELSEWHERE
    + r"|\b(?:a|the)\s+(?:clean|pristine|untouched|unchanged)\s+(?:tree|work(?:ing)?\s*tree"
    r"|workspace|working\s+(?:directory|copy)|repo(?:sitory)?|checkout|state|status)\s+"
    r"(?:again|once\s+more)\b"
)


#: (fix-said171: hunt139-undonewords) The work undone in more words, read as
#: :data:`_WORK_UNDONE` is: the last write rolled back (``I rolled back the last write.``), the
#: whole tree put back (``I ran git checkout . to start over.``, ``git restore .``, ``I reverted
#: to the previous commit.``), the place the files lived in reset or destroyed (``The sandbox
#: was reset``, ``The container was destroyed``), nothing persisting (``nothing I wrote
#: persists``, ``none of the files remain``), the repo left as it was (``I left the repo
#: exactly as it was before.``).
_WORK_UNDONE_171 = re.compile(
    r"(?i)\b(?:rolled\s+back|roll\s+back|revert(?:ed)?|undid|undone|undo|discarded|backed\s+out)"
    r"\s+(?:the|my|our|that|this)\s+(?:last|latest|previous|most\s+recent|recent|earlier|final)"
    r"\s+(?:write|change|edit|commit|step|file\s+write)s?\b"
    + _NOT_ELSEWHERE
    + r"|\bgit\s+(?:checkout|restore)\s+(?:--\s+)?\.(?=[\s`'\")]|$)"
    r"|\brevert(?:ed|ing)?\s+(?:everything\s+|it\s+all\s+|back\s+)?to\s+(?:the\s+)?(?:previous|last"
    r"|prior|original|initial|earlier|first|old|clean)\s+(?:commit|state|version|revision|snapshot"
    r"|checkpoint)\b|\brevert(?:ed|ing)?\s+(?:back\s+)?to\s+(?-i:HEAD)\b"
    r"|\b(?:sandbox|container|environment|vm|workspace|machine|repo(?:sitory)?|working\s+(?:tree"
    r"|directory|copy)|checkout|work\s*dir)\s+(?:was|were|got|has\s+been|is|had\s+been)\s+"
    r"(?:then\s+|later\s+|also\s+|since\s+|now\s+|just\s+)?(?:reset|destroyed|wiped|torn\s+down"
    r"|deleted|reverted|discarded|thrown\s+away|reimaged"
    r"|rolled\s+back|removed)\b"
    r"|\bnothing\s+(?:that\s+)?(?:I|we)\s+(?:wrote|made|created|changed|added|did|saved)\s+"
    r"(?:persists|persisted|survives|survived|exists|remains|is\s+(?:left|kept|there))\b"
    r"|\bnone\s+of\s+(?:the|my|our|those|these)\s+(?:new\s+|written\s+)?(?:files|changes|edits"
    r"|writes)\s+(?:remain|remained|survive|survived|persist|persisted|exist|are\s+left|were\s+kept"
    r"|stuck|are\s+there)\b"
    r"|\b(?:left|leave|leaving|restored|put)\s+(?:the\s+)?(?:repo(?:sitory)?|project|working\s+tree"
    r"|workspace|codebase|checkout)\s+(?:exactly\s+|just\s+|precisely\s+|back\s+)?as\s+(?:it|I|we)"
    r"\s+(?:was|had\s+been|found\s+it)\b"
)


def _nothing_kept(sentence: str, start: int, end: int) -> re.Match[str] | None:
    """A clause of ``sentence[start:end]`` saying no write was kept: nothing written
    (:data:`_NOTHING_WRITTEN`) or the work undone (:data:`_WORK_UNDONE`,
    :data:`_WORK_UNDONE_MORE`)."""
    return (
        _NOTHING_WRITTEN.search(sentence, start, end)
        or _WORK_UNDONE.search(sentence, start, end)
        or _WORK_UNDONE_MORE.search(sentence, start, end)
        or _WORK_UNDONE_171.search(sentence, start, end)
    )


#: (fix-said160: hunt132-undoneexcept, cleancommitted) The written file named as the exception
#: to the work undone (``Apart from a.py, I made no changes.``, ``No files were modified, only
#: a.py was added.``, ``Nothing was left behind but a.py.``, ``No files were changed; a.py is
#: new.``) or as committed (``I committed a.py; the working tree is clean again.``): the words
#: of nothing kept are no word on it.
_KEPT_EXCEPT = re.compile(
    r"(?i)\b(?:apart\s+from|other\s+than|aside\s+from|except(?:\s+for)?|but(?:\s+for)?|besides"
    r"|save\s+for|only|just|committ(?:ed|ing))\s+(?:(?:writing|adding|creating|committing)\s+)?"
    r"(?:(?:the|my)\s+)?(?:new\s+)?(?:file\s+)?[`'\"]?(?P<path>" + _SAID_PATH + r")"
    r"|(?P<subject>" + _SAID_PATH + r")[`'\"]?\s+(?:is|was|has\s+been|got)\s+(?:now\s+)?"
    r"(?:the\s+)?(?:only\s+)?(?:new|added|created|written|committed)\b"
)


def _excepted(sentence: str) -> set[str]:
    """(fix-said160) The paths ``sentence`` names as the exception to the work undone
    (:data:`_KEPT_EXCEPT`): written ones are spared, another one spares none."""
    return {
        (match.group("path") or match.group("subject")).removeprefix("./")
        for match in _KEPT_EXCEPT.finditer(sentence)
    }


def _undone_masked(sentence: str) -> str:
    """(fix-said160) ``sentence`` with its words of nothing kept blanked (the same length): what
    else it says of the files is read in it."""
    spans = [
        m.span()
        for regex in (_NOTHING_WRITTEN, _WORK_UNDONE, _WORK_UNDONE_MORE, _WORK_UNDONE_171)
        for m in regex.finditer(sentence)
    ]
    chars = list(sentence)
    for begin, stop in spans:
        chars[begin:stop] = " " * (stop - begin)
    return "".join(chars)


#: A removal FROM something that is no place the file lives in: the path stays.
_REMOVED_FROM = re.compile(
    r"(?i)(?:deleted|removed|gone|dropped|stripped|entfernt|supprim\u00e9e?s?)\s+"
    r"(?:(?:the|an?|some|all|any|two|three|unused|old|stale|extra|duplicate|dead|debug|\w+ing|\w+ed)"
    r"\s+)*(?:(?:`[^`\n]{1,80}`|[^\s.;,/`'\"]+)\s+){0,2}?from\s+(?!(?:the\s+|your\s+)?"
    r"(?:disk|repo|repository|project|folder|directory|workspace|file\s*system|git|tree"
    r"|working\s+tree|server)\b)"
)
#: A bug's description: the failure words after it tell what the bug did, not what happened.
_BUG_WHERE = re.compile(
    r"(?i)\b(?:bug|issue|problem|crash|regression|case|cases|situation|scenario|edge\s+case)"
    r"\s+(?:where|when|that|in\s+which|causing|of)\b"
)
#: The same sentence saying the write then worked.
_WROTE_AFTER = re.compile(
    r"(?i)\b(?:(?:wr[io]te|written|sav(?:e|ed)|creat(?:e|ed)|tried|retried)\b[^.;\n]{0,24}?"
    r"\bagain|successfully|succeeded|saved\s+now|now\s+saved|written\s+now"
    r"|now\s+written|(?:is|was|has\s+been)\s+(?:now\s+)?(?:saved|written|created))\b"
)
#: (fix-said152: hunt130-askedshapes) a question mark closing a bold question (``**Is a.py
#: there?** No.``) ends it as a question mark before a space does
SENTENCE = re.compile(
    r"[^\n.!?\u3002\uff01\uff1f]*(?:(?:[.!\u3002\uff01\uff1f](?=\S)|\?(?=\S)(?![*_]+(?:\s|\Z))"
    r"|(?<=[ \t])\.(?=[ \t\n]|\Z))[^\n.!?\u3002\uff01\uff1f]*)*"
)
#: (lead, round 23: hunt125-saidpath) A folder named by a word and a noun of folders (``The src
#: folder was deleted.``): each written file in it.
_FOLDER_WORD = re.compile(r"(?i)(?<![\w./-])`?([\w.-]+)`?\s+(?:folder|directory|dir)\b")
_PATH_WORD = re.compile(r"(?<![\w./-])(?:\./)?([\w./-]*\w)")


#: A failure of checks the file was put to, not of its write (``a.py failed the tests``).
_FAILED_CHECKS = re.compile(
    r"(?i)\s+(?:the\s+|its\s+|some\s+|all\s+|\d+\s+|my\s+|our\s+)?(?:\w+\s+)?"
    r"(?:tests?|checks?|lint\w*|linters?|build|type\s*checks?|ci|validation|review)\b"
)
#: Where a sentence's clauses part (``...; ...``, ``..., but ...``): a word of not kept speaks of
#: what its own clause names.
_CLAUSE = re.compile(r"(?i);|,?\s+\b(?:but|while|whereas|although|though)\b|\s[\u2014\u2013]\s")
#: The file named by a pronoun or a phrase in a clause naming no path (``I reverted it``,
#: ``I undid my change``, ``the file was deleted``).
_THE_FILE = re.compile(
    r"(?i)\b(?:it|the\s+file|this\s+file|that\s+file|the\s+write|my\s+(?:changes?|edits?)"
    r"|(?:the|that|this)\s+(?:changes?|edits?|writes?)|everything|(?:that|this)\s+back"
    # (lead, round 23: hunt124-saidall) all of them: ``I deleted both.``, ``All changes were
    # reverted.``, ``I undid all of that.``, ``The repository is back to its original state.``
    r"|both(?:\s+(?:files|of\s+them))?|all\s+of\s+(?:that|this|them|it|my\s+\w+)"
    r"|all\s+(?:the\s+|my\s+|of\s+the\s+)?(?:changes|edits|files|writes|work)|them|these|those"
    r"|the\s+files|my\s+work|the\s+work|the\s+(?:repo|repository|project|working\s+tree"
    r"|workspace|codebase|workdir|checkout)"
    r"|git\s+(?:stash|reset\s+--hard|checkout\s+(?:--\s+)?\.|restore\s+\.|clean)"
    # (fix-said151: hunt130-saidrmverb) a recursive removal of the whole folder: ``rm -rf .``,
    # ``rm -rf ./*``, ``rm -r *``
    r"|rm\s+(?:-[\w-]+\s+)*-[\w-]*[rR][\w-]*(?=(?:\s+-[\w-]+)*\s+(?:\./?\*?|\*)(?:[\s`'\")]|$))"
    # (lead, round 23: hunt125-saidnoun) the written file named by a noun: ``the new file``,
    # ``my file``, ``the config file``, ``the script I had just written``, ``the config``
    r"|(?:the|my|this|that|our|your)\s+(?:[\w.-]+\s+){0,2}?(?:file|script|config|module)"
    # (fix-said159: hunt132-replaceskind) files of a kind by their suffix, ``the .py files``
    # (:func:`_other_kind` reads a kind no written path has as another file)
    r"|(?:the|my|all(?:\s+the)?|all\s+of\s+the)\s+\.[A-Za-z]\w*\s+(?:files|scripts|modules)"
    # (fix-said137) ``I left things as they were.``
    r"|things(?=\s+(?:as|back)\b)"
    # (fix-said172: hunt139-whatiwrote) what the model itself made: ``what I wrote``,
    # ``whatever I had created``, ``all my output``, ``my files``, ``the files I made``
    r"|(?:what(?:ever)?|everything|all(?:\s+(?:the|of\s+the))?(?:\s+files?)?|the\s+files?)"
    r"\s+I(?:\s+had|\s+have|'d|'ve)?(?:\s+just)?\s+(?:wrote|written|created|made|added"
    r"|generated|produced|saved|put\s+(?:in|there))"
    r"|(?:all\s+(?:of\s+)?)?my\s+(?:own\s+)?(?:output|outputs|files|scripts|modules))\b"
)
#: (lead, round 23) A removal or an undo whose subject (``The deprecated helper was removed``)
#: or object (``I deleted the old cache directory``) is a thing that is no written file.
_PASSIVE_BEFORE = re.compile(
    r"(?i)\b(?:was|were|is|are|has\s+been|have\s+been|had\s+been|got|gets|been)\s+"
    r"(?:then\s+|also\s+|now\s+|just\s+|since\s+)?$"
)
_OBJECT_END = re.compile(r"(?i),|\band\b|\bthen\b|\bso\b|\bbecause\b|\bsince\b")
#: A word of not kept said negated (``I did not revert a.py``, ``a.py was not deleted``): the
#: undo did not happen.
_NEGATED = re.compile(
    r"(?i)(?:\bnot|n't|n\u2019t|\bnever|\bno\s+need\s+to)\s+(?:been\s+|be\s+|get\s+|gets\s+|got\s+"
    r"|actually\s+|really\s+|accidentally\s+)?$"
)
#: A program's behaviour: the written path as the subject of a verb in the present
#: (``a.py reverts the config``, ``a.py handles the case where the file was deleted``).
_PROGRAM_DOES = re.compile(
    r"[`'\"]?\s+(?:now\s+|also\s+|then\s+|only\s+|still\s+)?"
    r"(?!(?:is|was|has|does|gets|goes|stays|remains|needs|contains|ends|seems|shows|holds"
    r"|looks|appears|becomes|turns|comes|lives|sits|keeps|reads|says|lists|exists|resides)\b)"
    r"[a-z]{2,}(?<!s)s\b"
)
#: A failure of checks whose subject is the checks (``The test failed before this change.``).
_CHECKS_FAILED = re.compile(
    r"(?i)\b(?:tests?|checks?|lint\w*|linters?|builds?|type\s*checks?|ci|pipeline|jobs?"
    r"|assertions?|suite|compil\w+)\s+(?:has\s+|had\s+|have\s+|was\s+|were\s+)?"
    r"(?:still\s+|previously\s+|also\s+)?(?:fail(?:ed|s|ing)?|broke(?:n)?)\b"
)
#: What was gone is the old content the write replaced (``The old version of a.py is gone.``).
_OLD_GONE = re.compile(
    r"(?i)\b(?:old|previous|original|earlier|prior|former)\s+(?:version|contents?|code|copy"
    r"|implementation)\b[^;\n]{0,40}?$"
)
#: A copy or a move onto a file: what follows the preposition is written over (``I copied b.py
#: to a.py``, ``I moved b.py over a.py``, ``I copied the backup over a.py``): the source is a
#: path or a backup or old copy, never a thing moved into the file (``moved the helper into
#: a.py``).
_COPIED_ONTO = re.compile(
    r"(?i)\b(?:cp|copy|copied|copying|mv|move|moved|moving|restor(?:e|ed|ing)|put)\s+"
    r"(?:it\s+|the\s+file\s+)?"
    r"(?:[`'\"]?(?:[\w-][\w.-]*(?:/[\w.-]+)*\.\w+|[\w-]+/[\w.-]*)[`'\"]?"
    r"|(?:the\s+|my\s+|an?\s+)?(?:backup|original|old\s+(?:version|copy|file|one)|previous"
    r"\s+(?:version|copy|file|one)|saved\s+copy|template|default\s+one)(?:\s+copy)?)"
    r"\s+(?:back\s+)?(?:over|onto|into|to|on\s+top\s+of|in\s+place\s+of)\s+(?:the\s+(?:file\s+)?)?"
    r"[`'\"]?(?P<path>(?:\./)?[\w-]+(?:/[\w.-]+)*\.\w+)"
)
#: A copy said as its command: ``cp [options] SOURCE... DEST``, DEST written over.
_CP_COMMAND = re.compile(
    r"(?<![\w-])cp\s+(?:-\w+\s+){0,4}(?:\S+\s+){1,6}?[`'\"]?(?P<path>(?:\./)?[\w-]+(?:/[\w.-]+)*\.\w+)"
    r"[`'\"]?(?=\s*(?:[.;,)\n`]|$)|\s+(?:and|then|to|so)\b)"
)
#: (lead, round 23: hunt125-saidcopy) More copies onto a written file: the destination named
#: first (``I copied a.py over from b.py``), a replacement by an old copy (``I replaced a.py
#: with the backup``), a backup of it put back (``I copied the backup of a.py back``), and a
#: copy from a folder into the one the file is in, which writes its name (``cp backup/a.py .``,
#: ``cp -t . backup/a.py``, ``I copied backup/a.py into the project root``).
_PATH_GROUP = r"[`'\"]?(?:\./)?(?P<path>[\w-][\w.-]*(?:/[\w.-]+)*\.\w+)[`'\"]?"
_MORE_COPIES = (
    re.compile(
        r"(?i)\b(?:cop(?:y|ied|ying)|mov(?:e|ed|ing))\s+"
        + _PATH_GROUP
        + r"\s+(?:over\s+|back\s+)?from\b"
    ),
    re.compile(
        r"(?i)\breplac(?:e|ed|ing)\s+" + _PATH_GROUP + r"\s+with\s+(?:the\s+|a\s+|my\s+|an\s+)?"
        r"(?:backup|old|original|previous|saved|earlier|prior|stashed|[\w-]+(?:/[\w.-]+)*\.\w+)"
    ),
    re.compile(
        r"(?i)\b(?:backup|copy|original|old\s+version)\s+of\s+"
        + _PATH_GROUP
        + r"\s+(?:back|again)\b"
    ),
)
_COPIED_HERE = (
    re.compile(
        r"(?<![\w-])(?:cp|mv)\s+(?:-[\w-]+\s+)*(?:\S+/)(?P<path>[\w-][\w.-]*\.\w+)[`'\"]?\s+"
        r"\.(?:/)?(?=[`'\"]?\s*(?:[.;,)\n]|$))"
    ),
    re.compile(
        r"(?<![\w-])(?:cp|mv)\s+(?:-[\w-]+\s+)*-t\s+\.(?:/)?\s+(?:\S+/)(?P<path>[\w-][\w.-]*\.\w+)"
    ),
    re.compile(
        r"(?i)\b(?:cp|mv|cop(?:y|ied)|mov(?:e|ed))\s+[`'\"]?(?:\S+/)(?P<path>[\w-][\w.-]*\.\w+)"
        r"[`'\"]?\s+(?:back\s+)?(?:in)?to\s+(?:the\s+)?(?:project(?:'s)?\s+)?(?:root|workspace"
        r"|working\s+(?:directory|folder)|current\s+(?:directory|folder)|folder|directory|here)\b"
    ),
)
#: A question about a written file answered no (``Was a.py saved? No.``).
_ANSWERED_NO = re.compile(
    r"(?i)\s*(?:(?:sadly|unfortunately|alas|actually)[,\s]+)?(?:no|nope|not\s+really"
    r"|not\s+(?:any\s*more|anymore)|no\s+longer|not\s+at\s+all|not|nah|negative|nay|(?:i|it|he|she|they|that)\s+"
    r"(?:did|was|is|does|were|has|have)(?:\s+not|n't|n\u2019t)|(?:it|that)(?:'s|\s+is)\s+not"
    r"|nein|non|não|nao|hay\u0131r|nie|\u043d\u0435\u0442|아니요|아니|いいえ|不是|没有|沒有)"
    r"(?=\s*(?:[,.!;:\u2014\u3002\uff01-]|$))"
)
#: (fix-said137: hunt128-askedremoval) A question of a removal, an undo or a failure (``Was a.py
#: deleted?``, ``Should I delete a.py?``, ``Did the write to a.py fail?``): answered no, the file
#: is there; a question said with a negation (``Wasn't a.py deleted? No.``) is no such one (its
#: ``no`` may agree with either).
_ASKED_REMOVAL = re.compile(
    r"(?i)\b(?:delet|remov|revert|undo|undid|undone|eras|discard|trash|wipe|purg|drop|gone"
    r"|missing|lost|fail|roll(?:ed)?\s+back|overwr|clobber)\w*"
)
_ASKED_NEGATED = re.compile(r"(?i)\b(?:not|never|no)\b|n't|n\u2019t")
#: (fix-said137) A question of what the written program does (``Does a.py delete files?``).
#: (fix-said137: hunt125-keptasked) A question of a property of the program (``Is a.py slow?``,
#: ``Is a.py thread-safe?``): its no is no word on the file.
_PROPERTY_ASKED = re.compile(
    r"(?i)\b(?:is|isn't)\s+[`'\"]?(?:\./)?[\w-]+(?:/[\w.-]+)*\.\w+[`'\"]?\s+(?:too\s+|very\s+)?"
    r"(?:slow|fast|thread-safe|async|blocking|idempotent|deterministic|recursive|portable|pure"
    r"|reentrant|typed|tested|readable|efficient|secure)\s*$"
)
_PROGRAM_ASKED = re.compile(
    r"(?i)\b(?:do(?:es)?|will|would|can|could)\s+[`'\"]?(?:\./)?[\w-]+(?:/[\w.-]+)*\.\w+[`'\"]?"
    r"\s+(?!(?:(?:still|also|now|ever)\s+)?(?:exist|survive|remain|stay|persist|live|sit|show"
    r"|appear|get|go|make|end|look|seem|have|contain|hold|keep|work|be|being|been)\w*\b)"
    r"(?:still\s+|also\s+|now\s+|ever\s+)?[a-z]"
)
#: (fix-said137) A question answered yes (``Was a.py deleted? Yes.``).
_ANSWERED_YES = re.compile(
    r"(?i)\s*(?:yes|yep|yeah|yup|indeed|correct|right|sure|(?:i|it|that|they|he|she)\s+"
    r"(?:did|was|is|were|has|have|had))(?=\s*(?:[,.!;:\u2014-]|$))"
)
#: (fix-said152: hunt130-askedshapes) What may stand before an answer to a question: Markdown
#: emphasis closing a bold question (``**Is a.py still there?** No.``), a quote mark, a dash
#: (``Is a.py kept? \u2014 No.``), an answer label on its own line (``Q: ...?\nA: No.``); and
#: more words of yes (``Affirmative.``, ``Absolutely.``).
_ANSWER_LEAD = re.compile(
    r"[\s*_`>\-\u2014\u2013]*(?:(?i:a|answer|ans|reply|r)\s*[:.)]\s*)?[\s*_`\-\u2014\u2013]*"
)
_MORE_YES = re.compile(
    r"(?i)(?:affirmative|absolutely|certainly|definitely|confirmed|aye|of\s+course"
    r"|(?:that's|that\u2019s|that\s+is)\s+(?:right|correct|true))(?=\s*(?:[,.!;:\u2014-]|$))"
)


#: (fix-said160: hunt132-askedmore, askedlead) More of what may open an answer: a table's cell
#: wall (``| Was a.py deleted? | Yes |``), a lead of words (``Short answer: no.``, ``In short,
#: no.``, ``TL;DR: yes``, ``The answer is no.``); more words of yes (``Yes indeed``, ``Yes
#: sir``, ``Sure was``, ``100%``, a check mark, a lone ``Y``, ``True``, `` `true` ``) and of no
#: (`` `No` ``, ``I'm afraid not``, ``False``, a cross mark), each ending at a word's end or
#: before closing marks. An answer read wrongly only refuses (a yes is read only after a
#: question of removal, a no only after one of presence).
_ANSWER_LEAD_MORE = re.compile(
    r"(?i)[\s|*_`>\-\u2014\u2013]*(?:(?:(?:the\s+)?(?:short|long|quick|simple|brief)\s+answer"
    r"(?:\s+is)?|in\s+short|in\s+a\s+word|in\s+brief|long\s+story\s+short|tl;?\s*dr"
    r"|(?:the\s+)?answer(?:\s+is)?|well|honestly|to\s+be\s+(?:clear|honest)|to\s+answer"
    r"(?:\s+your\s+question)?)\s*[:,.\u2014-]?[\s|*_`>\-\u2014\u2013]*)?"
)
_CLOSED = r"(?=[\s|*_`'\"\u201d]*(?:[,.!;:\u2014|)\-]|$))"
_YES_MORE = re.compile(
    r"(?i)(?:(?:yes|yep|yeah|yup|aye|indeed|sure|true)(?:\s+(?:indeed|sir|ma['\u2019]?am|it\s+"
    r"(?:was|is|did|has)|(?:it|that)\s+is|was|is|did|has|absolutely|definitely|certainly))?"
    + _CLOSED
    + r"|(?:yes|yep|yeah|yup|aye)\b(?!\s+and\s+no\b)|100\s*%|[\u2705\u2714\u2611\u2713]"
    r"|(?-i:Y)" + _CLOSED + r")"
)
_NO_MORE = re.compile(
    r"(?i)(?:(?:no|nope|nah|not|false|negative|never|none|nothing)(?:\s+at\s+all)?"
    + _CLOSED
    + r"|(?:(?:i['\u2019]m|i\s+am)"
    r"\s+)?afraid\s+not\b|sadly\s+not\b|[\u274c\u2717\u2718]|(?-i:N)" + _CLOSED + r")"
)


def _answered(text: str, at: int, yes: bool) -> bool:
    """Whether ``text`` at ``at`` (right after a question) opens with an answer of yes (or,
    when not ``yes``, of no), after what may stand before one (:data:`_ANSWER_LEAD`,
    fix-said160: :data:`_ANSWER_LEAD_MORE`)."""
    lead = _ANSWER_LEAD.match(text, at)
    start = lead.end() if lead is not None else at
    more = _ANSWER_LEAD_MORE.match(text, at)
    also = more.end() if more is not None else at
    if yes:
        return bool(
            _ANSWERED_YES.match(text, start)
            or _MORE_YES.match(text, start)
            or _YES_MORE.match(text, also)
        )
    return _ANSWERED_NO.match(text, start) is not None or _NO_MORE.match(text, also) is not None


#: (fix-said160: hunt132-askedkeep) A question of a change of the file that a no denies as a
#: question of removal is (``Was a.py renamed? No.``, ``Is a.py empty? No.``, ``Is a.py a
#: temporary file? No.``, ``Any further changes to a.py? No.``): its yes says the file is not
#: as written, its no keeps it.
_ASKED_CHANGED = re.compile(
    r"(?i)\b(?:renam|mov(?:ed|e)\b|relocat|empt(?:y|ied)|blank|truncat|temporar|temp\b|scratch"
    r"|throw-?away|ephemeral|short-lived|transient|disposable|(?:further|more|other|additional"
    r"|later|subsequent)\s+(?:changes?|edits?|modifications?)\b|(?:changed|modified|edited"
    r"|altered|touched)\s+(?:again|since|afterwards?|later)\b)"
)
#: (fix-said160: hunt132-askedkeep) A question of whether a removal may be done (``Can I delete
#: a.py later?``, ``Is a.py safe to delete?``): neither answer says it was.
_ASKED_MAY = re.compile(
    r"(?i)\b(?:can|could|may|might)\s+(?:I|we|you|one|they)\b"
    r"|\b(?:safe|ok|okay|fine|possible|alright|allowed)\s+to\b"
)
#: (fix-said160: hunt132-askedmore) A question that takes the removal as done (``Any problems
#: with a.py being deleted?``, ``Did anything break after removing a.py?``): any answer to it
#: says the file is gone.
_ASKED_DONE = re.compile(
    r"(?i)\b(?:being|having\s+been|after|since|with|about|from)\s+(?:[\w`'\".-]+\s+){0,3}?"
    r"(?:being\s+|been\s+)?(?:delet|remov|eras|renam|discard|revert|wip|purg|trash)\w*"
)


#: A path-like word (a name with a suffix, or with a folder): a clause naming one of them that
#: is not written speaks of that other file.
_FILE_LIKE = re.compile(
    r"(?<![\w./-])(?:\./)?([\w-]+(?:/[\w.-]+)+|[\w-]+(?:\.[\w-]+)*\.[A-Za-z]\w*)"
)
#: ``not the file a.py``: the sentence says it is not that file.
_NOT_THIS = re.compile(r"(?i)\bnot\s+(?:the\s+)?(?:file\s+)?`?$")


def _not_kept_word(
    sentence: str,
    start: int,
    end: int,
    bug: int,
    overcome: int,
    wanted: AbstractSet[str] | Mapping[str, object],
    tails: Mapping[str, list[str]] | None = None,
    *,
    following: tuple[str, int] = ("", 0),
    shown: bool = False,
) -> re.Match[str] | None:
    """The first word of not kept in ``sentence[start:end]`` that is one (a removal FROM
    something, a bug's description, a failure the sentence then says was overcome, a failure
    of checks are not; fix-agent108: a move or replacement whose own object or subject is
    another file than the ``wanted`` ones, ``b.py was moved into a.py``, is not; a clause
    saying nothing was written is). ``bug``: where a bug's description ends in the sentence
    (past its end when none); ``overcome``: where the sentence's last word of a write that
    then worked starts (-1 when none): both found once per sentence, so a sentence is read in
    linear time. (fix-said159) ``following``: the whole text and where the sentence ends in it
    (the next sentence may say the new file of :data:`_OLD_REPLACED` is elsewhere).
    (fix-said189) Not one either: a word in a condition of the reader's (``..., if you want to
    roll back``, :data:`_IF_YOU_BEFORE`); a rename or move whose destination is a written path
    (:func:`_renamed_onto`); ``shown`` (:func:`says_not_kept`): the file shown tidied (``I
    cleaned up app.py``, :data:`_TIDIED`), the block shown holding what that made of it."""
    nothing = _nothing_kept(sentence, start, end)
    if nothing is not None and bug > nothing.start():
        return nothing
    advice = _ADVICE_LEAD.match(sentence)
    for word in _NOT_KEPT_WORDS.finditer(sentence, start, end):
        if bug <= word.start():
            continue
        if advice is not None and word.start() < advice.end():
            continue  # (fix-said152: ``To undo, delete a.py.``: advice, no undo)
        if _IF_YOU_BEFORE.search(sentence, max(start, word.start() - 60), word.start()):
            continue  # (fix-said189: ``Rename b.py to a.py if you want to roll back.``)
        if shown and _TIDIED.fullmatch(word.group()):
            continue  # (fix-said189: hunt147-saidthings)
        if _renamed_onto(sentence, word, wanted):
            continue  # (fix-said189: ``Rename the file to a.py if ...``)
        replaced = _OLD_REPLACED.match(sentence, word.end())
        if (
            replaced is not None
            and not _new_one_elsewhere(*following, wanted)
            and not _DESCRIBED_ELSEWHERE.search(replaced.group("described") or "")
        ):
            continue  # (fix-said152: ``I removed the old a.py and wrote a new one.``)
        own = _FILE_LIKE.search(word.group())
        if (
            own is not None
            and own.group(1) not in wanted
            and not _PRONOUN_WORD.search(word.group(), 0, own.start())
        ):
            continue  # (fix-said170: ``It now lives in b.py.``, ``renamed the file b.py``)
        removed_from = _REMOVED_FROM.match(sentence, word.start())
        if (
            removed_from is not None
            and not _span_names_written(removed_from.group(), wanted)
            and not _WHOLE_REMOVED.match(sentence, word.end())
            and not _from_file_changed(sentence, start, end, word, removed_from.end(), wanted)
        ):
            continue
        if _kept_anyway(sentence, word):
            continue  # (fix-said159: ``I cleared a.py for release.``, ``I dropped a.py in.``)
        if overcome >= word.end():
            continue
        if word.group().lower().startswith("fail") and _FAILED_CHECKS.match(sentence, word.end()):
            continue
        if _of_another_thing(sentence, start, end, word, wanted, tails or {}):
            continue
        return word
    return None


#: (fix-said189) A condition of the reader's right before a word of not kept (``..., if you want
#: to roll back``, ``if you ever need to revert``): what one may do, not what was done.
_IF_YOU_BEFORE = re.compile(
    r"(?i)\b(?:if|in\s+case|whenever|should)\s+you(?:\s+(?:ever|later|still|then))?\s+(?:want"
    r"|need|wish|prefer|would\s+like|'d\s+like|\u2019d\s+like|decide|choose|have)\s+to\s+$"
)
#: (fix-said189: hunt147-saidthings) The file tidied: cleaned or tidied up with the file as the
#: object (``cleaned up app.py``, ``cleaned app.py up``, ``tidied it up``); read only after a
#: file shown, whose block holds what it was made.
_TIDIED = re.compile(
    r"(?i)(?:cleaned|tidied)\s+(?:up\s+" + _SAID_OBJECT + r"|" + _SAID_OBJECT + r"\s+up)"
)
#: (fix-said189) A rename or move and the destination after its object (``Rename the file to
#: a.py``, ``rename it to a.py``, ``move `x.py` into a.py``).
_MOVE_WORD = re.compile(r"(?i)(?:mov|renam|relocat)\w*\s")
_ONTO_AFTER = re.compile(
    r"(?i)\s*(?:to|into|as)\s+(?:the\s+(?:file\s+)?)?[`'\"]?(?:\./)?(?P<path>[\w-]+(?:/[\w.-]+)*"
    r"\.\w+)(?![\w./-])"
)
_IF_SAID = re.compile(r"(?i)\b(?:if|unless|in\s+case|should\s+you|whenever)\b")
#: A pronoun or ``the file`` as a move's object (the file shown, under another name).
_MOVED_PRONOUN = re.compile(r"(?i)(?:it|(?:the|this|that|your)\s+file)[`'\"]?$")


def _renamed_onto(
    sentence: str, word: re.Match[str], wanted: AbstractSet[str] | Mapping[str, object]
) -> bool:
    """(fix-said189: hunt147-saidothers) Whether the rename or move ``word`` (its object
    included) has a written path as its destination (``Rename the file to a.py``, ``rename it
    to a.py``): that path is what it makes, no file it takes away; the file it names is the
    one the user saved (a pronoun, ``the file``: one file written), or the sentence says it
    only in a condition (``..., if your editor saved it as a.txt``): another file moved onto
    the written one unconditionally replaces it (not kept)."""
    if not _MOVE_WORD.match(word.group()):
        return False
    onto = _ONTO_AFTER.match(sentence, word.end())
    if onto is None or onto.group("path") not in wanted:
        return False
    if _IF_SAID.search(sentence):
        return True
    return len(wanted) == 1 and _MOVED_PRONOUN.search(word.group()) is not None


def _span_names_written(words: str, wanted: AbstractSet[str] | Mapping[str, object]) -> bool:
    """(fix-said189) Whether a code span in ``words`` names a written path (``removed `a.py`
    from src``: the file itself, no thing in it)."""
    return any(said_paths(span.group(), wanted, {}) for span in re.finditer(r"`[^`\n]+`", words))


def _of_another_thing(
    sentence: str,
    start: int,
    end: int,
    word: re.Match[str],
    wanted: AbstractSet[str] | Mapping[str, object],
    tails: Mapping[str, list[str]],
) -> bool:
    """(lead, round 23: hunt124-saidnot, saidelse) Whether the word of not kept ``word`` in
    the clause ``sentence[start:end]`` speaks of no written file: negated (``I did not revert
    a.py``), an option's name (``--reset``), the failure of checks said as their subject
    (``The test failed``), the old content the write replaced (``The old version of a.py is
    gone.``), or a removal whose passive subject (``The deprecated helper was removed``) or
    whose object (``I deleted the old cache directory and wrote a.py``) is a thing
    (:data:`.said_words.THINGS`) and no path. Each looks at a bounded window around the word."""
    before = sentence[max(start, word.start() - 60) : word.start()]
    if _NEGATED.search(before) and not _UNDO_AFTER.search(
        sentence, word.end(), min(end, word.end() + _REACH)
    ):
        return True
    if _OPTION_BEFORE.search(before):
        return True
    if word.group("said_more") is not None and _said_as_written(sentence, word, wanted):
        return True  # (fix-marks183: hunt142-samevalue)
    if word.group("said_later") is not None or word.group("said_more") is not None:
        return False  # (fix-said160) these shapes name the file as their own object or subject
    if word.group("more_gone") is not None and word.group("verb_gone") is None:
        # (fix-said151) these shapes name the file as their own object or subject; (fix-said159:
        # hunt132-said151keep) but ``I swept the old files away and kept a.py.`` keeps it
        return _kept_after_other(sentence, word, end, wanted)
    names_rest = _names_unguarded(sentence, word.end(), min(end, word.end() + _REACH), wanted)
    if (
        word.group().lower().startswith(("fail", "broke"))
        and _CHECKS_FAILED.search(sentence, max(start, word.start() - 40), word.end())
        and not any(
            found.group(1) in wanted
            for found in _PATH_WORD.finditer(
                sentence, max(start, word.start() - _REACH), min(end, word.end() + _REACH)
            )
        )
    ):
        return True
    old = _OLD_GONE.search(before)
    if (
        old is not None
        and _OLD_ONLY_GONE.fullmatch(word.group())
        and not _JOINED.search(before, old.start())
        and not names_rest
    ):
        return True
    if names_rest:
        return False
    if _thing_in_file(sentence, word.end(), end, wanted, start=start):
        return True
    passive = _PASSIVE_BEFORE.search(before)
    if passive is not None:
        subject = before[: passive.start()]
        cut = max(subject.rfind(","), subject.rfind(";"))
        subject = subject[cut + 1 :]
        return _thing_not_file(subject) or _other_file(subject, wanted, tails)
    if _ITSELF_AFTER.search(sentence, word.end(), min(end, word.end() + _REACH)):
        return False  # (fix-said159: ``... and then the file itself``, ``leaving it empty``)
    after = sentence[word.end() : min(end, word.end() + 80)]
    stop = _OBJECT_END.search(after)
    bare = _BARE_VERB.fullmatch(word.group()) is not None or word.group("verb_gone") is not None
    if stop is None:
        return (
            _thing_not_file(after)
            or (bare and _other_file(after, wanted, tails))
            or _another_thing(after, wanted, tails)
            or _UNNEEDED.fullmatch(after) is not None
        )
    rest = after[stop.end() :].lstrip(" `'\"")
    if stop.group().lower() in (",", "and", "then") and _more_objects(
        sentence, word.end() + stop.start(), end
    ):
        return False  # (fix-said170: ``I deleted the tests for a.py and its code.``)
    coordinated = _FILE_LIKE.match(rest) or rest.lower().startswith(("the file", "it "))
    thing = after[: stop.start()]
    if stop.group().lower() == "and" and _written_after_draft(thing, rest, wanted):
        return True  # (fix-said170: ``I deleted the stub and wrote a.py in full.``)
    if _kept_beside(thing, rest, wanted, tails, closed=word.end() + 80 >= end):
        return True
    return not coordinated and (
        _thing_not_file(thing)
        or (bare and _other_file(thing, wanted, tails))
        or _another_thing(thing, wanted, tails)
    )


#: How far around a word of not kept the clause is read for the paths it speaks of (a bounded
#: look: a clause of many such words is read in linear time).
_REACH = 120
#: (lead, round 23: hunt125) Another word of removal or undo later in the clause: a negated undo
#: of a removal (``I did not revert the deletion of a.py``) leaves the file removed.
_UNDO_AFTER = re.compile(r"(?i)\b(?:delet|remov|eras|wip|purg|drop|trash|discard)\w*")
#: An option's name right before the word (``--reset``, `` -delete``), not a compound's first
#: part (``force-deleted``, ``auto-reverted``: the file was removed all the same).
_OPTION_BEFORE = re.compile(r"(?:^|[\s`'\"(=])--?$")
#: The words of the old content being gone: the write replaced it.
_OLD_ONLY_GONE = re.compile(r"(?i)gone|replaced|overwritten|discarded")
#: Another thing joined to the old content (``The old version and a.py``, ``..., a.py
#: included``): the word speaks of both.
_JOINED = re.compile(r"(?i)\band\b|,|\bboth\b|\bincluded\b|\bwith\b|\balong\b")
#: What may stand before a written path later in the clause that makes it no object of the
#: removal: a verb of writing or a preposition of place (``... and wrote a.py``, ``from a.py``).
_GUARDED_BEFORE = re.compile(
    r"(?i)(?:\b(?:wr[io]te|written|creat\w*|sav\w*|add\w*|updat\w*|edit\w*|kept|keep|left"
    r"|from|in|into|of|inside|within|to)\s+(?:the\s+|my\s+|your\s+)?"
    # (fix-said170: ``wrote the real a.py``)
    r"(?:(?:real|new|proper|final|full|actual|complete|working)\s+)?(?:file\s+)?[`'\"]?)$"
)
#: (fix-said170: hunt139-keptnotas) A verb of keeping right before a written path: it guards the
#: path only when the file is said kept as it is to the sentence's end (:data:`_KEPT_AFTER`);
#: ``kept a.py as b.py``, ``kept a.py, minus its contents``, ``kept a.py in git history only``,
#: ``kept a.py's name only`` say it is not kept as written.
_KEPT_BEFORE = re.compile(
    r"(?i)\b(?:then\s+|only\s+)?(?:kept|keep|left|preserved|retained)\s+(?:only\s+)?[`'\"]?$"
)


def _names_unguarded(
    sentence: str, start: int, end: int, wanted: AbstractSet[str] | Mapping[str, object]
) -> bool:
    """(lead, round 23: hunt125-thingand, thinglist) Whether ``sentence[start:end]`` names a
    written path that no verb of writing nor a preposition of place stands right before
    (``I deleted the helper and then a.py``, ``..., as was a.py``: the removal speaks of it
    too); each look back is bounded."""
    for found in _PATH_WORD.finditer(sentence, start, end):
        if found.group(1) not in wanted:
            continue
        if _kept_not_as_written(sentence, found.start(), wanted):
            return True  # (fix-said170: ``... and kept a.py as b.py``)
        if _POSSESSIVE.match(sentence, found.end()):
            continue  # (fix-said137: ``a.py's old docstring``, a thing of the file)
        if _replaces_other(sentence, found.start(), found.end()):
            continue  # (fix-said152: ``I deleted b.py, which a.py replaces.``)
        if _related_at(sentence, start, found.start(), found.end()):
            continue  # (fix-said159: ``the test file for a.py``, ``the cache a.py used``)
        if not _GUARDED_BEFORE.search(sentence, max(start, found.start() - 24), found.start()):
            return True
    return False


def _kept_not_as_written(
    sentence: str, at: int, wanted: AbstractSet[str] | Mapping[str, object]
) -> bool:
    """(fix-said170: hunt139-keptnotas) Whether the written path at ``at`` follows a verb of
    keeping (:data:`_KEPT_BEFORE`, a bounded look back) and the words after do not say it is
    kept as it is to the sentence's end (:data:`_KEPT_AFTER`): kept, but not as written."""
    kept = _KEPT_BEFORE.search(sentence, max(0, at - 24), at)
    if kept is None:
        return False
    whole = _KEPT_AFTER.match(sentence, kept.start())
    return whole is None or whole.group("path") not in wanted


#: (fix-said137: hunt128-saidinside) A path as a possessive before a noun (``a.py's old
#: docstring``), not a contraction (``a.py's gone``, ``a.py's been deleted``).
_POSSESSIVE = re.compile(
    r"(?i)['\u2019]s\s+(?!(?:gone|been|not|no|now|also|still|back|deleted|removed|reverted"
    r"|empty|missing|moved|lost|done|never|just|already|then)\b)[a-z]"
)
#: (fix-said137) A word of not kept that is a verb alone (``deleted``), whose object follows.
_BARE_VERB = re.compile(r"[A-Za-z]+")
#: (fix-said137: hunt128-saidinside) A written path the thing removed is in or of (``the unused
#: variable in a.py``, ``a.py's docstring``): the thing is gone, the file stays.
_INSIDE_PATH = re.compile(
    r"(?i)\b(?:in|inside|within)\s+(?:the\s+file\s+)?[`'\"]?(?:\./)?[\w-]+(?:/[\w.-]+)*\.\w+"
    r"[`'\"]?|(?<![\w./-])(?:\./)?[\w-]+(?:/[\w.-]+)*\.\w+[`'\"]?['\u2019]s\b"
)
#: What would make up the whole file (``all lines in a.py``): no thing inside it.
_WHOLE_OF = re.compile(
    r"(?i)\b(?:all|every|each|entire|whole)\s+(?:(?:the|of|of\s+the)\s+)?(?:lines?|blocks?"
    r"|code|contents?|text|body)\b"
)


def _other_file(
    words: str, wanted: AbstractSet[str] | Mapping[str, object], tails: Mapping[str, list[str]]
) -> bool:
    """(fix-said137: hunt128-saidotherpath) Whether ``words`` (the object or subject of a
    removal) name another path and no written one, nor its tail or folder, nor a word for the
    file (``I deleted the old utils.py and created a.py``, ``I reverted my earlier change to
    config.json``): that file is gone, the written one stays."""
    paths = [m.group(1) for m in _FILE_LIKE.finditer(words)]
    if not paths or _FILE_WORD.search(words):
        return False
    return not any(path in wanted or path.rstrip("/") in tails for path in paths)


#: (fix-said152: hunt130-saidkeepother) A sentence opening with advice or a purpose to the
#: reader (``To undo, delete a.py.``, ``If you want to revert, ...``): its words of undo say
#: what one may do, not what was done.
_ADVICE_LEAD = re.compile(
    r"(?i)\s*(?:to|in\s+order\s+to|if\s+you(?:\s+(?:ever|later|still))?\s+(?:want|need|wish"
    r"|prefer|would\s+like)\s+to|should\s+you\s+(?:want|need)\s+to)\s+[^,;.:\n]{0,60},"
)
#: (fix-said152) The old file removed and a new one written in its place (``I removed the old
#: a.py and wrote a new one.``): the written file is the new one.
_OLD_REPLACED = re.compile(
    r"(?i)\s+(?:the\s+|my\s+)?(?:old|previous|original|existing|stale|outdated)\s+[`'\"]?"
    r"(?:\./)?[\w-]+(?:/[\w.-]+)*\.\w+[`'\"]?\s*,?\s+(?:and\s+)?(?:then\s+)?(?:wrote|created"
    r"|added|made|put\s+in)\s+(?:a\s+)?(?:new|fresh|clean|rewritten)\s+(?:one|version|copy"
    r"|file)\b"
    # (fix-said159: hunt132-oldreplaced) only a new one that ends the sentence, or is said to be
    # in the old one's place: a new one with a name, a folder or a place after it is elsewhere
    r"(?=(?:\s+(?:in\s+its\s+place|instead|in\s+place\s+of\s+it|from\s+scratch))?"
    # (fix-said170: hunt139-summaryrefused) or said of its quality (``a new one that is much
    # simpler``, ``with cleaner code``): read by :data:`_DESCRIBED_ELSEWHERE`
    r"(?P<described>\s+(?:that|which)\s+[^.!?\n]{1,60}|\s+with\s+[^.!?\n]{1,60})?[`'\"*_)]*"
    r"\s*(?:[.!]|$))"
)
#: (fix-said170) What in the words said of the new one may place or name it elsewhere.
_DESCRIBED_ELSEWHERE = re.compile(
    r"(?i)\b(?:in|at|into|to|as|under|inside|within|called|named|names?|paths?|folders?"
    r"|dir(?:ector(?:y|ies))?|lives|sits|located|elsewhere|moved|renamed|beside|next)\b|/"
    r"|(?<![\w./-])[\w-]+(?:\.[\w-]+)*\.[A-Za-z]\w*"
)
#: (fix-said152: hunt130-saidkeepthing) A thing removed in or from a written file (``I tossed the
#: old cache logic from a.py``, ``I got rid of the global in a.py``, ``*Removed* the dead code
#: from `a.py```): the object, one to five words, names no file nor the whole of one.
#: (fix-said152) What a removal FROM the file takes that is the whole of it (``I removed
#: everything from a.py``, ``all the code``, ``the code``): the file is left empty.
_WHOLE_REMOVED = re.compile(
    r"(?i)[*_]*\s+(?:everything|anything|all(?:\s+of)?(?:\s+the)?(?:\s+(?:code|contents?|lines|text))?"
    r"|the\s+(?:code|contents?|text|body|source|(?:whole|entire)\s+\w+))\s+(?:from|out\s+of)\b"
)
_THING_IN = re.compile(
    r"[*_]*\s+(?:of\s+)?(?P<thing>(?:[^\s.;,`'\"/*_]+\s+){1,5}?)(?:in|from|inside|within"
    r"|out\s+of)\s+(?:the\s+file\s+)?[`'\"]?(?:\./)?(?P<path>[\w-]+(?:/[\w.-]+)*\.\w+)[`'\"]?"
    r"(?=\s*(?:[.;,!)]|$|\s(?:and|but|so|then)\b))"
)
_WHOLE_THING = re.compile(
    r"(?i)\b(?:files?|it|them|both|everything|anything|all|scripts?|modules?|cop(?:y|ies)"
    r"|versions?|one|backups?|contents?|whole|entire|entirety|rest)\b"
    r"|^\s*(?:the\s+|its\s+|my\s+)?(?:code|text|lines?|body|source|program)\s*$"
)
#: (fix-said152: hunt130-saidkeepother) The written file said kept after the removal of another
#: thing (``I trashed the old config and kept a.py.``).
_KEPT_AFTER = re.compile(
    r"(?i)(?:then\s+|only\s+)?(?:kept|left|preserved|retained)\s+(?:only\s+)?[`'\"]?(?:\./)?"
    r"(?P<path>[\w-]+(?:/[\w.-]+)*\.\w+)"
    # (fix-said159: hunt132-keptbeside) kept as it is, to the sentence's end: ``left a.py
    # empty``, ``kept a.py as a stub``, ``kept a.py for a while``, ``left a.py out`` are not
    r"(?=[`'\"*_)]*(?:\s+(?:as\s+(?:is|it\s+was|written)|intact|unchanged|untouched|in\s+place"
    r"|as\s+well|too))?[`'\"*_)]*\s*(?:[.!;]|$))"
)
#: (fix-said152: hunt130-saidreplaces) A written path that replaces the removed one (``...,
#: which a.py replaces``, ``... is replaced by a.py``, ``because a.py supersedes it``).
_REPLACES_AFTER = re.compile(r"(?i)[`'\"]?\s+(?:now\s+|also\s+)?(?:replaces|supersedes)\b")
_REPLACED_BY = re.compile(
    r"(?i)\b(?:replaced|superseded|succeeded)\s+(?:by|with)\s+(?:the\s+(?:new\s+)?(?:file\s+)?)?"
    r"[`'\"]?$"
)
#: (fix-said152: hunt130-saidkeepthing) A file of a kind named by its suffix (``the .pyc
#: file``, ``the .log files``) no written path has: another file.
_KIND_SUFFIX = re.compile(r"(?<![\w-])(\.[A-Za-z]\w*)\s+(?:file|files|script|config)\b")


def _thing_in_file(
    sentence: str,
    at: int,
    end: int,
    wanted: AbstractSet[str] | Mapping[str, object],
    *,
    start: int = 0,
) -> bool:
    """(fix-said152) Whether the removal word ending at ``at`` has as its object a thing in or
    from a written file (:data:`_THING_IN`), not the file nor the whole of it; (fix-said159)
    nor said of a clause (from ``start``) that removes or empties the file after it
    (:func:`_changes_file`)."""
    thing = _THING_IN.match(sentence, at, min(end, at + 160))
    if thing is None or thing.group("path") not in wanted:
        return False
    if _WHOLE_CONTENT.search(thing.group("thing")) or _changes_file(
        sentence, start, thing.end(), end, wanted
    ):
        return False  # (fix-said159: hunt132-thingwhole, thingthenfile)
    return not _WHOLE_THING.search(thing.group("thing")) and not _WHOLE_OF.search(
        thing.group("thing")
    )


def _kept_beside(
    thing: str,
    rest: str,
    wanted: AbstractSet[str] | Mapping[str, object],
    tails: Mapping[str, list[str]],
    *,
    closed: bool = True,
) -> bool:
    """(fix-said152) Whether a removal's object ``thing`` names no file, and the words after
    it (``rest``) say a written path was kept: another thing removed beside it; or names
    another path, and the words after it say a written path replaces it (``I deleted
    utils_old.py because a.py replaces it.``). (fix-said159) ``closed``: ``rest`` reaches the
    clause's end (the path kept must end it, :data:`_KEPT_AFTER`)."""
    kept = _KEPT_AFTER.match(rest)
    if kept is not None and kept.group("path") in wanted:
        return closed and _removed_beside(thing)
    path = _FILE_LIKE.match(rest)
    if path is None or path.group(1) not in wanted or not _REPLACES_AFTER.match(rest, path.end()):
        return False
    return _other_file(thing, wanted, tails)


def _replaces_other(sentence: str, start: int, end: int) -> bool:
    """(fix-said152) Whether the written path at ``sentence[start:end]`` is what replaces
    another (:data:`_REPLACES_AFTER`, :data:`_REPLACED_BY`): no object of the removal."""
    if _REPLACES_AFTER.match(sentence, end):
        return True
    return _REPLACED_BY.search(sentence, max(0, start - 40), start) is not None


def _other_kind(said: str, wanted: AbstractSet[str] | Mapping[str, object]) -> bool:
    """(fix-said152) Whether the phrase ``said`` names a kind of file by a suffix that no
    written path ends with (``the .pyc file``)."""
    kind = _KIND_SUFFIX.search(said)
    if kind is None:
        return False
    return not any(path.lower().endswith(kind.group(1)) for path in wanted)


# (fix-said159: hunt132-oldreplaced, keptbeside, thingwhole, thingthenfile, replaceskind,
# said151keep, otherscript) The keep rules keep a written file only where the sentence shows the
# file itself stays as written: the thing removed is a part of it (and no whole of it) or
# another file, and nothing after in the clause says the file itself was removed, emptied or
# changed after the write. Where both readings are possible, the file is not kept.
_PATH_Q = r"[`'\"]?(?:\./)?[\w-]+(?:/[\w.-]+)*\.\w+[`'\"]?"
_CONTENT_NOUN = (
    r"(?:lines?|statements?|blocks?|code|contents?|text|body|source|bits?|bytes?|characters?"
    r"|things?|stuff|expressions?|definitions?|assignments?)"
)
#: What names the whole content of a file (``every statement``, ``each line``, ``all of it``,
#: ``whatever was in``, ``what was in``, ``the stuff``, ``the lot``, ``the only line``, ``the
#: code``): removed, it leaves the file empty.
_WHOLE_CONTENT = re.compile(
    r"(?i)\b(?:all|every|each|any|entire|whole)\s+(?:single\s+)?(?:(?:of\s+)?(?:the|its)\s+)?"
    + _CONTENT_NOUN
    + r"\b|\ball\s+of\s+(?:it|them|that|this)\b|\ball\s*$|\b(?:everything|anything|whatever"
    r"|entirety)\b|\b(?:the|its)\s+(?:lot|rest|remainder)\b"
    r"|\b(?:what|all|everything|anything)\s+(?:that\s+)?(?:was|were|is|are|had\s+been|existed"
    r"|remained|it\s+(?:had|held|contained|said))\b"
    r"|(?:\b(?:the|its|my)|['\u2019]s)\s+(?:only|sole|single|one|lone)\s+(?:remaining\s+)?"
    + _CONTENT_NOUN
    + r"\b|^\s*(?:the\s+|its\s+|my\s+)?(?:stuff|code|text|lines|body|source|program|contents?"
    r"|statements)\s*$"
)
#: The file itself said removed, emptied or kept too after a thing of it (``... and then the
#: file itself``, ``..., and later a.py as well``, ``..., leaving it empty``).
_ITSELF_AFTER = re.compile(
    r"(?i)\b(?:the\s+(?:whole\s+|entire\s+)?(?:file|script|module)|" + _PATH_Q + r")\s+"
    r"(?:itself|as\s+well|too)\b|\bit\s+itself\b"
    r"|\b(?:and|then|later|also|afterwards?|finally|eventually)\s+(?:(?:then|later|also|finally"
    r"|deleted|removed|erased|trashed|dropped|emptied|cleared|wiped)\s+){0,2}"
    r"the\s+(?:whole\s+|entire\s+)?file\b"
    r"|\b(?:leaving|left|leave|leaves|making|made|rendering|rendered|so)\s+(?:it|the\s+(?:file"
    r"|script|module)|" + _PATH_Q + r")\s+(?:is\s+|was\s+)?(?:now\s+)?(?:completely\s+"
    r"|entirely\s+|totally\s+|basically\s+|effectively\s+)?(?:empty|blank|bare|hollow|zero\s+bytes"
    r"|0\s+bytes|an?\s+(?:[\w-]+\s+)?(?:stub|placeholder|shell|skeleton))\b"
)
#: A removal said to come after the write (``Then I removed the assignment from a.py.``, ``...
#: from a.py afterwards``): what is on disk is not what was written.
_AFTER_THE_WRITE = re.compile(
    r"(?i)\b(?:then|later|afterwards?|subsequently|after\s+that|after\s+(?:writing|creating"
    r"|saving)\b)"
)
#: What a removal FROM takes its thing from: a path, or the file by a pronoun.
_FROM_TARGET = re.compile(
    r"(?i)\s*(?:the\s+file\s+)?[`'\"]?(?:\./)?(?:(?P<path>[\w-]+(?:/[\w.-]+)*\.\w+)[`'\"]?"
    r"|(?:it|the\s+file|this\s+file|that\s+file)\b)"
)
#: Another file, said by a word of an old or other one (``the old script``, ``the previous
#: files``, ``the backup file``): a temporary or scratch file may be the written one.
_OTHER_QUALIFIED = re.compile(
    r"(?i)\b(?:old|other|previous|original|former|legacy|obsolete|outdated|stale|backup"
    r"|leftover)\s+(?:[\w-]+\s+)?(?:files?|scripts?|modules?|cop(?:y|ies)|backups?|dir(?:ectory)?"
    r"|directories|folders?)\b"
)
#: A word that may be the written file itself, or the whole of everything.
_OWN_WORDS = re.compile(r"(?i)\b(?:it|them|both|everything|anything|all|whole|entire)\b")
_SINGLE_FILE_WORD = re.compile(r"(?i)\b(?:file|script|module)\b")
#: A file of or for a written path, no part of it (``the test file for a.py``, ``the backup of
#: a.py``, ``a.py's old backup``, ``the cache directory a.py used``).
_RELATED_NOUN = (
    r"(?:test\s+(?:files?|suites?|modules?|scripts?|cases?)|(?:unit\s+)?tests?|backups?"
    r"|(?:backup\s+|old\s+|stale\s+)?cop(?:y|ies)|snapshots?|fixtures?|mocks?|(?:type\s+)?stubs?"
    r"|log\s+files?|logs?|lock\s*files?|cache\s+(?:dir(?:ectory)?|folder|files?)|caches?"
    r"|bytecode|\.pyc\s+files?|compiled\s+(?:files?|bytecode|output)|build\s+(?:output"
    r"|artifacts?|dir(?:ectory)?|folder)|\.(?:orig|bak)\s+files?)"
)
_DIR_NOUN = (
    r"(?:dir(?:ectory)?|folder|cache|data|database|db|files?|logs?|outputs?|fixtures?|assets?"
    r"|tables?|entries|state|config)"
)
_USED = (
    r"[`'\"]?\s+(?:used|uses|created|creates|wrote|writes|generated|generates|produced|produces"
    r"|needed|needs|reads|made|makes|relied\s+on|relies\s+on|depended\s+on|depends\s+on"
    r"|left\s+behind|leaves\s+behind)\b(?!\s+by\b)"
)
_USED_AFTER = re.compile(r"(?i)" + _USED)
_RELATED_BEFORE = re.compile(
    r"(?i)\b" + _RELATED_NOUN + r"\s+(?:for|of)\s+(?:the\s+file\s+)?[`'\"]?(?:\./)?$"
)
_DIR_BEFORE = re.compile(r"(?i)\b" + _DIR_NOUN + r"\s+(?:that\s+|which\s+)?[`'\"]?(?:\./)?$")
_RELATED = (
    re.compile(
        r"(?i)\b" + _RELATED_NOUN + r"\s+(?:for|of)\s+(?:the\s+file\s+)?[`'\"]?(?:\./)?"
        r"(?P<path>[\w-]+(?:/[\w.-]+)*\.\w+)[`'\"]?"
    ),
    re.compile(
        r"(?i)(?<![\w./-])[`'\"]?(?:\./)?(?P<path>[\w-]+(?:/[\w.-]+)*\.\w+)[`'\"]?['\u2019]s\s+"
        r"(?:old\s+|stale\s+|previous\s+|former\s+|temporary\s+|temp\s+)?" + _RELATED_NOUN + r"\b"
    ),
    re.compile(
        r"(?i)\b" + _DIR_NOUN + r"\s+(?:that\s+|which\s+)?[`'\"]?(?:\./)?"
        r"(?P<path>[\w-]+(?:/[\w.-]+)*\.\w+)" + _USED
    ),
)
#: A thing moved or put INTO a written file (``I mv'd the helpers into a.py``).
_THING_INTO = re.compile(
    r"(?i)\s*(?P<thing>(?:[\w-]+\s+){1,4}?)(?:into|to)\s+[`'\"]?(?:\./)?"
    r"(?P<path>[\w-]+(?:/[\w.-]+)*\.\w+)[`'\"]?\s*$"
)
#: Words around a word of not kept that say it is no removal of the file (fix-said159:
#: hunt132-clearedkeep, said151keep): ``cleared`` as approved (``I cleared a.py for release``,
#: ``with the team``); empty of a thing (``a.py is now empty of secrets``; not of its code);
#: a temporary thing made permanent; the file tossed or dropped into the project (``I tossed
#: a.py into the repo``, ``I dropped a.py in``; into the bin is a removal).
_APPROVED_AFTER = re.compile(
    r"(?i)\s+(?:for\s+(?:the\s+)?(?:release|merge|merging|deploy\w*|production|prod|shipping"
    r"|launch|publication|use|review|landing)|with\s+(?:the\s+|my\s+|our\s+)?(?:team|legal"
    r"|security|reviewers?|owners?|maintainers?|leads?|manager|qa|compliance|stakeholders?"
    r"|client|customer))\b"
)
_EMPTY_OF_THING = re.compile(
    r"(?i)\s+of\s+(?!(?:all\s+|any\s+|its\s+|the\s+)?(?:code|contents?|text|lines?|statements?"
    r"|everything|anything|data|source)\b)"
)
_MADE_PERMANENT = re.compile(
    r"(?i)[^.;\n]{0,60}?\b(?:now|since|then|later|been|got|became|become)\s+(?:been\s+)?"
    r"(?:made\s+|turned\s+|promoted\s+(?:to\s+)?)?permanent\b"
)
_TEMPORARY_END = re.compile(
    r"(?i)(?:temporary|temp|scratch|throwaway|throw-away|disposable|one-off)$"
)
_PUT_IN = re.compile(
    r"(?i)\s+" + _PATH_Q + r"\s+(?:in(?:to)?|inside)(?:\s+(?:the\s+|our\s+|your\s+|my\s+)?"
    r"(?:repo|repository|project|codebase|workspace|working\s+tree|tree|package|place)\b"
    r"|[`'\"*_)]*\s*(?=[.!;](?:\s|$)|$))"
    # (fix-said170: hunt139-droppedcleared) to the sentence's end: not ``into .trash/``, ``into
    # the project's attic``, ``into the project, under lib/``, ``into the project as b.py``
    r"[`'\"*_)]*\s*(?:[.!;](?=\s|$)|$)"
)
#: A list item's note of what was removed IN it (``- a.py (removed dead code)``).
_ITEM_NOTE = re.compile(
    r"(?i)[`'\"*_]*\s*(?:\(|[\u2014\u2013:-]\s)\s*(?:removed|deleted|dropped|stripped|cleaned\s+up"
    r"|took\s+out|pulled\s+out|tidied)\s+(?P<thing>[^)\n]{1,60})"
)


#: (fix-said159: hunt132-oldreplaced) The next sentence after ``... and wrote a new one``
#: saying where the new one is or what it is called (a path, a folder, a name, a move).
_ELSEWHERE_WORDS = re.compile(
    r"(?i)\b(?:called|named|renamed|moved|lives|sits|located|elsewhere|instead|under|inside)\b"
    r"|[\w.-]/"
)
_LATER_REACH = 2000


def _new_one_elsewhere(text: str, at: int, wanted: AbstractSet[str] | Mapping[str, object]) -> bool:
    """(fix-said159: hunt132-oldreplaced) Whether the words after the sentence ending at ``at``
    in ``text`` (fix-said170: to the turn's end, a bounded look) name another path, a folder, a
    new name or a move: the new one written in the old one's place may be elsewhere, and the
    old file is not kept."""
    if not text:
        return False
    # (fix-said170: hunt139-oldnewlater) the rest of the turn, not the next sentence alone
    # (``Tests pass. The new one is b.py.``, a blank line, the next message), a bounded look
    words = text[at + 1 : at + 1 + _LATER_REACH]
    if _ELSEWHERE_WORDS.search(words):
        return True
    return any(m.group(1) not in wanted for m in _FILE_LIKE.finditer(words))


def _whole_content(words: str) -> bool:
    """(fix-said159) Whether ``words`` name the whole content of a file (:data:`_WHOLE_CONTENT`)."""
    return _WHOLE_CONTENT.search(words) is not None


def _changes_file(
    sentence: str, start: int, at: int, end: int, wanted: AbstractSet[str] | Mapping[str, object]
) -> bool:
    """(fix-said159: hunt132-thingthenfile) Whether the clause ``sentence[start:end]`` of a thing
    removed from a written file, that thing's words ending at ``at``, says the file itself was
    removed or emptied after (:data:`_ITSELF_AFTER`, a written path named unguarded after) or
    the removal came after the write (:data:`_AFTER_THE_WRITE`, read in a bounded window)."""
    stop = min(end, at + _REACH)
    if _AFTER_THE_WRITE.search(sentence, max(start, at - 160), min(stop, at + 40)):
        return True
    if _more_objects(sentence, at, stop):
        return True  # (fix-said170: ``... from a.py and the assignment``)
    return _ITSELF_AFTER.search(sentence, at, stop) is not None or _names_unguarded(
        sentence, at, stop, wanted
    )


def _from_file_changed(
    sentence: str,
    start: int,
    end: int,
    word: re.Match[str],
    at: int,
    wanted: AbstractSet[str] | Mapping[str, object],
) -> bool:
    """(fix-said159: hunt132-thingwhole, thingthenfile) Whether a removal FROM a written file
    (or the file by a pronoun), the ``from`` ending at ``at``, takes the whole of it (``every
    statement``, ``the lot``, ``all of it``) or is said to have changed it after the write:
    then the file is not kept as written."""
    target = _FROM_TARGET.match(sentence, at, end)
    if target is None or (target.group("path") is not None and target.group("path") not in wanted):
        return False
    if _whole_content(sentence[word.end() : at]):
        return True
    return _changes_file(sentence, start, target.end(), end, wanted)


#: (fix-said170: hunt139-thingandall, thingfortoo) A second object of the same removal after the
#: first (``..., then the script``, ``and its code``, ``along with the file``, ``and the
#: original``): a noun phrase opening with a determiner, not a verb phrase (``and kept a.py``).
_MORE_CONJ = (
    r"(?:and|then|also|later|finally|afterwards?|eventually|even|plus|along\s+with"
    r"|together\s+with|as\s+well\s+as|with|including|as\s+was|as\s+were),?\s+"
)
_NEXT_OBJECT = re.compile(
    r"(?i)[`'\"*_)]*\s*(?:,\s*(?:" + _MORE_CONJ + r"){0,3}|(?:" + _MORE_CONJ + r"){1,3})"
    r"(?P<np>(?:the|a|an|its|their|his|her|my|our|your|every|each|all|any|both|some"
    r"|that|this|those|these|one|whatever|everything|anything|it|itself|them)\b[^.;!?\n]{0,80})"
)
#: What in a second object may be the written file or its whole content: a word of a file, a
#: program or its parts, a word of the original or the new one, of the rest.
_MAY_BE_FILE = re.compile(
    r"(?i)\b(?:files?|scripts?|modules?|programs?|implementations?|originals?|one|ones|creator"
    r"|source|rest|remainder|it|itself|them|everything|anything|whole|entire|all|only|sole"
    r"|single|lone|lot)\b|" + _CONTENT_NOUN + r"\b"
)


#: (fix-said170: hunt139-summaryrefused) A draft of the work removed (``the placeholder``, ``the
#: old design``, ``the stub``) and then the written path written (``and wrote a.py in full``,
#: ``and wrote the real a.py``) to the sentence's end: the write came after the removal.
_DRAFT = re.compile(
    r"(?i)\s*(?:the|my|that|this|our)\s+(?:(?:old|previous|initial|first|rough|earlier"
    r"|original|early|broken)\s+)?(?:placeholders?|stubs?|skeletons?|drafts?|designs?|prototypes?"
    r"|sketch(?:es)?|scaffold(?:ing)?|mock-?ups?|outlines?|attempts?|approach)\s*"
)
_THEN_WROTE = re.compile(
    r"(?i)(?:then\s+)?(?:wrote|rewrote|re-?wrote|created|re-?created|built)\s+(?:the\s+(?:real"
    r"|new|proper|final|full|actual|complete|working)\s+)?[`'\"]?(?:\./)?(?P<path>[\w-]+"
    r"(?:/[\w.-]+)*\.\w+)[`'\"]?(?:\s+(?:from\s+scratch|in\s+full|properly|fully|cleanly|again"
    r"|anew|afresh|instead|in\s+its\s+place|completely|correctly|for\s+real))?"
    r"[`'\"*_)]*\s*(?:[.!;]|$)"
)
#: (fix-said170: hunt139-summaryrefused) What was not needed, removed (``everything
#: unnecessary``): no file the clause names, no whole of one.
_UNNEEDED = re.compile(
    r"(?i)\s*(?:everything|anything|all|whatever\s+was)\s+(?:that\s+was(?:n't|\s+not)\s+needed"
    r"|unnecessary|unneeded|unused|superfluous|extraneous|redundant|obsolete)\s*[.!]?\s*"
)


def _written_after_draft(
    thing: str, rest: str, wanted: AbstractSet[str] | Mapping[str, object]
) -> bool:
    """(fix-said170: hunt139-summaryrefused) Whether a removal's object ``thing`` is a draft of
    the work (:data:`_DRAFT`) and the words after it (``rest``) say a written path was then
    written, to the sentence's end (:data:`_THEN_WROTE`): the file is kept as written."""
    if _DRAFT.fullmatch(thing) is None:
        return False
    wrote = _THEN_WROTE.match(rest)
    return wrote is not None and wrote.group("path") in wanted


def _more_objects(sentence: str, at: int, end: int) -> bool:
    """(fix-said170: hunt139-thingandall, thingfortoo) Whether the first object of a removal,
    ending at ``at``, is followed in the clause (to ``end``) by a second object that may be the
    written file or the whole of it (:data:`_NEXT_OBJECT`, :data:`_MAY_BE_FILE`): a keep rule
    reads the whole clause, not its first thing alone. A second object of a thing
    (:data:`.said_words.THINGS`: ``and the debug prints``) or another file is none."""
    more = _NEXT_OBJECT.match(sentence, at, min(end, at + 160))
    if more is None:
        return False
    np = more.group("np")
    if _MAY_BE_FILE.search(np) or _FILE_LIKE.search(np):
        return True
    return (
        not said_words.THINGS.search(np)
        and not _OTHER_QUALIFIED.search(np)
        and not _RELATED_OBJECT.match(np)
    )


#: (fix-said170) A second object that is a file of or for the written one (``the fixtures``).
_RELATED_OBJECT = re.compile(r"(?i)(?:the|its|their|all\s+the)\s+" + _RELATED_NOUN + r"\b")


def _removed_beside(thing: str) -> bool:
    """(fix-said159: hunt132-keptbeside, said151keep) Whether ``thing``, removed in a sentence
    that then says a written path was kept, is another thing: no path, no whole content (``the
    contents``, ``the code``), no word that may be the file (``it``, ``the file``) unless said
    of other or old files (``the old files``, ``the stale scripts``)."""
    if not thing.strip() or _FILE_LIKE.search(thing) or _whole_content(thing):
        return False
    if _OWN_WORDS.search(thing):
        return False
    return not _FILE_WORD.search(thing) or (
        _OTHER_QUALIFIED.search(thing) is not None or not _SINGLE_FILE_WORD.search(thing)
    )


def _kept_after_other(
    sentence: str, word: re.Match[str], end: int, wanted: AbstractSet[str] | Mapping[str, object]
) -> bool:
    """(fix-said159: hunt132-said151keep) Whether a phrasal removal whose object is other files
    (``I swept the old files away``) is followed in its clause by the written path kept to the
    clause's end (``... and kept a.py.``)."""
    said = word.group()
    if _FILE_LIKE.search(said) or _OWN_WORDS.search(said) or not _OTHER_QUALIFIED.search(said):
        return False
    joined = _AND_KEPT.match(sentence, word.end(), end)
    if joined is None:
        return False
    kept = _KEPT_AFTER.match(sentence, joined.end(), end)
    return kept is not None and kept.group("path") in wanted


_AND_KEPT = re.compile(r"(?i)\s*,?\s*(?:and\s+|but\s+)?")


def _another_thing(
    words: str, wanted: AbstractSet[str] | Mapping[str, object], tails: Mapping[str, list[str]]
) -> bool:
    """(fix-said159: hunt132-otherscript) Whether a removal's object ``words`` is another file
    than the written ones: a file of or for a written path (:data:`_RELATED`, ``the test file
    for a.py``), an old or other one naming no path (``the old script``), a thing moved into
    a written path (``the helpers into a.py``). No word that may be the file or the whole of
    it; no folder holding a written path."""
    if _OWN_WORDS.search(words) or _whole_content(words):
        return False
    folder = _FOLDER_WORD.search(words)
    if folder is not None and (folder.group(1) in wanted or folder.group(1) in tails):
        return False
    for regex in _RELATED:
        related = regex.search(words)
        if related is not None:
            rest = words[: related.start()] + " " + words[related.end() :]
            return (
                related.group("path") in wanted
                and not _FILE_LIKE.search(rest)
                and not _FILE_WORD.search(rest)
                and not _ALL_OR_OWN.search(rest)
                and not words[related.end() :].strip(" \t`'\"*_.!;)")
            )
    into = _THING_INTO.match(words)
    if into is not None:
        thing = into.group("thing")
        return into.group("path") in wanted and said_words.THINGS.search(thing) is not None
    if _FILE_LIKE.search(words):
        return False
    return _OTHER_QUALIFIED.search(words) is not None


#: (fix-said170: hunt139-copyof) Words before a related file (``the only copy of a.py``,
#: ``every copy``, ``the working copy``, ``the on-disk copy``, ``the original``) that may make
#: it the written file itself, or all of its copies with it.
_ALL_OR_OWN = re.compile(
    r"(?i)\b(?:only|sole|single|lone|last|every|each|all|any|both|whole|entire|remaining"
    r"|working|on-disk|disk|local|live|current|main|real|actual|original|primary|master|own"
    r"|mine|my|our|new|written|just|one|ones)\b|\bon\s+disk\b"
)


def _related_at(sentence: str, start: int, at: int, stop: int) -> bool:
    """(fix-said159: hunt132-otherscript) Whether the written path at ``sentence[at:stop]`` is
    named as what another file is of or for (``the backup of a.py``, ``the cache directory
    a.py used``): no object of the removal."""
    window = max(start, at - 40)
    if _RELATED_BEFORE.search(sentence, window, at):
        return True
    return _DIR_BEFORE.search(sentence, window, at) is not None and (
        _USED_AFTER.match(sentence, stop) is not None
    )


def _kept_anyway(sentence: str, word: re.Match[str]) -> bool:
    """(fix-said159: hunt132-clearedkeep, said151keep) Whether the words right after a word of
    not kept say it is none: :data:`_APPROVED_AFTER`, :data:`_EMPTY_OF_THING`,
    :data:`_MADE_PERMANENT`, :data:`_PUT_IN`."""
    said = word.group().lower()
    if said.startswith("cleared") and not _PARTICLE_END.search(said):
        # (fix-said170: hunt139-droppedcleared) approved, to the sentence's end: not ``cleared
        # a.py out for merge``, ``... by emptying it``, ``..., leaving it empty``
        approved = _APPROVED_AFTER.match(sentence, word.end())
        if approved is not None and _SENTENCE_END.match(sentence, approved.end()):
            return True
    if said.endswith(("empty", "blank")):
        empty = _EMPTY_OF_THING.match(sentence, word.end())
        if empty is not None and not _EMPTY_OF_MORE.search(
            sentence, empty.end(), empty.end() + 160
        ):
            return True  # (fix-said170: not ``empty of TODOs and of code``)
    if _TEMPORARY_END.search(said) and _MADE_PERMANENT.match(sentence, word.end()):
        return True
    return said in ("tossed", "dropped") and _PUT_IN.match(sentence, word.end()) is not None


#: (fix-said170: hunt139-droppedcleared, thingandall) A word of not kept ending in a particle
#: of removal (``cleared a.py out``); the sentence's end (no more words that may say the file
#: was changed, moved or emptied); the whole content or the rest named after ``empty of``.
_PARTICLE_END = re.compile(r"(?i)\b(?:away|back|out|up)\s*$")
_SENTENCE_END = re.compile(r"[`'\"*_)]*\s*(?:[.!;](?=\s|$)|$)")
_EMPTY_OF_MORE = re.compile(
    r"(?i)\b(?:everything|anything|else|rest|remainder|whole|entire|all|code|contents?|text"
    r"|lines?|statements?|source|data|body)\b"
)


def _said_again(sentence: str, path: _SaidPath) -> bool:
    """(fix-said159: hunt132-replaceskind) Whether the written path ``path`` opening a clause is
    named again in the words after (a bounded look): the clause then says more of it than what
    the program does."""
    return sentence.find(path.path, path.stop, path.stop + 2 * _REACH) >= 0


def _item_of_thing(line: str, at: int) -> bool:
    """(fix-said159: hunt132-said151keep) Whether a list item's path ending at ``at`` is noted
    with a thing removed IN it (:data:`_ITEM_NOTE`): the file is where that was done."""
    note = _ITEM_NOTE.match(line, at)
    return note is not None and _thing_not_file(note.group("thing"))


#: (fix-said152: hunt125-keptasked, hunt130-saidkeepother) A question of a thing in the written
#: program (``Any breaking changes in a.py?``, ``Any bugs in a.py?``) or of what follows a
#: step done to it (``Do you need to restart after editing a.py?``): its no is no word on the
#: file. Not one of a change as such (``Any changes to a.py? No.`` may say it is not written).
_ASKED_OF_OTHER = re.compile(
    r"(?i)\bany\s+(?:(?:known|open|remaining|new|obvious|major|serious)\s+)?(?:(?:breaking"
    r"|api|backward(?:s)?[\s-]incompatible|incompatible|behaviou?ral)\s+changes?|bugs?|issues?"
    r"|errors?|problems?|warnings?|regressions?|side[\s-]effects?|todos?|secrets?|credentials?"
    r"|vulnerabilit(?:y|ies)|security\s+(?:issues?|problems?|holes?)|type\s+errors?"
    r"|lint(?:ing)?\s+(?:errors?|warnings?|issues?)|hard-?coded\s+\w+)\s+(?:in|with)\s+[`'\"]?"
    r"(?:\./)?[\w-]+(?:/[\w.-]+)*\.\w+"
    r"|\b(?:after|before|when|while|once)\s+(?:editing|changing|updating|modifying|writing"
    r"|saving|running|installing|deploying|using|importing)\s+[`'\"]?(?:\./)?[\w-]+"
    r"(?:/[\w.-]+)*\.\w+"
)


#: A word of not kept that itself says the old content is back (``the old version again``).
_THE_OLD_BACK = re.compile(r"(?i)\b(?:again|back)\b")


def _thing_not_file(words: str) -> bool:
    """Whether ``words`` (a subject or an object) name a thing of :data:`.said_words.THINGS`
    and no path-like word nor a word for the file."""
    if not said_words.THINGS.search(words) or _WHOLE_OF.search(words) or _whole_content(words):
        return False  # (fix-said159: ``the only line in a.py`` is the whole of it)
    # (fix-said137) the path it is in or of is no other object: ``the unused variable in a.py``
    rest = _INSIDE_PATH.sub(" ", words)
    if any(m.group(1) for m in _FILE_LIKE.finditer(rest)):
        return False
    return not _FILE_WORD.search(rest)


_FILE_WORD = re.compile(r"(?i)\b(?:file|files|it|them|both|everything|scripts?)\b")


def _named_away(sentence: str, at: int) -> bool:
    """Whether the words right before ``at`` name what follows away: ``not the file a.py``."""
    return _NOT_THIS.search(sentence, max(0, at - 24), at) is not None


@dataclass(frozen=True)
class _SaidPath:
    """A written path a sentence names, where (read as a match of :data:`_PATH_WORD` is)."""

    at: int
    stop: int
    path: str

    def start(self) -> int:
        return self.at

    def end(self) -> int:
        return self.stop

    def group(self, _: int = 0) -> str:
        return self.path


#: (lead, round 23: hunt125-abroadglued) A path word bounded by what is no ASCII word
#: character: glued to Chinese, Japanese or Korean text (``删除了a.py``, ``a.pyを削除``).
_ASCII_PATH_WORD = re.compile(r"(?<![A-Za-z0-9_./-])(?:\./)?([A-Za-z0-9_./-]*[A-Za-z0-9_])")


def said_paths(
    sentence: str, wanted: AbstractSet[str] | Mapping[str, object], tails: dict[str, list[str]]
) -> list[_SaidPath]:
    """The written paths ``sentence`` names, in order: a path word that is one, or (lead,
    round 23: hunt125-saidpath) a shorter tail of one at a folder boundary (``a.py`` for the
    written ``src/a.py``) or a folder holding one (``src/helpers`` for ``src/helpers/x.ts``):
    said of that folder or name, it may be that file; ``not the file a.py`` names it away.
    ``tails``: the index of written paths by tails and folders, built on the first word that
    needs it (one pass over the written paths per text)."""
    found: dict[int, _SaidPath] = {}
    for regex in (_PATH_WORD, _ASCII_PATH_WORD, _FOLDER_WORD):
        for match in regex.finditer(sentence):
            word = match.group(1)
            if match.start(1) in found or _named_away(sentence, match.start()):
                continue
            if word in wanted:
                found[match.start(1)] = _SaidPath(match.start(), match.end(), word)
                continue
            if "." not in word and "/" not in word and regex is not _FOLDER_WORD:
                continue
            if not tails:
                tails.update(_tails_of(wanted))
            for path in tails.get(word.rstrip("/"), ())[:1]:
                found[match.start(1)] = _SaidPath(match.start(), match.end(), path)
    return [found[at] for at in sorted(found)]


def _tails_of(wanted: AbstractSet[str] | Mapping[str, object]) -> dict[str, list[str]]:
    """The written paths by each shorter tail of theirs at a folder boundary and each folder
    that holds them (a marker entry keeps an index with none from being built again)."""
    index: dict[str, list[str]] = {"": []}
    for path in wanted:
        parts = path.split("/")
        for k in range(1, len(parts)):
            index.setdefault("/".join(parts[k:]), []).append(path)
            index.setdefault("/".join(parts[:k]), []).append(path)
    return index


#: (fix-said172: hunt139-saidspelling) A path word spelled with a doubled ``/``, a ``.`` or a
#: ``..`` segment (``src//a.py``, ``src/./a.py``, ``lib/../src/a.py``, ``.//a.py``).
_SPELLED = re.compile(r"(?<![\w./-])[\w./-]*(?://|/\./|/\.\./|^\.\./|(?<![\w./-])\.\./)[\w./-]*\w")


def _folded_spellings(
    text: str, wanted: AbstractSet[str] | Mapping[str, object] = frozenset()
) -> str:
    """(fix-said172: hunt139-saidspelling) ``text`` with each path word of :data:`_SPELLED`
    folded as the written paths are spelled (``src//a.py``, ``./src/a.py``, ``lib/../src/a.py``
    are ``src/a.py``; a ``..`` above the start is kept): said of another spelling, the words
    speak of the written file. (fix-marks183: hunt142-spellings) Then each path word that is
    a ``wanted`` path spelled otherwise (:func:`_respelled`) is written as that path. One pass
    each (linear time)."""
    if "/" in text:
        text = _SPELLED.sub(lambda m: _folded_path(m.group()), text)
    if not wanted:
        return text
    index: dict[str, str] = {}
    for path in wanted:
        index.setdefault(path.casefold(), path)
    return _RESPELL_WORD.sub(lambda m: _respelled(m, wanted, index), text)


#: (fix-marks183: hunt142-spellings) A path word, with a root of the workspace's outside that
#: may lead it: ``$PWD/``, ``${PWD}/``, ``~/`` (an absolute path starts with ``/`` itself).
_RESPELL_WORD = re.compile(r"(?<![\w./$~}-])(?:\$\{PWD\}|\$PWD|~)?[\w./-]+")


def _respelled(
    match: re.Match[str], wanted: AbstractSet[str] | Mapping[str, object], index: dict[str, str]
) -> str:
    """(fix-marks183: hunt142-spellings) The written path a path word is another spelling of,
    or the word: Markdown emphasis by underscores around it (``_a.py_``, ``__a.py__``), another
    case (``A.py``: the same file on the case-insensitive disks of macOS and Windows), a root of
    the workspace's outside before it (``$PWD/a.py``, ``/workspace/a.py``, ``~/project/a.py``:
    the written path its tail after one of its last few folders, the longest first)."""
    said = match.group()
    word = said.rstrip("./-")
    if word in wanted or "." not in word:
        return said
    trail = said[len(word) :]
    if word.startswith("_") and word.endswith("_"):
        bare = word.strip("_")
        if bare and not bare.startswith("."):
            word = bare
    elif word.startswith("_") and word.lstrip("_").casefold() in index:
        word = word.lstrip("_")  # (fix-said189: an italic opened before it, ``_a.py was ..._``)
    path = index.get(word.casefold().removeprefix("./"))
    if path is not None:
        return path + trail
    if word.startswith(("/", "$", "~")):
        parts = word.casefold().split("/")[-9:]
        for k in range(1, len(parts)):
            path = index.get("/".join(parts[k:]))
            if path is not None:
                return path + trail
    return said


def _folded_path(word: str) -> str:
    parts: list[str] = []
    for part in word.split("/"):
        if part in ("", ".") and parts:
            continue
        if part == ".." and parts and parts[-1] not in ("", ".", ".."):
            parts.pop()
            continue
        parts.append(part)
    if len(parts) > 1 and parts[0] == ".":
        parts.pop(0)
    return "/".join(parts)


#: (fix-said172: hunt139-marksgone) Marks that say a file is gone: struck through
#: (``~~a.py~~``), a task of removing or changing it, checked or still open (``- [x] Delete
#: a.py``, ``- [ ] Delete a.py``: a plan to remove it is no file to keep either), a git
#: name-status line of a deletion or a rename (``D a.py``, ``R100 a.py b.py``,
#: `` D a.py``), a status label (``a.py status: removed``).
_STRUCK = re.compile(r"~~([^~\n]{1,300})~~")
#: (fix-marks183: hunt142-strikemarks) the other marks of struck text: the HTML tags ``<s>``,
#: ``<strike>``, ``<del>``, GFM's single tilde (``~a.py~``; not ``~/a.py ~/b.py``).
_STRUCK_MORE = re.compile(
    r"(?i)<(s|strike|del)>([^<\n]{1,300})</\1>"
    r"|(?<![~\w])~(?![~\s/])([^~\n]{1,300}?)(?<![\s~])~(?![~\w])"
)
#: (fix-marks183: hunt142-struckdone) what follows a struck name that says a task done, not a
#: file gone (``- ~~a.py~~ done``, ``~~Add a.py~~ (done)``, ``~~a.py~~ \u2705``).
_DONE_AFTER = re.compile(
    r"(?i)[ \t`*_]*[:(\u2014\u2013-]?[ \t]*(?:done|completed?|finished|fixed|shipped|merged"
    r"|resolved|implemented|\u2705|\u2714|\u2611)(?![\w-])"
)
#: (fix-marks183: hunt142-strikemarks) a struck word of the file there, after its path on the
#: line (``- a.py ~~created~~``, ``a.py: ~~kept~~``): no longer so.
_STRUCK_THERE = re.compile(
    r"(?i)[\s*_`'\"]*(?:created|added|kept|written|saved|exists?|present|here|there|live|active"
    r"|new|in\s+use|unchanged|as\s+written)[\s*_`'\".!]*"
)
#: (fix-marks183: hunt142-checkedtasks) the words between a task's verb and a written path that
#: make that path no object of the verb: a preposition or a clause's start (``Remove unused
#: imports from a.py``, ``Delete the temp folder that a.py used``, ``Remove the legacy script,
#: a.py takes over``); ``Rename b.py to a.py`` (another file before them) and ``Delete the
#: contents of a.py`` (the whole of it) are still of the file.
_NOT_OBJECT = re.compile(
    r"(?i)\b(?:from|in|inside|within|into|onto|to|that|which|who|once|after|before|when"
    r"|whenever|until|till|used|by|for|with|so|because|since|while|where|if|unless|now)\b"
    r"|[,;:(\u2014\u2013]"
)
_TASK_VERB = re.compile(
    r"(?i)(?:\[[ xX\u2713\u2714]\]|\u2705|\u2714\ufe0f?|\u2611\ufe0f?)[ \t]*(?:\*\*|__)?[ \t]*"
    r"(?:delete|remove|rm|erase|empty|clear|truncate|wipe|rename|move|mv|revert|undo|drop"
    r"|discard|trash|restore|reset|git\s+(?:rm|mv|checkout|restore)|get\s+rid\s+of|clean\s+up"
    r"|overwrite|replace|roll\s+back)\w*\b"
)
_CHECKED_CHANGE = re.compile(
    r"(?im)^[ \t>]*(?:(?:[-*+]|\d{1,4}[.)])[ \t]+)?(?:\[[ xX\u2713\u2714]\]|\u2705|\u2714\ufe0f?"
    r"|\u2611\ufe0f?)[ \t]*(?:\*\*|__)?[ \t]*(?:delete|remove|rm|erase|empty|clear|truncate|wipe"
    r"|rename|move|mv|revert|undo|drop|discard|trash|restore|reset|git\s+(?:rm|mv|checkout"
    r"|restore)|get\s+rid\s+of|clean\s+up|overwrite|replace|roll\s+back)\w*\b[^\n]*"
)
_NAME_STATUS = re.compile(
    r"(?m)^[ \t]*(?:[ MARCU]?D[ MD]?|R\d{0,3}[ MD]?)[ \t]+`?((?:\./)?[\w./-]*\w)`?"
    r"[ \t]*(?:$|[ \t]+\S)"
)
#: (fix-marks183: hunt142-strikemarks) the same name-status line in a code span (``Git status:
#: `D a.py```); a path with an arrow to nowhere (``a.py -> /dev/null``, ``a.py \u2192 trash``).
_NAME_STATUS_SPAN = re.compile(
    r"`[ \t]*(?:[ MARCU]?D[ MD]?|R\d{0,3}[ MD]?)[ \t]+((?:\./)?[\w./-]*\w)(?:[ \t]+[^`\n]*)?`"
)
_ARROW_GONE = re.compile(
    r"(?i)(?<![\w./-])((?:\./)?[\w./-]*\w)[`'\"*_]*[ \t]*" + _ARROW + r"[ \t]*"
    r"[`'\"*_(]*(?:/dev/null|nul|trash|the\s+trash|(?:recycle\s+)?bin|nowhere|nothing|deleted"
    r"|removed|gone|\u2205|\U0001f5d1\ufe0f?|\u274c)(?![\w/.-])"
)
#: (fix-marks183: hunt142-tablemarks) A Markdown table's row and its separator line; a cell
#: of a row naming a written path that says it gone, renamed or empty: a status of deletion
#: or rename (``D``, ``R \u2192 b.py``, ``deleted``, ``renamed \u2192 b.py``), a count of
#: none under a column of size (``0``, ``0 B``), a no under a column of being there
#: (``Exists``, ``Still there?``).
_TABLE_ROW = re.compile(r"^[ \t]*\|(.*)\|[ \t]*$")
_TABLE_RULE = re.compile(r"^[ \t]*\|?(?:[ \t]*:?-{2,}:?[ \t]*\|)+(?:[ \t]*:?-{2,}:?[ \t]*)?$")
_CELL_GONE = re.compile(
    r"(?i)(?:[MARCU ]?D|R\d{0,3}(?:[ \t]*(?:\u2192|->|=>)[ \t]*\S.*)?|deleted|removed|gone"
    r"|erased|trashed|emptied|truncated|wiped|missing|dropped|discarded|reverted|obsolete"
    r"|(?:renamed|moved)(?:[ \t]*(?:\u2192|->|=>|to|into)[ \t]*\S.*)?|\u274c|\u2717|\u2718)"
)
_SIZE_HEAD = re.compile(r"(?i)\b(?:lines?|loc|sloc|size|bytes?|length|chars?)\b")
_NO_SIZE = re.compile(r"(?i)0+(?:[ \t]*(?:b|bytes?|lines?|kb|kib|chars?))?|empty|none|\u2205")
_THERE_HEAD = re.compile(
    r"(?i)\b(?:exists?|present|there|kept|on\s+disk|remains?|available|in\s+(?:repo|tree))\b"
)
_NO_CELL = re.compile(r"(?i)no|n|nope|false|gone|\u274c|\u2717|\u2718|\u2716\ufe0f?")


def _table_gone(
    text: str, wanted: AbstractSet[str] | Mapping[str, object]
) -> list[tuple[str, str]]:
    """(fix-marks183: hunt142-tablemarks) The written paths a cell of a Markdown table row
    names (the whole cell, marks aside) whose other cells say the file gone, renamed or empty
    (:data:`_CELL_GONE`; :data:`_NO_SIZE` under :data:`_SIZE_HEAD`; :data:`_NO_CELL` under
    :data:`_THERE_HEAD`), each with its row. One pass over the lines (linear time)."""
    found: list[tuple[str, str]] = []
    if "|" not in text:
        return found
    head: list[str] = []
    last: list[str] = []
    for line in text.split("\n"):
        row = _TABLE_ROW.match(line)
        if row is None:
            head, last = [], []
            continue
        if _TABLE_RULE.match(line):
            head = last
            continue
        cells = [c.strip(" \t*_`'\"") for c in row.group(1).split("|")]
        last = [c.casefold() for c in cells]
        named = [c.removeprefix("./") for c in cells if c.removeprefix("./") in wanted]
        if len(named) != 1:
            continue
        for k, cell in enumerate(cells):
            title = head[k] if k < len(head) else ""
            if (
                _CELL_GONE.fullmatch(cell)
                or (_SIZE_HEAD.search(title) and _NO_SIZE.fullmatch(cell))
                or (_THERE_HEAD.search(title) and _NO_CELL.fullmatch(cell))
            ):
                found.append((named[0], line.strip()))
                break
    return found


#: (fix-marks183: hunt142-keptqualified, remainsqualified) A word of the file kept or left in
#: place, and a qualifier after it that says it is not kept as written: only its name
#: (``kept a.py's name``), under another name or in another form (``(as b.py)``, ``renamed``,
#: ``moved``, ``as an empty file``, ``as a symlink``), less some of it (``minus``,
#: ``without``), only elsewhere (``in git history only``, ``only in the backup``, ``its
#: contents, in b.py``), for a while (``around until the tests passed``). ``I kept a.py
#: unchanged``, ``as the entry point``, ``but in .gitignore`` have none.
_KEPT_NAME_ONLY = re.compile(r"(?i)[`'\"]?['\u2019]s\s+(?:file\s*)?(?:name|filename|path)\b")
_KEPT_WORD = re.compile(
    r"(?i)\b(?:kept|keep|keeping|stays?|stayed|remains?|remained|retained|preserved)\b"
)
_KEPT_QUALIFIED = re.compile(
    r"(?i)\b(?:renamed|moved|relocated|emptied|truncated|blanked|stubbed|gutted|rewritten"
    r"|replaced|minus|without|until|till|temporarily|briefly|for\s+now)\b"
    r"|\b(?:as|into)\s+(?:an?\s+|the\s+)?(?:empty|blank|symlink|link|alias|stub|placeholder|shim"
    r"|hard\s*link|soft\s*link|redirect|copy|backup)\b"
    r"|\(\s*(?:as|now)\s+[`'\"]?(?:\./)?[\w-][\w.-]*(?:/[\w.-]+)*\.[A-Za-z]\w*"
    r"|\bonly\s+in\b|\bin\s+(?:the\s+|my\s+)?(?:git\s+)?(?:history|backup|stash|trash|archive"
    r"|reflog)\b|\bits\s+(?:contents?|code|body|text)\b|\bnow\s+empty\b"
)


#: (fix-marks183: hunt142-leftlists) What is left, said after the write: a list of what
#: remains (``Files left: b.py``, ``Remaining files: none.``, ``Which files remain? Only
#: b.py.``, ``The only file left is b.py.``, ``The workspace now contains only README.md.``,
#: ``Only b.py remains.``) naming no written path but another file or none; the workspace
#: said empty (``Nothing is left in the workspace.``, ``The project folder is now empty.``):
#: no written file is left as written.
_LEFT_LIST = re.compile(
    r"(?i)(?:\b(?:files?|what)\s+(?:left|remaining|remains?)\s*[:?]|\bremaining\s+files?\s*:"
    r"|\bthe\s+only\s+files?\s+(?:left|remaining|that\s+remains?)\s+(?:is|are)\b"
    r"|\b(?:workspace|project|folder|directory|repo|repository)\s+(?:now\s+)?(?:contains|holds"
    r"|has)\s+only\b)(?P<rest>[^\n]{0,160})"
    r"|\bonly\s+(?P<only>[^\n;:!?]{1,80}?)\s+(?:remains?|is\s+left|are\s+left|survives?)\b"
)
_PLACE_EMPTY = re.compile(
    r"(?i)\bnothing\s+(?:is\s+|was\s+)?left\s+in\s+the\s+(?:workspace|project|folder|directory"
    r"|repo|repository)\b|\b(?:workspace|project(?:\s+folder)?|folder|directory|repo|repository)"
    r"\s+is\s+(?:now\s+)?empty\b"
)
_LEFT_NONE = re.compile(r"(?i)\b(?:none|nothing)\b")


def _left_without(
    text: str, wanted: AbstractSet[str] | Mapping[str, object], tails: dict[str, list[str]]
) -> list[tuple[str, str]]:
    """(fix-marks183: hunt142-leftlists) Every written path, with the words, when the text says
    what is left (:data:`_LEFT_LIST`) naming none of them but another file or none, or the
    workspace empty (:data:`_PLACE_EMPTY`). One pass each (linear time)."""
    for match in _LEFT_LIST.finditer(text):
        rest = match.group("rest") if match.group("rest") is not None else match.group("only")
        end = rest.find(". ")
        rest = rest[: end if end >= 0 else len(rest)]
        if said_paths(rest, wanted, tails):
            continue
        if _FILE_LIKE.search(rest) or _LEFT_NONE.search(rest):
            return [(path, match.group().strip()) for path in wanted]
    empty = _PLACE_EMPTY.search(text)
    if empty is not None:
        return [(path, empty.group()) for path in wanted]
    return []


#: (fix-said172: hunt139-whquestions) a question of where the file is, what became of it,
#: what it is called, its status or its size: its answer says its state (``What happened to
#: a.py? Deleted.``, ``Where is a.py? In lib/ now.``, ``How big is a.py now? Zero bytes.``).
_WH_FATE = re.compile(
    r"(?i)\b(?:what(?:'s|\s+has|\s+had)?\s+(?:happened|became|come)\b|where(?:'s|'d|\u2019[sd]|\s+(?:is|are"
    r"|was|were|did|does|do|has|had|would|will)\b)|what(?:'s|\s+is|\s+was|\s+are)\s+(?:the\s+)?"
    r"(?:status|state|fate|name)\b|status\s+of\b|\b(?:called|named|renamed)\b|how\s+(?:big"
    r"|large|long|small|many\s+(?:lines|bytes))\b|(?:size|length)\s+of\b|\bstatus\b)"
)
#: (fix-turns182: hunt142-ellipticq) the same questions said elliptically: the path alone with
#: a lead (``And a.py?``, ``a.py?``, ``What about a.py?``, ``a.py's fate?``, ``a.py now?``), the
#: path read as one mark (``\x00``) there.
_WH_ELLIPTIC = re.compile(
    r"(?i)[\s*_>`'\"\u00bf-]*(?:(?:and|what\s+about|how\s+about|also|then|und|et|y|e)[\s,]+)?"
    r"\x00(?:['\u2019]s\s+fate|\s+now|\s+then)?[\s`'\"*_]*"
)
#: (fix-turns182: hunt142-ellipticq) the questions of :data:`_WH_FATE` in other languages
#: (``Wo ist a.py jetzt?``, ``¿Dónde está a.py ahora?``, ``Où est a.py ?``, ``Где a.py?``).
_WH_FATE_ABROAD = re.compile(
    r"(?i)\b(?:wo(?:hin)?\s+(?:ist|sind|liegt)|was\s+ist\s+(?:mit|aus)|o[uù]\s+(?:est|sont)"
    r"|qu['\u2019]est-ce\s+qu['\u2019]il\s+est\s+advenu|d[oó]nde\s+(?:est[aá]|qued[oó])"
    r"|qu[eé]\s+pas[oó]\s+con|dove\s+(?:[eè]|si\s+trova)|che\s+fine\s+ha\s+fatto"
    r"|onde\s+est[aá]|o\s+que\s+aconteceu)\b|где|куда|что\s+с|哪|どこ|어디"  # noqa: RUF001
)
#: The state an answer gives a file: gone, moved, renamed or empty.
_GONE_ANSWER = re.compile(
    r"(?i)\b(?:deleted|removed|gone|erased|trash(?:ed)?|bin(?:ned)?|recycl\w*|emptied|empty"
    r"|blank|reverted|undone|discarded|dropped|renamed|moved|missing|wiped|cleared|truncated"
    r"|nowhere|nonexistent|zero|0\s*(?:bytes?|b|lines?)|no\s+longer|rm'?d|overwritten|replaced"
    r"|nothing|none|no\s+content|doesn'?t\s+exist|does\s+not\s+exist)\b"
)
#: A word of the file kept that makes ``nothing``/``none`` no answer of its state.
_KEPT_ANSWER = re.compile(
    r"(?i)\b(?:unchanged|untouched|intact|as\s+written|still\s+(?:there|here|in|at|the\s+same)"
    r"|same\s+as|kept|nothing\s+(?:happened|changed))\b"
)
_WEAK_GONE = frozenset({"nothing", "none"})
#: A label of a file's state (``a.py status: removed``, ``status of a.py: deleted``).
_STATUS_LABEL = re.compile(r"(?i)\bstatus\b[ \t]*(?:of[ \t]+\S+[ \t]*)?[:=\u2014\u2013-][ \t]*\S")
_FOLDER_SAID = re.compile(r"(?<![\w./-])[\w.-]+/(?![\w.-])")
#: (fix-said172: hunt132-mdsaidgone) An instruction to remove or move a file, after a lead
#: (``Also delete a.py.``, ``Then remove a.py.``, ``You should delete a.py.``, ``Please rename
#: a.py to b.py.``): the file is not meant to stay as written.
_TOLD_GONE = re.compile(
    r"(?i)^[\s*_>-]*(?:(?:also|then|now|next|finally|lastly|afterwards|please|and|just|so"
    r"|you\s+(?:should|must|can|may|will\s+need\s+to|need\s+to|have\s+to|'ll\s+(?:need|have)\s+to)"
    r"|(?:do(?:\s+not|n't)\s+forget|remember|be\s+sure|make\s+sure)\s+to)[\s,]+)+"
    r"(?:delete|remove|rm|erase|empty|clear\s+out|truncate|wipe|rename|move|mv|revert|undo"
    r"|drop|discard|trash|get\s+rid\s+of|git\s+rm|git\s+mv)\b"
)


def _marked_gone(
    text: str, wanted: AbstractSet[str] | Mapping[str, object], tails: dict[str, list[str]]
) -> list[tuple[str, str]]:
    """(fix-said172: hunt139-marksgone, whquestions) The written paths ``text`` marks gone
    (:data:`_STRUCK`, :data:`_CHECKED_CHANGE`, :data:`_NAME_STATUS`), or names in a question
    of its state (:data:`_WH_FATE`, or a status label) whose answer gives it a state of gone,
    moved, renamed or empty (:data:`_GONE_ANSWER`, or another file or folder): each with the
    words saying it. A few passes over the text (linear time)."""
    found: list[tuple[str, str]] = []
    if "~" in text or "<" in text:
        for regex in (_STRUCK, _STRUCK_MORE):
            for match in regex.finditer(text):
                found.extend(_struck_gone(text, match, wanted, tails))
    for match in _CHECKED_CHANGE.finditer(text):
        found.extend(
            (p.path, match.group())
            for p in said_paths(match.group(), wanted, tails)
            if _task_object(match.group(), p)
        )
    for regex in (_NAME_STATUS, _NAME_STATUS_SPAN, _ARROW_GONE):
        for match in regex.finditer(text):
            found.extend((p.path, match.group()) for p in said_paths(match.group(1), wanted, tails))
    found.extend(_table_gone(text, wanted))
    found.extend(_left_without(text, wanted, tails))
    asked: list[str] = []
    question = ""
    for match in SENTENCE.finditer(text):
        sentence = match.group()
        if not sentence.strip():
            continue
        if asked and _gives_gone(sentence, wanted, tails):
            found.extend((path, f"{question}? {sentence.strip()}") for path in asked)
        asked = []
        named = said_paths(sentence, wanted, tails)
        told = _TOLD_GONE.match(sentence) if named else None
        if told is not None:
            found.extend((p.path, sentence.strip()) for p in named if _told_of(sentence, told, p))
        kept = _KEPT_WORD.search(sentence) if named else None
        if kept is not None:
            # (fix-marks183) a keep qualified: read after the path or the word, whichever last
            at = max(kept.end(), named[0].end())
            if _KEPT_QUALIFIED.search(sentence, at, at + 160) or (
                kept.start() < named[0].start() and _KEPT_NAME_ONLY.match(sentence, named[0].end())
            ):
                found.extend((p.path, sentence.strip()) for p in named)
        if named and _STATUS_LABEL.search(sentence):
            label = _STATUS_LABEL.search(sentence)
            if label is not None and _gives_gone(sentence[label.end() - 1 :], wanted, tails):
                found.extend((p.path, sentence.strip()) for p in named)
        if named and text.startswith("?", match.end()) and _asks_fate(sentence, named):
            asked = list(dict.fromkeys(p.path for p in named))
            question = sentence.strip()
    return found


#: (fix-said189) A rename or move told, and the words right before its destination.
_TOLD_MOVE = re.compile(r"(?i)(?:rename|move|mv|git\s+mv)$")
_LIST_GLUE = re.compile(r"(?i)[\s`'\"*_,&+]*(?:(?:and|or|as\s+well\s+as)\b[\s`'\"*_,&+]*)*")
_DESTINATION_WORD = re.compile(r"(?i)\b(?:to|into|onto|over)\s+(?:the\s+(?:file\s+)?)?[`'\"]?$")


def _told_of(sentence: str, told: re.Match[str], path: _SaidPath) -> bool:
    """(fix-said189: hunt147-saidothers) Whether the written ``path`` a sentence telling to
    remove or move a file (``told``, :data:`_TOLD_GONE`) names is what it tells of: the verb's
    object (:func:`_task_object`'s reading: no preposition nor clause's start before it, or
    another file or the whole content before such a word), or the destination of a rename or
    move of another file said with no condition (the written one replaced by it). ``You can
    delete `old_app.py` now that a.py replaces it`` is of another file."""
    between = sentence[told.end() : path.start()]
    if _LIST_GLUE.fullmatch(_FILE_LIKE.sub(" ", between)):
        return True  # (a list of files: ``Also delete b.py, c.py and a.py.``)
    cut = _NOT_OBJECT.search(between)
    if cut is None:
        return _FILE_LIKE.search(between) is None or _JOINED.search(between) is not None
    if _TOLD_MOVE.search(told.group()) and _DESTINATION_WORD.search(between):
        return _IF_SAID.search(sentence) is None
    return _whole_content(between[: cut.start()])


#: (fix-said189: hunt147-saidmarkup) The HTML boxes a Markdown answer may fold text in: read as
#: line breaks (a ``<summary>`` is a heading of the list after it).
_HTML_BOX = re.compile(r"(?i)</?(?:details|summary)\b[^<>\n]{0,80}>")
#: (fix-said189: hunt147-saidpermission, saidobsolete, saidemptied, saidmarkup, saidthisfile)
#: What the closing words of an answer say of a file it just showed (the file's path, or
#: ``this file``, ``the file above``, ``the old script``, written as ``\x00``): obsolete, not
#: needed, superseded or emptied (``a.py is obsolete now``, ``a.py has been cleared``); the
#: object of a word of removal told, permitted or listed as a step (``Feel free to delete
#: a.py``, ``1. Delete a.py``, ``Delete this file once ...``), of one of another file taking
#: its place (``main.py replaces a.py``, ``Use main.py instead of a.py``), of no longer needed
#: (``You no longer need a.py``); a note after it (``a.py \u2014 deprecated, delete``); a table
#: row of an action before it (``| Delete | a.py |``); its code moved out (``I moved the code
#: from a.py to main.py``); in other languages, :data:`.said_words.FOREIGN_TOLD`.
_SHOWN_GONE = re.compile(
    r"(?i)\x00[`'\"*_]*\s+(?:is|are|was|were|has\s+been|have\s+been|becomes|became|got|will\s+be)"
    r"\s+(?:now\s+|also\s+|thus\s+|therefore\s+|then\s+|since\s+|just\s+|only\s+)?(?:obsolete"
    r"|deprecated|redundant|unused|unneeded|superfluous|dead|retired|defunct|temporary"
    r"|disposable|throwaway|not\s+(?:needed|used|required|necessary)(?!\s+(?:for|to|by|in)\b)"
    r"|no\s+longer\s+(?:needed|used|required|necessary|relevant|in\s+use)|superseded|replaced"
    r"|cleared(?!\s+(?:for|by|of|to|with)\b)|emptied|blanked|wiped|truncated|empty|blank"
    r"|safe\s+to\s+(?:delete|remove))\b"
    r"|(?:^|[\s(*_>:\-]|\b(?:and|then|to|please|just|now|also|safely|simply)\s)(?:delete|remove"
    r"|rm|erase|trash|discard|drop|get\s+rid\s+of|rename|move|empty|clear\s+out)\s+(?:the\s+"
    r"(?:old\s+)?(?:file\s+)?)?[`'\"*_]*\x00(?!['\u2019]s)(?![`'\"*_]*\s+from\b)"
    r"|\b(?:replaces|supersedes|obsoletes|deprecates|takes\s+the\s+place\s+of|(?:in\s+place"
    r"|instead)\s+of|replacing|superseding)\s+(?:the\s+old\s+)?[`'\"*_]*\x00(?!['\u2019]s)"
    r"|\b(?:no\s+longer|don't|don\u2019t|do\s+not|won't|will\s+not|doesn't|does\s+not)\s+need"
    r"\s+[`'\"*_]*\x00(?!['\u2019]s)"
    r"|\x00[`'\"*_]*[ \t]*(?:[\u2014\u2013:(]|\s-)\s*(?:deprecated|obsolete|unused|delete[ds]?"
    r"|removed?|gone|to\s+(?:be\s+)?(?:delete|remove)d?)\b"
    r"|\|\s*[*_]*(?:delete[ds]?|removed?|renamed?|moved?|gone|obsolete|deprecated)[*_]*\s*\|"
    r"\s*[`'\"*_]*\x00"
    r"|\b(?:moved|migrated|transferred|ported)\s+(?:all\s+)?(?:of\s+)?(?:the\s+|its\s+)?(?:code"
    r"|contents?|everything|logic|functions?)\s+(?:from|out\s+of)\s+[`'\"*_]*\x00[`'\"*_]*\s+"
    r"(?:to|into|in)\b"
)
#: The file just shown said without its path (``this file``, ``the file above``, ``the old
#: script``).
_SHOWN_DEICTIC = re.compile(
    r"(?i)\b(?:(?:this|that)\s+(?:file|script|module)|the\s+(?:file|script|module)\s+above"
    r"|the\s+above\s+(?:file|script|module)|the\s+old\s+(?:file|script|module))\b"
)
#: A negation or a condition right before a word of removal told: ``Don't delete a.py``, ``no
#: need to remove a.py``, ``If you ever need to, delete a.py``.
_TOLD_NOT = re.compile(
    r"(?i)(?:\bnot|n't|n\u2019t|\bnever|\bno\s+need\s+to|\bwithout|\binstead\s+of"
    r"|\brather\s+than|\bunless)\s+(?:[\w']+\s+){0,2}$"
)


#: The lead a word of :data:`_SHOWN_GONE` may open with (a mark, ``and``, ``to``, ``please``).
_TOLD_LEAD = re.compile(
    r"(?i)[\s(*_>:\-]*(?:(?:and|then|to|please|just|now|also|safely|simply)\s+)?"
)


def _shown_gone(
    text: str, wanted: AbstractSet[str] | Mapping[str, object], tails: dict[str, list[str]]
) -> list[tuple[str, str]]:
    """(fix-said189) The written paths the closing words of an answer (``text``, after the
    files it showed) say gone, obsolete or emptied (:data:`_SHOWN_GONE`, and
    :data:`.said_words.FOREIGN_TOLD`): each sentence naming a written path, or the file shown
    without its path (:data:`_SHOWN_DEICTIC`: every written path), read with those words as
    ``\x00``; a negation or a condition before the words (:data:`_TOLD_NOT`,
    :data:`_IF_YOU_BEFORE`) makes them none. One pass over each sentence (linear time)."""
    found: list[tuple[str, str]] = []
    for match in SENTENCE.finditer(text):
        sentence = match.group()
        if not sentence.strip():
            continue
        named = said_paths(sentence, wanted, tails)
        if named:
            marked, last, paths = [], 0, []
            for p in named:
                marked.append(sentence[last : p.at] + "\x00")
                last = p.stop
                paths.append(p.path)
            words = "".join(marked) + sentence[last:]
        elif _SHOWN_DEICTIC.search(sentence):
            words = _SHOWN_DEICTIC.sub("\x00", sentence)
            paths = list(wanted)
        else:
            continue
        for said in itertools.chain(
            _SHOWN_GONE.finditer(words), said_words.FOREIGN_TOLD.finditer(words)
        ):
            lead = _TOLD_LEAD.match(said.group())
            at = said.start() + (lead.end() if lead is not None else 0)
            before = words[max(0, at - 40) : at]
            if _TOLD_NOT.search(before) or _IF_YOU_BEFORE.search(before):
                continue
            found.extend((path, sentence.strip()) for path in dict.fromkeys(paths))
            break
    return found


def _asks_fate(sentence: str, named: list[_SaidPath]) -> bool:
    """Whether ``sentence`` (a question naming the written paths ``named``) asks of their
    state: :data:`_WH_FATE`, or (fix-turns182) :data:`_WH_FATE_ABROAD`, or one path alone with
    a lead (:data:`_WH_ELLIPTIC`)."""
    if _WH_FATE.search(sentence) or _WH_FATE_ABROAD.search(sentence):
        return True
    alone = sentence[: named[0].at] + "\x00" + sentence[named[0].stop :]
    return len(named) == 1 and _WH_ELLIPTIC.fullmatch(alone) is not None


def _struck_gone(
    text: str,
    match: re.Match[str],
    wanted: AbstractSet[str] | Mapping[str, object],
    tails: dict[str, list[str]],
) -> list[tuple[str, str]]:
    """(fix-marks183: hunt142-strikemarks, struckdone) The written paths a struck text
    ``match`` marks gone: a written path struck alone (``~~a.py~~``, ``<s>a.py</s>``,
    ``~a.py~``) unless a word of a task done follows it (``~~a.py~~ done``); a struck task of
    removing it (``~~Delete a.py~~``; a struck task of writing or fixing it, ``~~Add a.py~~``,
    is one done); a struck word of the file there after its path on the line (``- a.py
    ~~created~~``). Each look is bounded by the line."""
    inner = match.group(match.lastindex or 1)
    named = said_paths(inner, wanted, tails)
    if named:
        bare = inner.strip(" \t*_`'\"")
        if len(named) == 1 and bare.removeprefix("./") in (named[0].path, named[0].group(1)):
            if _DONE_AFTER.match(text, match.end()):
                return []
            return [(named[0].path, match.group())]
        task = _TASK_VERB.match("[x] " + inner.lstrip(" \t*_"))
        if task is None:
            return []
        line = "[x] " + inner.lstrip(" \t*_")
        return [
            (p.path, match.group())
            for p in said_paths(line, wanted, tails)
            if _task_object(line, p)
        ]
    if not _STRUCK_THERE.fullmatch(inner):
        return []
    start = text.rfind("\n", 0, match.start()) + 1
    before = text[start : match.start()]
    return [
        (p.path, f"{before.strip()} {match.group()}") for p in said_paths(before, wanted, tails)
    ]


def _task_object(line: str, path: _SaidPath) -> bool:
    """(fix-marks183: hunt142-checkedtasks) Whether the written ``path`` in a task ``line`` is
    the object of its verb of removal or change (:data:`_TASK_VERB`): no preposition nor
    clause's start between them (:data:`_NOT_OBJECT`), or another file or the whole content
    of the file before such a word."""
    verb = _TASK_VERB.search(line, 0, path.start())
    if verb is None:
        return True
    between = line[verb.end() : path.start()]
    cut = _NOT_OBJECT.search(between)
    if cut is None:
        return True
    thing = between[: cut.start()]
    return _FILE_LIKE.search(thing) is not None or _whole_content(thing)


def _gives_gone(
    answer: str, wanted: AbstractSet[str] | Mapping[str, object], tails: dict[str, list[str]]
) -> bool:
    """Whether ``answer`` gives a file a state of gone (:data:`_GONE_ANSWER`; ``nothing`` and
    ``none`` unless a word of kept says otherwise), or names another file or a folder."""
    for word in _GONE_ANSWER.finditer(answer):
        if word.group().casefold() not in _WEAK_GONE or not _KEPT_ANSWER.search(answer):
            return True
    if _FOLDER_SAID.search(answer):
        return True
    written = {p.at for p in said_paths(answer, wanted, tails)}
    return any(m.start() not in written for m in _FILE_LIKE.finditer(answer))


def says_not_kept(
    text: str, paths: Iterable[str], later: str = "", *, shown: bool = False
) -> list[tuple[str, str]]:
    """The written paths the assistant's ``text`` says are not kept as written (a failed write,
    an undo, a removal: :data:`_NOT_KEPT_WORDS`), each with the sentence saying it.

    A sentence is read clause by clause (:data:`_CLAUSE`): a word of not kept speaks of the
    written paths its clause names; of another file when its clause names only that one; of
    the file a pronoun or ``the file`` / ``my change`` names (:data:`_THE_FILE`), or of what
    a clause saying nothing was written means (:data:`_NOTHING_WRITTEN`): the sentence's
    written paths, or every written path when the sentence names none; and, in a clause that
    names nothing, of the sentence's written paths. ``not the file a.py`` names it away.
    ``later``: the assistant's next texts of the turn (fix-said170: they may say where a new
    file said written in an old one's place is). ``shown`` (fix-saidmod178): the text follows
    the files in one answer (a Markdown or bolt answer's closing words), whose sentences are
    mostly about the files just shown: a sentence of no known language (``Enjoy a.py!``) is
    read as English there, so only words saying the file itself is gone refuse it."""
    # (a set or a mapping of the paths is looked up as it is: a caller weighing many texts
    # against the files written so far passes them once, in linear time)
    wanted_set = paths if isinstance(paths, AbstractSet | Mapping) else set(paths)
    text = _folded_spellings(text, wanted_set)
    if "<" in text:
        text = _HTML_BOX.sub("\n", text)  # (fix-said189: ``<details><summary>Removed</summary>``)
    found: list[tuple[str, str]] = []
    asked: list[str] = []  # (the written paths a question just before names)
    removal = False  # (whether that question asks of a removal: a yes, not a no, says it)
    done = False  # (fix-said160: whether it takes the removal as done: any answer says it)
    question = ""
    tails: dict[str, list[str]] = {}  # (built once, when a word names no written path whole)
    found.extend(_listed_removed(text, wanted_set))  # (fix-said151: hunt130-saidlist)
    found.extend(_noted_gone(text, wanted_set))  # (fix-said171: hunt139-listnote)
    found.extend(_marked_gone(text, wanted_set, tails))  # (fix-said172)
    if shown:
        found.extend(_shown_gone(text, wanted_set, tails))  # (fix-said189)
    turn = f"{text}\n\n{later[:_LATER_REACH]}" if later else text
    for match in SENTENCE.finditer(text):
        sentence = match.group()
        if not sentence.strip():
            continue
        named = said_paths(sentence, wanted_set, tails)
        if asked and (
            _answered(sentence, 0, removal) or (done and (_answered(sentence, 0, not removal)))
        ):
            # (lead, round 23) ``Was a.py saved? No.``; (fix-said137) ``Was a.py deleted? Yes.``
            found.extend((path, f"{question}? {sentence.strip()}") for path in asked)
        asked = []
        if text.startswith("?", match.end()) and named:
            asked = list(dict.fromkeys(m.group(1) for m in named))
            # (a question said with a negation, ``Wasn't a.py deleted?``: either answer may
            # say it is gone)
            removal = _ASKED_REMOVAL.search(sentence) is not None
            # (fix-said160) a question of a change, one of what may be done, one taking the
            # removal as done
            done = removal and _ASKED_DONE.search(sentence) is not None
            removal = removal or _ASKED_CHANGED.search(sentence) is not None
            if removal and not done and _ASKED_MAY.search(sentence):
                asked = []
            if (
                _PROGRAM_ASKED.search(sentence)
                or _PROPERTY_ASKED.search(sentence)
                or (not removal and _ASKED_OF_OTHER.search(sentence))
            ):
                # (``Does a.py delete anything? Yes, temp files.``, ``Does a.py depend on
                # requests? No.``: what the program does, hunt125-keptasked)
                asked = []
            if removal and _ASKED_NEGATED.search(sentence):
                removal = False
                found.extend(
                    (path, sentence.strip())
                    for path in asked
                    if _answered(text, match.end() + 1, True)
                )
            question = sentence.strip()
            continue
        if named and _inside_abroad(sentence, named):
            continue  # (fix-said189: ``Ich habe den Import aus a.py entfernt.``)
        prose = text.startswith((".", "!", "?", "\u3002", "\uff01", "\uff1f"), match.end())
        hit_now = _copied_onto(sentence, wanted_set) + _said_abroad(
            sentence, named, wanted_set, prose=prose, shown=shown
        )
        found.extend((path, sentence) for path in dict.fromkeys(hit_now))
        named_at = [m.start() for m in named]
        every = False
        described = _BUG_WHERE.search(sentence)
        bug = described.end() if described is not None else len(sentence) + 1
        overcome = max((m.start() for m in _WROTE_AFTER.finditer(sentence)), default=-1)
        cuts = [0, *(c.start() for c in _CLAUSE.finditer(sentence)), len(sentence)]
        hit: list[str] = []
        excepted: set[str] | None = None  # (fix-said160: built once, when first needed)
        masked = sentence
        for start, end in itertools.pairwise(cuts):
            first = bisect.bisect_left(named_at, start)
            own_named = named[first : bisect.bisect_left(named_at, end)]
            program: str | None = None  # (fix-said171: the program a second clause speaks of)
            if own_named and _program_does(sentence, start, own_named[0]):
                then = _program_then(sentence, own_named[0].end(), end)
                if then is None:
                    continue
                start = then  # (fix-said171: what follows is read as a clause of its own)
                first = bisect.bisect_left(named_at, start)
                program = own_named[0].group(1)
                own_named = named[first : bisect.bisect_left(named_at, end)]
                if not own_named and _foreign_undo(sentence, start, end):
                    hit.append(program)  # (another language's words: not parsed, refused)
                    continue
            said = _not_kept_word(
                sentence,
                start,
                end,
                bug,
                overcome,
                wanted_set,
                tails,
                following=(turn, match.end()),
                shown=shown,
            )
            if said is None:
                continue
            own = [m.group(1) for m in own_named]
            if (
                not own
                and program is not None
                and (_THE_FILE.search(sentence, start, end) or _foreign_undo(sentence, start, end))
            ):
                own = [program]  # (``..., so I renamed it to b.py.``: ``it`` is the program)
            if excepted is None:
                excepted = _excepted(sentence)
                if excepted:
                    masked = _undone_masked(sentence)
            spared: AbstractSet[str] = frozenset()
            if excepted and (
                _not_kept_word(masked, start, end, bug, overcome, wanted_set, tails, shown=shown)
                is None
            ):
                # (fix-said160) only words of nothing kept, the written file their exception
                spared = excepted
                own = [path for path in own if path not in spared]
                if not own and own_named:
                    continue
            if own:
                hit.extend(own)
                continue
            others = [m.group(1) for m in _FILE_LIKE.finditer(sentence, start, end)]
            if not own and _moved_by_pronoun(sentence, said, start, end, wanted_set):
                # (fix-said170: lead26-saidit) ``I renamed it to b.py.``: the clause is of the
                # file the pronoun stands for, the other path its new place
                hit.extend(m.group(1) for m in named) if named else hit.extend(wanted_set)
                continue
            if any(others):
                # (another file, or a written path the sentence names away: ``not a.py``;
                # fix-said160: another file the only exception to the work undone, ``Apart
                # from b.py, I made no changes.``, leaves none of the written ones)
                if spared and not every and all(o.removeprefix("./") in spared for o in others):
                    hit.extend(path for path in wanted_set if path not in spared)
                    every = True
                if not _moved_onto_other(sentence, said, start, end):
                    continue
            if named:
                if not every:  # (every one is hit: once is enough)
                    hit.extend(dict.fromkeys(m.group(1) for m in named if m.group(1) not in spared))
                    every = not spared
            elif not every and (
                _nothing_kept(sentence, start, end)
                or any(
                    not _named_away(sentence, phrase.start())
                    and not _phrase_of_other(sentence, phrase, wanted_set, tails)
                    for phrase in _THE_FILE.finditer(sentence, start, end)
                )
            ):
                hit.extend(wanted_set)
                every = True
        found.extend((path, sentence) for path in dict.fromkeys(hit))
    return found


#: (fix-said170: lead26-saidit) The written file by a pronoun or ``the file`` as the subject or
#: object of a word of not kept (``It now lives in b.py``, ``renamed it``, ``deleted it``), and
#: the words before another path that make it that file's new place (``to b.py``, ``into
#: old/``, ``renamed it b.py``, ``as b.py``).
_PRONOUN_AFTER = re.compile(
    r"(?i)\s+(?:it|(?:the|this|that)\s+file)\b(?!['\u2019]s|\s+(?:is|was|has|had|will)\b)"
)
_PRONOUN_WORD = re.compile(r"(?i)\b(?:it|(?:the|this|that)\s+file)\b(?!['\u2019]s)")
_DESTINATION_BEFORE = re.compile(
    r"(?i)(?:\b(?:to|into|onto|as|at|in|under|inside|called|named)|\b(?:renamed|named|called"
    r"|moved|copied)\s+(?:it|(?:the|this|that)\s+file))\s+(?:the\s+(?:file\s+)?)?[`'\"]?"
    r"(?:\./)?$"
)


def _moved_by_pronoun(
    sentence: str,
    word: re.Match[str],
    start: int,
    end: int,
    wanted: AbstractSet[str] | Mapping[str, object],
) -> bool:
    """(fix-said170: lead26-saidit) Whether the word of not kept ``word`` in the clause
    ``sentence[start:end]`` speaks of the written file by a pronoun or ``the file``
    (:data:`_PRONOUN_WORD`, :data:`_PRONOUN_AFTER`) and every other path the clause names is
    a new place (:data:`_DESTINATION_BEFORE`: ``I renamed it to b.py.``, ``Then I copied it
    to b.py and deleted it.``, ``It now lives in b.py.``): the clause is of the written file.
    ``I created b.py and deleted it.`` is none (``it`` may be b.py)."""
    said = word.group()
    if not _PRONOUN_WORD.search(said) and not _PRONOUN_AFTER.match(sentence, word.end()):
        return False
    for other in _FILE_LIKE.finditer(sentence, start, end):
        if other.group(1) in wanted:
            continue
        if not _DESTINATION_BEFORE.search(sentence, max(start, other.start() - 30), other.start()):
            return False
    return True


#: (fix-said151: hunt130-saidlist) A line leading a Markdown list of what was removed, undone or
#: renamed (``I removed the following files:``, ``Removed files:``, ``**Deleted:**``, ``Files
#: reverted:``): a removal word and a closing colon, no negation, no removal FROM a place
#: (``Removed the debug prints from:``), no advice or question (``You can delete these:``).
_LIST_LEAD = re.compile(
    r"(?i)^[ \t#>*_]*(?:[^\n:]{0,80}?[\s(\[])?(?:removed|deleted|reverted|discarded|erased|trashed"
    r"|dropped|undone|undid|rolled\s+back|cleaned\s+up|rm['\u2019]?e?d|renamed|moved|wiped"
    r"|purged|unlinked|scrapped|ditched|tossed"
    # (fix-said171: hunt139-mergedgone) ``Retired:``, ``Gone:``, ``Obsolete (deleted):``
    r"|retired|gone|obsolete|archived|decommissioned|superseded|merged\s+away)\b[^\n:]{0,60}:"
    r"[ \t*_]*$"
)
_LEAD_NOT = re.compile(
    r"(?i)\b(?:not|never|no|to\s+be|can|could|should|may|might|will|would|please|if|unless"
    r"|do)\b|n't|n\u2019t|\?|\b(?:from|in|inside|within|of|to|into|out\s+of)[ \t*_]*:"
)
#: A list item: its first word a path (``- a.py``, ``* `a.py` (scratch)``, ``1. **a.py**``).
_LIST_ITEM = re.compile(
    r"[ \t]*(?:[-*+\u2022]|\d{1,3}[.)])[ \t]+[*_`'\"]*(?:\./)?([\w-][\w.-]*(?:/[\w.-]+)*)"
)
_BLANK = re.compile(r"[ \t]*$")
#: (fix-said160: hunt132-templists) A lead of such a list with no colon: a heading or a line of
#: nothing but the removal word and a noun of files (``### Deleted``, ``Deleted files``,
#: ``**Removed**``, ``Files renamed``).
_BARE_LEAD = re.compile(
    r"(?i)[ \t#>*_]*(?:(?:the\s+)?(?:files?|scripts?|paths?)\s+)?(?:removed|deleted|reverted"
    r"|discarded|erased|trashed|dropped|undone|rolled\s+back|cleaned\s+up|renamed|moved|wiped"
    r"|purged|unlinked|scrapped|ditched|tossed|retired|gone|obsolete|archived|decommissioned"
    r"|superseded)(?:\s+(?:files?|scripts?|paths?))?[ \t*_:]*$"
)


def _listed_removed(
    text: str, wanted: AbstractSet[str] | Mapping[str, object]
) -> list[tuple[str, str]]:
    """(fix-said151: hunt130-saidlist) The written paths given as items of a Markdown list
    under a line of removal (:data:`_LIST_LEAD`), each with its lead and item: the list tells
    what the lead says was removed (``I removed the following files:\n- a.py\n- b.py``).
    Blank lines may part the lead and its items; any other line ends the list. One pass over
    the lines (linear time)."""
    found: list[tuple[str, str]] = []
    lead = ""
    for line in text.split("\n"):
        if lead:
            item = _LIST_ITEM.match(line)
            if item is not None:
                if item.group(1) in wanted and not _item_of_thing(line, item.end()):
                    found.append((item.group(1), f"{lead.strip()} {line.strip()}"))
                continue
            if _BLANK.match(line):
                continue
        lead = ""
        if _BARE_LEAD.match(line):
            lead = line  # (fix-said160)
        elif line.rstrip(" \t*_").endswith(":") and _LIST_LEAD.match(line):
            start = max(line.rfind(". "), 0)
            if not _LEAD_NOT.search(line, start):
                lead = line
    return found


#: (fix-said171: hunt139-listnote) A list item or a table row naming a file first, and its note
#: (``- a.py (removed unused imports, now empty)``, ``- a.py: ...``, ``- a.py — ...``, ``| a.py
#: | ... |``); a part of the note (parted by commas or semicolons) that says only that the file
#: is gone, emptied, moved or kept as another thing (:data:`_NOTE_GONE`): ``now empty``, ``now in
#: lib/``, ``then archived``, ``now a stub``, ``kept as a template``, ``then moved to lib/``.
#: ``removed unused imports`` is no such part (a thing removed in the file).
_NOTE_LINE = re.compile(
    r"[ \t]*(?:[-*+\u2022]|\d{1,3}[.)]|\|)[ \t]+[*_`'\"]*(?:\./)?([\w-][\w.-]*(?:/[\w.-]+)*)"
    r"[*_`'\"]*[ \t]*(?:\(|:|[\u2014\u2013]|-\s|\|)"
)
_NOTE_GONE = re.compile(
    r"(?i)(?:and\s+)?(?:(?:(?:now|then|later|since|afterwards|finally|subsequently|eventually)"
    r",?\s+)+(?:(?:is|was|got|been|has\s+been|left)\s+)?|(?:is|was|got|has\s+been)\s+now\s+"
    r"|left\s+(?:as\s+)?)(?:empty|blank|(?:an?\s+)?(?:empty\s+)?(?:stub|placeholder|template|shim)"
    r"|(?:in|at|under|inside)\s+[`'\"]?" + _NEW_PLACE + r"[`'\"]?)"
    r"|(?:and\s+)?(?:(?:now|then|later|since|afterwards|finally|also|subsequently|eventually)"
    r",?\s+)*(?:(?:is|was|got|been|has\s+been)\s+)?(?:emptied|truncated|gone|deleted|removed"
    r"|retired|trashed|archived|discarded|dropped|reverted|stubbed(?:\s+out)?"
    r"|(?:archived|moved|renamed|relocated|merged|folded|inlined|absorbed|deleted|removed"
    r"|retired|replaced|superseded|reverted)\s+(?:to|into|by|with|under|in|as|for)\s+[^,;()|]{1,40}"
    r"|kept\s+(?:only\s+)?as\s+an?\s+(?:template|stub|placeholder|example|reference|backup"
    r"|sample|shim))"
)
_NOTE_PART = re.compile(r"[^,;()|\n]+")


def _noted_gone(
    text: str, wanted: AbstractSet[str] | Mapping[str, object]
) -> list[tuple[str, str]]:
    """(fix-said171: hunt139-listnote) The written paths a list item or table row names first
    (:data:`_NOTE_LINE`) whose note has a part saying the file is gone, emptied or moved
    (:data:`_NOTE_GONE`), each with its line. One pass over the lines (linear time)."""
    found: list[tuple[str, str]] = []
    for line in text.split("\n"):
        item = _NOTE_LINE.match(line)
        if item is None or item.group(1) not in wanted:
            continue
        for part in _NOTE_PART.finditer(line, item.end()):
            words = part.group().strip(" \t*_.!`")
            if words and _NOTE_GONE.fullmatch(words):
                found.append((item.group(1), line.strip()))
                break
    return found


#: (fix-said137: hunt125-keptall) The words right after ``both`` (``Both deprecated
#: functions``), a folder after ``all the files`` (``All the files in dist/``), an advice to run
#: a command (``run git stash before pulling``).
_WORDS_AFTER = re.compile(r"\s+((?:[\w-]+\s+){0,2}[\w-]+)")
_FILES_IN = re.compile(r"\s+(?:in|under|inside)\s+[`'\"]?(?:\./)?([\w.-]+(?:/[\w.-]+)*)/?")
_ADVICE_BEFORE = re.compile(r"(?i)\b(?:run|use|try|do|type)\s+`?$")
#: (fix-marks183: hunt142-whatiwrote) ``none of`` / ``not one of`` before the phrase: the
#: sentence says none of the model's files was removed; the model's own work (``what I wrote``,
#: ``my files``) said to be in a place that holds no written file: a folder none is in, or
#: notes, a buffer, a draft, a scratch pad, the clipboard.
_NONE_OF_BEFORE = re.compile(
    r"(?i)\b(?:none|not\s+(?:one|a\s+single\s+one|any)|neither|nothing)\s+of\s+$"
)
_OWN_WORK = re.compile(r"(?i)\bI\b|\bmy\b")
_OWN_WORK_PLACE = re.compile(
    r"(?i)\s+(?:in|to|into|inside|under|on)\s+(?:(?P<folder>[`'\"]?(?:/[\w.-]+)+/?|[\w.-]+/)"
    r"(?=[\s`'\".,;]|$)|(?:the|my|a|that|this)\s+(?:[\w-]+\s+){0,2}?(?:notes?|buffers?"
    r"|scratch\s*pads?|scratch|drafts?|clipboard|memory|sandbox|comments?|chat|notebook"
    r"|gists?|pastebin|snippets?)\b)"
)


def _phrase_of_other(
    sentence: str,
    phrase: re.Match[str],
    wanted: AbstractSet[str] | Mapping[str, object],
    tails: dict[str, list[str]],
) -> bool:
    """(fix-said137: hunt125-keptall) Whether a phrase of :data:`_THE_FILE` in a sentence naming
    no written path speaks of another thing: ``them``, ``those``, ``these`` after a thing
    (:data:`.said_words.THINGS`) and no word for a file (``There were some debug prints; I
    removed them.``), ``both`` before one (``Both deprecated functions were removed.``), ``all
    the files`` in a folder holding no written file (``All the files in dist/ were deleted.``),
    a git command given as advice (``run git stash before pulling``). Each look is bounded."""
    said = phrase.group().lower()
    at = phrase.start()
    if _other_kind(said, wanted):
        return True
    if _NONE_OF_BEFORE.search(sentence, max(0, at - 24), at):
        return True  # (fix-marks183: hunt142-whatiwrote, ``None of my files were removed.``)
    if _OWN_WORK.search(said):
        place = _OWN_WORK_PLACE.match(sentence, phrase.end())
        if place is not None:
            # (fix-marks183: hunt142-whatiwrote) what it wrote elsewhere: ``I deleted what I
            # had written in the scratch buffer``, ``whatever I wrote to /tmp``
            folder = place.group("folder")
            if folder is not None:
                if not tails:
                    tails.update(_tails_of(wanted))
                name = folder.strip("/")
                return name not in wanted and name not in tails
            return True
    if said in ("them", "those", "these"):
        return _thing_not_file(sentence[max(0, at - _REACH) : at])
    if said == "both":
        after = _WORDS_AFTER.match(sentence, phrase.end())
        return after is not None and _thing_not_file(after.group(1))
    if said.endswith("files"):
        folder = _FILES_IN.match(sentence, phrase.end())
        if folder is None:
            return False
        if not tails:
            tails.update(_tails_of(wanted))
        name = folder.group(1)
        return name not in wanted and name not in tails
    if said.startswith("git"):
        return _ADVICE_BEFORE.search(sentence, max(0, at - 12), at) is not None
    return False


#: (fix-said171) The written file named by a pronoun or a noun inside a word of not kept.
_PRONOUN_IN_WORD = re.compile(r"(?i)\b(?:it|the\s+file|this\s+file|that\s+file|the\s+script)\b")


def _moved_onto_other(sentence: str, word: re.Match[str], start: int, end: int) -> bool:
    """(fix-said171: hunt139-renamedwords, mergedgone) Whether the word of not kept ``word``
    names the file by a pronoun (:data:`_PRONOUN_IN_WORD`) and every other file its clause
    ``sentence[start:end]`` names comes after it: the other file is where it went (``I renamed
    it to b.py.``, ``I inlined it into b.py.``, ``The file was folded back into b.py.``), not
    what the words speak of."""
    if _PRONOUN_IN_WORD.search(word.group()) is None:
        return False
    return _FILE_LIKE.search(sentence, start, word.start()) is None


def _program_does(sentence: str, start: int, path: _SaidPath) -> bool:
    """(lead, round 23: hunt124-saidelse) Whether the clause at ``start`` opens with the
    written ``path`` as the subject of a verb in the present: what the program does
    (``a.py reverts the config to defaults``, ``a.py handles the case where the file was
    deleted``), not what happened to the file."""
    if sentence[start : path.start()].strip(" \t`'\";,\u2014\u2013-"):
        return False
    if _said_again(sentence, path):
        return False  # (fix-said159: ``a.py replaces b.py, so I deleted a.py.``)
    if _SAID_IT_AFTER.search(sentence, path.stop, path.stop + 2 * _REACH):
        return False  # (fix-said170: ``a.py removes stale entries, so I removed it.``)
    if _NOW_SETS.match(sentence, path.end()):
        return False  # (fix-said171: ``a.py now sets x to 2.``: a value changed in it)
    return _PROGRAM_DOES.match(sentence, path.end()) is not None


#: (fix-said170: hunt139-conventions) The written file said again by a pronoun or ``the file``
#: after a conjunction and one's own doing (``so I removed it``), in the clause that opens with
#: what it does: the clause says more of it (``... and logs what it removed`` is none).
_SAID_IT_AFTER = re.compile(
    r"(?i)\b(?:so|and|then|therefore|hence|thus|which\s+is\s+why)\b,?\s+(?:then\s+|later\s+"
    r"|afterwards\s+|finally\s+)?(?:I|we)\b[^.;\n]{0,40}?"
    r"\s(?:it|(?:the|this|that)\s+(?:file|script|module))\b(?!['\u2019]s)"
    # (``... and was then removed``: the passive of the same subject)
    r"|\b(?:and|but)\s+(?:was|got|has\s+been|had\s+been|is)\s+(?:(?:then|later|since|also"
    r"|afterwards|subsequently)\s+)*(?:deleted|removed|erased|emptied|renamed|moved|reverted"
    r"|cleared|trashed|discarded|wiped|overwritten|replaced|dropped|purged)\b"
)


#: (fix-said171: hunt139-changedvalue) The written file said to hold another value now.
_NOW_SETS = re.compile(
    r"(?i)[`'\"]?\s+now\s+(?:sets|assigns|defines|has|uses|holds)\s+[\w.]{1,40}\s+(?:to|=|as|of)\s+"
    + _VALUE
)
#: (fix-said171: hunt139-programthen, mixedlang) Where a second clause starts in a sentence
#: that opens with what the program does (``a.py removes stale cache entries, so I removed
#: it.``, ``..., and then I removed it``, ``... and was then removed``, ``..., then I emptied
#: it``): a subject of its own after a comma, ``and``, ``so`` or ``then``, or a passive verb
#: after ``and``. ``a.py deletes temp files and logs what it removed.`` has none.
_PROGRAM_THEN = re.compile(
    r"(?i)(?:,|;|\sand\b|\sso\b|\sthen\b)\s*(?:(?:and|so|but|then|later|afterwards|after\s+that"
    r"|finally|eventually|also)\b,?\s*)*(?:I|we|I've|we've|I'd)\b"
    r"|\sand\s+(?:(?:then|later|since|also|afterwards|subsequently|eventually)\s+)?(?:was|were"
    r"|has|have|got|is|had)\b"
)


#: (fix-said171: hunt139-mixedlang) The file renamed, moved or emptied in other languages, read
#: only in a second clause after what the program does (``..., ich habe es nach lib/
#: verschoben.``): said of a thing (``Die Funktion wurde nach utils.py verschoben.``) they keep.
_FOREIGN_CHANGED = re.compile(
    r"(?i)\brinominat[oaie]\b|\bumbenannt\b|\brenomm[\u00e9e]|\brenombrad[oa]s?\b"
    r"|\brenomead[oa]s?\b|\bverschoben\b|\bd[\u00e9e]plac[\u00e9e]|\bspostat[oaie]\b"
    r"|\bvid[\u00e9e]s?\b|\bgeleert\b|\bvaciad[oa]s?\b|\bsvuotat[oaie]\b|\besvaziad[oa]s?\b"
)


def _foreign_undo(sentence: str, start: int, end: int) -> bool:
    """(fix-said171) Whether ``sentence[start:end]`` says a removal, a move or an emptying in
    another language (:data:`.said_words.FOREIGN_UNDO`, :data:`_FOREIGN_CHANGED`)."""
    return bool(
        said_words.FOREIGN_UNDO.search(sentence, start, end)
        or _FOREIGN_CHANGED.search(sentence, start, end)
    )


def _program_then(sentence: str, at: int, end: int) -> int | None:
    """(fix-said171: hunt139-programthen, mixedlang) Where a second clause starts in the clause
    ``sentence[at:end]`` after what the program does (:data:`_PROGRAM_THEN`), or a part after
    a comma in another language saying the file removed (``a.py removes stale cache entries,
    ich habe es gelöscht.``): the words of not kept there speak of the file, not the program."""
    then = _PROGRAM_THEN.search(sentence, at, end)
    if then is not None:
        return then.start()
    comma = sentence.find(",", at, end)
    if comma >= 0 and _foreign_undo(sentence, comma, end):
        return comma
    return None


def _copied_onto(sentence: str, wanted: AbstractSet[str] | Mapping[str, object]) -> list[str]:
    """(lead, round 23: hunt124-saidcopy) The written paths ``sentence`` says another file, a
    backup or an old copy was copied or moved onto (:data:`_COPIED_ONTO`, ``cp``'s last word:
    :data:`_CP_COMMAND`): what is on disk is that one's content."""
    hits = [m.group("path").removeprefix("./") for m in _COPIED_ONTO.finditer(sentence)]
    hits += [
        m.group("path").removeprefix("./")
        for m in _CP_COMMAND.finditer(sentence)
        if not _cp_in_prose(sentence[m.start() : m.start("path")])
    ]
    for regex in (*_MORE_COPIES, *_COPIED_HERE):
        hits += [m.group("path").removeprefix("./") for m in regex.finditer(sentence)]
    return [path for path in hits if path in wanted]


def _cp_in_prose(words: str) -> bool:
    """(fix-said137: hunt125-keptcp) Whether the words from ``cp`` to the path it would write
    are prose, not a command's arguments: a common English word among them (``Use cp to make a
    backup before editing a.py``, ``cp the env file and start a.py``) or one closing a clause
    (``cp .env.example .env, then start a.py``). ``cp template a.py`` is a command."""
    for word in words.split()[1:]:
        if word.endswith((",", ";", ":")):
            return True
        if word.strip("`'\"").casefold() in said_words.COMMON_ENGLISH:
            return True
    return False


def _inside_abroad(sentence: str, named: list[_SaidPath]) -> bool:
    """(fix-said189: hunt147-saidthings) Whether ``sentence``, a removal in another language
    (:data:`.said_words.FOREIGN_UNDO`, no move), names each written path right after a
    preposition of place (:data:`.said_words.IN_ABROAD`: ``Ich habe den unbenutzten Import aus a.py
    entfernt``, ``J'ai supprimé l'import dans a.py``, ``Я удалил импорт из a.py``) and no word
    of the whole file or its content, nor of all (:data:`.said_words.FOREIGN_ALL`): a thing in
    the file is removed, the file stays."""
    if not all(said_words.IN_ABROAD.search(sentence, max(0, p.at - 12), p.at) for p in named):
        return False
    words = _FILE_LIKE.sub(" ", re.sub(r"`[^`\n]*`", " ", sentence))
    return (
        said_words.FOREIGN_UNDO.search(words) is not None
        and said_words.FOREIGN_MOVED.search(words) is None
        and said_words.FOREIGN_ALL.search(words) is None
        and said_words.WHOLE_ABROAD.search(words) is None
    )


def _said_abroad(
    sentence: str,
    named: list[_SaidPath],
    wanted: AbstractSet[str] | Mapping[str, object],
    *,
    prose: bool = True,
    shown: bool = False,
) -> list[str]:
    """(lead, round 23: hunt124-saidlang) A sentence in another language than English
    (:func:`.said_words.is_english`, its paths and code aside), whose clauses this reader does
    not parse: a word of removal or undo of :data:`.said_words.FOREIGN_UNDO` there speaks of
    the paths it names, or of every written path when it names none (``Removi os dois
    arquivos.``); a sentence naming a written path with no such word keeps it only when it says
    a write (:data:`.said_words.WROTE`): else what it says of the file is not known (``Файл
    a.py перемещён.``), and the file is not kept. ``shown``: see :func:`says_not_kept` (a
    sentence is another language's only when it holds a word of one, and one naming a written
    path refuses it only when it says a write with a negation or a move or rename of it
    (:data:`.said_words.FOREIGN_MOVED`): an answer's closing words in its own language,
    ``运行 app.py 即可。``, speak of the file just shown)."""
    words = _FILE_LIKE.sub(" ", re.sub(r"`[^`\n]*`", " ", sentence))
    paths = list(dict.fromkeys(m.group(1) for m in named))
    if (
        shown
        and paths
        and (said_words.FOREIGN_UNDO.search(words) or said_words.FOREIGN_MOVED.search(words))
    ):
        return paths  # (whatever the language: "Ich habe a.py in b.py umbenannt.")
    if said_words.is_english(words, prose=prose, unknown=shown):
        return []
    if said_words.FOREIGN_UNDO.search(words):
        return paths or list(wanted)
    wrote = said_words.WROTE.search(words) is not None
    if shown and not wrote:
        # (a move or a rename of a file it names still says it is not left at its path)
        return paths if said_words.FOREIGN_MOVED.search(words) else []
    if paths and (not wrote or said_words.FOREIGN_NOT.search(words)):
        # (lead, round 23: hunt125-langnot) a write said with a negation, "a.py не
        # сохранился", "a.py não foi salvo", "a.py 没有保存": not saved
        return paths
    return []
