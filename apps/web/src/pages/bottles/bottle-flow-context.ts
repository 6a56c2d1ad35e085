// The bottle page's flow (core bottle-flow.machine), bound for its components.
import { createActorContext } from '@xstate/react';
import { bottleFlowMachine } from '@venue/core/bottles/bottle-flow.machine';

export const BottleFlowContext = createActorContext(bottleFlowMachine);
