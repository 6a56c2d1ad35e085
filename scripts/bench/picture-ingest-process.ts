// One picture take-in for `npm run bench:pictures`, in a process of its own so its peak memory is the
// take-in's alone: reads the JPEG at argv[2], takes it into the empty uploads folder argv[3], and sends
// { ingest: { ms, cpuMs, peakRssMb, startRssMb, files } } (peak resident memory from the kernel's own count).
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { takeInPicture } from '../../apps/venue-api/src/pictures/take-in-picture';

const [file, uploadsDir] = process.argv.slice(2);
if (!file || !uploadsDir) throw new Error('usage: picture-ingest-process.ts <jpeg> <empty uploads folder>');
const bytes = await readFile(file);
const startRssMb = process.memoryUsage().rss / 1024 / 1024;
const startCpu = process.cpuUsage();
const started = performance.now();
const taken = await takeInPicture(uploadsDir, bytes);
const ms = performance.now() - started;
// The CPU time of every thread (sharp's included): what a busy shared machine does not inflate as it does wall time.
const cpu = process.cpuUsage(startCpu);
const cpuMs = (cpu.user + cpu.system) / 1000;
if (!taken.ok) throw new Error(`The picture was refused: ${taken.error.message}`);
const files = (await readdir(join(uploadsDir, 'pictures', taken.value.hash))).length;
process.send?.({ ingest: { ms, cpuMs, peakRssMb: process.resourceUsage().maxRSS / 1024, startRssMb, files } });
