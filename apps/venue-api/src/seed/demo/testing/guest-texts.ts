// The words a guest reads in a seed (names, descriptions, FAQ, home page, menus, talents, gallery, jobs),
// each with where it is, as plain text: what the local variants' language tests read.
import type { VenueSeedInput } from '../../venue-seed.schema';

export interface GuestText {
  readonly path: string;
  readonly text: string;
}

const plain = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function guestTexts(seed: VenueSeedInput): GuestText[] {
  const texts: GuestText[] = [];
  const add = (path: string, value: string | null | undefined) => {
    if (value) texts.push({ path, text: plain(value) });
  };
  const { general } = seed.generalInfo;
  add('general.address', general.address);
  add('intro.bottles', seed.generalInfo.intro?.bottles);
  add('intro.talent_submission', seed.generalInfo.intro?.talent_submission);
  const site = seed.websiteSettings;
  add('header.title', site.header?.title);
  site.menus?.forEach((menu, i) => add(`menus[${i}]`, menu.title));
  add('seo.title', site.seo?.title);
  add('seo.description', site.seo?.description);
  seed.faqItems.forEach((faq, i) => {
    add(`faq[${i}].category`, faq.category);
    add(`faq[${i}].question`, faq.question);
    add(`faq[${i}].answer`, faq.answer);
  });
  seed.events.forEach((event, i) => {
    add(`events[${i}].name`, event.name);
    add(`events[${i}].description`, event.description);
    add(`events[${i}].location`, event.location);
    event.tickets.forEach((ticket, j) => {
      add(`events[${i}].tickets[${j}].name`, ticket.name);
      add(`events[${i}].tickets[${j}].description`, ticket.description);
      add(`events[${i}].tickets[${j}].group`, ticket.group);
    });
  });
  [...seed.foodMenuItems, ...seed.drinkMenuItems].forEach((item) => {
    add(`${item._id}.name`, item.name);
    add(`${item._id}.description`, item.description);
    add(`${item._id}.category`, item.category);
  });
  seed.drinkMenuItems.forEach((drink) => add(`${drink._id}.serving`, drink.serving));
  seed.bottleCategories.forEach((category) => {
    add(`bottles.${category.name}`, category.name);
    category.products.forEach((bottle) => add(`${bottle._id}.description`, bottle.description));
  });
  seed.talents.forEach((talent) => {
    add(`${talent._id}.talentType`, talent.talentType);
    add(`${talent._id}.biography`, talent.biography);
    add(`${talent._id}.musicStyle`, talent.musicStyle);
  });
  seed.reviews.forEach((review) => add(`${review._id}.comment`, review.comment));
  seed.sliders.forEach((slider) => {
    add(`${slider._id}.title`, slider.title);
    add(`${slider._id}.subtitle`, slider.subtitle);
    add(`${slider._id}.buttonLabel`, slider.buttonLabel);
  });
  seed.popups.forEach((popup) => {
    add(`${popup._id}.content`, popup.content);
    add(`${popup._id}.buttonLabel`, popup.buttonLabel);
  });
  seed.promotions.forEach((promotion) => {
    add(`${promotion._id}.title`, promotion.title);
    add(`${promotion._id}.summary`, promotion.summary);
    add(`${promotion._id}.campaignHtml`, promotion.campaignHtml.replace(/<style>.*<\/style>/s, ''));
  });
  seed.blockDates.forEach((block) => add(`${block._id}.notes`, block.notes));
  const gallery = seed.gallery;
  [...gallery.venuePhotos, ...gallery.fbPhotos, ...gallery.albums.flatMap((album) => album.photos)].forEach((photo) =>
    add(`${photo._id}.caption`, photo.caption),
  );
  gallery.venueVideos.forEach((video) => add(`${video._id}.title`, video.title));
  seed.jobPositions?.forEach((job) => {
    add(`${job._id}.title`, job.title);
    add(`${job._id}.description`, job.description);
  });
  return texts;
}
