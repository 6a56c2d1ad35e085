// The coat check kiosk (pages/coatcheck): the check-in form, the claim ticket, the lookups, the confirmation's part.

export const title = 'Coat check';
export const intro = 'Check in your coat, bag or umbrella and get a claim ticket. Show the ticket at the desk to collect your items.';
export const formCouldNotLoad = 'The check-in form could not load';

// The check-in form.
export const checkInItems = 'Check in your items';
export const yourName = 'Your name';
export const phoneNumber = 'Phone number';
export const email = 'Email';
export const emailHint = 'We send your claim ticket there once it is paid.';
export const yourItems = 'Your items';
export const notes = 'Notes';
export const notesTooLong = 'Please keep your notes under 1,000 characters.';
export const coat = 'Coat';
export const bag = 'Bag';
export const umbrella = 'Umbrella';
export const otherItem = 'Other';
export const feeEach = <T>(fee: T): (string | T)[] => [fee, ' each'];
export const addOneItem = 'Please add at least one item.';
export const fee = 'Fee';
export const feeWithTaxAndService = 'Fee with tax and service';
export const submit = 'Get my claim ticket';
export const sending = 'Making your claim ticket…';
export const startOver = 'Start over';
export const temporaryFailure =
  'Your claim ticket is not made yet: we lost the connection to the venue. Please try again. The same check-in is sent again, so you never get two tickets.';
export const rejected = (reason: string): string =>
  `The venue did not accept this check-in: ${reason} Please check your details and try again.`;
export const unreadableFailure = 'The venue answered in a way we could not read. Please ask at the coat check desk before trying again.';

// The claim ticket.
export const ticketTitle = 'Your claim ticket';
export const ticketHint = 'Take a photo of this number. You need it to collect your items.';
export const items = 'Items';
export const dueNote = 'Pay now, or at the desk when you collect your items.';
export const paidNote = 'Paid. Nothing more is due.';
export const noFeeNote = 'Nothing to pay.';
export const pay = <T>(amount: T): (string | T)[] => ['Pay ', amount];
export const nextGuest = 'Next guest';
export const claimTicket = 'Claim ticket';

// The lookups.
export const findTicketOrLostItem = 'Find a ticket or a lost item';
export const claimLabel = 'Claim ticket number';
export const claimHint = 'The number on your claim ticket, such as C-0042.';
export const lostItemLabel = 'Lost item number';
export const lostItemHint = 'The number the venue gave you for a lost item.';
export const find = 'Find';
export const claimTicketNumbered = (number: string): string => `Claim ticket ${number}`;
export const lostItem = 'Lost item';
export const lostItemNumbered = (id: string): string => `Lost item ${id}`;
export const claimInvalid = 'Enter the number on your claim ticket, such as C-0042.';
export const claimNotFound = (number: string): string =>
  `We could not find claim ticket ${number}. Please check the number, or ask at the coat check desk.`;
export const lostItemInvalid = 'Enter the number of the lost item report, as the venue gave it to you.';
export const lostItemNotFound = (id: string): string =>
  `We could not find lost item ${id}. Please check the number, or ask at the coat check desk.`;
export const unreachable = 'We could not reach the venue. Check your connection and try again.';
export const checkedInStatus = 'Checked in: your items are at the coat check desk.';
export const paidStatus = 'Paid: your items are at the coat check desk.';
export const collectedStatus = 'Collected: these items were handed back.';
export const heldStatus = 'The venue is keeping it for you. Ask at the coat check desk.';
export const handedBackStatus = 'It was handed back to its owner.';
export const disposedStatus = 'The venue no longer holds it.';
export const what = 'What';
export const found = 'Found';
export const close = 'Close';
