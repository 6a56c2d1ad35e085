// Every catalog has every message of English's, each taking what English's takes (docs/architecture.md#languages):
// TypeScript checks it; catalogs.test.ts checks that no area and no message is missing or extra. Four imports
// and one line per area.
import type * as enListPages from './en/list-pages';
import type * as esListPages from './es/list-pages';
import type * as frListPages from './fr/list-pages';
import type * as heListPages from './he/list-pages';
import type * as enMail from './en/mail';
import type * as esMail from './es/mail';
import type * as frMail from './fr/mail';
import type * as heMail from './he/mail';
import type * as enInvoice from './en/invoice';
import type * as esInvoice from './es/invoice';
import type * as frInvoice from './fr/invoice';
import type * as heInvoice from './he/invoice';
import type * as enLanguages from './en/languages';
import type * as esLanguages from './es/languages';
import type * as frLanguages from './fr/languages';
import type * as heLanguages from './he/languages';
import type * as enNumbers from './en/numbers';
import type * as esNumbers from './es/numbers';
import type * as frNumbers from './fr/numbers';
import type * as heNumbers from './he/numbers';
import type * as enOrderSummary from './en/order-summary';
import type * as esOrderSummary from './es/order-summary';
import type * as frOrderSummary from './fr/order-summary';
import type * as heOrderSummary from './he/order-summary';
import type * as enPanels from './en/panels';
import type * as esPanels from './es/panels';
import type * as frPanels from './fr/panels';
import type * as hePanels from './he/panels';
import type * as enUi from './en/ui';
import type * as esUi from './es/ui';
import type * as frUi from './fr/ui';
import type * as heUi from './he/ui';
import type * as enPhoneCountries from './en/phone-countries';
import type * as esPhoneCountries from './es/phone-countries';
import type * as frPhoneCountries from './fr/phone-countries';
import type * as hePhoneCountries from './he/phone-countries';
import type * as enValidation from './en/validation';
import type * as esValidation from './es/validation';
import type * as frValidation from './fr/validation';
import type * as heValidation from './he/validation';

import type * as enChat from './en/chat';
import type * as esChat from './es/chat';
import type * as frChat from './fr/chat';
import type * as heChat from './he/chat';
import type * as enCareers from './en/careers';
import type * as esCareers from './es/careers';
import type * as frCareers from './fr/careers';
import type * as heCareers from './he/careers';
import type * as enContact from './en/contact';
import type * as esContact from './es/contact';
import type * as frContact from './fr/contact';
import type * as heContact from './he/contact';
import type * as enTalents from './en/talents';
import type * as esTalents from './es/talents';
import type * as frTalents from './fr/talents';
import type * as heTalents from './he/talents';
import type * as enReview from './en/review';
import type * as esReview from './es/review';
import type * as frReview from './fr/review';
import type * as heReview from './he/review';
import type * as enMailingList from './en/mailing-list';
import type * as esMailingList from './es/mailing-list';
import type * as frMailingList from './fr/mailing-list';
import type * as heMailingList from './he/mailing-list';
import type * as enDates from './en/dates';
import type * as esDates from './es/dates';
import type * as frDates from './fr/dates';
import type * as heDates from './he/dates';
import type * as enNight from './en/night';
import type * as esNight from './es/night';
import type * as frNight from './fr/night';
import type * as heNight from './he/night';

