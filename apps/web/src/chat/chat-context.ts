// The support chat's machine (core chat.machine), bound for the widget's components.
import { createActorContext } from '@xstate/react';
import { chatMachine } from '@venue/core/chat/chat.machine';

export const ChatContext = createActorContext(chatMachine);
