// Texts of the support chat widget that the product brief gave word for word (docs/product.md#support-chat).
export const startConversationLabel = 'Start a conversation';
export const knowledgeBaseLinkTitle = 'Venue Knowledge Base';
/** The FAQ link of the widget and the header points to the faq route by default. */
export const knowledgeBaseRoute = 'faq';
export const defaultChatHeaderColour = '#4e8cff';
