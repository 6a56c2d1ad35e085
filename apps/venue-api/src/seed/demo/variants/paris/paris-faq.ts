// The Paris variant's FAQ, in French, complete enough for the chat bot to answer from. What states the
// venue's data (hours, closed days, minimum, service, discount, deposit, party sizes, gift cards) is written
// from it, as the default demo's FAQ is (demo-faq.ts).
import { MAX_GUEST_COUNT } from '@venue/core/booking/booking-choices';
import { closedWeekdays } from '@venue/core/booking/closed-days';
import { giftCardAmountsOf } from '@venue/core/orders/gift-card-amounts';
import { coatCheckPrices } from '../../coat-check-prices';
import type { WeekDay } from '@venue/core/session/venue-hours';
import type { VenueSeedInput } from '../../../venue-seed.schema';
import { hourRuns } from '../../demo-faq';
import { frenchClock, moneyIn, weekdayName } from '../local-words';

type Hours = NonNullable<VenueSeedInput['generalInfo']['hours']>;
type Settings = VenueSeedInput['financialSettings'];

export const euros = moneyIn('fr-FR', 'EUR');
const day = (d: WeekDay) => weekdayName('fr-FR', d);

/** « du mardi au jeudi de 19 h à 2 h, vendredi et samedi de 19 h à 5 h, … » */
export function frenchOpeningHours(hours: Hours): string {
  const days = (list: readonly WeekDay[]) => {
    const [first] = list;
    const last = list[list.length - 1];
    if (first === undefined || last === undefined) return '';
    return list.length === 1
      ? `le ${day(first)}`
      : list.length === 2
        ? `le ${day(first)} et le ${day(last)}`
        : `du ${day(first)} au ${day(last)}`;
  };
  return hourRuns(hours)
    .map(({ days: list, from, to }) => `${days(list)} de ${frenchClock(from)} à ${frenchClock(to)}`)
    .join(', ');
}

/** « Nous sommes fermés le lundi. », or nothing when the venue opens every day. */
function closedText(hours: Hours): string {
  const closed = closedWeekdays(hours).map(day);
  if (closed.length === 0) return '';
  const list = closed.length === 1 ? closed[0] : `${closed.slice(0, -1).join(', ')} et le ${closed[closed.length - 1]}`;
  return ` Nous sommes fermés le ${list}.`;
}

