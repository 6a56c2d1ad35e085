// Entry point of `npm run replay`; everything else is in cli.ts so it can be tested.
import { readFile } from 'node:fs/promises';
import { main } from './cli';

process.exitCode = await main(process.argv.slice(2), {
  readFile: (path) => readFile(path, 'utf8'),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
