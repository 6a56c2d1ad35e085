// The staff page's only script (docs/backend.md#staff-page): while staff type in a reply box it posts
// "typing" at most every 3 seconds, and "stopped" after 5 seconds without a key or when the box is
// emptied, so the guest's chat can show that a person is writing. Served as a file of our own
// (script-src 'self'); without it the page works as before. It sends the form's CSRF token (staff-csrf.ts).
export const STAFF_TYPING_SCRIPT_PATH = 'staff-typing.js';

export const staffTypingScript = `(() => {
  const box = document.querySelector('textarea[data-typing-url]');
  if (!box) return;
  const url = box.getAttribute('data-typing-url');
  const token = box.form && box.form.elements.namedItem('csrf');
  let lastSent = 0;
  let idle;
  const send = (typing) =>
    fetch(url, { method: 'POST', credentials: 'same-origin', body: new URLSearchParams({ typing: typing ? 'yes' : 'no', csrf: token ? token.value : '' }) }).catch(() => {});
  const stop = () => {
    clearTimeout(idle);
    if (lastSent !== 0) send(false);
    lastSent = 0;
  };
  box.addEventListener('input', () => {
    if (box.value.trim() === '') return stop();
    clearTimeout(idle);
    if (Date.now() - lastSent > 3000) {
      lastSent = Date.now();
      send(true);
    }
    idle = setTimeout(stop, 5000);
  });
  box.addEventListener('blur', stop);
  if (box.form) box.form.addEventListener('submit', () => clearTimeout(idle));
})();
`;
