# ruff: noqa: E501
"""hunt93 guards: real whole pages and templates (the Bootstrap 5 starter, HTML5 Boilerplate,
the Vue CLI App.vue and HelloWorld.vue, Jinja's documented layout/child templates, a Django admin
base_site override, a SvelteKit page) whose comments speak of parts present or inherited.

Expected by hand: each is a whole file as written: usable and exact."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_PAGES = {
    "bootstrap5-starter": (
        "index.html",
        """<!doctype html>
<html lang="en">
  <head>
    <!-- Required meta tags -->
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">

    <!-- Bootstrap CSS -->
    <link href="https://cdn.jsdelivr.net/npm/bootstrap@5.0.2/dist/css/bootstrap.min.css" rel="stylesheet">

    <title>Hello, world!</title>
  </head>
  <body>
    <h1>Hello, world!</h1>

    <!-- Optional JavaScript; choose one of the two! -->

    <!-- Option 1: Bootstrap Bundle with Popper -->
    <script src="https://cdn.jsdelivr.net/npm/bootstrap@5.0.2/dist/js/bootstrap.bundle.min.js"></script>

    <!-- Option 2: Separate Popper and Bootstrap JS -->
    <!--
    <script src="https://cdn.jsdelivr.net/npm/@popperjs/core@2.9.2/dist/umd/popper.min.js"></script>
    <script src="https://cdn.jsdelivr.net/npm/bootstrap@5.0.2/dist/js/bootstrap.min.js"></script>
    -->
  </body>
</html>
""",
    ),
    "h5bp": (
        "index.html",
        """<!doctype html>
<html class="no-js" lang="">
<head>
  <meta charset="utf-8">
  <title></title>
  <link rel="stylesheet" href="css/style.css">
</head>
<body>

  <!-- Add your site or application content here -->
  <p>Hello world! This is HTML5 Boilerplate.</p>
  <script src="js/vendor/modernizr-3.11.2.min.js"></script>
  <script src="js/plugins.js"></script>
  <script src="js/main.js"></script>

  <!-- Google Analytics: change UA-XXXXX-Y to be your site's ID. -->
  <script>
    window.ga = function () { ga.q.push(arguments) }; ga.q = []; ga.l = +new Date;
    ga('create', 'UA-XXXXX-Y', 'auto'); ga('set', 'anonymizeIp', true); ga('set', 'transport', 'beacon'); ga('send', 'pageview')
  </script>
  <script src="https://www.google-analytics.com/analytics.js" async></script>
</body>
</html>
""",
    ),
    "vue-cli-app": (
        "src/App.vue",
        """<template>
  <img alt="Vue logo" src="./assets/logo.png">
  <HelloWorld msg="Welcome to Your Vue.js App"/>
</template>

<script>
import HelloWorld from './components/HelloWorld.vue'

export default {
  name: 'App',
  components: {
    HelloWorld
  }
}
</script>

<style>
#app {
  font-family: Avenir, Helvetica, Arial, sans-serif;
  text-align: center;
  color: #2c3e50;
  margin-top: 60px;
}
</style>
""",
    ),
    "vue-helloworld-scoped": (
        "src/components/HelloWorld.vue",
        """<template>
  <div class="hello">
    <h1>{{ msg }}</h1>
  </div>
</template>

<script>
export default {
  name: 'HelloWorld',
  props: {
    msg: String
  }
}
</script>

<!-- Add "scoped" attribute to limit CSS to this component only -->
<style scoped>
h3 {
  margin: 40px 0 0;
}
a {
  color: #42b983;
}
</style>
""",
    ),
    "jinja-layout-example": (
        "templates/layout.html",
        """<!doctype html>
<html>
  <head>
    {% block head %}
    <link rel="stylesheet" href="style.css" />
    <title>{% block title %}{% endblock %} - My Webpage</title>
    {% endblock %}
  </head>
  <body>
    <div id="content">{% block content %}{% endblock %}</div>
    <div id="footer">
      {% block footer %}
      &copy; Copyright 2008 by <a href="http://domain.invalid/">you</a>.
      {% endblock %}
    </div>
  </body>
</html>
""",
    ),
    "jinja-child-example": (
        "templates/child.html",
        """{% extends "base.html" %}
{% block title %}Index{% endblock %}
{% block head %}
    {{ super() }}
    <style type="text/css">
        .important { color: #336699; }
    </style>
{% endblock %}
{% block content %}
    {# the header and sidebar come from base.html unchanged #}
    <h1>Index</h1>
    <p class="important">
      Welcome to my awesome homepage.
    </p>
{% endblock %}
""",
    ),
    "jinja-child-super": (
        "templates/child.html",
        """{% extends "base.html" %}
{% block sidebar %}
    {# keep the parent's sidebar #}
    {{ super() }}
    <h3>Table Of Contents</h3>
{% endblock %}
""",
    ),
    "django-admin-like": (
        "templates/admin/base_site.html",
        """{% extends "admin/base.html" %}

{% block title %}{% if subtitle %}{{ subtitle }} | {% endif %}{{ title }} | {{ site_title|default:_('Django site admin') }}{% endblock %}

{% block branding %}
<div id="site-name"><a href="{% url 'admin:index' %}">{{ site_header|default:_('Django administration') }}</a></div>
{% if user.is_anonymous %}
  {% include "admin/color_theme_toggle.html" %}
{% endif %}
{% endblock %}

{% block nav-global %}{% endblock %}
""",
    ),
    "svelte-kit-page": (
        "src/routes/+page.svelte",
        """<script>
	import Counter from './Counter.svelte';
	import welcome from '$lib/images/svelte-welcome.webp';
</script>

<svelte:head>
	<title>Home</title>
</svelte:head>

<section>
	<h1>
		<span class="welcome">
			<picture>
				<img src={welcome} alt="Welcome" />
			</picture>
		</span>
		to your new<br />SvelteKit app
	</h1>

	<!-- the Counter component is unchanged -->
	<Counter />
</section>
""",
    ),
}


@pytest.mark.parametrize("name", sorted(_PAGES))
def test_guard_a_real_whole_page_is_written_exact(name: str) -> None:
    path, content = _PAGES[name]
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, [str(d) for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]
