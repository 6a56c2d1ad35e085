// Le chat d’assistance et son bouton (apps/web/src/chat, shell/launcher-button.tsx) : les mots du widget ; les réponses
// du bot viennent du backend telles qu’il les écrit (docs/product.md#support-chat).

// Le bouton et l’en-tête du panneau.
export const supportChat = 'Chat d’assistance';
export const people = 'Participants';
export const headerIntro =
  'Une question sur les billets, les tables ou la soirée ? Notre équipe et notre assistant sont là pour vous aider.';
export const peopleInConversation = 'Participants à la conversation';
export const you = 'Vous';
export const youNamed = (name: string): string => `Vous (${name})`;
export const venueTeam = 'L’équipe du club';
export const venueAssistant = 'L’assistant du club';

// Les écrans.
export const loadingConversation = 'Chargement de votre conversation…';
export const introText = 'Écrivez-nous, nous vous répondrons ici. Beaucoup de réponses se trouvent déjà dans notre base de connaissances.';
export const startConversation = 'Démarrer une conversation';
export const knowledgeBase = 'Base de connaissances';

// Le formulaire de nouvelle conversation.
export const formCouldNotLoad = 'Le formulaire n’a pas pu se charger. Vérifiez votre connexion et rouvrez le chat.';
export const loadingForm = 'Chargement du formulaire…';
export const formIntro = 'Dites-nous qui vous êtes et nous lançons la conversation.';
export const nameLabel = 'Nom';
export const emailLabel = 'E-mail';
export const phoneLabel = 'Téléphone';
export const startingConversation = 'Ouverture de la conversation…';
export const startChat = 'Lancer le chat';
export const back = 'Retour';

// La conversation.
export const messagesLabel = 'Messages';
export const venueTyping = 'Le club est en train d’écrire…';
export const suggestedQuestions = 'Questions suggérées';
export const reconnecting = 'Reconnexion… vos messages partiront dès le retour de la connexion.';
export const venue = 'Club';
export const sending = 'Envoi…';
export const notDelivered = 'Non distribué';
export const pictureAlt = (name: string): string => `Image\u00a0: ${name}`;
export const unnamedFile = 'fichier';
export const ratedGood = 'Vous avez jugé notre service bon.';
export const ratedBad = 'Vous avez jugé notre service mauvais.';

// La note.
export const rateOurService = 'Notez notre service';
export const rateUs = 'Notez-nous';
export const rateOutOfFive = (rate: number): string => `Donner ${rate} sur 5`;

// La zone de saisie.
export const writeAMessage = 'Écrire un message';
export const attached = <T>(name: T, size: T): (string | T)[] => ['Pièce jointe : ', name, ' (', size, ')'];
export const removeFile = (name: string): string => `Retirer ${name}`;
export const openingRecorder = 'Ouverture de l’enregistreur…';
export const messageLabel = 'Message';
export const messagePlaceholder = 'Écrivez un message…';
export const emoji = 'Émojis';
export const attachFile = 'Joindre un fichier';
export const fileToAttach = 'Fichier à joindre';
export const recordVoiceMessage = 'Enregistrer un message vocal';
export const send = 'Envoyer';
export const fileTooLarge = 'Ce fichier dépasse 10 Mo et ne peut pas être envoyé.';
export const fileEmpty = 'Ce fichier est vide et ne peut pas être envoyé.';
export const fileTypeRefused = 'Seuls les images (PNG, JPEG, GIF, WebP) et les PDF peuvent être envoyés.';

// Tailles de fichier.
export const sizeInBytes = (amount: string): string => `${amount} o`;
export const sizeInKilobytes = (amount: string): string => `${amount} ko`;
export const sizeInMegabytes = (amount: string): string => `${amount} Mo`;

// Messages vocaux.
export const voiceMessage = 'Message vocal';
export const voiceMessageLength = (length: string): string => `Message vocal ${length}`;
export const playVoiceMessage = 'Écouter le message vocal';
export const pauseVoiceMessage = 'Mettre le message vocal en pause';
export const recording = 'Enregistrement…';
export const paused = 'En pause';
export const startingMicrophone = 'Activation du micro…';
export const pause = 'Pause';
export const resume = 'Reprendre';
export const stopAndSend = 'Arrêter et envoyer';
export const cancel = 'Annuler';
export const close = 'Fermer';
export const microphoneUnsupported = 'Ce navigateur ne permet pas d’utiliser le micro.';
export const microphoneDenied = 'L’accès au micro a été refusé.';
export const microphoneFailed = 'Le micro n’a pas pu être activé.';
export const recordingNotSaved = 'L’enregistrement n’a pas pu être sauvegardé.';

// Les noms des émojis du sélecteur.
export const emojiGrinning = 'visage souriant';
export const emojiTearsOfJoy = 'visage riant aux larmes';
export const emojiHeartEyes = 'visage aux yeux en cœur';
export const emojiSunglasses = 'visage avec lunettes de soleil';
export const emojiPartying = 'visage festif';
export const emojiWinking = 'clin d’œil';
export const emojiThinking = 'visage pensif';
export const emojiCrying = 'visage qui pleure';
export const emojiThumbsUp = 'pouce levé';
export const emojiThumbsDown = 'pouce baissé';
export const emojiClapping = 'applaudissements';
export const emojiFoldedHands = 'mains jointes';
export const emojiRedHeart = 'cœur rouge';
export const emojiFire = 'feu';
export const emojiPartyPopper = 'cotillons';
export const emojiBottle = 'bouteille de champagne';
export const emojiCocktail = 'verre à cocktail';
export const emojiMusicalNotes = 'notes de musique';
export const emojiWomanDancing = 'danseuse';
export const emojiManDancing = 'danseur';
export const emojiSparkles = 'étincelles';
export const emojiWavingHand = 'main qui salue';
export const emojiCheckMark = 'coche';
export const emojiQuestionMark = 'point d’interrogation';
