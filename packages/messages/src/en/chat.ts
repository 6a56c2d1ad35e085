// The support chat widget and its launcher (apps/web/src/chat, shell/launcher-button.tsx). The bot's answers come
// from the backend as it writes them; these are the widget's own words (docs/product.md#support-chat).

// The launcher and the panel's header.
export const supportChat = 'Support chat';
export const people = 'People';
export const headerIntro = 'Questions about tickets, tables or tonight? Our team and assistant are here to help.';
export const peopleInConversation = 'People in this conversation';
export const you = 'You';
export const youNamed = (name: string): string => `You (${name})`;
export const venueTeam = "The venue's team";
export const venueAssistant = "The venue's assistant";

// The screens.
export const loadingConversation = 'Loading your conversation…';
export const introText = 'Send us a message and we will answer here. Many answers are already in our knowledge base.';
export const startConversation = 'Start a conversation';
export const knowledgeBase = 'Venue Knowledge Base';

// The new-conversation form.
export const formCouldNotLoad = 'The form could not load. Please check your connection and reopen the chat.';
export const loadingForm = 'Loading the form…';
export const formIntro = 'Tell us who you are and we will start the conversation.';
export const nameLabel = 'Name';
export const emailLabel = 'Email';
export const phoneLabel = 'Phone';
export const startingConversation = 'Starting the conversation…';
export const startChat = 'Start chat';
export const back = 'Back';

// The conversation.
export const messagesLabel = 'Messages';
export const venueTyping = 'The venue is typing…';
export const suggestedQuestions = 'Suggested questions';
export const reconnecting = 'Reconnecting… your messages will be sent when the connection is back.';
export const venue = 'Venue';
export const sending = 'Sending…';
export const notDelivered = 'Not delivered';
export const pictureAlt = (name: string): string => `Picture: ${name}`;
/** A file sent with no name of its own. */
export const unnamedFile = 'file';
export const ratedGood = 'You rated our service as good.';
export const ratedBad = 'You rated our service as bad.';

// The rating.
export const rateOurService = 'Rate our service';
export const rateUs = 'Rate us';
export const rateOutOfFive = (rate: number): string => `Rate ${rate} out of 5`;

// The composer.
export const writeAMessage = 'Write a message';
/** `name` and `size` drawn by the page, kept left to right in a right-to-left sentence. */
export const attached = <T>(name: T, size: T): (string | T)[] => ['Attached: ', name, ' (', size, ')'];
export const removeFile = (name: string): string => `Remove ${name}`;
export const openingRecorder = 'Opening the recorder…';
export const messageLabel = 'Message';
export const messagePlaceholder = 'Write a message…';
export const emoji = 'Emoji';
export const attachFile = 'Attach a file';
export const fileToAttach = 'File to attach';
export const recordVoiceMessage = 'Record a voice message';
export const send = 'Send';
export const fileTooLarge = 'This file is larger than 10 MB and cannot be sent.';
export const fileEmpty = 'This file is empty and cannot be sent.';
export const fileTypeRefused = 'Only pictures (PNG, JPEG, GIF, WebP) and PDF files can be sent.';

// File sizes beside a file's name; the amount comes formatted for the language.
export const sizeInBytes = (amount: string): string => `${amount} B`;
export const sizeInKilobytes = (amount: string): string => `${amount} kB`;
export const sizeInMegabytes = (amount: string): string => `${amount} MB`;

// Voice messages.
export const voiceMessage = 'Voice message';
export const voiceMessageLength = (length: string): string => `Voice message ${length}`;
export const playVoiceMessage = 'Play voice message';
export const pauseVoiceMessage = 'Pause voice message';
export const recording = 'Recording…';
export const paused = 'Paused';
export const startingMicrophone = 'Starting the microphone…';
export const pause = 'Pause';
export const resume = 'Resume';
export const stopAndSend = 'Stop and send';
export const cancel = 'Cancel';
export const close = 'Close';
export const microphoneUnsupported = 'getUserMedia is not implemented in this browser';
export const microphoneDenied = 'Microphone access was denied.';
export const microphoneFailed = 'The microphone could not be started.';
export const recordingNotSaved = 'The recording could not be saved.';

// The emoji picker's names of its emoji.
export const emojiGrinning = 'grinning face';
export const emojiTearsOfJoy = 'face with tears of joy';
export const emojiHeartEyes = 'smiling face with heart eyes';
export const emojiSunglasses = 'smiling face with sunglasses';
export const emojiPartying = 'partying face';
export const emojiWinking = 'winking face';
export const emojiThinking = 'thinking face';
export const emojiCrying = 'crying face';
export const emojiThumbsUp = 'thumbs up';
export const emojiThumbsDown = 'thumbs down';
export const emojiClapping = 'clapping hands';
export const emojiFoldedHands = 'folded hands';
export const emojiRedHeart = 'red heart';
export const emojiFire = 'fire';
export const emojiPartyPopper = 'party popper';
export const emojiBottle = 'bottle with popping cork';
export const emojiCocktail = 'cocktail glass';
export const emojiMusicalNotes = 'musical notes';
export const emojiWomanDancing = 'woman dancing';
export const emojiManDancing = 'man dancing';
export const emojiSparkles = 'sparkles';
export const emojiWavingHand = 'waving hand';
export const emojiCheckMark = 'check mark';
export const emojiQuestionMark = 'question mark';
