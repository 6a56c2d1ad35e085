// The food delivery page (pages/food-delivery): the menu, the guest's order, the delivery details, what the venue said.
import { plural } from '../plural-rules';

export const pageTitle = 'Food Delivery';
export const intro = 'Dishes from our kitchen, delivered to your door. Choose your dishes, tell us where to bring them, and pay online.';
export const nothingDeliverable = 'Nothing on our menu is available for delivery right now. Please come back soon.';
export const noLongerAvailable = 'No longer available for delivery';

// The guest's order.
export const orderAndDetails = 'Your order and delivery details';
export const yourOrder = 'Your order';
export const chooseOneDish = 'Choose at least one dish from the menu.';
export const nothingChosen = 'Nothing chosen yet: add dishes from the menu.';
/** The phone's bar that leads to the order: "Your order: 2 dishes, $24.00". */
export const orderJump = <T>(count: number, total: T): (string | T)[] => [
  `Your order: ${plural('en', count, { one: `${count} dish`, other: `${count} dishes` })}, `,
  total,
];
export const emptyCart = 'Please choose at least one dish to order.';

// The delivery details (the brief's placeholders).
export const deliveryDetails = 'Delivery details';
export const whereAndToWhom = 'Where and to whom we deliver';
export const fullName = 'Full Name';
export const contactEmail = 'Contact Email';
export const cellPhone = 'Cell Phone';
export const deliveryAddress = 'Delivery Address';
export const city = 'City';
export const zipCode = 'Zip Code';
export const specialRequest = 'Special Request';
export const placingOrder = 'Placing your order…';
export const placeOrder = 'Place order';
export const leavingForPayment = 'Your order is placed. Taking you to payment…';

// What the venue said about the order.
export const checkYourOrder = 'Please check your order';
export const itemRemoved = (name: string): string =>
  `${name} is no longer available for delivery, so we took it out of your order. Everything else you chose is still there: please check your order and place it again.`;
export const oneOfYourDishes = 'One of your dishes';
export const refusedFallback = 'The venue could not take this order. Please check it and try again.';
export const notPlacedYet = 'Your order is not placed yet';
export const temporaryFailure =
  'We could not reach the venue to place your food order. Please try again: your order is sent again as it is, so it is never placed twice.';
export const unreadableFailure = 'The venue answered in a way we could not read. Please start again: your dishes and details are kept.';
export const startAgain = 'Start again';
export const tryAgain = 'Try again';
