// /my-orders (docs/product.md#find-my-orders): a guest who lost their codes, or ordered on another device, types the
// address they ordered with and gets a link by mail. A flow page: its form starts at the guest's first touch.
import * as m from '~messages/my-orders';
import { FormPageFrame } from '../../ui/form-page-frame';
import { MyOrdersForm } from './my-orders-form';

export function Component() {
  return (
    <FormPageFrame title={m.title} intro={<p>{m.intro}</p>}>
      <MyOrdersForm title={m.formTitle} />
    </FormPageFrame>
  );
}
