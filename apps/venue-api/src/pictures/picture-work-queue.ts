// A bounded queue of picture work (docs/backend.md#pictures, docs/backend.md#the-sites-image-route):
// processing a photo takes seconds and hundreds of megabytes, so a process runs a fixed number at once and
// lets a few wait; past that it answers busy at once rather than pile up memory (503 with Retry-After).

export interface WorkQueueLimits {
  /** Jobs run at the same time. */
  readonly running: number;
  /** Jobs waiting for a turn; one more is refused. */
  readonly waiting: number;
}

export interface WorkQueue {
  /** The job's outcome, or `busy` (the job never started) when every place is taken. */
  run<T>(job: () => Promise<T>): Promise<{ busy: false; value: T } | { busy: true }>;
}

export function createWorkQueue(limits: WorkQueueLimits): WorkQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = (): void => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };
  return {
    async run(job) {
      if (running >= limits.running) {
        if (waiting.length >= limits.waiting) return { busy: true };
        await new Promise<void>((turn) => waiting.push(turn));
      } else running += 1;
      try {
        return { busy: false, value: await job() };
      } finally {
        release();
      }
    },
  };
}

/** This process's picture work: one photo at a time (sharp uses both cores for it), four waiting. */
export const pictureWorkQueue: WorkQueue = createWorkQueue({ running: 1, waiting: 4 });
