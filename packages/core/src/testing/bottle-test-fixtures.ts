// Fixtures and arbitraries shared by the bottle tests; imported by *.test.ts files only.
import fc from 'fast-check';
import type { Minor } from '../money/minor-units';
import type { Percent } from '../money/percent';
import type { PhonePort } from '../ports/phone.port';
import type { StorageKey } from '../ports/storage-keys';
import type { StoragePort } from '../ports/storage.port';
import { chargeableItems, type FinancialSettings } from '../venue/financial-settings.schema';
import type { BottleCategory } from '../bottles/bottle-catalog.schema';
import type { BottleCheckoutForm } from '../bottles/bottle-checkout-form';
import type { PricingLine } from '../bottles/bottle-pricing';
import type { PromoterDiscount } from '../bottles/promoter-discount.schema';

export const c = (n: number) => n as Minor;
export const pct = (n: number) => n as Percent;

export const baseSettings: FinancialSettings = {
  bottlesTimes: [],
  bottlesMinimum: c(0),
  minGuestCount: 1,
  tax: pct(0),
  taxItems: [],
  serviceCharge: pct(0),
  serviceChargeItems: [],
  bottlesDiscount: pct(0),
  bottlesDepositAmount: null,
  bookingDepositAmount: null,
  stripeKey: null,
};

/** Worked example 1 of docs/pricing.md: Bottles taxed and service-charged online. */
export const taxedSettings: FinancialSettings = {
  ...baseSettings,
  bottlesTimes: ['10:00 PM', '11:00 PM', '12:00 AM'],
  bottlesMinimum: c(10000),
  minGuestCount: 2,
  tax: pct(8.875),
  taxItems: ['Bottles', 'Food'],
  serviceCharge: pct(20),
  serviceChargeItems: ['Bottles'],
  bottlesDiscount: pct(10),
  bottlesDepositAmount: c(10000),
};

/** Worked example 2 of docs/pricing.md: Bottles paid on location. */
export const onLocationSettings: FinancialSettings = {
  ...baseSettings,
  bottlesMinimum: c(15000),
  tax: pct(8.875),
  taxItems: ['Food'],
  serviceCharge: pct(18),
  serviceChargeItems: ['Tickets'],
};

export const catalog: readonly BottleCategory[] = [
  {
    name: 'Vodka',
    products: [
      { _id: 'grey-goose', name: 'Grey Goose', price: c(27500), description: '1 L', bottlePhoto: 'grey-goose.jpg' },
      { _id: 'house-vodka', name: 'House Vodka', price: null },
    ],
  },
  {
    name: 'Champagne',
    products: [
      { _id: 'moet', name: 'Moët & Chandon', price: c(19500) },
      { _id: 'free-sparkling', name: 'Sparkling Water', price: c(0) },
    ],
  },
  { name: 'Tequila', products: [{ _id: 'don-julio-1942', name: 'Don Julio 1942', price: c(18000) }] },
  { name: 'Coming soon', products: [{ _id: 'mystery', name: 'Mystery', price: c(0) }] },
];

export const dollarOff = (amount: number): PromoterDiscount => ({ promotionId: 'promo-1', discountType: '$', discountAmount: c(amount) });
export const percentOff = (percent: number): PromoterDiscount => ({
  promotionId: 'promo-2',
  discountType: '%',
  discountAmount: pct(percent),
});

export class MemoryStorage implements StoragePort {
  readonly values = new Map<StorageKey, string>();
  get(key: StorageKey): string | null {
    return this.values.get(key) ?? null;
  }
  set(key: StorageKey, value: string): void {
    this.values.set(key, value);
  }
  remove(key: StorageKey): void {
    this.values.delete(key);
  }
}

/** Digits only, at least 10 of them, is a valid phone here; the real rule lives at the edge. */
export const fakePhone: PhonePort = {
  isValid: (raw) => /^\+?\d{10,15}$/.test(raw.replace(/[\s-]/g, '')),
  toInternational: (raw) => {
    const digits = raw.replace(/[\s-]/g, '');
    return /^\+?\d{10,15}$/.test(digits) ? (digits.startsWith('+') ? digits : `+1${digits}`) : null;
  },
};

export const validForm: BottleCheckoutForm = {
  resClientName: 'Alice Doe',
  resClientEmail: 'alice@example.com',
  resClientPhoneNumber: '212 555 0147',
  resClientBirthDateMonth: '03',
  resClientBirthDateDay: '7',
  clientAddress: '1 Main Street',
  gender: 'Female',
  city: 'New York',
  zipCode: '10001',
  country: '',
  state: '',
  specialRequest: '',
  IGname: '@alice',
  promoterIGname: '',
  mailingListSubscribe: true,
};

// ---- Arbitraries --------------------------------------------------------------------------------

export const centsArb = (max = 1_000_000) => fc.integer({ min: 0, max }).map(c);
export const percentArb = fc.integer({ min: 0, max: 1_000_000 }).map((micros) => pct(micros / 10_000));
const itemsArb = fc.subarray([...chargeableItems]);

export const settingsArb: fc.Arbitrary<FinancialSettings> = fc.record({
  bottlesTimes: fc.constant([]),
  bottlesMinimum: centsArb(50_000),
  minGuestCount: fc.integer({ min: 1, max: 20 }),
  tax: percentArb,
  taxItems: itemsArb,
  serviceCharge: percentArb,
  serviceChargeItems: itemsArb,
  bottlesDiscount: percentArb,
  bottlesDepositAmount: fc.option(centsArb(100_000), { nil: null }),
  bookingDepositAmount: fc.constant(null),
  stripeKey: fc.constant(null),
});

export const promoterArb: fc.Arbitrary<PromoterDiscount | null> = fc.option(
  fc.oneof(
    percentArb.map((percent) => ({ promotionId: 'p', discountType: '%' as const, discountAmount: percent })),
    centsArb(200_000).map((amount) => ({ promotionId: 'p', discountType: '$' as const, discountAmount: amount })),
  ),
  { nil: null },
);

export const linesArb: fc.Arbitrary<readonly PricingLine[]> = fc.array(
  fc.record({
    bottleId: fc.string({ minLength: 1, maxLength: 6 }),
    unitPrice: centsArb(5_000_000),
    quantity: fc.integer({ min: 0, max: 99 }),
  }),
  { maxLength: 8 },
);

export const guestsArb = fc.integer({ min: 0, max: 20 });
