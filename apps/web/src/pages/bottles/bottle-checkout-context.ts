// The bottle checkout (core bottle-checkout.machine), bound for the checkout page's components.
import { createActorContext } from '@xstate/react';
import { bottleCheckoutMachine } from '@venue/core/bottles/bottle-checkout.machine';

export const BottleCheckoutContext = createActorContext(bottleCheckoutMachine);
