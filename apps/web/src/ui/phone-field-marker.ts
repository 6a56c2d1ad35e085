/** The attribute the phone field's input carries, for the browser to load the field's chunk before hydrating a page the server drew with it. */
export const PHONE_FIELD_ATTRIBUTE = 'data-phone-field';
