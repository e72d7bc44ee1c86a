"""hunt140: a short lead saying the block is one component or the markup of a React page
("Only the Home component:", "The Home component only:", "Just the markup:", "Only the default
export:"), before a block labelled ``app/page.jsx`` holding the Home component alone, which
renders ``<Hero />`` and ``<Footer />`` that it neither defines nor imports. fix-lead162 reads a
component, the markup, the JSX or the default export as no part. The base b8cdcaa1 wrote them
whole too: not regressions.

Expected by hand from what the model meant: the page also defines (or imports) Hero and Footer;
the lead says the block is only Home: written as the whole app/page.jsx it deletes them (not
usable)."""

from __future__ import annotations

import pytest
from meant import refused

_HOME = (
    "export default function Home() {\n  return (\n    <main>\n      <Hero />\n"
    "      <Footer />\n    </main>\n  );\n}\n"
)


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Only the Home component:", id="only-the-component"),
        pytest.param("Just the Home component:", id="just-the-component"),
        pytest.param("The Home component only:", id="component-only"),
        pytest.param("Only the page component:", id="only-the-page-component"),
        pytest.param("Only the default export:", id="only-the-default-export"),
        pytest.param("Only the JSX:", id="only-the-jsx"),
        pytest.param("Just the markup:", id="just-the-markup"),
        pytest.param("Only the return block:", id="only-the-return-block"),
    ],
)
def test_a_lead_naming_one_component_refuses(prose: str) -> None:
    refused(f"{prose}\n\n`app/page.jsx`:\n\n```jsx\n{_HOME}```\n")
