// Les pages artistes (apps/web/src/pages/talents) : la liste, la page d’un artiste et le formulaire de candidature
// (docs/product.md#talents, docs/product.md#talent-submissions).
import { plural } from '../plural-rules';

// La liste des artistes.
export const talents = 'Artistes';
export const talentsIntro = 'Les DJ, chanteurs et groupes qui font nos nuits.';
export const noTalents = 'Aucun artiste pour le moment.';
export const talentPages = 'Pages des artistes';
export const previousPage = 'Page précédente';
export const nextPage = 'Page suivante';

// La page d’un artiste.
export const allTalents = '← Tous les artistes';
export const watchAndListen = 'À voir et à écouter';
export const videoTitle = (name: string, number: number): string => `${name}, vidéo ${number}`;
export const playVideo = 'Lire la vidéo';
export const soundCloudTitle = (name: string, number: number): string => `${name} sur SoundCloud, ${number}`;
export const playOnSoundCloud = 'Écouter sur SoundCloud';
export const mixCloudTitle = (name: string, number: number): string => `${name} sur MixCloud, ${number}`;
export const playOnMixCloud = 'Écouter sur MixCloud';
export const photosOf = (name: string): string => `Photos de ${name}`;
export const photoOf = (name: string, number: number): string => `${name}, photo ${number}`;

// Le formulaire de candidature.
export const talentSubmissions = 'Candidatures artistes';
export const talentsImage = 'Des artistes qui se produisent au club';
export const yourApplication = 'Votre candidature d’artiste';
export const stageNameLabel = 'Nom de scène';
export const phoneLabel = 'Téléphone';
export const websiteLabel = 'Site web';
export const emailLabel = 'E-mail de contact';
export const musicStyleLabel = 'Style musical';
export const feeLabel = 'Votre cachet ?';
export const photosLabel = 'Ajouter des photos';
export const facebookLabel = 'Facebook';
export const instagramLabel = 'Instagram';
export const youtubeLabel = 'YouTube';
export const mediaLinksLabel = 'Vos meilleures prestations sur YouTube, SoundCloud ou MixCloud';
export const biographyLabel = 'Biographie';
export const feeOutOfRange = 'Indiquez un cachet de 0 ou plus.';
export const userName = 'nom d’utilisateur';
export const agreeToSms = 'J’accepte de recevoir des offres par SMS';
export const submit = 'Envoyer';
export const sendingApplication = 'Envoi de votre candidature…';
export const confirmation = 'Confirmation';

// Les photos.
export const photosHint = (max: number): string =>
  `Ajoutez 5 photos de votre dossier de presse au format Instagram (de 1 à ${max} photos, 5 Mo maximum chacune).`;
export const noPhotoChosen = 'Aucune photo choisie';
export const photoCount = (count: number): string => plural('fr', count, { one: `${count} photo`, other: `${count} photos` });
export const removePhoto = 'Retirer les photos';
export const notAPicture = 'Votre fichier n’est pas une image';
export const photosCouldNotBeRead = 'Vos photos n’ont pas pu être lues. Choisissez-les à nouveau.';

// Les liens.
export const mediaLinks = 'Liens vers vos prestations';
export const mediaLinkNumber = (number: number): string => `Lien ${number}`;
export const addLink = 'Ajouter un lien';
export const removeMediaLink = (number: number): string => `Retirer le lien ${number}`;
export const remove = 'Retirer';
