// The other guests of a ticket order (core other-guests.machine), bound for the page's components.
import { createActorContext } from '@xstate/react';
import { otherGuestsMachine } from '@venue/core/orders/other-guests.machine';

export const OtherGuestsContext = createActorContext(otherGuestsMachine);
