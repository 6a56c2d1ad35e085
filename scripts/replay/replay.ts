// Entry point of `npm run replay`; everything else is in cli.ts so it can be tested.
import { readFile, writeFile } from 'node:fs/promises';
import { main } from './cli';

process.exitCode = await main(process.argv.slice(2), {
  readFile: (path) => readFile(path, 'utf8'),
  writeFile: (path, text) => writeFile(path, text, 'utf8'),
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
