// The Paris variant's home page, gallery, talents and job offers, in French (docs/seed-format.md#local-variants-of-the-demo).
import type { VenueSeedInput } from '../../../venue-seed.schema';
import type { GalleryWords } from '../../demo-gallery';
import type { HomeContent } from '../../demo-home';
import { talentsSaying, type TalentContent } from '../../demo-talents';
import { euros } from './paris-faq';

export const parisHome: HomeContent = {
  language: 'fr-FR',
  sliders: [
    {
      title: 'Bienvenue au Velvet Room',
      subtitle: 'Cocktails, DJ et concerts au cœur d’Oberkampf',
      art: ['Velvet Room', 'Paris 11e'],
      buttonLabel: 'Voir la programmation',
      link: '/events',
    },
    {
      title: 'Service bouteille',
      subtitle: 'Votre table, vos bouteilles, votre soirée',
      art: ['Service bouteille', 'Réservez votre table'],
      buttonLabel: 'Commander',
      link: '/bottles',
    },
    {
      title: 'Privatisations',
      subtitle: 'Anniversaires, lancements, mariages\u00a0: tout le club, n’importe quel soir',
      art: ['Privatisations', 'Réservez le lieu'],
      buttonLabel: 'Privatiser le club',
      link: '/booking',
    },
  ],
  popup: {
    content: (night, doors, tickets) =>
      `<p>La plus belle soirée de la saison\u00a0: <strong>${night}</strong>, ouverture des portes à ${doors}. ${tickets}</p>`,
    free: 'Entrée libre.',
    soldOut: 'Complet.',
    ticketsFrom: (price) => `Billets à partir de ${euros(price)}.`,
    art: ['Bal masqué', 'Billetterie ouverte'],
    buttonLabel: 'Prendre mes billets',
  },
  promotions: [
    {
      id: 'promo-happy-hour',
      title: 'Happy hour\u00a0: deux cocktails pour le prix d’un',
      summary: 'Du mardi au jeudi, de 19\u00a0h à 21\u00a0h, nos cocktails signature sont à deux pour le prix d’un.',
      art: ['Happy hour', '2 cocktails pour 1'],
      days: [-10, 50],
      campaign: {
        title: 'Happy hour',
        body: '<p>Deux cocktails signature pour le prix d’un, du mardi au jeudi, de 19\u00a0h à 21\u00a0h.</p><p>Montrez cette page au bar.</p>',
      },
    },
    {
      id: 'promo-birthday',
      title: 'Votre anniversaire, la bouteille est pour nous',
      summary: 'Fêtez votre anniversaire en service bouteille à six ou plus\u00a0: le prosecco est offert.',
      art: ['Anniversaire', 'Bouteille offerte'],
      days: [-30, 90],
      campaign: {
        title: 'La bouteille d’anniversaire est pour nous',
        body: '<p>Réservez un service bouteille pour six personnes ou plus la semaine de votre anniversaire, et le prosecco est offert.</p><p><a href="/bottles" target="_top">Réserver ma table</a></p>',
      },
    },
  ],
  venueReviews: [
    ['Camille L.', 5, 'Meilleure soirée à Paris depuis longtemps. Le son est incroyable et l’équipe a rendu mon anniversaire inoubliable.'],
    ['Mehdi B.', 5, 'Service bouteille impeccable\u00a0: notre hôte s’est occupé de la table toute la soirée.'],
    ['Inès R.', 4, 'Très bons cocktails et super musique, un peu de monde après minuit le samedi.'],
    ['Thomas G.', 5, 'Le jazz du dimanche, c’est la pépite du quartier. Ambiance magnifique.'],
    ['Sarah K.', 5, 'Toit-terrasse privatisé pour la soirée de notre boîte, tout était parfait.'],
    ['Julien M.', 3, 'Bonne soirée, mais longue attente au vestiaire à la fermeture.'],
    ['Aminata D.', 4, 'J’ai adoré la Nuit afro, DJ Kairo met le feu.'],
    ['Lucas P.', 5, 'Physio sympa, prix corrects pour le quartier et un public génial.'],
  ],
  eventReviews: [
    ['Nadia F.', 5, 'Quelle soirée\u00a0! J’ai déjà pris mes billets pour la prochaine.'],
    ['Léo M.', 4, 'Super musique, mais l’attente au bar pourrait être plus courte.'],
  ],
  talentReviews: [
    ['Chloé P.', 5, 'Le meilleur set de Nova que j’aie entendu cette année.'],
    ['Antoine V.', 5, 'Cette section de cuivres\u00a0! Programmez-les tous les vendredis.'],
  ],
  blockNotes: {
    party: '<p>Soirée privée de 22\u00a0h à 2\u00a0h\u00a0: pas de réservation possible sur ce créneau.</p>',
    wedding: '<p>Fermé pour un mariage. Au plaisir de vous retrouver le lendemain.</p>',
    corporate: '<p>Début de soirée réservé à un événement d’entreprise\u00a0; tables disponibles à partir de 21\u00a0h.</p>',
    maintenance: '<p>Fermé pour travaux.</p>',
  },
};

