// El chat de ayuda y su botón (apps/web/src/chat, shell/launcher-button.tsx): las palabras del widget; las respuestas
// del bot llegan del backend tal como las escribe (docs/product.md#support-chat).

// El botón y la cabecera del panel.
export const supportChat = 'Chat de ayuda';
export const people = 'Participantes';
export const headerIntro = '¿Dudas sobre entradas, mesas o la noche de hoy? Nuestro equipo y nuestro asistente te ayudan.';
export const peopleInConversation = 'Participantes de la conversación';
export const you = 'Tú';
export const youNamed = (name: string): string => `Tú (${name})`;
export const venueTeam = 'El equipo del local';
export const venueAssistant = 'El asistente del local';

// Las pantallas.
export const loadingConversation = 'Cargando tu conversación…';
export const introText = 'Escríbenos y te responderemos aquí. Muchas respuestas ya están en nuestra base de conocimiento.';
export const startConversation = 'Iniciar una conversación';
export const knowledgeBase = 'Base de conocimiento';

// El formulario de nueva conversación.
export const formCouldNotLoad = 'No se pudo cargar el formulario. Revisa tu conexión y vuelve a abrir el chat.';
export const loadingForm = 'Cargando el formulario…';
export const formIntro = 'Cuéntanos quién eres y empezamos la conversación.';
export const nameLabel = 'Nombre';
export const emailLabel = 'Correo electrónico';
export const phoneLabel = 'Teléfono';
export const startingConversation = 'Iniciando la conversación…';
export const startChat = 'Empezar el chat';
export const back = 'Volver';

// La conversación.
export const messagesLabel = 'Mensajes';
export const venueTyping = 'El local está escribiendo…';
export const suggestedQuestions = 'Preguntas sugeridas';
export const reconnecting = 'Reconectando… tus mensajes se enviarán cuando vuelva la conexión.';
export const venue = 'Local';
export const sending = 'Enviando…';
export const notDelivered = 'No entregado';
export const pictureAlt = (name: string): string => `Imagen: ${name}`;
export const unnamedFile = 'archivo';
export const ratedGood = 'Valoraste nuestro servicio como bueno.';
export const ratedBad = 'Valoraste nuestro servicio como malo.';

// La valoración.
export const rateOurService = 'Valora nuestro servicio';
export const rateUs = 'Valóranos';
export const rateOutOfFive = (rate: number): string => `Dar ${rate} de 5`;

// El cuadro de mensaje.
export const writeAMessage = 'Escribir un mensaje';
export const attached = <T>(name: T, size: T): (string | T)[] => ['Adjunto: ', name, ' (', size, ')'];
export const removeFile = (name: string): string => `Quitar ${name}`;
export const openingRecorder = 'Abriendo la grabadora…';
export const messageLabel = 'Mensaje';
export const messagePlaceholder = 'Escribe un mensaje…';
export const emoji = 'Emojis';
export const attachFile = 'Adjuntar un archivo';
export const fileToAttach = 'Archivo para adjuntar';
export const recordVoiceMessage = 'Grabar un mensaje de voz';
export const send = 'Enviar';
export const fileTooLarge = 'Este archivo pesa más de 10 MB y no se puede enviar.';
export const fileEmpty = 'Este archivo está vacío y no se puede enviar.';
export const fileTypeRefused = 'Solo se pueden enviar imágenes (PNG, JPEG, GIF, WebP) y archivos PDF.';

// Tamaños de archivo.
export const sizeInBytes = (amount: string): string => `${amount} B`;
export const sizeInKilobytes = (amount: string): string => `${amount} kB`;
export const sizeInMegabytes = (amount: string): string => `${amount} MB`;

// Mensajes de voz.
export const voiceMessage = 'Mensaje de voz';
export const voiceMessageLength = (length: string): string => `Mensaje de voz ${length}`;
export const playVoiceMessage = 'Reproducir el mensaje de voz';
export const pauseVoiceMessage = 'Pausar el mensaje de voz';
export const recording = 'Grabando…';
export const paused = 'En pausa';
export const startingMicrophone = 'Activando el micrófono…';
export const pause = 'Pausar';
export const resume = 'Continuar';
export const stopAndSend = 'Detener y enviar';
export const cancel = 'Cancelar';
export const close = 'Cerrar';
export const microphoneUnsupported = 'Este navegador no permite usar el micrófono.';
export const microphoneDenied = 'Se denegó el acceso al micrófono.';
export const microphoneFailed = 'No se pudo activar el micrófono.';
export const recordingNotSaved = 'No se pudo guardar la grabación.';

// Los nombres de los emojis del selector.
export const emojiGrinning = 'cara sonriente';
export const emojiTearsOfJoy = 'cara llorando de risa';
export const emojiHeartEyes = 'cara con ojos de corazón';
export const emojiSunglasses = 'cara con gafas de sol';
export const emojiPartying = 'cara de fiesta';
export const emojiWinking = 'cara guiñando un ojo';
export const emojiThinking = 'cara pensativa';
export const emojiCrying = 'cara llorando';
export const emojiThumbsUp = 'pulgar arriba';
export const emojiThumbsDown = 'pulgar abajo';
export const emojiClapping = 'aplausos';
export const emojiFoldedHands = 'manos juntas';
export const emojiRedHeart = 'corazón rojo';
export const emojiFire = 'fuego';
export const emojiPartyPopper = 'cañón de confeti';
export const emojiBottle = 'botella de champán';
export const emojiCocktail = 'copa de cóctel';
export const emojiMusicalNotes = 'notas musicales';
export const emojiWomanDancing = 'mujer bailando';
export const emojiManDancing = 'hombre bailando';
export const emojiSparkles = 'destellos';
export const emojiWavingHand = 'mano saludando';
export const emojiCheckMark = 'marca de verificación';
export const emojiQuestionMark = 'signo de interrogación';
