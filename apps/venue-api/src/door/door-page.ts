// The door page's HTML (docs/product.md#the-door): the night and door, the verdict in large colours, the
// camera or a typed code, the counts and the conflicts. The page itself is plain: its script (door-app/,
// built by door-script.ts) runs the core door machine and fills it in; without the script it says so.
import { html } from 'hono/html';
import { layout, staffBase, type Html } from '../staff/staff-pages';

export const doorPath = `${staffBase}/door`;

export interface DoorPageData {
  readonly night: string;
  readonly door: string;
  /** The venue's IANA time zone: the script writes admission times on its clock (core's door/door-clock.ts). */
  readonly timeZone: string;
  /** The socket pass (door-socket.ts) and the CSRF token for the script's posts. */
  readonly pass: string;
  readonly csrf: string;
  /** The script's address with its content hash, so a new build is fetched past every cache. */
  readonly script: string;
}

// Readable at arm's length: the verdict fills the width in 2.4rem+ type; colours keep WCAG AA contrast.
const style = `
main{max-width:720px;padding:12px}
.door-setup{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:end}.door-setup label{display:flex;flex-direction:column;font-weight:600}
.door-setup input{font-size:18px;padding:6px;max-width:100%}
.link{font-weight:600;padding:6px 10px;border-radius:6px;background:#e3e6ec}.link[data-link=offline]{background:#fff1c2}.link[data-link=conflict]{background:#ffd6d6}
.verdict{border-radius:12px;padding:20px 16px;margin:12px 0;text-align:center;background:#1d2330;color:#fff;min-height:7rem}
.verdict p{margin:0}.verdict-title{font-size:clamp(2.4rem,12vw,4.5rem);font-weight:800;line-height:1.05;letter-spacing:.02em}
.verdict-detail{font-size:clamp(1.2rem,5vw,1.8rem);margin-top:8px!important}
.verdict[data-verdict=admitted]{background:#0b6b2e}.verdict[data-verdict=already-in]{background:#ffc94d;color:#1d2330}
.verdict[data-verdict=not-valid],.verdict[data-verdict=cancelled]{background:#a11212}
.scan{display:flex;flex-wrap:wrap;gap:8px;align-items:end}.scan button,.door-setup button{font-size:18px;padding:10px 16px}
.scan input{font-size:18px;padding:8px;width:16rem;max-width:100%}
video{width:100%;max-height:50vh;background:#000;border-radius:8px;margin-top:8px}
.counts td,.counts th{font-size:18px}.conflicts{background:#ffd6d6;border-radius:8px;padding:8px 12px;margin:12px 0}
`;

export function doorPage(data: DoorPageData): Html {
  return layout(
    'The door',
    html`<div
      id="door"
      data-night="${data.night}"
      data-door="${data.door}"
      data-time-zone="${data.timeZone}"
      data-pass="${data.pass}"
      data-csrf="${data.csrf}"
    >
      <form class="door-setup" method="get" action="${doorPath}">
        <label>Night <input type="date" name="night" value="${data.night}" required /></label>
        <label>Door <input name="door" value="${data.door}" maxlength="60" required autocomplete="off" placeholder="Main door" /></label>
        <button type="submit">Open the door</button>
      </form>
      <p id="door-link" class="link" role="status">This page needs JavaScript to check codes.</p>
      <p id="door-clock" hidden></p>
      <p id="door-session" class="link" data-link="conflict" role="alert" hidden>
        Signed out: <a href="${doorPath}?night=${data.night}">sign in again</a>. Admissions made meanwhile are kept on this device.
      </p>
      <section id="door-verdict" class="verdict" aria-live="assertive" aria-atomic="true">
        <p class="verdict-title">Ready</p>
        <p class="verdict-detail">Scan or type a guest's code.</p>
      </section>
      <div class="scan">
        <button id="door-camera" type="button" disabled>Scan with the camera</button>
        <form id="door-type" class="scan">
          <label>Code<br /><input name="code" autocomplete="off" required disabled /></label>
          <button type="submit" disabled>Check code</button>
        </form>
      </div>
      <video id="door-video" muted playsinline hidden aria-label="Camera"></video>
      <section id="door-conflicts" class="conflicts" role="alert" hidden></section>
      <h2>In tonight</h2>
      <table class="counts">
        <thead>
          <tr>
            <th>Ticket type</th>
            <th>In</th>
            <th>Expected</th>
          </tr>
        </thead>
        <tbody id="door-counts"></tbody>
      </table>
    </div>`,
    { signedIn: true, script: data.script, style },
  );
}
