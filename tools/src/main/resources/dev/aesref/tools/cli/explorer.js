// The aesref explorer: draws the traces embedded in this page (the JSON of `aesref trace --json`)
// as inline SVG and tables. No network, no library. Every number shown comes from that JSON.
"use strict";
(function () {
  const data = JSON.parse(document.getElementById("trace-data").textContent);
  const SVG = "http://www.w3.org/2000/svg";

  function el(name, attrs, text) {
    const e = name.startsWith("svg:") ? document.createElementNS(SVG, name.slice(4)) : document.createElement(name);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function bytesOf(hex) {
    const out = [];
    for (let i = 0; i < hex.length; i += 2) out.push(hex.slice(i, i + 2));
    return out;
  }

  // The FIPS-197 state as a 4x4 grid: byte k in row k % 4, column k / 4 (section 3.4).
  function stateGrid(hex, marked) {
    const svg = el("svg:svg", { width: 4 * 34 + 2, height: 4 * 26 + 2, class: "state", role: "img" });
    bytesOf(hex).forEach((b, k) => {
      const x = 1 + 34 * Math.floor(k / 4), y = 1 + 26 * (k % 4);
      svg.appendChild(el("svg:rect", { x: x, y: y, width: 32, height: 24, class: marked && marked[k] ? "cell differs" : "cell" }));
      svg.appendChild(el("svg:text", { x: x + 16, y: y + 17, class: "byte", "data-pos": k }, b));
    });
    return svg;
  }

  // nohw's 32 words as 32 rows of 64 bits, read from the trace's grid lines ("w[ 0] 0 0 .... 1...").
  function bitGrid(lines) {
    const rows = lines.filter(l => l.trim().startsWith("w["));
    const svg = el("svg:svg", { width: 64 * 9 + 60, height: rows.length * 10 + 16, class: "bits", role: "img" });
    for (let c = 0; c < 4; c++) {
      svg.appendChild(el("svg:text", { x: 36 + 150 * c, y: 9, class: "label" }, "column " + c + ", blocks 0..15"));
    }
    rows.forEach((line, w) => {
      const bits = line.trim().split(/\s+/).slice(-4).join("");
      svg.appendChild(el("svg:text", { x: 0, y: 16 + 10 * w + 8, class: "label" }, "w[" + w + "]"));
      for (let p = 0; p < bits.length; p++) {
        svg.appendChild(el("svg:rect", { x: 36 + 9 * p + 6 * Math.floor(p / 16), y: 16 + 10 * w, width: 8, height: 8,
          class: bits[p] === "1" ? "bit one" : "bit" }));
      }
    });
    return svg;
  }

  // vpaes: which FIPS byte each lane holds, drawn as lines from lane to state position.
  function laneLinks(lines) {
    const lanes = lines.find(l => l.startsWith("lane byte")), fips = lines.find(l => l.startsWith("FIPS byte"));
    if (!lanes || !fips) return null;
    const values = lanes.slice(9).trim().split(/\s+/), where = fips.slice(9).trim().split(/\s+/).map(Number);
    const svg = el("svg:svg", { width: 16 * 30 + 10, height: 96, class: "links", role: "img" });
    values.forEach((v, lane) => {
      svg.appendChild(el("svg:text", { x: 15 + 30 * lane, y: 14, class: "byte lane" }, v));
      svg.appendChild(el("svg:line", { x1: 15 + 30 * lane, y1: 20, x2: 15 + 30 * where[lane], y2: 72, class: "link" }));
      svg.appendChild(el("svg:text", { x: 15 + 30 * lane, y: 88, class: "label" }, String(lane)));
    });
    return svg;
  }

  // hwmodel's instructions one under the other: what each does to xmm0, with which key register.
  function dataFlow(trace) {
    const box = el("section", { class: "flow" });
    box.appendChild(el("h3", {}, "AES-NI: one instruction per round"));
    const svg = el("svg:svg", { width: 1000, height: trace.steps.length * 44 + 4, class: "flow", role: "img" });
    trace.steps.forEach((s, i) => {
      const y = 2 + 44 * i;
      const reg = (s.engineForm[0] || "").replace(/\s+\(bits.*$/, "");
      const key = (s.engineForm[1] || "").replace(/\s+\(bits.*$/, "");
      if (i > 0) svg.appendChild(el("svg:line", { x1: 450, y1: y - 24, x2: 450, y2: y, class: "arrow" }));
      svg.appendChild(el("svg:text", { x: 0, y: y + 14, class: "instr" }, s.step));
      svg.appendChild(el("svg:rect", { x: 290, y: y, width: 320, height: 20, class: "reg" }));
      svg.appendChild(el("svg:text", { x: 296, y: y + 14, class: "regtext" }, reg));
      if (key) svg.appendChild(el("svg:text", { x: 620, y: y + 14, class: "keytext" }, key));
    });
    box.appendChild(svg);
    return box;
  }

  function engineSection(name, trace, extra) {
    const box = el("section", { class: "engine", "data-engine": name });
    box.appendChild(el("h3", {}, name));
    const nav = el("p", { class: "stepper" });
    const prev = el("button", { type: "button" }, "previous"), next = el("button", { type: "button" }, "next");
    const where = el("span", { class: "where" });
    nav.append(prev, " ", next, " ", where);
    box.appendChild(nav);
    const steps = trace.steps.map((s, i) => {
      const sec = el("div", { class: "step", "data-name": "round[" + String(s.round).padStart(2, " ") + "]." + s.label, "data-index": i });
      sec.appendChild(el("p", { class: "what" }, "round[" + String(s.round).padStart(2, " ") + "]." + s.label + "  " + s.step
        + (s.matches ? "  = spec" : "  DIFFERS from spec")));
      const marked = s.spec ? bytesOf(s.fips).map((b, k) => b !== bytesOf(s.spec)[k]) : null;
      sec.appendChild(stateGrid(s.fips, marked));
      const more = extra ? extra(s) : null;
      if (more) sec.appendChild(more);
      if (s.engineForm.length > 0) sec.appendChild(el("pre", { class: "form" }, s.engineForm.join("\n")));
      box.appendChild(sec);
      return sec;
    });
    let at = 0;
    function show() {
      steps.forEach((s, i) => { s.hidden = i !== at; });
      where.textContent = "step " + (at + 1) + " of " + steps.length;
    }
    prev.addEventListener("click", () => { at = Math.max(0, at - 1); show(); });
    next.addEventListener("click", () => { at = Math.min(steps.length - 1, at + 1); show(); });
    box.showStep = i => { at = Math.max(0, Math.min(steps.length - 1, i)); show(); };
    show();
    return box;
  }

  function driverSection(name, trace) {
    const box = el("section", { class: "driver", "data-driver": name });
    box.appendChild(el("h3", {}, name + ": " + trace.models));
    box.appendChild(el("p", {}, "counter block " + trace.iv + ", " + trace.blocks + " blocks of zeros"));
    const table = el("table", { class: "lanes" });
    const head = el("tr");
    ["batch", "block", "register", "counter block (from the keystream)", "check"].forEach(h => head.appendChild(el("th", {}, h)));
    table.appendChild(head);
    trace.batches.forEach((b, i) => {
      const row = el("tr", { class: "batch" });
      row.appendChild(el("td", { colspan: 5 }, "batch " + (i + 1) + ": " + b.path + "; " + b.shape));
      table.appendChild(row);
      b.lanes.forEach(l => {
        const tr = el("tr", { class: l.matches ? "lane" : "lane differs", "data-block": l.block });
        tr.append(el("td", {}, ""), el("td", {}, String(l.block)), el("td", {}, l.register),
          el("td", { class: "counter" }, l.counter), el("td", {}, l.matches ? "ok" : "differs"));
        table.appendChild(tr);
        trace.events.filter(e => e.afterBlock === l.block).forEach(e => {
          const ev = el("tr", { class: "event" });
          ev.appendChild(el("td", { colspan: 5 }, e.what));
          table.appendChild(ev);
        });
      });
    });
    box.appendChild(table);
    return box;
  }

  function keysSection(trace) {
    const box = el("section", { class: "keys" });
    const table = el("table", { class: "keys" });
    const head = el("tr");
    ["round", "value", "how the engine makes it", "check"].forEach(h => head.appendChild(el("th", {}, h)));
    table.appendChild(head);
    trace.steps.forEach(s => {
      const tr = el("tr", { "data-name": "round[" + String(s.round).padStart(2, " ") + "]." + s.label });
      tr.append(el("td", {}, s.label + " " + s.round), el("td", { class: "key" }, s.fips), el("td", {}, s.step),
        el("td", {}, s.matches ? "= spec" : "differs"));
      table.appendChild(tr);
    });
    box.appendChild(table);
    return box;
  }

  const views = {
    rounds: () => Object.keys(data.engines).map(n => engineSection(n, data.engines[n])),
    bitslice: () => [engineSection("nohw", data.engines.nohw, s => bitGrid(s.engineForm))],
    vpaes: () => [engineSection("vpaes", data.engines.vpaes, s => laneLinks(s.engineForm))],
    aesni: () => [dataFlow(data.engines.hwmodel), engineSection("hwmodel", data.engines.hwmodel)],
    ctr: () => Object.keys(data.drivers).map(n => driverSection(n, data.drivers[n])),
    keys: () => [keysSection(data.keys)],
  };
  const main = document.getElementById("views");
  for (const [name, make] of Object.entries(views)) {
    const view = el("div", { class: "view", id: "view-" + name });
    make().forEach(part => view.appendChild(part));
    main.appendChild(view);
  }
  // #name or #name/N: the view, and step N (from 1) in each of its engines.
  function route() {
    const [name, step] = (location.hash || "#rounds").slice(1).split("/");
    const shown = views[name] ? name : "rounds";
    for (const v of main.children) {
      v.hidden = v.id !== "view-" + shown;
      if (!v.hidden && step) v.querySelectorAll("section.engine").forEach(e => e.showStep(Number(step) - 1));
    }
  }
  window.addEventListener("hashchange", route);
  route();
  document.body.setAttribute("data-rendered", "yes");
})();
