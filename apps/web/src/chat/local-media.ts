// What the guest sent from this page (a picture, a PDF, a recording), kept as a local address by the message's
// client id, so the guest sees and plays it at once, before the history brings the backend's address.
export interface LocalMedia {
  readonly url: string;
  readonly mimeType: string;
  readonly sizeBytes: number;
}

const sent = new Map<string, LocalMedia>();

export function rememberLocalMedia(clientId: string | null | undefined, blob: Blob): void {
  if (!clientId) return;
  sent.set(clientId, { url: URL.createObjectURL(blob), mimeType: blob.type, sizeBytes: blob.size });
}

export const localMedia = (clientId: string | null): LocalMedia | undefined => (clientId === null ? undefined : sent.get(clientId));