export const parisGallery: GalleryWords = {
  rooms: ['Grande salle', 'Salon', 'Toit-terrasse', 'Le Caveau', 'Bar', 'Entrée', 'Mezzanine VIP', 'Cabine DJ'],
  roomCaption: (room) => `${room} du Velvet Room`,
  videos: [
    ['Un samedi soir au Velvet Room', 'Samedi soir'],
    ['La saison sur le toit en images', 'Saison sur le toit'],
    ['Derrière le bar\u00a0: le Negroni du Velvet', 'Derrière le bar'],
  ],
  videoArt: 'Vidéo',
  socialCaption: (n) => `Sur notre page Facebook n°\u00a0${n}`,
  albumCaption: (n, name) => `${name}, photo ${n}`,
};

export const parisTalents: TalentContent = {
  sketches: talentsSaying({
    'talent-dj-nova': {
      talentType: 'DJ',
      musicStyle: 'House deep, techno mélodique',
      bio: 'Résidente depuis l’ouverture, Nova construit de longs sets hypnotiques qui commencent en douceur et finissent au lever du soleil. Elle a joué dans les entrepôts de Brooklyn, sur les plages de Tulum et dans les caves de Berlin.',
    },
    'talent-kairo': {
      talentType: 'DJ',
      musicStyle: 'Afrobeats, amapiano, dancehall',
      bio: 'Kairo fait venir Lagos et Johannesburg à Oberkampf\u00a0: percussions, grosses voix et une piste qui ne s’arrête jamais. C’est lui qui anime nos Nuits afro.',
    },
    'talent-midnight-echoes': {
      talentType: 'Groupe live',
      musicStyle: 'Soul, funk, reprises Motown',
      bio: 'Sept musiciens et une section de cuivres\u00a0: les Echoes jouent les classiques soul et funk que tout le monde connaît, et quelques compositions. Piste pleine dès le deuxième morceau.',
    },
    'talent-lila-moreno': {
      talentType: 'Chanteuse',
      musicStyle: 'Jazz, bossa nova, néo-soul',
      bio: 'Lila chante les standards du jazz et la bossa nova en anglais, en espagnol et en portugais. Ses dimanches sont les soirées les plus douces et les plus élégantes de la semaine.',
    },
    'talent-rhyme-theory': {
      talentType: 'MC',
      musicStyle: 'Hip-hop, R&B',
      bio: 'Maître de cérémonie, ambianceur et freestyleur, Rhyme Theory tient la salle pendant nos Vendredis hip-hop et anime la scène ouverte rap du mardi.',
    },
    'talent-marcus-vale': {
      talentType: 'Saxophoniste',
      musicStyle: 'Saxophone live sur de la house',
      bio: 'Marcus joue du saxophone en live par-dessus le DJ, le chouchou des samedis soir au Velvet Room. Il dirige aussi un trio de jazz pour les soirées privées.',
    },
  }),
  liveCaption: (n) => `En live au Velvet Room, n°\u00a0${n}`,
  styleLine: (style) => `<strong>Style\u00a0:</strong> ${style}.`,
};

export const parisJobPositions: NonNullable<VenueSeedInput['jobPositions']> = [
  {
    _id: 'job-bartender',
    title: 'Barman ou barmaid',
    description: 'Du jeudi au samedi soir. Expérience en cocktails et sang-froid aux heures de pointe.',
  },
  {
    _id: 'job-floor-host',
    title: 'Hôte ou hôtesse de salle',
    description: 'Accueillir les clients, tenir la liste des tables et garder la salle fluide. Week-ends.',
  },
  {
    _id: 'job-sound-tech',
    title: 'Technicien son',
    description: 'Installer et mixer le son des concerts et des DJ. Quelques après-midi pour les balances.',
  },
];
