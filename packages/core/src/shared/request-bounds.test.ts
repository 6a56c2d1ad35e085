// Every schema the venue decodes a request with bounds every string and list (docs/product.md#constants-and-limits):
// with the API token public, a field is the only thing between a script and megabytes in the database.
import { describe, expect, it } from 'vitest';
import { Schema } from 'effect';
import { BottleGroupRequest, BottleOrderPayload } from '../bottles/bottle-order.schema';
import { BottlesByIdsRequest } from '../bottles/bottle-reads.schema';
import { BottlePromoterRequest } from '../bottles/promoter-discount.schema';
import { ReservationCancelRequest } from '../booking/reservation-cancel.schema';
import { ReservationPayload, ReservationUpdate } from '../booking/reservation.schema';
import { PrivateEventEdit, PromoteStatusRequest, VenueBookingPayload } from '../booking/venue-booking.schema';
import { RatingBody, TextMessageBody, UploadMessageFields } from '../chat/chat-api.schema';
import { NewConversationPayload } from '../chat/new-conversation.schema';
import { ReviewComment } from '../content/review-comment.schema';
import { ContactMessage } from '../forms/contact-message.schema';
import { JobApplication } from '../forms/job-application.schema';
import { StaffAvailabilityUpdate } from '../forms/staff-availability.schema';
import { MailingListSignup } from '../mailing-list/mailing-list.schema';
import { CoatCheckPayload } from '../orders/coatcheck.schema';
import { FoodGroupRequest, FoodOrderPayload } from '../orders/food-order.schema';
import { GiftCardPayload } from '../orders/gift-card.schema';
import { AttendeeInfoRequest, EditAttendeeGroupRequest } from '../orders/ticket-booking.schema';
import { TicketGroupRequest, TicketOrderPayload, TicketPromoterRequest } from '../orders/ticket-order.schema';
import { StripePaymentRequest, TestPaymentRequest } from '../payment/payment-request.schema';
import { TalentSubmission } from '../talents/talent-submission.schema';
import { unboundedInputs } from '../testing/unbounded-inputs';

const requestSchemas: Record<string, Schema.Top> = {
  BottleGroupRequest,
  BottleOrderPayload,
  BottlesByIdsRequest,
  BottlePromoterRequest,
  ReservationPayload,
  ReservationUpdate,
  ReservationCancelRequest,
  PrivateEventEdit,
  PromoteStatusRequest,
  VenueBookingPayload,
  RatingBody,
  TextMessageBody,
  UploadMessageFields,
  NewConversationPayload,
  ReviewComment,
  ContactMessage,
  JobApplication,
  StaffAvailabilityUpdate,
  MailingListSignup,
  CoatCheckPayload,
  FoodGroupRequest,
  FoodOrderPayload,
  GiftCardPayload,
  AttendeeInfoRequest,
  EditAttendeeGroupRequest,
  TicketGroupRequest,
  TicketOrderPayload,
  TicketPromoterRequest,
  StripePaymentRequest,
  TestPaymentRequest,
  TalentSubmission,
};

describe('request schemas', () => {
  it('bound every string and every list', () => {
    const unbounded = Object.entries(requestSchemas).flatMap(([name, schema]) => unboundedInputs(schema).map((path) => `${name}.${path}`));
    expect(unbounded).toEqual([]);
  });

  it('finds an unbounded string or list where there is one', () => {
    const loose = Schema.Struct({ name: Schema.String, tags: Schema.Array(Schema.String.pipe(Schema.check(Schema.isMaxLength(9)))) });
    expect(unboundedInputs(loose)).toEqual(['name', 'tags[] (no maximum count)']);
    const tight = Schema.Struct({ name: Schema.String.pipe(Schema.check(Schema.isMaxLength(9))) });
    expect(unboundedInputs(tight)).toEqual([]);
  });
});
