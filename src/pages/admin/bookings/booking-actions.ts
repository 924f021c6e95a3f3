import { endpoints } from '@/api'
import { cancelBooking, moveBooking, stayAction, undoStatus } from '@/pages/admin/lib/admin-api'
import { endpointAction, formAction, type SectionAction } from '@/pages/admin/lib/admin-route'

import { saveBookingAction } from './booking-form'

/**
 * The writes on a booking, wherever its dialogs open (Bookings, the front desk, the overview):
 * `save-booking` takes a booking for a guest or edits one (a form); as JSON checked with their
 * endpoints' schemas, `cancel-booking` (`{ param: { id } }`), `stay-action` (`{ param: { id },
 * json: { action } }`), `undo-status` (`{ param: { id }, json: { change } }`) and `move-booking` (`{ param: { id }, json: { roomId, checkIn,
 * checkOut } }`).
 */
export const bookingActions: Record<string, SectionAction> = {
  'save-booking': formAction(saveBookingAction),
  'cancel-booking': endpointAction(endpoints.adminCancelBooking, ({ param }) =>
    cancelBooking(param.id),
  ),
  'stay-action': endpointAction(endpoints.adminStayAction, ({ param, json }) =>
    stayAction(param.id, json.action),
  ),
  'undo-status': endpointAction(endpoints.adminUndoStatus, ({ param, json }) =>
    undoStatus(param.id, json.change),
  ),
  'move-booking': endpointAction(endpoints.adminMoveBooking, ({ param, json }) =>
    moveBooking(param.id, json),
  ),
}
