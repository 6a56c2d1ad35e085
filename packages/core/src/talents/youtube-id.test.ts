import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeId } from './youtube-id';

const idChar = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'.split(''));
const videoId = fc.array(idChar, { minLength: 11, maxLength: 11 }).map((cs) => cs.join(''));

describe('youtubeId', () => {
  it('reads the four link shapes', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://youtu.be/dQw4w9WgXcQ?si=abc')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('  www.youtube.com/watch?v=dQw4w9WgXcQ  ')).toBe('dQw4w9WgXcQ');
  });

  it('yields nothing without an 11-character id on a YouTube address', () => {
    for (const link of [
      '',
      'dQw4w9WgXcQ',
      'https://youtu.be/short',
      'https://youtu.be/dQw4w9WgXcQX',
      'https://vimeo.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/channel/UC1234567890',
      'https://evil.example/youtu.be/dQw4w9WgXcQ',
    ]) {
      expect(youtubeId(link)).toBeNull();
    }
  });

  it('embeds by id', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
  });

  it('property: any input yields an 11-character id from [A-Za-z0-9_-] or nothing', () => {
    const linkish = fc.oneof(
      fc.string(),
      fc
        .tuple(
          fc.constantFrom('https://youtu.be/', 'https://www.youtube.com/watch?v=', 'youtube.com/embed/', 'youtube.com/shorts/'),
          fc.string(),
        )
        .map(([prefix, rest]) => prefix + rest),
    );
    fc.assert(
      fc.property(linkish, (link) => {
        const id = youtubeId(link);
        if (id !== null) expect(id).toMatch(/^[A-Za-z0-9_-]{11}$/);
      }),
    );
  });

  it('property: every supported link shape gives back its id', () => {
    const shape = fc.constantFrom(
      (id: string) => `https://www.youtube.com/watch?v=${id}`,
      (id: string) => `http://youtu.be/${id}`,
      (id: string) => `https://www.youtube.com/embed/${id}?autoplay=1`,
      (id: string) => `https://youtube.com/shorts/${id}`,
    );
    fc.assert(
      fc.property(videoId, shape, (id, make) => {
        expect(youtubeId(make(id))).toBe(id);
      }),
    );
  });
});
