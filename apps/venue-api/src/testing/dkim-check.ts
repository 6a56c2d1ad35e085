// Test helper: a DKIM key of the test's own, and a check of a received message's signature with mailauth,
// whose DNS lookup of `<selector>._domainkey.<domain>` is answered with that key.
import { generateKeyPairSync } from 'node:crypto';
import { dkimVerify, type DkimVerification } from 'mailauth/lib/dkim/verify';
import type { DkimSettings } from '../mail/mail-settings';

export interface TestDkimKey {
  readonly settings: DkimSettings;
  /** The TXT record a domain would publish. */
  readonly dnsRecord: string;
}

export function testDkimKey(domainName = 'venue.test', keySelector = 'mail'): TestDkimKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const der = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  return {
    settings: { domainName, keySelector, privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() },
    dnsRecord: `v=DKIM1; k=rsa; p=${der}`,
  };
}

/** The message's DKIM signatures as mailauth judges them, the key looked up among `keys` only. */
export async function checkDkim(raw: Buffer, keys: readonly TestDkimKey[]): Promise<readonly DkimVerification[]> {
  const resolver = async (name: string, type: string) => {
    const key = keys.find((k) => name === `${k.settings.keySelector}._domainkey.${k.settings.domainName}`);
    if (type !== 'TXT' || key === undefined) throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
    return [[key.dnsRecord]];
  };
  return (await dkimVerify(raw, { resolver })).results;
}
