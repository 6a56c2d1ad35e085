// `npm run bench:pictures`: the take-in of one 12-megapixel camera JPEG (4000 x 3000 noise, the worst case
// for every encoder) into every rung, format, the card and the placeholder, three times, each in a fresh
// process and uploads folder. Prints the time of each and its peak memory (docs/backend.md#pictures;
// target: at most 4 s and 600 MB on 2 cores).
import { fork } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { nextMessage } from './child-message';

interface Ingest {
  readonly ms: number;
  readonly cpuMs: number;
  readonly peakRssMb: number;
  readonly startRssMb: number;
  readonly files: number;
}

const RUNS = 3;
const work = await mkdtemp(join(tmpdir(), 'picture-bench-'));
const photo = join(work, 'photo.jpg');
const jpeg = await sharp({
  create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
})
  .jpeg({ quality: 90 })
  .toBuffer();
await writeFile(photo, jpeg);
console.log(`A 4000 x 3000 noise JPEG of ${(jpeg.length / 1024 / 1024).toFixed(1)} MB, taken in ${RUNS} times:`);

function ingestOnce(uploadsDir: string): Promise<Ingest> {
  const child = fork(fileURLToPath(new URL('./picture-ingest-process.ts', import.meta.url)), [photo, uploadsDir], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return nextMessage<Ingest>(child, 'ingest', 'The take-in process');
}

try {
  for (let run = 1; run <= RUNS; run++) {
    const { ms, cpuMs, peakRssMb, startRssMb, files } = await ingestOnce(await mkdtemp(join(work, 'uploads-')));
    console.log(
      `  run ${run}: ${(ms / 1000).toFixed(2)} s (${(cpuMs / 1000).toFixed(2)} s of CPU), peak memory ${Math.round(peakRssMb)} MB (${Math.round(startRssMb)} MB before the take-in), ${files} files`,
    );
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
