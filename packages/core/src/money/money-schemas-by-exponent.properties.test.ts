// The schemas that carry money, made per currency exponent (docs/decisions.md#money-in-minor-units): over
// currencies of each kind (0, 2 and 3 decimals), an answer written in the major unit decodes to the
// currency's own minor units and encodes back to the same wire, and each exponent's schema is made once.
import { Schema } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bottleFiguresSchemasIn } from '../bottles/bottle-order-figures.schema';
import { eventSchemasIn } from '../content/event.schema';
import { orderResponseSchemasIn } from '../orders/order-response.schema';
import { decodeWith } from '../shared/decode';
import { currencyKindArb, currencyKinds, priceIn } from '../testing/currency-kinds';
import { financialSettingsSchemasIn } from '../venue/financial-settings.schema';
import { minorPerMajor } from './currency-exponent';
import { moneyFromMajorIn } from './money.schema';

const ticket = (price: number) => ({
  _id: 't1',
  eventId: 'e1',
  name: 'Early bird',
  description: '',
  group: 'General admission',
  price,
  guestsPerTicket: 1,
  maxPerOrder: 10,
  remaining: 5,
  soldOut: false,
});

const event = (ticketsFrom: number, price: number) => ({
  _id: 'e1',
  name: 'Deep Nights',
  date: '2030-06-15',
  startTime: '10:00 PM',
  endTime: '4:00 AM',
  description: '<p>House all night.</p>',
  image: '/img/e1.svg',
  location: 'Main Room',
  category: 'House',
  minimumAge: null,
  talentIds: [],
  ticketsFrom,
  soldOut: false,
  hasAlbum: false,
  tickets: [ticket(price)],
});

describe('money schemas per exponent', () => {
  it('are made once per exponent, and embed the money schema of that same exponent', () => {
    for (const { exponent } of currencyKinds) {
      expect(eventSchemasIn(exponent)).toBe(eventSchemasIn(exponent));
      expect(eventSchemasIn(exponent).Event.fields.ticketsFrom.members[0]).toBe(moneyFromMajorIn(exponent));
    }
    expect(eventSchemasIn(0).Event).not.toBe(eventSchemasIn(2).Event);
  });

  it('read the same wire as yen, cents or fils', () => {
    const wire = { data: event(15, 15) };
    const minorOf = (exponent: 0 | 2 | 3) => {
      const decoded = decodeWith(eventSchemasIn(exponent).EventInfoResponse, 'event')(wire);
      return decoded.ok ? [decoded.value.data.ticketsFrom, decoded.value.data.tickets[0]?.price] : decoded;
    };
    expect(minorOf(0)).toEqual([15, 15]);
    expect(minorOf(2)).toEqual([1500, 1500]);
    expect(minorOf(3)).toEqual([15000, 15000]);
  });

  it('refuse more decimals than the currency has, never rounding them', () => {
    const yen = decodeWith(eventSchemasIn(0).EventInfoResponse, 'event')({ data: event(19.5, 19.5) });
    expect(yen.ok).toBe(false);
    const dinars = decodeWith(eventSchemasIn(3).EventInfoResponse, 'event')({ data: event(1.2345, 1) });
    expect(dinars.ok).toBe(false);
    expect(decodeWith(eventSchemasIn(3).EventInfoResponse, 'event')({ data: event(1.234, 1) }).ok).toBe(true);
  });

  it('property: an event answer in any currency kind decodes to minor units and encodes back to the same wire', () => {
    fc.assert(
      fc.property(
        currencyKindArb.chain((currency) => fc.tuple(fc.constant(currency), priceIn(currency), priceIn(currency))),
        ([currency, from, price]) => {
          const { EventInfoResponse } = eventSchemasIn(currency.exponent);
          const perMajor = minorPerMajor(currency.exponent);
          const wire = { data: event(from / perMajor, price / perMajor) };
          const decoded = decodeWith(EventInfoResponse, 'event')(wire);
          expect(decoded.ok && [decoded.value.data.ticketsFrom, decoded.value.data.tickets[0]?.price]).toEqual([from, price]);
          if (decoded.ok) expect(Schema.encodeSync(EventInfoResponse)(decoded.value)).toEqual(wire);
        },
      ),
    );
  });

  it('property: order details, bottle figures and settings make the same trip in any currency kind', () => {
    fc.assert(
      fc.property(
        currencyKindArb.chain((currency) => fc.tuple(fc.constant(currency), priceIn(currency))),
        ([currency, amount]) => {
          const major = amount / minorPerMajor(currency.exponent);
          const details = {
            data: {
              orderId: 'o1',
              kind: 'tickets',
              status: 'Pending',
              lines: [{ itemId: 't1', name: 'Early bird', quantity: 1, unitPrice: major, lineTotal: major }],
              subTotal: major,
              tax: 0,
              serviceCharge: 0,
              discount: 0,
              total: major,
              amountDue: major,
              details: {},
              createdAt: '2030-06-15T20:00:00.000Z',
              paidAt: null,
              invoice: null,
            },
          };
          const order = decodeWith(orderResponseSchemasIn(currency.exponent).OrderDetailsResponse, 'order')(details);
          expect(order.ok && [order.value.data.total, order.value.data.lines[0]?.unitPrice]).toEqual([amount, amount]);
          const figures = decodeWith(
            bottleFiguresSchemasIn(currency.exponent).BottleOrderFigures,
            'figures',
          )({
            subTotal: major,
            tax: 0,
            service: 0,
            discount: 0,
            promoterDiscount: 0,
            totalPrice: major,
            tableMinimum: major,
            remaining: 0,
            depositDueNow: null,
            locationPrice: null,
          });
          expect(figures.ok && figures.value.totalPrice).toBe(amount);
          const settings = decodeWith(
            financialSettingsSchemasIn(currency.exponent).FinancialSettings,
            'settings',
          )({
            bottlesMinimum: major,
          });
          expect(settings.ok && settings.value.bottlesMinimum).toBe(amount);
        },
      ),
    );
  });
});
