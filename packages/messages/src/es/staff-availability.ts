import { plural } from '../plural-rules';

export const invalidLinkTitle = 'Este enlace de disponibilidad no es válido';
export const invalidLinkMessage = 'Abre el enlace tal como te lo envió el local, o pide uno nuevo al local.';
export const contactVenue = 'Contactar con el local';
export const pageTitle = 'Tu disponibilidad';
export const pageIntro = 'Cuéntanos qué noches puedes trabajar y en qué horario. Puedes volver a este enlace para cambiarlas.';

export const yourNights = 'Tus noches';
export const changeTitle = 'Cambiar tu disponibilidad';
export const lastSentNote = 'Esto es lo último que enviaste; cámbialo y vuelve a guardar.';
export const failure = 'No se pudo guardar tu disponibilidad. Inténtalo de nuevo; lo que escribiste se conserva.';
export const saving = 'Guardando tu disponibilidad…';
export const save = 'Guardar disponibilidad';
export const staffName = 'Tu nombre';
export const nights = 'Noches';
export const notes = 'Notas';
export const nightDate = (number: number): string => `Fecha de la noche ${number}`;
export const nightFrom = (number: number): string => `Noche ${number}: desde`;
export const nightTo = (number: number): string => `Noche ${number}: hasta`;
export const nightsNote = (max: number): string =>
  `Hasta ${max} noches, cada fecha una sola vez. Una hora de fin anterior a la de inicio termina a la mañana siguiente.`;
export const noNights = 'Todavía no hay noches.';
export const endsNextMorning = 'Termina a la mañana siguiente';
export const removeNight = (number: number): string => `Quitar la noche ${number}`;
export const addNight = 'Añadir una noche';
export const mostNights = 'Ya indicaste el máximo de noches que admite un enlace.';

export const keepUnder = (max: number): string => `No superes los ${max} caracteres.`;
export const atMostNights = (max: number): string => `Indica como máximo ${max} noches.`;
export const realDate = 'Escribe una fecha que exista.';
export const endOtherThanStart = 'Elige una hora de fin distinta de la de inicio.';

export const savedTitle = 'Tu disponibilidad está guardada';
export const savedThanks = (staffName: string, count: number): string =>
  plural('es', count, {
    one: `Gracias, ${staffName}. Tenemos ${count} noche:`,
    other: `Gracias, ${staffName}. Tenemos ${count} noches:`,
  });
export const savedNight = (date: string, from: string, to: string): string => `${date}, de ${from} a ${to}`;
export const changeMine = 'Cambiar mi disponibilidad';
