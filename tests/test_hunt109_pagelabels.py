"""hunt109: a real whole page whose comment labels the element right under it by a
description, not by a word of its markup (``<!-- Google Analytics (unchanged) -->`` over the
gtag snippet), refused since fix-pages97.

fix-pages97 reads a page comment of "a state and a name the page lacks" as a note for markup
left out; a comment that heads the element under it names it as a person would ("Google
Analytics", "tracking code", "GDPR notice", "mobile menu toggle"), and those words are no word
of the snippet (``googletagmanager``, ``gtag``, ``cc-banner``, ``burger``). The element the
comment describes is right there. Usable at BASE bbc0a3cb.

Expected by hand from what the model meant: each page is whole, the comment a label of the
element under it: usable and exact."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_GA = (
    '  <script async src="https://www.googletagmanager.com/gtag/js?id=G-XXXX"></script>\n'
    "  <script>\n    window.dataLayer = window.dataLayer || [];\n"
    "    function gtag(){dataLayer.push(arguments);}\n    gtag('js', new Date());\n"
    "    gtag('config', 'G-XXXX');\n  </script>\n"
)
_HEAD = (
    '<!DOCTYPE html>\n<html lang="en">\n<head>\n  <meta charset="utf-8">\n'
    "  <title>Home</title>\n{}</head>\n<body>\n  <h1>Hello</h1>\n</body>\n</html>\n"
)
_BANNER = (
    "<!DOCTYPE html>\n<html>\n<body>\n  <h1>Hello</h1>\n  {}\n"
    '  <div id="cc-banner" class="cc">We use cookies. <button>OK</button></div>\n'
    "</body>\n</html>\n"
)
_NAV = (
    '<template>\n  <nav class="navbar">\n    {}\n'
    '    <button class="burger" @click="open = !open">☰</button>\n'
    '    <ul :class="{{ open }}"><li><a href="/">Home</a></li></ul>\n  </nav>\n</template>\n\n'
    "<script setup>\nimport {{ ref }} from 'vue'\nconst open = ref(false)\n</script>\n"
)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "public/index.html",
            _HEAD.format("  <!-- Google Analytics (unchanged) -->\n" + _GA),
            id="google-analytics-unchanged-over-gtag",
        ),
        pytest.param(
            "public/index.html",
            _HEAD.format(
                "  <!-- Global site tag (gtag.js) - Google Analytics: keep unchanged -->\n" + _GA
            ),
            id="global-site-tag-keep-unchanged",
        ),
        pytest.param(
            "public/index.html",
            _HEAD.format("  <!-- Analytics snippet: same as before -->\n" + _GA),
            id="analytics-snippet-same-as-before",
        ),
        pytest.param(
            "public/index.html",
            _HEAD.format("  <!-- Tracking code kept as is -->\n" + _GA),
            id="tracking-code-kept-as-is",
        ),
        pytest.param(
            "public/index.html",
            _BANNER.format("<!-- GDPR notice unchanged -->"),
            id="gdpr-notice-unchanged-over-banner",
        ),
        pytest.param(
            "public/index.html",
            _BANNER.format("<!-- consent popup: unchanged -->"),
            id="consent-popup-unchanged-over-banner",
        ),
        pytest.param(
            "src/components/NavBar.vue",
            _NAV.format("<!-- Mobile menu toggle unchanged -->"),
            id="vue-mobile-menu-toggle-unchanged",
        ),
        pytest.param(
            "src/components/NavBar.vue",
            _NAV.format("<!-- Hamburger button: same as before -->"),
            id="vue-hamburger-button-same-as-before",
        ),
    ],
)
def test_a_label_over_the_element_it_describes_is_whole(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, result.diagnostics
    assert files_of(result) == [(path, content)]
