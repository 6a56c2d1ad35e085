// What staff hear and feel for a verdict (docs/product.md#the-door): one high beep to let in, two low ones
// for anything else, and a vibration on phones, so the bouncer need not read every verdict.
import type { DoorVerdict } from '@venue/core/door/door-rules';

let audio: AudioContext | undefined;

/** Browsers start sound only after a press: the page calls this on the first one. */
export function unlockSound(): void {
  audio ??= new AudioContext();
  void audio.resume().catch(() => undefined);
}

function beep(context: AudioContext, frequency: number, startsAt: number, seconds: number): void {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.25, context.currentTime + startsAt);
  gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + startsAt + seconds);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(context.currentTime + startsAt);
  oscillator.stop(context.currentTime + startsAt + seconds);
}

export function signalVerdict(verdict: DoorVerdict['kind']): void {
  const admitted = verdict === 'admitted';
  if (audio && audio.state === 'running') {
    if (admitted) beep(audio, 1320, 0, 0.18);
    else [0, 0.25].forEach((at) => beep(audio!, 330, at, 0.2));
  }
  if ('vibrate' in navigator) navigator.vibrate(admitted ? 120 : [200, 100, 200]);
}
