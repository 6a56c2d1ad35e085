// The chat launcher's words (shell/launcher-button.tsx): an island of every page, so an area of its own.
export const chatWithUs = 'Chat with us';
export const closeChat = 'Close chat';
