/* Compile the bundle's rules to .qlf with the bundle's own SWI-Prolog
 * WebAssembly build, at build time (pycli/webbundle.py runs it under node):
 * loading the compiled rules takes a fraction of consulting the sources
 * (docs/benchmarks.md, "The engine in the browser").
 *
 *   node compile-rules.cjs BUNDLE MODULE...    (MODULE: a path in rules.json
 *                                                without .pl, in load order)
 *
 * Writes BUNDLE/rules.qlf (the .qlf files one after another) and
 * BUNDLE/rules-qlf.json ({path: [offset, length]}), which the engine's
 * worker writes into the file system after the sources: newer than their
 * sources, they are what use_module/1 loads.
 */
"use strict";
const fs = require("fs");
const path = require("path");

const [bundle, ...modules] = process.argv.slice(2);
const SWIPL = require(path.join(bundle, "swipl", "swipl-web.js"));

(async () => {
  const swipl = await SWIPL({ arguments: ["-q"], locateFile: (f) => path.join(bundle, "swipl", f),
                              print: () => {}, printErr: (t) => process.stderr.write(t + "\n") });
  const files = JSON.parse(fs.readFileSync(path.join(bundle, "rules.json"), "utf8"));
  for (const [name, text] of Object.entries(files)) {
    const dest = `/rulecheck/${name}`;
    swipl.FS.mkdirTree(dest.slice(0, dest.lastIndexOf("/")));
    swipl.FS.writeFile(dest, text);
  }
  // As pycli/engine.py compiles the native rules: a game without importing
  // into user (the games' hooks share names), the engine as usual.
  const goal = "asserta(user:file_search_path(rulecheck_rules, '/rulecheck')), "
    + "forall(member(F, Fs), ( file_base_name(F, rulecheck) -> qcompile(F) ; qcompile(F, [imports([])]) ))";
  const done = swipl.prolog.query(goal, { Fs: modules.map((m) => `/rulecheck/${m}`) }).once();
  if (!done || done.success === false || done.error) {
    process.stderr.write("the rules did not compile\n");
    process.exit(1);
  }
  const index = {};
  const parts = [];
  let offset = 0;
  for (const m of modules) {
    const data = swipl.FS.readFile(`/rulecheck/${m}.qlf`);
    index[`${m}.qlf`] = [offset, data.length];
    parts.push(Buffer.from(data));
    offset += data.length;
  }
  fs.writeFileSync(path.join(bundle, "rules.qlf"), Buffer.concat(parts));
  fs.writeFileSync(path.join(bundle, "rules-qlf.json"), JSON.stringify(index));
})().catch((e) => { process.stderr.write(String(e && e.stack || e) + "\n"); process.exit(1); });
