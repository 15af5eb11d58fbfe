// The page at `/` works without this script. It only adds: live countdowns, the viewer's local
// time beside each Asia/Shanghai time, the timeline scrolled to now, and the feed builder's
// in-place URLs and copy buttons.
"use strict";
(function () {
  var SHANGHAI_OFFSET = -480; // getTimezoneOffset() of UTC+8, in minutes

  // The page's words (the body's data attributes, told by the server's catalog in the page's
  // language, src/service/page/script.rs): a span counted down, `{d}`, `{h}` and `{m}` its
  // numbers, and a time on the viewer's clock, `{t}`.
  function words(name) {
    return (document.body && document.body.getAttribute("data-" + name)) || "";
  }

  function duration(ms) {
    var minutes = Math.max(0, Math.floor(ms / 60000));
    var days = Math.floor(minutes / 1440), hours = Math.floor(minutes / 60) % 24, mins = minutes % 60;
    var form = days > 0 ? words("days") : hours > 0 ? words("hours") : words("minutes");
    return form.replace("{d}", days).replace("{h}", hours).replace("{m}", mins);
  }

  // The server's request time, run on by the time since load: countdowns agree with the lists
  // the server wrote (a cached page is at most a few minutes old), whatever the viewer's clock.
  var loaded = performance.now();
  var serverNow = Date.parse(document.body ? document.body.getAttribute("data-now") : "");
  function currentTime() {
    return isNaN(serverNow) ? Date.now() : serverNow + (performance.now() - loaded);
  }

  // The embed (`data-reload` on its body) reloads itself every so often, and when a counted
  // time passes: what is live and next has changed.
  var reload = document.body ? Number(document.body.getAttribute("data-reload")) : 0;
  function tick() {
    var now = currentTime();
    var passed = false;
    document.querySelectorAll(".countdown[data-until]").forEach(function (el) {
      var left = Date.parse(el.getAttribute("data-until")) - now;
      if (left <= 0) passed = true;
      el.textContent = duration(left);
    });
    if (reload > 0 && passed) location.reload();
  }

  function localTimes() {
    if (new Date().getTimezoneOffset() === SHANGHAI_OFFSET) return;
    // As the page's language writes a date and a time (its CLDR patterns, as the server
    // writes them; the 24-hour clock, Gregorian years, Thai too), in the viewer's zone.
    var lang = document.documentElement.getAttribute("lang") || undefined;
    var fmt = new Intl.DateTimeFormat(lang, {
      year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit",
      hourCycle: "h23", calendar: "gregory", timeZoneName: "short"
    });
    document.querySelectorAll("main time[datetime], footer time[datetime]").forEach(function (el) {
      var span = document.createElement("span");
      span.className = "local";
      var local = fmt.format(new Date(el.getAttribute("datetime")));
      span.textContent = words("local").replace("{t}", local);
      el.after(span);
    });
  }

  function feedBuilder() {
    var form = document.getElementById("feed-form");
    var url = document.getElementById("feed-url");
    var webcal = document.getElementById("feed-webcal");
    var open = document.getElementById("feed-open");
    if (!form || !url || !webcal) return;
    var base = location.origin + "/api/v1/events.ics";
    function update() {
      var cats = [], parts = [];
      form.querySelectorAll("input[name=category]").forEach(function (box) {
        if (box.checked) cats.push(box.value);
      });
      if (cats.length > 0 && cats.length < 5) parts.push("category=" + cats.join(","));
      var version = form.elements.version.value, status = form.elements.status.value;
      if (version) parts.push("version=" + encodeURIComponent(version));
      if (status) parts.push("status=" + encodeURIComponent(status));
      ["alarm", "ending", "server", "lang"].forEach(function (name) {
        var field = form.elements[name];
        if (field && field.value) parts.push(name + "=" + field.value);
      });
      var full = base + (parts.length ? "?" + parts.join("&") : "");
      url.value = full;
      webcal.value = full.replace(/^https?:/, "webcal:");
      if (open) open.href = webcal.value;
    }
    form.addEventListener("change", update);
    update();
    document.querySelectorAll("a.preset[data-query]").forEach(function (link) {
      link.addEventListener("click", function (event) {
        event.preventDefault();
        var chosen = (link.getAttribute("data-query").match(/category=[a-z]+/g) || [])
          .map(function (p) { return p.slice(9); });
        form.querySelectorAll("input[name=category]").forEach(function (box) {
          box.checked = chosen.indexOf(box.value) >= 0;
        });
        ["version", "status", "alarm", "ending"].forEach(function (name) {
          if (form.elements[name]) form.elements[name].value = "";
        });
        update();
        history.replaceState(null, "", link.getAttribute("href"));
      });
    });
    document.querySelectorAll("button.copy[data-copy]").forEach(function (button) {
      button.hidden = false;
      button.addEventListener("click", function () {
        var field = document.getElementById(button.getAttribute("data-copy"));
        var done = function () { button.textContent = "已复制 Copied"; };
        if (navigator.clipboard && window.isSecureContext) {
          navigator.clipboard.writeText(field.value).then(done, function () {
            field.select(); document.execCommand("copy"); done();
          });
        } else {
          field.select(); document.execCommand("copy"); done();
        }
      });
    });
  }

  // The timeline opens at now: its scroll box is scrolled so the now line sits a third of the
  // way in (on a phone the chart is wider than the screen; on a wide screen nothing moves).
  function timelineAtNow() {
    var now = document.getElementById("timeline-now");
    var box = now && now.closest(".scroll");
    if (!box || box.scrollWidth <= box.clientWidth) return;
    var offset = now.getBoundingClientRect().left - box.getBoundingClientRect().left;
    box.scrollLeft += offset - box.clientWidth / 3;
  }

  document.addEventListener("DOMContentLoaded", function () {
    timelineAtNow();
    localTimes();
    tick();
    setInterval(tick, reload > 0 ? 5000 : 30000);
    if (reload > 0) setTimeout(function () { location.reload(); }, reload * 1000);
    feedBuilder();
  });
})();
