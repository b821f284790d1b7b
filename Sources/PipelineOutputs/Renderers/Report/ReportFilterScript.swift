import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks
import PipelineOperations

/// The one script of the HTML report: the filters above a locale's strings
/// (what they need, their table, a text search over key, development text
/// and translation). It only hides rows; without it (scripts off, a mail
/// client) the page shows every group as written and the filter form stays
/// hidden. The filters are read from the page's address too
/// (`de.html?status=missing&q=cart`), so a filtered view can be linked, and
/// tested in a headless browser.
///
/// The page's Content-Security-Policy allows this script by its SHA-256 and
/// nothing else, so no text from a table can ever run as a script even if it
/// slipped past the escaping.
package enum ReportFilterScript {
    static let source = #"""
    (function () {
      "use strict";
      var params = new URLSearchParams(window.location.search);
      document.querySelectorAll("form.filters").forEach(function (form) {
        var section = form.closest("section.locale");
        var groups = Array.prototype.slice.call(section.querySelectorAll("details.group"));
        var bodies = [];
        var rows = [];
        groups.forEach(function (group) {
          group.querySelectorAll("tbody").forEach(function (body) {
            var entry = { body: body, heading: body.querySelector("tr.tn"), shown: 0 };
            bodies.push(entry);
            Array.prototype.forEach.call(body.rows, function (row) {
              if (row.classList.contains("tn")) { return; }
              var cells = row.cells;
              var text = [0, 1, 2].map(function (i) { return cells[i] ? cells[i].textContent : ""; }).join("\n");
              rows.push({ row: row, group: group, body: entry, table: body.dataset.table || "", text: text.toLowerCase() });
            });
          });
        });
        var totals = new Map();
        groups.forEach(function (group) {
          var count = group.querySelector("summary .count");
          totals.set(group, count ? count.textContent : "");
        });
        var status = form.elements.namedItem("status");
        var table = form.elements.namedItem("table");
        var query = form.elements.namedItem("q");
        var output = form.querySelector("output");
        [["status", status], ["table", table], ["q", query]].forEach(function (pair) {
          var value = params.get(pair[0]);
          if (value !== null && pair[1]) { pair[1].value = value; }
        });

        function apply() {
          var wanted = status ? status.value : "";
          var inTable = table ? table.value : "";
          var words = query ? query.value.trim().toLowerCase() : "";
          var filtering = wanted !== "" || inTable !== "" || words !== "";
          var shownInGroup = new Map();
          var shown = 0;
          bodies.forEach(function (entry) { entry.shown = 0; });
          rows.forEach(function (entry) {
            var kind = entry.group.dataset.kind;
            var visible = (wanted === "" || wanted === kind || (wanted === "work" && entry.group.classList.contains("work")))
              && (inTable === "" || entry.table === inTable)
              && (words === "" || entry.text.indexOf(words) >= 0);
            entry.row.hidden = !visible;
            if (visible) {
              shown += 1;
              entry.body.shown += 1;
              shownInGroup.set(entry.group, (shownInGroup.get(entry.group) || 0) + 1);
            }
          });
          bodies.forEach(function (entry) {
            if (entry.heading) { entry.heading.hidden = entry.shown === 0; }
          });
          groups.forEach(function (group) {
            var count = shownInGroup.get(group) || 0;
            group.hidden = filtering && count === 0;
            if (filtering && count > 0) { group.open = true; }
            var label = group.querySelector("summary .count");
            if (label) { label.textContent = filtering ? count.toLocaleString("en") : totals.get(group); }
          });
          section.classList.toggle("filtered", filtering);
          if (output) {
            output.textContent = filtering ? shown.toLocaleString("en") + " of " + rows.length.toLocaleString("en") + " strings shown" : "";
          }
        }

        form.hidden = false;
        form.addEventListener("input", apply);
        form.addEventListener("submit", function (event) { event.preventDefault(); });
        apply();
      });
    })();
    """#

    /// The policy's source for this script: `'sha256-<base64>'` of its exact bytes.
    package static let hashSource = "'sha256-" + Data(SHA256.digest(Array(source.utf8))).base64EncodedString() + "'"
}
