// Whether the support chat's panel is open, for parts of the page that are React roots of their own (the home
// page's venue popups are an island apart from the chat's): a data attribute on <html>, `data-chat-open`,
// which the chat widget sets while its panel is open (docs/product.md#support-chat). Read in effects only.
export function markChatOpen(open: boolean): void {
  if (open) document.documentElement.dataset.chatOpen = 'true';
  else delete document.documentElement.dataset.chatOpen;
}

export const chatIsOpen = (): boolean => document.documentElement.dataset.chatOpen === 'true';
