// The part of mailauth (untyped) the DKIM checks use: lib/dkim/verify.js.
declare module 'mailauth/lib/dkim/verify' {
  export interface DkimVerification {
    readonly signingDomain: string;
    readonly selector: string;
    readonly signingHeaders: { readonly keys: string };
    readonly status: { readonly result: string; readonly comment?: string | false };
  }
  export function dkimVerify(
    input: Buffer | string,
    options?: { readonly resolver?: (name: string, type: string) => Promise<string[][]> },
  ): Promise<{ readonly results: readonly DkimVerification[] }>;
}
