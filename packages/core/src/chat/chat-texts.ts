// Texts of the support chat widget that the spec gives word for word.
export const startConversationLabel = 'Start a conversation';
export const knowledgeBaseLinkTitle = 'Venue Knowledge Base';
/** The FAQ link of the widget and the header points to the faq route by default (spec 1). */
export const knowledgeBaseRoute = 'faq';
export const defaultChatHeaderColour = '#4e8cff';
