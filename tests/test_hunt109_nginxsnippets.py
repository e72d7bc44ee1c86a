"""hunt109: a real nginx snippet, a file of ``location`` blocks made to be included inside a
``server`` block (Debian's ``/etc/nginx/snippets/``, ``includes/``, ``locations/``), refused
as a part.

fix-yaml98 reads a config its tool refuses by shape as a part: a ``location`` at the top level
of an nginx ``.conf`` "belongs in a server block". A snippet is never loaded at the top level:
``include snippets/letsencrypt.conf;`` inside ``server {}`` is how it is used, and a file of
its own under ``snippets/`` is the common shape (certbot/Let's Encrypt's acme-challenge
snippet, a PHP-FPM snippet, a deny-dotfiles snippet). Usable at BASE bbc0a3cb.

Expected by hand from what the model meant: each file is a whole snippet: usable and exact."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "nginx/snippets/letsencrypt.conf",
            "location ^~ /.well-known/acme-challenge/ {\n"
            '    default_type "text/plain";\n    root /var/www/letsencrypt;\n}\n',
            id="snippets-letsencrypt",
        ),
        pytest.param(
            "etc/nginx/snippets/letsencrypt.conf",
            "location ^~ /.well-known/acme-challenge/ {\n"
            '    default_type "text/plain";\n    root /var/www/letsencrypt;\n}\n',
            id="etc-nginx-snippets-letsencrypt",
        ),
        pytest.param(
            "nginx/snippets/deny-dotfiles.conf",
            "location ~ /\\. {\n    deny all;\n}\n",
            id="snippets-deny-dotfiles",
        ),
        pytest.param(
            "nginx/includes/php.conf",
            "location ~ \\.php$ {\n    include fastcgi_params;\n"
            "    fastcgi_pass unix:/run/php/php8.2-fpm.sock;\n}\n",
            id="includes-php-fpm",
        ),
        pytest.param(
            "nginx/locations/api.conf",
            "location /api/ {\n    proxy_pass http://api:8000/;\n}\n\n"
            "location /ws/ {\n    proxy_pass http://api:8000/ws/;\n"
            "    proxy_http_version 1.1;\n}\n",
            id="locations-api-two-blocks",
        ),
    ],
)
def test_an_nginx_snippet_of_locations_is_whole(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, result.diagnostics
    assert files_of(result) == [(path, content)]


def test_guard_snippet_without_location_is_whole() -> None:
    content = "ssl_protocols TLSv1.2 TLSv1.3;\nssl_prefer_server_ciphers on;\n"
    result = parse_response(native_answer("nginx/snippets/ssl-params.conf", content.rstrip()))
    assert files_of(result) == [("nginx/snippets/ssl-params.conf", content)]
