export const title = 'Vestiaire';
export const intro =
  'Déposez votre manteau, votre sac ou votre parapluie et recevez un ticket de vestiaire. Présentez-le au comptoir pour récupérer vos affaires.';
export const formCouldNotLoad = 'Le formulaire de dépôt n’a pas pu se charger';

export const checkInItems = 'Déposer vos affaires';
export const yourName = 'Votre nom';
export const phoneNumber = 'Numéro de téléphone';
export const email = 'E-mail';
export const emailHint = 'Nous vous y envoyons votre ticket une fois payé.';
export const yourItems = 'Vos affaires';
export const notes = 'Remarques';
export const notesTooLong = 'Vos remarques ne doivent pas dépasser 1\u202f000 caractères.';
export const coat = 'Manteau';
export const bag = 'Sac';
export const umbrella = 'Parapluie';
export const otherItem = 'Autre';
export const feeEach = <T>(fee: T): (string | T)[] => [fee, ' l’unité'];
export const addOneItem = 'Ajoutez au moins un article.';
export const fee = 'Tarif';
export const feeWithTaxAndService = 'Tarif taxes et service compris';
export const submit = 'Obtenir mon ticket';
export const sending = 'Création de votre ticket…';
export const startOver = 'Recommencer';
export const temporaryFailure =
  'Votre ticket n’est pas encore créé\u00a0: la connexion avec l’établissement a été perdue. Réessayez. Le même dépôt est renvoyé, vous n’aurez donc jamais deux tickets.';
export const rejected = (reason: string): string =>
  `L’établissement n’a pas accepté ce dépôt\u00a0: ${reason} Vérifiez vos informations, puis réessayez.`;
export const unreadableFailure =
  'L’établissement a répondu de façon illisible pour nous. Renseignez-vous au comptoir du vestiaire avant de réessayer.';

export const ticketTitle = 'Votre ticket de vestiaire';
export const ticketHint = 'Prenez ce numéro en photo. Il vous sera demandé pour récupérer vos affaires.';
export const items = 'Articles';
export const dueNote = 'Payez maintenant, ou au comptoir en récupérant vos affaires.';
export const paidNote = 'Payé. Plus rien à régler.';
export const noFeeNote = 'Rien à payer.';
export const pay = <T>(amount: T): (string | T)[] => ['Payer ', amount];
export const nextGuest = 'Client suivant';
export const claimTicket = 'Ticket de vestiaire';

export const findTicketOrLostItem = 'Retrouver un ticket ou un objet perdu';
export const claimLabel = 'Numéro du ticket';
export const claimHint = 'Le numéro inscrit sur votre ticket, par exemple C-0042.';
export const lostItemLabel = 'Numéro de l’objet perdu';
export const lostItemHint = 'Le numéro que l’établissement vous a donné pour un objet perdu.';
export const find = 'Rechercher';
export const claimTicketNumbered = (number: string): string => `Ticket de vestiaire ${number}`;
export const lostItem = 'Objet perdu';
export const lostItemNumbered = (id: string): string => `Objet perdu ${id}`;
export const claimInvalid = 'Saisissez le numéro inscrit sur votre ticket, par exemple C-0042.';
export const claimNotFound = (number: string): string =>
  `Le ticket ${number} est introuvable. Vérifiez le numéro ou renseignez-vous au comptoir du vestiaire.`;
export const lostItemInvalid = 'Saisissez le numéro de la déclaration d’objet perdu, tel que l’établissement vous l’a donné.';
export const lostItemNotFound = (id: string): string =>
  `L’objet perdu ${id} est introuvable. Vérifiez le numéro ou renseignez-vous au comptoir du vestiaire.`;
export const unreachable = 'Impossible de joindre l’établissement. Vérifiez votre connexion, puis réessayez.';
export const checkedInStatus = 'Déposé\u00a0: vos affaires sont au comptoir du vestiaire.';
export const paidStatus = 'Payé\u00a0: vos affaires sont au comptoir du vestiaire.';
export const collectedStatus = 'Récupéré\u00a0: ces affaires ont été rendues.';
export const heldStatus = 'L’établissement le garde pour vous. Renseignez-vous au comptoir du vestiaire.';
export const handedBackStatus = 'Il a été rendu à son propriétaire.';
export const disposedStatus = 'L’établissement ne l’a plus.';
export const what = 'Objet';
export const found = 'Trouvé';
export const close = 'Fermer';
