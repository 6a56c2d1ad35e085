// The JSON report Pact's Rust verifier writes (its -j option, or pact-core's answer), read for what a
// run has to say: how many interactions it verified, which failed and why.
export interface VerifierFailure {
  readonly interaction: string;
  readonly problem: string;
}

export interface VerifierReport {
  readonly passed: boolean;
  /** Interactions verified without a mismatch, messages included. */
  readonly verified: number;
  readonly failures: readonly VerifierFailure[];
}

interface RawMismatch {
  readonly type?: string;
  readonly message?: string;
  readonly mismatches?: ReadonlyArray<{ readonly mismatch?: string }>;
}

interface RawReport {
  readonly result?: boolean;
  readonly interactionResults?: ReadonlyArray<{ readonly result?: string }>;
  readonly errors?: ReadonlyArray<{ readonly interaction?: string; readonly mismatch?: RawMismatch }>;
}

const problemOf = (mismatch: RawMismatch | undefined): string =>
  mismatch?.type === 'error' ? (mismatch.message ?? 'error') : (mismatch?.mismatches ?? []).map((m) => m.mismatch).join('; ');

export function verifierReport(json: string): VerifierReport {
  const raw = JSON.parse(json) as RawReport;
  const failures = (raw.errors ?? []).map((e) => ({ interaction: e.interaction ?? '(unnamed)', problem: problemOf(e.mismatch) }));
  const verified = (raw.interactionResults ?? []).filter((r) => r.result === 'OK').length;
  return { passed: raw.result === true && failures.length === 0, verified, failures };
}
