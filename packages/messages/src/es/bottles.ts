import { plural } from '../plural-rules';

export const pageTitle = 'SERVICIO DE BOTELLA';

export const reserveTable = 'Reserva tu mesa';
export const howManyGuests = '¿Cuántas personas?';
export const whichNight = '¿Qué noche?';
export const arrivalTimeQuestion = '¿A qué hora llegas?';
export const closeGuide = 'Cerrar la guía';
export const stepOf = (step: number, count: number): string => `Paso ${step} de ${count}`;
export const guideIntro =
  'Dinos cuántos son, la noche y tu hora de llegada, y luego elige tus botellas. Cada mesa tiene un consumo mínimo por persona.';
export const startHere = 'Empezar';
export const guestsHint = 'personas';
export const continueLabel = 'Continuar';

export const yourTable = 'Tu mesa';
export const guestsLabel = 'Número de personas';
export const guestsPlaceholder = 'Personas';
export const dateLabel = 'Fecha';
export const timeLabel = 'Hora';
export const arrivalTimePlaceholder = 'Hora de llegada';
export const earlierDate = 'Elige hoy o una fecha posterior.';

export const noBottles = 'Ahora mismo no hay botellas disponibles. Vuelve pronto.';
export const bottleCount = (count: number): string =>
  plural('es', count, { one: `${count} botella`, other: `${count} botellas`, many: `${count} de botellas` });
export const total = 'Total';
export const remainingMinimum = 'Mínimo pendiente';
export const tableMinimum = 'Consumo mínimo de mesa';
export const checkOut = 'Pagar';
export const allInEstimate = <T>(amount: T, tax: boolean, service: boolean, discountRate: string | null): (string | T)[] => {
  const parts = [
    ...(tax ? ['impuestos'] : []),
    ...(service ? ['servicio'] : []),
    ...(discountRate === null ? [] : [`${discountRate} de descuento`]),
  ];
  const listed = parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1) ?? ''}`;
  return ['unos ', amount, ` con ${listed}`];
};

export const warningTitle = 'Antes de pagar';
export const ok = 'Aceptar';
export const missingSelection = 'Elige la fecha, la hora y el número de personas.';
export const minimumCharge =
  'Para pagar, debes alcanzar el consumo mínimo de mesa. Toca el botón (+) junto a las botellas que quieras y luego Pagar.';

const plurals = ['los domingos', 'los lunes', 'los martes', 'los miércoles', 'los jueves', 'los viernes', 'los sábados'];
export const closedOn = (weekdays: readonly number[]): string => {
  const days = weekdays.map((day) => plurals[day] ?? '');
  const list = days.length < 2 ? (days[0] ?? '') : `${days.slice(0, -1).join(', ')} y ${days[days.length - 1] ?? ''}`;
  return `Cerramos ${list}.`;
};
