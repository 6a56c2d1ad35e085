export const promoterWon = <T>(discount: T, total: T): (string | T)[] => ['מזל טוב! זכיתם בהנחה של ', discount, '. הסכום הכולל: ', total];