export function parisFaq(hours: Hours, settings: Settings): VenueSeedInput['faqItems'][number][] {
  const minimum = settings.bottlesMinimum ?? 0;
  const guests = `de ${settings.minGuestCount ?? 1} à ${MAX_GUEST_COUNT}`;
  const discount = settings.bottlesDiscount ?? 0;
  const giftCards = giftCardAmountsOf(settings);
  const coatCheck = coatCheckPrices(settings, 'EUR');
  const service = settings.serviceCharge ?? 0;
  const tax = settings.tax ?? 0;
  const closedAfter = closedText(hours);
  const deposit = settings.bookingDepositAmount;
  const opening = frenchOpeningHours(hours);
  const charges =
    tax === 0 && service === 0
      ? 'Nos prix s’entendent TTC, service compris\u00a0: rien ne s’ajoute au moment de payer.'
      : `La TVA (${tax}\u00a0%) et le service (${service}\u00a0%) s’ajoutent au moment de payer.`;
  const faq: ReadonlyArray<[string, string, string]> = [
    [
      'Sur place',
      'Quels sont vos horaires\u00a0?',
      `<p>Nous ouvrons ${opening}.${closedAfter} La page Événements présente la programmation de chaque soir.</p>`,
    ],
    [
      'Sur place',
      'Où êtes-vous et comment venir\u00a0?',
      '<p>Le Velvet Room se trouve au <strong>27 rue Oberkampf, 75011 Paris</strong>, à deux minutes du métro Parmentier (ligne 3). Le Noctilien N12 s’arrête à Oberkampf toute la nuit\u00a0; pour la voiture, le parking le plus proche est rue de Malte.</p>',
    ],
    [
      'Sur place',
      'Quel est l’âge minimum\u00a0?',
      '<p>L’entrée est réservée aux <strong>personnes majeures</strong>, sur présentation d’une pièce d’identité avec photo (carte d’identité, passeport ou titre de séjour). Les soirées du Salon sont ouvertes à tous\u00a0: les mineurs viennent accompagnés d’un adulte et ne sont pas servis en alcool. Chaque page d’événement précise l’âge requis.</p>',
    ],
    [
      'Sur place',
      'Faut-il une tenue particulière\u00a0?',
      '<p>Tenue correcte exigée\u00a0: pas de survêtement, de tongs ni de maillot de foot. Les soirées à thème indiquent leur propre tenue sur leur page. La sécurité a le dernier mot à l’entrée.</p>',
    ],
    [
      'Sur place',
      'Avez-vous un vestiaire\u00a0?',
      `<p>Oui, le vestiaire est ouvert tous les soirs, de l’ouverture jusqu’à 30 minutes après la fermeture\u00a0: ${euros(coatCheck[0])} pour un manteau ou un sac, ${euros(coatCheck[1])} pour un parapluie, ${euros(coatCheck[2])} pour le reste. Pour éviter la file, déposez vos affaires vous-même à la borne près de l’entrée.</p>`,
    ],
    [
      'Sur place',
      'J’ai perdu un objet, que faire\u00a0?',
      '<p>Écrivez-nous depuis la page Contact ou le chat en décrivant l’objet et le soir de votre venue. Nous gardons les objets trouvés 30 jours.</p>',
    ],
    [
      'Sur place',
      'Le lieu est-il accessible\u00a0?',
      '<p>La Grande salle, le Salon et les toilettes sont de plain-pied, avec des toilettes adaptées au rez-de-chaussée. Le toit-terrasse, couvert et chauffé d’octobre à avril, est desservi par un ascenseur. Prévenez-nous et nous vous réserverons une table près de l’entrée.</p>',
    ],
    [
      'Billets',
      'Comment acheter des billets et puis-je être remboursé\u00a0?',
      '<p>Achetez vos billets sur la page de l’événement\u00a0: choisissez un tarif, le nombre de places, puis payez en ligne. Les billets <strong>ne sont pas remboursables</strong>, mais vous pouvez les offrir\u00a0: indiquez le nom de chaque invité sur votre commande, chacun reçoit son propre code pour l’entrée.</p>',
    ],
    [
      'Billets',
      'Quelle différence entre Entrée, VIP et Table pour 4\u00a0?',
      '<p>L’<strong>Entrée</strong> donne accès toute la nuit. Le billet <strong>VIP</strong> ajoute le coupe-file, la mezzanine VIP et une boisson offerte. La <strong>Table pour 4</strong> réserve une table pour quatre avec une bouteille de prosecco. Les <strong>Premières entrées</strong>, moins chères, valent pour la première heure après l’ouverture et partent en premier.</p>',
    ],
    [
      'Billets',
      'Peut-on payer à l’entrée\u00a0?',
      `<p>Oui, tant que la soirée n’est pas complète. Sur place, l’entrée coûte en général ${euros(5)} à ${euros(10)} de plus qu’en ligne\u00a0: mieux vaut réserver à l’avance.</p>`,
    ],
    [
      'Service bouteille',
      'Comment fonctionne le service bouteille\u00a0?',
      `<p>Sur la page Service bouteille, choisissez le nombre de personnes, la date et l’heure d’arrivée, puis vos bouteilles. Chaque table a un <strong>minimum de table de ${euros(minimum)} par personne</strong>. Softs, jus, glaçons et un hôte dédié sont compris.${closedAfter}</p>`,
    ],
    [
      'Service bouteille',
      'Les prix des bouteilles sont-ils TTC\u00a0?',
      `<p>${charges} ${discount > 0 ? `Chaque commande de bouteilles bénéficie de <strong>${discount}\u00a0% de remise</strong> sur le prix des bouteilles, indiquée au moment de payer. ` : ''}Si vous avez un code promoteur, saisissez le nom Instagram de votre promoteur au moment de payer pour une remise supplémentaire.</p>`,
    ],
    [
      'Service bouteille',
      'Puis-je annuler ou modifier une commande de bouteilles\u00a0?',
      '<p>Écrivez-nous sur le chat ou répondez à l’e-mail de confirmation au moins 48\u00a0heures avant votre arrivée, et nous la modifierons ou l’annulerons.</p>',
    ],
    [
      'Réservations et privatisations',
      'Puis-je réserver une table sans service bouteille\u00a0?',
      `<p>Oui, la page Réservations permet de réserver une table pour boire un verre, ${guests} personnes, tous les soirs d’ouverture. La table est gardée 15 minutes après l’heure prévue.</p>`,
    ],
    [
      'Réservations et privatisations',
      'Peut-on privatiser le club\u00a0?',
      `<p>Oui, le club entier se privatise pour un anniversaire, une soirée d’entreprise ou un mariage, n’importe quel soir, y compris ceux où nous sommes fermés au public. Passez par la page Privatiser le lieu, ${guests} personnes (au-delà, écrivez-nous sur le chat)\u00a0; notre équipe répond sous un jour ouvré.${deposit ? ` Un acompte de ${euros(deposit)}, payé en ligne, bloque votre date.` : ''} Certaines dates sont déjà prises par des soirées privées.</p>`,
    ],
    [
      'Cuisine et cartes cadeaux',
      'Livrez-vous à domicile\u00a0?',
      '<p>Oui, notre cuisine livre dans un rayon de 5\u00a0km de 18\u00a0h à 1\u00a0h, du mardi au dimanche. Commandez sur la page Livraison\u00a0; les plats qui voyagent mal ne sont servis que sur place.</p>',
    ],
    [
      'Cuisine et cartes cadeaux',
      'Vendez-vous des cartes cadeaux\u00a0?',
      `<p>Des cartes cadeaux de ${euros(giftCards.min)} à ${euros(giftCards.max)} s’achètent sur la page Cartes cadeaux\u00a0; nous envoyons la carte par e-mail à la personne qui la reçoit. Elles sont valables deux ans.</p>`,
    ],
    [
      'Cuisine et cartes cadeaux',
      'Quels moyens de paiement acceptez-vous\u00a0?',
      '<p>Cartes bancaires (CB, Visa, Mastercard, American Express), Apple Pay et Google Pay. Le club ne prend pas d’espèces.</p>',
    ],
  ];
  return faq.map(([category, question, answer], i) => ({ _id: `faq-${i + 1}`, question, answer, category }));
}
