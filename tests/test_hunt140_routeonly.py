"""hunt140: a short lead saying the block is one route of an Express server ("Only the login
route:", "The /login route only:", "Just the login endpoint:"), before a block labelled
``server.js`` that holds that route alone (``app`` and ``login`` defined nowhere in it).
fix-lead162 reads no route or endpoint as a part ("Only the handler:" is read today). The base
b8cdcaa1 wrote them whole too: not regressions.

Expected by hand from what the model meant: server.js also creates ``app``, imports ``login``,
holds other routes and listens; the lead says the block is one route: written as the whole
server.js it deletes the rest (not usable)."""

from __future__ import annotations

import pytest
from meant import refused

_ROUTE = (
    "app.post('/login', async (req, res) => {\n  const user = await login(req.body);\n"
    "  res.json(user);\n});\n"
)


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Only the login route:", id="only-the-route"),
        pytest.param("The /login route only:", id="path-route-only"),
        pytest.param("Just the POST /login route:", id="just-the-method-route"),
        pytest.param("Only the route:", id="only-the-route-bare"),
        pytest.param("Only the endpoint:", id="only-the-endpoint"),
        pytest.param("Just the login endpoint:", id="just-the-endpoint"),
        pytest.param("Here's only the login route:", id="heres-only-the-route"),
        pytest.param("Login route only:", id="route-only"),
        pytest.param("Only the handler:", id="guard-only-the-handler"),
    ],
)
def test_a_lead_naming_one_route_refuses(prose: str) -> None:
    refused(f"{prose}\n\n`server.js`:\n\n```javascript\n{_ROUTE}```\n")
