import { plural } from '../plural-rules';
export const previousMonth = 'Mes anterior';
export const nextMonth = 'Mes siguiente';
export const calendarKeys = 'Usa las flechas para moverte entre días, Re Pág y Av Pág para cambiar de mes, e Intro para elegir un día.';
export const noEventsThatDay = 'No hay eventos este día.';
export const dayWithEvents = (day: string, count: number): string =>
  count === 0 ? `${day}, sin eventos` : plural('es', count, { one: `${day}, ${count} evento`, other: `${day}, ${count} eventos` });
