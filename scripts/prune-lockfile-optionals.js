#!/usr/bin/env node
// The registry this project's machines reach serves only the Linux builds of packages with native
// parts (@swc/core, unrs-resolver, …). `npm install` then leaves the other platforms' optional
// packages out of package-lock.json but keeps their names in the parents' optionalDependencies, and
// `npm ci` refuses such a lockfile ("Missing: … from lock file"). This drops those dangling names so
// `npm ci` works here. Run it after every `npm install` that changes the lockfile.
const fs = require('node:fs');
const path = require('node:path');

const file = path.join(__dirname, '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const present = new Set(Object.keys(lock.packages).map((key) => key.replace(/^.*node_modules\//, '')));
let dropped = 0;
for (const node of Object.values(lock.packages)) {
  if (!node.optionalDependencies) continue;
  for (const name of Object.keys(node.optionalDependencies)) {
    if (!present.has(name)) {
      delete node.optionalDependencies[name];
      dropped += 1;
    }
  }
  if (Object.keys(node.optionalDependencies).length === 0) delete node.optionalDependencies;
}
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`prune-lockfile-optionals: dropped ${dropped} optional dependencies the registry does not serve`);
