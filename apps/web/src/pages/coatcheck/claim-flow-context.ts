// The coat check claim (core claim-flow.machine), bound for the page's components.
import { createActorContext } from '@xstate/react';
import { claimFlowMachine } from '@venue/core/coatcheck/claim-flow.machine';

export const ClaimFlowContext = createActorContext(claimFlowMachine);
