// The session machine (token, then venue info) for the whole site, read with useSelector.
import { createActorContext } from '@xstate/react';
import { sessionMachine } from '@venue/core/session/session.machine';

export const SessionContext = createActorContext(sessionMachine);
