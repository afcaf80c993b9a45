// The data package's sentences of shared by several forms, and a profile that is not there, by message id (issue 44;
// see data-texts.ts).
export const COMMON_TEXTS = {
  'common.emailInvalid': 'Please enter a valid email address',
  'profile.notFound': 'Profile not found',
  'common.nameRequired': 'Name is required',
  'common.nameTooLong': 'Name must be at most {max} characters',
  'common.descriptionTooLong': 'Description must be at most {max} characters',
} as const;
