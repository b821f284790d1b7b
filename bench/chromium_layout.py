#!/usr/bin/env python3
"""Chromium laying out the same strings as `l10n-bench layout --engine font`:
every value of a values.bin ("locale\\0value\\0" records) in its own block,
17 px Inter (the fonts Chromium finds through fontconfig after it), 190 px
wide, as the font engine's benchmark row measures. Prints the time of the
layout alone, measured in the page (the DOM is built hidden, then shown and
laid out in one forced reflow), and strings per second.

    bench/chromium_layout.py VALUES [--runs N]
"""
import json, os, re, shutil, subprocess, sys, tempfile

def main():
    args = sys.argv[1:]
    runs = 3
    if "--runs" in args:
        i = args.index("--runs"); runs = int(args[i + 1]); del args[i:i + 2]
    if len(args) != 1:
        sys.exit("usage: bench/chromium_layout.py VALUES [--runs N]")
    fields = open(args[0], "rb").read().split(b"\0")
    records = [(fields[i].decode(), fields[i + 1].decode()) for i in range(0, len(fields) - 1, 2)]
    chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if not chromium:
        sys.exit("chromium is not installed")
    with tempfile.TemporaryDirectory() as folder:
        data = os.path.join(folder, "values.js")
        with open(data, "w") as out:
            out.write("const VALUES = ")
            json.dump(records, out, ensure_ascii=True)
            out.write(";\n")
        page = os.path.join(folder, "page.html")
        with open(page, "w") as out:
            out.write("""<!doctype html><html><head><meta charset="utf-8">
<style>
  #box { display: none; }
  #box div { width: 190px; font: 17px Inter, sans-serif; white-space: pre-wrap; overflow-wrap: anywhere;
             font-kerning: normal; text-spacing-trim: space-all; }
</style></head><body><div id="box"></div><pre id="out"></pre>
<script src="values.js"></script>
<script>
  const box = document.getElementById('box');
  const fragment = document.createDocumentFragment();
  for (const [locale, value] of VALUES) {
    const div = document.createElement('div');
    div.lang = locale;
    div.textContent = value;
    fragment.appendChild(div);
  }
  box.appendChild(fragment);
  document.fonts.load('17px Inter').then(() => {
    const start = performance.now();
    box.style.display = 'block';
    const height = box.offsetHeight;   // forces the layout of every block
    const ms = performance.now() - start;
    document.getElementById('out').textContent = JSON.stringify({ms, height, strings: VALUES.length});
  });
</script></body></html>""")
        times = []
        for _ in range(runs):
            profile = tempfile.mkdtemp(dir=folder)
            result = subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--font-render-hinting=none",
                                     "--virtual-time-budget=600000", f"--user-data-dir={profile}", "--dump-dom",
                                     "file://" + page], capture_output=True, text=True, timeout=900)
            found = re.search(r'<pre id="out">(\{.*?\})</pre>', result.stdout)
            if not found:
                sys.exit("chromium printed no timing:\n" + result.stderr[-2000:])
            times.append(json.loads(found.group(1))["ms"])
        times.sort()
        median = times[len(times) // 2]
        print(f"Chromium laid out {len(records)} strings in {median:.0f} ms (median of {runs}): "
              f"{len(records) / (median / 1000):,.0f} strings/s")

main()
