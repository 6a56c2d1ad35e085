// The food delivery machine (core food-delivery.machine), bound for the page's components.
import { createActorContext } from '@xstate/react';
import { foodDeliveryMachine } from '@venue/core/food-delivery/food-delivery.machine';

export const FoodDeliveryContext = createActorContext(foodDeliveryMachine);
