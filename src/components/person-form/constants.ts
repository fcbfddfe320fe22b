/** Business constants of the organization and person forms (lead wizard, prospects, stakeholders). */
export const LEAD_MEDIA = ['Facebook', 'Instagram', 'Twiter', 'linkedin'] as const;
export const PERSON_MEDIA = ['facebook', 'youtube', 'linkedin', 'other'] as const;
export const GENDERS = ['male', 'female', 'others'] as const;

/** Typeaheads start after more than 2 characters (organization names: more than 1), 300 ms debounce. */
export const TYPEAHEAD_MIN_CHARS = 3;
export const ORGANIZATION_MIN_CHARS = 2;
export const TYPEAHEAD_DEBOUNCE_MS = 300;
