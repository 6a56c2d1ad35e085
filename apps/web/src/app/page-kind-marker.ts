// The kind of page on show (page-kinds.ts), written by the root layout on <main> as `data-page-kind`: styles read
// it (the chat launcher is smaller on flow pages) and so do parts that act only where the guest reads, such as
// the venue popups (docs/product.md#home). Read in effects only, never during render.
export type PageKind = 'content' | 'flow';

export const pageKindAttribute = (contentPage: boolean): { readonly 'data-page-kind': PageKind } => ({
  'data-page-kind': contentPage ? 'content' : 'flow',
});

export const pageKindShown = (): PageKind | null => {
  const kind = document.querySelector('main')?.dataset.pageKind;
  return kind === 'content' || kind === 'flow' ? kind : null;
};
