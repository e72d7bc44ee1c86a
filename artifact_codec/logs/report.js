"use strict";
(function () {
  const data = JSON.parse(document.getElementById("report-data").textContent);
  const responses = data.responses;
  const ROW = 26, EXTRA = 8, TAB = 4;
  const colours = STATUS_COLOURS;
  const $ = (id) => document.getElementById(id);
  const el = (tag, cls, text) => {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  };
  const viewport = $("viewport"), spacer = $("spacer");
  let shown = responses.map((_, i) => i);
  let selected = -1;

  function firstProblem(r) {  // the error that explains the status, as the CLI prints it
    const wanted = data.causes[r.status];
    for (const d of r.diagnostics) if (d[2] === "error" && d[3] === wanted) return d;
    for (const d of r.diagnostics) if (d[2] === "error") return d;
    return r.diagnostics.length ? r.diagnostics[0] : null;
  }
  function where(r) { return r.line === null || r.line === undefined ? r.source : r.source + ":" + r.line; }
  function files(r) { return r.expected !== null && r.expected !== r.found ? r.found + " of " + r.expected : String(r.found); }
  function haystack(r) {
    if (r._hay === undefined) {
      const parts = [where(r), r.id || "", r.paths.join(" "), r.partial || ""];
      for (const d of r.diagnostics) parts.push(d[3], d[4]);
      r._hay = parts.join(" ").toLowerCase();
    }
    return r._hay;
  }

  function fill(select, names, counts) {
    for (const name of names) {
      if (!counts[name]) continue;
      const option = el("option", null, name + " (" + counts[name] + ")");
      option.value = name;
      select.appendChild(option);
    }
  }
  const statusCounts = {}, formatCounts = {};
  for (const r of responses) {
    statusCounts[r.status] = (statusCounts[r.status] || 0) + 1;
    formatCounts[r.format] = (formatCounts[r.format] || 0) + 1;
  }
  fill($("filter-status"), data.statuses, statusCounts);
  fill($("filter-format"), data.formats, formatCounts);

  function applyFilters() {
    const status = $("filter-status").value, format = $("filter-format").value;
    const text = $("filter-text").value.trim().toLowerCase();
    shown = [];
    for (let i = 0; i < responses.length; i++) {
      const r = responses[i];
      if (status === "!usable" ? r.usable : status && r.status !== status) continue;
      if (format && r.format !== format) continue;
      if (text && !haystack(r).includes(text)) continue;
      shown.push(i);
    }
    $("shown").textContent = "showing " + shown.length + " of " + responses.length;
    spacer.style.height = shown.length * ROW + "px";
    viewport.scrollTop = 0;
    render();
  }

  let pending = false;
  function render() {
    pending = false;
    for (const row of Array.from(viewport.querySelectorAll(".row"))) row.remove();
    const first = Math.max(0, Math.floor(viewport.scrollTop / ROW) - EXTRA);
    const last = Math.min(shown.length, Math.ceil((viewport.scrollTop + viewport.clientHeight) / ROW) + EXTRA);
    const frag = document.createDocumentFragment();
    for (let k = first; k < last; k++) {
      const index = shown[k], r = responses[index];
      const row = el("div", "row" + (index === selected ? " selected" : ""));
      row.style.top = k * ROW + "px";
      row.dataset.index = String(index);
      row.appendChild(el("span", null, index + 1));
      row.appendChild(el("span", null, where(r))).title = where(r);
      row.appendChild(el("span", null, r.id || ""));
      const cell = el("span");
      const badge = el("span", "status", r.status);
      badge.style.background = colours[r.status] || "#5c6bc0";
      cell.appendChild(badge);
      row.appendChild(cell);
      row.appendChild(el("span", null, r.format));
      row.appendChild(el("span", r.usable ? null : "unusable", files(r)));
      const problem = firstProblem(r);
      const message = problem ? problem[4] : "";
      row.appendChild(el("span", null, message)).title = message;
      frag.appendChild(row);
    }
    viewport.appendChild(frag);
  }
  viewport.addEventListener("scroll", () => {
    if (!pending) { pending = true; requestAnimationFrame(render); }
  });
  viewport.addEventListener("click", (event) => {
    const row = event.target.closest(".row");
    if (row) open(Number(row.dataset.index));
  });

  function visualColumn(line, column) {
    let width = 0;
    for (let i = 0; i < column - 1 && i < line.length; i++) width = line[i] === "\t" ? width + TAB - (width % TAB) : width + 1;
    return width + Math.max(0, column - 1 - line.length);
  }

  function open(index) {
    selected = index;
    const r = responses[index];
    $("detail").hidden = false;
    $("detail-title").textContent = "#" + (index + 1) + " " + where(r) + (r.id ? " [" + r.id + "]" : "");
    const count = r.expected === null ? r.found : r.expected;
    let summary = r.status + " (" + r.format + "), " + files(r) + " file" + (count === 1 ? "" : "s");
    if (r.partial) summary += ", partial " + r.partial;
    $("detail-summary").textContent = summary;
    const list = $("detail-files");
    list.replaceChildren();
    for (const path of r.paths) list.appendChild(el("li", null, path));
    if (r.partial) list.appendChild(el("li", "unusable", r.partial + " (cut off: not among the files)"));
    if (!r.paths.length && !r.partial) list.appendChild(el("li", null, "none"));
    const diagnostics = $("detail-diagnostics");
    diagnostics.replaceChildren();
    for (const d of r.diagnostics) {
      const item = el("li", "severity-" + d[2], (d[0] ? d[0] + ":" + d[1] + " " : "") + d[2] + " [" + d[3] + "] " + d[4]);
      item.dataset.line = String(d[0]);
      diagnostics.appendChild(item);
    }
    if (!r.diagnostics.length) diagnostics.appendChild(el("li", null, "none"));
    const box = $("detail-text");
    box.replaceChildren();
    if (r.text === null || r.text === undefined) {
      $("detail-note").textContent = r.status === "clean" ? "clean: the text is not kept in the report" : "the text is not available";
    } else {
      $("detail-note").textContent = r.left_out ? "the first " + r.text.length + " characters (" + r.left_out + " more not kept)" : "";
      const lines = r.text.split("\n");
      const marks = new Map();
      for (const d of r.diagnostics) {
        if (!d[0]) continue;
        const at = Math.min(d[0], lines.length);
        if (!marks.has(at)) marks.set(at, []);
        marks.get(at).push(d);
      }
      const frag = document.createDocumentFragment();
      lines.forEach((text, i) => {
        const number = i + 1, line = el("div", "line" + (marks.has(number) ? " marked" : ""));
        line.id = "text-line-" + number;
        line.appendChild(el("span", "no", number));
        line.appendChild(el("span", "code", text));
        frag.appendChild(line);
        for (const d of marks.get(number) || []) {
          const marker = el("div", "marker " + d[2]);
          marker.appendChild(el("span", "no", ""));
          marker.appendChild(el("span", null, " ".repeat(visualColumn(text, d[1])) + "^ " + d[2] + " [" + d[3] + "] " + d[4]));
          frag.appendChild(marker);
        }
      });
      box.appendChild(frag);
    }
    render();
    $("detail").scrollIntoView();
  }
  $("detail-diagnostics").addEventListener("click", (event) => {
    const item = event.target.closest("li");
    const line = item && document.getElementById("text-line-" + item.dataset.line);
    if (line) line.scrollIntoView({block: "center"});
  });
  $("detail-close").addEventListener("click", () => { $("detail").hidden = true; selected = -1; render(); });
  document.addEventListener("keydown", (event) => { if (event.key === "Escape") $("detail-close").click(); });
  for (const id of ["filter-status", "filter-format"]) $(id).addEventListener("change", applyFilters);
  $("filter-text").addEventListener("input", applyFilters);
  for (const bar of document.querySelectorAll(".chart .bar")) {
    bar.addEventListener("click", () => {
      if (bar.dataset.status) $("filter-status").value = bar.dataset.status;
      if (bar.dataset.format) $("filter-format").value = bar.dataset.format;
      applyFilters();
    });
  }
  applyFilters();
  window.reportReady = performance.now();
})();
