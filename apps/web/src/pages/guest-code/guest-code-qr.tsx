// A guest code as a QR code (docs/product.md#codes-for-guests): black modules on white with a quiet zone, drawn as
// one SVG path from uqr's matrix, the same on the server and in the browser. The figure carries the code's text in
// `data-code`, so a test (or the door's fake camera) can read what it shows; its name says what the code is for,
// never the token.
import { encode } from 'uqr';
import type { GuestCodeView } from '@venue/core/guest-codes/guest-code-view.schema';
import { formatEventDate } from '../../ui/format';
import styles from './guest-code-qr.module.css';
import * as m from '~messages/guest-code';

/** Medium error correction and a quiet zone of four modules, as the invoice's QR images. */
const QR_OPTIONS = { ecc: 'M', border: 4 } as const;

/** One rectangle per run of dark modules in a row. */
function modulesPath(matrix: readonly (readonly boolean[])[]): string {
  let path = '';
  for (const [y, row] of matrix.entries()) {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (row[x]) x++;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  }
  return path;
}

export type QrCode = Pick<GuestCodeView, 'code' | 'codeId' | 'guestName' | 'label' | 'night'>;

export const codePurpose = (code: QrCode): string => m.codePurpose(code.guestName, code.label, formatEventDate(code.night));

export function GuestCodeQr({ code, size }: { readonly code: QrCode; readonly size: 'medium' | 'large' }) {
  const { data } = encode(code.code, QR_OPTIONS);
  const side = data.length;
  return (
    <figure className={`${styles.figure} ${styles[size]}`} data-code={code.code} data-code-id={code.codeId}>
      <svg className={styles.qr} viewBox={`0 0 ${side} ${side}`} role="img" aria-label={codePurpose(code)} shapeRendering="crispEdges">
        <rect width={side} height={side} fill="#fff" />
        <path d={modulesPath(data)} fill="#000" />
      </svg>
    </figure>
  );
}
