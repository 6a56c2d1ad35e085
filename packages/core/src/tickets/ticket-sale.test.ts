import { describe, expect, it } from 'vitest';
import { ticketTypes } from '../testing/ticket-test-fixtures';
import { ticketSale } from './ticket-sale';

const today = { year: 2030, month: 6, day: 15 };
const event = (date: string, soldOut = false) => ({ date, soldOut });

describe('ticket sale', () => {
  it('offers the form only for an event from today on with a ticket still to sell', () => {
    expect(ticketSale(event('2030-06-15'), ticketTypes, today)).toBe('on-sale');
    expect(ticketSale(event('2030-06-14'), ticketTypes, today)).toBe('past');
    expect(ticketSale(event('2030-06-20'), [], today)).toBe('no-tickets');
    expect(ticketSale(event('2030-06-20', true), ticketTypes, today)).toBe('sold-out');
    expect(ticketSale(event('2030-06-20'), ticketTypes.slice(0, 1), today)).toBe('sold-out');
  });
});
