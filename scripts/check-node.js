#!/usr/bin/env node
// First step of `npm test` and `npm start`: says which Node runs them and stops on one older than
// package.json's `engines` (Node 20 is past its end of life; see docs/stack.md#runtime-node-24-lts for
// how to get 24).
const { engines } = require('../package.json');
const wanted = Number(/\d+/.exec(engines.node)[0]);
const major = Number(process.versions.node.split('.')[0]);
console.log(`node ${process.version}`);
if (major < wanted) {
  console.error(`Node ${engines.node} is needed (this is ${process.version}). See README "Run it".`);
  process.exit(1);
}
