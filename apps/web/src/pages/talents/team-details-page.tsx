// A talent (docs/product.md#talents): type badge, name, photo slider or main photo, YouTube players
// (only for links with a valid 11-character id), SoundCloud and MixCloud players, biography as
// sanitised HTML, and the back link All Talents.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pathTo } from '@venue/core/routing/routes';
import { talentJsonLd } from '@venue/core/seo/talent-json-ld';
import { htmlToText } from '@venue/core/shared/html-text';
import { absoluteMediaUrl, type MetaFunction } from '../../head/page-meta';
import { youtubeEmbedUrl, youtubeId } from '@venue/core/talents/youtube-id';
import { content } from '../../app/services';
import { loaded } from '../../routing/load';
import { SiteLink } from '../../routing/site-link';
import { Island } from '../../islands/island';
import { LazyEmbed } from '../../ui/lazy-embed';
import page from '../../ui/page.module.css';
import { SafeHtml, withSafeHtml } from '../../ui/safe-html';
import { SizedImage } from '../../ui/sized-image';
import { TALENT_PHOTO_SIZES, TalentPhotos } from './talent-photos';
import styles from './talents.module.css';
import * as m from '~messages/talents';
import { useVenueWords } from '../../ui/venue-language';

export const loader = ({ params }: LoaderFunctionArgs) => withSafeHtml(loaded(content.talent(params.id ?? '')));

export const meta: MetaFunction<Awaited<ReturnType<typeof loader>>> = (talent, site, path, pageUrl) => ({
  title: talent.talentName,
  description: htmlToText(talent.biography).slice(0, 200),
  image: talent.mainPhoto,
  type: 'profile',
  jsonLd: [talentJsonLd(talent, pageUrl(path), absoluteMediaUrl(site.origin, talent.mainPhoto))],
});

const soundcloudPlayer = (link: string) =>
  `https://w.soundcloud.com/player/?url=${encodeURIComponent(link)}&color=%23ff6fd8&auto_play=true&visual=false`;
const mixcloudPlayer = (link: string) =>
  `https://www.mixcloud.com/widget/iframe/?hide_cover=1&autoplay=1&feed=${encodeURIComponent(new URL(link).pathname)}`;

export function Component() {
  const talent = useLoaderData<typeof loader>();
  const venueWords = useVenueWords();
  const photos = talent.photos.length > 0 ? talent.photos : [talent.mainPhoto];
  const videos = talent.youtubeLink.flatMap((link) => {
    const id = youtubeId(link);
    return id ? [id] : [];
  });
  // Every player is a lazy embed (an island): YouTube videos, then SoundCloud, then MixCloud.
  const players = [
    ...videos.map((id, i) => ({
      key: id,
      className: styles.video,
      src: `${youtubeEmbedUrl(id)}?autoplay=1`,
      title: m.videoTitle(talent.talentName, i + 1),
      action: m.playVideo,
    })),
    ...talent.soundcloudLink.map((link, i) => ({
      key: link,
      className: styles.audio,
      src: soundcloudPlayer(link),
      title: m.soundCloudTitle(talent.talentName, i + 1),
      action: m.playOnSoundCloud,
      allow: 'autoplay',
    })),
    ...talent.mixcloudLink.map((link, i) => ({
      key: link,
      className: styles.mixcloud,
      src: mixcloudPlayer(link),
      title: m.mixCloudTitle(talent.talentName, i + 1),
      action: m.playOnMixCloud,
      allow: 'autoplay',
    })),
  ];
  const hasMedia = players.length > 0;
  return (
    <div className={page.page}>
      <SiteLink to={pathTo('Teams')} className={page.backLink}>
        {m.allTalents}
      </SiteLink>
      <div className={styles.profile}>
        <div className={styles.photo}>
          {photos.length > 1 ? (
            <Island name="talent-photos" component={TalentPhotos} props={{ name: talent.talentName, photos }} />
          ) : (
            <SizedImage
              src={photos[0] ?? null}
              alt={talent.talentName}
              ratio={1}
              sizes={TALENT_PHOTO_SIZES}
              priority="high"
              {...venueWords}
            />
          )}
        </div>
        <div {...venueWords}>
          <span className={styles.badge}>{talent.talentType}</span>
          <h1>{talent.talentName}</h1>
          {talent.musicStyle && <p className={styles.style}>{talent.musicStyle}</p>}
          <SafeHtml className={page.prose} html={talent.biography} />
        </div>
      </div>
      {hasMedia && (
        <section className={page.section} aria-labelledby="media-title">
          <h2 id="media-title">{m.watchAndListen}</h2>
          <div className={styles.players}>
            {players.map(({ key, ...props }) => (
              <Island key={key} name="lazy-embed" component={LazyEmbed} props={props} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
