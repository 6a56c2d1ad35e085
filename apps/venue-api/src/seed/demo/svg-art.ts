// Placeholder artwork drawn at seed time: posters, portraits, bottles and photos as small SVGs,
// so the demo venue needs nothing from the network. Deterministic for a given name.

export type ArtKind = 'poster' | 'portrait' | 'bottle' | 'photo' | 'banner' | 'dish' | 'logo';

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch);

/** A small stable hash, so the same name always gets the same colours. */
function seedOf(name: string): number {
  let h = 2166136261;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** A tiny seeded random generator: the same picture for the same name on every seed. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sizes: Record<ArtKind, [number, number]> = {
  poster: [600, 800],
  portrait: [600, 600],
  bottle: [300, 500],
  photo: [800, 600],
  banner: [1600, 700],
  dish: [400, 300],
  logo: [240, 240],
};

function shapes(kind: ArtKind, w: number, h: number, seed: number, accent: string): string {
  if (kind === 'bottle') {
    const cx = w / 2;
    return `<rect x="${cx - 22}" y="60" width="44" height="90" rx="8" fill="${accent}" opacity="0.9"/>
<path d="M${cx - 22} 150 Q${cx - 80} 190 ${cx - 80} 260 L${cx - 80} 440 Q${cx - 80} 470 ${cx - 50} 470 L${cx + 50} 470 Q${cx + 80} 470 ${cx + 80} 440 L${cx + 80} 260 Q${cx + 80} 190 ${cx + 22} 150 Z" fill="${accent}" opacity="0.85"/>
<rect x="${cx - 60}" y="290" width="120" height="90" rx="6" fill="#fff" opacity="0.85"/>`;
  }
  if (kind === 'portrait') {
    return `<circle cx="${w / 2}" cy="${h * 0.38}" r="${h * 0.17}" fill="${accent}" opacity="0.9"/>
<path d="M${w * 0.2} ${h} Q${w / 2} ${h * 0.45} ${w * 0.8} ${h} Z" fill="${accent}" opacity="0.75"/>`;
  }
  const random = mulberry32(seed);
  const circles = Array.from({ length: 6 }, (_, i) => {
    const r = Math.round((0.08 + random() * 0.22) * Math.min(w, h));
    const x = random() * w;
    const y = random() * h;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r}" fill="${accent}" opacity="${(0.15 + i * 0.08).toFixed(2)}"/>`;
  });
  const beams =
    kind === 'poster' || kind === 'banner'
      ? `<path d="M0 ${h} L${w * 0.35} 0 L${w * 0.45} 0 Z" fill="#fff" opacity="0.08"/><path d="M${w} ${h} L${w * 0.6} 0 L${w * 0.7} 0 Z" fill="#fff" opacity="0.08"/>`
      : '';
  return circles.join('\n') + beams;
}

/** An SVG picture of the given kind with a title and an optional second line. */
export function drawArt(kind: ArtKind, name: string, title: string, subtitle = ''): string {
  const [w, h] = sizes[kind];
  const seed = seedOf(name);
  const hue = seed % 360;
  const from = `hsl(${hue}, 65%, 18%)`;
  const to = `hsl(${(hue + 60) % 360}, 70%, 38%)`;
  const accent = `hsl(${(hue + 180) % 360}, 80%, 62%)`;
  const titleSize = Math.round(Math.min((w / Math.max(title.length, 8)) * 1.5, kind === 'bottle' ? 26 : h / 8));
  const titleY = kind === 'bottle' ? h * 0.67 : kind === 'portrait' ? h * 0.9 : h * 0.55;
  const titleFill = kind === 'bottle' ? '#222' : '#fff';
  const sub = subtitle
    ? `<text x="50%" y="${(titleY + titleSize * 1.1).toFixed(0)}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${Math.round(titleSize * 0.45)}" fill="${titleFill}" opacity="0.85">${escapeXml(subtitle)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
${shapes(kind, w, h, seed, accent)}
<text x="50%" y="${titleY.toFixed(0)}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${titleSize}" fill="${titleFill}">${escapeXml(title)}</text>
${sub}
</svg>`;
}