import type * as enHeader from './en/header';
import type * as esHeader from './es/header';
import type * as frHeader from './fr/header';
import type * as heHeader from './he/header';
import type * as enLauncher from './en/launcher';
import type * as esLauncher from './es/launcher';
import type * as frLauncher from './fr/launcher';
import type * as heLauncher from './he/launcher';
import type * as enViewers from './en/viewers';
import type * as esViewers from './es/viewers';
import type * as frViewers from './fr/viewers';
import type * as heViewers from './he/viewers';
import type * as enEventActions from './en/event-actions';
import type * as esEventActions from './es/event-actions';
import type * as frEventActions from './fr/event-actions';
import type * as heEventActions from './he/event-actions';
import type * as enEventsCalendar from './en/events-calendar';
import type * as esEventsCalendar from './es/events-calendar';
import type * as frEventsCalendar from './fr/events-calendar';
import type * as heEventsCalendar from './he/events-calendar';
import type * as enHomeParts from './en/home-parts';
import type * as esHomeParts from './es/home-parts';
import type * as frHomeParts from './fr/home-parts';
import type * as heHomeParts from './he/home-parts';
import type * as enShell from './en/shell';
import type * as esShell from './es/shell';
import type * as frShell from './fr/shell';
import type * as heShell from './he/shell';
import type * as enHead from './en/head';
import type * as esHead from './es/head';
import type * as frHead from './fr/head';
import type * as heHead from './he/head';
import type * as enEvents from './en/events';
import type * as esEvents from './es/events';
import type * as frEvents from './fr/events';
import type * as heEvents from './he/events';
import type * as enGallery from './en/gallery';
import type * as esGallery from './es/gallery';
import type * as frGallery from './fr/gallery';
import type * as heGallery from './he/gallery';
import type * as enHome from './en/home';
import type * as esHome from './es/home';
import type * as frHome from './fr/home';
import type * as heHome from './he/home';
import type * as enMenu from './en/menu';
import type * as esMenu from './es/menu';
import type * as frMenu from './fr/menu';
import type * as heMenu from './he/menu';
import type * as enFaq from './en/faq';
import type * as esFaq from './es/faq';
import type * as frFaq from './fr/faq';
import type * as heFaq from './he/faq';
import type * as enPrivacy from './en/privacy';
import type * as esPrivacy from './es/privacy';
import type * as frPrivacy from './fr/privacy';
import type * as hePrivacy from './he/privacy';
import type * as enPromotion from './en/promotion';
import type * as esPromotion from './es/promotion';
import type * as frPromotion from './fr/promotion';
import type * as hePromotion from './he/promotion';
import type * as enInvoiceViewer from './en/invoice-viewer';
import type * as esInvoiceViewer from './es/invoice-viewer';
import type * as frInvoiceViewer from './fr/invoice-viewer';
import type * as heInvoiceViewer from './he/invoice-viewer';
import type * as enReservations from './en/reservations';
import type * as esReservations from './es/reservations';
import type * as frReservations from './fr/reservations';
import type * as heReservations from './he/reservations';
import type * as enBooking from './en/booking';
import type * as esBooking from './es/booking';
import type * as frBooking from './fr/booking';
import type * as heBooking from './he/booking';
import type * as enStaffAvailability from './en/staff-availability';
import type * as esStaffAvailability from './es/staff-availability';
import type * as frStaffAvailability from './fr/staff-availability';
import type * as heStaffAvailability from './he/staff-availability';

import type * as enBottles from './en/bottles';
import type * as esBottles from './es/bottles';
import type * as frBottles from './fr/bottles';
import type * as heBottles from './he/bottles';
import type * as enBottleCheckout from './en/bottle-checkout';
import type * as esBottleCheckout from './es/bottle-checkout';
import type * as frBottleCheckout from './fr/bottle-checkout';
import type * as heBottleCheckout from './he/bottle-checkout';
import type * as enPromoterDiscount from './en/promoter-discount';
import type * as esPromoterDiscount from './es/promoter-discount';
import type * as frPromoterDiscount from './fr/promoter-discount';
import type * as hePromoterDiscount from './he/promoter-discount';
import type * as enFoodDelivery from './en/food-delivery';
import type * as esFoodDelivery from './es/food-delivery';
import type * as frFoodDelivery from './fr/food-delivery';
import type * as heFoodDelivery from './he/food-delivery';
import type * as enCoatcheck from './en/coatcheck';
import type * as esCoatcheck from './es/coatcheck';
import type * as frCoatcheck from './fr/coatcheck';
import type * as heCoatcheck from './he/coatcheck';

import type * as enTickets from './en/tickets';
import type * as esTickets from './es/tickets';
import type * as frTickets from './fr/tickets';
import type * as heTickets from './he/tickets';
import type * as enPayment from './en/payment';
import type * as esPayment from './es/payment';
import type * as frPayment from './fr/payment';
import type * as hePayment from './he/payment';
import type * as enConfirmation from './en/confirmation';
import type * as esConfirmation from './es/confirmation';
import type * as frConfirmation from './fr/confirmation';
import type * as heConfirmation from './he/confirmation';
import type * as enGiftCards from './en/gift-cards';
import type * as esGiftCards from './es/gift-cards';
import type * as frGiftCards from './fr/gift-cards';
import type * as heGiftCards from './he/gift-cards';
import type * as enMyOrders from './en/my-orders';
import type * as esMyOrders from './es/my-orders';
import type * as frMyOrders from './fr/my-orders';
import type * as heMyOrders from './he/my-orders';
import type * as enGuestCode from './en/guest-code';
import type * as esGuestCode from './es/guest-code';
import type * as frGuestCode from './fr/guest-code';
import type * as heGuestCode from './he/guest-code';
import type * as enOtherGuests from './en/other-guests';
import type * as esOtherGuests from './es/other-guests';
import type * as frOtherGuests from './fr/other-guests';
import type * as heOtherGuests from './he/other-guests';
type Widened<T> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] };
type Complete<En, Fr extends Widened<En>, Es extends Widened<En>, He extends Widened<En>> = [Fr, Es, He];

