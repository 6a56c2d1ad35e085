// A bound on the image route's work (docs/backend.md#the-sites-image-route): a few fetches and resizes
// at once, a short line behind them, and a plain "busy" past that, so a flood of picture addresses
// cannot take the server's memory or cores from its pages.

export interface WorkSlots {
  /** Runs `work` when a slot frees, or answers `busy` at once when the line is full. */
  run<T>(work: () => Promise<T>): Promise<T | 'busy'>;
}

export function workSlots(limits: { readonly running: number; readonly waiting: number }): WorkSlots {
  let running = 0;
  const line: Array<() => void> = [];

  const release = (): void => {
    const next = line.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run(work) {
      if (running >= limits.running) {
        if (line.length >= limits.waiting) return 'busy';
        // The slot passes straight from the one that frees it: `running` stays counted.
        await new Promise<void>((resolve) => line.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
