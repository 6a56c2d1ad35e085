// The address of a promotion's campaign page (GET multiEmailCampain/{promotionId}), which the
// promotion page embeds in an iframe: public HTML, since an iframe cannot send a bearer header.
import { segment } from './content.http';

export function campaignPageUrl(baseURL: string, promotionId: string): string {
  return `${baseURL.endsWith('/') ? baseURL : `${baseURL}/`}multiEmailCampain/${segment(promotionId)}`;
}
