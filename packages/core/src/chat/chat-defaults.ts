// The support chat widget's defaults (docs/product.md#support-chat); its words are in the site's catalogs.
/** The FAQ link of the widget and the header points to the faq route by default. */
export const knowledgeBaseRoute = 'faq';
export const defaultChatHeaderColour = '#4e8cff';
