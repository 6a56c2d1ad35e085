// The "find my orders" form's machine (docs/product.md#find-my-orders): the one form-submission machine, given the
// form's rule and the port's call.
import { formSubmissionWith } from '../forms/form-submission-wiring';
import type { MyOrdersFormValues } from './my-orders-form';
import { validateMyOrders } from './my-orders-form';
import type { MyOrdersPort } from './my-orders.port';
import type { MyOrdersRequest } from './my-orders.schema';

export const myOrdersMachineWith = ({ myOrders }: { readonly myOrders: Pick<MyOrdersPort, 'askForLink'> }) =>
  formSubmissionWith<MyOrdersFormValues, MyOrdersRequest, void>({
    validate: validateMyOrders,
    send: (request) => myOrders.askForLink(request),
  });
