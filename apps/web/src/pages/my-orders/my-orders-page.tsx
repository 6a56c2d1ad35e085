// /my-orders (docs/product.md#find-my-orders): a guest who lost their codes, or ordered on another device, types the
// address they ordered with and gets a link by mail. A flow page: its form starts at the guest's first touch.
import { myOrdersTexts as texts } from '@venue/core/my-orders/my-orders-texts';
import { FormPageFrame } from '../../ui/form-page-frame';
import { MyOrdersForm } from './my-orders-form';

export function Component() {
  return (
    <FormPageFrame title={texts.title} intro={<p>{texts.intro}</p>}>
      <MyOrdersForm title="Send me my orders" />
    </FormPageFrame>
  );
}
