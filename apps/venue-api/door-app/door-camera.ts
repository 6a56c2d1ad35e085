// Reading QR codes from the device's camera (docs/decisions.md#the-door): the browser's BarcodeDetector
// where it has one (Android, ChromeOS, macOS), else @paulmillr/qr on the video's frames, a small decoder
// with no dependencies. A code held in front of the camera counts once: the same code counts again only
// after it was out of sight for a moment (the guest put the phone away and showed it again).
import decodeQR from '@paulmillr/qr/decode.js';

const FRAME_MS = 250;
const SAME_CODE_PAUSE_MS = 1500;

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
declare const BarcodeDetector: { new (options: { formats: string[] }): Detector; getSupportedFormats(): Promise<string[]> } | undefined;

async function nativeDetector(): Promise<Detector | null> {
  if (typeof BarcodeDetector === 'undefined') return null;
  const formats = await BarcodeDetector.getSupportedFormats().catch(() => [] as string[]);
  return formats.includes('qr_code') ? new BarcodeDetector({ formats: ['qr_code'] }) : null;
}

function frameReader(video: HTMLVideoElement): () => string | null {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return () => {
    if (!context || video.videoWidth === 0) return null;
    // Half the width is plenty for a code held up to the camera, and four times less work.
    const scale = Math.min(1, 640 / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    try {
      return decodeQR({ width, height, data });
    } catch {
      return null;
    }
  };
}

export interface Scanner {
  stop(): void;
}

/** Starts the camera in `video` and calls `onCode` for each code read; rejects when there is no camera. */
export async function startScanner(video: HTMLVideoElement, onCode: (code: string) => void): Promise<Scanner> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  video.srcObject = stream;
  video.hidden = false;
  await video.play();
  const detector = await nativeDetector();
  const readFrame = frameReader(video);
  let last = { code: '', seen: 0 };
  let stopped = false;
  const tick = async () => {
    if (stopped) return;
    const code = detector ? ((await detector.detect(video).catch(() => []))[0]?.rawValue ?? null) : readFrame();
    const now = Date.now();
    if (code) {
      if (code !== last.code || now - last.seen > SAME_CODE_PAUSE_MS) onCode(code);
      last = { code, seen: now };
    }
    setTimeout(() => void tick(), FRAME_MS);
  };
  void tick();
  return {
    stop() {
      stopped = true;
      stream.getTracks().forEach((track) => track.stop());
      video.hidden = true;
    },
  };
}
