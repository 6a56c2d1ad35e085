// The food and drink menus (apps/web/src/pages/menu).
export const menuTitle = 'Menu';
export const menuIntro = 'Food from our kitchen and drinks from our bar.';
export const menus = 'Menus';
export const food = 'Food';
export const drinks = 'Drinks';
export const foodMenu = 'Food menu';
export const drinkMenu = 'Drink menu';
export const foodMenuCouldNotLoad = 'The food menu could not load';
export const drinkMenuCouldNotLoad = 'The drink menu could not load';
export const tryAgainSoon = 'Please try again in a moment.';
export const menuEmpty = 'This menu is empty right now.';
export const dietaryNotes = 'Dietary notes';
