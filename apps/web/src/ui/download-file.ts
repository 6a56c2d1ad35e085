// A file the page makes in the browser (an .ics calendar entry), saved as a download. Call it from a handler only:
// it needs the document, which a page's render never reads (docs/architecture.md).

/** Saves `text` as `fileName` of `type`, through a link clicked and dropped at once. */
export function downloadFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has started the download, which it does after this handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