export type CompleteCatalogs = [
  Complete<typeof enPanels, typeof frPanels, typeof esPanels, typeof hePanels>,
  Complete<typeof enUi, typeof frUi, typeof esUi, typeof heUi>,
  Complete<typeof enPhoneCountries, typeof frPhoneCountries, typeof esPhoneCountries, typeof hePhoneCountries>,
  Complete<typeof enValidation, typeof frValidation, typeof esValidation, typeof heValidation>,
  Complete<typeof enChat, typeof frChat, typeof esChat, typeof heChat>,
  Complete<typeof enCareers, typeof frCareers, typeof esCareers, typeof heCareers>,
  Complete<typeof enContact, typeof frContact, typeof esContact, typeof heContact>,
  Complete<typeof enTalents, typeof frTalents, typeof esTalents, typeof heTalents>,
  Complete<typeof enReview, typeof frReview, typeof esReview, typeof heReview>,
  Complete<typeof enMailingList, typeof frMailingList, typeof esMailingList, typeof heMailingList>,
  Complete<typeof enDates, typeof frDates, typeof esDates, typeof heDates>,
  Complete<typeof enNight, typeof frNight, typeof esNight, typeof heNight>,
  Complete<typeof enShell, typeof frShell, typeof esShell, typeof heShell>,
  Complete<typeof enHeader, typeof frHeader, typeof esHeader, typeof heHeader>,
  Complete<typeof enLauncher, typeof frLauncher, typeof esLauncher, typeof heLauncher>,
  Complete<typeof enViewers, typeof frViewers, typeof esViewers, typeof heViewers>,
  Complete<typeof enEventActions, typeof frEventActions, typeof esEventActions, typeof heEventActions>,
  Complete<typeof enEventsCalendar, typeof frEventsCalendar, typeof esEventsCalendar, typeof heEventsCalendar>,
  Complete<typeof enHomeParts, typeof frHomeParts, typeof esHomeParts, typeof heHomeParts>,
  Complete<typeof enHead, typeof frHead, typeof esHead, typeof heHead>,
  Complete<typeof enEvents, typeof frEvents, typeof esEvents, typeof heEvents>,
  Complete<typeof enGallery, typeof frGallery, typeof esGallery, typeof heGallery>,
  Complete<typeof enHome, typeof frHome, typeof esHome, typeof heHome>,
  Complete<typeof enMenu, typeof frMenu, typeof esMenu, typeof heMenu>,
  Complete<typeof enFaq, typeof frFaq, typeof esFaq, typeof heFaq>,
  Complete<typeof enPrivacy, typeof frPrivacy, typeof esPrivacy, typeof hePrivacy>,
  Complete<typeof enPromotion, typeof frPromotion, typeof esPromotion, typeof hePromotion>,
  Complete<typeof enInvoiceViewer, typeof frInvoiceViewer, typeof esInvoiceViewer, typeof heInvoiceViewer>,
  Complete<typeof enReservations, typeof frReservations, typeof esReservations, typeof heReservations>,
  Complete<typeof enBooking, typeof frBooking, typeof esBooking, typeof heBooking>,
  Complete<typeof enStaffAvailability, typeof frStaffAvailability, typeof esStaffAvailability, typeof heStaffAvailability>,
  Complete<typeof enBottles, typeof frBottles, typeof esBottles, typeof heBottles>,
  Complete<typeof enBottleCheckout, typeof frBottleCheckout, typeof esBottleCheckout, typeof heBottleCheckout>,
  Complete<typeof enPromoterDiscount, typeof frPromoterDiscount, typeof esPromoterDiscount, typeof hePromoterDiscount>,
  Complete<typeof enFoodDelivery, typeof frFoodDelivery, typeof esFoodDelivery, typeof heFoodDelivery>,
  Complete<typeof enCoatcheck, typeof frCoatcheck, typeof esCoatcheck, typeof heCoatcheck>,
  Complete<typeof enTickets, typeof frTickets, typeof esTickets, typeof heTickets>,
  Complete<typeof enPayment, typeof frPayment, typeof esPayment, typeof hePayment>,
  Complete<typeof enConfirmation, typeof frConfirmation, typeof esConfirmation, typeof heConfirmation>,
  Complete<typeof enGiftCards, typeof frGiftCards, typeof esGiftCards, typeof heGiftCards>,
  Complete<typeof enMyOrders, typeof frMyOrders, typeof esMyOrders, typeof heMyOrders>,
  Complete<typeof enGuestCode, typeof frGuestCode, typeof esGuestCode, typeof heGuestCode>,
  Complete<typeof enOtherGuests, typeof frOtherGuests, typeof esOtherGuests, typeof heOtherGuests>,
  Complete<typeof enLanguages, typeof frLanguages, typeof esLanguages, typeof heLanguages>,
  Complete<typeof enNumbers, typeof frNumbers, typeof esNumbers, typeof heNumbers>,
  Complete<typeof enOrderSummary, typeof frOrderSummary, typeof esOrderSummary, typeof heOrderSummary>,
  Complete<typeof enMail, typeof frMail, typeof esMail, typeof heMail>,
  Complete<typeof enInvoice, typeof frInvoice, typeof esInvoice, typeof heInvoice>,
  Complete<typeof enListPages, typeof frListPages, typeof esListPages, typeof heListPages>,
];
