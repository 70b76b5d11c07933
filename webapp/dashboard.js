(() => {
  var ne = Object.defineProperty;
  var ae = (s, t, n) =>
    t in s ? ne(s, t, { enumerable: !0, configurable: !0, writable: !0, value: n }) : (s[t] = n);
  var B = (s, t, n) => ae(s, typeof t != "symbol" ? t + "" : t, n);
  var O = new URLSearchParams(location.hash.slice(1)),
    S = O.get("tgWebAppData") ?? sessionStorage.getItem("tgWebAppData") ?? "";
  S && sessionStorage.setItem("tgWebAppData", S);
  function $(s, t = {}) {
    const n = window.TelegramWebviewProxy;
    n
      ? n.postEvent(s, JSON.stringify(t))
      : window.parent !== window &&
        window.parent.postMessage(JSON.stringify({ eventType: s, eventData: t }), "*");
  }
  var C = new Map();
  function R(s, t) {
    C.set(s, [...(C.get(s) ?? []), t]);
  }
  function V(s, t) {
    for (const n of C.get(s) ?? []) n(t ?? {});
  }
  window.Telegram = { WebView: { receiveEvent: V } };
  window.addEventListener("message", (s) => {
    try {
      const t = JSON.parse(String(s.data));
      t.eventType && V(t.eventType, t.eventData);
    } catch {}
  });
  function P(s) {
    const t = document.documentElement.style;
    for (const [a, o] of Object.entries(s))
      typeof o == "string" &&
        /^#[0-9a-f]{3,8}$/i.test(o) &&
        t.setProperty(`--tg-${a.replaceAll("_", "-")}`, o);
    const n = typeof s.bg_color == "string" ? s.bg_color : "#ffffff";
    document.documentElement.dataset.scheme = oe(n) ? "dark" : "light";
  }
  function oe(s) {
    const t = Number.parseInt(s.slice(1, 7), 16),
      [n, a, o] = [(t >> 16) & 255, (t >> 8) & 255, t & 255];
    return n * 0.299 + a * 0.587 + o * 0.114 < 128;
  }
  function N(s, t) {
    for (const n of ["top", "bottom", "left", "right"]) {
      const a = t[n];
      typeof a == "number" &&
        document.documentElement.style.setProperty(`--tg-${s}-${n}`, `${a}px`);
    }
  }
  function W() {
    try {
      P(JSON.parse(O.get("tgWebAppThemeParams") ?? "{}"));
    } catch {
      P({});
    }
    R("theme_changed", (s) => P(s.theme_params ?? {})),
      R("safe_area_changed", (s) => N("safe", s)),
      R("content_safe_area_changed", (s) => N("content", s)),
      $("web_app_ready"),
      $("web_app_expand"),
      $("web_app_request_theme"),
      $("web_app_request_safe_area"),
      $("web_app_request_content_safe_area");
  }
  var J;
  R("back_button_pressed", () => J?.());
  function H(s) {
    (J = s), $("web_app_setup_back_button", { is_visible: s !== void 0 });
  }
  function U() {
    $("web_app_close");
  }
  var L = class extends Error {
    constructor(n) {
      super(n.problem);
      B(this, "answer", n);
    }
  };
  async function I(s, t) {
    for (;;) {
      const n = await fetch(`api/${s}`, { headers: { authorization: `tma ${S}` } });
      if (n.status === 202) {
        t?.(), await new Promise((a) => setTimeout(a, 2e3));
        continue;
      }
      if (!n.ok) {
        const a = await n.json().catch(() => ({}));
        throw new L({
          status: n.status,
          problem: a.problem ?? "failed",
          ...(a.texts && { texts: a.texts }),
        });
      }
      return n;
    }
  }
  async function v(s, t) {
    return await (await I(s, t)).json();
  }
  async function q(s, t) {
    const n = await I(s, t),
      a = /filename="([^"]+)"/.exec(n.headers.get("content-disposition") ?? "")?.[1] ?? "stats.csv",
      o = URL.createObjectURL(await n.blob()),
      i = document.createElement("a");
    (i.href = o),
      (i.download = a),
      document.body.append(i),
      i.click(),
      i.remove(),
      setTimeout(() => URL.revokeObjectURL(o), 1e4);
  }
  function e(s, t = {}, ...n) {
    const a = document.createElement(s);
    for (const [o, i] of Object.entries(t))
      typeof i == "function"
        ? a.addEventListener(o.slice(2), i)
        : o === "class"
          ? (a.className = i)
          : a.setAttribute(o, i);
    for (const o of n) o && a.append(o);
    return a;
  }
  function b(s, ...t) {
    s.replaceChildren(...t.filter((n) => !!n));
  }
  function z(s, t) {
    return s.replace(/\{(\w+)\}/g, (n, a) => String(t[a] ?? ""));
  }
  function F(s, t, n) {
    let a = "",
      o,
      i = () => {
        if ((H(void 0), !o)) return;
        const p = e("div", { class: "chips" });
        for (const r of [{ code: "", text: t["dashboard-claims-all"] ?? "" }, ...o.statuses]) {
          const d = e("button", { "aria-pressed": String(r.code === a) }, r.text);
          d.addEventListener("click", () => {
            (a = r.code), i();
          }),
            p.append(d);
        }
        const c = o.claims.filter((r) => !a || r.status.code === a);
        b(
          s,
          p,
          c.length === 0
            ? e("p", { class: "hint" }, t["dashboard-claims-empty"] ?? "")
            : e(
                "ul",
                { class: "list" },
                ...c.map((r) => {
                  const d = e(
                    "li",
                    { class: "claim", tabindex: "0" },
                    e(
                      "div",
                      { class: "row between" },
                      e("strong", {}, `#${r.id} \xB7 ${r.order}`),
                      e("span", { class: `status ${r.status.code}` }, r.status.text),
                    ),
                    e("div", { class: "hint" }, `${r.offer} \xB7 ${r.amount} \xB7 ${r.orderDate}`),
                  );
                  return d.addEventListener("click", () => m(r.id).catch(n)), d;
                }),
              ),
        );
      },
      m = async (p) => {
        b(s, e("p", { class: "hint" }, t["dashboard-loading"] ?? ""));
        const c = await v(`claims/${p}`);
        H(i);
        const r = (d, h) =>
          h
            ? e(
                "div",
                { class: "field" },
                e("span", { class: "label" }, t[d] ?? ""),
                e("span", {}, h),
              )
            : void 0;
        b(
          s,
          e("button", { class: "link", onclick: i }, t["dashboard-claim-back"] ?? ""),
          e("h1", {}, `#${c.id}`),
          e(
            "section",
            { class: "card" },
            r("dashboard-claim-status", c.status.text),
            r("dashboard-claim-offer", c.offer),
            r("dashboard-claim-order", c.order),
            r("dashboard-claim-amount", c.amount),
            r("dashboard-claim-date", c.orderDate),
            r("dashboard-claim-comment", c.comment),
            r("dashboard-claim-answer", c.answer),
          ),
          e("h2", {}, t["dashboard-claim-history"] ?? ""),
          e(
            "ul",
            { class: "list" },
            ...c.history.map((d) => e("li", {}, e("span", { class: "hint" }, d.when), " ", d.what)),
          ),
        );
      };
    b(s, e("p", { class: "hint" }, t["dashboard-loading"] ?? "")),
      v("claims")
        .then((p) => {
          (o = p), i();
        })
        .catch(n);
  }
  function G(s, t, n) {
    b(s, e("p", { class: "hint" }, t["dashboard-loading"] ?? "")),
      v("money")
        .then((a) => {
          const o = (i, m, p) =>
            e(
              "section",
              { class: "card" },
              e("h2", {}, i),
              m === void 0
                ? e("p", { class: "hint" }, t["dashboard-unavailable"] ?? "")
                : m.length === 0
                  ? e("p", { class: "hint" }, t["dashboard-none"] ?? "")
                  : e("ul", { class: "list" }, ...m.map(p)),
            );
          b(
            s,
            e(
              "section",
              { class: "earned card" },
              e("span", { class: "label" }, t["dashboard-available"] ?? ""),
              e("strong", { "data-test": "available" }, a.available),
              e("p", { class: "hint" }, t["dashboard-available-explained"] ?? ""),
            ),
            e(
              "section",
              { class: "card" },
              ...a.lines.map((i) =>
                e(
                  "div",
                  { class: "field" },
                  e("span", { class: "label" }, i.label),
                  e("strong", {}, i.value),
                ),
              ),
              e("p", { class: "hint" }, a.holdDays),
              a.schedule && e("p", { class: "hint" }, `${t["dashboard-schedule"]}: ${a.schedule}`),
            ),
            o(t["dashboard-payouts"] ?? "", a.payouts, (i) =>
              e(
                "li",
                { class: "row between" },
                e("span", {}, e("strong", {}, i.amount), " ", e("span", { class: "hint" }, i.when)),
                e("span", {}, i.state),
              ),
            ),
            o(t["dashboard-charges"] ?? "", a.charges, (i) =>
              e(
                "li",
                {},
                e(
                  "div",
                  { class: "row between" },
                  e("span", { class: "hint" }, i.when),
                  e("strong", {}, i.amount),
                ),
                e("div", {}, i.what),
              ),
            ),
          );
        })
        .catch(n);
  }
  var re = "http://www.w3.org/2000/svg",
    K = 340,
    A = 160,
    T = { top: 8, bottom: 22, left: 4, right: 4 };
  function _(s, t) {
    const n = document.createElementNS(re, s);
    for (const [a, o] of Object.entries(t)) n.setAttribute(a, String(o));
    return n;
  }
  function Q(s, t) {
    let n = 0,
      a = s.length,
      o = Math.max(0, s.length - 1),
      i = _("svg", { viewBox: `0 0 ${K} ${A}`, class: "chart", role: "img" }),
      m = e("p", { class: "readout" }),
      p = () => {
        const r = s.slice(n, a),
          d = Math.max(1, ...r.map((f) => f.clicks)),
          h = Math.max(0.01, ...r.map((f) => f.commission)),
          u = A - T.top - T.bottom,
          g = (K - T.left - T.right) / Math.max(1, r.length);
        i.replaceChildren();
        const y = [];
        r.forEach((f, x) => {
          const E = T.left + x * g,
            l = (f.clicks / d) * u,
            w = n + x,
            M = _("rect", {
              x: E + g * 0.15,
              y: T.top + u - l,
              width: Math.max(1, g * 0.7),
              height: Math.max(0, l),
              class: `bar${f.partial ? " partial" : ""}${w === o ? " picked" : ""}`,
            }),
            D = _("rect", { x: E, y: 0, width: g, height: A, class: "hit" });
          D.addEventListener("click", () => {
            (o = w), p();
          }),
            i.append(M, D),
            y.push(`${E + g / 2},${T.top + u - (f.commission / h) * u}`);
          const se = Math.ceil(r.length / 6);
          if (x % se === 0) {
            const j = _("text", { x: E + g / 2, y: A - 6, class: "tick" });
            (j.textContent = f.label), i.append(j);
          }
        }),
          i.insertBefore(_("polyline", { points: y.join(" "), class: "line" }), null);
        const k = s[o];
        m.textContent = k
          ? `${k.label}: ${t["dashboard-clicks"]} ${k.clicksText} \xB7 ${k.commissionText}`
          : "";
      },
      c = (r) => {
        const d = a - n,
          h = r ? Math.max(3, Math.ceil(d / 2)) : Math.min(s.length, d * 2);
        (n = Math.max(0, Math.min(o - Math.floor(h / 2), s.length - h))), (a = n + h), p();
      };
    return (
      p(),
      e(
        "section",
        { class: "card" },
        e(
          "div",
          { class: "row between" },
          e("h2", {}, t["dashboard-chart-title"] ?? ""),
          e(
            "span",
            {},
            e(
              "button",
              { class: "small", "aria-label": t["dashboard-zoom-in"] ?? "", onclick: () => c(!0) },
              "+",
            ),
            e(
              "button",
              { class: "small", "aria-label": t["dashboard-zoom-out"] ?? "", onclick: () => c(!1) },
              "\u2212",
            ),
          ),
        ),
        i,
        m,
        e("p", { class: "hint" }, t["dashboard-chart-hint"] ?? ""),
      )
    );
  }
  var X = ["clicks", "conversions", "commission", "cancelled", "cr", "epc"];
  function Y(s, t) {
    let n = s.kind === "day" ? "name" : "commission",
      a = s.kind !== "day",
      o = "",
      i = e("tbody"),
      m = e("p", { class: "hint", "data-test": "row-count" }),
      p = e("tr"),
      c = () => {
        const d = o.trim().toLocaleLowerCase(),
          h = s.rows.filter((u) => u.name.toLocaleLowerCase().includes(d));
        h.sort((u, g) => {
          const y =
            n === "name"
              ? s.kind === "day"
                ? u.order - g.order
                : u.name.localeCompare(g.name)
              : (u.cells[n]?.v ?? 0) - (g.cells[n]?.v ?? 0);
          return a ? -y : y;
        }),
          b(
            i,
            ...h.map((u) =>
              e(
                "tr",
                {},
                e("th", { scope: "row" }, u.name),
                ...X.map((g) => e("td", {}, u.cells[g]?.t ?? "")),
              ),
            ),
          ),
          (m.textContent = z(t["dashboard-rows"] ?? "", { shown: h.length, rows: s.rows.length }));
        for (const u of p.children) {
          const g = u.dataset.column;
          u.setAttribute("aria-sort", g === n ? (a ? "descending" : "ascending") : "none");
        }
      };
    for (const d of ["name", ...X]) {
      const h = e(
        "th",
        { scope: "col", "data-column": d },
        e(
          "button",
          {
            onclick: () => {
              (a = n === d ? !a : d !== "name"), (n = d), c();
            },
          },
          t[`dashboard-col-${d}`] ?? d,
        ),
      );
      p.append(h);
    }
    const r = e("input", { type: "search", placeholder: t["dashboard-search"] ?? "" });
    return (
      r.addEventListener("input", () => {
        (o = r.value), c();
      }),
      c(),
      s.rows.length === 0
        ? e("p", { class: "hint" }, t["dashboard-empty"] ?? "")
        : e("div", {}, r, m, e("div", { class: "scroll" }, e("table", {}, e("thead", {}, p), i)))
    );
  }
  var ie = [
    ["clicks", "dashboard-clicks"],
    ["uniqueClicks", "dashboard-unique"],
    ["shows", "dashboard-shows"],
    ["leads", "dashboard-leads"],
    ["sales", "dashboard-sales"],
    ["commissionOpen", "dashboard-commission-pending"],
    ["commissionApproved", "dashboard-commission-approved"],
    ["commissionCancelled", "dashboard-commission-cancelled"],
    ["cr", "dashboard-cr"],
    ["epc", "dashboard-epc"],
    ["ar", "dashboard-ar"],
  ];
  function ce(s, t, n) {
    const a = t?.change ?? "",
      o = a.startsWith("+") ? "up" : a.startsWith("\u2212") ? "down" : "";
    return e(
      "div",
      { class: "figure", "data-figure": n },
      e("span", { class: "label" }, s),
      e("strong", {}, t?.value ?? "\u2014"),
      a && e("span", { class: `change ${o}` }, a),
    );
  }
  function Z(s, t, n) {
    const a = t.texts,
      o = { period: "preset=7d", kind: "offer" },
      i = e("div"),
      m = e("div"),
      p = (l, w) => b(l, e("p", { class: "hint" }, a[w] ?? "")),
      c = async () => {
        p(m, "dashboard-loading");
        const l = await v(`rows?${o.period}&kind=${o.kind}`, () => p(m, "dashboard-deferred"));
        b(m, Y(l, a));
      },
      r = async () => {
        p(i, "dashboard-loading");
        const l = c(),
          w = await v(`summary?${o.period}`, () => p(i, "dashboard-deferred"));
        b(i, ...de(w, a)), await l;
      },
      d = (l) => l().catch(n),
      h = e("div", { class: "chips", role: "radiogroup" }),
      u = (l, w) => {
        o.period = l;
        for (const M of h.children) M.setAttribute("aria-checked", String(M === w));
        d(r);
      };
    for (const l of t.presets) {
      const w = e(
        "button",
        { role: "radio", "data-preset": l, "aria-checked": String(l === "7d") },
        a[`preset-${l}`] ?? l,
      );
      w.addEventListener("click", () => u(`preset=${l}`, w)), h.append(w);
    }
    const g = e("input", {
        type: "date",
        max: t.today,
        "aria-label": a["dashboard-period-from"] ?? "",
      }),
      y = e("input", {
        type: "date",
        max: t.today,
        value: t.today,
        "aria-label": a["dashboard-period-to"] ?? "",
      }),
      k = e(
        "button",
        { role: "radio", "aria-checked": "false" },
        a["dashboard-period-custom"] ?? "",
      ),
      f = e(
        "form",
        { class: "range", hidden: "" },
        g,
        y,
        e("button", { type: "submit" }, a["dashboard-period-show"] ?? ""),
      );
    k.addEventListener("click", () => f.toggleAttribute("hidden")),
      f.addEventListener("submit", (l) => {
        l.preventDefault(), g.value && y.value && u(`from=${g.value}&to=${y.value}`, k);
      }),
      h.append(k);
    const x = e("select", { "aria-label": a["dashboard-table-by"] ?? "" });
    for (const l of t.breakdowns) x.append(e("option", { value: l }, a[`dashboard-by-${l}`] ?? l));
    x.addEventListener("change", () => {
      (o.kind = x.value), d(c);
    });
    const E = e("button", { class: "small", "data-test": "csv" }, a["dashboard-csv"] ?? "CSV");
    E.addEventListener("click", () => d(() => q(`csv?${o.period}&kind=${o.kind}`))),
      b(
        s,
        h,
        f,
        i,
        e(
          "section",
          { class: "card" },
          e("div", { class: "row between" }, e("label", {}, `${a["dashboard-table-by"]} `, x), E),
          m,
        ),
      ),
      d(r);
  }
  function de(s, t) {
    const n = e("h1", { "data-test": "period" }, s.title);
    if (s.notBegun) return [n, e("p", { class: "hint" }, s.notBegun)];
    const a = s.figures ?? {};
    return [
      n,
      e("p", { class: "hint" }, s.compared ?? ""),
      ...(s.networkDay ?? []).map((o) => e("p", { class: "hint" }, o)),
      e(
        "section",
        { class: "earned card" },
        e("span", { class: "label" }, t["dashboard-earned"] ?? ""),
        e("strong", { "data-test": "earned" }, s.earned ?? ""),
      ),
      e("div", { class: "figures" }, ...ie.map(([o, i]) => ce(t[i] ?? o, a[o], o))),
      s.chart && s.chart.points.length > 0
        ? Q(s.chart.points, t)
        : e("p", { class: "hint" }, t["dashboard-empty"] ?? ""),
    ];
  }
  var te = document.getElementById("app");
  function ee(s, t) {
    const n = t === "not-connected";
    b(
      te,
      e(
        "section",
        { class: "card denied", "data-test": "denied" },
        e("h1", {}, s[n ? "dashboard-title" : "dashboard-denied-title"] ?? "Dashboard"),
        e("p", {}, s[n ? "dashboard-not-connected" : "dashboard-denied-text"] ?? ""),
        e(
          "button",
          { class: "primary", onclick: U },
          s["dashboard-back-to-chat"] ?? "Back to the chat",
        ),
      ),
    );
  }
  function le(s, t, n) {
    b(
      s,
      e(
        "section",
        { class: "card" },
        e("p", {}, t["dashboard-failed"] ?? ""),
        e("button", { class: "primary", onclick: n }, t["dashboard-retry"] ?? ""),
      ),
    );
  }
  async function pe() {
    W();
    let s;
    try {
      s = await v("session");
    } catch (c) {
      c instanceof L && ee(c.answer.texts ?? {}, c.answer.problem);
      return;
    }
    const t = s.texts;
    (document.documentElement.lang = s.lang),
      (document.title = t["dashboard-title"] ?? "Dashboard");
    const n = e("div", { class: "page" }),
      a = {
        stats: (c) => Z(c, s, (r) => m(r, () => i("stats"))),
        claims: (c) => F(c, t, (r) => m(r, () => i("claims"))),
        money: (c) => G(c, t, (r) => m(r, () => i("money"))),
      },
      o = e("nav", { class: "tabs", role: "tablist" }),
      i = (c) => {
        for (const r of o.children) r.setAttribute("aria-selected", String(r.dataset.tab === c));
        a[c]?.(n);
      },
      m = (c, r) => {
        if (c instanceof L && (c.answer.status === 401 || c.answer.status === 403)) {
          ee(c.answer.texts ?? t, c.answer.problem);
          return;
        }
        le(n, t, r);
      };
    for (const c of Object.keys(a)) {
      const r = e("button", { role: "tab", "data-tab": c }, t[`dashboard-tab-${c}`] ?? c);
      r.addEventListener("click", () => i(c)), o.append(r);
    }
    const p = e("div", { class: "accounts", hidden: "" });
    b(te, p, o, n), i("stats");
  }
  pe();
})();
