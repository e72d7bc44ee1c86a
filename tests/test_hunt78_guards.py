"""hunt78: real-looking whole pages and scripts of fix-pages42's area (Hugo layouts, Handlebars
and Blade views, WordPress templates, React components with template strings, Go files with doc
comments) that hold comments for real reasons: usable and exact."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_HUGO = """<!DOCTYPE html>
<html lang="{{ site.Language.LanguageCode }}">
<head>
  {{- partial "head.html" . -}}
  {{/* Custom styles are appended by the theme */}}
</head>
<body class="{{ .Type }}">
  {{- partial "header.html" . -}}
  <main id="content">
    {{- block "main" . }}{{- end }}
  </main>
  {{- /* The footer holds the copyright line */ -}}
  {{- partial "footer.html" . -}}
</body>
</html>
"""

_HBS = """<section class="posts">
  {{!-- Each post is rendered by the post partial --}}
  {{#each posts}}
    {{> post this}}
  {{else}}
    <p>No posts yet.</p>
  {{/each}}
  {{! pagination below }}
  <nav class="pagination">{{pagination}}</nav>
</section>
"""

_WP = """<?php
/**
 * The template for displaying all pages.
 *
 * @package Starter
 */

get_header();
?>

  <main id="primary" class="site-main">
    <?php
    while ( have_posts() ) :
        the_post();
        get_template_part( 'template-parts/content', 'page' );
    endwhile; // End of the loop.
    ?>
  </main><!-- #main -->

<?php
get_sidebar();
get_footer();
"""

_BLADE = """@extends('layouts.app')

@section('content')
  {{-- The form posts to the store route --}}
  <form method="POST" action="{{ route('posts.store') }}">
    @csrf
    <input name="title" value="{{ old('title') }}">
    <button type="submit">Save</button>
  </form>
@endsection
"""

_REACT = """import Header from './Header';
import Footer from './Footer';

const escape = (s) => s.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);

export default function Page({ title, body }) {
  const html = `<h1>${escape(title)}</h1>`;
  return (
    <>
      {/* Header and Footer are shared by every page */}
      <Header />
      <article dangerouslySetInnerHTML={{ __html: html + escape(body) }} />
      <Footer />
    </>
  );
}
"""

_GO = """package store

import "errors"

// ErrNotFound is returned by Get and Delete when the key is absent.
var ErrNotFound = errors.New("not found")

// Get returns the value of key.
func (s *Store) Get(key string) (string, error) {
\tv, ok := s.m[key]
\tif !ok {
\t\treturn "", ErrNotFound
\t}
\treturn v, nil
}
"""


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("layouts/_default/baseof.html", _HUGO, id="hugo-baseof"),
        pytest.param("views/posts.hbs", _HBS, id="handlebars-view"),
        pytest.param("views/posts.html", _HBS, id="handlebars-view-as-html"),
        pytest.param("page.php", _WP, id="wordpress-page"),
        pytest.param("resources/views/posts/create.blade.php", _BLADE, id="blade-form"),
        pytest.param("src/Page.jsx", _REACT, id="react-template-strings"),
        pytest.param("store/store.go", _GO, id="go-doc-comments"),
    ],
)
def test_a_real_page_or_script_stays_whole(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]
