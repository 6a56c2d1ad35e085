// The rewards signup popup's machine (core mailing-list.machine), bound for the home page.
import { createActorContext } from '@xstate/react';
import { mailingListMachine } from '@venue/core/mailing-list/mailing-list.machine';

export const MailingListContext = createActorContext(mailingListMachine);
