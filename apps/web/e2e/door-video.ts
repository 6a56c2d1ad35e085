// A camera's view of guest codes for Chromium's fake camera (--use-file-for-fake-video-capture): a Y4M video
// (a text header, then raw YUV 4:2:0 frames) made here from each code's QR module matrix, no ffmpeg needed.
// Each code is held up for a second, then the camera sees a blank wall for three, so the door page reads it
// again as a new showing of the code; Chromium plays the file in a loop.
import { writeFileSync } from 'node:fs';
import encodeQR from '@paulmillr/qr';

const SIZE = 480;
const FPS = 5;
const SHOWN_FRAMES = 5;
const BLANK_FRAMES = 15;
// Video range luma: black modules at 16, the paper at 235; chroma 128 is grey.
const DARK = 16;
const LIGHT = 235;

function frameOf(code: string | null): Buffer {
  const frame = Buffer.alloc(SIZE * SIZE * 1.5, 128);
  frame.fill(LIGHT, 0, SIZE * SIZE);
  if (code === null) return frame;
  const modules = encodeQR(code, 'raw', { ecc: 'medium' });
  const scale = Math.floor(SIZE / modules.length);
  const offset = Math.floor((SIZE - scale * modules.length) / 2);
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy += 1) {
        const start = (offset + y * scale + dy) * SIZE + offset + x * scale;
        frame.fill(DARK, start, start + scale);
      }
    }),
  );
  return frame;
}

/** Writes the video to `path`: `code` shown, then a blank pause, in a loop. */
export function writeCodeVideo(path: string, code: string): void {
  const shown = frameOf(code);
  const blank = frameOf(null);
  const header = Buffer.from(`YUV4MPEG2 W${SIZE} H${SIZE} F${FPS}:1 Ip A1:1 C420jpeg\n`);
  const frames = [...Array<Buffer>(SHOWN_FRAMES).fill(shown), ...Array<Buffer>(BLANK_FRAMES).fill(blank)];
  writeFileSync(path, Buffer.concat([header, ...frames.flatMap((frame) => [Buffer.from('FRAME\n'), frame])]));
}
