// The data package's sentences of Thali’s staff: the Support lookup and decisions on kitchens (staff/), by message id
// (issue 44; see data-texts.ts).
export const STAFF_TEXTS = {
  'support.unreadable': 'Type an order number (like TH-2611-0042), a customer\'s e-mail or a mobile number.',
  'support.failed': 'The lookup could not be done. Please try again.',
  'support.noOrder': 'No order has the number {number}.',
  'support.noEmail': 'No account has the e-mail {email}.',
  'support.noMobile': 'No account has the mobile number {mobile}.',
  'staff.reasonRequired': 'Please give the kitchen a reason.',
  'staff.reasonUnder': 'Please keep the reason under {max} characters.',
  'staff.kitchenNotFound': 'This kitchen could not be found.',
  'staff.noListing': 'This kitchen has no listing to approve.',
  'staff.alreadyListed': 'This kitchen is already listed.',
  'staff.noNameChange': 'This kitchen has no name change waiting.',
  'staff.alreadySuspended': 'This kitchen is already suspended.',
  'staff.notListed': 'Only a listed kitchen can be suspended.',
  'staff.notSuspended': 'This kitchen is not suspended.',
  'staff.reviewGone': 'This review no longer exists.',
} as const;
